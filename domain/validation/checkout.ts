/**
 * The shop's checkout form (POST /api/order): contact, delivery address and a note, with the
 * shared field rules. The body it becomes carries the cart's lines, which the browser app builds
 * (src/features/shop/checkout.ts); the server reprices every line.
 */
import { object, string } from 'yup';
import type { ObjectSchema } from 'yup';
import { NAME_MIN_LENGTH, STREET_MIN_LENGTH } from '../constants.ts';
import { ERROR_KEYS, emailRules, phoneRules, requiredTextRules, textInputRules } from './fields.ts';

export interface CheckoutFormValues {
  name: string;
  phone: string;
  email: string;
  /** A city id from GET /api/location/city, as the select's text. */
  cityId: string;
  street: string;
  note: string;
}

export const checkoutInitialValues: CheckoutFormValues = { name: '', phone: '', email: '', cityId: '', street: '', note: '' };

export const checkoutSchema: ObjectSchema<CheckoutFormValues> = object({
  name: requiredTextRules({ minLength: NAME_MIN_LENGTH }),
  phone: phoneRules(),
  email: emailRules(),
  cityId: string().required(ERROR_KEYS.required),
  street: requiredTextRules({ minLength: STREET_MIN_LENGTH }),
  note: textInputRules().default(''),
});
