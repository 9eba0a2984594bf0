/**
 * The services' order form (POST /api/cleaning/one-time/order and /api/cleaning/deep/order):
 * contact, the address (and for a move, where to), the day and time slot, and a note, validated
 * with the domain's field rules and its schedule rule (checkSchedule: not in the past, at most 90
 * days ahead, a slot at least 24 hours away). The body carries the cart's prices, which the server
 * ignores: it prices every line itself, and the order it answers carries its own lines and total.
 */
import { object, string } from 'yup';
import type { ObjectSchema } from 'yup';
import { checkSchedule, isTimeSlot, selectedServiceList } from '../../../domain/cleaning.ts';
import type { CleaningCart } from '../../../domain/cleaning.ts';
import { ERROR_KEYS, emailRules, phoneRules, requiredTextRules, textInputRules } from '../../../domain/validation/fields.ts';
import type { CleaningOrderInput } from './api.ts';

export interface OrderValues {
  name: string;
  phone: string;
  email: string;
  /** A city id from GET /api/location/city, as the select's text. */
  cityId: string;
  street: string;
  /** Where to, for a move only. */
  destinationCityId: string;
  destinationStreet: string;
  /** YYYY-MM-DD (Sofia). */
  date: string;
  /** One of CLEANING_TIME_SLOTS, or '' before one is chosen. */
  timeSlot: string;
  note: string;
}

export const orderInitialValues: OrderValues = {
  name: '',
  phone: '',
  email: '',
  cityId: '',
  street: '',
  destinationCityId: '',
  destinationStreet: '',
  date: '',
  timeSlot: '',
  note: '',
};

/** The form's rules; `moving` adds the destination, `now` is when the schedule is checked. */
export function orderSchema(moving: boolean, now: () => Date = () => new Date()): ObjectSchema<OrderValues> {
  return object({
    name: requiredTextRules({ minLength: 2 }),
    phone: phoneRules(),
    email: emailRules(),
    cityId: string().required(ERROR_KEYS.required),
    street: requiredTextRules({ minLength: 3 }),
    destinationCityId: moving ? string().required(ERROR_KEYS.required) : string().default(''),
    destinationStreet: moving ? requiredTextRules({ minLength: 3 }) : textInputRules().default(''),
    date: string()
      .required(ERROR_KEYS.required)
      .test('bookable-day', (value, context) => {
        if (!value) return true;
        // The day alone: any slot of it will do here; the slot's own test says which are too soon.
        const problem = checkSchedule(value, '17-20', now());
        return problem?.property === 'date' ? context.createError({ message: problem.error }) : true;
      }),
    timeSlot: string()
      .required(ERROR_KEYS.required)
      .test('bookable-slot', (value, context) => {
        const day = (context.parent as OrderValues).date;
        if (!isTimeSlot(value) || day === '') return true;
        const problem = checkSchedule(day, value, now());
        return problem?.property === 'timeSlot' ? context.createError({ message: problem.error }) : true;
      }),
    note: textInputRules().default(''),
  });
}

export function toOrderInput(cart: CleaningCart, values: OrderValues, moving: boolean): CleaningOrderInput {
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
const FORM_FIELDS: Record<string, keyof OrderValues> = {
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
  fields: Partial<Record<keyof OrderValues, string>>;
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
