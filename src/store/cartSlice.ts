/**
 * The shop cart (product §3 "Cart", 5 "Cart add", 9), persisted in localStorage by redux-persist.
 * The state is the domain's Cart and every reducer delegates to domain/cart.ts, so totals and
 * validation have one source.
 *
 * addToCart and changeQuantity are thunks that return the domain's validation message (one of
 * CART_ERRORS, shown by the caller) or null on success; a refused change leaves the cart as it
 * was. No error is kept in the state, so nothing transient is persisted.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import * as domainCart from '../../domain/cart.ts';
import type { Cart, CartError, CartLine, CartProductInput } from '../../domain/cart.ts';

interface CartRootState {
  cart: Cart;
}

type CartThunk<R> = ThunkAction<R, CartRootState, unknown, UnknownAction>;

interface AddToCartPayload {
  product: CartProductInput;
  quantity: number;
}

interface ChangeQuantityPayload {
  productId: number | string;
  quantity: number;
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: domainCart.emptyCart,
  reducers: {
    productAdded(state, action: PayloadAction<AddToCartPayload>) {
      const result = domainCart.addToCart(state, action.payload.product, action.payload.quantity);
      return result.ok ? result.cart : state;
    },
    quantityChanged(state, action: PayloadAction<ChangeQuantityPayload>) {
      const result = domainCart.changeQuantity(state, action.payload.productId, action.payload.quantity);
      return result.ok ? result.cart : state;
    },
    removeFromCart(state, action: PayloadAction<number | string>) {
      return domainCart.removeFromCart(state, action.payload);
    },
    /** A checkout refused for stock: each product cut to what is left, sold-out ones removed. */
    fitToStock(state, action: PayloadAction<readonly { productId: number; available: number }[]>) {
      return domainCart.fitToStock(state, action.payload);
    },
    /** Logout and a successful checkout empty the cart. */
    clearCart() {
      return domainCart.clearCart();
    },
  },
});

const { productAdded, quantityChanged } = cartSlice.actions;
export const { removeFromCart, clearCart, fitToStock } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

/** Adds `quantity` of a product; resolves to the validation message, or null when added. */
export function addToCart(product: CartProductInput, quantity: number): CartThunk<CartError | null> {
  return (dispatch, getState) => {
    const result = domainCart.addToCart(getState().cart, product, quantity);
    if (!result.ok) return result.error;
    dispatch(productAdded({ product, quantity }));
    return null;
  };
}

/** Sets a product's quantity (1–100); the validation message, or null when changed. */
export function changeQuantity(productId: number | string, quantity: number): CartThunk<CartError | null> {
  return (dispatch, getState) => {
    const result = domainCart.changeQuantity(getState().cart, productId, quantity);
    if (!result.ok) return result.error;
    dispatch(quantityChanged({ productId, quantity }));
    return null;
  };
}

export const selectCart = (state: CartRootState): Cart => state.cart;

/** Σ quantities: the header badge. */
export const selectCartCount = (state: CartRootState): number => domainCart.cartProductCount(state.cart);


/** Memoized per cart object, so components re-render only when the cart changes. */
const linesByCart = new WeakMap<Cart, CartLine[]>();
export const selectCartLines = (state: CartRootState): CartLine[] => {
  let lines = linesByCart.get(state.cart);
  if (lines === undefined) {
    lines = domainCart.cartLines(state.cart);
    linesByCart.set(state.cart, lines);
  }
  return lines;
};

export const selectCartQuantityOf =
  (productId: number | string) =>
  (state: CartRootState): number =>
    domainCart.findCartProduct(state.cart, productId)?.quantity ?? 0;
