/**
 * What a product may be (the contract's ProductInput and Sku): the same limits for the vendor's
 * product form, the server's checks and each row of a catalogue import (docs/product-import.md),
 * and prices and stock as people type them.
 */
import { CART_MAX_QUANTITY, LOW_STOCK_THRESHOLD } from './constants.ts';
import type { Cents } from './money.ts';

/** What a buyer is told of a product's stock: out of stock, only N left, or in stock. */
export type StockLevel = { kind: 'out' } | { kind: 'low'; left: number } | { kind: 'in' };

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return { kind: 'out' };
  return stock <= LOW_STOCK_THRESHOLD ? { kind: 'low', left: stock } : { kind: 'in' };
}

/** The most units of a product a cart may hold: its stock, within the cart's 100. */
export function cartLimitOf(stock: number): number {
  return Math.max(0, Math.min(stock, CART_MAX_QUANTITY));
}

/** A title's length, in characters. */
export const PRODUCT_TITLE_LENGTH = { min: 2, max: 999 } as const;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 10_000;
/** The highest price or promotional price: 1,000,000 €, in cents. */
export const PRODUCT_MAX_PRICE_CENTS = 100_000_000;
export const PRODUCT_MAX_STOCK = 1_000_000;
export const PRODUCT_MAX_CATEGORIES = 20;
export const PRODUCT_MAX_IMAGES = 20;
export const PRODUCT_ATTRIBUTE_VALUE_MAX_LENGTH = 200;

/** A vendor's product code: letters, digits and . _ / -, starting with a letter or digit, at most 64. */
const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;

export function isSku(text: string): boolean {
  return SKU_PATTERN.test(text);
}

/** A stock as typed: a whole number from 0 to PRODUCT_MAX_STOCK, or null when it is not one. */
export function stockFromText(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const stock = Number(trimmed);
  return stock <= PRODUCT_MAX_STOCK ? stock : null;
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

/**
 * A category page's state in its address (src/features/shop/categoryQuery.ts): these
 * parameters, and `f.<key>` for each selected filter value.
 */
export const CATEGORY_QUERY_PARAMS = { sort: 'sort', page: 'page', priceFrom: 'from', priceTo: 'to', promo: 'promo' } as const;
export const CATEGORY_FILTER_PREFIX = 'f.';

/**
 * Whether a category page's query leaves it in its default state (its first page in the default
 * order, nothing filtered); other parameters, such as a campaign's, change nothing.
 */
export function isDefaultCategoryQuery(params: URLSearchParams): boolean {
  const named: readonly string[] = Object.values(CATEGORY_QUERY_PARAMS);
  return [...params.keys()].every((key) => !named.includes(key) && !key.startsWith(CATEGORY_FILTER_PREFIX));
}
