import fc from 'fast-check';
import {
  CART_ERRORS,
  addToCart,
  cartLines,
  changeQuantity,
  clearCart,
  deliveryOf,
  emptyCart,
  removeFromCart,
  unitPrice,
} from '../../domain/cart.ts';
import type { Cart, CartProductInput, CartResult, CartVendor } from '../../domain/cart.ts';
import { grossOf, vatOf } from '../../domain/money.ts';

const vendors: CartVendor[] = [
  { id: 1, name: 'With delivery', deliveryPrice: 490 },
  { id: 2, name: 'No delivery field' },
  { id: 3, name: 'Null delivery', deliveryPrice: null },
  { id: 4, name: 'Free delivery', deliveryPrice: 0 },
];

const productArb: fc.Arbitrary<CartProductInput> = fc.record({
  id: fc.integer({ min: 1, max: 12 }),
  title: fc.string(),
  price: fc.integer({ min: 0, max: 500_000 }),
  promoPrice: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }),
  vendor: fc.constantFrom(...vendors),
});

// Valid quantities are frequent; invalid ones (0, negatives, > 100, fractions, NaN) appear too.
const quantityArb = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 100 }) },
  { weight: 2, arbitrary: fc.integer({ min: -5, max: 0 }) },
  { weight: 2, arbitrary: fc.integer({ min: 101, max: 300 }) },
  { weight: 1, arbitrary: fc.constantFrom(Number.NaN, 1.5, 99.9, Number.POSITIVE_INFINITY) },
);

type Op =
  | { kind: 'add'; product: CartProductInput; quantity: number }
  | { kind: 'change'; id: number; quantity: number }
  | { kind: 'remove'; id: number }
  | { kind: 'clear' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('add' as const), product: productArb, quantity: quantityArb }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('change' as const), id: fc.integer({ min: 1, max: 14 }), quantity: quantityArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), id: fc.integer({ min: 1, max: 14 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'clear' as const }) },
);

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function apply(cart: Cart, op: Op): { cart: Cart; result?: CartResult } {
  switch (op.kind) {
    case 'add': {
      const result = addToCart(cart, op.product, op.quantity);
      return { cart: result.ok ? result.cart : cart, result };
    }
    case 'change': {
      const result = changeQuantity(cart, op.id, op.quantity);
      return { cart: result.ok ? result.cart : cart, result };
    }
    case 'remove':
      return { cart: removeFromCart(cart, op.id) };
    case 'clear':
      return { cart: clearCart() };
  }
}

/** Expected outcome from a model that knows only product id → quantity. */
function expectedError(model: Map<number, number>, op: Op): string | undefined {
  if (op.kind !== 'add' && op.kind !== 'change') return undefined;
  const q = op.quantity;
  if (Number.isNaN(q)) return CART_ERRORS.quantityRequired;
  if (q > 100) return CART_ERRORS.quantityTooLarge;
  if (q < 1) return CART_ERRORS.quantityTooSmall;
  if (!Number.isInteger(q)) return CART_ERRORS.quantityRequired;
  if (op.kind === 'add' && (model.get(op.product.id as number) ?? 0) + q > 100) return CART_ERRORS.quantityTooLarge;
  return undefined;
}

function updateModel(model: Map<number, number>, op: Op): void {
  switch (op.kind) {
    case 'add':
      model.set(op.product.id as number, (model.get(op.product.id as number) ?? 0) + op.quantity);
      break;
    case 'change':
      if (model.has(op.id)) model.set(op.id, op.quantity);
      break;
    case 'remove':
      model.delete(op.id);
      break;
    case 'clear':
      model.clear();
      break;
  }
}

function checkInvariants(cart: Cart): void {
  let order = 0;
  let delivery = 0;
  let count = 0;
  for (const group of Object.values(cart.vendors)) {
    const products = Object.values(group.products);
    expect(products.length).toBeGreaterThan(0);
    const amount = products.reduce((sum, p) => sum + unitPrice(p) * p.quantity, 0);
    expect(group.totalAmount).toBe(amount);
    expect(group.totalTaxes).toBe(vatOf(amount));
    delivery += deliveryOf(group.vendor);
    order += amount + vatOf(amount) + deliveryOf(group.vendor);
    for (const p of products) {
      expect(Number.isInteger(p.quantity)).toBe(true);
      expect(p.quantity).toBeGreaterThanOrEqual(1);
      expect(p.quantity).toBeLessThanOrEqual(100);
      expect(p.vendor.id).toBe(group.vendor.id);
      count += p.quantity;
    }
  }
  expect(cart.totalOrderAmount).toBe(order);
  expect(cart.totalDeliveryAmount).toBe(delivery);
  expect(cart.totalProductCount).toBe(count);
  expect(cartLines(cart).reduce((sum, line) => sum + line.lineTotal, 0)).toBe(
    Object.values(cart.vendors).reduce((sum, g) => sum + g.totalAmount, 0),
  );
}

function build(ops: Op[]): Cart {
  return ops.reduce((cart, op) => apply(cart, op).cart, emptyCart());
}

describe('cart properties', () => {
  it('every operation keeps totals equal to their lines and quantities within 1–100, as the model predicts', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        let cart = emptyCart();
        const model = new Map<number, number>();
        for (const op of ops) {
          const error = expectedError(model, op);
          const next = apply(cart, op);
          if (next.result) {
            expect(next.result).toEqual(error === undefined ? { ok: true, cart: next.cart } : { ok: false, error });
          }
          if (error === undefined) updateModel(model, op);
          cart = next.cart;
          checkInvariants(cart);
          const quantities = new Map(cartLines(cart).map((line) => [line.product.id, line.product.quantity]));
          expect(quantities).toEqual(model);
        }
      }),
    );
  });

  it('no operation mutates its inputs', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 20 }), opArb, (ops, op) => {
        const cart = build(ops);
        const cartCopy = structuredClone(cart);
        const opCopy = structuredClone(op);
        deepFreeze(cart);
        deepFreeze(op);
        apply(cart, op); // a write to a frozen object throws in strict mode
        expect(cart).toEqual(cartCopy);
        expect(op).toEqual(opCopy);
      }),
    );
  });

  it('adding a new product then removing it gives back the same cart', () => {
    fc.assert(
      fc.property(
        fc.array(opArb, { maxLength: 30 }),
        productArb,
        fc.integer({ min: 1, max: 100 }),
        (ops, product, quantity) => {
          const cart = build(ops);
          const fresh = { ...product, id: 1000 + (product.id as number) }; // never in the cart
          const result = addToCart(cart, fresh, quantity);
          expect(result.ok).toBe(true);
          const added = (result as { ok: true; cart: Cart }).cart;
          expect(added.totalProductCount).toBe(cart.totalProductCount + quantity);
          const back = removeFromCart(added, fresh.id);
          expect(back).toEqual(cart);
          expect(back.totalOrderAmount).toBe(cart.totalOrderAmount);
          expect(back.totalDeliveryAmount).toBe(cart.totalDeliveryAmount);
        },
      ),
    );
  });

  it('a refused operation leaves the cart as it was', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 20 }), productArb, fc.integer({ min: 101, max: 1000 }), (ops, product, quantity) => {
        const cart = build(ops);
        const copy = structuredClone(cart);
        expect(addToCart(cart, product, quantity).ok).toBe(false);
        expect(changeQuantity(cart, product.id as number, 1 - quantity).ok).toBe(false);
        expect(cart).toEqual(copy);
      }),
    );
  });

  it("the prices with VAT shown per line add up to each vendor group's total with VAT, to the cent", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const cart = build(ops);
        const lines = cartLines(cart);
        for (const group of Object.values(cart.vendors)) {
          const own = lines.filter((line) => line.vendor.id === group.vendor.id);
          expect(own.reduce((sum, line) => sum + line.grossTotal, 0)).toBe(group.totalAmount + group.totalTaxes);
          // Each line's share stays within a cent of its own net price with 20 %.
          for (const line of own) expect(Math.abs(line.grossTotal - line.lineTotal * 1.2)).toBeLessThan(1);
          // One unit alone costs what its card shows: the unit price with VAT.
          if (own.length === 1 && own[0]!.product.quantity === 1) expect(own[0]!.grossTotal).toBe(grossOf(own[0]!.unitPrice));
        }
      }),
    );
  });
});
