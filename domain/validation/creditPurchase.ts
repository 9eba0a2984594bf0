/**
 * Credit purchase form (product §4, 5): a package must be chosen. `credits` must be the credits of
 * one of the packages of domain/credits.ts (4, 9, 39, 58, 86, 132), else
 * 'error-choose-credit-package'. Nothing is chosen at first (null).
 */
import { number, object } from 'yup';
import type { ObjectSchema } from 'yup';
import { CREDIT_PACKAGES } from '../credits.ts';
import { ERROR_KEYS } from './fields.ts';
import type { PayloadResult } from './fields.ts';

export const CREDIT_PACKAGE_CREDITS: readonly number[] = Object.freeze(CREDIT_PACKAGES.map((pkg) => pkg.credits));

export interface CreditPurchaseFormValues {
  credits: number | null;
}

export const creditPurchaseInitialValues: CreditPurchaseFormValues = { credits: null };

export const creditPurchaseSchema: ObjectSchema<CreditPurchaseFormValues> = object({
  credits: number()
    .typeError(ERROR_KEYS.chooseCreditPackage)
    .required(ERROR_KEYS.chooseCreditPackage)
    .oneOf(CREDIT_PACKAGE_CREDITS, ERROR_KEYS.chooseCreditPackage),
});

export function isCreditPackageCredits(value: unknown): value is number {
  return typeof value === 'number' && CREDIT_PACKAGE_CREDITS.includes(value);
}

/** POST /api/credit/buy body. */
export interface CreditPurchasePayload {
  credits: number;
}

export function toCreditPurchasePayload(
  values: CreditPurchaseFormValues,
): PayloadResult<CreditPurchasePayload, typeof ERROR_KEYS.chooseCreditPackage> {
  const { credits } = values;
  if (!isCreditPackageCredits(credits)) return { ok: false, error: ERROR_KEYS.chooseCreditPackage };
  return { ok: true, payload: { credits } };
}
