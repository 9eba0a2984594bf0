// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit.
import { baseApi as api } from "../../api/baseApi.ts";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<
      SendContactMessageApiResponse,
      SendContactMessageApiArg
    >({
      query: (queryArg) => ({
        url: `/contact/general`,
        method: "POST",
        body: queryArg.contactInput,
      }),
    }),
    subscribeNewsletter: build.mutation<
      SubscribeNewsletterApiResponse,
      SubscribeNewsletterApiArg
    >({
      query: (queryArg) => ({
        url: `/newsletter/subscribe`,
        method: "POST",
        body: queryArg.newsletterInput,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as contentApi };
export type SendContactMessageApiResponse = unknown;
export type SendContactMessageApiArg = {
  contactInput: ContactInput;
};
export type SubscribeNewsletterApiResponse = unknown;
export type SubscribeNewsletterApiArg = {
  newsletterInput: NewsletterInput;
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
export type Email = string;
export type Phone = string;
export type ContactInput = {
  name: string;
  email: Email;
  phone?: Phone;
  message: string;
};
export type NewsletterInput = {
  email: Email;
  /** Captcha token obtained for the action `login`. */
  code: string;
};
export const { useSendContactMessageMutation, useSubscribeNewsletterMutation } =
  injectedRtkApi;
