/**
 * Credit packages (spec 9): how many credits a package gives, its price in cents and whether it
 * is shown as a promotion. Prices carry a currency label and a VAT note where shown.
 */
import type { Cents } from './money.ts';

export interface CreditPackage {
  readonly credits: number;
  readonly price: Cents;
  readonly promo: boolean;
}

export const CREDIT_PACKAGES: readonly CreditPackage[] = Object.freeze(
  [
    { credits: 4, price: 400, promo: false },
    { credits: 9, price: 900, promo: false },
    { credits: 39, price: 3500, promo: true },
    { credits: 58, price: 5000, promo: true },
    { credits: 86, price: 7000, promo: true },
    { credits: 132, price: 10000, promo: true },
  ].map((pkg) => Object.freeze(pkg)),
);

/** The package giving exactly this many credits; undefined when none does (e.g. a forged request). */
export function findCreditPackage(credits: number): CreditPackage | undefined {
  return CREDIT_PACKAGES.find((pkg) => pkg.credits === credits);
}
