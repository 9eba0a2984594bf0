/**
 * The card form of the embedded sandbox checkout (product §10 "Payments", docs/decisions/0020):
 * a 16-digit card number (groups of four may be spaced), an expiry MM/YY not in the past and a
 * 3- or 4-digit security code. Which test card pays and which is declined is domain/credits.ts's
 * SANDBOX_CARDS; the server checks the same rules.
 */
import { object, string } from 'yup';
import type { ObjectSchema } from 'yup';
import { cardDigits } from '../credits.ts';
import { ERROR_KEYS } from './fields.ts';

export const CARD_ERROR_KEYS = {
  number: 'credits-error-card-number',
  expiry: 'credits-error-card-expiry',
  expired: 'credits-error-card-expired',
  cvc: 'credits-error-card-cvc',
} as const;

export interface SandboxCardFormValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export const sandboxCardInitialValues: SandboxCardFormValues = { cardNumber: '', expiry: '', cvc: '' };

const EXPIRY_PATTERN = /^(0[1-9]|1[0-2]) ?\/ ?(\d{2})$/;

/** Whether an expiry 'MM/YY' is a month that has not ended at `now` (UTC). */
export function expiryNotPassed(expiry: string, now: Date): boolean {
  const match = EXPIRY_PATTERN.exec(expiry.trim());
  if (!match) return false;
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** The card form's rules at `now` (the expiry must not have passed). */
export function sandboxCardSchema(now: Date): ObjectSchema<SandboxCardFormValues> {
  return object({
    cardNumber: string()
      .trim()
      .required(ERROR_KEYS.required)
      .test('digits', CARD_ERROR_KEYS.number, (value) => /^\d{16}$/.test(cardDigits(value))),
    expiry: string()
      .trim()
      .required(ERROR_KEYS.required)
      .matches(EXPIRY_PATTERN, CARD_ERROR_KEYS.expiry)
      .test('not-passed', CARD_ERROR_KEYS.expired, (value) => expiryNotPassed(value, now)),
    cvc: string()
      .trim()
      .required(ERROR_KEYS.required)
      .matches(/^\d{3,4}$/, CARD_ERROR_KEYS.cvc),
  });
}

/** POST /api/payment/sandbox/{reference}/pay body. */
export function toSandboxCardPayload(values: SandboxCardFormValues): SandboxCardFormValues {
  return { cardNumber: cardDigits(values.cardNumber), expiry: values.expiry.replace(/\s/g, ''), cvc: values.cvc.trim() };
}
