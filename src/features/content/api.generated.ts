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
    confirmNewsletter: build.mutation<
      ConfirmNewsletterApiResponse,
      ConfirmNewsletterApiArg
    >({
      query: (queryArg) => ({
        url: `/newsletter/confirmation`,
        method: "POST",
        body: queryArg.confirmEmailInput,
      }),
    }),
    getCaptchaChallenge: build.query<
      GetCaptchaChallengeApiResponse,
      GetCaptchaChallengeApiArg
    >({
      query: () => ({ url: `/captcha/challenge` }),
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
export type ConfirmNewsletterApiResponse = unknown;
export type ConfirmNewsletterApiArg = {
  confirmEmailInput: ConfirmEmailInput;
};
export type GetCaptchaChallengeApiResponse =
  /** status 200 The challenge, as ALTCHA's widget reads it. */ CaptchaChallenge;
export type GetCaptchaChallengeApiArg = void;
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
  /** The captcha's answer (ALTCHA's payload, or a reCAPTCHA token for the action `contact`). */
  code: string;
};
export type NewsletterInput = {
  email: Email;
  /** The captcha's answer (ALTCHA's payload, or a reCAPTCHA token for the action `login`). */
  code: string;
};
export type ConfirmEmailInput = {
  token: string;
};
export type CaptchaChallenge = {
  parameters: {
    algorithm: "PBKDF2/SHA-256";
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    /** Hex; the derived key of the right counter starts with it. */
    keyPrefix: string;
    keySignature?: string;
    /** Unix time, seconds. */
    expiresAt: number;
  };
  signature: string;
};
export const {
  useSendContactMessageMutation,
  useSubscribeNewsletterMutation,
  useConfirmNewsletterMutation,
  useGetCaptchaChallengeQuery,
  useLazyGetCaptchaChallengeQuery,
} = injectedRtkApi;
