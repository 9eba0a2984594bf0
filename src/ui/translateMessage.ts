import type { TFunction } from 'i18next';

/** What useTranslation() answers, as far as translateMessage needs it. */
export interface Translator {
  t: TFunction;
  i18n: { exists: (key: string) => boolean };
}

/**
 * A message that is either a translation key ('error-required') or a text the server already
 * translated ('Грешно потребителско име или парола'): the key's text, else the message itself
 * (a server text is not a missing key).
 */
export function translateMessage({ t, i18n }: Translator, message: string): string {
  return i18n.exists(message) ? t(message) : message;
}
