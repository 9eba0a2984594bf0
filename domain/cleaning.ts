/**
 * The cleaning cart kept in browser storage (spec 3 "Cleaning cart", 4, 9; DECISIONS.md "Cleaning").
 *
 * Every function is pure: it never mutates the cart or the catalog it is given and returns a new
 * cart (or, when nothing changes, the very same one). Amounts of money are integer cents.
 *
 * Selection rules (spec 4), applied when a service is selected:
 * - a `regular` service keeps only the other regular selections (it removes the subscription and,
 *   so that cleaning and moving are never ordered together, any moving selection);
 * - a `subscription` replaces everything: it remains alone;
 * - a `moving` service keeps only the other moving services (it removes every non-moving
 *   selection and the moving-transport service);
 * - `moving-transport` also remains alone. Decision: the spec only says that adding a moving
 *   service removes the transport service; we read the transport service as the all-in
 *   alternative to the itemised moving services, so selecting it removes everything else, and
 *   the two can never be ordered together in either order.
 * Re-selecting an already selected service replaces its amount, months and severity in place.
 */
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
  /** Default severity level of the service (see `severityMultiplier`). */
  severity?: number;
  /** Default number of months (subscriptions). */
  months?: number;
}

export interface ServiceGroup {
  name: string;
  items: CleaningService[];
}

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

export const CLEANING_ERROR_KEYS = {
  invalidAmount: 'error-invalid-amount',
  invalidMonths: 'error-invalid-months',
  unknownService: 'error-unknown-service',
  serviceNotSelected: 'error-service-not-selected',
} as const;

export type CleaningError = (typeof CLEANING_ERROR_KEYS)[keyof typeof CLEANING_ERROR_KEYS];

/** On failure `cart` is the unchanged input cart, so a reducer can always store `result.cart`. */
export type CleaningResult =
  | { ok: true; cart: CleaningCart }
  | { ok: false; error: CleaningError; cart: CleaningCart };

export function emptyCleaningCart(): CleaningCart {
  return { cleaningType: null, selectedServices: {}, totalPrice: 0, services: [], servicesCacheByKey: {} };
}

function severityTenths(level: number | undefined): number {
  return (level === undefined ? undefined : CLEANING_SEVERITY_MULTIPLIER_TENTHS[level]) ??
    CLEANING_DEFAULT_SEVERITY_MULTIPLIER_TENTHS;
}

/** Severity multiplier: level 2 -> 1.3, level 3 -> 1.5, anything else (absent, 0, 1, 4, ...) -> 1. */
export function severityMultiplier(level: number | undefined): number {
  return severityTenths(level) / 10;
}

/**
 * Cost of one line in cents: price x amount x months (x1 when absent) x severity multiplier,
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

/** Validates the input and builds the selection of `service`; absent months/severity use the service's. */
function buildSelection(service: CleaningService, input: SelectionInput): Built {
  const months = input.months ?? service.months;
  const severity = input.severity ?? service.severity;
  if (!isPositiveInteger(input.amount)) return { ok: false, error: CLEANING_ERROR_KEYS.invalidAmount };
  if (months !== undefined && !isPositiveInteger(months)) return { ok: false, error: CLEANING_ERROR_KEYS.invalidMonths };
  // Guard against totals beyond exact integer arithmetic (absurd amounts).
  if (Math.abs(service.price * input.amount * (months ?? 1) * 15) > Number.MAX_SAFE_INTEGER) {
    return { ok: false, error: CLEANING_ERROR_KEYS.invalidAmount };
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
 * first occurrence wins if a key repeats across groups). Selections survive only when the
 * cleaning type is unchanged and their service still exists with the same type; they are
 * re-priced from the new catalog. A selection that no longer validates (e.g. a catalog default of
 * 0 months) is dropped.
 */
export function setServiceCatalog(cart: CleaningCart, cleaningType: CleaningType, groups: ServiceGroup[]): CleaningCart {
  const byKey = new Map<string, CleaningService>();
  for (const group of groups) {
    for (const item of group.items) {
      if (!byKey.has(item.serviceKey)) byKey.set(item.serviceKey, item);
    }
  }
  const servicesCacheByKey: Record<string, CleaningService> = Object.fromEntries(byKey);
  const kept: [string, SelectedService][] = [];
  if (cleaningType === cart.cleaningType) {
    for (const [key, selection] of Object.entries(cart.selectedServices)) {
      const service = byKey.get(key);
      if (service === undefined || service.type !== selection.type) continue;
      const built = buildSelection(service, {
        amount: selection.amount,
        months: selection.months,
        severity: selection.severity,
      });
      if (built.ok) kept.push([key, built.selected]);
    }
  }
  return withSelection({ ...cart, cleaningType, services: groups, servicesCacheByKey }, Object.fromEntries(kept));
}

/** Selects (or re-selects) a service of the catalog, applying the selection rules above. */
export function selectService(cart: CleaningCart, serviceKey: string, input: SelectionInput): CleaningResult {
  const service = hasKey(cart.servicesCacheByKey, serviceKey) ? cart.servicesCacheByKey[serviceKey] : undefined;
  if (service === undefined) return { ok: false, error: CLEANING_ERROR_KEYS.unknownService, cart };
  const built = buildSelection(service, input);
  if (!built.ok) return { ok: false, error: built.error, cart };
  // A re-selected service keeps its place; a new one goes last.
  const kept = Object.entries(cart.selectedServices).filter(
    ([key, selection]) => key === serviceKey || survives(service.type, selection.type),
  );
  return { ok: true, cart: withSelection(cart, { ...Object.fromEntries(kept), [serviceKey]: built.selected }) };
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
