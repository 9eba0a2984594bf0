import {
  CLEANING_ERROR_KEYS,
  CLEANING_MAX_AMOUNT,
  CLEANING_TIME_SLOTS,
  addDays,
  amountRange,
  bookableSlots,
  bookingWindow,
  checkSchedule,
  clearSelection,
  formatServiceDay,
  formatTimeSlot,
  isTimeSlot,
  lineDetails,
  serviceToday,
  deselectService,
  emptyCleaningCart,
  isServiceSelected,
  lineCost,
  selectService,
  selectedServiceList,
  serviceGroupsOf,
  setServiceCatalog,
  slotInterval,
  updateSelection,
} from '../../domain/cleaning.ts';
import type { CleaningCart, CleaningResult, CleaningService, ServiceGroup } from '../../domain/cleaning.ts';

const windows: CleaningService = { serviceKey: 'windows', name: 'Windows', price: 250, type: 'regular', unit: 'quantity' };
const kitchen: CleaningService = { serviceKey: 'kitchen', name: 'Kitchen', price: 1999, type: 'regular', unit: 'hours' };
const floors: CleaningService = {
  serviceKey: 'floors',
  name: 'Floors',
  price: 150,
  type: 'regular',
  unit: 'sqm',
  severity: 2,
  minAmount: 5,
  maxAmount: 300,
};
const monthly: CleaningService = {
  serviceKey: 'monthly',
  name: 'Monthly',
  price: 5000,
  type: 'subscription',
  unit: 'quantity',
  months: 3,
};
const weekly: CleaningService = { serviceKey: 'weekly', name: 'Weekly', price: 12000, type: 'subscription', unit: 'quantity' };
const boxes: CleaningService = { serviceKey: 'boxes', name: 'Boxes', price: 300, type: 'moving', unit: 'quantity' };
const porters: CleaningService = { serviceKey: 'porters', name: 'Porters', price: 2500, type: 'moving', unit: 'hours' };
const truck: CleaningService = { serviceKey: 'truck', name: 'Truck', price: 9000, type: 'moving-transport', unit: 'quantity' };
const van: CleaningService = { serviceKey: 'van', name: 'Van', price: 6000, type: 'moving-transport', unit: 'quantity' };

const groups: ServiceGroup[] = [
  { name: 'Rooms', items: [windows, kitchen, floors] },
  { name: 'Subscriptions', items: [monthly, weekly] },
  { name: 'Moving', items: [boxes, porters, truck, van] },
];

function catalogCart(type: 'one-time' | 'deep' | 'moving' = 'one-time'): CleaningCart {
  return setServiceCatalog(emptyCleaningCart(), type, groups);
}

function ok(result: CleaningResult): CleaningCart {
  if (!result.ok) throw new Error(`expected ok, got ${result.error}`);
  return result.cart;
}

function keys(cart: CleaningCart): string[] {
  return Object.keys(cart.selectedServices);
}

function select(cart: CleaningCart, key: string, amount?: number): CleaningCart {
  return ok(selectService(cart, key, { amount: amount ?? amountRange(cart.servicesCacheByKey[key]!)[0] }));
}

/** The keys a selection removed. */
function removedBy(cart: CleaningCart, key: string): string[] {
  const result = selectService(cart, key, { amount: amountRange(cart.servicesCacheByKey[key]!)[0] });
  if (!result.ok) throw new Error(result.error);
  return result.removed.map((selection) => selection.serviceKey);
}

describe('lineCost', () => {
  it('is price x amount without months or severity', () => {
    expect(lineCost(250, 4)).toBe(1000);
  });

  it('multiplies by months when present', () => {
    expect(lineCost(5000, 2, 3)).toBe(30000);
    expect(lineCost(5000, 2, 1)).toBe(10000);
  });

  it('gives 0 for 0 months (plain arithmetic; selections reject 0 months)', () => {
    expect(lineCost(5000, 2, 0)).toBe(0);
  });

  it.each([
    [1, 150],
    [2, 195],
    [3, 225],
    [0, 150],
    [4, 150],
    [-2, 150],
    [2.5, 150],
    [Number.NaN, 150],
    [undefined, 150],
  ])('applies severity %p to 150 cents', (severity, expected) => {
    expect(lineCost(150, 1, undefined, severity)).toBe(expected);
  });

  it('uses exact arithmetic: 1.3 x 150 is 195, not 194.99...', () => {
    expect(lineCost(150, 1, 1, 2)).toBe(195);
    expect(lineCost(1, 15, undefined, 2)).toBe(20); // 19.5 rounds half up
    expect(lineCost(1, 5, undefined, 3)).toBe(8); // 7.5 rounds half up
    expect(lineCost(1, 1, undefined, 2)).toBe(1); // 1.3
    expect(lineCost(333, 7, 5, 3)).toBe(17483); // 17482.5
  });
});

describe('emptyCleaningCart', () => {
  it('has no type, no selection, no catalog', () => {
    expect(emptyCleaningCart()).toEqual({
      cleaningType: null,
      selectedServices: {},
      totalPrice: 0,
      services: [],
      servicesCacheByKey: {},
    });
  });

  it('returns a fresh object each time', () => {
    expect(emptyCleaningCart()).not.toBe(emptyCleaningCart());
  });
});

describe('setServiceCatalog', () => {
  it('fills the groups and the cache by serviceKey', () => {
    const cart = catalogCart();
    expect(cart.cleaningType).toBe('one-time');
    expect(cart.services).toBe(groups);
    expect(Object.keys(cart.servicesCacheByKey)).toHaveLength(9);
    expect(cart.servicesCacheByKey.truck).toBe(truck);
  });

  it('keeps the first service when a key repeats across groups', () => {
    const duplicate = { ...windows, name: 'Other windows', price: 1 };
    const cart = setServiceCatalog(emptyCleaningCart(), 'deep', [
      { name: 'A', items: [windows] },
      { name: 'B', items: [duplicate] },
    ]);
    expect(cart.servicesCacheByKey.windows).toBe(windows);
  });

  it('keeps still-valid selections of the same cleaning type, re-priced from the new catalog', () => {
    let cart = catalogCart();
    cart = ok(selectService(cart, 'windows', { amount: 2 }));
    cart = ok(selectService(cart, 'kitchen', { amount: 3 }));
    const cheaper = { ...windows, price: 200 };
    const next = setServiceCatalog(cart, 'one-time', [{ name: 'Rooms', items: [cheaper, floors] }]);
    expect(keys(next)).toEqual(['windows']);
    expect(next.selectedServices.windows).toEqual({ ...cheaper, amount: 2, lineTotal: 400 });
    expect(next.totalPrice).toBe(400);
  });

  it('drops a selection whose service changed type', () => {
    const cart = select(catalogCart(), 'windows');
    const next = setServiceCatalog(cart, 'one-time', [{ name: 'Subs', items: [{ ...windows, type: 'subscription' }] }]);
    expect(next.selectedServices).toEqual({});
    expect(next.totalPrice).toBe(0);
  });

  it('drops a selection that no longer validates', () => {
    const cart = select(catalogCart(), 'weekly');
    const next = setServiceCatalog(cart, 'one-time', [{ name: 'Subs', items: [{ ...weekly, months: 0 }] }]);
    expect(next.selectedServices).toEqual({});
  });

  it('sets the selections aside when the cleaning type changes, and brings them back with their type', () => {
    const cart = select(catalogCart('one-time'), 'windows', 3);
    const moving = setServiceCatalog(cart, 'moving', groups);
    expect(moving.cleaningType).toBe('moving');
    expect(moving.selectedServices).toEqual({});
    expect(moving.totalPrice).toBe(0);
    // A moving order placed meanwhile clears only the moving selections.
    const ordered = clearSelection(ok(selectService(moving, 'truck', { amount: 1 })));
    const back = setServiceCatalog(ordered, 'one-time', groups);
    expect(back.selectedServices).toEqual({ windows: { ...windows, amount: 3, lineTotal: 750 } });
    expect(back.totalPrice).toBe(750);
    expect(back.setAside).toBeUndefined();
  });

  it('re-prices selections brought back from the catalogue installed, and drops those no longer offered', () => {
    const cart = select(select(catalogCart('one-time'), 'windows', 2), 'kitchen', 1);
    const moving = setServiceCatalog(cart, 'moving', groups);
    const back = setServiceCatalog(moving, 'one-time', [{ name: 'Rooms', items: [{ ...windows, price: 200 }] }]);
    expect(back.selectedServices).toEqual({ windows: { ...windows, price: 200, amount: 2, lineTotal: 400 } });
  });

  it('does not mutate the cart or the groups', () => {
    const cart = select(catalogCart(), 'windows', 2);
    const before = structuredClone(cart);
    const groupsBefore = structuredClone(groups);
    setServiceCatalog(cart, 'one-time', groups);
    setServiceCatalog(cart, 'moving', groups);
    expect(cart).toEqual(before);
    expect(groups).toEqual(groupsBefore);
  });
});

describe('selectService', () => {
  it('adds a line with its total and recomputes the cart total', () => {
    const cart = ok(selectService(catalogCart(), 'windows', { amount: 4 }));
    expect(cart.selectedServices.windows).toEqual({ ...windows, amount: 4, lineTotal: 1000 });
    expect(cart.totalPrice).toBe(1000);
    const more = ok(selectService(cart, 'kitchen', { amount: 2 }));
    expect(more.totalPrice).toBe(1000 + 3998);
  });

  it('uses the chosen months and severity, else the catalog defaults', () => {
    const cart = catalogCart();
    expect(ok(selectService(cart, 'floors', { amount: 10 })).selectedServices.floors).toMatchObject({
      severity: 2,
      lineTotal: 1950,
    });
    expect(ok(selectService(cart, 'floors', { amount: 10, severity: 3 })).selectedServices.floors).toMatchObject({
      severity: 3,
      lineTotal: 2250,
    });
    expect(ok(selectService(cart, 'monthly', { amount: 1 })).selectedServices.monthly).toMatchObject({
      months: 3,
      lineTotal: 15000,
    });
    expect(ok(selectService(cart, 'monthly', { amount: 1, months: 6 })).selectedServices.monthly).toMatchObject({
      months: 6,
      lineTotal: 30000,
    });
  });

  it('stores no months or severity when neither the input nor the catalog has them', () => {
    const line = ok(selectService(catalogCart(), 'windows', { amount: 1 })).selectedServices.windows;
    expect(line).not.toHaveProperty('months');
    expect(line).not.toHaveProperty('severity');
  });

  it('replaces the selection when a selected service is selected again', () => {
    let cart = select(catalogCart(), 'windows', 1);
    cart = select(cart, 'kitchen', 1);
    cart = select(cart, 'windows', 3);
    expect(keys(cart)).toEqual(['windows', 'kitchen']);
    expect(cart.selectedServices.windows?.amount).toBe(3);
    expect(cart.totalPrice).toBe(750 + 1999);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects amount %p', (amount) => {
    const cart = catalogCart();
    expect(selectService(cart, 'windows', { amount })).toEqual({
      ok: false,
      error: CLEANING_ERROR_KEYS.invalidAmount,
      cart,
    });
  });

  it('rejects an amount that is not a number', () => {
    const cart = catalogCart();
    const result = selectService(cart, 'windows', { amount: '2' as unknown as number });
    expect(result).toEqual({ ok: false, error: 'error-invalid-amount', cart });
  });

  it('rejects a line total beyond exact integer arithmetic', () => {
    const pricey: CleaningService = { ...windows, serviceKey: 'pricey', price: 2 ** 40 };
    const cart = setServiceCatalog(emptyCleaningCart(), 'one-time', [{ name: 'Pricey', items: [pricey] }]);
    expect(ok(selectService(cart, 'pricey', { amount: 100 })).totalPrice).toBe(100 * 2 ** 40);
    expect(selectService(cart, 'pricey', { amount: 1000 })).toEqual({ ok: false, error: 'error-amount-out-of-range', cart });
  });

  it.each([0, -3, 1.5])('rejects months %p', (months) => {
    const cart = catalogCart();
    expect(selectService(cart, 'monthly', { amount: 1, months })).toEqual({
      ok: false,
      error: CLEANING_ERROR_KEYS.invalidMonths,
      cart,
    });
  });

  it('rejects an unknown service, including inherited property names', () => {
    const cart = catalogCart();
    for (const key of ['nope', 'toString', '__proto__', 'constructor']) {
      expect(selectService(cart, key, { amount: 1 })).toEqual({ ok: false, error: 'error-unknown-service', cart });
    }
    expect(selectService(emptyCleaningCart(), 'windows', { amount: 1 }).ok).toBe(false);
  });

  it('accepts a service whose key is an Object.prototype name without touching prototypes', () => {
    const odd: CleaningService = { serviceKey: '__proto__', name: 'Odd', price: 100, type: 'regular', unit: 'quantity' };
    const cart = setServiceCatalog(emptyCleaningCart(), 'one-time', [{ name: 'Odd', items: [odd] }]);
    expect(Object.hasOwn(cart.servicesCacheByKey, '__proto__')).toBe(true);
    const selected = ok(selectService(cart, '__proto__', { amount: 2 }));
    expect(Object.hasOwn(selected.selectedServices, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(selected.selectedServices)).toBe(Object.prototype);
    expect(selected.totalPrice).toBe(200);
    expect(deselectService(selected, '__proto__').totalPrice).toBe(0);
  });

  describe('selection rules', () => {
    it('a regular service removes the subscription and keeps the regular ones', () => {
      let cart = select(catalogCart(), 'monthly');
      cart = select(cart, 'windows');
      expect(keys(cart)).toEqual(['windows']);
      cart = select(cart, 'kitchen');
      expect(keys(cart)).toEqual(['windows', 'kitchen']);
    });

    it('a regular service removes moving and moving-transport selections', () => {
      let cart = select(select(catalogCart(), 'boxes'), 'porters');
      cart = select(cart, 'windows');
      expect(keys(cart)).toEqual(['windows']);
      cart = select(select(catalogCart(), 'truck'), 'kitchen');
      expect(keys(cart)).toEqual(['kitchen']);
    });

    it('a subscription replaces everything, including another subscription', () => {
      let cart = select(select(catalogCart(), 'windows'), 'kitchen');
      cart = select(cart, 'monthly');
      expect(keys(cart)).toEqual(['monthly']);
      cart = select(cart, 'weekly');
      expect(keys(cart)).toEqual(['weekly']);
      expect(cart.totalPrice).toBe(12000);
      cart = select(select(catalogCart(), 'boxes'), 'weekly');
      expect(keys(cart)).toEqual(['weekly']);
    });

    it('a moving service removes non-moving selections and the transport, keeping other moving services', () => {
      let cart = select(select(catalogCart('moving'), 'windows'), 'kitchen');
      cart = select(cart, 'boxes');
      expect(keys(cart)).toEqual(['boxes']);
      cart = select(cart, 'porters');
      expect(keys(cart)).toEqual(['boxes', 'porters']);
      cart = select(select(catalogCart('moving'), 'monthly'), 'boxes');
      expect(keys(cart)).toEqual(['boxes']);
      cart = select(select(catalogCart('moving'), 'truck'), 'boxes');
      expect(keys(cart)).toEqual(['boxes']);
    });

    it('moving-transport removes everything else, including another transport', () => {
      let cart = select(select(catalogCart('moving'), 'boxes'), 'porters');
      cart = select(cart, 'truck');
      expect(keys(cart)).toEqual(['truck']);
      cart = select(cart, 'van');
      expect(keys(cart)).toEqual(['van']);
      cart = select(select(catalogCart(), 'windows'), 'truck');
      expect(keys(cart)).toEqual(['truck']);
      cart = select(select(catalogCart(), 'monthly'), 'truck');
      expect(keys(cart)).toEqual(['truck']);
    });
  });

  it('does not mutate the cart', () => {
    const cart = select(catalogCart(), 'windows');
    const before = structuredClone(cart);
    select(cart, 'monthly');
    select(cart, 'kitchen');
    select(cart, 'windows', 9);
    expect(cart).toEqual(before);
  });
});

describe('updateSelection', () => {
  it('changes the amount and recomputes line and cart totals', () => {
    const cart = select(select(catalogCart(), 'windows', 1), 'kitchen', 1);
    const next = ok(updateSelection(cart, 'windows', { amount: 5 }));
    expect(next.selectedServices.windows).toMatchObject({ amount: 5, lineTotal: 1250 });
    expect(next.totalPrice).toBe(1250 + 1999);
    expect(keys(next)).toEqual(['windows', 'kitchen']);
  });

  it('changes months and severity, keeping what the patch leaves out', () => {
    const monthly = ok(selectService(catalogCart(), 'monthly', { amount: 2, months: 4 }));
    expect(monthly.selectedServices.monthly?.lineTotal).toBe(40000);
    const fewer = ok(updateSelection(monthly, 'monthly', { months: 1 }));
    expect(fewer.selectedServices.monthly).toMatchObject({ amount: 2, months: 1, lineTotal: 10000 });
    const floors = ok(selectService(catalogCart(), 'floors', { amount: 10, severity: 2 }));
    const dirtier = ok(updateSelection(floors, 'floors', { severity: 3 }));
    expect(dirtier.selectedServices.floors).toMatchObject({ amount: 10, severity: 3, lineTotal: 2250 });
    const more = ok(updateSelection(dirtier, 'floors', { amount: 20 }));
    expect(more.selectedServices.floors).toMatchObject({ amount: 20, severity: 3, lineTotal: 4500 });
    const same = ok(updateSelection(more, 'floors', {}));
    expect(same.selectedServices).toEqual(more.selectedServices);
  });

  it('rejects an invalid amount or months, returning the same cart', () => {
    const cart = select(catalogCart(), 'monthly');
    expect(updateSelection(cart, 'monthly', { amount: 0 })).toEqual({ ok: false, error: 'error-invalid-amount', cart });
    expect(updateSelection(cart, 'monthly', { months: 0 })).toEqual({ ok: false, error: 'error-invalid-months', cart });
  });

  it('rejects a service that is not selected', () => {
    const cart = select(catalogCart(), 'windows');
    for (const key of ['kitchen', 'nope', 'toString']) {
      expect(updateSelection(cart, key, { amount: 2 })).toEqual({ ok: false, error: 'error-service-not-selected', cart });
    }
  });

  it('does not mutate the cart', () => {
    const cart = select(catalogCart(), 'windows');
    const before = structuredClone(cart);
    updateSelection(cart, 'windows', { amount: 7 });
    expect(cart).toEqual(before);
  });
});

describe('deselectService', () => {
  it('removes the line and recomputes the total', () => {
    const cart = select(select(catalogCart(), 'windows', 2), 'kitchen', 1);
    const next = deselectService(cart, 'windows');
    expect(keys(next)).toEqual(['kitchen']);
    expect(next.totalPrice).toBe(1999);
    expect(deselectService(next, 'kitchen')).toMatchObject({ selectedServices: {}, totalPrice: 0 });
  });

  it('returns the same cart for a service that is not selected', () => {
    const cart = select(catalogCart(), 'windows');
    expect(deselectService(cart, 'kitchen')).toBe(cart);
    expect(deselectService(cart, 'toString')).toBe(cart);
  });

  it('does not mutate the cart', () => {
    const cart = select(catalogCart(), 'windows');
    const before = structuredClone(cart);
    deselectService(cart, 'windows');
    expect(cart).toEqual(before);
  });
});

describe('clearSelection', () => {
  it('removes every selection and keeps type and catalog', () => {
    const cart = select(select(catalogCart('deep'), 'windows', 2), 'kitchen', 1);
    const next = clearSelection(cart);
    expect(next).toEqual({ ...cart, selectedServices: {}, totalPrice: 0 });
    expect(next.services).toBe(cart.services);
    expect(cart.totalPrice).toBe(2499);
  });
});

describe('isServiceSelected and selectedServiceList', () => {
  it('reports the selections in selection order', () => {
    const cart = select(select(catalogCart(), 'kitchen', 1), 'windows', 2);
    expect(isServiceSelected(cart, 'windows')).toBe(true);
    expect(isServiceSelected(cart, 'floors')).toBe(false);
    expect(isServiceSelected(cart, 'hasOwnProperty')).toBe(false);
    expect(selectedServiceList(cart).map((s) => s.serviceKey)).toEqual(['kitchen', 'windows']);
    expect(selectedServiceList(emptyCleaningCart())).toEqual([]);
  });
});

describe('what a selection may hold', () => {
  it('an amount within the service\'s range, 1..CLEANING_MAX_AMOUNT by default', () => {
    expect(amountRange(windows)).toEqual([1, CLEANING_MAX_AMOUNT]);
    expect(amountRange(floors)).toEqual([5, 300]);
    const cart = catalogCart();
    for (const amount of [4, 301]) {
      expect(selectService(cart, 'floors', { amount })).toEqual({ ok: false, error: 'error-amount-out-of-range', cart });
    }
    expect(selectService(cart, 'windows', { amount: CLEANING_MAX_AMOUNT + 1 })).toMatchObject({ ok: false, error: 'error-amount-out-of-range' });
    expect(ok(selectService(cart, 'floors', { amount: 5 })).selectedServices.floors).toMatchObject({ amount: 5, minAmount: 5, maxAmount: 300 });
    expect(ok(selectService(cart, 'floors', { amount: 300 })).totalPrice).toBe(58500);
    expect(ok(selectService(cart, 'windows', { amount: CLEANING_MAX_AMOUNT })).totalPrice).toBe(25_000_000);
  });

  it('keeps the range when the amount changes later', () => {
    const cart = select(catalogCart(), 'floors', 10);
    expect(updateSelection(cart, 'floors', { amount: 400 })).toEqual({ ok: false, error: 'error-amount-out-of-range', cart });
    expect(ok(updateSelection(cart, 'floors', { amount: 300 })).selectedServices.floors?.amount).toBe(300);
  });

  it('months only for a service charged per month, at most 12', () => {
    const cart = catalogCart();
    expect(selectService(cart, 'windows', { amount: 1, months: 2 })).toEqual({ ok: false, error: 'error-invalid-months', cart });
    expect(selectService(cart, 'monthly', { amount: 1, months: 13 })).toEqual({ ok: false, error: 'error-invalid-months', cart });
    expect(ok(selectService(cart, 'monthly', { amount: 1, months: 12 })).totalPrice).toBe(60000);
    const selected = select(cart, 'windows', 2);
    expect(updateSelection(selected, 'windows', { months: 3 })).toEqual({ ok: false, error: 'error-invalid-months', cart: selected });
  });

  it('a severity level only for a service that has one, and only levels 1 to 3', () => {
    const cart = catalogCart();
    expect(selectService(cart, 'windows', { amount: 1, severity: 2 })).toEqual({ ok: false, error: 'error-invalid-severity', cart });
    for (const severity of [0, 4, 2.5]) {
      expect(selectService(cart, 'floors', { amount: 10, severity })).toEqual({ ok: false, error: 'error-invalid-severity', cart });
    }
    expect(ok(selectService(cart, 'floors', { amount: 10, severity: 1 })).selectedServices.floors).toMatchObject({ severity: 1, lineTotal: 1500 });
  });

  it('refuses a service whose own default severity is not a level', () => {
    const odd: CleaningService = { ...floors, serviceKey: 'odd', severity: 7 };
    const cart = setServiceCatalog(emptyCleaningCart(), 'one-time', [{ name: 'Odd', items: [odd] }]);
    expect(selectService(cart, 'odd', { amount: 10 })).toEqual({ ok: false, error: 'error-invalid-severity', cart });
  });
});

describe('what a selection removed', () => {
  it('nothing when the rule keeps every selection, or when a selected service is selected again', () => {
    expect(removedBy(catalogCart(), 'windows')).toEqual([]);
    expect(removedBy(select(catalogCart(), 'windows'), 'kitchen')).toEqual([]);
    expect(removedBy(select(select(catalogCart(), 'windows'), 'kitchen'), 'windows')).toEqual([]);
    expect(removedBy(select(catalogCart('moving'), 'boxes'), 'porters')).toEqual([]);
  });

  it('the subscription, for a regular service', () => {
    const cart = select(catalogCart(), 'monthly');
    const result = selectService(cart, 'windows', { amount: 2 });
    expect(result).toMatchObject({ ok: true, removed: [cart.selectedServices.monthly] });
  });

  it('everything else, for a subscription, in selection order', () => {
    expect(removedBy(select(select(catalogCart(), 'kitchen'), 'windows'), 'weekly')).toEqual(['kitchen', 'windows']);
    expect(removedBy(select(catalogCart(), 'monthly'), 'weekly')).toEqual(['monthly']);
  });

  it('the non-moving selections and the transport, for a moving service', () => {
    expect(removedBy(select(select(catalogCart('moving'), 'windows'), 'monthly'), 'boxes')).toEqual(['monthly']);
    expect(removedBy(select(catalogCart('moving'), 'truck'), 'boxes')).toEqual(['truck']);
    expect(removedBy(select(select(catalogCart('moving'), 'windows'), 'kitchen'), 'porters')).toEqual(['windows', 'kitchen']);
  });

  it('everything else, for the transport', () => {
    expect(removedBy(select(select(catalogCart('moving'), 'boxes'), 'porters'), 'truck')).toEqual(['boxes', 'porters']);
  });
});

describe('when: a day and a time slot, Sofia time', () => {
  /** 23 November 2026, 12:30 in Sofia (UTC+2 in winter). */
  const now = new Date('2026-11-23T10:30:00Z');

  it('knows its slots', () => {
    for (const slot of ['08-11', '11-14', '14-17', '17-20']) expect(isTimeSlot(slot)).toBe(true);
    for (const value of ['08-12', '', 8, null, undefined, 'toString']) expect(isTimeSlot(value)).toBe(false);
  });

  it('takes today from the Sofia calendar, not UTC\'s', () => {
    expect(serviceToday(now)).toBe('2026-11-23');
    expect(serviceToday(new Date('2026-11-23T22:30:00Z'))).toBe('2026-11-24');
    expect(serviceToday(new Date('2026-07-31T21:00:00Z'))).toBe('2026-08-01');
    expect(serviceToday(new Date('2026-07-31T20:59:00Z'))).toBe('2026-07-31');
  });

  it('adds calendar days across months, years and clock changes', () => {
    expect(addDays('2026-11-23', 1)).toBe('2026-11-24');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-11-23', 90)).toBe('2027-02-21');
  });

  it.each([
    ['2026-01-15', '17-20', '2026-01-14T15:00:00Z'],
    ['2026-07-01', '08-11', '2026-06-30T05:00:00Z'],
    ['2026-03-29', '08-11', '2026-03-28T05:00:00Z'],
    ['2026-10-25', '08-11', '2026-10-24T06:00:00Z'],
  ] as const)(
    'starts the slot of %s %s at its Sofia hour (winter, summer, the days the clocks change): bookable until %s',
    (day, slot, lastChance) => {
      expect(checkSchedule(day, slot, new Date(lastChance))).toBeNull();
      const minuteLater = new Date(new Date(lastChance).getTime() + 60_000);
      expect(checkSchedule(day, slot, minuteLater)).toEqual({ property: 'timeSlot', error: 'error-slot-too-soon' });
    },
  );

  it.each([
    ['2026-01-15', '17-20', '2026-01-15T15:00:00Z', '2026-01-15T18:00:00Z'],
    ['2026-07-01', '08-11', '2026-07-01T05:00:00Z', '2026-07-01T08:00:00Z'],
    ['2026-03-29', '08-11', '2026-03-29T05:00:00Z', '2026-03-29T08:00:00Z'],
    ['2026-10-25', '17-20', '2026-10-25T15:00:00Z', '2026-10-25T18:00:00Z'],
  ] as const)('gives the slot of %s %s as its Sofia hours in UTC: %s to %s', (day, slot, start, end) => {
    expect(slotInterval(day, slot)).toEqual({ start: new Date(start), end: new Date(end) });
  });

  it('books a slot starting at least the lead time later, up to the horizon', () => {
    // Tomorrow 14:00 is 25.5 hours away; 11:00 only 22.5.
    expect(checkSchedule('2026-11-24', '14-17', now)).toBeNull();
    expect(checkSchedule('2026-11-24', '11-14', now)).toEqual({ property: 'timeSlot', error: 'error-slot-too-soon' });
    // Exactly the lead time is enough; a minute less is not.
    expect(checkSchedule('2026-11-24', '14-17', new Date('2026-11-23T12:00:00Z'))).toBeNull();
    expect(checkSchedule('2026-11-24', '14-17', new Date('2026-11-23T12:01:00Z'))).toEqual({ property: 'timeSlot', error: 'error-slot-too-soon' });
    expect(checkSchedule('2026-11-23', '17-20', now)).toEqual({ property: 'timeSlot', error: 'error-slot-too-soon' });
    expect(checkSchedule('2027-02-21', '08-11', now)).toBeNull();
    expect(checkSchedule('2027-02-22', '08-11', now)).toEqual({ property: 'date', error: 'error-date-too-far' });
  });

  it('refuses a day in the past and a day that does not exist', () => {
    expect(checkSchedule('2026-11-22', '14-17', now)).toEqual({ property: 'date', error: 'error-date-in-past' });
    expect(checkSchedule('2019-01-01', '14-17', now)).toEqual({ property: 'date', error: 'error-date-in-past' });
    for (const day of ['2026-02-30', '2026-13-01', '2026-1-5', '24.11.2026', '', '0099-01-01', '2026-11-24T10:00']) {
      expect(checkSchedule(day, '14-17', now)).toEqual({ property: 'date', error: 'error-date-format' });
    }
  });

  it('lists the bookable slots of a day', () => {
    expect(bookableSlots('2026-11-23', now)).toEqual([]);
    expect(bookableSlots('2026-11-24', now)).toEqual(['14-17', '17-20']);
    expect(bookableSlots('2026-11-25', now)).toEqual([...CLEANING_TIME_SLOTS]);
    expect(bookableSlots('2026-11-22', now)).toEqual([]);
    expect(bookableSlots('2027-03-01', now)).toEqual([]);
  });

  it('offers the days from the first with a bookable slot to the horizon', () => {
    expect(bookingWindow(now)).toEqual({ first: '2026-11-24', last: '2027-02-21' });
    // Late in the evening, tomorrow has no slot left 24 hours ahead.
    expect(bookingWindow(new Date('2026-11-23T18:30:00Z'))).toEqual({ first: '2026-11-25', last: '2027-02-21' });
    // Just after midnight in Sofia (still the day before in UTC), today is already the new day.
    expect(bookingWindow(new Date('2026-11-23T22:30:00Z'))).toEqual({ first: '2026-11-25', last: '2027-02-22' });
  });
});

describe('how a day and a slot read', () => {
  it('writes the day in the language, whatever the time zone', () => {
    expect(formatServiceDay('2026-11-24', 'en')).toBe('Tuesday, 24 November 2026');
    expect(formatServiceDay('2026-11-24', 'bg')).toBe('вторник, 24 ноември 2026 г.');
  });

  it('writes a slot as a range of hours', () => {
    expect(formatTimeSlot('08-11')).toBe('08:00–11:00');
    expect(formatTimeSlot('17-20')).toBe('17:00–20:00');
  });
});

describe('serviceGroupsOf: the contract catalogue for the cart', () => {
  it('keeps the groups and items, leaving out a severity or months the contract gives as null', () => {
    const base = { price: 1_000, type: 'regular' as const, unit: 'quantity' as const, minAmount: 1, maxAmount: 5 };
    const groups = serviceGroupsOf([
      {
        name: 'Rooms',
        items: [
          { ...base, serviceKey: 'room', name: 'Room', severity: 1, months: null },
          { ...base, serviceKey: 'weekly', name: 'Weekly', type: 'subscription', severity: null, months: 3 },
        ],
      },
    ]);
    expect(groups).toEqual([
      {
        name: 'Rooms',
        items: [
          { ...base, serviceKey: 'room', name: 'Room', severity: 1 },
          { ...base, serviceKey: 'weekly', name: 'Weekly', type: 'subscription', months: 3 },
        ],
      },
    ]);
    expect(groups[0]!.items[0]).not.toHaveProperty('months');
    expect(groups[0]!.items[1]).not.toHaveProperty('severity');
  });
});

describe('lineDetails: a line in words', () => {
  const t = (key: string, values: Record<string, string | number> = {}) => `${key}${JSON.stringify(values)}`;

  it('names the amount in its unit, then the months and the severity a line has', () => {
    expect(lineDetails({ unit: 'sqm', amount: 12, months: 2, severity: 3 }, t)).toBe(
      'services-unit-sqm{"amount":12}, services-months-count{"months":2}, services-severity-3{}',
    );
  });

  it('leaves out months and severity a line does not have (absent or null)', () => {
    expect(lineDetails({ unit: 'hours', amount: 3 }, t)).toBe('services-unit-hours{"amount":3}');
    expect(lineDetails({ unit: 'quantity', amount: 1, months: null, severity: null }, t)).toBe('services-unit-quantity{"amount":1}');
  });
});
