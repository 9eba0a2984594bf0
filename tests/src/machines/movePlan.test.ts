/**
 * The move plan's machine (decision 0031): steps as child actors reporting their part (saved),
 * conflicts as guards on the checkout, the checkout provided with .provide() and retried with the
 * key it started with, events that survive structuredClone.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { addToCart, emptyCart } from '../../../domain/cart.ts';
import type { Cart } from '../../../domain/cart.ts';
import type { ServiceGroup } from '../../../domain/cleaning.ts';
import { homeOfProperty } from '../../../domain/move.ts';
import type { MovePlan } from '../../../domain/move.ts';
import { movePlanMachine, selectBlockers } from '../../../src/machines/movePlan.ts';
import type { MoveCheckoutForm, MoveCheckoutInput, MovePlanEvent } from '../../../src/machines/movePlan.ts';

/** Noon in Sofia on 1 December 2026: the first bookable slot is 2 December 14:00. */
const NOW = '2026-12-01T10:00:00.000Z';

const home = homeOfProperty({ id: 7, cityId: 1, type: 'apartment', area: 64, bedrooms: 2, bathrooms: 1, propertyAdvantages: [] });

function planOf(overrides: Partial<MovePlan> = {}): MovePlan {
  return {
    home,
    moveInDate: '2026-12-20',
    from: { cityId: 1, street: 'ул. Шипка 3' },
    household: { people: 2, pets: 0 },
    moving: null,
    cleaning: null,
    deliveries: {},
    checkout: null,
    ...overrides,
  };
}

const MOVING: ServiceGroup[] = [
  {
    name: 'Moving',
    items: [{ serviceKey: 'moving-movers', name: 'Mover', price: 1500, type: 'moving', unit: 'hours', minAmount: 2, maxAmount: 48 }],
  },
];
const DEEP: ServiceGroup[] = [
  { name: 'Deep', items: [{ serviceKey: 'deep-home', name: 'Deep clean', price: 320, type: 'regular', unit: 'sqm', severity: 1, minAmount: 30 }] },
];

function cartWithLamp(): Cart {
  const added = addToCart(emptyCart(), { id: 3, title: 'Лампа', price: 2000, vendor: { id: 9, name: 'Светлина', deliveryPrice: 500 } }, 1);
  if (!added.ok) throw new Error(added.error);
  return added.cart;
}

const FORM: MoveCheckoutForm = { name: 'Иван', email: 'ivan@example.com', phone: '+359888123456', street: 'ул. Роза 5', note: '' };

function start(
  plan: MovePlan | null,
  options: { cart?: Cart; checkout?: (input: MoveCheckoutInput) => Promise<MovePlan> } = {},
) {
  const saved: MovePlan[] = [];
  const checkouts: MoveCheckoutInput[] = [];
  const machine = movePlanMachine.provide({
    actions: { save: (_, { plan: p }) => void saved.push(p) },
    actors: {
      checkout: fromPromise<MovePlan, MoveCheckoutInput>(({ input }) => {
        checkouts.push(input);
        return options.checkout ? options.checkout(input) : Promise.resolve({ ...input.plan, checkout: { at: NOW, shopOrderId: 1, movingOrderId: 2, cleaningOrderId: null } });
      }),
    },
  });
  const actor = createActor(machine, { input: { plan, cart: options.cart ?? emptyCart(), now: NOW } }).start();
  return { actor, saved, checkouts };
}

describe('the move plan machine', () => {
  it('waits for the plan, then runs each step as a child actor', () => {
    const { actor } = start(null);
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'plan.loaded', plan: planOf() });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(Object.keys(snapshot.children).sort()).toEqual(['cleaning', 'furnishing', 'moving']);
  });

  it('takes a step\'s lines priced by its catalogue and saves the plan with them', () => {
    const { actor, saved } = start(planOf());
    actor.send({ type: 'moving', event: { type: 'step.catalogue', groups: MOVING } });
    actor.send({ type: 'moving', event: { type: 'step.lines', cleaningType: 'moving', lines: [{ serviceKey: 'moving-movers', amount: 4 }] } });
    actor.send({ type: 'moving', event: { type: 'step.when', when: { day: '2026-12-19', slot: '08-11' } } });
    expect(actor.getSnapshot().context.plan?.moving).toEqual({
      cleaningType: 'moving',
      lines: [{ serviceKey: 'moving-movers', amount: 4 }],
      when: { day: '2026-12-19', slot: '08-11' },
    });
    expect(saved.at(-1)?.moving?.when).toEqual({ day: '2026-12-19', slot: '08-11' });
  });

  it('refuses lines its catalogue refuses: the plan keeps what it had and the step says why', () => {
    const { actor, saved } = start(planOf());
    actor.send({ type: 'moving', event: { type: 'step.catalogue', groups: MOVING } });
    actor.send({ type: 'moving', event: { type: 'step.lines', cleaningType: 'moving', lines: [{ serviceKey: 'moving-movers', amount: 1 }] } });
    expect(actor.getSnapshot().context.plan?.moving).toBeNull();
    expect(saved).toHaveLength(0);
    expect(actor.getSnapshot().context.moving?.getSnapshot().context.lineError).toEqual({ line: 0, key: expect.any(String) });
  });

  it('keeps each vendor\'s delivery window from the furnishing step', () => {
    const { actor, saved } = start(planOf(), { cart: cartWithLamp() });
    actor.send({ type: 'furnishing', event: { type: 'furnishing.window', vendorId: 9, when: { day: '2026-12-18', slot: '14-17' } } });
    expect(saved.at(-1)?.deliveries).toEqual({ '9': { day: '2026-12-18', slot: '14-17' } });
    actor.send({ type: 'furnishing', event: { type: 'furnishing.window', vendorId: 9, when: null } });
    expect(saved.at(-1)?.deliveries).toEqual({});
  });

  it('does not check out while a conflict blocks it, and does once it is fixed', async () => {
    const { actor, checkouts } = start(planOf());
    actor.send({ type: 'cleaning', event: { type: 'step.catalogue', groups: DEEP } });
    actor.send({ type: 'cleaning', event: { type: 'step.lines', cleaningType: 'deep', lines: [{ serviceKey: 'deep-home', amount: 64 }] } });
    // Cleaning on the move-in day: not before the move.
    actor.send({ type: 'cleaning', event: { type: 'step.when', when: { day: '2026-12-20', slot: '08-11' } } });
    expect(selectBlockers(actor.getSnapshot()).map((blocker) => blocker.key)).toEqual(['move-conflict-cleaning-after-move']);
    actor.send({ type: 'checkout.start', form: FORM });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(checkouts).toHaveLength(0);

    actor.send({ type: 'cleaning', event: { type: 'step.when', when: { day: '2026-12-19', slot: '08-11' } } });
    expect(selectBlockers(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'checkout.start', form: FORM });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]?.plan.cleaning?.when?.day).toBe('2026-12-19');
    expect(checkouts[0]?.form).toEqual(FORM);
    expect(actor.getSnapshot().context.plan?.checkout?.shopOrderId).toBe(1);
  });

  it('retries a failed checkout with the key it started with; a new checkout has a new key', async () => {
    let fail = true;
    const { actor, checkouts } = start(planOf({ cleaning: { cleaningType: 'deep', lines: [{ serviceKey: 'deep-home', amount: 64 }], when: { day: '2026-12-19', slot: '08-11' } } }), {
      checkout: (input) => (fail ? Promise.reject(new Error('network')) : Promise.resolve({ ...input.plan, checkout: { at: NOW, shopOrderId: null, movingOrderId: null, cleaningOrderId: 4 } })),
    });
    actor.send({ type: 'checkout.start', form: FORM });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'checkout.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(checkouts).toHaveLength(2);
    expect(checkouts[0]?.idempotencyKey).toMatch(/^[\da-f-]{36}$/);
    expect(checkouts[1]?.idempotencyKey).toBe(checkouts[0]?.idempotencyKey);

    actor.send({ type: 'checkout.back' });
    expect(actor.getSnapshot().value).toBe('editing');
    fail = false;
    actor.send({ type: 'checkout.start', form: FORM });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(checkouts[2]?.idempotencyKey).not.toBe(checkouts[0]?.idempotencyKey);
  });

  it('opens a checked-out plan as done', () => {
    const { actor } = start(planOf({ checkout: { at: NOW, shopOrderId: 1, movingOrderId: null, cleaningOrderId: null } }));
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('starts its steps again from a newer saved plan', () => {
    const { actor } = start(planOf());
    const when = { day: '2026-12-18', slot: '11-14' } as const;
    actor.send({ type: 'plan.loaded', plan: planOf({ deliveries: { '9': when } }) });
    expect(actor.getSnapshot().context.furnishing?.getSnapshot().context.deliveries).toEqual({ '9': when });
  });

  it('takes events that carry data only', () => {
    const events: MovePlanEvent[] = [
      { type: 'plan.loaded', plan: planOf() },
      { type: 'plan.edit', patch: { household: { people: 3, pets: 1 } } },
      { type: 'cart.changed', cart: cartWithLamp() },
      { type: 'clock.tick', now: NOW },
      { type: 'moving', event: { type: 'step.lines', cleaningType: 'moving', lines: [{ serviceKey: 'moving-movers', amount: 4 }] } },
      { type: 'furnishing', event: { type: 'furnishing.window', vendorId: 9, when: null } },
      { type: 'checkout.start', form: FORM },
      { type: 'checkout.retry' },
    ];
    for (const event of events) expect(structuredClone(event)).toEqual(event);
  });
});
