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
  }),
  overrideExisting: false,
});
export { injectedRtkApi as searchApi };
export type SearchSiteApiResponse =
  /** status 200 The hits, grouped by kind. */ SiteSearchResults;
export type SearchSiteApiArg = {
  q: string;
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
export const { useSearchSiteQuery, useLazySearchSiteQuery } = injectedRtkApi;
