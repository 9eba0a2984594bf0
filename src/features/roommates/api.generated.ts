// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit.
import { baseApi as api } from "../../api/baseApi.ts";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTenantOffers: build.query<
      ListTenantOffersApiResponse,
      ListTenantOffersApiArg
    >({
      query: (queryArg) => ({
        url: `/tenant-offer`,
        params: {
          offset: queryArg.offset,
          q: queryArg.q,
          limit: queryArg.limit,
          city: queryArg.city,
          priceFrom: queryArg.priceFrom,
          priceTo: queryArg.priceTo,
          university: queryArg.university,
        },
      }),
    }),
    createTenantOffer: build.mutation<
      CreateTenantOfferApiResponse,
      CreateTenantOfferApiArg
    >({
      query: (queryArg) => ({
        url: `/tenant-offer`,
        method: "POST",
        body: queryArg.tenantOfferInput,
      }),
    }),
    listMyTenantOffers: build.query<
      ListMyTenantOffersApiResponse,
      ListMyTenantOffersApiArg
    >({
      query: (queryArg) => ({
        url: `/tenant-offer/user`,
        params: {
          offset: queryArg.offset,
          limit: queryArg.limit,
        },
      }),
    }),
    listUniversities: build.query<
      ListUniversitiesApiResponse,
      ListUniversitiesApiArg
    >({
      query: () => ({ url: `/roommates/universities` }),
    }),
    deleteTenantOffer: build.mutation<
      DeleteTenantOfferApiResponse,
      DeleteTenantOfferApiArg
    >({
      query: (queryArg) => ({
        url: `/roommates/posts/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    getTenantOffer: build.query<
      GetTenantOfferApiResponse,
      GetTenantOfferApiArg
    >({
      query: (queryArg) => ({ url: `/tenant-offer/${queryArg.id}` }),
    }),
    updateTenantOffer: build.mutation<
      UpdateTenantOfferApiResponse,
      UpdateTenantOfferApiArg
    >({
      query: (queryArg) => ({
        url: `/tenant-offer/${queryArg.id}`,
        method: "POST",
        body: queryArg.tenantOfferInput,
      }),
    }),
    sendTenantOfferInquiry: build.mutation<
      SendTenantOfferInquiryApiResponse,
      SendTenantOfferInquiryApiArg
    >({
      query: (queryArg) => ({
        url: `/tenant-offer/${queryArg.id}/inquiry`,
        method: "POST",
        body: queryArg.tenantOfferInquiry,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as roommatesApi };
export type ListTenantOffersApiResponse =
  /** status 200 One page of offers. */ TenantOfferPage;
export type ListTenantOffersApiArg = {
  /** Number of items to skip. */
  offset?: number;
  /** Only the listings whose title or text holds these words, matched as in `searchSite`; the other filters and the order still apply. Words without a letter or digit filter nothing. */
  q?: SearchWords;
  limit?: number;
  /** City id. */
  city?: number;
  /** Lowest monthly price, euro cents (inclusive). */
  priceFrom?: number;
  /** Highest monthly price, euro cents (inclusive). */
  priceTo?: number;
  /** University id. */
  university?: number;
};
export type CreateTenantOfferApiResponse =
  /** status 201 The created offer. */ TenantOffer;
export type CreateTenantOfferApiArg = {
  tenantOfferInput: TenantOfferInput;
};
export type ListMyTenantOffersApiResponse =
  /** status 200 One page of my offers. */ TenantOfferPage;
export type ListMyTenantOffersApiArg = {
  /** Number of items to skip. */
  offset?: number;
  limit?: number;
};
export type ListUniversitiesApiResponse =
  /** status 200 All universities, sorted by name. */ University[];
export type ListUniversitiesApiArg = void;
export type DeleteTenantOfferApiResponse = unknown;
export type DeleteTenantOfferApiArg = {
  id: number;
};
export type GetTenantOfferApiResponse =
  /** status 200 The offer. */ TenantOffer;
export type GetTenantOfferApiArg = {
  id: number;
};
export type UpdateTenantOfferApiResponse =
  /** status 200 The updated offer. */ TenantOffer;
export type UpdateTenantOfferApiArg = {
  id: number;
  tenantOfferInput: TenantOfferInput;
};
export type SendTenantOfferInquiryApiResponse = unknown;
export type SendTenantOfferInquiryApiArg = {
  id: number;
  tenantOfferInquiry: TenantOfferInquiry;
};
export type NamedRef = {
  id: number;
  name: string;
};
export type GenderPreference = "any" | "female" | "male";
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
export type TenantOffer = {
  id: number;
  title: string;
  description: string;
  city: NamedRef;
  university: NamedRef | null;
  /** Monthly price per flatmate, euro cents. */
  price: number;
  availableFrom: string;
  roommatesWanted: number;
  genderPreference: GenderPreference;
  images: Image[];
  owner: NamedRef;
  /** Promoted with credits and its days not over; premium offers come first in the search. */
  premium: boolean;
  /** When its premium ends while it is premium, else null. */
  premiumUntil: string | null;
  createdAt: string;
};
export type TenantOfferPage = {
  items: TenantOffer[];
  total: number;
  offset: number;
  limit: number;
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
export type ImageInput = string;
export type TenantOfferInput = {
  title: string;
  description: string;
  cityId: number;
  universityId?: number | null;
  /** Monthly price per flatmate, euro cents. */
  price: number;
  availableFrom: string;
  roommatesWanted: number;
  genderPreference: GenderPreference;
  images?: ImageInput[];
};
export type University = {
  id: number;
  name: string;
  cityId: number;
};
export type Email = string;
export type Phone = string;
export type TenantOfferInquiry = {
  name: string;
  email?: Email;
  phone: Phone;
  /** Longer than a one-line text (domain ROOMMATE_MESSAGE_MAX_LENGTH). */
  message: string;
  /** The captcha's answer (ALTCHA's payload, or a reCAPTCHA token for the action `flatmate_message`). */
  code: string;
};
export const {
  useListTenantOffersQuery,
  useLazyListTenantOffersQuery,
  useCreateTenantOfferMutation,
  useListMyTenantOffersQuery,
  useLazyListMyTenantOffersQuery,
  useListUniversitiesQuery,
  useLazyListUniversitiesQuery,
  useDeleteTenantOfferMutation,
  useGetTenantOfferQuery,
  useLazyGetTenantOfferQuery,
  useUpdateTenantOfferMutation,
  useSendTenantOfferInquiryMutation,
} = injectedRtkApi;
