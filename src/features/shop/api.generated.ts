// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit.
import { baseApi as api } from "../../api/baseApi.ts";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVendor: build.query<GetVendorApiResponse, GetVendorApiArg>({
      query: (queryArg) => ({ url: `/vendor/${queryArg.id}` }),
    }),
    searchProducts: build.query<
      SearchProductsApiResponse,
      SearchProductsApiArg
    >({
      query: (queryArg) => ({
        url: `/product/search`,
        method: "POST",
        body: queryArg.productSearchInput,
        params: {
          offset: queryArg.offset,
          limit: queryArg.limit,
          orderBy: queryArg.orderBy,
        },
      }),
    }),
    createOrder: build.mutation<CreateOrderApiResponse, CreateOrderApiArg>({
      query: (queryArg) => ({
        url: `/order`,
        method: "POST",
        body: queryArg.orderInput,
      }),
    }),
    viewOrder: build.query<ViewOrderApiResponse, ViewOrderApiArg>({
      query: (queryArg) => ({
        url: `/order/${queryArg.id}/view`,
        method: "POST",
        body: queryArg.orderAccessInput,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as shopApi };
export type GetVendorApiResponse = /** status 200 The vendor. */ Vendor;
export type GetVendorApiArg = {
  id: number;
};
export type SearchProductsApiResponse =
  /** status 200 One page of products, with the facet counts of the whole result. */ ProductSearchPage;
export type SearchProductsApiArg = {
  /** Number of items to skip. */
  offset?: number;
  limit?: number;
  orderBy?: ProductOrder;
  productSearchInput: ProductSearchInput;
};
export type CreateOrderApiResponse =
  /** status 201 The created order with the server's totals. */ Order;
export type CreateOrderApiArg = {
  orderInput: OrderInput;
};
export type ViewOrderApiResponse =
  /** status 200 The order (buyer view). */ Order;
export type ViewOrderApiArg = {
  id: number;
  orderAccessInput: OrderAccessInput;
};
export type NamedRef = {
  id: number;
  name: string;
};
export type Vendor = {
  id: number;
  name: string;
  description: string | null;
  /** Logo URL. */
  logo: string | null;
  /** Delivery fee per order group, euro cents; null means free delivery. */
  deliveryPrice: number | null;
  city: NamedRef | null;
  /** The shop's contact phone. */
  phone: string | null;
  /** The shop's contact e-mail; order notices go there (to the owner's address when null). */
  email: string | null;
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
export type FacetCount = {
  value: string;
  count: number;
};
export type ProductFacet = {
  /** The filter's key (CategoryFilter.key). */
  key: string;
  counts: FacetCount[];
};
export type PriceRange = {
  min: number;
  max: number;
};
export type ProductSearchPage = {
  items: Product[];
  total: number;
  offset: number;
  limit: number;
  /** For each filter of the searched category (none without a categoryId), how many products would match each of its values: every other criterion of the search applies, and the filter's own selected values do not (so "Oak (12)" stays visible beside a selected "Pine"). Values with no product are listed with count 0. */
  facets: ProductFacet[];
  /** Lowest and highest price charged in the result without its price bounds; null when empty. */
  priceRange: PriceRange | null;
};
export type ProductOrder =
  "price.ASC" | "price.DESC" | "createdAt.DESC" | "title.ASC";
export type Room =
  | "hallway"
  | "living-room"
  | "kitchen"
  | "bedroom"
  | "bathroom"
  | "terrace"
  | "garden"
  | "gifts";
export type ProductSearchInput = {
  categoryId?: number;
  vendorId?: number;
  room?: Room;
  /** true = only products with a promoPrice. */
  promo?: boolean;
  /** true = only products with at least one picture (the home page's promotions, which show each product's picture). */
  pictured?: boolean;
  /** Words to find in title and description. */
  query?: string;
  /** Lowest price charged (promoPrice when present), euro cents excluding VAT. */
  priceFrom?: number;
  /** Highest price charged, euro cents excluding VAT. */
  priceTo?: number;
  /** Filter key → accepted values (a product matches one of the values of every key). */
  filters?: {
    [key: string]: string[];
  };
};
export type OrderStatus =
  "new" | "confirmed" | "shipped" | "delivered" | "cancelled";
export type OrderItem = {
  productId: number;
  /** The product's title when ordered. */
  title: string;
  /** Price charged per unit when ordered, euro cents excluding VAT. */
  unitPrice: number;
  quantity: number;
  vendorId: number;
};
export type ShippingCarrier = "speedy" | "econt" | "boxnow" | "other";
export type Shipment = {
  carrier: ShippingCarrier;
  /** The carrier's name for `other`; null for a known carrier. */
  carrierName: string | null;
  trackingNumber: string;
  /** The known carrier's page of the parcel; null for `other`. */
  trackingUrl: string | null;
};
export type CleaningTimeSlot = "08-11" | "11-14" | "14-17" | "17-20";
export type MoveWhen = {
  /** Europe/Sofia (YYYY-MM-DD). */
  day: string;
  slot: CleaningTimeSlot;
};
export type OrderGroup = {
  vendor: NamedRef;
  status: OrderStatus;
  /** Σ unitPrice × quantity of the vendor's items, euro cents. */
  totalAmount: number;
  /** VAT 20 % of totalAmount, rounded half up, euro cents. */
  totalTaxes: number;
  /** The vendor's delivery fee, euro cents (0 when free). */
  delivery: number;
  /** How the vendor sent its part, once marked shipped; else null. */
  shipment: Shipment | null;
  /** The day and slot the buyer's move-in plan asked this vendor to deliver in (decision 0031); null for an order from the cart. */
  deliveryWindow: MoveWhen | null;
};
export type ContactDetails = {
  name: string;
  phone: string;
  email: string;
};
export type Address = {
  city: NamedRef;
  street: string;
};
export type Order = {
  id: number;
  status: OrderStatus;
  items: OrderItem[];
  groups: OrderGroup[];
  /** Σ over groups of totalAmount + totalTaxes + delivery, euro cents. */
  totalOrderAmount: number;
  /** Σ of deliveries, euro cents. */
  totalDeliveryAmount: number;
  /** Σ of quantities. */
  totalProductCount: number;
  contact: ContactDetails;
  address: Address;
  note: string | null;
  createdAt: string;
};
export type OrderItemInput = {
  productId: number;
  quantity: number;
  vendorId?: number;
  /** Ignored. */
  price?: number;
  /** Ignored. */
  promoPrice?: number | null;
};
export type Phone = string;
export type Email = string;
export type ContactDetailsInput = {
  name: string;
  phone: Phone;
  email: Email;
};
export type AddressInput = {
  cityId: number;
  /** Street, number, entrance, floor, flat. */
  street: string;
};
export type OrderInput = {
  items: OrderItemInput[];
  contact: ContactDetailsInput;
  address: AddressInput;
  note?: string;
  /** Ignored (the cart's own total); the order carries the server's. */
  totalOrderAmount?: number;
  /** Ignored. */
  totalDeliveryAmount?: number;
  /** Ignored. */
  totalProductCount?: number;
};
export type OrderAccessInput = {
  /** The private token of an order e-mail's link; without it, the caller's own order. */
  token?: string;
};
export const {
  useGetVendorQuery,
  useLazyGetVendorQuery,
  useSearchProductsQuery,
  useLazySearchProductsQuery,
  useCreateOrderMutation,
  useViewOrderQuery,
  useLazyViewOrderQuery,
} = injectedRtkApi;
