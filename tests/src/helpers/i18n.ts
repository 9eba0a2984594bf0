/**
 * The real interface texts for tests (the files the browser and the server use), and an i18n
 * instance on them that reports a missing key as a console.error, which fails the test
 * (tests/src/setup.ts): every text a component shows must exist in both languages.
 */
import type { UiLocale } from '../../../domain/locale.ts';
import { createI18n } from '../../../src/i18n/index.ts';
import type { I18n, Translations } from '../../../src/i18n/index.ts';
import { loadMessages } from '../../../locales/index.ts';

export const TRANSLATIONS: Readonly<Record<'bg' | 'en', Translations>> = { bg: loadMessages('bg'), en: loadMessages('en') };

/** A fresh, active i18n instance with the real texts of `locale` (debug shows keys). */
export function testI18n(locale: UiLocale = 'bg'): I18n {
  return createI18n(locale, locale === 'debug' ? {} : TRANSLATIONS[locale], {
    onMissingKey: (key, languages) => console.error(`Missing translation key "${key}" (${languages})`),
  });
}

/** The shown text of a key in a language (at sign unescaped), for assertions. */
export function text(key: string, locale: 'bg' | 'en' = 'bg'): string {
  const value = TRANSLATIONS[locale][key];
  if (value === undefined) throw new Error(`No translation "${key}" in locales/${locale}/`);
  return value.replaceAll("{'@'}", '@');
}
