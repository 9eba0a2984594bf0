// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit.
import { baseApi as api } from "../../api/baseApi.ts";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createOneTimeCleaningOrder: build.mutation<
      CreateOneTimeCleaningOrderApiResponse,
      CreateOneTimeCleaningOrderApiArg
    >({
      query: (queryArg) => ({
        url: `/cleaning/one-time/order`,
        method: "POST",
        body: queryArg.cleaningOrderInput,
      }),
    }),
    createDeepCleaningOrder: build.mutation<
      CreateDeepCleaningOrderApiResponse,
      CreateDeepCleaningOrderApiArg
    >({
      query: (queryArg) => ({
        url: `/cleaning/deep/order`,
        method: "POST",
        body: queryArg.cleaningOrderInput,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as servicesApi };
export type CreateOneTimeCleaningOrderApiResponse =
  /** status 201 The created order, priced by the server. */ CleaningOrder;
export type CreateOneTimeCleaningOrderApiArg = {
  cleaningOrderInput: CleaningOrderInput;
};
export type CreateDeepCleaningOrderApiResponse =
  /** status 201 The created order, priced by the server. */ CleaningOrder;
export type CreateDeepCleaningOrderApiArg = {
  cleaningOrderInput: CleaningOrderInput;
};
export type CleaningType = "one-time" | "deep" | "moving";
export type CleaningUnit = "quantity" | "hours" | "sqm";
export type CleaningOrderLine = {
  serviceKey: string;
  name: string;
  unit: CleaningUnit;
  amount: number;
  months: number | null;
  severity: number | null;
  /** Euro cents per unit (and per month when months apply), from the catalogue when ordered. */
  unitPrice: number;
  /** Euro cents, rounded half up. */
  lineTotal: number;
};
export type CleaningTimeSlot = "08-11" | "11-14" | "14-17" | "17-20";
export type CleaningOrderStatus =
  "new" | "confirmed" | "completed" | "cancelled";
export type CleaningOrder = {
  id: number;
  cleaningType: CleaningType;
  services: CleaningOrderLine[];
  /** Σ of the server-priced lines, euro cents. */
  totalPrice: number;
  date: string;
  timeSlot: CleaningTimeSlot;
  status: CleaningOrderStatus;
  createdAt: string;
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
export type CleaningOrderLineInput = {
  serviceKey: string;
  /** Quantity, hours or square metres (the service's unit), within its minAmount..maxAmount. */
  amount: number;
  /** Only for a service charged per month; absent means its default. */
  months?: number;
  /** Only for a service with a severity; absent means its default. */
  severity?: number;
  /** Ignored. */
  price?: number;
  /** Ignored. */
  lineTotal?: number;
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
export type CleaningOrderInput = {
  services: CleaningOrderLineInput[];
  contact: ContactDetailsInput;
  address: AddressInput;
  destinationAddress?: AddressInput;
  /** Day of the service (YYYY-MM-DD, Europe/Sofia), from today to 90 days ahead. */
  date: string;
  timeSlot: CleaningTimeSlot;
  note?: string;
  /** Ignored (the cart's own total); the order carries the server's. */
  totalPrice?: number;
};
export const {
  useCreateOneTimeCleaningOrderMutation,
  useCreateDeepCleaningOrderMutation,
} = injectedRtkApi;
