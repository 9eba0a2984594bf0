/**
 * What a product may be (the contract's ProductInput and Sku): the same limits for the vendor's
 * product form, the server's checks and each row of a catalogue import (docs/product-import.md).
 */

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
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;

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
