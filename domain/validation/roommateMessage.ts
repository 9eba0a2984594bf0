/**
 * Message to a roommate-offer poster (product §3, 5): name at least 2 characters, phone required with
 * no format check, message at least 3 characters. Without the route id 'error-try-again' shows
 * and nothing is sent.
 */
import { object } from 'yup';
import type { ObjectSchema } from 'yup';
import { ROOMMATE_MESSAGE_MAX_LENGTH, ROOMMATE_MESSAGE_MIN_LENGTH, ROOMMATE_NAME_MIN_LENGTH } from '../constants.ts';
import { ERROR_KEYS, phoneRules, presentText, requiredTextRules } from './fields.ts';
import type { PayloadResult } from './fields.ts';

export interface RoommateMessageFormValues {
  name: string;
  phone: string;
  message: string;
}

export const roommateMessageInitialValues: RoommateMessageFormValues = { name: '', phone: '', message: '' };

export const roommateMessageSchema: ObjectSchema<RoommateMessageFormValues> = object({
  name: requiredTextRules({ minLength: ROOMMATE_NAME_MIN_LENGTH }),
  phone: phoneRules({ format: false }),
  // A message is longer than a text input: up to ROOMMATE_MESSAGE_MAX_LENGTH, not 999.
  message: requiredTextRules({ minLength: ROOMMATE_MESSAGE_MIN_LENGTH, maxLength: ROOMMATE_MESSAGE_MAX_LENGTH }),
});

/** POST /api/tenant-offer/{id}/inquiry: `id` goes into the path, the rest is the body. */
export interface RoommateInquiry {
  id: string;
  name: string;
  phone: string;
  message: string;
}

export function toRoommateInquiry(
  values: RoommateMessageFormValues,
  routeId: string | null | undefined,
): PayloadResult<RoommateInquiry> {
  const id = presentText(routeId);
  if (id === undefined) return { ok: false, error: ERROR_KEYS.tryAgain };
  return {
    ok: true,
    payload: { id, name: values.name.trim(), phone: values.phone.trim(), message: values.message.trim() },
  };
}
