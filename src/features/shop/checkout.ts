/**
 * The checkout form (POST /api/order): contact, delivery address and a note, validated with the
 * domain's field rules (domain/validation/fields.ts) as the other forms are. The body carries
 * the cart's lines with their vendor and prices, which the server ignores: it reprices every
 * line, and the order it answers carries its own totals.
 */
import { object, string } from 'yup';
import type { ObjectSchema } from 'yup';
import type { Cart } from '../../../domain/cart.ts';
import { cartLines } from '../../../domain/cart.ts';
import { ERROR_KEYS, emailRules, phoneRules, requiredTextRules, textInputRules } from '../../../domain/validation/fields.ts';
import type { OrderInput } from './api.ts';

export interface CheckoutValues {
  name: string;
  phone: string;
  email: string;
  /** A city id from GET /api/location/city, as the select's text. */
  cityId: string;
  street: string;
  note: string;
}

export const checkoutInitialValues: CheckoutValues = { name: '', phone: '', email: '', cityId: '', street: '', note: '' };

export const checkoutSchema: ObjectSchema<CheckoutValues> = object({
  name: requiredTextRules({ minLength: 2 }),
  phone: phoneRules(),
  email: emailRules(),
  cityId: string().required(ERROR_KEYS.required),
  street: requiredTextRules({ minLength: 3 }),
  note: textInputRules().default(''),
});

export function toOrderInput(cart: Cart, values: CheckoutValues): OrderInput {
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
const FORM_FIELDS: Record<string, keyof CheckoutValues> = {
  'contact.name': 'name',
  'contact.phone': 'phone',
  'contact.email': 'email',
  'address.cityId': 'cityId',
  'address.street': 'street',
  note: 'note',
};

export interface CheckoutServerErrors {
  /** Errors the form shows under its fields. */
  fields: Partial<Record<keyof CheckoutValues, string>>;
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
