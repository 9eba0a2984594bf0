/**
 * The checkout form's body (POST /api/order) and the server's refusals by field; the form's
 * values and rules are the domain's (domain/validation/checkout.ts). The body carries the cart's
 * lines with their vendor and prices, which the server ignores: it reprices every line, and the
 * order it answers carries its own totals.
 */
import type { Cart } from '../../../domain/cart.ts';
import { cartLines } from '../../../domain/cart.ts';
import type { CheckoutFormValues } from '../../../domain/validation/checkout.ts';
import type { OrderInput, StockShortage } from './api.ts';

export function toOrderInput(cart: Cart, values: CheckoutFormValues): OrderInput {
  const note = values.note.trim();
  return {
    items: cartLines(cart).map(({ product, vendor }) => ({
      productId: product.id,
      quantity: product.quantity,
      vendorId: vendor.id,
      price: product.price,
      promoPrice: product.promoPrice,
    })),
    contact: { name: values.name.trim(), phone: values.phone.trim(), email: values.email.trim() },
    address: { cityId: Number(values.cityId), street: values.street.trim() },
    ...(note === '' ? {} : { note }),
    totalOrderAmount: cart.totalOrderAmount,
    totalDeliveryAmount: cart.totalDeliveryAmount,
    totalProductCount: cart.totalProductCount,
  };
}

/** The server's field names (dotted, e.g. `contact.email`) → the form's. */
const FORM_FIELDS: Record<string, keyof CheckoutFormValues> = {
  'contact.name': 'name',
  'contact.phone': 'phone',
  'contact.email': 'email',
  'address.cityId': 'cityId',
  'address.street': 'street',
  note: 'note',
};

export interface CheckoutServerErrors {
  /** Errors the form shows under its fields. */
  fields: Partial<Record<keyof CheckoutFormValues, string>>;
  /** Indexes of cart lines (in cartLines order) the server refused, e.g. a product gone. */
  lines: number[];
}

export function checkoutErrorsFromServer(errors: Record<string, string>): CheckoutServerErrors {
  const result: CheckoutServerErrors = { fields: {}, lines: [] };
  for (const [property, message] of Object.entries(errors)) {
    const field = FORM_FIELDS[property];
    if (field !== undefined) {
      result.fields[field] ??= message;
      continue;
    }
    const line = /^items\.(\d+)\./.exec(property);
    if (line && !result.lines.includes(Number(line[1]))) result.lines.push(Number(line[1]));
  }
  return result;
}

function isShortage(value: unknown): value is StockShortage {
  if (typeof value !== 'object' || value === null) return false;
  const { productId, title, available } = value as Record<string, unknown>;
  return typeof productId === 'number' && typeof title === 'string' && typeof available === 'number';
}

/** The products a checkout was refused for (its 409's `shortages`), each with how many are left; [] otherwise. */
export function stockShortagesOf(error: unknown): StockShortage[] {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  const shortages = typeof data === 'object' && data !== null && 'shortages' in data ? data.shortages : undefined;
  return Array.isArray(shortages) ? shortages.filter(isShortage) : [];
}
