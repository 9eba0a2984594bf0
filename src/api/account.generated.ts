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
export type Error = {
  /** `validation_failed` for 422; otherwise a message in the request's language. */
  message: string;
  errors?: ErrorItem[];
};
export type TranslationLocale = "bg" | "en" | "debug";
export type UserType = "user" | "agency" | "vendor";
export type NamedRef = {
  id: number;
  name: string;
};
export type CurrentUser = {
  id: number;
  type: UserType;
  name: string;
  email: string;
  phone: string | null;
  /** Credit balance of the wallet. */
  credits: number;
  emailConfirmed: boolean;
  /** The vendor this user manages (type vendor), else null. */
  vendor: NamedRef | null;
  /** The agency this user manages (type agency), else null. */
  agency: NamedRef | null;
};
export type Phone = string;
export type Email = string;
export type Password = string;
export type RegisterInput = {
  name: string;
  phone: Phone;
  email: Email;
  password: Password;
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
  useGetCurrentUserQuery,
  useLazyGetCurrentUserQuery,
  useRegisterMutation,
  useLoginMutation,
  useGoogleLoginMutation,
  useLogoutMutation,
  useConfirmEmailMutation,
  useRequestPasswordResetMutation,
  useRequestPasswordChangeMutation,
  useConfirmPasswordResetMutation,
  useGetUserStatsQuery,
  useLazyGetUserStatsQuery,
  useUpdateCurrentUserMutation,
  useGetUserQuery,
  useLazyGetUserQuery,
} = injectedRtkApi;
