/**
 * The real interface texts for tests (the files the browser and the server use), and an i18n
 * instance on them that reports a missing key as a console.error, which fails the test
 * (tests/src/setup.ts): every text a component shows must exist in both languages.
 */
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { PRELOADED_TRANSLATIONS_ID } from '../../../domain/constants.ts';
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

/** Puts the server's translations block in the page as server/spa.ts inlines it, replacing one there; a text goes in as it is. */
export function preloadTranslations(data: unknown): void {
  document.getElementById(PRELOADED_TRANSLATIONS_ID)?.remove();
  const script = document.createElement('script');
  script.id = PRELOADED_TRANSLATIONS_ID;
  script.type = 'application/json';
  script.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.head.append(script);
}

/** Answers the translations call with each locale's real texts; the locales asked for, in order. */
export function answerTranslations(server: SetupServer): string[] {
  const asked: string[] = [];
  server.use(
    http.get('/api/localization/translation/:locale', ({ params }) => {
      const locale = String(params.locale);
      asked.push(locale);
      return HttpResponse.json({ translations: locale === 'bg' || locale === 'en' ? TRANSLATIONS[locale] : {} });
    }),
  );
  return asked;
}
