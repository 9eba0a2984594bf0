// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit.
import { baseApi as api } from "../../api/baseApi.ts";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    buyCredits: build.mutation<BuyCreditsApiResponse, BuyCreditsApiArg>({
      query: (queryArg) => ({
        url: `/credit/buy`,
        method: "POST",
        body: queryArg.creditBuyInput,
      }),
    }),
    getPaymentStatus: build.mutation<
      GetPaymentStatusApiResponse,
      GetPaymentStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/payment/status`,
        method: "POST",
        body: queryArg.paymentStatusInput,
      }),
    }),
    paymentWebhook: build.mutation<
      PaymentWebhookApiResponse,
      PaymentWebhookApiArg
    >({
      query: (queryArg) => ({
        url: `/payment/webhook`,
        method: "POST",
        body: queryArg.paymentWebhookEvent,
        headers: {
          "Stripe-Signature": queryArg["Stripe-Signature"],
        },
      }),
    }),
    getSandboxCheckout: build.query<
      GetSandboxCheckoutApiResponse,
      GetSandboxCheckoutApiArg
    >({
      query: (queryArg) => ({ url: `/payment/sandbox/${queryArg.reference}` }),
    }),
    paySandboxCheckout: build.mutation<
      PaySandboxCheckoutApiResponse,
      PaySandboxCheckoutApiArg
    >({
      query: (queryArg) => ({
        url: `/payment/sandbox/${queryArg.reference}/pay`,
        method: "POST",
        body: queryArg.sandboxCardInput,
      }),
    }),
    cancelSandboxCheckout: build.mutation<
      CancelSandboxCheckoutApiResponse,
      CancelSandboxCheckoutApiArg
    >({
      query: (queryArg) => ({
        url: `/payment/sandbox/${queryArg.reference}/cancel`,
        method: "POST",
      }),
    }),
    promoteListing: build.mutation<
      PromoteListingApiResponse,
      PromoteListingApiArg
    >({
      query: (queryArg) => ({
        url: `/credit/promotion`,
        method: "POST",
        body: queryArg.promotionInput,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as creditsApi };
export type BuyCreditsApiResponse =
  /** status 201 The payment was created. */ PaymentInitiation;
export type BuyCreditsApiArg = {
  creditBuyInput: CreditBuyInput;
};
export type GetPaymentStatusApiResponse =
  /** status 200 The payment's status and my credit balance. */ PaymentStatus;
export type GetPaymentStatusApiArg = {
  paymentStatusInput: PaymentStatusInput;
};
export type PaymentWebhookApiResponse = unknown;
export type PaymentWebhookApiArg = {
  "Stripe-Signature"?: string;
  paymentWebhookEvent: PaymentWebhookEvent;
};
export type GetSandboxCheckoutApiResponse =
  /** status 200 The checkout. */ SandboxCheckout;
export type GetSandboxCheckoutApiArg = {
  /** A sandbox checkout's reference. */
  reference: string;
};
export type PaySandboxCheckoutApiResponse =
  /** status 200 Paid or declined. */ SandboxCheckoutResult;
export type PaySandboxCheckoutApiArg = {
  /** A sandbox checkout's reference. */
  reference: string;
  sandboxCardInput: SandboxCardInput;
};
export type CancelSandboxCheckoutApiResponse =
  /** status 200 Cancelled. */ SandboxCheckoutResult;
export type CancelSandboxCheckoutApiArg = {
  /** A sandbox checkout's reference. */
  reference: string;
};
export type PromoteListingApiResponse = /** status 201 Promoted. */ Promotion;
export type PromoteListingApiArg = {
  promotionInput: PromotionInput;
};
export type PaymentInitiation = {
  /** The payment's reference, also in the return URL. */
  paymentId: string;
  /** Where to send the browser (absolute, or root-relative for the local sandbox checkout). */
  paymentUrl: string;
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
export type CreditBuyInput = {
  /** The package, named by its credits (prices are the server's). */
  credits: 4 | 9 | 39 | 58 | 86 | 132;
};
export type PaymentState = "pending" | "succeeded" | "declined" | "cancelled";
export type PaymentStatus = {
  paymentId: string;
  status: PaymentState;
  /** Credits of the package bought. */
  credits: number;
  /** The user's credit balance now. */
  balance: number;
};
export type PaymentStatusInput = {
  paymentId: string;
  /** The buyer came back from the checkout without paying (its cancel address). */
  cancel?: boolean;
};
export type PaymentWebhookEvent = {
  id: string;
  type: string;
  data: {
    object: object;
  };
};
export type SandboxCheckoutState = "open" | "paid" | "declined" | "cancelled";
export type SandboxCheckout = {
  reference: string;
  /** Euro cents to pay, VAT included. */
  amount: number;
  currency: "EUR";
  /** What is paid for, in the buyer's language. */
  description: string;
  status: SandboxCheckoutState;
  /** Where the buyer goes back to (root-relative). */
  returnUrl: string;
};
export type SandboxCheckoutResult = {
  status: SandboxCheckoutState;
  /** Where to send the buyer now (root-relative). */
  returnUrl: string;
};
export type SandboxCardInput = {
  /** Digits only. */
  cardNumber: string;
  /** MM/YY; a month that has ended is a validation failure. */
  expiry: string;
  cvc: string;
};
export type PromotionKind = "property" | "tenantOffer";
export type Promotion = {
  kind: PromotionKind;
  id: number;
  days: number;
  /** Credits spent. */
  credits: number;
  /** When the listing's premium ends now. */
  premiumUntil: string;
  /** My credit balance after the spending. */
  balance: number;
};
export type PromotionInput = {
  kind: PromotionKind;
  /** The listing's id. */
  id: number;
  /** The plan, named by its days. Credits: 7 days 5, 14 days 9, 30 days 16. */
  days: 7 | 14 | 30;
};
export const {
  useBuyCreditsMutation,
  useGetPaymentStatusMutation,
  usePaymentWebhookMutation,
  useGetSandboxCheckoutQuery,
  useLazyGetSandboxCheckoutQuery,
  usePaySandboxCheckoutMutation,
  useCancelSandboxCheckoutMutation,
  usePromoteListingMutation,
} = injectedRtkApi;
