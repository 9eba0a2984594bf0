/**
 * The category page's state in the URL (filters, price, sort, page), so back, forward, reload
 * and a shared link give the same result: ?sort=price.DESC&page=2&from=50&to=300&f.material=oak
 * &f.material=pine&promo=1. Prices in the URL are whole euros with VAT (what the visitor typed,
 * the price the cards show first); the search takes net cents. Anything unknown or malformed is left out, never an error.
 */
import { highestNetFor, lowestNetFor } from '../../../domain/money.ts';
import { PRODUCT_SEARCH_DEFAULT_ORDER, PRODUCT_SEARCH_PAGE_SIZE } from '../../../domain/constants.ts';
import { CATEGORY_FILTER_PREFIX, CATEGORY_QUERY_PARAMS } from '../../../domain/products.ts';
import type { GetCategoryFiltersApiArg, ListProductCategoriesApiArg } from '../../api/catalogue.ts';
import type { ProductOrder, ProductSearchInput, SearchProductsApiArg } from './api.ts';

export const PRODUCT_ORDERS: readonly ProductOrder[] = ['price.ASC', 'price.DESC', 'createdAt.DESC', 'title.ASC'];

export interface CategoryQuery {
  /** 1-based. */
  page: number;
  sort: ProductOrder;
  /** Whole euros. */
  priceFrom?: number;
  priceTo?: number;
  /** Only products on promotion (the promo categories page links with it). */
  promo: boolean;
  /** Filter key → selected values. */
  filters: Record<string, string[]>;
}

function isOrder(value: string | null): value is ProductOrder {
  return value !== null && (PRODUCT_ORDERS as readonly string[]).includes(value);
}

function wholeNumber(value: string | null): number | undefined {
  if (value === null || !/^\d{1,7}$/.test(value)) return undefined;
  return Number(value);
}

export function parseCategoryQuery(params: URLSearchParams): CategoryQuery {
  const filters: Record<string, string[]> = {};
  for (const [name, value] of params) {
    if (!name.startsWith(CATEGORY_FILTER_PREFIX) || name.length === CATEGORY_FILTER_PREFIX.length || value === '') continue;
    const key = name.slice(CATEGORY_FILTER_PREFIX.length);
    const values = (filters[key] ??= []);
    if (!values.includes(value)) values.push(value);
  }
  const sort = params.get(CATEGORY_QUERY_PARAMS.sort);
  return {
    page: Math.max(1, wholeNumber(params.get(CATEGORY_QUERY_PARAMS.page)) ?? 1),
    sort: isOrder(sort) ? sort : PRODUCT_SEARCH_DEFAULT_ORDER,
    priceFrom: wholeNumber(params.get(CATEGORY_QUERY_PARAMS.priceFrom)),
    priceTo: wholeNumber(params.get(CATEGORY_QUERY_PARAMS.priceTo)),
    promo: params.get(CATEGORY_QUERY_PARAMS.promo) === '1',
    filters,
  };
}

/** The URL query of a state: defaults are left out, so the plain category link is canonical. */
export function categoryQueryParams(query: CategoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.sort !== PRODUCT_SEARCH_DEFAULT_ORDER) params.set(CATEGORY_QUERY_PARAMS.sort, query.sort);
  if (query.priceFrom !== undefined) params.set(CATEGORY_QUERY_PARAMS.priceFrom, String(query.priceFrom));
  if (query.priceTo !== undefined) params.set(CATEGORY_QUERY_PARAMS.priceTo, String(query.priceTo));
  if (query.promo) params.set(CATEGORY_QUERY_PARAMS.promo, '1');
  for (const key of Object.keys(query.filters).sort()) {
    for (const value of query.filters[key] ?? []) params.append(`${CATEGORY_FILTER_PREFIX}${key}`, value);
  }
  if (query.page > 1) params.set(CATEGORY_QUERY_PARAMS.page, String(query.page));
  return params;
}

/** The search call of a category page in this state. */
export function searchArgs(categoryId: number, query: CategoryQuery): SearchProductsApiArg {
  const input: ProductSearchInput = { categoryId };
  if (query.promo) input.promo = true;
  // The range is typed in whole euros with VAT, as the cards show prices; the search takes net cents.
  if (query.priceFrom !== undefined) input.priceFrom = lowestNetFor(query.priceFrom * 100);
  if (query.priceTo !== undefined) input.priceTo = highestNetFor(query.priceTo * 100);
  const filters = Object.fromEntries(Object.entries(query.filters).filter(([, values]) => values.length > 0));
  if (Object.keys(filters).length > 0) input.filters = filters;
  return {
    offset: (query.page - 1) * PRODUCT_SEARCH_PAGE_SIZE,
    limit: PRODUCT_SEARCH_PAGE_SIZE,
    orderBy: query.sort,
    productSearchInput: input,
  };
}

/** What the category page shows at an address: its state, and the arguments of each of its calls. */
export interface CategoryPageCalls {
  query: CategoryQuery;
  /** Every category (the page finds its own name and room among them). */
  categories: ListProductCategoriesApiArg;
  filters: GetCategoryFiltersApiArg;
  search: SearchProductsApiArg;
}

/**
 * The category page's calls at an address: the page's hooks and its prefetch (the server's render,
 * the browser's start) both take them from here, so the first render finds in the cache exactly
 * what was fetched for it.
 */
export function categoryPageCalls(categoryId: number, params: URLSearchParams): CategoryPageCalls {
  const query = parseCategoryQuery(params);
  return { query, categories: {}, filters: { id: categoryId }, search: searchArgs(categoryId, query) };
}

/** The state with one filter value switched on or off; any change of the result goes back to page 1. */
export function toggleFilter(query: CategoryQuery, key: string, value: string): CategoryQuery {
  const current = query.filters[key] ?? [];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  const filters = { ...query.filters, [key]: next };
  if (next.length === 0) delete filters[key];
  return { ...query, filters, page: 1 };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PRODUCT_SEARCH_PAGE_SIZE));
}
