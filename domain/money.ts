/**
 * Money is integer cents everywhere (product §10 "Money"). The currency is the euro.
 */
export type Cents = number;

export const CURRENCY = 'EUR';

/** VAT applied to each vendor group's product total: 20 %. */
const VAT_PERCENT = 20;

/**
 * Rounds a non-negative amount of (possibly fractional) cents half up to a whole cent.
 * A tiny epsilon absorbs binary floating-point error (1.005 * 1000 = 1004.9999999999999 → 1005).
 */
export function roundHalfUp(cents: number): Cents {
  return Math.floor(cents + 0.5 + 1e-9);
}

/** VAT of a net amount: 20 %, rounded half up to the cent. */
export function vatOf(cents: Cents): Cents {
  return roundHalfUp((cents * VAT_PERCENT) / 100);
}

/** A net amount with its VAT: what a consumer pays for it (the price shown first). */
export function grossOf(cents: Cents): Cents {
  return cents + vatOf(cents);
}

/**
 * The lowest net amount whose price with VAT (grossOf) is at least `gross`: a lower bound a buyer
 * types with VAT, as the net bound the product search takes. grossOf rises by at least a cent
 * per cent, so this is the net nearest the gross divided by 1.2, settled by grossOf itself.
 */
export function lowestNetFor(gross: Cents): Cents {
  // The floor of gross / 1.2 is never above the answer (its VAT rounds by at most half a cent).
  let net = Math.max(0, Math.floor((gross * 100) / (100 + VAT_PERCENT)));
  while (grossOf(net) < gross) net += 1;
  return net;
}

/** The highest net amount whose price with VAT is at most `gross` (an upper bound typed with VAT). */
export function highestNetFor(gross: Cents): Cents {
  return lowestNetFor(gross + 1) - 1;
}

/** The VAT inside a gross amount (prices of credits include it): the gross less its net, half up. */
export function vatIncludedIn(gross: Cents): Cents {
  return gross - roundHalfUp((gross * 100) / (100 + VAT_PERCENT));
}

export type MoneyLocale = 'bg' | 'en';

/** One formatter per language and form: building an Intl.NumberFormat costs far more than formatting with it. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Formats cents as euros for the given language ("12,50 €" in bg, "€12.50" in en). With
 * `wholeEuros`, an amount of whole euros drops its cents ("850 €", as rents are quoted).
 */
export function formatMoney(cents: Cents, locale: MoneyLocale, { wholeEuros = false }: { wholeEuros?: boolean } = {}): string {
  const whole = wholeEuros && cents % 100 === 0;
  const key = `${locale}${whole ? ':whole' : ''}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    const digits = whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
    format = new Intl.NumberFormat(locale === 'bg' ? 'bg-BG' : 'en', { style: 'currency', currency: CURRENCY, ...digits });
    moneyFormats.set(key, format);
  }
  return format.format(cents / 100);
}

/** An amount typed in euros ("12", "12.5", "12,50"; at most two decimals) as cents; undefined when it is not one. */
export function parseEuros(text: string): Cents | undefined {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the euros a form field shows ("12.50"; whole euros without decimals: "12"). */
export function eurosText(cents: Cents): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
