/**
 * Forgotten password form (product §5): e-mail required ('error-required'); shorter than 6 characters
 * or not a simple address without spaces -> 'error-email-format'.
 */
import { object } from 'yup';
import type { ObjectSchema } from 'yup';
import { FORGOTTEN_PASSWORD_EMAIL_MIN_LENGTH } from '../constants.ts';
import { EMAIL_PATTERN, ERROR_KEYS, requiredTextRules } from './fields.ts';

export interface ForgottenPasswordFormValues {
  email: string;
}

export const forgottenPasswordInitialValues: ForgottenPasswordFormValues = { email: '' };

export const forgottenPasswordSchema: ObjectSchema<ForgottenPasswordFormValues> = object({
  email: requiredTextRules()
    .min(FORGOTTEN_PASSWORD_EMAIL_MIN_LENGTH, ERROR_KEYS.emailFormat)
    .matches(EMAIL_PATTERN, ERROR_KEYS.emailFormat),
});

/** POST /api/user/forgotten-password/request body. */
export interface ForgottenPasswordPayload {
  email: string;
}

export function toForgottenPasswordPayload(values: ForgottenPasswordFormValues): ForgottenPasswordPayload {
  return { email: values.email.trim() };
}
