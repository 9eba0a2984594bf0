/**
 * Message to a roommate-offer poster (product §3, 5; issue 27): name at least 2 characters, an
 * e-mail address for a visitor (where the poster's replies come; a signed-in writer's is their
 * account's, so the field is not asked), phone required with no format check (it is shared with
 * the poster), message at least 3 characters. Without the route id 'error-try-again' shows and
 * nothing is sent.
 */
import { object, string } from 'yup';
import type { ObjectSchema } from 'yup';
import { ROOMMATE_MESSAGE_MAX_LENGTH, ROOMMATE_MESSAGE_MIN_LENGTH, ROOMMATE_NAME_MIN_LENGTH } from '../constants.ts';
import { ERROR_KEYS, emailRules, phoneRules, presentText, requiredTextRules } from './fields.ts';
import type { PayloadResult } from './fields.ts';

export interface RoommateMessageFormValues {
  name: string;
  /** A visitor's address for the replies (not asked of a signed-in writer). */
  email: string;
  phone: string;
  message: string;
}

export const roommateMessageInitialValues: RoommateMessageFormValues = { name: '', email: '', phone: '', message: '' };

const commonRules = {
  name: requiredTextRules({ minLength: ROOMMATE_NAME_MIN_LENGTH }),
  phone: phoneRules({ format: false }),
  // A message is longer than a text input: up to ROOMMATE_MESSAGE_MAX_LENGTH, not 999.
  message: requiredTextRules({ minLength: ROOMMATE_MESSAGE_MIN_LENGTH, maxLength: ROOMMATE_MESSAGE_MAX_LENGTH }),
};

/** A visitor's form: the e-mail address is required. */
export const roommateMessageSchema: ObjectSchema<RoommateMessageFormValues> = object({ ...commonRules, email: emailRules() });

/** A signed-in writer's form: no e-mail address is asked (the account's is used). */
export const roommateMessageSignedInSchema: ObjectSchema<RoommateMessageFormValues> = object({ ...commonRules, email: string().default('') });

export function roommateMessageSchemaFor(signedIn: boolean): ObjectSchema<RoommateMessageFormValues> {
  return signedIn ? roommateMessageSignedInSchema : roommateMessageSchema;
}

/** POST /api/tenant-offer/{id}/inquiry: `id` goes into the path, the rest is the body. */
export interface RoommateInquiry {
  id: string;
  name: string;
  /** A visitor's only; a signed-in writer's address is their account's. */
  email?: string;
  phone: string;
  message: string;
}

export function toRoommateInquiry(
  values: RoommateMessageFormValues,
  routeId: string | null | undefined,
  signedIn = false,
): PayloadResult<RoommateInquiry> {
  const id = presentText(routeId);
  if (id === undefined) return { ok: false, error: ERROR_KEYS.tryAgain };
  const email = presentText(values.email);
  return {
    ok: true,
    payload: { id, name: values.name.trim(), ...(!signedIn && email !== undefined && { email }), phone: values.phone.trim(), message: values.message.trim() },
  };
}
