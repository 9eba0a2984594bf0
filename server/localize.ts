/** Localized content ({ bg?, en? } columns) in the language of the request, else the other one. */
import type { Locale } from '../domain/index.ts';
import type { Localized } from './db/schema/index.ts';

export function pick(value: Localized | null | undefined, locale: Locale): string {
  if (!value) return '';
  return value[locale] ?? value[locale === 'bg' ? 'en' : 'bg'] ?? '';
}
