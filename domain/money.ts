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

/**
 * A euro amount as people type it ("129.90", "129,9", "129"; at most two decimals, no sign, no
 * thousands separator) as cents; null when it is not one. The product form and the catalogue
 * import read prices so.
 */
export function centsFromText(text: string): Cents | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the text a form field shows for editing: 12990 → "129.90", 5000 → "50". */
export function centsToText(cents: Cents): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}
