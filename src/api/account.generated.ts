// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit.
import { baseApi as api } from "./baseApi.ts";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTranslations: build.query<
      GetTranslationsApiResponse,
      GetTranslationsApiArg
    >({
      query: (queryArg) => ({
        url: `/localization/translation/${queryArg.locale}`,
        params: {
          v: queryArg.v,
        },
      }),
    }),
    updateAgency: build.mutation<UpdateAgencyApiResponse, UpdateAgencyApiArg>({
      query: (queryArg) => ({
        url: `/agency/${queryArg.id}`,
        method: "POST",
        body: queryArg.agencyInput,
      }),
    }),
    updateVendor: build.mutation<UpdateVendorApiResponse, UpdateVendorApiArg>({
      query: (queryArg) => ({
        url: `/vendor/${queryArg.id}`,
        method: "POST",
        body: queryArg.vendorInput,
      }),
    }),
    getCurrentUser: build.query<
      GetCurrentUserApiResponse,
      GetCurrentUserApiArg
    >({
      query: () => ({ url: `/user` }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({
        url: `/user`,
        method: "POST",
        body: queryArg.registerInput,
      }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({
        url: `/auth`,
        method: "POST",
        body: queryArg.loginInput,
      }),
    }),
    googleLogin: build.mutation<GoogleLoginApiResponse, GoogleLoginApiArg>({
      query: (queryArg) => ({
        url: `/auth/google`,
        method: "POST",
        body: queryArg.googleLoginInput,
      }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/auth/logout`, method: "POST" }),
    }),
    confirmEmail: build.mutation<ConfirmEmailApiResponse, ConfirmEmailApiArg>({
      query: (queryArg) => ({
        url: `/user/confirmation`,
        method: "POST",
        body: queryArg.confirmEmailInput,
      }),
    }),
    requestPasswordReset: build.mutation<
      RequestPasswordResetApiResponse,
      RequestPasswordResetApiArg
    >({
      query: (queryArg) => ({
        url: `/user/forgotten-password/request`,
        method: "POST",
        body: queryArg.passwordResetRequestInput,
      }),
    }),
    requestPasswordChange: build.mutation<
      RequestPasswordChangeApiResponse,
      RequestPasswordChangeApiArg
    >({
      query: () => ({ url: `/user/change-password/request`, method: "POST" }),
    }),
    changePassword: build.mutation<
      ChangePasswordApiResponse,
      ChangePasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/user/password`,
        method: "POST",
        body: queryArg.passwordChangeInput,
      }),
    }),
    confirmPasswordReset: build.mutation<
      ConfirmPasswordResetApiResponse,
      ConfirmPasswordResetApiArg
    >({
      query: (queryArg) => ({
        url: `/user/forgotten-password/confirmation`,
        method: "POST",
        body: queryArg.passwordResetConfirmInput,
      }),
    }),
    getUserStats: build.query<GetUserStatsApiResponse, GetUserStatsApiArg>({
      query: () => ({ url: `/stats/user` }),
    }),
    updateCurrentUser: build.mutation<
      UpdateCurrentUserApiResponse,
      UpdateCurrentUserApiArg
    >({
      query: (queryArg) => ({
        url: `/user/me`,
        method: "POST",
        body: queryArg.userUpdateInput,
      }),
    }),
    deleteAccount: build.mutation<
      DeleteAccountApiResponse,
      DeleteAccountApiArg
    >({
      query: (queryArg) => ({
        url: `/user/deletion`,
        method: "POST",
        body: queryArg.deleteAccountInput,
      }),
    }),
    getNewsletterSubscription: build.query<
      GetNewsletterSubscriptionApiResponse,
      GetNewsletterSubscriptionApiArg
    >({
      query: () => ({ url: `/user/newsletter` }),
    }),
    setNewsletterSubscription: build.mutation<
      SetNewsletterSubscriptionApiResponse,
      SetNewsletterSubscriptionApiArg
    >({
      query: (queryArg) => ({
        url: `/user/newsletter`,
        method: "PUT",
        body: queryArg.newsletterSubscription,
      }),
    }),
    getOwnVendor: build.query<GetOwnVendorApiResponse, GetOwnVendorApiArg>({
      query: () => ({ url: `/user/vendor` }),
    }),
    getOwnAgency: build.query<GetOwnAgencyApiResponse, GetOwnAgencyApiArg>({
      query: () => ({ url: `/user/agency` }),
    }),
    getCreditLedger: build.query<
      GetCreditLedgerApiResponse,
      GetCreditLedgerApiArg
    >({
      query: (queryArg) => ({
        url: `/credit/ledger`,
        params: {
          offset: queryArg.offset,
          limit: queryArg.limit,
        },
      }),
    }),
    getUser: build.query<GetUserApiResponse, GetUserApiArg>({
      query: (queryArg) => ({ url: `/user/${queryArg.id}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as accountApi };
export type GetTranslationsApiResponse =
  /** status 200 The translations of the locale. */ Translations;
export type GetTranslationsApiArg = {
  locale: TranslationLocale;
  /** The version the page names for the locale (its content hash). */
  v?: string;
};
export type UpdateAgencyApiResponse =
  /** status 200 The updated agency. */ Agency;
export type UpdateAgencyApiArg = {
  id: number;
  agencyInput: AgencyInput;
};
export type UpdateVendorApiResponse =
  /** status 200 The updated vendor. */ Vendor;
export type UpdateVendorApiArg = {
  id: number;
  vendorInput: VendorInput;
};
export type GetCurrentUserApiResponse =
  /** status 200 The signed-in user. */ CurrentUser;
export type GetCurrentUserApiArg = void;
export type RegisterApiResponse =
  /** status 201 The created user. */ CurrentUser;
export type RegisterApiArg = {
  registerInput: RegisterInput;
};
export type LoginApiResponse = /** status 200 Signed in. */ AuthResponse;
export type LoginApiArg = {
  loginInput: LoginInput;
};
export type GoogleLoginApiResponse = /** status 200 Signed in. */ AuthResponse;
export type GoogleLoginApiArg = {
  googleLoginInput: GoogleLoginInput;
};
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type ConfirmEmailApiResponse = unknown;
export type ConfirmEmailApiArg = {
  confirmEmailInput: ConfirmEmailInput;
};
export type RequestPasswordResetApiResponse = unknown;
export type RequestPasswordResetApiArg = {
  passwordResetRequestInput: PasswordResetRequestInput;
};
export type RequestPasswordChangeApiResponse = unknown;
export type RequestPasswordChangeApiArg = void;
export type ChangePasswordApiResponse = unknown;
export type ChangePasswordApiArg = {
  passwordChangeInput: PasswordChangeInput;
};
export type ConfirmPasswordResetApiResponse = unknown;
export type ConfirmPasswordResetApiArg = {
  passwordResetConfirmInput: PasswordResetConfirmInput;
};
export type GetUserStatsApiResponse = /** status 200 The counts. */ UserStats;
export type GetUserStatsApiArg = void;
export type UpdateCurrentUserApiResponse =
  /** status 200 The updated user. */ CurrentUser;
export type UpdateCurrentUserApiArg = {
  userUpdateInput: UserUpdateInput;
};
export type DeleteAccountApiResponse = unknown;
export type DeleteAccountApiArg = {
  deleteAccountInput: DeleteAccountInput;
};
export type GetNewsletterSubscriptionApiResponse =
  /** status 200 My subscription. */ NewsletterSubscription;
export type GetNewsletterSubscriptionApiArg = void;
export type SetNewsletterSubscriptionApiResponse =
  /** status 200 My subscription now. */ NewsletterSubscription;
export type SetNewsletterSubscriptionApiArg = {
  newsletterSubscription: NewsletterSubscription;
};
export type GetOwnVendorApiResponse = /** status 200 My shop. */ Vendor;
export type GetOwnVendorApiArg = void;
export type GetOwnAgencyApiResponse = /** status 200 My agency. */ Agency;
export type GetOwnAgencyApiArg = void;
export type GetCreditLedgerApiResponse =
  /** status 200 One page of my ledger and my balance. */ CreditLedgerPage;
export type GetCreditLedgerApiArg = {
  /** Number of items to skip. */
  offset?: number;
  limit?: number;
};
export type GetUserApiResponse = /** status 200 The user. */ PublicUser;
export type GetUserApiArg = {
  id: number;
};
export type Translations = {
  /** Message key → text. */
  translations: {
    [key: string]: string;
  };
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
export type TranslationLocale = "bg" | "en" | "debug";
export type NamedRef = {
  id: number;
  name: string;
};
export type Agency = {
  id: number;
  name: string;
  description: string | null;
  /** Logo URL. */
  logo: string | null;
  phone: string | null;
  email: string | null;
  /** The city of its office, if known. */
  city: NamedRef | null;
  /** Number of the agency's published properties. */
  propertiesCount: number;
};
export type ImageInput = string;
export type Phone = string;
export type Email = string;
export type AgencyInput = {
  name: string;
  description?: string | null;
  logo?: ImageInput | null;
  /** An unknown city is a validation failure of `cityId`. */
  cityId?: number | null;
  phone?: Phone | null;
  email?: Email | null;
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
export type VendorInput = {
  name: string;
  description?: string | null;
  logo?: ImageInput | null;
  /** Delivery fee per order group, euro cents; null means free delivery. */
  deliveryPrice?: number | null;
  /** An unknown city is a validation failure of `cityId`. */
  cityId?: number | null;
  phone?: Phone | null;
  email?: Email | null;
};
export type UserType = "user" | "agency" | "vendor";
export type CurrentUser = {
  id: number;
  type: UserType;
  name: string;
  email: string;
  phone: string | null;
  /** Credit balance of the wallet. */
  credits: number;
  emailConfirmed: boolean;
  /** A new address asked for in the settings, until its confirmation link is opened (always answered). */
  pendingEmail?: string | null;
  /** The vendor this user manages (type vendor), else null. */
  vendor: NamedRef | null;
  /** The agency this user manages (type agency), else null. */
  agency: NamedRef | null;
  /** The user's current move-in plan (the header links to it), else null (decision 0031). */
  currentMovePlanId: number | null;
};
export type Password = string;
export type RegisterInput = {
  name: string;
  phone: Phone;
  email: Email;
  password: Password;
  /** The captcha's answer (ALTCHA's payload, or a reCAPTCHA token for the action `signup`). */
  code: string;
};
export type AuthResponse = {
  /** The opaque token, valid 1 hour (also set as the `token` cookie). */
  authToken: string;
};
export type LoginInput = {
  email: Email;
  password: Password;
};
export type GoogleLoginInput = {
  /** The ID token from Google Identity Services. */
  credential: string;
};
export type ConfirmEmailInput = {
  token: string;
};
export type PasswordResetRequestInput = {
  email: string;
};
export type PasswordChangeInput = {
  currentPassword: string;
  password: Password;
};
export type PasswordResetConfirmInput = {
  token: string;
  password: Password;
};
export type OrderStatus =
  "new" | "confirmed" | "shipped" | "delivered" | "cancelled";
export type OrderStatusCount = {
  status: OrderStatus;
  count: number;
};
export type MonthRevenue = {
  /** Year and month, `YYYY-MM`. */
  month: string;
  /** Euro cents excluding VAT and delivery. */
  amount: number;
  /** Orders (the vendor's groups not cancelled) placed in the month. */
  orders: number;
};
export type TopProduct = {
  product: NamedRef;
  /** Units sold. */
  quantity: number;
  /** Euro cents excluding VAT. */
  amount: number;
};
export type VendorStats = {
  /** Every OrderStatus once, in the enum's order, with how many of the vendor's groups have it. */
  ordersByStatus: OrderStatusCount[];
  /** The last 12 months, oldest first, the current month last (0 for a month without sales). */
  revenueByMonth: MonthRevenue[];
  /** The vendor's best sellers by quantity in groups not cancelled (ties by revenue), at most 5. */
  topProducts: TopProduct[];
};
export type UserStats = {
  /** Not deleted properties (user, agency). */
  properties: number | null;
  /** Properties with status active (user, agency). */
  activeProperties: number | null;
  /** Viewing requests for my properties (user, agency). */
  viewingRequests: number | null;
  /** My products (vendor). */
  products: number | null;
  /** Orders placed (user) or received (vendor). */
  orders: number | null;
  /** My flatmate offers (user). */
  tenantOffers: number | null;
  /** Credit balance. */
  credits: number;
  /** The vendor dashboard's figures (vendor); null for other types. */
  vendor: VendorStats | null;
};
export type UserUpdateInput = {
  name?: string;
  phone?: Phone;
  email?: Email;
  /** Required with a new `email`. */
  currentPassword?: string;
};
export type DeleteAccountInput = {
  password?: string;
  confirmation?: string;
};
export type NewsletterSubscription = {
  subscribed: boolean;
};
export type CreditLedgerEntryKind = "purchase" | "promotion";
export type PromotionKind = "property" | "tenantOffer";
export type CreditLedgerEntry = {
  id: number;
  kind: CreditLedgerEntryKind;
  /** Added (positive) or spent (negative). */
  credits: number;
  /** The balance after this entry. */
  balance: number;
  createdAt: string;
  /** A purchase's payment (its reference and the euro cents paid), else null. */
  payment: {
    paymentId: string;
    amount: number;
  } | null;
  /** What a spending promoted, else null. `title` is null when the listing no longer exists. */
  promotion: {
    kind: PromotionKind;
    id: number | null;
    title: string | null;
    days: number;
    premiumUntil: string;
  } | null;
};
export type CreditLedgerPage = {
  items: CreditLedgerEntry[];
  total: number;
  offset: number;
  limit: number;
  /** My credit balance now. */
  balance: number;
};
export type PublicUser = {
  id: number;
  name: string;
  type: UserType;
  createdAt: string;
};
export const {
  useGetTranslationsQuery,
  useLazyGetTranslationsQuery,
  useUpdateAgencyMutation,
  useUpdateVendorMutation,
  useGetCurrentUserQuery,
  useLazyGetCurrentUserQuery,
  useRegisterMutation,
  useLoginMutation,
  useGoogleLoginMutation,
  useLogoutMutation,
  useConfirmEmailMutation,
  useRequestPasswordResetMutation,
  useRequestPasswordChangeMutation,
  useChangePasswordMutation,
  useConfirmPasswordResetMutation,
  useGetUserStatsQuery,
  useLazyGetUserStatsQuery,
  useUpdateCurrentUserMutation,
  useDeleteAccountMutation,
  useGetNewsletterSubscriptionQuery,
  useLazyGetNewsletterSubscriptionQuery,
  useSetNewsletterSubscriptionMutation,
  useGetOwnVendorQuery,
  useLazyGetOwnVendorQuery,
  useGetOwnAgencyQuery,
  useLazyGetOwnAgencyQuery,
  useGetCreditLedgerQuery,
  useLazyGetCreditLedgerQuery,
  useGetUserQuery,
  useLazyGetUserQuery,
} = injectedRtkApi;
