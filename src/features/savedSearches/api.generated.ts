// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit.
import { baseApi as api } from "../../api/baseApi.ts";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSavedSearches: build.query<
      ListSavedSearchesApiResponse,
      ListSavedSearchesApiArg
    >({
      query: () => ({ url: `/saved-search` }),
    }),
    createSavedSearch: build.mutation<
      CreateSavedSearchApiResponse,
      CreateSavedSearchApiArg
    >({
      query: (queryArg) => ({
        url: `/saved-search`,
        method: "POST",
        body: queryArg.savedSearchInput,
      }),
    }),
    getSavedSearch: build.query<
      GetSavedSearchApiResponse,
      GetSavedSearchApiArg
    >({
      query: (queryArg) => ({ url: `/saved-search/${queryArg.id}` }),
    }),
    updateSavedSearch: build.mutation<
      UpdateSavedSearchApiResponse,
      UpdateSavedSearchApiArg
    >({
      query: (queryArg) => ({
        url: `/saved-search/${queryArg.id}`,
        method: "POST",
        body: queryArg.savedSearchUpdate,
      }),
    }),
    deleteSavedSearch: build.mutation<
      DeleteSavedSearchApiResponse,
      DeleteSavedSearchApiArg
    >({
      query: (queryArg) => ({
        url: `/saved-search/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    getUnsubscription: build.query<
      GetUnsubscriptionApiResponse,
      GetUnsubscriptionApiArg
    >({
      query: (queryArg) => ({ url: `/unsubscribe/${queryArg.token}` }),
    }),
    unsubscribe: build.mutation<UnsubscribeApiResponse, UnsubscribeApiArg>({
      query: (queryArg) => ({
        url: `/unsubscribe/${queryArg.token}`,
        method: "POST",
        body: queryArg.oneClickUnsubscribe,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as savedSearchesApi };
export type ListSavedSearchesApiResponse =
  /** status 200 Every saved search of the signed-in user (at most 20). */ SavedSearchList;
export type ListSavedSearchesApiArg = void;
export type CreateSavedSearchApiResponse =
  /** status 201 The saved search. */ SavedSearch;
export type CreateSavedSearchApiArg = {
  savedSearchInput: SavedSearchInput;
};
export type GetSavedSearchApiResponse =
  /** status 200 The saved search. */ SavedSearch;
export type GetSavedSearchApiArg = {
  id: number;
};
export type UpdateSavedSearchApiResponse =
  /** status 200 The saved search as it is now. */ SavedSearch;
export type UpdateSavedSearchApiArg = {
  id: number;
  savedSearchUpdate: SavedSearchUpdate;
};
export type DeleteSavedSearchApiResponse = unknown;
export type DeleteSavedSearchApiArg = {
  id: number;
};
export type GetUnsubscriptionApiResponse =
  /** status 200 What the link stops. */ Unsubscription;
export type GetUnsubscriptionApiArg = {
  /** The token of an e-mail's unsubscribe link. */
  token: string;
};
export type UnsubscribeApiResponse =
  /** status 200 Unsubscribed. */ Unsubscription;
export type UnsubscribeApiArg = {
  /** The token of an e-mail's unsubscribe link. */
  token: string;
  oneClickUnsubscribe: OneClickUnsubscribe;
};
export type SavedSearchKind = "property" | "roommate";
export type SavedSearchFrequency = "instant" | "daily";
export type PropertyType =
  "room" | "studio" | "apartment" | "maisonette" | "house";
export type FurnitureType = "furnished" | "partly-furnished" | "unfurnished";
export type SavedSearchCriteria = {
  cityId?: number;
  districtId?: number;
  universityId?: number;
  type?: PropertyType;
  /** Lowest monthly rent, euro cents (inclusive). */
  priceFrom?: number;
  /** Highest monthly rent, euro cents (inclusive). */
  priceTo?: number;
  bedrooms?: number;
  furniture?: FurnitureType;
  /** 1 = only pet-friendly homes (the search's "pets allowed"). */
  petFriendly?: 1;
  /** Smallest area, whole square metres (inclusive). */
  areaFrom?: number;
  /** Largest area, whole square metres (inclusive). */
  areaTo?: number;
};
export type NamedRef = {
  id: number;
  name: string;
};
export type SavedSearch = {
  id: number;
  kind: SavedSearchKind;
  name: string;
  frequency: SavedSearchFrequency;
  paused: boolean;
  criteria: SavedSearchCriteria;
  /** The city of `criteria.cityId` with its name, for the filters in words. */
  city: NamedRef | null;
  district: NamedRef | null;
  university: NamedRef | null;
  /** Listings that match it now. */
  matchCount: number;
  /** Listings told (or to be told) since it was last opened. */
  newCount: number;
  /** The ids of those listings, newest first (at most 100). */
  newListingIds: number[];
  openedAt: string;
  createdAt: string;
};
export type SavedSearchList = {
  items: SavedSearch[];
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
export type SavedSearchInput = {
  kind: SavedSearchKind;
  /** Empty or left out, a name is suggested from the filters. */
  name?: string;
  frequency: SavedSearchFrequency;
  criteria: SavedSearchCriteria;
};
export type SavedSearchUpdate = {
  name?: string;
  frequency?: SavedSearchFrequency;
  paused?: boolean;
  /** Marks the search opened now. */
  opened?: true;
};
export type Unsubscription = {
  kind: "saved-search" | "newsletter";
  /** The saved search's name; null for the newsletter. */
  name: string | null;
  /** True once this answer's request unsubscribed. */
  unsubscribed: boolean;
};
export type OneClickUnsubscribe = {
  "List-Unsubscribe"?: "One-Click";
};
export const {
  useListSavedSearchesQuery,
  useLazyListSavedSearchesQuery,
  useCreateSavedSearchMutation,
  useGetSavedSearchQuery,
  useLazyGetSavedSearchQuery,
  useUpdateSavedSearchMutation,
  useDeleteSavedSearchMutation,
  useGetUnsubscriptionQuery,
  useLazyGetUnsubscriptionQuery,
  useUnsubscribeMutation,
} = injectedRtkApi;
