/** General contact form (product §3 "Forms", POST /api/contact/general): name, e-mail and message required. */
import { object } from 'yup';
import type { ObjectSchema } from 'yup';
import { emailRules, requiredTextRules } from './fields.ts';

export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
}

export const contactInitialValues: ContactFormValues = { name: '', email: '', message: '' };

export const contactSchema: ObjectSchema<ContactFormValues> = object({
  name: requiredTextRules(),
  email: emailRules(),
  // A message is longer than a text input: no 999-character limit.
  message: requiredTextRules({ maxLength: Number.MAX_SAFE_INTEGER }),
});

/** POST /api/contact/general body. */
export interface ContactPayload {
  name: string;
  email: string;
  message: string;
}

export function toContactPayload(values: ContactFormValues): ContactPayload {
  return { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
}
