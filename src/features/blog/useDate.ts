/** Dates of posts and comments as people read them in the page's language: "12 ноември 2026 г." / "12 November 2026". */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language === 'bg' ? 'bg-BG' : 'en-GB';
  const format = useMemo(() => new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Sofia' }), [language]);
  return useCallback((iso: string) => format.format(new Date(iso)), [format]);
}
