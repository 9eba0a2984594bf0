/**
 * Money is integer cents everywhere (DECISIONS.md, "Money"). The currency is the euro.
 */
export type Cents = number;

export const CURRENCY = 'EUR';

/** VAT applied to each vendor group's product total: 20 %. */
export const VAT_PERCENT = 20;

/**
 * Rounds a non-negative amount of (possibly fractional) cents half up to a whole cent.
 * A tiny epsilon absorbs binary floating-point error (1.005 * 1000 = 1004.9999999999999 → 1005).
 */
export function roundHalfUp(cents: number): Cents {
  return Math.floor(cents + 0.5 + 1e-9);
}

/** Multiplies whole cents by an integer percentage, rounding half up to the cent. */
export function percentOf(cents: Cents, percent: number): Cents {
  return roundHalfUp((cents * percent) / 100);
}

/** VAT of a net amount: 20 %, rounded half up to the cent. */
export function vatOf(cents: Cents): Cents {
  return percentOf(cents, VAT_PERCENT);
}

export type MoneyLocale = 'bg' | 'en';

/** Formats cents as euros for the given language ("12,50 €" in bg, "€12.50" in en). */
export function formatMoney(cents: Cents, locale: MoneyLocale): string {
  return new Intl.NumberFormat(locale === 'bg' ? 'bg-BG' : 'en', { style: 'currency', currency: CURRENCY }).format(
    cents / 100,
  );
}
