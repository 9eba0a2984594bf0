// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit.
import { baseApi as api } from "../../api/baseApi.ts";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchSite: build.query<SearchSiteApiResponse, SearchSiteApiArg>({
      query: (queryArg) => ({
        url: `/search`,
        params: {
          q: queryArg.q,
        },
      }),
    }),
    searchProductsByWords: build.query<
      SearchProductsByWordsApiResponse,
      SearchProductsByWordsApiArg
    >({
      query: (queryArg) => ({
        url: `/search/products`,
        params: {
          q: queryArg.q,
          offset: queryArg.offset,
          limit: queryArg.limit,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as searchApi };
export type SearchSiteApiResponse =
  /** status 200 The hits, grouped by kind. */ SiteSearchResults;
export type SearchSiteApiArg = {
  q: SearchWords;
};
export type SearchProductsByWordsApiResponse =
  /** status 200 One page of products. */ ProductPage;
export type SearchProductsByWordsApiArg = {
  q: SearchWords;
  /** Number of items to skip. */
  offset?: number;
  limit?: number;
};
export type SiteSearchHit = {
  id: number;
  /** In the request's language. */
  title: string;
  /** The first picture's URL, or null without one. */
  image: string | null;
};
export type SiteSearchGroup = {
  /** How many hits of this kind there are in all. */
  total: number;
  /** The first few hits, best first. */
  items: SiteSearchHit[];
};
export type SiteSearchResults = {
  products: SiteSearchGroup;
  properties: SiteSearchGroup;
  roommates: SiteSearchGroup;
  posts: SiteSearchGroup;
};
export type ErrorItem = {
  /** The rejected field, dotted for nested fields (`items.0.quantity`). */
  property: string;
  /** Why, in the request's language. */
  message: string;
};
export type StockShortage = {
  productId: number;
  /** The product's title in the request's language. */
  title: string;
  /** How many are left (0 when sold out). */
  available: number;
};
export type Error = {
  /** `validation_failed` for 422; otherwise a message in the request's language. */
  message: string;
  errors?: ErrorItem[];
  /** On a checkout refused for stock (409 of createOrder), each product the cart asks more of than is left. */
  shortages?: StockShortage[];
};
export type SearchWords = string;
export type Image = {
  id: number;
  url: string;
  /** A smaller copy for lists and cards: 480 px wide, or as wide as `url` when that is narrower (the seeded demo pictures answer the same URL as `url`). */
  thumbnailUrl: string;
  /** Width of `url` in pixels; null or absent when not known (the seeded demo pictures). */
  width?: number | null;
  /** Height of `url` in pixels; null or absent when not known. */
  height?: number | null;
};
export type ProductVendor = {
  id: number;
  name: string;
  /** Euro cents; null means free delivery. */
  deliveryPrice: number | null;
};
export type NamedRef = {
  id: number;
  name: string;
};
export type Product = {
  id: number;
  title: string;
  description: string;
  /** Euro cents, excluding VAT. */
  price: number;
  /** Promotional price, euro cents excluding VAT; when present it is the price charged. */
  promoPrice: number | null;
  /** URL of the main image (the first of `images`). */
  image: string | null;
  images: Image[];
  vendor: ProductVendor;
  categories: NamedRef[];
  stock: number;
  /** Filter key (see CategoryFilter.key) → this product's value. */
  attributes: {
    [key: string]: string;
  };
  /** The vendor's own product code (unique among its live products); imports match products by it. */
  sku: string | null;
  createdAt: string;
};
export type ProductPage = {
  items: Product[];
  total: number;
  offset: number;
  limit: number;
};
export const {
  useSearchSiteQuery,
  useLazySearchSiteQuery,
  useSearchProductsByWordsQuery,
  useLazySearchProductsByWordsQuery,
} = injectedRtkApi;
