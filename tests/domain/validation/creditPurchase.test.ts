import { CREDIT_PACKAGES } from '../../../domain/credits.ts';
import {
  CREDIT_PACKAGE_CREDITS,
  creditPurchaseInitialValues,
  creditPurchaseSchema,
  isCreditPackageCredits,
  toCreditPurchasePayload,
} from '../../../domain/validation/creditPurchase.ts';
import { validateForm } from '../../../domain/validation/validate.ts';

describe('credit purchase form', () => {
  it('offers the credits of the packages of product §9', () => {
    expect(CREDIT_PACKAGE_CREDITS).toEqual([4, 9, 39, 58, 86, 132]);
    expect(CREDIT_PACKAGE_CREDITS).toEqual(CREDIT_PACKAGES.map((p) => p.credits));
    expect(Object.isFrozen(CREDIT_PACKAGE_CREDITS)).toBe(true);
  });

  it('starts with no package and asks to choose one', () => {
    expect(creditPurchaseInitialValues).toEqual({ credits: null });
    expect(validateForm(creditPurchaseSchema, creditPurchaseInitialValues)).toEqual({ credits: 'error-choose-credit-package' });
    expect(validateForm(creditPurchaseSchema, {})).toEqual({ credits: 'error-choose-credit-package' });
  });

  it.each([4, 9, 39, 58, 86, 132])('accepts package %p', (credits) => {
    expect(validateForm(creditPurchaseSchema, { credits })).toEqual({});
    expect(isCreditPackageCredits(credits)).toBe(true);
    expect(toCreditPurchasePayload({ credits })).toEqual({ ok: true, payload: { credits } });
  });

  it.each([0, 5, 100, -4, 4.5])('rejects %p credits', (credits) => {
    expect(validateForm(creditPurchaseSchema, { credits })).toEqual({ credits: 'error-choose-credit-package' });
    expect(isCreditPackageCredits(credits)).toBe(false);
    expect(toCreditPurchasePayload({ credits })).toEqual({ ok: false, error: 'error-choose-credit-package' });
  });

  it('rejects text that is not a number and values that are not numbers', () => {
    expect(validateForm(creditPurchaseSchema, { credits: 'many' })).toEqual({ credits: 'error-choose-credit-package' });
    expect(isCreditPackageCredits('9')).toBe(false);
    expect(toCreditPurchasePayload({ credits: null })).toEqual({ ok: false, error: 'error-choose-credit-package' });
  });
});
