/** Login form (product §5): e-mail loosely an address, password required and at least 6 characters. */
import { object } from 'yup';
import type { ObjectSchema } from 'yup';
import { emailRules, passwordRules } from './fields.ts';

export interface LoginFormValues {
  email: string;
  password: string;
}

export const loginInitialValues: LoginFormValues = { email: '', password: '' };

export const loginSchema: ObjectSchema<LoginFormValues> = object({
  email: emailRules(),
  password: passwordRules(),
});

/** POST /api/auth body. */
export interface LoginPayload {
  email: string;
  password: string;
}

export function toLoginPayload(values: LoginFormValues): LoginPayload {
  return { email: values.email.trim(), password: values.password };
}
