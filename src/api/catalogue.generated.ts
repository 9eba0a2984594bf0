// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit.
import { baseApi as api } from "./baseApi.ts";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProductCategories: build.query<
      ListProductCategoriesApiResponse,
      ListProductCategoriesApiArg
    >({
      query: (queryArg) => ({
        url: `/product/category`,
        params: {
          room: queryArg.room,
          promo: queryArg.promo,
        },
      }),
    }),
    getCategoryFilters: build.query<
      GetCategoryFiltersApiResponse,
      GetCategoryFiltersApiArg
    >({
      query: (queryArg) => ({
        url: `/product/category/filters/${queryArg.id}`,
      }),
    }),
    getProduct: build.query<GetProductApiResponse, GetProductApiArg>({
      query: (queryArg) => ({ url: `/product/${queryArg.id}` }),
    }),
    listCleaningServices: build.query<
      ListCleaningServicesApiResponse,
      ListCleaningServicesApiArg
    >({
      query: (queryArg) => ({
        url: `/cleaning/one-time/services`,
        params: {
          cleaningType: queryArg.cleaningType,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as catalogueApi };
export type ListProductCategoriesApiResponse =
  /** status 200 The matching categories. */ ProductCategory[];
export type ListProductCategoriesApiArg = {
  room?: Room;
  /** 1 = only categories with products on promotion. */
  promo?: 0 | 1;
};
export type GetCategoryFiltersApiResponse =
  /** status 200 The category's filters. */ CategoryFilter[];
export type GetCategoryFiltersApiArg = {
  id: number;
};
export type GetProductApiResponse = /** status 200 The product. */ Product;
export type GetProductApiArg = {
  id: number;
};
export type ListCleaningServicesApiResponse =
  /** status 200 The service groups. */ CleaningServiceGroup[];
export type ListCleaningServicesApiArg = {
  cleaningType?: CleaningType;
};
export type Room =
  | "hallway"
  | "living-room"
  | "kitchen"
  | "bedroom"
  | "bathroom"
  | "terrace"
  | "garden"
  | "gifts";
export type ProductCategory = {
  id: number;
  /** The category's stable code (e.g. `sofas`), used by product import files. */
  key: string;
  name: string;
  room: Room | null;
  /** Image URL. */
  image: string | null;
  /** The category has products on promotion. */
  promo: boolean;
  productCount: number;
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
export type Option = {
  value: string;
  label: string;
};
export type CategoryFilter = {
  /** The key used in ProductSearchInput.filters and Product.attributes. */
  key: string;
  name: string;
  values: Option[];
};
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
export type CleaningServiceType =
  "regular" | "subscription" | "moving" | "moving-transport";
export type CleaningUnit = "quantity" | "hours" | "sqm";
export type CleaningService = {
  serviceKey: string;
  name: string;
  /** Euro cents per unit (per month too when months apply). */
  price: number;
  type: CleaningServiceType;
  unit: CleaningUnit;
  /** The smallest amount an order line may hold (e.g. two hours of movers). */
  minAmount: number;
  /** The largest amount an order line may hold. */
  maxAmount: number;
  /** The default severity level when the customer chooses how dirty it is (levels 1, 2, 3: x1, x1.3, x1.5); null when the service has no severity. */
  severity: number | null;
  /** Default number of months when the service is charged per month (subscriptions), else null. */
  months: number | null;
};
export type CleaningServiceGroup = {
  name: string;
  /** What the group's services include. */
  description: string | null;
  items: CleaningService[];
};
export type CleaningType = "one-time" | "deep" | "moving";
export const {
  useListProductCategoriesQuery,
  useLazyListProductCategoriesQuery,
  useGetCategoryFiltersQuery,
  useLazyGetCategoryFiltersQuery,
  useGetProductQuery,
  useLazyGetProductQuery,
  useListCleaningServicesQuery,
  useLazyListCleaningServicesQuery,
} = injectedRtkApi;
