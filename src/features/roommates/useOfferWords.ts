/**
 * An offer's facts in words, in the page's language: "€320.00 a month", "Free now" or "Free from
 * 1 December 2026", "Looking for 2 flatmates", who the poster would like to live with, "Premium
 * until 3 December 2026". Days are Sofia's calendar days (the server's), shown as written; an
 * instant (the end of premium) is read on Sofia's clock.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceToday } from '../../../domain/cleaning.ts';
import { useMoney } from '../../ui/useMoney.ts';
import type { GenderPreference, TenantOffer } from './api.ts';

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
      available: (offer: Pick<TenantOffer, 'availableFrom'>) =>
        offer.availableFrom <= serviceToday(new Date()) ? t('roommates-available-now') : t('roommates-available-from', { date: day(offer.availableFrom) }),
      wanted: (offer: Pick<TenantOffer, 'roommatesWanted'>) => t('roommates-wanted', { count: offer.roommatesWanted }),
      gender: (preference: GenderPreference) => t(`roommates-gender-${preference}`),
      place: (offer: Pick<TenantOffer, 'city' | 'university'>) => (offer.university ? `${offer.city.name} · ${offer.university.name}` : offer.city.name),
      /** Until when a premium offer is premium (its day in Sofia). */
      premiumUntil: (until: string) => t('roommates-premium-until', { date: sofiaFormat.format(new Date(until)) }),
    }),
    [t, money, day, sofiaFormat],
  );
}
