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
export type Error = {
  /** `validation_failed` for 422; otherwise a message in the request's language. */
  message: string;
  errors?: ErrorItem[];
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
};
export const { useBuyCreditsMutation, useGetPaymentStatusMutation } =
  injectedRtkApi;
