/**
 * Text helpers shared by the browser and the server. Lengths are counted in user-perceived
 * characters (grapheme clusters via Intl.Segmenter), so Cyrillic letters written with combining
 * marks, emoji with skin tones and ZWJ families are never cut in half.
 */
import { DISPLAY_NAME_MAX_LENGTH } from './constants.ts';

const ELLIPSIS = '…';

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** A user's displayed name: cut to 20 characters plus an ellipsis (product §3 "User info"). Nullish → ''. */
export function displayName(name: string | null | undefined): string {
  const text = name ?? '';
  const parts = Array.from(graphemeSegmenter.segment(text), (part) => part.segment);
  return parts.length > DISPLAY_NAME_MAX_LENGTH ? parts.slice(0, DISPLAY_NAME_MAX_LENGTH).join('') + ELLIPSIS : text;
}

/** A text on one line, cut to `max` characters with an ellipsis: a page's meta description. */
export function oneLine(text: string, max = 160): string {
  const parts = Array.from(graphemeSegmenter.segment(text.replace(/\s+/g, ' ').trim()), (part) => part.segment);
  return parts.length <= max ? parts.join('') : `${parts.slice(0, max - 1).join('').trimEnd()}${ELLIPSIS}`;
}
