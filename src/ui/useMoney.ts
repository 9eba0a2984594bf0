/** Formats cents as euro in the page's language (bg-BG or en; the debug locale shows English). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/money.ts';
import type { Cents } from '../../domain/money.ts';

export function useMoney(): (cents: Cents) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'bg' ? 'bg' : 'en';
  return useCallback((cents: Cents) => formatMoney(cents, locale), [locale]);
}
