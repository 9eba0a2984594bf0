/**
 * Saved searches (docs/decisions/0030): their limits, the name suggested for one saved without a
 * name (the server's and the save dialog's), and the address of the search page a saved search
 * opens, which its alerts link to. The search pages read the same query
 * (src/features/rentals/searchQuery.ts, src/features/roommates/searchQuery.ts): rents in whole
 * euros, the filters by their short names.
 */
import { formatMoney } from './money.ts';
import type { MoneyLocale } from './money.ts';

/** Saved searches a user may keep. */
export const SAVED_SEARCH_MAX_PER_USER = 20;

/** Listings one digest e-mail shows; it links to the rest. */
export const SAVED_SEARCH_DIGEST_MAX = 20;

export type SavedSearchKind = 'property' | 'roommate';

/** A saved search's filters, as the contract's SavedSearchCriteria (rents in euro cents). */
export interface SavedSearchCriteria {
  cityId?: number;
  districtId?: number;
  universityId?: number;
  type?: string;
  priceFrom?: number;
  priceTo?: number;
  bedrooms?: number;
  furniture?: string;
  petFriendly?: 1;
  areaFrom?: number;
  areaTo?: number;
}

/**
 * The query of the search page that shows a saved search's listings: its filters in the search
 * page's names, a lower rent rounded down and an upper one up to whole euros (so the page shows
 * every listing the search was told of).
 */
export function savedSearchQuery(kind: SavedSearchKind, criteria: SavedSearchCriteria): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined) params.set(name, String(value));
  };
  set('city', criteria.cityId);
  if (kind === 'property') {
    set('district', criteria.cityId === undefined ? undefined : criteria.districtId);
    set('type', criteria.type);
    set('bedrooms', criteria.bedrooms);
    set('furniture', criteria.furniture);
    set('pets', criteria.petFriendly);
  } else {
    set('university', criteria.universityId);
  }
  set('from', criteria.priceFrom === undefined ? undefined : Math.floor(criteria.priceFrom / 100));
  set('to', criteria.priceTo === undefined ? undefined : Math.ceil(criteria.priceTo / 100));
  if (kind === 'property') {
    set('areaFrom', criteria.areaFrom);
    set('areaTo', criteria.areaTo);
  }
  return params;
}

/** The names of a saved search's places, in the language of the name being made (null: not set). */
export interface SavedSearchPlaces {
  city?: string | null | undefined;
  district?: string | null | undefined;
  university?: string | null | undefined;
}

/** A translate function: the server's translator or the browser's i18next, bound to one language. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The name suggested for a search saved without one, from its filters: the type, the bedrooms and
 * the furniture (a property search), the places, the rent, joined by " · ":
 * "Apartment · 2 bedrooms · furnished · Sofia, Nadezhda · up to €900". The type is the search
 * page's label (`property-type-*`); the furniture has its own lower-case words, being mid-name.
 * A search without any of them is "All properties" or "All flatmate offers".
 */
export function suggestSavedSearchName(
  kind: SavedSearchKind,
  criteria: SavedSearchCriteria,
  places: SavedSearchPlaces,
  t: Translate,
  locale: MoneyLocale,
): string {
  const parts: string[] = [];
  if (kind === 'property') {
    if (criteria.type !== undefined) parts.push(t(`property-type-${criteria.type}`));
    if (criteria.bedrooms !== undefined) {
      const key = criteria.bedrooms === 1 ? 'saved-searches-name-bedroom' : 'saved-searches-name-bedrooms';
      parts.push(t(key, { count: criteria.bedrooms }));
    }
    if (criteria.furniture !== undefined) parts.push(t(`saved-searches-name-furniture-${criteria.furniture}`));
  }
  const place = [places.city, kind === 'property' ? places.district : places.university].filter(Boolean).join(', ');
  if (place) parts.push(place);
  const money = (cents: number) => formatMoney(cents, locale, { wholeEuros: true });
  const { priceFrom, priceTo } = criteria;
  if (priceFrom !== undefined && priceTo !== undefined) parts.push(t('saved-searches-name-price-range', { from: money(priceFrom), to: money(priceTo) }));
  else if (priceFrom !== undefined) parts.push(t('saved-searches-name-price-from', { from: money(priceFrom) }));
  else if (priceTo !== undefined) parts.push(t('saved-searches-name-price-to', { to: money(priceTo) }));
  if (parts.length === 0) return t(kind === 'property' ? 'saved-searches-name-any-property' : 'saved-searches-name-any-roommate');
  return parts.join(' · ');
}
