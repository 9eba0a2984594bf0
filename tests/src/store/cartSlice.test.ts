import { CART_ERRORS, CART_MAX_QUANTITY, emptyCart } from '../../../domain/index.ts';
import { makeStore } from '../../../src/store/store.ts';
import {
  addToCart,
  cartReducer,
  changeQuantity,
  clearCart,
  removeFromCart,
  selectCart,
  selectCartCount,
  selectCartLines,
  selectCartQuantityOf,
} from '../../../src/store/cartSlice.ts';

const vendorA = { id: 1, name: 'Dabrava', deliveryPrice: 900 };
const vendorB = { id: 2, name: 'Light shop' };
const sofa = { id: 10, title: 'Sofa', price: 50_000, vendor: vendorA };
const lamp = { id: 20, title: 'Lamp', price: 2_500, promoPrice: 2_000, vendor: vendorB };
const chair = { id: 11, title: 'Chair', price: 10_000, vendor: vendorA };

describe('cart slice', () => {
  it('starts as the domain empty cart', () => {
    expect(cartReducer(undefined, { type: 'init' })).toEqual(emptyCart());
  });

  it('adding a product creates its vendor group with the domain totals', () => {
    const store = makeStore();
    expect(store.dispatch(addToCart(sofa, 1))).toBeNull();
    expect(store.dispatch(addToCart(chair, 2))).toBeNull();
    expect(store.dispatch(addToCart(lamp, 1))).toBeNull();

    const cart = selectCart(store.getState());
    expect(Object.keys(cart.vendors).sort()).toEqual(['1', '2']);
    expect(Object.keys(cart.vendors['1']?.products ?? {}).sort()).toEqual(['10', '11']);
    expect(cart.vendors['1']?.totalAmount).toBe(70_000);
    expect(cart.vendors['1']?.totalTaxes).toBe(14_000);
    // The promo price is the one charged.
    expect(cart.vendors['2']?.totalAmount).toBe(2_000);
    expect(cart.totalDeliveryAmount).toBe(900);
    expect(cart.totalOrderAmount).toBe(70_000 + 14_000 + 900 + 2_000 + 400);
    expect(selectCartCount(store.getState())).toBe(4);
    expect(selectCartLines(store.getState()).map((line) => line.product.id)).toEqual([10, 11, 20]);
  });

  it('returns the validation message and leaves the cart unchanged when the domain refuses', () => {
    const store = makeStore();
    expect(store.dispatch(addToCart({ ...sofa, vendor: null }, 1))).toBe(CART_ERRORS.vendorRequired);
    expect(store.dispatch(addToCart({ ...sofa, id: null }, 1))).toBe(CART_ERRORS.idRequired);
    expect(store.dispatch(addToCart(sofa, 0))).toBe(CART_ERRORS.quantityTooSmall);
    expect(store.dispatch(addToCart(sofa, CART_MAX_QUANTITY + 1))).toBe(CART_ERRORS.quantityTooLarge);
    expect(selectCartCount(store.getState())).toBe(0);
  });

  it('limits a product to 100 in total', () => {
    const store = makeStore();
    store.dispatch(addToCart(sofa, 60));
    expect(store.dispatch(addToCart(sofa, 41))).toBe(CART_ERRORS.quantityTooLarge);
    expect(selectCartQuantityOf(10)(store.getState())).toBe(60);
    expect(store.dispatch(addToCart(sofa, 40))).toBeNull();
    expect(selectCartQuantityOf(10)(store.getState())).toBe(100);
  });

  it('changes a quantity within 1–100 only', () => {
    const store = makeStore();
    store.dispatch(addToCart(lamp, 1));
    expect(store.dispatch(changeQuantity(20, 5))).toBeNull();
    expect(selectCartQuantityOf(20)(store.getState())).toBe(5);
    expect(store.dispatch(changeQuantity(20, 0))).toBe(CART_ERRORS.quantityTooSmall);
    expect(store.dispatch(changeQuantity(20, 101))).toBe(CART_ERRORS.quantityTooLarge);
    expect(selectCartQuantityOf(20)(store.getState())).toBe(5);
  });

  it('removes a product, dropping an emptied vendor group', () => {
    const store = makeStore();
    store.dispatch(addToCart(sofa, 1));
    store.dispatch(addToCart(lamp, 1));
    store.dispatch(removeFromCart(20));
    expect(Object.keys(selectCart(store.getState()).vendors)).toEqual(['1']);
    expect(selectCartCount(store.getState())).toBe(1);
  });

  it('clears the cart', () => {
    const store = makeStore();
    store.dispatch(addToCart(sofa, 2));
    store.dispatch(clearCart());
    expect(selectCart(store.getState())).toEqual(emptyCart());
  });

  it('keeps derived lists stable while the cart is unchanged', () => {
    const store = makeStore();
    store.dispatch(addToCart(sofa, 1));
    expect(selectCartLines(store.getState())).toBe(selectCartLines(store.getState()));
  });
});
