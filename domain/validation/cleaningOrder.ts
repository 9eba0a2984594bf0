/**
 * The services' order form (POST /api/cleaning/one-time/order and /api/cleaning/deep/order):
 * contact, the address (and for a move, where to), the day and time slot, and a note, with the
 * shared field rules and the schedule rule (checkSchedule: not in the past, at most 90 days
 * ahead, a slot at least 24 hours away). The body it becomes carries the cleaning cart, which the
 * browser app builds (src/features/services/orderForm.ts); the server prices every line itself.
 */
import { object, string } from 'yup';
import type { ObjectSchema } from 'yup';
import { bookableSlots, checkSchedule, isTimeSlot } from '../cleaning.ts';
import { NAME_MIN_LENGTH, STREET_MIN_LENGTH } from '../constants.ts';
import { ERROR_KEYS, emailRules, phoneRules, requiredTextRules, textInputRules } from './fields.ts';

export interface CleaningOrderFormValues {
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

export const cleaningOrderInitialValues: CleaningOrderFormValues = {
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

/** No slot of the chosen day starts CLEANING_LEAD_TIME_HOURS ahead (today, or tomorrow late in the day). */
export const NO_SLOT_THAT_DAY = 'error-no-slot-that-day';

/** The form's rules; `moving` adds the destination, `now` is read when the schedule is checked. */
export function cleaningOrderSchema(moving: boolean, now: () => Date): ObjectSchema<CleaningOrderFormValues> {
  return object({
    name: requiredTextRules({ minLength: NAME_MIN_LENGTH }),
    phone: phoneRules(),
    email: emailRules(),
    cityId: string().required(ERROR_KEYS.required),
    street: requiredTextRules({ minLength: STREET_MIN_LENGTH }),
    destinationCityId: moving ? string().required(ERROR_KEYS.required) : string().default(''),
    destinationStreet: moving ? requiredTextRules({ minLength: STREET_MIN_LENGTH }) : textInputRules().default(''),
    date: string()
      .required(ERROR_KEYS.required)
      .test('bookable-day', (value, context) => {
        if (!value) return true;
        // The day alone: any slot of it will do here; the slot's own test says which are too soon.
        const problem = checkSchedule(value, '17-20', now());
        return problem?.property === 'date' ? context.createError({ message: problem.error }) : true;
      }),
    timeSlot: string()
      .default('')
      .test('bookable-slot', (value, context) => {
        const day = (context.parent as CleaningOrderFormValues).date;
        if (!value) {
          // A day in the window with no slot left says why rather than "required".
          const noSlot = day !== '' && checkSchedule(day, '17-20', now())?.property !== 'date' && bookableSlots(day, now()).length === 0;
          return context.createError({ message: noSlot ? NO_SLOT_THAT_DAY : ERROR_KEYS.required });
        }
        if (!isTimeSlot(value) || day === '') return true;
        const problem = checkSchedule(day, value, now());
        return problem?.property === 'timeSlot' ? context.createError({ message: problem.error }) : true;
      }),
    note: textInputRules().default(''),
  });
}
