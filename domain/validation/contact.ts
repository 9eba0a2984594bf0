/** General contact form (product §3 "Forms", POST /api/contact/general): name, e-mail and message required. */
import { object } from 'yup';
import type { ObjectSchema } from 'yup';
import { CONTACT_MESSAGE_MAX_LENGTH } from '../constants.ts';
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
  message: requiredTextRules({ maxLength: CONTACT_MESSAGE_MAX_LENGTH }),
});

/** POST /api/contact/general body; `code` is the captcha's answer. */
export interface ContactPayload {
  name: string;
  email: string;
  message: string;
  code: string;
}

export function toContactPayload(values: ContactFormValues, captchaCode: string): ContactPayload {
  return { name: values.name.trim(), email: values.email.trim(), message: values.message.trim(), code: captchaCode };
}
