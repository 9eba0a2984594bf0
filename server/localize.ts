/** Localized content ({ bg?, en? } columns) in the language of the request, else the other one. */
import type { Locale } from '../domain/index.ts';
import type { Localized } from './db/schema/index.ts';

export function pick(value: Localized | null | undefined, locale: Locale): string {
  if (!value) return '';
  return value[locale] ?? value[locale === 'bg' ? 'en' : 'bg'] ?? '';
}

/** A text of the request's language set over the texts an entity has (the other language is kept). */
export function inLanguage(current: Localized | null | undefined, locale: Locale, text: string): Localized {
  return { ...current, [locale]: text.trim() };
}
