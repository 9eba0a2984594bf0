import fc from 'fast-check';
import { addToCart, emptyCart } from '../../domain/cart.ts';
import type { Cart } from '../../domain/cart.ts';
import { CLEANING_TIME_SLOTS, addDays, lineCost } from '../../domain/cleaning.ts';
import type { CleaningTimeSlot, ServiceGroup } from '../../domain/cleaning.ts';
import {
  MOVE_CONFLICT_KEYS,
  MOVE_ESSENTIALS,
  MOVE_FIX_KEYS,
  checkoutBlocked,
  checkoutBlockers,
  cleaningAmount,
  furnishingChecklist,
  homeOfFlatmateOffer,
  homeOfProperty,
  homeRooms,
  moveConflicts,
  moveEvents,
  moveSteps,
  moveSummary,
  moveTimeline,
  movingVolume,
  priceServiceLines,
} from '../../domain/move.ts';
import type { MoveHome, MovePlan, MoveServiceLine, MoveWhen } from '../../domain/move.ts';
import { PROPERTY_TYPE_KEYS } from '../../domain/propertyFacts.ts';
import { loadMessages } from '../../locales/index.ts';

/** Noon in Sofia on 1 December 2026: the first slot that can be booked is 2 December 14:00. */
const NOW = new Date('2026-12-01T10:00:00Z');

const apartment = homeOfProperty({
  id: 7,
  cityId: 1,
  type: 'apartment',
  area: 64.5,
  bedrooms: 2,
  bathrooms: 1,
  propertyAdvantages: ['Тераса', 'Near the metro'],
});

const at = (day: string, slot: CleaningTimeSlot = '08-11'): MoveWhen => ({ day, slot });

function planOf(overrides: Partial<MovePlan> = {}): MovePlan {
  return {
    home: apartment,
    moveInDate: '2026-12-20',
    from: null,
    household: { people: 2, pets: 0 },
    moving: null,
    cleaning: null,
    deliveries: {},
    checkout: null,
    ...overrides,
  };
}

const movers: MoveServiceLine = { serviceKey: 'moving-movers', amount: 4 };
const deepClean: MoveServiceLine = { serviceKey: 'deep-home', amount: 65, severity: 2 };
const moving = (when: MoveWhen | null, lines: MoveServiceLine[] = [movers]) => ({ cleaningType: 'moving' as const, lines, when });
const cleaning = (when: MoveWhen | null, lines: MoveServiceLine[] = [deepClean]) => ({ cleaningType: 'deep' as const, lines, when });

const CATALOGUES: Record<'moving' | 'deep', ServiceGroup[]> = {
  moving: [
    {
      name: 'Moving',
      items: [
        { serviceKey: 'moving-movers', name: 'Mover', price: 1500, type: 'moving', unit: 'hours', minAmount: 2, maxAmount: 48 },
        { serviceKey: 'moving-boxes', name: 'Box', price: 180, type: 'moving', unit: 'quantity', minAmount: 10, maxAmount: 200 },
        { serviceKey: 'moving-transport-van', name: 'Van', price: 3500, type: 'moving-transport', unit: 'hours', minAmount: 2 },
      ],
    },
  ],
  deep: [{ name: 'Deep', items: [{ serviceKey: 'deep-home', name: 'Deep clean', price: 320, type: 'regular', unit: 'sqm', severity: 1, minAmount: 30 }] }],
};

interface Line {
  id: number;
  vendorId: number;
  price: number;
  quantity?: number;
  delivery?: number | null;
}

function cartOf(lines: readonly Line[]): Cart {
  return lines.reduce((cart, { id, vendorId, price, quantity = 1, delivery = null }) => {
    const added = addToCart(cart, { id, title: `P${id}`, price, vendor: { id: vendorId, name: `V${vendorId}`, deliveryPrice: delivery } }, quantity);
    if (!added.ok) throw new Error(added.error);
    return added.cart;
  }, emptyCart());
}

describe('the home', () => {
  it('takes a property\'s facts, its terrace and garden from its advantages in either language', () => {
    expect(apartment).toEqual({
      kind: 'property',
      id: 7,
      cityId: 1,
      type: 'apartment',
      area: 64.5,
      bedrooms: 2,
      bathrooms: 1,
      terrace: true,
      garden: false,
      availableFrom: null,
    });
    const house = homeOfProperty({ id: 8, cityId: 2, type: 'house', area: 140, bedrooms: 3, bathrooms: 2, propertyAdvantages: ['balcony', ' Двор '] });
    expect([house.terrace, house.garden]).toEqual([true, true]);
  });

  it('takes a flatmate offer as one room, free from its day', () => {
    expect(homeOfFlatmateOffer({ id: 3, cityId: 1, availableFrom: '2026-12-10' })).toEqual({
      kind: 'flatmate',
      id: 3,
      cityId: 1,
      type: 'room',
      area: null,
      bedrooms: 0,
      bathrooms: 0,
      terrace: false,
      garden: false,
      availableFrom: '2026-12-10',
    });
  });

  it('has the rooms its kind and facts give, in the shop\'s room order', () => {
    expect(homeRooms(apartment).map((room) => room.key)).toEqual([
      'hallway-1',
      'living-room-1',
      'kitchen-1',
      'bedroom-1',
      'bedroom-2',
      'bathroom-1',
      'terrace-1',
    ]);
    expect(homeRooms({ ...apartment, type: 'studio', bedrooms: 0, terrace: false }).map((room) => room.key)).toEqual([
      'hallway-1',
      'kitchen-1',
      'bedroom-1',
      'bathroom-1',
    ]);
    expect(homeRooms(homeOfFlatmateOffer({ id: 3, cityId: 1, availableFrom: '2026-12-10' }))).toEqual([{ key: 'bedroom-1', room: 'bedroom', number: 1 }]);
    // A house that says nothing of its bedrooms and bathrooms still has one of each.
    const house = { ...apartment, type: 'house' as const, bedrooms: 0, bathrooms: 0, terrace: false, garden: true };
    expect(homeRooms(house).map((room) => room.key)).toEqual(['hallway-1', 'living-room-1', 'kitchen-1', 'bedroom-1', 'bathroom-1', 'garden-1']);
  });
});

describe('furnishing, room by room', () => {
  it('links every essential to a category of the shop\'s room', () => {
    // The categories of server/db/seed/content/productCategories.ts, by room.
    const shop: Record<string, string[]> = {
      'hallway': ['shoe-cabinets', 'coat-racks', 'mirrors', 'storage-boxes'],
      'living-room': ['sofas', 'coffee-tables', 'tv-units', 'rugs', 'living-lighting', 'cushions-throws', 'climate'],
      'kitchen': ['cookware', 'kitchen-utensils', 'tableware', 'small-appliances', 'dining'],
      'bedroom': ['beds', 'mattresses', 'bedding', 'wardrobes', 'bedside-lamps'],
      'bathroom': ['towels', 'bathroom-cabinets', 'bath-accessories', 'showers-taps', 'laundry'],
      'terrace': ['terrace-furniture', 'planters', 'outdoor-lighting', 'outdoor-textiles'],
      'garden': ['garden-furniture', 'barbecues', 'garden-tools', 'garden-decor'],
    };
    for (const [room, essentials] of Object.entries(MOVE_ESSENTIALS)) {
      expect(essentials.filter((essential) => !shop[room]!.includes(essential.category))).toEqual([]);
    }
  });

  it('ticks an essential per unit in its category, room after room', () => {
    const cart = cartOf([
      { id: 1, vendorId: 1, price: 30000, quantity: 2 },
      { id: 2, vendorId: 2, price: 5000 },
      { id: 3, vendorId: 2, price: 900 },
    ]);
    const list = furnishingChecklist(apartment, cart, { 1: ['beds'], 2: ['mirrors', 'decor-frames'] });
    const ticked = list.map(({ room, items }) => [room.key, items.filter((item) => item.done).map((item) => item.essential.key)]);
    expect(ticked).toEqual([
      ['hallway-1', ['mirror']],
      ['living-room-1', []],
      ['kitchen-1', []],
      ['bedroom-1', ['bed']],
      ['bedroom-2', ['bed']],
      ['bathroom-1', []],
      ['terrace-1', []],
    ]);
    expect(list.every((room) => !room.done)).toBe(true);
  });

  it('calls a room done when all its essentials are in the cart', () => {
    const room = homeOfFlatmateOffer({ id: 3, cityId: 1, availableFrom: '2026-12-10' });
    const categories = MOVE_ESSENTIALS.bedroom.map((essential) => essential.category);
    const cart = cartOf(categories.map((_, index) => ({ id: index + 1, vendorId: 1, price: 1000 })));
    const byProduct = Object.fromEntries(categories.map((category, index) => [index + 1, [category]]));
    expect(furnishingChecklist(room, cart, byProduct)[0]!.done).toBe(true);
  });
});

describe('the moving volume', () => {
  it('adds the rooms\' and the household\'s cubic metres, and the vans to carry them', () => {
    // Hallway 1 + living room 8 + kitchen 4 + 2 bedrooms 14 + bathroom 1 + terrace 1 = 29; 2 people 6, a pet 1.
    expect(movingVolume(apartment, { people: 2, pets: 1 })).toEqual({ cubicMetres: 36, vans: 2 });
    expect(movingVolume(homeOfFlatmateOffer({ id: 3, cityId: 1, availableFrom: '2026-12-10' }), { people: 1, pets: 0 })).toEqual({
      cubicMetres: 10,
      vans: 1,
    });
  });

  it('is monotone in the rooms and the people', () => {
    const homeArb = fc.record({
      type: fc.constantFrom(...PROPERTY_TYPE_KEYS),
      bedrooms: fc.integer({ min: 0, max: 8 }),
      bathrooms: fc.integer({ min: 0, max: 4 }),
      terrace: fc.boolean(),
      garden: fc.boolean(),
    });
    const householdArb = fc.record({ people: fc.integer({ min: 0, max: 12 }), pets: fc.integer({ min: 0, max: 6 }) });
    fc.assert(
      fc.property(homeArb, householdArb, fc.constantFrom('bedrooms' as const, 'bathrooms' as const), (facts, household, more) => {
        const home: MoveHome = { ...apartment, ...facts };
        const before = movingVolume(home, household);
        const moreRooms = movingVolume({ ...home, [more]: home[more] + 1 }, household);
        const morePeople = movingVolume(home, { ...household, people: household.people + 1 });
        expect(moreRooms.cubicMetres).toBeGreaterThanOrEqual(before.cubicMetres);
        expect(moreRooms.vans).toBeGreaterThanOrEqual(before.vans);
        expect(morePeople.cubicMetres).toBeGreaterThan(before.cubicMetres);
        expect(morePeople.vans).toBeGreaterThanOrEqual(before.vans);
        expect(before.vans).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('the cleaning\'s area', () => {
  it('is the home\'s square metres rounded up, within what the service takes', () => {
    expect(cleaningAmount(apartment, { minAmount: 30 })).toBe(65);
    expect(cleaningAmount({ ...apartment, area: 18 }, { minAmount: 30 })).toBe(30);
    expect(cleaningAmount({ ...apartment, area: 400 }, { maxAmount: 300 })).toBe(300);
    expect(cleaningAmount(homeOfFlatmateOffer({ id: 3, cityId: 1, availableFrom: '2026-12-10' }), {})).toBeNull();
  });
});

describe('the timeline and its conflicts', () => {
  const twoVendors = cartOf([
    { id: 1, vendorId: 2, price: 30000 },
    { id: 2, vendorId: 1, price: 5000 },
  ]);
  const good = planOf({
    moving: moving(at('2026-12-20', '11-14')),
    cleaning: cleaning(at('2026-12-18')),
    deliveries: { 1: at('2026-12-19', '14-17'), 2: at('2026-12-19', '14-17'), 9: at('2026-12-02') },
  });

  it('orders what happens by day and slot, deliveries by vendor, and leaves out a vendor not in the cart', () => {
    expect(moveEvents(good, twoVendors)).toEqual([
      { id: 'cleaning', kind: 'cleaning', vendorId: null, day: '2026-12-18', slot: '08-11' },
      { id: 'delivery:1', kind: 'delivery', vendorId: 1, day: '2026-12-19', slot: '14-17' },
      { id: 'delivery:2', kind: 'delivery', vendorId: 2, day: '2026-12-19', slot: '14-17' },
      { id: 'moving', kind: 'moving', vendorId: null, day: '2026-12-20', slot: '11-14' },
    ]);
    expect(moveConflicts(good, twoVendors, NOW)).toEqual([]);
    expect(moveTimeline(good, twoVendors, NOW).every((entry) => entry.conflicts.length === 0)).toBe(true);
  });

  it('finds a cleaning on the moving day, once, and says the last day it may be', () => {
    const plan = { ...good, cleaning: cleaning(at('2026-12-20', '11-14')) };
    expect(moveConflicts(plan, twoVendors, NOW)).toEqual([
      { kind: 'cleaning-after-move', key: 'move-conflict-cleaning-after-move', fixKey: 'move-fix-cleaning-after-move', event: 'cleaning', other: 'moving', day: '2026-12-19' },
      // The deliveries now come before the cleaning, too.
      expect.objectContaining({ kind: 'delivery-before-cleaning', event: 'delivery:1', other: 'cleaning', day: '2026-12-21' }),
      expect.objectContaining({ kind: 'delivery-before-cleaning', event: 'delivery:2', other: 'cleaning', day: '2026-12-21' }),
    ]);
    const timeline = moveTimeline(plan, twoVendors, NOW);
    expect(timeline.find((entry) => entry.id === 'moving')!.conflicts.map((c) => c.kind)).toEqual(['cleaning-after-move']);
    expect(timeline.find((entry) => entry.id === 'cleaning')!.conflicts).toHaveLength(3);
  });

  it('measures the cleaning against the move-in day when no moving is chosen', () => {
    const plan = planOf({ cleaning: cleaning(at('2026-12-20')) });
    expect(moveConflicts(plan, emptyCart(), NOW)).toEqual([expect.objectContaining({ kind: 'cleaning-after-move', other: null, day: '2026-12-19' })]);
  });

  it('finds a moving after the move-in day', () => {
    const plan = planOf({ moving: moving(at('2026-12-21')) });
    expect(moveConflicts(plan, emptyCart(), NOW)).toEqual([
      expect.objectContaining({ kind: 'moving-after-move-in', event: 'moving', other: null, day: '2026-12-20' }),
    ]);
  });

  it('finds anything before the home is free', () => {
    const plan = planOf({
      home: homeOfFlatmateOffer({ id: 3, cityId: 1, availableFrom: '2026-12-10' }),
      cleaning: cleaning(at('2026-12-08')),
      moving: moving(at('2026-12-12')),
    });
    expect(moveConflicts(plan, emptyCart(), NOW)).toEqual([
      { kind: 'before-home-free', key: 'move-conflict-before-home-free', fixKey: 'move-fix-before-home-free', event: 'cleaning', other: null, day: '2026-12-10' },
    ]);
  });

  it('finds a time in the past, too soon or beyond the services\' 90 days, and names the first or last day that can be booked', () => {
    const plan = planOf({
      moveInDate: '2027-03-05',
      cleaning: cleaning(at('2026-11-30')),
      moving: moving(at('2027-03-02')),
      deliveries: { 1: at('2026-12-02', '11-14') },
    });
    const cart = cartOf([{ id: 1, vendorId: 1, price: 100 }]);
    expect(moveConflicts(plan, cart, NOW).filter((c) => c.kind === 'in-past' || c.kind === 'beyond-horizon')).toEqual([
      expect.objectContaining({ kind: 'in-past', event: 'cleaning', day: '2026-12-02' }),
      expect.objectContaining({ kind: 'in-past', event: 'delivery:1', day: '2026-12-02' }),
      expect.objectContaining({ kind: 'beyond-horizon', event: 'moving', day: '2027-03-01' }),
    ]);
  });

  it('finds a delivery while the movers are there, but not two deliveries at once', () => {
    const cart = cartOf([{ id: 1, vendorId: 1, price: 100 }]);
    const plan = { ...good, deliveries: { 1: at('2026-12-20', '11-14') } };
    expect(moveConflicts(plan, cart, NOW)).toEqual([
      { kind: 'same-time', key: 'move-conflict-same-time', fixKey: 'move-fix-same-time', event: 'delivery:1', other: 'moving', day: null },
    ]);
  });

  it('keeps a checked-out plan\'s orders on the timeline as time passes', () => {
    const plan: MovePlan = { ...good, deliveries: { 2: at('2026-12-19') }, checkout: { at: '2026-12-01T10:00:00Z', shopOrderId: 5, movingOrderId: 6, cleaningOrderId: 7 } };
    const later = new Date('2026-12-19T10:00:00Z');
    expect(moveTimeline(plan, emptyCart(), later).map((entry) => [entry.id, entry.conflicts])).toEqual([
      ['cleaning', []],
      ['delivery:2', []],
      ['moving', []],
    ]);
  });
});

describe('the steps and the checkout', () => {
  const cart = cartOf([{ id: 1, vendorId: 1, price: 30000 }]);

  it('starts with every step to do and nothing to check out', () => {
    const plan = planOf();
    expect(moveSteps(plan, emptyCart(), NOW)).toEqual({ moving: 'to-do', cleaning: 'to-do', furnishing: 'to-do', checkout: 'to-do' });
    expect(checkoutBlockers(plan, emptyCart(), NOW)).toEqual([{ kind: 'nothing-chosen', key: 'move-blocked-nothing-chosen' }]);
  });

  it('says which step is half chosen and which vendor has no delivery time', () => {
    const plan = planOf({ moving: moving(at('2026-12-20'), []), cleaning: cleaning(null) });
    expect(checkoutBlockers(plan, cart, NOW)).toEqual([
      { kind: 'incomplete', key: 'move-blocked-moving-incomplete', step: 'moving' },
      { kind: 'incomplete', key: 'move-blocked-cleaning-incomplete', step: 'cleaning' },
      { kind: 'no-delivery-window', key: 'move-blocked-delivery-window', vendor: { id: 1, name: 'V1', deliveryPrice: null } },
    ]);
    expect(moveSteps(plan, cart, NOW)).toEqual({ moving: 'to-do', cleaning: 'to-do', furnishing: 'to-do', checkout: 'to-do' });
  });

  it('asks where the movers come to once the moving is chosen', () => {
    const plan = planOf({ moving: moving(at('2026-12-20')) });
    expect(checkoutBlockers(plan, emptyCart(), NOW)).toEqual([{ kind: 'no-from-address', key: 'move-blocked-from-address' }]);
    expect(checkoutBlocked({ ...plan, from: { cityId: 2, street: 'ul. Vasil Levski 1' } }, emptyCart(), NOW)).toBe(false);
  });

  it('is chosen when everything has a time and nothing clashes, and blocked by a conflict', () => {
    const plan = planOf({
      from: { cityId: 2, street: 'ul. Vasil Levski 1' },
      moving: moving(at('2026-12-20')),
      cleaning: cleaning(at('2026-12-18')),
      deliveries: { 1: at('2026-12-19') },
    });
    expect(moveSteps(plan, cart, NOW)).toEqual({ moving: 'chosen', cleaning: 'chosen', furnishing: 'chosen', checkout: 'chosen' });
    expect(checkoutBlocked(plan, cart, NOW)).toBe(false);
    const late = { ...plan, cleaning: cleaning(at('2026-12-20', '14-17')) };
    expect(checkoutBlockers(late, cart, NOW).map((blocker) => blocker.key)).toEqual([
      'move-conflict-cleaning-after-move',
      'move-conflict-delivery-before-cleaning',
    ]);
    expect(moveSteps(late, cart, NOW).checkout).toBe('to-do');
  });

  it('is ordered step by step after the checkout, and not again', () => {
    const plan = planOf({
      cleaning: cleaning(at('2026-12-18')),
      checkout: { at: '2026-12-01T10:00:00Z', shopOrderId: null, movingOrderId: null, cleaningOrderId: 7 },
    });
    expect(moveSteps(plan, emptyCart(), NOW)).toEqual({ moving: 'to-do', cleaning: 'ordered', furnishing: 'to-do', checkout: 'ordered' });
    expect(checkoutBlockers(plan, emptyCart(), NOW)).toEqual([{ kind: 'checked-out', key: 'move-blocked-checked-out' }]);
  });
});

describe('the combined summary', () => {
  it('prices the products by the cart\'s rules and the services by the cleaning\'s, in one total', () => {
    const cart = cartOf([
      { id: 1, vendorId: 1, price: 30000, delivery: 2500 },
      { id: 2, vendorId: 2, price: 999, quantity: 3 },
    ]);
    const plan = planOf({ moving: moving(at('2026-12-20')), cleaning: cleaning(at('2026-12-18')) });
    const result = moveSummary(plan, cart, CATALOGUES);
    if (!result.ok) throw new Error(result.key);
    const { summary } = result;
    expect(summary.vendors).toEqual([
      { vendor: { id: 1, name: 'V1', deliveryPrice: 2500 }, net: 30000, tax: 6000, delivery: 2500, total: 38500 },
      { vendor: { id: 2, name: 'V2', deliveryPrice: null }, net: 2997, tax: 599, delivery: 0, total: 3596 },
    ]);
    expect(summary.productsTotal).toBe(42096);
    expect(summary.services.map(({ step, cleaningType, total }) => [step, cleaningType, total])).toEqual([
      ['moving', 'moving', 6000],
      ['cleaning', 'deep', lineCost(320, 65, undefined, 2)],
    ]);
    expect(summary.servicesTotal).toBe(6000 + 27040);
    expect(summary.total).toBe(42096 + 33040);
  });

  it('leaves out a service step without lines', () => {
    const result = moveSummary(planOf({ moving: moving(null, []) }), emptyCart(), CATALOGUES);
    expect(result).toEqual({ ok: true, summary: { vendors: [], productsTotal: 0, services: [], servicesTotal: 0, total: 0 } });
  });

  it('says which line cannot be priced, and why', () => {
    const summaryOf = (lines: MoveServiceLine[], catalogues: Partial<typeof CATALOGUES> = CATALOGUES) =>
      moveSummary(planOf({ moving: moving(at('2026-12-20'), lines) }), emptyCart(), catalogues);
    expect(summaryOf([movers, { serviceKey: 'moving-piano', amount: 1 }])).toEqual({ ok: false, step: 'moving', line: 1, key: 'error-unknown-service' });
    expect(summaryOf([movers, movers])).toEqual({ ok: false, step: 'moving', line: 1, key: 'error-duplicate-service' });
    expect(summaryOf([{ serviceKey: 'moving-boxes', amount: 5 }])).toEqual({ ok: false, step: 'moving', line: 0, key: 'error-amount-out-of-range' });
    // The van is the all-in alternative to the movers (decision 0014): not both.
    expect(summaryOf([movers, { serviceKey: 'moving-transport-van', amount: 3 }])).toEqual({ ok: false, step: 'moving', line: 1, key: 'error-service-conflict' });
    expect(summaryOf([movers], { deep: CATALOGUES.deep })).toEqual({ ok: false, step: 'moving', line: 0, key: 'error-unknown-service' });
  });
});

describe('the texts', () => {
  it('has every key the rules give, in both languages, the fixes with their day', () => {
    const keys = [
      ...Object.values(MOVE_CONFLICT_KEYS),
      ...Object.values(MOVE_FIX_KEYS),
      'move-blocked-checked-out',
      'move-blocked-nothing-chosen',
      'move-blocked-moving-incomplete',
      'move-blocked-cleaning-incomplete',
      'move-blocked-delivery-window',
      'move-blocked-from-address',
      'error-duplicate-service',
      'error-service-conflict',
      ...Object.values(MOVE_ESSENTIALS).flatMap((essentials) => essentials.map((essential) => `move-essential-${essential.key}`)),
    ];
    for (const locale of ['bg', 'en'] as const) {
      const messages = loadMessages(locale);
      expect(keys.filter((key) => !(key in messages))).toEqual([]);
      const dayless = Object.values(MOVE_FIX_KEYS).filter((key) => key !== 'move-fix-same-time' && !messages[key]!.includes('{{day}}'));
      expect(dayless).toEqual([]);
      expect(messages['move-blocked-delivery-window']).toContain('{{vendor}}');
    }
  });
});

// ── Properties of the rules

/** Every slot of this day and of the 85 after it can be booked at NOW. */
const FIRST = '2026-12-03';
const slotArb = fc.constantFrom(...CLEANING_TIME_SLOTS);

/** A plan whose dates keep the order: home free ≤ cleaning < moving ≤ move-in, deliveries after the cleaning, no slot shared with the moving. */
const orderedArb = fc
  .record({
    free: fc.integer({ min: 0, max: 10 }),
    cleaning: fc.integer({ min: 0, max: 10 }),
    moving: fc.integer({ min: 1, max: 20 }),
    moveIn: fc.integer({ min: 0, max: 20 }),
    slots: fc.tuple(slotArb, slotArb),
    deliveries: fc.array(fc.tuple(fc.integer({ min: 1, max: 40 }), slotArb), { maxLength: 4 }),
    flatmate: fc.boolean(),
  })
  .map((o) => {
    const free = addDays(FIRST, o.free);
    const cleaningDay = addDays(free, o.cleaning);
    const movingDay = addDays(cleaningDay, o.moving);
    const deliveries = o.deliveries.map(([after, slot]) => at(addDays(cleaningDay, after), slot));
    const home = o.flatmate ? homeOfFlatmateOffer({ id: 3, cityId: 1, availableFrom: free }) : apartment;
    return {
      plan: planOf({
        home,
        from: { cityId: 2, street: 'ul. Vasil Levski 1' },
        moveInDate: addDays(movingDay, o.moveIn),
        moving: moving(at(movingDay, o.slots[0])),
        cleaning: cleaning(at(cleaningDay, o.slots[1])),
        deliveries: Object.fromEntries(deliveries.map((when, index) => [index + 1, when])),
      }),
      cart: cartOf(deliveries.map((_, index) => ({ id: index + 1, vendorId: index + 1, price: 1000 }))),
    };
  })
  .filter(({ plan }) => Object.values(plan.deliveries).every((when) => when.day !== plan.moving!.when!.day || when.slot !== plan.moving!.when!.slot));

describe('properties of the dates', () => {
  it('finds no conflict in a plan whose dates keep the order, and lets it check out', () => {
    fc.assert(
      fc.property(orderedArb, ({ plan, cart }) => {
        expect(moveConflicts(plan, cart, NOW)).toEqual([]);
        expect(checkoutBlocked(plan, cart, NOW)).toBe(false);
        const days = moveTimeline(plan, cart, NOW).map((entry) => `${entry.day} ${entry.slot}`);
        expect(days).toEqual([...days].sort());
      }),
    );
  });

  it('always finds a cleaning moved to the moving day or after, and blocks the checkout', () => {
    fc.assert(
      fc.property(orderedArb, fc.integer({ min: 0, max: 10 }), slotArb, ({ plan, cart }, after, slot) => {
        const late = { ...plan, cleaning: cleaning(at(addDays(plan.moving!.when!.day, after), slot)) };
        expect(moveConflicts(late, cart, NOW)).toContainEqual(expect.objectContaining({ kind: 'cleaning-after-move', event: 'cleaning' }));
        expect(checkoutBlocked(late, cart, NOW)).toBe(true);
        expect(moveSteps(late, cart, NOW).checkout).toBe('to-do');
      }),
    );
  });

  it('always finds a moving moved after the move-in day', () => {
    fc.assert(
      fc.property(orderedArb, fc.integer({ min: 1, max: 10 }), ({ plan, cart }, after) => {
        const late = { ...plan, moving: moving(at(addDays(plan.moveInDate, after))) };
        expect(moveConflicts(late, cart, NOW)).toContainEqual(expect.objectContaining({ kind: 'moving-after-move-in', day: plan.moveInDate }));
      }),
    );
  });
});

describe('properties of the summary and the checklist', () => {
  const cartArb = fc
    .array(
      fc.record({
        vendorId: fc.integer({ min: 1, max: 4 }),
        price: fc.integer({ min: 0, max: 500_000 }),
        quantity: fc.integer({ min: 1, max: 100 }),
        delivery: fc.option(fc.integer({ min: 0, max: 5000 })),
      }),
      { maxLength: 8 },
    )
    .map((lines) => cartOf(lines.map((line, index) => ({ ...line, id: index + 1 }))));
  const movingArb = fc
    .record({ movers: fc.option(fc.integer({ min: 2, max: 48 })), boxes: fc.option(fc.integer({ min: 10, max: 200 })) })
    .map(({ movers: hours, boxes }) => [
      ...(hours === null ? [] : [{ serviceKey: 'moving-movers', amount: hours }]),
      ...(boxes === null ? [] : [{ serviceKey: 'moving-boxes', amount: boxes }]),
    ]);
  const cleaningArb = fc.option(
    fc.record({ amount: fc.integer({ min: 30, max: 400 }), severity: fc.constantFrom(1, 2, 3) }).map((line) => [{ serviceKey: 'deep-home', ...line }]),
  );

  it('totals the sum of its parts', () => {
    fc.assert(
      fc.property(cartArb, movingArb, cleaningArb, (cart, movingLines, cleaningLines) => {
        const plan = planOf({ moving: moving(null, movingLines), cleaning: cleaningLines && cleaning(null, cleaningLines) });
        const result = moveSummary(plan, cart, CATALOGUES);
        if (!result.ok) throw new Error(result.key);
        const { summary } = result;
        for (const vendor of summary.vendors) expect(vendor.total).toBe(vendor.net + vendor.tax + vendor.delivery);
        expect(summary.productsTotal).toBe(summary.vendors.reduce((sum, vendor) => sum + vendor.total, 0));
        for (const service of summary.services) expect(service.total).toBe(service.lines.reduce((sum, line) => sum + line.lineTotal, 0));
        expect(summary.servicesTotal).toBe(summary.services.reduce((sum, service) => sum + service.total, 0));
        expect(summary.total).toBe(summary.productsTotal + summary.servicesTotal);
        // The same lines priced alone give the same totals.
        const alone = priceServiceLines('moving', movingLines, CATALOGUES.moving);
        expect(alone.ok && alone.total).toBe(summary.services.find((service) => service.step === 'moving')?.total ?? 0);
      }),
    );
  });

  it('ticks as many of a category\'s essentials as the cart has units in it, at most one per room', () => {
    const homeArb = fc.record({ bedrooms: fc.integer({ min: 0, max: 5 }), bathrooms: fc.integer({ min: 0, max: 3 }) });
    fc.assert(
      fc.property(homeArb, fc.integer({ min: 1, max: 8 }), (facts, beds) => {
        const home = { ...apartment, ...facts };
        const list = furnishingChecklist(home, cartOf([{ id: 1, vendorId: 1, price: 100, quantity: beds }]), { 1: ['beds'] });
        const ticked = list.flatMap((room) => room.items).filter((item) => item.done);
        expect(ticked.every((item) => item.essential.category === 'beds')).toBe(true);
        expect(ticked).toHaveLength(Math.min(beds, homeRooms(home).filter((room) => room.room === 'bedroom').length));
      }),
    );
  });
});
