/**
 * The interface texts (locales/): the browser's i18next and the server (error messages,
 * e-mails, the translations call, the inlined page data) read the same files, so there is never
 * a second copy.
 */
import type { Locale, UiLocale } from '../../domain/index.ts';
import { DEBUG_LOCALE, LOCALES, unescapeTranslationText } from '../../domain/index.ts';
import { LOCALES_DIR, loadMessages } from '../../locales/index.ts';
import type { Messages } from '../../locales/index.ts';
import { fixedAnswer } from '../fixedAnswer.ts';
import type { FixedAnswer } from '../fixedAnswer.ts';

export type { Messages };

export interface Translator {
  /** The whole message map of a locale; `debug` maps every key to itself. */
  messages(locale: UiLocale): Messages;
  /** One message, with {{name}} placeholders filled; an unknown key comes back as the key. */
  t(locale: Locale, key: string, values?: Record<string, string | number>): string;
  /** The translations call's answer of a locale ({ translations }), serialized once, with its version. */
  answer(locale: UiLocale): FixedAnswer;
}

export function loadTranslations(dir: string = LOCALES_DIR): Translator {
  const byLocale = Object.fromEntries(
    LOCALES.map((locale) => [locale, loadMessages(locale, dir)]),
  ) as Record<Locale, Messages>;
  const debug = Object.fromEntries(Object.keys(byLocale.bg).map((key) => [key, key]));
  const messages = (locale: UiLocale) => (locale === 'debug' ? debug : byLocale[locale]);
  const uiLocales: UiLocale[] = [...LOCALES, DEBUG_LOCALE];
  const answers = Object.fromEntries(
    uiLocales.map((locale) => [locale, fixedAnswer(JSON.stringify({ translations: messages(locale) }), 'application/json; charset=utf-8')]),
  ) as Record<UiLocale, FixedAnswer>;
  return {
    messages,
    answer: (locale) => answers[locale],
    t(locale, key, values = {}) {
      const text = byLocale[locale][key] ?? key;
      return unescapeTranslationText(text).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      );
    },
  };
}
