// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit.
import { baseApi as api } from "../../api/baseApi.ts";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
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
export type ListCleaningServicesApiResponse =
  /** status 200 The service groups. */ CleaningServiceGroup[];
export type ListCleaningServicesApiArg = {
  cleaningType?: CleaningType;
};
export type CreateOneTimeCleaningOrderApiResponse =
  /** status 201 The created order. */ CleaningOrder;
export type CreateOneTimeCleaningOrderApiArg = {
  cleaningOrderInput: CleaningOrderInput;
};
export type CreateDeepCleaningOrderApiResponse =
  /** status 201 The created order. */ CleaningOrder;
export type CreateDeepCleaningOrderApiArg = {
  cleaningOrderInput: CleaningOrderInput;
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
  /** Default severity level (null when the service has none). */
  severity: number | null;
  /** Default number of months (subscriptions), else null. */
  months: number | null;
};
export type CleaningServiceGroup = {
  name: string;
  items: CleaningService[];
};
export type ErrorItem = {
  /** The rejected field, dotted for nested fields (`items.0.quantity`). */
  property: string;
  /** Why, in the request's language. */
  message: string;
};
export type Error = {
  /** `validation_failed` for 422; otherwise a message in the request's language. */
  message: string;
  errors?: ErrorItem[];
};
export type CleaningType = "one-time" | "deep" | "moving";
export type CleaningOrderStatus =
  "new" | "confirmed" | "completed" | "cancelled";
export type CleaningOrder = {
  id: number;
  /** Σ of the server-priced lines, euro cents. */
  totalPrice: number;
  status: CleaningOrderStatus;
};
export type CleaningOrderLineInput = {
  serviceKey: string;
  /** Quantity, hours or square metres (the service's unit). */
  amount: number;
  months?: number;
  severity?: number;
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
  /** Day of the service (YYYY-MM-DD, Europe/Sofia); today or later. */
  date: string;
  note?: string;
};
export const {
  useListCleaningServicesQuery,
  useLazyListCleaningServicesQuery,
  useCreateOneTimeCleaningOrderMutation,
  useCreateDeepCleaningOrderMutation,
} = injectedRtkApi;
