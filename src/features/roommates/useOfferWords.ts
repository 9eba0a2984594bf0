/**
 * An offer's facts in words, in the page's language: "€320.00 a month", "Free now" or "Free from
 * 1 December 2026" (as of when the offer was asked for), "Looking for 2 flatmates", who the poster
 * would like to live with, "Premium until 3 December 2026". Days are Sofia's calendar days (the server's), shown as written; an
 * instant (the end of premium) is read on Sofia's clock.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceToday } from '../../../domain/cleaning.ts';
import { useMoney } from '../../ui/useMoney.ts';
import type { GenderPreference, TenantOffer } from './api.ts';

/**
 * When the offers a page shows were asked for (ms), which "free now" is read against: a page
 * rendered on the server and the browser's hydrating render share it (the server's API cache),
 * where each one's clock would not. RTK Query stamps every call as it starts, so a query with
 * data to show has it (while new arguments load, the old data shows as of the new call).
 */
export function askedAt(query: { startedTimeStamp?: number }): number {
  return query.startedTimeStamp ?? Date.now();
}

export function useOfferWords() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const locale = i18n.language === 'bg' ? 'bg-BG' : 'en-GB';
  const dayFormat = useMemo(() => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }), [locale]);
  // Short, so that a badge fits a phone's line.
  const sofiaFormat = useMemo(() => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Sofia' }), [locale]);
  /** A 'YYYY-MM-DD' day, or the day of an ISO instant, as people read it. */
  const day = useCallback((text: string) => dayFormat.format(new Date(`${text.slice(0, 10)}T00:00:00Z`)), [dayFormat]);
  return useMemo(
    () => ({
      day,
      price: (offer: Pick<TenantOffer, 'price'>) => t('roommates-price-month', { price: money(offer.price) }),
      /** Whether the room is free on the day of `asOf` (ms, askedAt of the offer's query). */
      available: (offer: Pick<TenantOffer, 'availableFrom'>, asOf: number) =>
        offer.availableFrom <= serviceToday(new Date(asOf)) ? t('roommates-available-now') : t('roommates-available-from', { date: day(offer.availableFrom) }),
      wanted: (offer: Pick<TenantOffer, 'roommatesWanted'>) => t('roommates-wanted', { count: offer.roommatesWanted }),
      gender: (preference: GenderPreference) => t(`roommates-gender-${preference}`),
      place: (offer: Pick<TenantOffer, 'city' | 'university'>) => (offer.university ? `${offer.city.name} · ${offer.university.name}` : offer.city.name),
      /** Until when a premium offer is premium (its day in Sofia). */
      premiumUntil: (until: string) => t('roommates-premium-until', { date: sofiaFormat.format(new Date(until)) }),
    }),
    [t, money, day, sofiaFormat],
  );
}
