/**
 * Password change form, opened from the reset link (product §3, 5): password required and at least 6
 * characters (flagged on password); password2 required and equal (flagged on password2). Without
 * the query token 'error-try-again' shows and nothing is sent.
 */
import { object } from 'yup';
import type { ObjectSchema } from 'yup';
import { ERROR_KEYS, confirmPasswordRules, passwordRules, presentText } from './fields.ts';
import type { PayloadResult } from './fields.ts';

export interface PasswordChangeFormValues {
  password: string;
  password2: string;
}

export const passwordChangeInitialValues: PasswordChangeFormValues = { password: '', password2: '' };

export const passwordChangeSchema: ObjectSchema<PasswordChangeFormValues> = object({
  password: passwordRules(),
  password2: confirmPasswordRules('password'),
});

/** POST /api/user/forgotten-password/confirmation body. */
export interface PasswordChangePayload {
  token: string;
  password: string;
}

export function toPasswordChangePayload(
  values: PasswordChangeFormValues,
  token: string | null | undefined,
): PayloadResult<PasswordChangePayload> {
  const present = presentText(token);
  if (present === undefined) return { ok: false, error: ERROR_KEYS.tryAgain };
  return { ok: true, payload: { token: present, password: values.password } };
}
