/**
 * The property search's state in the URL (filters, sort, page, the map), so back, forward,
 * reload and a shared link give the same result:
 * ?city=1&district=8&type=apartment&bedrooms=2&furniture=furnished&pets=1&from=500&to=900
 * &areaFrom=50&areaTo=90&q=divan&sort=price.ASC&page=2&map=1 (q: words of the title or description). Rents in the URL are whole euros (what the
 * visitor typed); the search takes cents. Anything unknown or malformed is left out, never an
 * error. The option lists are the contract's: a new value there fails the typecheck here.
 */
import { PROPERTY_DEFAULT_ORDER, PROPERTY_PAGE_SIZE } from '../../../domain/constants.ts';
import type { SavedSearchCriteria } from '../../../domain/savedSearches.ts';
import { wordsOf } from '../../ui/WordsField.tsx';
import type { FurnitureType, ListPropertiesApiArg, PropertyOrder, PropertyType } from './api.ts';

export const PROPERTY_ORDERS: readonly PropertyOrder[] = ['createdAt.DESC', 'price.ASC', 'price.DESC', 'createdAt.ASC'];

const TYPES = { room: true, studio: true, apartment: true, maisonette: true, house: true } satisfies Record<PropertyType, true>;
const FURNITURE = { furnished: true, 'partly-furnished': true, unfurnished: true } satisfies Record<FurnitureType, true>;

export const PROPERTY_TYPES = Object.keys(TYPES) as PropertyType[];
export const FURNITURE_TYPES = Object.keys(FURNITURE) as FurnitureType[];

/** Bedrooms the filter offers (the search takes an exact number). */
export const BEDROOM_CHOICES = [0, 1, 2, 3, 4, 5] as const;

export interface SearchQuery {
  /** 1-based. */
  page: number;
  sort: PropertyOrder;
  /** The map of the results is open. */
  map: boolean;
  cityId?: number;
  districtId?: number;
  type?: PropertyType;
  furniture?: FurnitureType;
  bedrooms?: number;
  /** Only pet-friendly homes. */
  pets: boolean;
  /** Monthly rent bounds, whole euros. */
  priceFrom?: number;
  priceTo?: number;
  /** Area bounds, whole square metres. */
  areaFrom?: number;
  areaTo?: number;
  /** Words of the title or description, as the site search takes them. */
  q?: string;
}

export const EMPTY_SEARCH: SearchQuery = { page: 1, sort: PROPERTY_DEFAULT_ORDER as PropertyOrder, map: false, pets: false };

function wholeNumber(value: string | null, max = 9_999_999): number | undefined {
  if (value === null || !/^\d{1,7}$/.test(value)) return undefined;
  const number = Number(value);
  return number <= max ? number : undefined;
}

const id = (value: string | null): number | undefined => {
  const number = wholeNumber(value);
  return number === undefined || number < 1 ? undefined : number;
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((known) => known === value);
}

export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const cityId = id(params.get('city'));
  return {
    page: Math.max(1, wholeNumber(params.get('page')) ?? 1),
    sort: oneOf(PROPERTY_ORDERS, params.get('sort')) ?? EMPTY_SEARCH.sort,
    map: params.get('map') === '1',
    cityId,
    // A district belongs to a city: without one it is left out.
    districtId: cityId === undefined ? undefined : id(params.get('district')),
    type: oneOf(PROPERTY_TYPES, params.get('type')),
    furniture: oneOf(FURNITURE_TYPES, params.get('furniture')),
    bedrooms: wholeNumber(params.get('bedrooms'), 50),
    pets: params.get('pets') === '1',
    priceFrom: wholeNumber(params.get('from')),
    priceTo: wholeNumber(params.get('to')),
    areaFrom: wholeNumber(params.get('areaFrom')),
    areaTo: wholeNumber(params.get('areaTo')),
    q: wordsOf(params.get('q')),
  };
}

/** The URL query of a state: defaults are left out, so the plain search link is canonical. */
export function searchQueryParams(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined) params.set(name, String(value));
  };
  set('city', query.cityId);
  set('district', query.cityId === undefined ? undefined : query.districtId);
  set('type', query.type);
  set('bedrooms', query.bedrooms);
  set('furniture', query.furniture);
  if (query.pets) params.set('pets', '1');
  set('from', query.priceFrom);
  set('to', query.priceTo);
  set('areaFrom', query.areaFrom);
  set('areaTo', query.areaTo);
  set('q', query.q);
  if (query.sort !== EMPTY_SEARCH.sort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.map) params.set('map', '1');
  return params;
}

/** The search call of a state (a district narrows further than its city, so it alone is sent). */
export function searchArgs(query: SearchQuery): ListPropertiesApiArg {
  return {
    offset: (query.page - 1) * PROPERTY_PAGE_SIZE,
    limit: PROPERTY_PAGE_SIZE,
    orderBy: query.sort,
    ...(query.districtId !== undefined ? { districtId: query.districtId } : query.cityId !== undefined ? { cityId: query.cityId } : {}),
    type: query.type,
    furniture: query.furniture,
    bedrooms: query.bedrooms,
    petFriendly: query.pets ? 1 : undefined,
    priceFrom: query.priceFrom === undefined ? undefined : query.priceFrom * 100,
    priceTo: query.priceTo === undefined ? undefined : query.priceTo * 100,
    areaFrom: query.areaFrom,
    areaTo: query.areaTo,
    q: query.q,
  };
}

/**
 * The filters a saved search keeps of a state (docs/decisions/0030): rents in cents, the city of a
 * district too; the words, sort, page and map are not kept.
 */
export function savedSearchCriteria(query: SearchQuery): SavedSearchCriteria {
  const criteria: SavedSearchCriteria = {
    cityId: query.cityId,
    districtId: query.cityId === undefined ? undefined : query.districtId,
    type: query.type,
    bedrooms: query.bedrooms,
    furniture: query.furniture,
    petFriendly: query.pets ? 1 : undefined,
    priceFrom: query.priceFrom === undefined ? undefined : query.priceFrom * 100,
    priceTo: query.priceTo === undefined ? undefined : query.priceTo * 100,
    areaFrom: query.areaFrom,
    areaTo: query.areaTo,
  };
  return Object.fromEntries(Object.entries(criteria).filter(([, value]) => value !== undefined));
}

/** How many filters narrow the search (the phone's filter button says it). */
export function activeFilterCount(query: SearchQuery): number {
  const { cityId, districtId, type, furniture, bedrooms, pets, priceFrom, priceTo, areaFrom, areaTo, q } = query;
  return [q, cityId, districtId, type, furniture, bedrooms, pets || undefined, priceFrom ?? priceTo, areaFrom ?? areaTo].filter(
    (value) => value !== undefined,
  ).length;
}

/** Pages of a result of `total` at `size` a page (at least one). */
export function pageCount(total: number, size: number = PROPERTY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The `page` of a list page's address (1 when absent or malformed). */
export function pageOf(params: URLSearchParams): number {
  return Math.max(1, wholeNumber(params.get('page')) ?? 1);
}

/**
 * The page of an owner's published homes (an agency's or a user's), newest first, that the
 * address's `page` names: the call of the owner's page and of its prefetch alike.
 */
export function homesArgs(owner: { agencyId: number } | { ownerId: number }, search: URLSearchParams): ListPropertiesApiArg {
  const page = pageOf(search);
  return { offset: (page - 1) * PROPERTY_PAGE_SIZE, limit: PROPERTY_PAGE_SIZE, orderBy: EMPTY_SEARCH.sort, ...owner };
}
