/** Newsletter form in the footer (product §5): e-mail non-empty and loosely an address. */
import { object } from 'yup';
import type { ObjectSchema } from 'yup';
import { emailRules } from './fields.ts';

export interface NewsletterFormValues {
  email: string;
}

export const newsletterSchema: ObjectSchema<NewsletterFormValues> = object({ email: emailRules() });

/** POST /api/newsletter/subscribe body; `code` is the captcha token for the action "login". */
export interface NewsletterPayload {
  email: string;
  code: string;
}

export function toNewsletterPayload(values: NewsletterFormValues, captchaCode: string): NewsletterPayload {
  return { email: values.email.trim(), code: captchaCode };
}
