/**
 * A saved search's filters in words, for its card: the place (district and city, or the city,
 * and the university of a flatmate search), the type, bedrooms, furniture, the rent and area
 * ranges and pets; "any listing" when it has none.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/useMoney.ts';
import type { SavedSearch } from './api.ts';

/** The text key of a range of `words` ('saved-search-rent' → -range, -from, -to) and its bounds, or null when both are open. */
function range(words: string, from: string | undefined, to: string | undefined): [string, { from?: string; to?: string }] | null {
  if (from !== undefined && to !== undefined) return [`${words}-range`, { from, to }];
  if (from !== undefined) return [`${words}-from`, { from }];
  if (to !== undefined) return [`${words}-to`, { to }];
  return null;
}

export function useCriteriaWords(): (search: SavedSearch) => string {
  const { t } = useTranslation();
  const money = useMoney();
  return useCallback(
    (search: SavedSearch) => {
      const { criteria } = search;
      const euros = (cents: number | undefined) => (cents === undefined ? undefined : money(cents));
      const metres = (area: number | undefined) => (area === undefined ? undefined : t('saved-search-area', { area }));
      const inWords = (bounds: ReturnType<typeof range>) => (bounds === null ? null : t(bounds[0], bounds[1]));
      const place = [search.district?.name, search.city?.name].filter((name) => name !== undefined).join(', ');
      const parts = [
        criteria.type === undefined ? null : t(`property-type-${criteria.type}`),
        criteria.bedrooms === undefined ? null : criteria.bedrooms === 0 ? t('rentals-bedrooms-none') : t('rentals-bedrooms', { count: criteria.bedrooms }),
        place === '' ? null : place,
        search.university?.name ?? null,
        criteria.furniture === undefined ? null : t(`property-furniture-${criteria.furniture}`),
        inWords(range('saved-search-rent', euros(criteria.priceFrom), euros(criteria.priceTo))),
        inWords(range('saved-search-area', metres(criteria.areaFrom), metres(criteria.areaTo))),
        criteria.petFriendly === 1 ? t('rentals-pets-allowed') : null,
      ].filter((part) => part !== null);
      return parts.length === 0 ? t('saved-search-any') : parts.join(' · ');
    },
    [t, money],
  );
}
