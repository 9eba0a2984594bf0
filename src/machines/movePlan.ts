/**
 * The move-in plan's page (docs/decisions/0031), run with useMachine in the move feature's lazy
 * chunk. The plan's steps are child actors spawned on entering the plan: `moving` and `cleaning`
 * (a service step: lines priced against its catalogue, a day and a slot) and `furnishing` (each
 * vendor's delivery window). Each sends `plan.changed` with its part, and the parent saves the
 * plan (the provided action `save`: a debounced updateMovePlan signed in, the slice for a visitor).
 *
 * Conflicts are guards: `checkout.start` is taken only when `checkoutBlockers` finds nothing,
 * else the machine stays and the page lists the blockers with their fixes. `checkingOut` invokes
 * the provided `checkout` (its own key, made once per checkout and kept for its retries, so a
 * retried request creates nothing twice on the server). Events carry data only.
 */
import { assertEvent, assign, enqueueActions, fromPromise, sendParent, sendTo, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { checkoutBlockers, priceServiceLines } from '../../domain/move.ts';
import type { MoveBlocker, MoveLineError, MovePlan, MoveServiceLine, MoveWhen } from '../../domain/move.ts';
import type { Cart } from '../../domain/cart.ts';
import type { ServiceGroup } from '../../domain/cleaning.ts';

export type ServiceStepName = 'moving' | 'cleaning';
type StepChoice = MovePlan['moving'] | MovePlan['cleaning'];

/** What a plan's part a step changed. */
export type PlanPart = Partial<Pick<MovePlan, 'moving' | 'cleaning' | 'deliveries'>>;

export type ServiceStepEvent =
  | { type: 'step.catalogue'; groups: ServiceGroup[] }
  /** The step's lines (a cleaning step may change its catalogue: deep or one-time). */
  | { type: 'step.lines'; cleaningType: NonNullable<StepChoice>['cleaningType']; lines: MoveServiceLine[] }
  | { type: 'step.when'; when: MoveWhen | null }
  /** Back to nothing chosen. */
  | { type: 'step.clear' };

export interface ServiceStepContext {
  step: ServiceStepName;
  choice: StepChoice;
  groups: ServiceGroup[] | null;
  /** Why the last lines were refused (the line and its key); null when they were taken. */
  lineError: { line: number; key: MoveLineError } | null;
}

/** One service step (moving, or cleaning before moving in): its lines and when. */
export const serviceStepMachine = setup({
  types: {
    context: {} as ServiceStepContext,
    events: {} as ServiceStepEvent,
    input: {} as { step: ServiceStepName; choice: StepChoice },
  },
  actions: {
    report: sendParent(({ context }): MovePlanEvent => ({ type: 'plan.changed', part: { [context.step]: context.choice } })),
  },
}).createMachine({
  id: 'serviceStep',
  context: ({ input }) => ({ step: input.step, choice: input.choice, groups: null, lineError: null }),
  on: {
    'step.catalogue': { actions: assign({ groups: ({ event }) => event.groups }) },
    'step.lines': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        // Priced as the services' order prices them: a line the catalogue or its rules refuse is not taken.
        const priced = context.groups === null ? null : priceServiceLines(event.cleaningType, event.lines, context.groups);
        if (priced && !priced.ok) {
          enqueue.assign({ lineError: { line: priced.line, key: priced.key } });
          return;
        }
        const when = context.choice?.when ?? null;
        const choice = { cleaningType: event.cleaningType, lines: event.lines, when } as StepChoice;
        enqueue.assign({ choice, lineError: null });
        enqueue('report');
      }),
    },
    'step.when': {
      actions: [
        assign({
          choice: ({ context, event }) =>
            ({
              cleaningType: context.choice?.cleaningType ?? (context.step === 'moving' ? 'moving' : 'deep'),
              lines: context.choice?.lines ?? [],
              when: event.when,
            }) as StepChoice,
        }),
        'report',
      ],
    },
    'step.clear': { actions: [assign({ choice: null, lineError: null }), 'report'] },
  },
});

export type FurnishingEvent = { type: 'furnishing.window'; vendorId: number; when: MoveWhen | null };

/** The furnishing step: each vendor's delivery window (the rooms' checklist is the cart's, read by the page). */
export const furnishingMachine = setup({
  types: {
    context: {} as { deliveries: MovePlan['deliveries'] },
    events: {} as FurnishingEvent,
    input: {} as { deliveries: MovePlan['deliveries'] },
  },
}).createMachine({
  id: 'furnishing',
  context: ({ input }) => ({ deliveries: input.deliveries }),
  on: {
    'furnishing.window': {
      actions: [
        assign({
          deliveries: ({ context, event }) => {
            const { [String(event.vendorId)]: _old, ...rest } = context.deliveries;
            return event.when === null ? rest : { ...rest, [String(event.vendorId)]: event.when };
          },
        }),
        sendParent(({ context }): MovePlanEvent => ({ type: 'plan.changed', part: { deliveries: context.deliveries } })),
      ],
    },
  },
});

/** The checkout form: one contact, the new home's street, a note. */
export interface MoveCheckoutForm {
  name: string;
  email: string;
  phone: string;
  street: string;
  note: string;
}

export interface MoveCheckoutInput {
  plan: MovePlan;
  cart: Cart;
  form: MoveCheckoutForm;
  /** The same for every retry of one checkout. */
  idempotencyKey: string;
}

export type MovePlanEvent =
  /** The plan as saved (the server's answer, or the visitor's slice): the steps start again from it. */
  | { type: 'plan.loaded'; plan: MovePlan }
  /** A step's part changed (sent by the step actors). */
  | { type: 'plan.changed'; part: PlanPart }
  /** The plan's own facts: move-in day, from, household. */
  | { type: 'plan.edit'; patch: Partial<Pick<MovePlan, 'moveInDate' | 'from' | 'household'>> }
  | { type: 'cart.changed'; cart: Cart }
  /** The page's clock (an ISO instant), so "in the past" follows the time. */
  | { type: 'clock.tick'; now: string }
  | { type: 'moving'; event: ServiceStepEvent }
  | { type: 'cleaning'; event: ServiceStepEvent }
  | { type: 'furnishing'; event: FurnishingEvent }
  | { type: 'checkout.start'; form: MoveCheckoutForm }
  | { type: 'checkout.retry' }
  /** Back to the plan after a failed checkout (to change it: the next checkout has a new key). */
  | { type: 'checkout.back' };

interface MovePlanContext {
  plan: MovePlan | null;
  cart: Cart;
  now: string;
  /** The current checkout's key (a fresh one per checkout, the same for its retries). */
  idempotencyKey: string | null;
  form: MoveCheckoutForm | null;
  /** The last checkout's failure (the server's error, as thrown); null otherwise. */
  error: unknown;
  moving: ActorRefFrom<typeof serviceStepMachine> | null;
  cleaning: ActorRefFrom<typeof serviceStepMachine> | null;
  furnishing: ActorRefFrom<typeof furnishingMachine> | null;
}

export interface MovePlanInput {
  plan: MovePlan | null;
  cart: Cart;
  now: string;
}

const notProvided = () => Promise.reject(new Error('movePlan: actor "checkout" not provided'));

export const movePlanMachine = setup({
  types: {
    context: {} as MovePlanContext,
    events: {} as MovePlanEvent,
    input: {} as MovePlanInput,
  },
  actors: {
    serviceStep: serviceStepMachine,
    furnishing: furnishingMachine,
    /** Checks the plan out; its output is the plan as checked out (with `checkout` set). */
    checkout: fromPromise<MovePlan, MoveCheckoutInput>(notProvided),
  },
  actions: {
    /** Keeps the plan (provided: the page debounces its updateMovePlan, or writes the slice). */
    save: (_, _params: { plan: MovePlan }) => {},
    /** Makes the key of a new checkout (provided by tests to know it). */
    newKey: assign({ idempotencyKey: () => crypto.randomUUID() }),
    spawnSteps: assign(({ context, spawn }) => {
      const plan = context.plan!;
      return {
        moving: spawn('serviceStep', { id: 'moving', input: { step: 'moving', choice: plan.moving } }),
        cleaning: spawn('serviceStep', { id: 'cleaning', input: { step: 'cleaning', choice: plan.cleaning } }),
        furnishing: spawn('furnishing', { id: 'furnishing', input: { deliveries: plan.deliveries } }),
      };
    }),
    stopSteps: enqueueActions(({ enqueue, context }) => {
      for (const child of [context.moving, context.cleaning, context.furnishing]) if (child) enqueue.stopChild(child);
      enqueue.assign({ moving: null, cleaning: null, furnishing: null });
    }),
    takePlan: assign({
      plan: ({ event }) => {
        assertEvent(event, 'plan.loaded');
        return event.plan;
      },
    }),
  },
  guards: {
    hasPlan: ({ context }) => context.plan !== null,
    loadedCheckedOut: ({ event }) => event.type === 'plan.loaded' && event.plan.checkout !== null,
    /** Nothing blocks the checkout (decision 0031: conflicts are guards). */
    canCheckOut: ({ context }) => context.plan !== null && checkoutBlockers(context.plan, context.cart, new Date(context.now)).length === 0,
  },
}).createMachine({
  id: 'movePlan',
  context: ({ input }) => ({
    plan: input.plan,
    cart: input.cart,
    now: input.now,
    idempotencyKey: null,
    form: null,
    error: null,
    moving: null,
    cleaning: null,
    furnishing: null,
  }),
  on: {
    'cart.changed': { actions: assign({ cart: ({ event }) => event.cart }) },
    'clock.tick': { actions: assign({ now: ({ event }) => event.now }) },
  },
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: ({ context }) => context.plan?.checkout != null, target: 'done' },
        { guard: 'hasPlan', target: 'editing' },
        { target: 'loading' },
      ],
    },
    /** Waiting for the plan (the server's). */
    loading: {
      on: {
        'plan.loaded': [
          { guard: 'loadedCheckedOut', target: 'done', actions: 'takePlan' },
          { target: 'editing', actions: 'takePlan' },
        ],
      },
    },
    editing: {
      entry: 'spawnSteps',
      exit: 'stopSteps',
      on: {
        // A newer saved plan (another device, the adopted visitor's plan): its steps start from it.
        'plan.loaded': [
          { guard: 'loadedCheckedOut', target: 'done', actions: 'takePlan' },
          { target: 'editing', reenter: true, actions: 'takePlan' },
        ],
        'plan.changed': {
          actions: [
            assign({ plan: ({ context, event }) => ({ ...context.plan!, ...event.part }) }),
            { type: 'save', params: ({ context }) => ({ plan: context.plan! }) },
          ],
        },
        'plan.edit': {
          actions: [
            assign({ plan: ({ context, event }) => ({ ...context.plan!, ...event.patch }) }),
            { type: 'save', params: ({ context }) => ({ plan: context.plan! }) },
          ],
        },
        moving: { actions: sendTo('moving', ({ event }) => event.event) },
        cleaning: { actions: sendTo('cleaning', ({ event }) => event.event) },
        furnishing: { actions: sendTo('furnishing', ({ event }) => event.event) },
        'checkout.start': {
          guard: 'canCheckOut',
          target: 'checkingOut',
          actions: ['newKey', assign({ form: ({ event }) => event.form, error: null })],
        },
      },
    },
    checkingOut: {
      invoke: {
        src: 'checkout',
        input: ({ context }) => ({ plan: context.plan!, cart: context.cart, form: context.form!, idempotencyKey: context.idempotencyKey! }),
        onDone: { target: 'done', actions: assign({ plan: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    /** The checkout failed: a retry sends the same key; back to the plan to change it (a new checkout, a new key). */
    failed: {
      on: {
        'checkout.retry': { target: 'checkingOut' },
        'checkout.back': { target: 'editing', actions: assign({ idempotencyKey: null }) },
        'plan.loaded': [
          { guard: 'loadedCheckedOut', target: 'done', actions: 'takePlan' },
          { target: 'editing', actions: ['takePlan', assign({ idempotencyKey: null })] },
        ],
      },
    },
    /** Checked out: the page shows each order's status (plan.loaded brings their changes). */
    done: {
      on: { 'plan.loaded': { actions: 'takePlan' } },
    },
  },
});

export type MovePlanSnapshot = SnapshotFrom<typeof movePlanMachine>;

/** Why the plan cannot be checked out now, at the machine's clock. */
export function selectBlockers(snapshot: MovePlanSnapshot): MoveBlocker[] {
  const { plan, cart, now } = snapshot.context;
  return plan === null ? [] : checkoutBlockers(plan, cart, new Date(now));
}

export function selectIsCheckingOut(snapshot: MovePlanSnapshot): boolean {
  return snapshot.matches('checkingOut');
}
