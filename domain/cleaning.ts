/**
 * The cleaning cart kept in browser storage (product §3 "Cleaning cart", 4, 9; product §10 "Cleaning").
 *
 * Every function is pure: it never mutates the cart or the catalog it is given and returns a new
 * cart (or, when nothing changes, the very same one). Amounts of money are integer cents.
 *
 * Selection rules (product §4), applied when a service is selected:
 * - a `regular` service keeps only the other regular selections (it removes the subscription and,
 *   so that cleaning and moving are never ordered together, any moving selection);
 * - a `subscription` replaces everything: it remains alone;
 * - a `moving` service keeps only the other moving services (it removes every non-moving
 *   selection and the moving-transport service);
 * - `moving-transport` also remains alone. Decision: product §4 only says that adding a moving
 *   service removes the transport service; we read the transport service as the all-in
 *   alternative to the itemised moving services, so selecting it removes everything else, and
 *   the two can never be ordered together in either order.
 * Re-selecting an already selected service replaces its amount, months and severity in place.
 * `selectService` reports the selections a rule removed, so a page can say what changed and the
 * server can refuse an order whose lines could not be in one cart.
 *
 * What a selection may hold: an amount (a whole number within the service's minAmount..maxAmount,
 * 1..CLEANING_MAX_AMOUNT by default); months only for a service charged per month (one with
 * default months), 1..CLEANING_MAX_MONTHS; a severity level only for a service that has one
 * (a default severity), one of CLEANING_SEVERITY_LEVELS.
 *
 * When (decision 0014): a day and a time slot (CLEANING_TIME_SLOTS, Sofia time). A slot must
 * start at least CLEANING_LEAD_TIME_HOURS after the order, and the day may be at most
 * CLEANING_BOOKING_HORIZON_DAYS ahead (`checkSchedule`).
 */
import { CLEANING_ERROR_KEYS } from './cleaningErrors.ts';
import { CLEANING_DEFAULT_SEVERITY_MULTIPLIER_TENTHS, CLEANING_SEVERITY_MULTIPLIER_TENTHS } from './constants.ts';
import { roundHalfUp } from './money.ts';
import type { Cents } from './money.ts';

/** Which order page the catalog belongs to: /api/cleaning/one-time, /api/cleaning/deep or moving. */
export type CleaningType = 'one-time' | 'deep' | 'moving';

export type CleaningServiceType = 'regular' | 'subscription' | 'moving' | 'moving-transport';

/** What the amount of a selection counts. */
export type CleaningUnit = 'quantity' | 'hours' | 'sqm';

export interface CleaningService {
  serviceKey: string;
  name: string;
  /** Cents per unit (per item, hour or square metre; per month when months apply). */
  price: Cents;
  type: CleaningServiceType;
  unit: CleaningUnit;
  /** Default severity level of the service (its multiplier: CLEANING_SEVERITY_MULTIPLIER_TENTHS). */
  severity?: number;
  /** Default number of months (subscriptions). */
  months?: number;
  /** Smallest amount a selection may hold (1 when absent). */
  minAmount?: number;
  /** Largest amount a selection may hold (CLEANING_MAX_AMOUNT when absent). */
  maxAmount?: number;
}

export interface ServiceGroup {
  name: string;
  items: CleaningService[];
}

/** A service as the contract carries it: no severity or months is null there, absent here. */
export type ListedCleaningService = Omit<CleaningService, 'severity' | 'months'> & { severity: number | null; months: number | null };

/** The contract's catalogue (GET /api/cleaning/one-time/services) as the cleaning cart takes it. */
export function serviceGroupsOf(groups: readonly { name: string; items: readonly ListedCleaningService[] }[]): ServiceGroup[] {
  return groups.map((group) => ({
    name: group.name,
    items: group.items.map(({ severity, months, ...service }) => ({
      ...service,
      ...(severity === null ? {} : { severity }),
      ...(months === null ? {} : { months }),
    })),
  }));
}

/** The largest amount (quantity, hours or sqm) of any selection, and the most months. */
export const CLEANING_MAX_AMOUNT = 100_000;
export const CLEANING_MAX_MONTHS = 12;

/** The severity levels a customer may choose (multipliers: CLEANING_SEVERITY_MULTIPLIER_TENTHS). */
export const CLEANING_SEVERITY_LEVELS = [1, 2, 3] as const;

/**
 * A selected service: the catalog entry plus the chosen amount (quantity, hours or sqm) and the
 * effective months and severity (the chosen ones, else the catalog's defaults), with its line total.
 */
export interface SelectedService extends CleaningService {
  amount: number;
  lineTotal: Cents;
}

export interface CleaningCart {
  cleaningType: CleaningType | null;
  selectedServices: Record<string, SelectedService>;
  totalPrice: Cents;
  services: ServiceGroup[];
  servicesCacheByKey: Record<string, CleaningService>;
  /**
   * The selections of the other cleaning types, set aside while another type's catalogue is
   * installed and back when theirs is (absent in a cart saved before it was kept).
   */
  setAside?: Partial<Record<CleaningType, Record<string, SelectedService>>>;
}

export interface SelectionInput {
  /** Quantity, hours or square metres: a positive integer. */
  amount: number;
  /** A positive integer when given; absent means "not charged per month" (x1). */
  months?: number;
  severity?: number;
}

/** A change to an existing selection; absent fields keep their current value. */
export type SelectionPatch = Partial<SelectionInput>;

export { CLEANING_ERROR_KEYS };

/** What a selection can fail on. */
export type CleaningError =
  | typeof CLEANING_ERROR_KEYS.invalidAmount
  | typeof CLEANING_ERROR_KEYS.amountOutOfRange
  | typeof CLEANING_ERROR_KEYS.invalidMonths
  | typeof CLEANING_ERROR_KEYS.invalidSeverity
  | typeof CLEANING_ERROR_KEYS.unknownService
  | typeof CLEANING_ERROR_KEYS.serviceNotSelected;

/** The field of a service line each refusal belongs to (an order's answer names it). */
export const CLEANING_ERROR_FIELDS: Readonly<Record<CleaningError, 'serviceKey' | 'amount' | 'months' | 'severity'>> = {
  [CLEANING_ERROR_KEYS.unknownService]: 'serviceKey',
  [CLEANING_ERROR_KEYS.serviceNotSelected]: 'serviceKey',
  [CLEANING_ERROR_KEYS.invalidAmount]: 'amount',
  [CLEANING_ERROR_KEYS.amountOutOfRange]: 'amount',
  [CLEANING_ERROR_KEYS.invalidMonths]: 'months',
  [CLEANING_ERROR_KEYS.invalidSeverity]: 'severity',
};

/** On failure `cart` is the unchanged input cart, so a reducer can always store `result.cart`. */
export type CleaningResult =
  | { ok: true; cart: CleaningCart }
  | { ok: false; error: CleaningError; cart: CleaningCart };

/** A selection's result also says which selections its rule removed (in selection order). */
export type SelectResult =
  | { ok: true; cart: CleaningCart; removed: SelectedService[] }
  | { ok: false; error: CleaningError; cart: CleaningCart };

export function emptyCleaningCart(): CleaningCart {
  return { cleaningType: null, selectedServices: {}, totalPrice: 0, services: [], servicesCacheByKey: {} };
}

function severityTenths(level: number | undefined): number {
  return (level === undefined ? undefined : CLEANING_SEVERITY_MULTIPLIER_TENTHS[level]) ??
    CLEANING_DEFAULT_SEVERITY_MULTIPLIER_TENTHS;
}

/**
 * Cost of one line in cents: price x amount x months (x1 when absent) x severity multiplier
 * (level 2 x1.3, level 3 x1.5, anything else: absent, 0, 1, 4, ... x1),
 * rounded half up to the cent. The multiplier is applied as an integer number of tenths, so the
 * only division is the final one by 10 and no binary floating-point error can tip the rounding.
 * Months 0 gives 0 (plain arithmetic); selections never hold 0 months, see `selectService`.
 */
export function lineCost(price: Cents, amount: number, months?: number, severity?: number): Cents {
  return roundHalfUp((price * amount * (months ?? 1) * severityTenths(severity)) / 10);
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
}

function hasKey<T>(record: Record<string, T>, key: string): boolean {
  return Object.hasOwn(record, key);
}

type Built = { ok: true; selected: SelectedService } | { ok: false; error: CleaningError };

/** The amounts a selection of `service` may hold: [min, max]. */
export function amountRange(service: Pick<CleaningService, 'minAmount' | 'maxAmount'>): [number, number] {
  return [service.minAmount ?? 1, service.maxAmount ?? CLEANING_MAX_AMOUNT];
}

function isSeverityLevel(value: number): boolean {
  return (CLEANING_SEVERITY_LEVELS as readonly number[]).includes(value);
}

/** Validates the input and builds the selection of `service`; absent months/severity use the service's. */
function buildSelection(service: CleaningService, input: SelectionInput): Built {
  // Months and severity exist only where the service has them (a default).
  if (input.months !== undefined && service.months === undefined) return { ok: false, error: CLEANING_ERROR_KEYS.invalidMonths };
  if (input.severity !== undefined && service.severity === undefined) return { ok: false, error: CLEANING_ERROR_KEYS.invalidSeverity };
  const months = input.months ?? service.months;
  const severity = input.severity ?? service.severity;
  const [min, max] = amountRange(service);
  if (!isPositiveInteger(input.amount)) return { ok: false, error: CLEANING_ERROR_KEYS.invalidAmount };
  if (input.amount < min || input.amount > max) return { ok: false, error: CLEANING_ERROR_KEYS.amountOutOfRange };
  if (months !== undefined && !(isPositiveInteger(months) && months <= CLEANING_MAX_MONTHS)) {
    return { ok: false, error: CLEANING_ERROR_KEYS.invalidMonths };
  }
  if (severity !== undefined && !isSeverityLevel(severity)) return { ok: false, error: CLEANING_ERROR_KEYS.invalidSeverity };
  // Guard against totals beyond exact integer arithmetic (an absurd price in a catalog).
  if (Math.abs(service.price * input.amount * (months ?? 1) * 15) > Number.MAX_SAFE_INTEGER) {
    return { ok: false, error: CLEANING_ERROR_KEYS.amountOutOfRange };
  }
  const selected: SelectedService = {
    serviceKey: service.serviceKey,
    name: service.name,
    price: service.price,
    type: service.type,
    unit: service.unit,
    amount: input.amount,
    lineTotal: lineCost(service.price, input.amount, months, severity),
  };
  if (months !== undefined) selected.months = months;
  if (severity !== undefined) selected.severity = severity;
  if (service.minAmount !== undefined) selected.minAmount = service.minAmount;
  if (service.maxAmount !== undefined) selected.maxAmount = service.maxAmount;
  return { ok: true, selected };
}

function totalOf(selected: Record<string, SelectedService>): Cents {
  return Object.values(selected).reduce((sum, s) => sum + s.lineTotal, 0);
}

function withSelection(cart: CleaningCart, selectedServices: Record<string, SelectedService>): CleaningCart {
  return { ...cart, selectedServices, totalPrice: totalOf(selectedServices) };
}

/** Whether an existing selection of type `existing` survives adding a service of type `added`. */
function survives(added: CleaningServiceType, existing: CleaningServiceType): boolean {
  return (added === 'regular' || added === 'moving') && existing === added;
}

/**
 * Installs the catalog of a cleaning type. The cache maps each serviceKey to its service (the
 * first occurrence wins if a key repeats across groups). When the cleaning type changes, the
 * selections of the type before are set aside (one order is of one type) and those set aside
 * for the new type come back. A selection survives when its service still exists with the same
 * type; it is re-priced from the new catalog. A selection that no longer validates (e.g. a
 * catalog default of 0 months) is dropped.
 */
export function setServiceCatalog(cart: CleaningCart, cleaningType: CleaningType, groups: ServiceGroup[]): CleaningCart {
  const byKey = new Map<string, CleaningService>();
  for (const group of groups) {
    for (const item of group.items) {
      if (!byKey.has(item.serviceKey)) byKey.set(item.serviceKey, item);
    }
  }
  const servicesCacheByKey: Record<string, CleaningService> = Object.fromEntries(byKey);
  const setAside: Partial<Record<CleaningType, Record<string, SelectedService>>> = { ...cart.setAside };
  const returning = setAside[cleaningType];
  delete setAside[cleaningType];
  const changed = cleaningType !== cart.cleaningType;
  if (changed && cart.cleaningType !== null && Object.keys(cart.selectedServices).length > 0) setAside[cart.cleaningType] = cart.selectedServices;
  const kept: [string, SelectedService][] = [];
  for (const [key, selection] of Object.entries(changed ? (returning ?? {}) : cart.selectedServices)) {
    const service = byKey.get(key);
    if (service === undefined || service.type !== selection.type) continue;
    const built = buildSelection(service, {
      amount: selection.amount,
      months: selection.months,
      severity: selection.severity,
    });
    if (built.ok) kept.push([key, built.selected]);
  }
  const { setAside: _before, ...rest } = cart;
  const installed = { ...rest, cleaningType, services: groups, servicesCacheByKey, ...(Object.keys(setAside).length > 0 ? { setAside } : {}) };
  return withSelection(installed, Object.fromEntries(kept));
}

/**
 * Selects (or re-selects) a service of the catalog, applying the selection rules above; `removed`
 * lists the selections the rule took out (never the re-selected service itself).
 */
export function selectService(cart: CleaningCart, serviceKey: string, input: SelectionInput): SelectResult {
  const service = hasKey(cart.servicesCacheByKey, serviceKey) ? cart.servicesCacheByKey[serviceKey] : undefined;
  if (service === undefined) return { ok: false, error: CLEANING_ERROR_KEYS.unknownService, cart };
  const built = buildSelection(service, input);
  if (!built.ok) return { ok: false, error: built.error, cart };
  // A re-selected service keeps its place; a new one goes last.
  const entries = Object.entries(cart.selectedServices);
  const stays = ([key, selection]: [string, SelectedService]) => key === serviceKey || survives(service.type, selection.type);
  const kept = entries.filter(stays);
  const removed = entries.filter((entry) => !stays(entry)).map(([, selection]) => selection);
  return { ok: true, cart: withSelection(cart, { ...Object.fromEntries(kept), [serviceKey]: built.selected }), removed };
}

/** Changes the amount, months or severity of a selected service; its type is unchanged, so no rule applies. */
export function updateSelection(cart: CleaningCart, serviceKey: string, patch: SelectionPatch): CleaningResult {
  const current = hasKey(cart.selectedServices, serviceKey) ? cart.selectedServices[serviceKey] : undefined;
  if (current === undefined) return { ok: false, error: CLEANING_ERROR_KEYS.serviceNotSelected, cart };
  const built = buildSelection(current, {
    amount: patch.amount ?? current.amount,
    months: patch.months,
    severity: patch.severity,
  });
  if (!built.ok) return { ok: false, error: built.error, cart };
  return { ok: true, cart: withSelection(cart, { ...cart.selectedServices, [serviceKey]: built.selected }) };
}

/** Removes a selection; an unselected key returns the same cart. */
export function deselectService(cart: CleaningCart, serviceKey: string): CleaningCart {
  if (!hasKey(cart.selectedServices, serviceKey)) return cart;
  const rest = Object.entries(cart.selectedServices).filter(([key]) => key !== serviceKey);
  return withSelection(cart, Object.fromEntries(rest));
}

/** Removes every selection, keeping the cleaning type and catalog. */
export function clearSelection(cart: CleaningCart): CleaningCart {
  return withSelection(cart, {});
}

export function isServiceSelected(cart: CleaningCart, serviceKey: string): boolean {
  return hasKey(cart.selectedServices, serviceKey);
}

/** The selections in the order they were made. */
export function selectedServiceList(cart: CleaningCart): SelectedService[] {
  return Object.values(cart.selectedServices);
}

// ── When: a day and a time slot (decision 0014), in cleaningSchedule.ts: the cart's reducers ride
// in the first download, the schedule only with the pages that book.
export * from './cleaningSchedule.ts';

/**
 * What a line holds, in words: "3 h, 2 mo., dirty" (the texts services-unit-*, services-months-count
 * and services-severity-* of locales/<lang>/services.json, through the caller's translator).
 */
export function lineDetails(
  line: { unit: CleaningUnit; amount: number; months?: number | null; severity?: number | null },
  t: (key: string, values: Record<string, string | number>) => string,
): string {
  return [
    t(`services-unit-${line.unit}`, { amount: line.amount }),
    ...(line.months == null ? [] : [t('services-months-count', { months: line.months })]),
    ...(line.severity == null ? [] : [t(`services-severity-${line.severity}`, {})]),
  ].join(', ');
}
