/**
 * How the rentals pages write their numbers, in the page's language: rent a month and per square
 * metre (Bulgarian portals show both), area, floor of the building, dates and viewing times.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../domain/money.ts';

/** Rent per square metre in cents, rounded to the cent. */
export function centsPerSquareMetre(cents: number, area: number): number {
  return area > 0 ? Math.round(cents / area) : 0;
}

/** 'YYYY-MM-DD HH:mm' (the contract's Sofia wall time) as a Date whose UTC fields are that wall time. */
function wallTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})/.exec(text);
  if (match === null) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

export function useRentalsFormat() {
  const { t, i18n } = useTranslation();
  // The debug locale writes amounts and dates as English does.
  const language = i18n.language === 'bg' ? 'bg' : 'en';
  const locale = language === 'bg' ? 'bg-BG' : 'en-GB';
  return useMemo(() => {
    /** An amount in euro; rents and deposits are quoted in whole euros when they are whole. */
    const money = (cents: number) => formatMoney(cents, language, { wholeEuros: true });
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Sofia' });
    const viewing = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
    const floorName = (floor: number): string =>
      floor === 0 ? t('rentals-floor-ground') : floor < 0 ? t('rentals-floor-basement') : t('rentals-floor-number', { floor });
    return {
      money,
      perMonth: (cents: number) => t('rentals-per-month', { price: money(cents) }),
      perSquareMetre: (cents: number, area: number) => t('rentals-per-square-metre', { price: formatMoney(centsPerSquareMetre(cents, area), language) }),
      area: (squareMetres: number) => t('rentals-area', { area: number.format(squareMetres) }),
      /** 'Floor 3 of 8', 'Ground floor', or null when the floor is not known. */
      floor: (floor: number | null, total: number | null) => {
        if (floor === null) return null;
        return total === null ? floorName(floor) : t('rentals-floor-of', { floor: floorName(floor), total });
      },
      /** An ISO instant as a day in Sofia. */
      date: (iso: string) => day.format(new Date(iso)),
      /** A viewing's 'YYYY-MM-DD HH:mm' as the visitor asked for it. */
      viewingTime: (text: string) => {
        const at = wallTime(text);
        return at === null ? text : viewing.format(at);
      },
    };
  }, [t, language, locale]);
}
