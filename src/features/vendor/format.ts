/** Dates and months of the vendor area's pages, in the page's language and Sofia's time. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY } from '../../../domain/money.ts';

const TIME_ZONE = 'Europe/Sofia';

interface DateFormats {
  /** A moment: "24.11.2026 г., 10:35" / "24 Nov 2026, 10:35". */
  dateTime: (iso: string) => string;
  /** A `YYYY-MM` month, short: "ное" / "Nov". */
  shortMonth: (month: string) => string;
  /** A `YYYY-MM` month in full: "ноември 2026 г." / "November 2026". */
  month: (month: string) => string;
}

/** The middle of a `YYYY-MM` month (UTC), which is in that month in any time zone. */
function midMonth(month: string): Date {
  return new Date(`${month}-15T12:00:00Z`);
}

export function useDateFormats(): DateFormats {
  const { i18n } = useTranslation();
  const tag = i18n.language === 'bg' ? 'bg-BG' : 'en-GB';
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });
    const shortMonth = new Intl.DateTimeFormat(tag, { month: 'short', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return {
      dateTime: (iso) => dateTime.format(new Date(iso)),
      shortMonth: (value) => shortMonth.format(midMonth(value)).replace(/\.$/, ''),
      month: (value) => month.format(midMonth(value)),
    };
  }, [tag]);
}

/** Whole euros, for a chart's axis: "1500 €" / "€1,500". */
export function useWholeEuros(): (cents: number) => string {
  const { i18n } = useTranslation();
  const tag = i18n.language === 'bg' ? 'bg-BG' : 'en';
  return useMemo(() => {
    const format = new Intl.NumberFormat(tag, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });
    return (cents: number) => format.format(Math.round(cents / 100));
  }, [tag]);
}
