/**
 * The services' order body (POST /api/cleaning/one-time/order and /api/cleaning/deep/order) and
 * the server's refusals by field; the form's values and rules are the domain's
 * (domain/validation/cleaningOrder.ts). The body carries the cart's prices, which the server
 * ignores: it prices every line itself, and the order it answers carries its own lines and total.
 */
import { selectedServiceList } from '../../../domain/cleaning.ts';
import type { CleaningCart } from '../../../domain/cleaning.ts';
import type { CleaningOrderFormValues } from '../../../domain/validation/cleaningOrder.ts';
import type { CleaningOrderInput } from './api.ts';

export function toOrderInput(cart: CleaningCart, values: CleaningOrderFormValues, moving: boolean): CleaningOrderInput {
  const note = values.note.trim();
  return {
    services: selectedServiceList(cart).map((selection) => ({
      serviceKey: selection.serviceKey,
      amount: selection.amount,
      ...(selection.months === undefined ? {} : { months: selection.months }),
      ...(selection.severity === undefined ? {} : { severity: selection.severity }),
      price: selection.price,
      lineTotal: selection.lineTotal,
    })),
    contact: {
      name: values.name.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
    },
    address: { cityId: Number(values.cityId), street: values.street.trim() },
    ...(moving
      ? {
          destinationAddress: {
            cityId: Number(values.destinationCityId),
            street: values.destinationStreet.trim(),
          },
        }
      : {}),
    date: values.date,
    timeSlot: values.timeSlot as CleaningOrderInput['timeSlot'],
    ...(note === '' ? {} : { note }),
    totalPrice: cart.totalPrice,
  };
}

/** The server's field names (dotted) → the form's; `services.N.*` are the cart's lines. */
const FORM_FIELDS: Record<string, keyof CleaningOrderFormValues> = {
  'contact.name': 'name',
  'contact.phone': 'phone',
  'contact.email': 'email',
  'address.cityId': 'cityId',
  'address.street': 'street',
  destinationAddress: 'destinationCityId',
  'destinationAddress.cityId': 'destinationCityId',
  'destinationAddress.street': 'destinationStreet',
  date: 'date',
  timeSlot: 'timeSlot',
  note: 'note',
};

export interface OrderServerErrors {
  /** Errors the form shows under its fields. */
  fields: Partial<Record<keyof CleaningOrderFormValues, string>>;
  /** Whether the server refused one of the cart's lines (e.g. a service no longer offered). */
  linesRefused: boolean;
}

export function orderErrorsFromServer(errors: Record<string, string>): OrderServerErrors {
  const result: OrderServerErrors = { fields: {}, linesRefused: false };
  for (const [property, message] of Object.entries(errors)) {
    const field = FORM_FIELDS[property];
    if (field !== undefined) result.fields[field] ??= message;
    else if (property.startsWith('services')) result.linesRefused = true;
  }
  return result;
}
