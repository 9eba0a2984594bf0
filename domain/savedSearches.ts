/**
 * Saved searches (docs/decisions/0030): their limits, and the address of the search page a saved
 * search opens, which its alerts link to. The search pages read the same query
 * (src/features/rentals/searchQuery.ts, src/features/roommates/searchQuery.ts): rents in whole
 * euros, the filters by their short names.
 */

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
