import fc from 'fast-check';
import {
  CLEANING_MAX_MONTHS,
  CLEANING_SEVERITY_LEVELS,
  amountRange,
  clearSelection,
  deselectService,
  emptyCleaningCart,
  lineCost,
  selectService,
  setServiceCatalog,
  updateSelection,
} from '../../domain/cleaning.ts';
import type { CleaningCart, CleaningService, CleaningServiceType, ServiceGroup } from '../../domain/cleaning.ts';

const TYPES: readonly CleaningServiceType[] = ['regular', 'subscription', 'moving', 'moving-transport'];

/** A catalog with at least one service of each type and unique keys. */
const catalogArb: fc.Arbitrary<ServiceGroup[]> = fc
  .array(
    fc.record({
      type: fc.constantFrom(...TYPES),
      price: fc.integer({ min: 0, max: 100_000 }),
      unit: fc.constantFrom('quantity' as const, 'hours' as const, 'sqm' as const),
      severity: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
      months: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
      minAmount: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
      maxAmount: fc.option(fc.integer({ min: 5, max: 400 }), { nil: undefined }),
    }),
    { minLength: 0, maxLength: 8 },
  )
  .map((extra) => {
    const base = TYPES.map((type) => ({
      type,
      price: 1000,
      unit: 'quantity' as const,
      severity: undefined,
      months: undefined,
      minAmount: undefined,
      maxAmount: undefined,
    }));
    const items: CleaningService[] = [...base, ...extra].map((s, i) => {
      const service: CleaningService = { serviceKey: `s${i}`, name: `Service ${i}`, price: s.price, type: s.type, unit: s.unit };
      if (s.severity !== undefined) service.severity = s.severity;
      if (s.months !== undefined) service.months = s.months;
      if (s.minAmount !== undefined) service.minAmount = s.minAmount;
      if (s.maxAmount !== undefined) service.maxAmount = s.maxAmount;
      return service;
    });
    return TYPES.map((type) => ({ name: type, items: items.filter((item) => item.type === type) }));
  });

/** Mostly valid values, sometimes invalid ones (0, negative, fractional). */
const amountArb = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 500 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5) },
);
const monthsArb = fc.option(fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 1, max: 24 }) }, { weight: 1, arbitrary: fc.constant(0) }), {
  nil: undefined,
});
const severityArb = fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined });

type Op =
  | { kind: 'select'; index: number; amount: number; months: number | undefined; severity: number | undefined }
  | { kind: 'update'; index: number; amount: number | undefined; months: number | undefined; severity: number | undefined }
  | { kind: 'deselect'; index: number }
  | { kind: 'clear' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('select' as const), index: fc.nat(), amount: amountArb, months: monthsArb, severity: severityArb }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('update' as const),
      index: fc.nat(),
      amount: fc.option(amountArb, { nil: undefined }),
      months: monthsArb,
      severity: severityArb,
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('deselect' as const), index: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const) }) },
);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function allKeys(groups: ServiceGroup[]): string[] {
  return groups.flatMap((g) => g.items.map((i) => i.serviceKey));
}

function apply(cart: CleaningCart, op: Op, keys: string[]): CleaningCart {
  const key = op.kind === 'clear' ? '' : (keys[op.index % keys.length] as string);
  switch (op.kind) {
    case 'select': {
      const result = selectService(cart, key, { amount: op.amount, months: op.months, severity: op.severity });
      if (result.ok) {
        const line = result.cart.selectedServices[key];
        expect(line?.amount).toBe(op.amount);
        // What the rule removed is exactly what was selected before and is gone now (the service itself aside).
        expect(result.removed.map((s) => s.serviceKey).sort()).toEqual(
          Object.keys(cart.selectedServices).filter((k) => k !== key && !(k in result.cart.selectedServices)).sort(),
        );
        const service = cart.servicesCacheByKey[key] as CleaningService;
        expect(line?.lineTotal).toBe(lineCost(service.price, op.amount, op.months ?? service.months, op.severity ?? service.severity));
      } else {
        expect(result.cart).toBe(cart);
      }
      return result.cart;
    }
    case 'update': {
      const result = updateSelection(cart, key, { amount: op.amount, months: op.months, severity: op.severity });
      if (result.ok) {
        expect(Object.keys(result.cart.selectedServices)).toEqual(Object.keys(cart.selectedServices));
      } else {
        expect(result.cart).toBe(cart);
      }
      return result.cart;
    }
    case 'deselect': {
      const next = deselectService(cart, key);
      expect(next.selectedServices).not.toHaveProperty([key]);
      return next;
    }
    case 'clear':
      return clearSelection(cart);
  }
}

function checkInvariants(cart: CleaningCart): void {
  const lines = Object.values(cart.selectedServices);
  const types = lines.map((l) => l.type);
  expect(cart.totalPrice).toBe(lines.reduce((sum, l) => sum + l.lineTotal, 0));
  for (const line of lines) {
    const service = cart.servicesCacheByKey[line.serviceKey] as CleaningService;
    const [min, max] = amountRange(service);
    expect(line.lineTotal).toBe(lineCost(line.price, line.amount, line.months, line.severity));
    expect(Number.isSafeInteger(line.amount) && line.amount >= min && line.amount <= max).toBe(true);
    // Months and severity only where the service has them, within their bounds.
    expect(line.months === undefined).toBe(service.months === undefined);
    if (line.months !== undefined) expect(Number.isSafeInteger(line.months) && line.months >= 1 && line.months <= CLEANING_MAX_MONTHS).toBe(true);
    expect(line.severity === undefined).toBe(service.severity === undefined);
    if (line.severity !== undefined) expect(CLEANING_SEVERITY_LEVELS).toContain(line.severity);
  }
  // A subscription is always alone (so never with a regular service, nor a second subscription).
  if (types.includes('subscription')) expect(types).toEqual(['subscription']);
  // The moving transport is always alone.
  if (types.includes('moving-transport')) expect(types).toEqual(['moving-transport']);
  // With any moving service, every selection is a moving service.
  if (types.includes('moving')) expect(types.every((t) => t === 'moving')).toBe(true);
}

describe('cleaning cart properties', () => {
  it('keeps totals and selection invariants after every step, never mutating its input', () => {
    fc.assert(
      fc.property(catalogArb, fc.constantFrom('one-time' as const, 'deep' as const, 'moving' as const), fc.array(opArb, { maxLength: 40 }), (groups, type, ops) => {
        deepFreeze(groups);
        const keys = allKeys(groups);
        let cart = deepFreeze(setServiceCatalog(emptyCleaningCart(), type, groups));
        checkInvariants(cart);
        for (const op of ops) {
          const snapshot = structuredClone(cart);
          const next = apply(cart, op, keys); // frozen input: any mutation would throw
          expect(cart).toEqual(snapshot);
          checkInvariants(next);
          cart = deepFreeze(next);
        }
        // Reinstalling the same catalog keeps every selection (same type, same services).
        const reinstalled = setServiceCatalog(cart, type, groups);
        expect(reinstalled.selectedServices).toEqual(cart.selectedServices);
        checkInvariants(reinstalled);
      }),
      { numRuns: 300 },
    );
  });

  it('adding a service follows the selection rule of its type', () => {
    fc.assert(
      fc.property(catalogArb, fc.array(fc.nat(), { maxLength: 10 }), fc.nat(), (groups, setup, pick) => {
        const keys = allKeys(groups);
        let cart = setServiceCatalog(emptyCleaningCart(), 'one-time', groups);
        for (const index of setup) {
          const service = cart.servicesCacheByKey[keys[index % keys.length] as string] as CleaningService;
          cart = selectService(cart, service.serviceKey, { amount: amountRange(service)[0] }).cart;
        }
        const key = keys[pick % keys.length] as string;
        const added = cart.servicesCacheByKey[key] as CleaningService;
        const before = Object.values(cart.selectedServices);
        const after = selectService(cart, key, { amount: amountRange(added)[0] });
        if (!after.ok) throw new Error(after.error);
        const afterKeys = Object.keys(after.cart.selectedServices);
        const expectedKeys =
          added.type === 'regular' || added.type === 'moving'
            ? [...before.filter((s) => s.type === added.type && s.serviceKey !== key).map((s) => s.serviceKey), key]
            : [key];
        expect([...afterKeys].sort()).toEqual([...expectedKeys].sort());
        expect(after.removed.map((s) => s.serviceKey).sort()).toEqual(
          before.map((s) => s.serviceKey).filter((k) => !expectedKeys.includes(k)).sort(),
        );
      }),
      { numRuns: 300 },
    );
  });
});
