/**
 * Credit packages (product §9): how many credits a package gives, its price in cents and whether it
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

/**
 * What credits buy (issue 13, docs/decisions/0020): a listing promoted to premium for a number
 * of days, for a number of credits. Premium listings come first in the search. The contract's
 * `PromotionInput.days` lists the same days, with these prices in its description.
 */
export interface PromotionPlan {
  readonly days: number;
  readonly credits: number;
}

export const PROMOTION_PLANS: readonly PromotionPlan[] = Object.freeze(
  [
    { days: 7, credits: 5 },
    { days: 14, credits: 9 },
    { days: 30, credits: 16 },
  ].map((plan) => Object.freeze(plan)),
);

/** The plan of exactly this many days; undefined when none has it. */
export function findPromotionPlan(days: number): PromotionPlan | undefined {
  return PROMOTION_PLANS.find((plan) => plan.days === days);
}

/** What can be promoted: a property or a flatmate offer (the contract's PromotionKind, the ledger's target). */
export const PROMOTION_KINDS = ['property', 'tenantOffer'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * The test cards of the embedded sandbox checkout (product §10 "Payments"), written as a card
 * shows them: the first is paid, the second declined. Leaving the checkout cancels.
 */
export const SANDBOX_CARDS = Object.freeze({ success: '4242 4242 4242 4242', decline: '4000 0000 0000 0002' });

/** A card number as digits only (spaces and dashes between groups dropped). */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** What the sandbox does with a card: 'succeeded', 'declined', or null for a number it does not know. */
export function sandboxCardOutcome(cardNumber: string): 'succeeded' | 'declined' | null {
  const digits = cardDigits(cardNumber);
  if (digits === cardDigits(SANDBOX_CARDS.success)) return 'succeeded';
  if (digits === cardDigits(SANDBOX_CARDS.decline)) return 'declined';
  return null;
}
