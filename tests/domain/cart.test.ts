import {
  CART_ERRORS,
  addToCart,
  cartLines,
  cartProductCount,
  changeQuantity,
  clearCart,
  deliveryOf,
  emptyCart,
  findCartProduct,
  fitToStock,
  grossLineTotals,
  removeFromCart,
  unitPrice,
  vendorGroupTotal,
} from '../../domain/cart.ts';
import { grossOf } from '../../domain/money.ts';
import type { Cart, CartProductInput, CartResult } from '../../domain/cart.ts';

const furniture = { id: 1, name: 'Мебели ООД', deliveryPrice: 500 };
const lamps = { id: 2, name: 'Lamps Ltd' }; // no deliveryPrice: free delivery

const sofa: CartProductInput = { id: 10, title: 'Диван', price: 10000, image: 'sofa.jpg', vendor: furniture };
const chair: CartProductInput = { id: 11, title: 'Стол', price: 2500, promoPrice: 2000, vendor: furniture };
const lamp: CartProductInput = { id: 20, title: 'Lamp', price: 1999, vendor: lamps };

function ok(result: CartResult): Cart {
  if (!result.ok) throw new Error(`expected ok, got ${result.error}`);
  return result.cart;
}

function add(cart: Cart, product: CartProductInput, quantity: number): Cart {
  return ok(addToCart(cart, product, quantity));
}

describe('emptyCart / clearCart', () => {
  it('starts with no groups and zero totals', () => {
    expect(emptyCart()).toEqual({ vendors: {}, totalOrderAmount: 0, totalDeliveryAmount: 0, totalProductCount: 0 });
  });

  it('clearCart empties a filled cart', () => {
    const cart = add(add(emptyCart(), sofa, 2), lamp, 1);
    expect(cart.totalProductCount).toBe(3);
    expect(clearCart()).toEqual(emptyCart());
  });
});

describe('unitPrice', () => {
  it('uses price when there is no promotion (undefined or null)', () => {
    expect(unitPrice({ price: 1000 })).toBe(1000);
    expect(unitPrice({ price: 1000, promoPrice: null })).toBe(1000);
  });

  it('uses promoPrice when present, including 0 (free)', () => {
    expect(unitPrice({ price: 1000, promoPrice: 800 })).toBe(800);
    expect(unitPrice({ price: 1000, promoPrice: 0 })).toBe(0);
  });
});

describe('deliveryOf', () => {
  it('is the vendor delivery price, 0 when absent or null', () => {
    expect(deliveryOf({ deliveryPrice: 350 })).toBe(350);
    expect(deliveryOf({})).toBe(0);
    expect(deliveryOf({ deliveryPrice: null })).toBe(0);
  });
});

describe('addToCart validation', () => {
  const cases: [string, CartProductInput, unknown, string][] = [
    ['missing id', { ...sofa, id: undefined }, 1, CART_ERRORS.idRequired],
    ['null id', { ...sofa, id: null }, 1, CART_ERRORS.idRequired],
    ['NaN id', { ...sofa, id: Number.NaN }, 1, CART_ERRORS.idRequired],
    ['missing quantity', sofa, undefined, CART_ERRORS.quantityRequired],
    ['null quantity', sofa, null, CART_ERRORS.quantityRequired],
    ['string quantity', sofa, '2', CART_ERRORS.quantityRequired],
    ['NaN quantity', sofa, Number.NaN, CART_ERRORS.quantityRequired],
    ['missing vendor', { ...sofa, vendor: undefined }, 1, CART_ERRORS.vendorRequired],
    ['null vendor', { ...sofa, vendor: null }, 1, CART_ERRORS.vendorRequired],
    ['vendor without id', { ...sofa, vendor: { name: 'X' } }, 1, CART_ERRORS.vendorRequired],
    ['vendor with null id', { ...sofa, vendor: { id: null, name: 'X' } }, 1, CART_ERRORS.vendorRequired],
    ['quantity 101', sofa, 101, CART_ERRORS.quantityTooLarge],
    ['quantity Infinity', sofa, Number.POSITIVE_INFINITY, CART_ERRORS.quantityTooLarge],
    ['quantity 100.5', sofa, 100.5, CART_ERRORS.quantityTooLarge],
    ['quantity 0', sofa, 0, CART_ERRORS.quantityTooSmall],
    ['quantity -1', sofa, -1, CART_ERRORS.quantityTooSmall],
    ['quantity 0.5', sofa, 0.5, CART_ERRORS.quantityTooSmall],
    ['fractional quantity inside the range', sofa, 1.5, CART_ERRORS.quantityRequired],
  ];

  it.each(cases)('%s is refused', (_name, product, quantity, error) => {
    expect(addToCart(emptyCart(), product, quantity as number)).toEqual({ ok: false, error });
  });

  it('checks in the order of product §5: id, then quantity, then vendor, then range', () => {
    expect(addToCart(emptyCart(), { title: 'x', price: 1 }, Number.NaN)).toEqual({ ok: false, error: CART_ERRORS.idRequired });
    expect(addToCart(emptyCart(), { id: 1, title: 'x', price: 1 }, Number.NaN)).toEqual({
      ok: false,
      error: CART_ERRORS.quantityRequired,
    });
    expect(addToCart(emptyCart(), { id: 1, title: 'x', price: 1 }, 500)).toEqual({ ok: false, error: CART_ERRORS.vendorRequired });
  });

  it('uses the exact messages of product §5', () => {
    expect(Object.values(CART_ERRORS).sort()).toEqual(
      [
        'Product ID is required',
        'Product quantity cannot be greater than 100',
        'Product quantity cannot be less than 1',
        'Product quantity is required',
        'Product vendor is required',
      ].sort(),
    );
  });

  it.each([1, 100])('accepts quantity %i', (quantity) => {
    const cart = add(emptyCart(), sofa, quantity);
    expect(findCartProduct(cart, 10)?.quantity).toBe(quantity);
  });

  it('accepts vendor id 0 and product id 0 (present, if unusual)', () => {
    const cart = add(emptyCart(), { id: 0, title: 'x', price: 100, vendor: { id: 0, name: 'V' } }, 1);
    expect(Object.keys(cart.vendors)).toEqual(['0']);
    expect(findCartProduct(cart, 0)?.quantity).toBe(1);
  });
});

describe('addToCart', () => {
  it('creates the vendor group and computes its totals', () => {
    const cart = add(emptyCart(), sofa, 2);
    const group = cart.vendors['1'];
    expect(group?.vendor).toEqual({ id: 1, name: 'Мебели ООД', deliveryPrice: 500 });
    expect(group?.products['10']).toEqual({
      id: 10,
      title: 'Диван',
      price: 10000,
      promoPrice: null,
      image: 'sofa.jpg',
      vendor: { id: 1, name: 'Мебели ООД', deliveryPrice: 500 },
      quantity: 2,
    });
    expect(group?.totalAmount).toBe(20000);
    expect(group?.totalTaxes).toBe(4000);
    expect(cart.totalDeliveryAmount).toBe(500);
    expect(cart.totalOrderAmount).toBe(20000 + 4000 + 500);
    expect(cart.totalProductCount).toBe(2);
  });

  it('keeps only the cart fields of the product, its categories as their ids', () => {
    const withExtras = { ...lamp, categories: [{ id: 3, name: 'Лампи' }], description: 'long text' };
    const cart = add(emptyCart(), withExtras, 1);
    expect(Object.keys(findCartProduct(cart, 20) ?? {}).sort()).toEqual(
      ['categoryIds', 'id', 'image', 'price', 'promoPrice', 'quantity', 'title', 'vendor'].sort(),
    );
    expect(findCartProduct(cart, 20)?.categoryIds).toEqual([3]);
  });

  it('puts a second product of the same vendor in the same group', () => {
    const cart = add(add(emptyCart(), sofa, 1), chair, 3);
    expect(Object.keys(cart.vendors)).toEqual(['1']);
    expect(Object.keys(cart.vendors['1']?.products ?? {})).toEqual(['10', '11']);
    // 10000 + 3 × 2000 (promo) = 16000; VAT 3200; delivery 500 once per group
    expect(cart.vendors['1']?.totalAmount).toBe(16000);
    expect(cart.vendors['1']?.totalTaxes).toBe(3200);
    expect(cart.totalOrderAmount).toBe(16000 + 3200 + 500);
    expect(cart.totalDeliveryAmount).toBe(500);
    expect(cart.totalProductCount).toBe(4);
  });

  it('keeps two vendors apart, each with its own VAT and delivery', () => {
    const cart = add(add(emptyCart(), sofa, 1), lamp, 2);
    expect(Object.keys(cart.vendors)).toEqual(['1', '2']);
    expect(cart.vendors['2']?.totalAmount).toBe(3998);
    expect(cart.vendors['2']?.totalTaxes).toBe(800); // 799.6 → 800
    expect(cart.totalDeliveryAmount).toBe(500); // lamps deliver for free
    expect(cart.totalOrderAmount).toBe(10000 + 2000 + 500 + (3998 + 800 + 0));
    expect(cart.totalProductCount).toBe(3);
  });

  it('a promo price of 0 makes the product free but still counted', () => {
    const gift: CartProductInput = { id: 30, title: 'Gift', price: 1500, promoPrice: 0, vendor: lamps };
    const cart = add(emptyCart(), gift, 4);
    expect(cart.vendors['2']?.totalAmount).toBe(0);
    expect(cart.vendors['2']?.totalTaxes).toBe(0);
    expect(cart.totalOrderAmount).toBe(0);
    expect(cart.totalProductCount).toBe(4);
  });

  it('a vendor with null deliveryPrice adds no delivery', () => {
    const cart = add(emptyCart(), { ...lamp, vendor: { ...lamps, deliveryPrice: null } }, 1);
    expect(cart.totalDeliveryAmount).toBe(0);
    expect(cart.totalOrderAmount).toBe(1999 + 400);
  });

  it('adding a product already in the cart adds to its quantity', () => {
    const cart = add(add(emptyCart(), sofa, 40), sofa, 60);
    expect(findCartProduct(cart, 10)?.quantity).toBe(100);
    expect(cart.totalProductCount).toBe(100);
    expect(cart.vendors['1']?.totalAmount).toBe(1_000_000);
  });

  it('refuses a sum above 100 and leaves the cart unchanged', () => {
    const before = add(emptyCart(), sofa, 60);
    expect(addToCart(before, sofa, 41)).toEqual({ ok: false, error: CART_ERRORS.quantityTooLarge });
    expect(findCartProduct(before, 10)?.quantity).toBe(60);
  });

  it('keeps the group vendor first seen (a later add cannot change the delivery of other lines)', () => {
    const first = add(emptyCart(), sofa, 1);
    const cart = add(first, { ...chair, vendor: { ...furniture, deliveryPrice: 900 } }, 1);
    expect(cart.totalDeliveryAmount).toBe(500);
    expect(findCartProduct(cart, 11)?.vendor.deliveryPrice).toBe(500);
  });

  it('re-adding an existing product keeps its stored data and group', () => {
    const first = add(emptyCart(), sofa, 1);
    const cart = add(first, { ...sofa, price: 1, vendor: lamps }, 2);
    expect(Object.keys(cart.vendors)).toEqual(['1']);
    expect(findCartProduct(cart, 10)).toMatchObject({ price: 10000, quantity: 3 });
  });
});

describe('VAT rounding half up per vendor group', () => {
  // 20 % of whole cents is a multiple of 0.2, so it never ends in exactly .5; these cases cover
  // both sides of the half and the exact cent.
  it.each([
    [1, 0], // 0.2
    [2, 0], // 0.4
    [3, 1], // 0.6
    [5, 1], // 1.0
    [7, 1], // 1.4
    [8, 2], // 1.6
    [1999, 400], // 399.8
    [12345, 2469], // 2469.0
    [12347, 2469], // 2469.4
    [12348, 2470], // 2469.6
  ])('net %i cents → VAT %i', (net, vat) => {
    const cart = add(emptyCart(), { id: 1, title: 'x', price: net, vendor: lamps }, 1);
    expect(cart.vendors['2']?.totalTaxes).toBe(vat);
    expect(cart.totalOrderAmount).toBe(net + vat);
  });

  it('rounds the group total, not each line', () => {
    // two lines of 3 cents: per line 0.6 → 1 each would give 2; on the 6-cent total it is 1.2 → 1
    let cart = add(emptyCart(), { id: 1, title: 'a', price: 3, vendor: lamps }, 1);
    cart = add(cart, { id: 2, title: 'b', price: 3, vendor: lamps }, 1);
    expect(cart.vendors['2']?.totalTaxes).toBe(1);
  });
});

describe('changeQuantity', () => {
  const base = add(add(emptyCart(), sofa, 2), lamp, 1);

  it('sets the quantity and recomputes the totals', () => {
    const cart = ok(changeQuantity(base, 10, 5));
    expect(findCartProduct(cart, 10)?.quantity).toBe(5);
    expect(cart.vendors['1']?.totalAmount).toBe(50000);
    expect(cart.vendors['1']?.totalTaxes).toBe(10000);
    expect(cart.totalProductCount).toBe(6);
    expect(cart.totalOrderAmount).toBe(50000 + 10000 + 500 + 1999 + 400);
  });

  it('accepts a string id (an object key)', () => {
    expect(findCartProduct(ok(changeQuantity(base, '20', 3)), 20)?.quantity).toBe(3);
  });

  it.each([
    [0, CART_ERRORS.quantityTooSmall],
    [-3, CART_ERRORS.quantityTooSmall],
    [101, CART_ERRORS.quantityTooLarge],
    [Number.NaN, CART_ERRORS.quantityRequired],
    [undefined, CART_ERRORS.quantityRequired],
    [2.5, CART_ERRORS.quantityRequired],
  ])('refuses quantity %p', (quantity, error) => {
    expect(changeQuantity(base, 10, quantity as number)).toEqual({ ok: false, error });
  });

  it.each([1, 100])('accepts quantity %i', (quantity) => {
    expect(findCartProduct(ok(changeQuantity(base, 10, quantity)), 10)?.quantity).toBe(quantity);
  });

  it('returns the same cart, ok, for a product that is not in the cart', () => {
    const result = changeQuantity(base, 999, 3);
    expect(result).toEqual({ ok: true, cart: base });
    expect(result.ok && result.cart).toBe(base);
  });

  it('still validates the quantity for an unknown product', () => {
    expect(changeQuantity(base, 999, 0)).toEqual({ ok: false, error: CART_ERRORS.quantityTooSmall });
  });
});

describe('removeFromCart', () => {
  const base = add(add(add(emptyCart(), sofa, 2), chair, 1), lamp, 1);

  it('removes one product and recomputes the group', () => {
    const cart = removeFromCart(base, 10);
    expect(findCartProduct(cart, 10)).toBeUndefined();
    expect(cart.vendors['1']?.totalAmount).toBe(2000);
    expect(cart.vendors['1']?.totalTaxes).toBe(400);
    expect(cart.totalProductCount).toBe(2);
    expect(cart.totalOrderAmount).toBe(2000 + 400 + 500 + 1999 + 400);
  });

  it('drops a vendor group when its last product goes, with its delivery', () => {
    const cart = removeFromCart(base, '20');
    expect(Object.keys(cart.vendors)).toEqual(['1']);
    const emptied = removeFromCart(removeFromCart(cart, 10), 11);
    expect(emptied).toEqual(emptyCart());
  });

  it('returns the same cart for an unknown product', () => {
    expect(removeFromCart(base, 12345)).toBe(base);
  });
});

describe('read helpers', () => {
  const cart = add(add(add(emptyCart(), lamp, 2), sofa, 1), chair, 3);

  it('cartProductCount is the sum of quantities', () => {
    expect(cartProductCount(cart)).toBe(6);
    expect(cartProductCount(emptyCart())).toBe(0);
  });

  it('cartLines lists every line in vendor id then product id order with its price', () => {
    expect(cartLines(cart).map((line) => [line.vendor.id, line.product.id, line.unitPrice, line.lineTotal])).toEqual([
      [1, 10, 10000, 10000],
      [1, 11, 2000, 6000],
      [2, 20, 1999, 3998],
    ]);
    expect(cartLines(emptyCart())).toEqual([]);
  });

  it('vendorGroupTotal is products + VAT + delivery', () => {
    const [furnitureGroup, lampsGroup] = Object.values(cart.vendors);
    expect(furnitureGroup && vendorGroupTotal(furnitureGroup)).toBe(16000 + 3200 + 500);
    expect(lampsGroup && vendorGroupTotal(lampsGroup)).toBe(3998 + 800);
    expect(cart.totalOrderAmount).toBe(16000 + 3200 + 500 + 3998 + 800);
  });

  it('findCartProduct finds a product in any group, or undefined', () => {
    expect(findCartProduct(cart, 20)?.title).toBe('Lamp');
    expect(findCartProduct(cart, 21)).toBeUndefined();
  });
});

describe('grossLineTotals', () => {
  it('shares the group VAT, rounded once, among the lines on their running total', () => {
    // Three lines of 3 cents: the group's VAT is vatOf(9) = 2, not 3 × vatOf(3) = 3.
    expect(grossLineTotals([3, 3, 3])).toEqual([4, 3, 4]);
    expect(grossLineTotals([1999])).toEqual([grossOf(1999)]);
    expect(grossLineTotals([])).toEqual([]);
  });
});

describe('fitToStock', () => {
  it('sets each short product to what is left and removes the sold-out ones, leaving the others', () => {
    let cart = emptyCart();
    for (const [product, quantity] of [[sofa, 5], [{ ...sofa, id: 11 }, 2], [{ ...sofa, id: 12 }, 1]] as const) {
      const added = addToCart(cart, product, quantity);
      if (!added.ok) throw new Error(added.error);
      cart = added.cart;
    }
    const fitted = fitToStock(cart, [
      { productId: 10, available: 3 },
      { productId: 11, available: 0 },
    ]);
    expect(cartLines(fitted).map((line) => [line.product.id, line.product.quantity])).toEqual([
      [10, 3],
      [12, 1],
    ]);
    expect(fitted.totalProductCount).toBe(4);
  });

  it('leaves the cart as it is for a shortage of a product it no longer holds', () => {
    const added = addToCart(emptyCart(), sofa, 2);
    if (!added.ok) throw new Error(added.error);
    expect(fitToStock(added.cart, [{ productId: 99, available: 1 }])).toEqual(added.cart);
  });
});
