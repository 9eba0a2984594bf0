import {
  CLEANING_ERROR_KEYS,
  clearSelection,
  deselectService,
  emptyCleaningCart,
  isServiceSelected,
  lineCost,
  selectService,
  selectedServiceList,
  setServiceCatalog,
  severityMultiplier,
  updateSelection,
} from '../../domain/cleaning.ts';
import type { CleaningCart, CleaningResult, CleaningService, ServiceGroup } from '../../domain/cleaning.ts';

const windows: CleaningService = { serviceKey: 'windows', name: 'Windows', price: 250, type: 'regular', unit: 'quantity' };
const kitchen: CleaningService = { serviceKey: 'kitchen', name: 'Kitchen', price: 1999, type: 'regular', unit: 'hours' };
const floors: CleaningService = { serviceKey: 'floors', name: 'Floors', price: 150, type: 'regular', unit: 'sqm', severity: 2 };
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

function select(cart: CleaningCart, key: string, amount = 1): CleaningCart {
  return ok(selectService(cart, key, { amount }));
}

describe('severityMultiplier', () => {
  it.each([
    [2, 1.3],
    [3, 1.5],
    [1, 1],
    [0, 1],
    [4, 1],
    [-2, 1],
    [2.5, 1],
    [Number.NaN, 1],
    [undefined, 1],
  ])('level %p gives x%p', (level, multiplier) => {
    expect(severityMultiplier(level)).toBe(multiplier);
  });
});

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
    cart = ok(selectService(cart, 'kitchen', { amount: 3, severity: 3 }));
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

  it('drops every selection when the cleaning type changes', () => {
    const cart = select(catalogCart('one-time'), 'windows');
    const next = setServiceCatalog(cart, 'deep', groups);
    expect(next.cleaningType).toBe('deep');
    expect(next.selectedServices).toEqual({});
    expect(next.totalPrice).toBe(0);
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
    const cart = catalogCart();
    const result = selectService(cart, 'truck', { amount: 1e12 });
    expect(result.ok).toBe(false);
    expect(result.cart).toBe(cart);
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
    const cart = ok(selectService(catalogCart(), 'monthly', { amount: 2, months: 4, severity: 2 }));
    expect(cart.selectedServices.monthly?.lineTotal).toBe(52000);
    const months = ok(updateSelection(cart, 'monthly', { months: 1 }));
    expect(months.selectedServices.monthly).toMatchObject({ amount: 2, months: 1, severity: 2, lineTotal: 13000 });
    const severity = ok(updateSelection(months, 'monthly', { severity: 3 }));
    expect(severity.selectedServices.monthly).toMatchObject({ amount: 2, months: 1, severity: 3, lineTotal: 15000 });
    const same = ok(updateSelection(severity, 'monthly', {}));
    expect(same.selectedServices).toEqual(severity.selectedServices);
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
