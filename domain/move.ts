/**
 * The move-in plan (issue 26, docs/decisions/0031): from a home to a ready home — moving,
 * cleaning before moving in, furnishing room by room, one checkout. Pure rules only; the plan's
 * storage, its machine and its pages are elsewhere.
 *
 * The plan reuses every rule it touches instead of having its own: the services' days, slots,
 * lead time and 90-day horizon (`checkSchedule` of cleaning.ts), their prices (the cleaning cart:
 * `setServiceCatalog`, `selectService`), the products' totals (the shop cart of cart.ts: each
 * vendor's goods, 20 % VAT and delivery), the kinds of home (propertyFacts.ts) and the shop's
 * rooms (constants.ts).
 *
 * The products of a plan are the shop's cart (one cart, as today): the functions that need them
 * take the cart beside the plan. Days are YYYY-MM-DD (Sofia) and real days, as the contract's
 * `date` format has them; times are the services' slots (CLEANING_TIME_SLOTS), delivery windows
 * included.
 */
import type { ROOMS } from './constants.ts';
import type { Cart, CartVendor } from './cart.ts';
import { cartLines, deliveryOf, vendorGroupTotal } from './cart.ts';
import {
  CLEANING_BOOKING_HORIZON_DAYS,
  CLEANING_ERROR_KEYS,
  CLEANING_TIME_SLOTS,
  addDays,
  amountRange,
  bookingWindow,
  checkSchedule,
  emptyCleaningCart,
  isServiceSelected,
  selectService,
  selectedServiceList,
  serviceToday,
  setServiceCatalog,
} from './cleaning.ts';
import type { CleaningError, CleaningService, CleaningTimeSlot, CleaningType, SelectedService, ServiceGroup } from './cleaning.ts';
import type { Cents } from './money.ts';
import { ADVANTAGE_LABELS, advantageIn } from './propertyFacts.ts';
import type { PropertyTypeKey } from './propertyFacts.ts';

// ── The plan

/** A day and one of the services' time slots. */
export interface MoveWhen {
  day: string;
  slot: CleaningTimeSlot;
}

/** The home moved into: a property, or a flatmate offer (a room in a shared home). */
export interface MoveHome {
  kind: 'property' | 'flatmate';
  id: number;
  cityId: number;
  type: PropertyTypeKey;
  /** Square metres; null when the listing records none (a flatmate offer). */
  area: number | null;
  bedrooms: number;
  bathrooms: number;
  /** A balcony or terrace (the property's advantage "Тераса" / "Balcony"). */
  terrace: boolean;
  /** A garden (the advantage "Двор" / "Garden"). */
  garden: boolean;
  /** The first day the home is free; null when it is free now (a property records no such day). */
  availableFrom: string | null;
}

/** A service line as the services' order takes it (CleaningOrderInput.services). */
export interface MoveServiceLine {
  serviceKey: string;
  amount: number;
  months?: number;
  severity?: number;
}

/** A service step's choice: its catalogue, the lines chosen so far and, once chosen, when. */
export interface MoveServiceChoice<T extends CleaningType> {
  cleaningType: T;
  lines: readonly MoveServiceLine[];
  when: MoveWhen | null;
}

/** What a checked-out plan ordered: the ids of the orders made in its one transaction. */
export interface MoveCheckout {
  /** The instant of the checkout (ISO 8601). */
  at: string;
  shopOrderId: number | null;
  movingOrderId: number | null;
  cleaningOrderId: number | null;
}

export interface MovePlan {
  home: MoveHome;
  moveInDate: string;
  /** Where from; null is "I'll say later". */
  from: { cityId: number; street: string } | null;
  household: { people: number; pets: number };
  moving: MoveServiceChoice<'moving'> | null;
  /** Deep cleaning, or a one-time cleaning (a subscription included). */
  cleaning: MoveServiceChoice<'deep' | 'one-time'> | null;
  /** Each vendor's delivery window, by vendor id. */
  deliveries: Readonly<Record<string, MoveWhen>>;
  checkout: MoveCheckout | null;
}

/** The property's facts a plan keeps (its row, or the contract's Property). */
export interface PropertyFactsForMove {
  id: number;
  cityId: number;
  type: PropertyTypeKey;
  area: number;
  bedrooms: number;
  bathrooms: number;
  propertyAdvantages: readonly string[];
}

/** Advantages are typed as free text in either language: matched as advantageIn does. */
function hasAdvantage(advantages: readonly string[], label: { en: string }): boolean {
  return advantages.some((text) => advantageIn(text, 'en') === label.en);
}

export function homeOfProperty(property: PropertyFactsForMove): MoveHome {
  return {
    kind: 'property',
    id: property.id,
    cityId: property.cityId,
    type: property.type,
    area: property.area,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    terrace: hasAdvantage(property.propertyAdvantages, ADVANTAGE_LABELS.balcony),
    garden: hasAdvantage(property.propertyAdvantages, ADVANTAGE_LABELS.yard),
    availableFrom: null,
  };
}

/** A flatmate offer is one room of a shared home, free from its `availableFrom`. */
export function homeOfFlatmateOffer(offer: { id: number; cityId: number; availableFrom: string }): MoveHome {
  return {
    kind: 'flatmate',
    id: offer.id,
    cityId: offer.cityId,
    type: 'room',
    area: null,
    bedrooms: 0,
    bathrooms: 0,
    terrace: false,
    garden: false,
    availableFrom: offer.availableFrom,
  };
}

// ── Rooms and their essentials

/** The shop's rooms a home has (the room picker's `gifts` is not a room of a home). */
export type HomeRoomKind = (typeof ROOMS)[number];

/** One room of the home: `bedroom-2` is the second bedroom. */
export interface HomeRoom {
  key: string;
  room: HomeRoomKind;
  /** 1-based among the rooms of its kind. */
  number: number;
}

function roomsOf(room: HomeRoomKind, count: number): HomeRoom[] {
  return Array.from({ length: count }, (_, index) => ({ key: `${room}-${index + 1}`, room, number: index + 1 }));
}

/**
 * The rooms to furnish, in the shop's room order. A room (a rented room, a flatmate offer) is one
 * bedroom: the rest of the home is shared and furnished. A studio's main room is where the bed
 * goes, so it counts as its bedroom; it has no separate living room. Other homes have a living
 * room and at least one bedroom and bathroom (a listing's 0 means "not said", not "none").
 */
export function homeRooms(home: MoveHome): HomeRoom[] {
  if (home.type === 'room') return roomsOf('bedroom', 1);
  const studio = home.type === 'studio';
  return [
    ...roomsOf('hallway', 1),
    ...roomsOf('living-room', studio ? 0 : 1),
    ...roomsOf('kitchen', 1),
    ...roomsOf('bedroom', studio ? 1 : Math.max(1, home.bedrooms)),
    ...roomsOf('bathroom', Math.max(1, home.bathrooms)),
    ...roomsOf('terrace', home.terrace ? 1 : 0),
    ...roomsOf('garden', home.garden ? 1 : 0),
  ];
}

/** One thing a room needs on day one, found in the shop's category `category` (its key). */
export interface MoveEssential {
  /** Its name is the text `move-essential-<key>`. */
  key: string;
  category: string;
}

/**
 * A short list per room, each in a category the shop has (server/db/seed/content/productCategories.ts).
 * The shop sells no curtains, so they are not on the list.
 */
export const MOVE_ESSENTIALS: Readonly<Record<HomeRoomKind, readonly MoveEssential[]>> = {
  'hallway': [
    { key: 'shoe-cabinet', category: 'shoe-cabinets' },
    { key: 'coat-rack', category: 'coat-racks' },
    { key: 'mirror', category: 'mirrors' },
  ],
  'living-room': [
    { key: 'sofa', category: 'sofas' },
    { key: 'coffee-table', category: 'coffee-tables' },
    { key: 'living-light', category: 'living-lighting' },
    { key: 'rug', category: 'rugs' },
  ],
  'kitchen': [
    { key: 'cookware', category: 'cookware' },
    { key: 'utensils', category: 'kitchen-utensils' },
    { key: 'tableware', category: 'tableware' },
    { key: 'dining-table', category: 'dining' },
  ],
  'bedroom': [
    { key: 'bed', category: 'beds' },
    { key: 'mattress', category: 'mattresses' },
    { key: 'bedding', category: 'bedding' },
    { key: 'wardrobe', category: 'wardrobes' },
    { key: 'bedside-lamp', category: 'bedside-lamps' },
  ],
  'bathroom': [
    { key: 'towels', category: 'towels' },
    { key: 'bath-accessories', category: 'bath-accessories' },
    { key: 'bathroom-cabinet', category: 'bathroom-cabinets' },
  ],
  'terrace': [
    { key: 'terrace-furniture', category: 'terrace-furniture' },
    { key: 'planters', category: 'planters' },
  ],
  'garden': [{ key: 'garden-furniture', category: 'garden-furniture' }],
};

export interface RoomChecklist {
  room: HomeRoom;
  items: { essential: MoveEssential; done: boolean }[];
  done: boolean;
}

/**
 * Each room's essentials, ticked by what is in the cart. `categoriesOf` gives the category keys of
 * a product in the cart, by product id. A unit in a category ticks one room's essential: two beds
 * tick the bed of the first two bedrooms, in order.
 */
export function furnishingChecklist(home: MoveHome, cart: Cart, categoriesOf: Readonly<Record<string, readonly string[]>>): RoomChecklist[] {
  const units = new Map<string, number>();
  for (const { product } of cartLines(cart)) {
    for (const category of categoriesOf[String(product.id)] ?? []) units.set(category, (units.get(category) ?? 0) + product.quantity);
  }
  return homeRooms(home).map((room) => {
    const items = MOVE_ESSENTIALS[room.room].map((essential) => {
      const left = units.get(essential.category) ?? 0;
      if (left > 0) units.set(essential.category, left - 1);
      return { essential, done: left > 0 };
    });
    return { room, items, done: items.every((item) => item.done) };
  });
}

// ── The moving volume

/** Cubic metres of belongings a furnished room of each kind holds, roughly. */
export const MOVE_VOLUME_PER_ROOM_M3: Readonly<Record<HomeRoomKind, number>> = {
  'hallway': 1,
  'living-room': 8,
  'kitchen': 4,
  'bedroom': 7,
  'bathroom': 1,
  'terrace': 1,
  'garden': 2,
};
/** Each person's own things (clothes, books, a bicycle's share) and each pet's. */
export const MOVE_VOLUME_PER_PERSON_M3 = 3;
export const MOVE_VOLUME_PER_PET_M3 = 1;
/** What one moving van (a 3.5-tonne box van) carries. */
export const MOVE_VAN_M3 = 20;

/**
 * The volume to move, suggested from the rooms of the new home and the household: Σ over its
 * rooms of MOVE_VOLUME_PER_ROOM_M3, plus MOVE_VOLUME_PER_PERSON_M3 per person and
 * MOVE_VOLUME_PER_PET_M3 per pet; the vans are that volume over MOVE_VAN_M3, rounded up.
 * A suggestion for the moving step's amounts, never a rule.
 */
export function movingVolume(home: MoveHome, household: MovePlan['household']): { cubicMetres: number; vans: number } {
  const rooms = homeRooms(home).reduce((sum, room) => sum + MOVE_VOLUME_PER_ROOM_M3[room.room], 0);
  const cubicMetres = rooms + household.people * MOVE_VOLUME_PER_PERSON_M3 + household.pets * MOVE_VOLUME_PER_PET_M3;
  // Every home has a room, so there is always something to move and at least one van.
  return { cubicMetres, vans: Math.ceil(cubicMetres / MOVE_VAN_M3) };
}

/** The square metres to clean, from the home's area, within what the service takes; null when the area is not known. */
export function cleaningAmount(home: MoveHome, service: Pick<CleaningService, 'minAmount' | 'maxAmount'>): number | null {
  if (home.area === null) return null;
  const [min, max] = amountRange(service);
  return Math.min(max, Math.max(min, Math.ceil(home.area)));
}

// ── The timeline and its conflicts

export type MoveStep = 'moving' | 'cleaning' | 'furnishing' | 'checkout';
/** `moving`, `cleaning` or `delivery:<vendor id>`. */
export type MoveEventId = 'moving' | 'cleaning' | `delivery:${number}`;

export interface MoveEvent extends MoveWhen {
  id: MoveEventId;
  kind: 'moving' | 'cleaning' | 'delivery';
  vendorId: number | null;
}

export const MOVE_CONFLICT_KINDS = [
  'cleaning-after-move',
  'delivery-before-cleaning',
  'moving-after-move-in',
  'before-home-free',
  'in-past',
  'beyond-horizon',
  'same-time',
] as const;
export type MoveConflictKind = (typeof MOVE_CONFLICT_KINDS)[number];

/**
 * What is wrong (`move-conflict-<kind>`) and how to fix it (`move-fix-<kind>`, its {{day}} the
 * conflict's `day` as the page writes a day).
 */
export const MOVE_CONFLICT_KEYS = Object.fromEntries(MOVE_CONFLICT_KINDS.map((kind) => [kind, `move-conflict-${kind}`])) as {
  readonly [K in MoveConflictKind]: `move-conflict-${K}`;
};
export const MOVE_FIX_KEYS = Object.fromEntries(MOVE_CONFLICT_KINDS.map((kind) => [kind, `move-fix-${kind}`])) as {
  readonly [K in MoveConflictKind]: `move-fix-${K}`;
};

export interface MoveConflict {
  kind: MoveConflictKind;
  key: `move-conflict-${MoveConflictKind}`;
  fixKey: `move-fix-${MoveConflictKind}`;
  /** The event to change. */
  event: MoveEventId;
  /** The event it clashes with; null when it clashes with a date of the plan (move-in, home free) or the calendar. */
  other: MoveEventId | null;
  /**
   * The fix's day: the earliest the event may be (`delivery-before-cleaning`, `before-home-free`,
   * `in-past`) or the latest (`cleaning-after-move`, `moving-after-move-in`, `beyond-horizon`);
   * null for `same-time` (another slot of the same day will do).
   */
  day: string | null;
}

function conflict(kind: MoveConflictKind, event: MoveEventId, other: MoveEventId | null, day: string | null): MoveConflict {
  return { kind, key: MOVE_CONFLICT_KEYS[kind], fixKey: MOVE_FIX_KEYS[kind], event, other, day };
}

/** The vendors whose deliveries the plan schedules: the cart's, or after checkout those it ordered. */
function deliveryVendorIds(plan: MovePlan, cart: Cart): number[] {
  return plan.checkout === null ? Object.values(cart.vendors).map((group) => group.vendor.id) : Object.keys(plan.deliveries).map(Number);
}

function compareWhen(a: MoveWhen, b: MoveWhen): number {
  // Days compare as text (YYYY-MM-DD), as everywhere in this module, not by a locale's collation.
  return Number(a.day > b.day) - Number(a.day < b.day) || CLEANING_TIME_SLOTS.indexOf(a.slot) - CLEANING_TIME_SLOTS.indexOf(b.slot);
}

/**
 * What happens when, in order of day and slot; at the same time moving, cleaning, then the
 * deliveries by vendor id (the order they are listed in, which the stable sort keeps). Only what
 * has a day and slot.
 */
export function moveEvents(plan: MovePlan, cart: Cart): MoveEvent[] {
  const events: MoveEvent[] = [];
  if (plan.moving?.when) events.push({ id: 'moving', kind: 'moving', vendorId: null, ...plan.moving.when });
  if (plan.cleaning?.when) events.push({ id: 'cleaning', kind: 'cleaning', vendorId: null, ...plan.cleaning.when });
  for (const vendorId of deliveryVendorIds(plan, cart)) {
    const when = plan.deliveries[String(vendorId)];
    if (when) events.push({ id: `delivery:${vendorId}`, kind: 'delivery', vendorId, ...when });
  }
  return events.sort(compareWhen);
}

/**
 * Every conflict of the plan's dates, at `now`:
 * - `cleaning-after-move`: the cleaning is not on a day before the move (the moving's day, or
 *   the move-in day when no moving is chosen);
 * - `delivery-before-cleaning`: a delivery is not on a day after the cleaning's;
 * - `moving-after-move-in`: the moving is after the move-in day;
 * - `before-home-free`: anything before the day the home is free;
 * - `in-past` / `beyond-horizon`: a time the services cannot book at `now` (checkSchedule: in the
 *   past or less than 24 hours ahead / more than 90 days ahead); delivery windows follow the same
 *   rule, as the vendors are asked for them at the checkout. Not checked once the plan is
 *   checked out: what was booked stays booked as time passes;
 * - `same-time`: two events in the same slot of the same day, except two deliveries (one person
 *   can take in two parcels) and a pair that already has a conflict above.
 */
export function moveConflicts(plan: MovePlan, cart: Cart, now: Date): MoveConflict[] {
  const events = moveEvents(plan, cart);
  const conflicts: MoveConflict[] = [];
  const moving = plan.moving?.when ?? null;
  const cleaning = plan.cleaning?.when ?? null;

  if (cleaning) {
    const moveDay = moving?.day ?? plan.moveInDate;
    if (cleaning.day >= moveDay) conflicts.push(conflict('cleaning-after-move', 'cleaning', moving ? 'moving' : null, addDays(moveDay, -1)));
    for (const event of events) {
      if (event.kind === 'delivery' && event.day <= cleaning.day) {
        conflicts.push(conflict('delivery-before-cleaning', event.id, 'cleaning', addDays(cleaning.day, 1)));
      }
    }
  }
  if (moving && moving.day > plan.moveInDate) conflicts.push(conflict('moving-after-move-in', 'moving', null, plan.moveInDate));
  const free = plan.home.availableFrom;
  for (const event of events) {
    if (free !== null && event.day < free) conflicts.push(conflict('before-home-free', event.id, null, free));
  }
  if (plan.checkout === null) {
    for (const event of events) {
      const problem = checkSchedule(event.day, event.slot, now);
      if (problem?.error === CLEANING_ERROR_KEYS.dateTooFar) {
        conflicts.push(conflict('beyond-horizon', event.id, null, addDays(serviceToday(now), CLEANING_BOOKING_HORIZON_DAYS)));
      } else if (problem) conflicts.push(conflict('in-past', event.id, null, bookingWindow(now).first));
    }
  }
  const pair = (a: MoveEventId, b: MoveEventId) => [a, b].sort().join(' ');
  const clashing = new Set(conflicts.filter((c) => c.other !== null).map((c) => pair(c.event, c.other!)));
  events.forEach((a, index) => {
    for (const b of events.slice(index + 1)) {
      if (compareWhen(a, b) === 0 && !(a.kind === 'delivery' && b.kind === 'delivery') && !clashing.has(pair(a.id, b.id))) {
        conflicts.push(conflict('same-time', b.id, a.id, null));
      }
    }
  });
  return conflicts;
}

export interface TimelineEntry extends MoveEvent {
  /** The conflicts this event is part of (as the one to change or the one it clashes with). */
  conflicts: MoveConflict[];
}

/** The plan's events in order, each with its conflicts: the timeline the plan page and the e-mail show. */
export function moveTimeline(plan: MovePlan, cart: Cart, now: Date): TimelineEntry[] {
  const conflicts = moveConflicts(plan, cart, now);
  return moveEvents(plan, cart).map((event) => ({
    ...event,
    conflicts: conflicts.filter((c) => c.event === event.id || c.other === event.id),
  }));
}

// ── Steps and checkout

export type MoveStepState = 'to-do' | 'chosen' | 'ordered';

function isChosen(choice: MoveServiceChoice<CleaningType> | null): boolean {
  return choice !== null && choice.lines.length > 0 && choice.when !== null;
}

/** A service step begun and not finished: lines without a time, or a time without lines. */
function isIncomplete(choice: MoveServiceChoice<CleaningType> | null): boolean {
  return choice !== null && (choice.lines.length > 0) !== (choice.when !== null);
}

function vendorsWithoutWindow(plan: MovePlan, cart: Cart): CartVendor[] {
  return Object.values(cart.vendors)
    .map((group) => group.vendor)
    .filter((vendor) => plan.deliveries[String(vendor.id)] === undefined);
}

export type MoveBlocker =
  | { kind: 'conflict'; key: MoveConflict['key']; conflict: MoveConflict }
  | { kind: 'checked-out'; key: 'move-blocked-checked-out' }
  | { kind: 'nothing-chosen'; key: 'move-blocked-nothing-chosen' }
  | { kind: 'incomplete'; key: 'move-blocked-moving-incomplete' | 'move-blocked-cleaning-incomplete'; step: 'moving' | 'cleaning' }
  | { kind: 'no-delivery-window'; key: 'move-blocked-delivery-window'; vendor: CartVendor }
  | { kind: 'no-from-address'; key: 'move-blocked-from-address' };

/**
 * Why the plan cannot be checked out now (none: it can): it was checked out already; nothing is
 * chosen (no service with a time, an empty cart); a service step is half chosen; the movers have
 * no address to come to ("I'll say later" was not said yet); a vendor in the cart has no delivery
 * window; or any conflict.
 */
export function checkoutBlockers(plan: MovePlan, cart: Cart, now: Date): MoveBlocker[] {
  if (plan.checkout !== null) return [{ kind: 'checked-out', key: 'move-blocked-checked-out' }];
  const blockers: MoveBlocker[] = [];
  if (!isChosen(plan.moving) && !isChosen(plan.cleaning) && cart.totalProductCount === 0) {
    blockers.push({ kind: 'nothing-chosen', key: 'move-blocked-nothing-chosen' });
  }
  if (isIncomplete(plan.moving)) blockers.push({ kind: 'incomplete', key: 'move-blocked-moving-incomplete', step: 'moving' });
  if (isIncomplete(plan.cleaning)) blockers.push({ kind: 'incomplete', key: 'move-blocked-cleaning-incomplete', step: 'cleaning' });
  if (isChosen(plan.moving) && plan.from === null) blockers.push({ kind: 'no-from-address', key: 'move-blocked-from-address' });
  for (const vendor of vendorsWithoutWindow(plan, cart)) blockers.push({ kind: 'no-delivery-window', key: 'move-blocked-delivery-window', vendor });
  for (const c of moveConflicts(plan, cart, now)) blockers.push({ kind: 'conflict', key: c.key, conflict: c });
  return blockers;
}

export function checkoutBlocked(plan: MovePlan, cart: Cart, now: Date): boolean {
  return checkoutBlockers(plan, cart, now).length > 0;
}

/**
 * The four steps' states. A service step is chosen with lines and a time, ordered once its order
 * exists; furnishing is chosen when the cart has products and each of its vendors a delivery
 * window, ordered with the shop's order; the checkout is chosen when nothing blocks it.
 */
export function moveSteps(plan: MovePlan, cart: Cart, now: Date): Record<MoveStep, MoveStepState> {
  const { checkout } = plan;
  const state = (ordered: boolean, chosen: boolean): MoveStepState => (ordered ? 'ordered' : chosen ? 'chosen' : 'to-do');
  return {
    moving: state(checkout?.movingOrderId != null, isChosen(plan.moving)),
    cleaning: state(checkout?.cleaningOrderId != null, isChosen(plan.cleaning)),
    furnishing: state(checkout?.shopOrderId != null, cart.totalProductCount > 0 && vendorsWithoutWindow(plan, cart).length === 0),
    checkout: state(checkout !== null, !checkoutBlocked(plan, cart, now)),
  };
}

// ── The combined summary

/** Why a service line cannot be priced: the cleaning cart's refusals, a service twice, or one its rules would not keep with the lines before it. */
export type MoveLineError = CleaningError | 'error-duplicate-service' | 'error-service-conflict';

/**
 * A service step's lines priced by the cleaning cart from `groups` (its catalogue), one by one,
 * as the services' order is on the server: refused at the first line the cart would refuse, or
 * whose rule would remove a line before it.
 */
export function priceServiceLines(
  cleaningType: CleaningType,
  lines: readonly MoveServiceLine[],
  groups: ServiceGroup[],
): { ok: true; lines: SelectedService[]; total: Cents } | { ok: false; line: number; key: MoveLineError } {
  let cart = setServiceCatalog(emptyCleaningCart(), cleaningType, groups);
  for (const [index, { serviceKey, ...input }] of lines.entries()) {
    if (isServiceSelected(cart, serviceKey)) return { ok: false, line: index, key: 'error-duplicate-service' };
    const result = selectService(cart, serviceKey, input);
    if (!result.ok) return { ok: false, line: index, key: result.error };
    if (result.removed.length > 0) return { ok: false, line: index, key: 'error-service-conflict' };
    cart = result.cart;
  }
  return { ok: true, lines: selectedServiceList(cart), total: cart.totalPrice };
}

export interface MoveSummary {
  /** Each vendor's part, by the shop cart's rules: goods without VAT, the VAT, delivery, and their total. */
  vendors: { vendor: CartVendor; net: Cents; tax: Cents; delivery: Cents; total: Cents }[];
  /** The cart's total (Σ of the vendors' totals). */
  productsTotal: Cents;
  services: { step: 'moving' | 'cleaning'; cleaningType: CleaningType; lines: SelectedService[]; total: Cents }[];
  servicesTotal: Cents;
  total: Cents;
}

export type MoveSummaryResult = { ok: true; summary: MoveSummary } | { ok: false; step: 'moving' | 'cleaning'; line: number; key: MoveLineError };

/**
 * One review of everything the checkout orders: the cart's products per vendor and each chosen
 * service step's lines priced from `catalogues` (a step's catalogue missing prices none of its
 * lines). The browser shows it; the server computes it again from its own prices and catalogues.
 */
export function moveSummary(plan: MovePlan, cart: Cart, catalogues: Partial<Record<CleaningType, ServiceGroup[]>>): MoveSummaryResult {
  const services: MoveSummary['services'] = [];
  for (const [step, choice] of [['moving', plan.moving], ['cleaning', plan.cleaning]] as const) {
    if (choice === null || choice.lines.length === 0) continue;
    const priced = priceServiceLines(choice.cleaningType, choice.lines, catalogues[choice.cleaningType] ?? []);
    if (!priced.ok) return { ok: false, step, line: priced.line, key: priced.key };
    services.push({ step, cleaningType: choice.cleaningType, lines: priced.lines, total: priced.total });
  }
  const vendors = Object.values(cart.vendors).map((group) => ({
    vendor: group.vendor,
    net: group.totalAmount,
    tax: group.totalTaxes,
    delivery: deliveryOf(group.vendor),
    total: vendorGroupTotal(group),
  }));
  const servicesTotal = services.reduce((sum, service) => sum + service.total, 0);
  return {
    ok: true,
    summary: { vendors, productsTotal: cart.totalOrderAmount, services, servicesTotal, total: cart.totalOrderAmount + servicesTotal },
  };
}
