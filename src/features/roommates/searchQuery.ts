/**
 * The flatmate search's state in the URL (the four filters of product §7 and the page), so back,
 * forward, reload and a shared link give the same result:
 * ?q=staya&city=1&university=4&from=150&to=300&page=2 (q: words of the title or description). Prices in the URL are whole euros (what the visitor
 * typed); the search takes cents. Anything unknown or malformed is left out, never an error, and
 * a reversed price range is read the right way round.
 */
import { ROOMMATE_OFFER_PAGE_SIZE } from '../../../domain/constants.ts';
import { routeId } from '../../../domain/routes.ts';
import type { SavedSearchCriteria } from '../../../domain/savedSearches.ts';
import { wordsOf } from '../../ui/WordsField.tsx';
import type { ListTenantOffersApiArg } from './api.ts';

export interface RoommateQuery {
  /** 1-based. */
  page: number;
  city?: number;
  university?: number;
  /** Whole euros a month. */
  priceFrom?: number;
  priceTo?: number;
  /** Words of the title or description, as the site search takes them. */
  q?: string;
}

/** Whole euros: what a price bound of the contract (at most 1,000,000 €) can be. */
function eurosOf(value: string | null): number | undefined {
  if (value === null || !/^\d{1,7}$/.test(value)) return undefined;
  const euros = Number(value);
  return euros <= 1_000_000 ? euros : undefined;
}

export function parseRoommateQuery(params: URLSearchParams): RoommateQuery {
  let priceFrom = eurosOf(params.get('from'));
  let priceTo = eurosOf(params.get('to'));
  if (priceFrom !== undefined && priceTo !== undefined && priceTo < priceFrom) [priceFrom, priceTo] = [priceTo, priceFrom];
  return {
    page: Math.max(1, routeId(params.get('page')) ?? 1),
    city: routeId(params.get('city')) ?? undefined,
    university: routeId(params.get('university')) ?? undefined,
    priceFrom,
    priceTo,
    q: wordsOf(params.get('q')),
  };
}

/** The URL query of a state: what is not set is left out, so the plain search link is canonical. */
export function roommateQueryParams(query: RoommateQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q !== undefined) params.set('q', query.q);
  if (query.city !== undefined) params.set('city', String(query.city));
  if (query.university !== undefined) params.set('university', String(query.university));
  if (query.priceFrom !== undefined) params.set('from', String(query.priceFrom));
  if (query.priceTo !== undefined) params.set('to', String(query.priceTo));
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** Whether any filter (the words or one of the four) is set. */
export function isFiltered(query: RoommateQuery): boolean {
  return query.q !== undefined || query.city !== undefined || query.university !== undefined || query.priceFrom !== undefined || query.priceTo !== undefined;
}

/** The filters a saved search keeps of a state (docs/decisions/0030): prices in cents; not the words or page. */
export function savedSearchCriteria(query: RoommateQuery): SavedSearchCriteria {
  const criteria: SavedSearchCriteria = {
    cityId: query.city,
    universityId: query.university,
    priceFrom: query.priceFrom === undefined ? undefined : query.priceFrom * 100,
    priceTo: query.priceTo === undefined ? undefined : query.priceTo * 100,
  };
  return Object.fromEntries(Object.entries(criteria).filter(([, value]) => value !== undefined));
}

/** The search call of the page in this state. */
export function searchArgs(query: RoommateQuery): ListTenantOffersApiArg {
  return {
    offset: (query.page - 1) * ROOMMATE_OFFER_PAGE_SIZE,
    limit: ROOMMATE_OFFER_PAGE_SIZE,
    city: query.city,
    university: query.university,
    priceFrom: query.priceFrom === undefined ? undefined : query.priceFrom * 100,
    priceTo: query.priceTo === undefined ? undefined : query.priceTo * 100,
    q: query.q,
  };
}

export function pageCount(total: number, pageSize: number = ROOMMATE_OFFER_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
