// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit.
import { baseApi as api } from "../../api/baseApi.ts";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMovePlans: build.query<ListMovePlansApiResponse, ListMovePlansApiArg>({
      query: () => ({ url: `/move-plan` }),
    }),
    createMovePlan: build.mutation<
      CreateMovePlanApiResponse,
      CreateMovePlanApiArg
    >({
      query: (queryArg) => ({
        url: `/move-plan`,
        method: "POST",
        body: queryArg.movePlanInput,
      }),
    }),
    getMovePlan: build.query<GetMovePlanApiResponse, GetMovePlanApiArg>({
      query: (queryArg) => ({ url: `/move-plan/${queryArg.id}` }),
    }),
    updateMovePlan: build.mutation<
      UpdateMovePlanApiResponse,
      UpdateMovePlanApiArg
    >({
      query: (queryArg) => ({
        url: `/move-plan/${queryArg.id}`,
        method: "POST",
        body: queryArg.movePlanUpdate,
      }),
    }),
    deleteMovePlan: build.mutation<
      DeleteMovePlanApiResponse,
      DeleteMovePlanApiArg
    >({
      query: (queryArg) => ({
        url: `/move-plan/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    checkoutMovePlan: build.mutation<
      CheckoutMovePlanApiResponse,
      CheckoutMovePlanApiArg
    >({
      query: (queryArg) => ({
        url: `/move-plan/${queryArg.id}/checkout`,
        method: "POST",
        body: queryArg.movePlanCheckoutInput,
        headers: {
          "Idempotency-Key": queryArg["Idempotency-Key"],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as moveApi };
export type ListMovePlansApiResponse =
  /** status 200 Every move plan of the signed-in user. */ MovePlanList;
export type ListMovePlansApiArg = void;
export type CreateMovePlanApiResponse = /** status 201 The plan. */ MovePlan;
export type CreateMovePlanApiArg = {
  movePlanInput: MovePlanInput;
};
export type GetMovePlanApiResponse = /** status 200 The plan. */ MovePlan;
export type GetMovePlanApiArg = {
  id: number;
};
export type UpdateMovePlanApiResponse =
  /** status 200 The plan as it is now. */ MovePlan;
export type UpdateMovePlanApiArg = {
  id: number;
  movePlanUpdate: MovePlanUpdate;
};
export type DeleteMovePlanApiResponse = unknown;
export type DeleteMovePlanApiArg = {
  id: number;
};
export type CheckoutMovePlanApiResponse =
  /** status 201 The checked-out plan with its orders. */ MovePlan;
export type CheckoutMovePlanApiArg = {
  id: number;
  /** One per checkout, the same for its retries (16 to 64 letters, digits and dashes). */
  "Idempotency-Key": string;
  movePlanCheckoutInput: MovePlanCheckoutInput;
};
export type MoveHomeKind = "property" | "flatmate";
export type PropertyType =
  "room" | "studio" | "apartment" | "maisonette" | "house";
export type MoveHome = {
  kind: MoveHomeKind;
  id: number;
  cityId: number;
  type: PropertyType;
  /** Square metres; null when the listing records none (a flatmate offer). */
  area: number | null;
  bedrooms: number;
  bathrooms: number;
  terrace: boolean;
  garden: boolean;
  /** The first day the home is free; null when it is free now. */
  availableFrom: string | null;
};
export type MoveFrom = {
  cityId: number;
  street: string;
};
export type MoveHousehold = {
  people: number;
  pets: number;
};
export type MoveServiceLine = {
  serviceKey: string;
  amount: number;
  months?: number;
  severity?: number;
};
export type CleaningTimeSlot = "08-11" | "11-14" | "14-17" | "17-20";
export type MoveWhen = {
  /** Europe/Sofia (YYYY-MM-DD). */
  day: string;
  slot: CleaningTimeSlot;
};
export type MoveMovingChoice = {
  cleaningType: "moving";
  lines: MoveServiceLine[];
  when: MoveWhen | null;
};
export type MoveCleaningChoice = {
  cleaningType: "deep" | "one-time";
  lines: MoveServiceLine[];
  when: MoveWhen | null;
};
export type MoveDeliveries = {
  [key: string]: MoveWhen;
};
export type MovePlanCheckout = {
  at: string;
  shopOrderId: number | null;
  movingOrderId: number | null;
  cleaningOrderId: number | null;
};
export type MovePlanOrder = {
  kind: "shop" | "moving" | "cleaning";
  id: number;
  /** The vendor of a shop order's group; null for a service order. */
  vendorId: number | null;
  /** That vendor's name in the request's language; null for a service order. */
  vendorName: string | null;
  /** The vendor group's status (OrderStatus) or the service order's (CleaningOrderStatus). */
  status: string;
};
export type MovePlan = {
  id: number;
  /** The plan the header shows (one per user). */
  current: boolean;
  home: MoveHome;
  /** The listing's title in the request's language; null when it is gone. */
  homeTitle: string | null;
  moveInDate: string;
  from: MoveFrom | null;
  household: MoveHousehold;
  moving: MoveMovingChoice | null;
  cleaning: MoveCleaningChoice | null;
  deliveries: MoveDeliveries;
  checkout: MovePlanCheckout | null;
  /** Empty until checked out. */
  orders: MovePlanOrder[];
  createdAt: string;
  updatedAt: string;
};
export type MovePlanList = {
  items: MovePlan[];
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
export type MoveHomeRef = {
  kind: MoveHomeKind;
  id: number;
};
export type MovePlanInput = {
  home: MoveHomeRef;
  /** From today to 180 days ahead (else a validation failure of `moveInDate`). */
  moveInDate: string;
  /** Null is "I'll say later". */
  from: MoveFrom | null;
  household: MoveHousehold;
  moving?: MoveMovingChoice | null;
  cleaning?: MoveCleaningChoice | null;
  deliveries?: MoveDeliveries;
};
export type MovePlanUpdate = {
  /** From today to 180 days ahead. */
  moveInDate?: string;
  from?: MoveFrom | null;
  household?: MoveHousehold;
  moving?: MoveMovingChoice | null;
  cleaning?: MoveCleaningChoice | null;
  deliveries?: MoveDeliveries;
  /** Makes this the current plan. */
  current?: true;
};
export type Phone = string;
export type Email = string;
export type ContactDetailsInput = {
  name: string;
  phone: Phone;
  email: Email;
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
export type MovePlanCheckoutInput = {
  contact: ContactDetailsInput;
  /** Street, number, entrance, floor, flat of the new home. */
  street: string;
  note?: string;
  items: OrderItemInput[];
};
export const {
  useListMovePlansQuery,
  useLazyListMovePlansQuery,
  useCreateMovePlanMutation,
  useGetMovePlanQuery,
  useLazyGetMovePlanQuery,
  useUpdateMovePlanMutation,
  useDeleteMovePlanMutation,
  useCheckoutMovePlanMutation,
} = injectedRtkApi;
