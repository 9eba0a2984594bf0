/**
 * Text helpers shared by the browser and the server. Lengths are counted in user-perceived
 * characters (grapheme clusters via Intl.Segmenter), so Cyrillic letters written with combining
 * marks, emoji with skin tones and ZWJ families are never cut in half.
 */
import { DISPLAY_NAME_MAX_LENGTH } from './constants.ts';

export const ELLIPSIS = '…';

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), (part) => part.segment);
}

/** Number of user-perceived characters. */
export function characterCount(text: string): number {
  return graphemes(text).length;
}

/**
 * Cuts text longer than `max` characters to its first `max` characters plus '…'; shorter or
 * equal text is returned unchanged. `max` must be a non-negative integer.
 */
export function truncate(text: string, max: number): string {
  if (!Number.isInteger(max) || max < 0) throw new RangeError(`truncate: max must be a non-negative integer, got ${max}`);
  const parts = graphemes(text);
  return parts.length > max ? parts.slice(0, max).join('') + ELLIPSIS : text;
}

/** A user's displayed name: cut to 20 characters plus an ellipsis (product §3 "User info"). Nullish → ''. */
export function displayName(name: string | null | undefined): string {
  return truncate(name ?? '', DISPLAY_NAME_MAX_LENGTH);
}
