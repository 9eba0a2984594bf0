/**
 * A page's addresses for search engines (docs/decisions/0028-page-addresses.md): its canonical
 * address and the same page in the other language (hreflang).
 *
 * The language of a page is its host's (domain chooseLocale), not its path: both path sets answer
 * in either language. So a page in Bulgarian lives at PUBLIC_URL with the Bulgarian path set, and
 * in English on ENGLISH_HOST (PUBLIC_URL's scheme and port) with the English path set. Without
 * ENGLISH_HOST every address of PUBLIC_URL answers in Bulgarian, so there is no English address
 * to name: the canonical is then PUBLIC_URL with the page's language's path set, and no hreflang.
 *
 * The canonical keeps only the query parameters that choose what a page lists (filters, words,
 * page); the order of a list (sort), an open map, a private token and whatever a campaign adds
 * (utm_*, gclid, …) are dropped, so every way of reaching one content names one address.
 */
import { CATEGORY_FILTER_PREFIX, CATEGORY_QUERY_PARAMS } from '../domain/products.ts';
import { hrefFor } from '../domain/routes.ts';
import type { Locale, RouteName } from '../domain/index.ts';

/**
 * The query parameters of a page's canonical address, by route (a name ending in '.' is a prefix);
 * a page not listed keeps none. They mirror the pages' own readers of the address
 * (src/features/*\/searchQuery.ts, categoryQuery.ts, blogQuery.ts and the pages).
 */
const CANONICAL_QUERY: Partial<Record<RouteName, readonly string[]>> = {
  MarketplaceCategoryPage: [CATEGORY_QUERY_PARAMS.priceFrom, CATEGORY_QUERY_PARAMS.priceTo, CATEGORY_QUERY_PARAMS.promo, CATEGORY_QUERY_PARAMS.page, CATEGORY_FILTER_PREFIX],
  MarketplaceProductCategories: ['room'],
  PropertySearchPage: ['q', 'city', 'district', 'type', 'bedrooms', 'furniture', 'pets', 'from', 'to', 'areaFrom', 'areaTo', 'page'],
  SearchRoommateResult: ['q', 'city', 'university', 'from', 'to', 'page'],
  BlogCategory: ['q', 'page'],
  SiteSearch: ['q', 'kind', 'page'],
  SingleVendor: ['page'],
  SelectCleaningServicePage: ['type'],
};

/** The part of `search` that stays in the page's canonical address, sorted by name so one content has one address. */
export function canonicalQuery(name: RouteName, search: URLSearchParams): URLSearchParams {
  const kept = CANONICAL_QUERY[name] ?? [];
  const stays = (key: string) => kept.some((param) => (param.endsWith('.') ? key.startsWith(param) && key.length > param.length : key === param));
  const query = new URLSearchParams([...search].filter(([key, value]) => value !== '' && stays(key)));
  query.sort();
  return query;
}

export interface PageAddresses {
  /** The absolute address of a page in a language: its host and path set. */
  url(locale: Locale, name: RouteName, params?: Record<string, string>, query?: URLSearchParams): string;
  /** Whether the English pages have an address of their own (ENGLISH_HOST), which hreflang can name. */
  alternates: boolean;
}

export function pageAddresses(config: { publicUrl: string; englishHost: string | undefined }): PageAddresses {
  const { englishHost } = config;
  const bulgarian = config.publicUrl;
  const english = englishHost ? Object.assign(new URL(bulgarian), { hostname: englishHost }).origin : bulgarian;
  return {
    url: (locale, name, params = {}, query) => `${locale === 'en' ? english : bulgarian}${hrefFor(name, params, query, locale)}`,
    alternates: englishHost !== undefined,
  };
}
