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
    listProperties: build.query<
      ListPropertiesApiResponse,
      ListPropertiesApiArg
    >({
      query: (queryArg) => ({
        url: `/property`,
        params: {
          offset: queryArg.offset,
          limit: queryArg.limit,
          orderBy: queryArg.orderBy,
          cityId: queryArg.cityId,
          districtId: queryArg.districtId,
          type: queryArg["type"],
          priceFrom: queryArg.priceFrom,
          priceTo: queryArg.priceTo,
          bedrooms: queryArg.bedrooms,
          furniture: queryArg.furniture,
          petFriendly: queryArg.petFriendly,
          areaFrom: queryArg.areaFrom,
          areaTo: queryArg.areaTo,
        },
      }),
    }),
    createProperty: build.mutation<
      CreatePropertyApiResponse,
      CreatePropertyApiArg
    >({
      query: (queryArg) => ({
        url: `/property`,
        method: "POST",
        body: queryArg.propertyInput,
      }),
    }),
    getPropertySettings: build.query<
      GetPropertySettingsApiResponse,
      GetPropertySettingsApiArg
    >({
      query: () => ({ url: `/property/settings` }),
    }),
    listAppliances: build.query<
      ListAppliancesApiResponse,
      ListAppliancesApiArg
    >({
      query: () => ({ url: `/property/appliances` }),
    }),
    generatePropertyDescription: build.mutation<
      GeneratePropertyDescriptionApiResponse,
      GeneratePropertyDescriptionApiArg
    >({
      query: (queryArg) => ({
        url: `/property/ai/description`,
        method: "POST",
        body: queryArg.propertyDescriptionInput,
      }),
    }),
    getProperty: build.query<GetPropertyApiResponse, GetPropertyApiArg>({
      query: (queryArg) => ({ url: `/property/${queryArg.id}` }),
    }),
    deleteProperty: build.mutation<
      DeletePropertyApiResponse,
      DeletePropertyApiArg
    >({
      query: (queryArg) => ({
        url: `/property/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    listUserProperties: build.query<
      ListUserPropertiesApiResponse,
      ListUserPropertiesApiArg
    >({
      query: (queryArg) => ({
        url: `/user/property`,
        params: {
          offset: queryArg.offset,
          limit: queryArg.limit,
          orderBy: queryArg.orderBy,
          deleted: queryArg.deleted,
          premium: queryArg.premium,
          requested: queryArg.requested,
          active: queryArg.active,
        },
      }),
    }),
    getUserProperty: build.query<
      GetUserPropertyApiResponse,
      GetUserPropertyApiArg
    >({
      query: (queryArg) => ({ url: `/user/property/${queryArg.id}` }),
    }),
    updateUserProperty: build.mutation<
      UpdateUserPropertyApiResponse,
      UpdateUserPropertyApiArg
    >({
      query: (queryArg) => ({
        url: `/user/property/${queryArg.id}`,
        method: "POST",
        body: queryArg.propertyInput,
      }),
    }),
    listCities: build.query<ListCitiesApiResponse, ListCitiesApiArg>({
      query: () => ({ url: `/location/city` }),
    }),
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
    listViewingRequests: build.query<
      ListViewingRequestsApiResponse,
      ListViewingRequestsApiArg
    >({
      query: (queryArg) => ({
        url: `/property-view`,
        params: {
          offset: queryArg.offset,
          limit: queryArg.limit,
        },
      }),
    }),
    createViewingRequest: build.mutation<
      CreateViewingRequestApiResponse,
      CreateViewingRequestApiArg
    >({
      query: (queryArg) => ({
        url: `/property-view`,
        method: "POST",
        body: queryArg.viewingRequestInput,
      }),
    }),
    getAgency: build.query<GetAgencyApiResponse, GetAgencyApiArg>({
      query: (queryArg) => ({ url: `/agency/${queryArg.id}` }),
    }),
    listVendorProducts: build.query<
      ListVendorProductsApiResponse,
      ListVendorProductsApiArg
    >({
      query: (queryArg) => ({
        url: `/vendor/product`,
        params: {
          offset: queryArg.offset,
          limit: queryArg.limit,
        },
      }),
    }),
    getVendor: build.query<GetVendorApiResponse, GetVendorApiArg>({
      query: (queryArg) => ({ url: `/vendor/${queryArg.id}` }),
    }),
    updateVendor: build.mutation<UpdateVendorApiResponse, UpdateVendorApiArg>({
      query: (queryArg) => ({
        url: `/vendor/${queryArg.id}`,
        method: "POST",
        body: queryArg.vendorInput,
      }),
    }),
    createProduct: build.mutation<
      CreateProductApiResponse,
      CreateProductApiArg
    >({
      query: (queryArg) => ({
        url: `/product`,
        method: "POST",
        body: queryArg.productInput,
      }),
    }),
    listProductCategories: build.query<
      ListProductCategoriesApiResponse,
      ListProductCategoriesApiArg
    >({
      query: (queryArg) => ({
        url: `/product/category`,
        params: {
          room: queryArg.room,
          promo: queryArg.promo,
        },
      }),
    }),
    getCategoryFilters: build.query<
      GetCategoryFiltersApiResponse,
      GetCategoryFiltersApiArg
    >({
      query: (queryArg) => ({
        url: `/product/category/filters/${queryArg.id}`,
      }),
    }),
    searchProducts: build.mutation<
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
    listProductImports: build.query<
      ListProductImportsApiResponse,
      ListProductImportsApiArg
    >({
      query: (queryArg) => ({
        url: `/product/import`,
        params: {
          offset: queryArg.offset,
          limit: queryArg.limit,
        },
      }),
    }),
    importProducts: build.mutation<
      ImportProductsApiResponse,
      ImportProductsApiArg
    >({
      query: (queryArg) => ({
        url: `/product/import`,
        method: "POST",
        body: queryArg.productImportUpload,
      }),
    }),
    updateProductImportStatus: build.mutation<
      UpdateProductImportStatusApiResponse,
      UpdateProductImportStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/product/import/${queryArg.id}`,
        method: "POST",
        body: queryArg.productImportStatusInput,
      }),
    }),
    getProduct: build.query<GetProductApiResponse, GetProductApiArg>({
      query: (queryArg) => ({ url: `/product/${queryArg.id}` }),
    }),
    updateProduct: build.mutation<
      UpdateProductApiResponse,
      UpdateProductApiArg
    >({
      query: (queryArg) => ({
        url: `/product/${queryArg.id}`,
        method: "POST",
        body: queryArg.productInput,
      }),
    }),
    deleteProduct: build.mutation<
      DeleteProductApiResponse,
      DeleteProductApiArg
    >({
      query: (queryArg) => ({
        url: `/product/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    createOrder: build.mutation<CreateOrderApiResponse, CreateOrderApiArg>({
      query: (queryArg) => ({
        url: `/order`,
        method: "POST",
        body: queryArg.orderInput,
      }),
    }),
    listOrders: build.query<ListOrdersApiResponse, ListOrdersApiArg>({
      query: (queryArg) => ({
        url: `/order`,
        params: {
          offset: queryArg.offset,
          limit: queryArg.limit,
          orderBy: queryArg.orderBy,
          status: queryArg.status,
        },
      }),
    }),
    getOrder: build.query<GetOrderApiResponse, GetOrderApiArg>({
      query: (queryArg) => ({ url: `/order/${queryArg.id}` }),
    }),
    updateOrderStatus: build.mutation<
      UpdateOrderStatusApiResponse,
      UpdateOrderStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/order/${queryArg.id}/status`,
        method: "POST",
        body: queryArg.orderStatusInput,
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
    listNewsCategories: build.query<
      ListNewsCategoriesApiResponse,
      ListNewsCategoriesApiArg
    >({
      query: () => ({ url: `/news/categories` }),
    }),
    listNews: build.query<ListNewsApiResponse, ListNewsApiArg>({
      query: (queryArg) => ({
        url: `/news`,
        params: {
          type: queryArg["type"],
          category_id: queryArg.categoryId,
          offset: queryArg.offset,
          limit: queryArg.limit,
          orderBy: queryArg.orderBy,
          highlighted: queryArg.highlighted,
          exclude: queryArg.exclude,
        },
      }),
    }),
    getNewsPost: build.query<GetNewsPostApiResponse, GetNewsPostApiArg>({
      query: (queryArg) => ({ url: `/news/${queryArg.id}` }),
    }),
    listNewsProducts: build.query<
      ListNewsProductsApiResponse,
      ListNewsProductsApiArg
    >({
      query: (queryArg) => ({ url: `/news/${queryArg.id}/products` }),
    }),
    addNewsComment: build.mutation<
      AddNewsCommentApiResponse,
      AddNewsCommentApiArg
    >({
      query: (queryArg) => ({
        url: `/news/${queryArg.id}/comments`,
        method: "POST",
        body: queryArg.newsCommentInput,
      }),
    }),
    listTenantOffers: build.query<
      ListTenantOffersApiResponse,
      ListTenantOffersApiArg
    >({
      query: (queryArg) => ({
        url: `/tenant-offer`,
        params: {
          offset: queryArg.offset,
          limit: queryArg.limit,
          city: queryArg.city,
          priceFrom: queryArg.priceFrom,
          priceTo: queryArg.priceTo,
          university: queryArg.university,
        },
      }),
    }),
    createTenantOffer: build.mutation<
      CreateTenantOfferApiResponse,
      CreateTenantOfferApiArg
    >({
      query: (queryArg) => ({
        url: `/tenant-offer`,
        method: "POST",
        body: queryArg.tenantOfferInput,
      }),
    }),
    listMyTenantOffers: build.query<
      ListMyTenantOffersApiResponse,
      ListMyTenantOffersApiArg
    >({
      query: (queryArg) => ({
        url: `/tenant-offer/user`,
        params: {
          offset: queryArg.offset,
          limit: queryArg.limit,
        },
      }),
    }),
    listUniversities: build.query<
      ListUniversitiesApiResponse,
      ListUniversitiesApiArg
    >({
      query: () => ({ url: `/roommates/universities` }),
    }),
    deleteTenantOffer: build.mutation<
      DeleteTenantOfferApiResponse,
      DeleteTenantOfferApiArg
    >({
      query: (queryArg) => ({
        url: `/roommates/posts/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    getTenantOffer: build.query<
      GetTenantOfferApiResponse,
      GetTenantOfferApiArg
    >({
      query: (queryArg) => ({ url: `/tenant-offer/${queryArg.id}` }),
    }),
    updateTenantOffer: build.mutation<
      UpdateTenantOfferApiResponse,
      UpdateTenantOfferApiArg
    >({
      query: (queryArg) => ({
        url: `/tenant-offer/${queryArg.id}`,
        method: "POST",
        body: queryArg.tenantOfferInput,
      }),
    }),
    sendTenantOfferInquiry: build.mutation<
      SendTenantOfferInquiryApiResponse,
      SendTenantOfferInquiryApiArg
    >({
      query: (queryArg) => ({
        url: `/tenant-offer/${queryArg.id}/inquiry`,
        method: "POST",
        body: queryArg.tenantOfferInquiry,
      }),
    }),
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
export { injectedRtkApi as api };
export type GetTranslationsApiResponse =
  /** status 200 The translations of the locale. */ Translations;
export type GetTranslationsApiArg = {
  locale: TranslationLocale;
};
export type ListPropertiesApiResponse =
  /** status 200 One page of properties. */ PropertyPage;
export type ListPropertiesApiArg = {
  /** Number of items to skip. */
  offset?: number;
  limit?: number;
  orderBy?: PropertyOrder;
  cityId?: number;
  districtId?: number;
  type?: PropertyType;
  /** Lowest monthly rent, euro cents (inclusive). */
  priceFrom?: number;
  /** Highest monthly rent, euro cents (inclusive). */
  priceTo?: number;
  /** Exact number of bedrooms. */
  bedrooms?: number;
  furniture?: FurnitureType;
  /** 1 = only pet-friendly properties; 0 = only the others. */
  petFriendly?: 0 | 1;
  /** Smallest area in square metres (inclusive). */
  areaFrom?: number;
  /** Largest area in square metres (inclusive). */
  areaTo?: number;
};
export type CreatePropertyApiResponse =
  /** status 201 The created property. */ Property;
export type CreatePropertyApiArg = {
  propertyInput: PropertyInput;
};
export type GetPropertySettingsApiResponse =
  /** status 200 The option lists. */ PropertySettings;
export type GetPropertySettingsApiArg = void;
export type ListAppliancesApiResponse =
  /** status 200 All appliances. */ Appliance[];
export type ListAppliancesApiArg = void;
export type GeneratePropertyDescriptionApiResponse =
  /** status 200 The generated description. */ PropertyDescription;
export type GeneratePropertyDescriptionApiArg = {
  propertyDescriptionInput: PropertyDescriptionInput;
};
export type GetPropertyApiResponse = /** status 200 The property. */ Property;
export type GetPropertyApiArg = {
  id: number;
};
export type DeletePropertyApiResponse = unknown;
export type DeletePropertyApiArg = {
  id: number;
};
export type ListUserPropertiesApiResponse =
  /** status 200 One page of my properties. */ PropertyPage;
export type ListUserPropertiesApiArg = {
  /** Number of items to skip. */
  offset?: number;
  limit?: number;
  orderBy?: PropertyOrder;
  deleted?: 0 | 1;
  premium?: 0 | 1;
  requested?: 0 | 1;
  active?: 0 | 1;
};
export type GetUserPropertyApiResponse =
  /** status 200 The property. */ Property;
export type GetUserPropertyApiArg = {
  id: number;
};
export type UpdateUserPropertyApiResponse =
  /** status 200 The updated property. */ Property;
export type UpdateUserPropertyApiArg = {
  id: number;
  propertyInput: PropertyInput;
};
export type ListCitiesApiResponse = /** status 200 All cities. */ City[];
export type ListCitiesApiArg = void;
export type SendContactMessageApiResponse = unknown;
export type SendContactMessageApiArg = {
  contactInput: ContactInput;
};
export type ListViewingRequestsApiResponse =
  /** status 200 One page of viewing requests. */ ViewingRequestPage;
export type ListViewingRequestsApiArg = {
  /** Number of items to skip. */
  offset?: number;
  limit?: number;
};
export type CreateViewingRequestApiResponse =
  /** status 201 The created viewing request. */ ViewingRequest;
export type CreateViewingRequestApiArg = {
  viewingRequestInput: ViewingRequestInput;
};
export type GetAgencyApiResponse = /** status 200 The agency. */ Agency;
export type GetAgencyApiArg = {
  id: number;
};
export type ListVendorProductsApiResponse =
  /** status 200 One page of my products. */ ProductPage;
export type ListVendorProductsApiArg = {
  /** Number of items to skip. */
  offset?: number;
  limit?: number;
};
export type GetVendorApiResponse = /** status 200 The vendor. */ Vendor;
export type GetVendorApiArg = {
  id: number;
};
export type UpdateVendorApiResponse =
  /** status 200 The updated vendor. */ Vendor;
export type UpdateVendorApiArg = {
  id: number;
  vendorInput: VendorInput;
};
export type CreateProductApiResponse =
  /** status 201 The created product. */ Product;
export type CreateProductApiArg = {
  productInput: ProductInput;
};
export type ListProductCategoriesApiResponse =
  /** status 200 The matching categories. */ ProductCategory[];
export type ListProductCategoriesApiArg = {
  room?: Room;
  /** 1 = only categories with products on promotion. */
  promo?: 0 | 1;
};
export type GetCategoryFiltersApiResponse =
  /** status 200 The category's filters. */ CategoryFilter[];
export type GetCategoryFiltersApiArg = {
  id: number;
};
export type SearchProductsApiResponse =
  /** status 200 One page of products. */ ProductPage;
export type SearchProductsApiArg = {
  /** Number of items to skip. */
  offset?: number;
  limit?: number;
  orderBy?: ProductOrder;
  productSearchInput: ProductSearchInput;
};
export type ListProductImportsApiResponse =
  /** status 200 One page of imports. */ ProductImportPage;
export type ListProductImportsApiArg = {
  /** Number of items to skip. */
  offset?: number;
  limit?: number;
};
export type ImportProductsApiResponse =
  /** status 201 The created import. */ ProductImport;
export type ImportProductsApiArg = {
  productImportUpload: ProductImportUpload;
};
export type UpdateProductImportStatusApiResponse =
  /** status 200 The import after the change. */ ProductImport;
export type UpdateProductImportStatusApiArg = {
  id: number;
  productImportStatusInput: ProductImportStatusInput;
};
export type GetProductApiResponse = /** status 200 The product. */ Product;
export type GetProductApiArg = {
  id: number;
};
export type UpdateProductApiResponse =
  /** status 200 The updated product. */ Product;
export type UpdateProductApiArg = {
  id: number;
  productInput: ProductInput;
};
export type DeleteProductApiResponse = unknown;
export type DeleteProductApiArg = {
  id: number;
};
export type CreateOrderApiResponse =
  /** status 201 The created order with the server's totals. */ Order;
export type CreateOrderApiArg = {
  orderInput: OrderInput;
};
export type ListOrdersApiResponse =
  /** status 200 One page of orders. */ OrderPage;
export type ListOrdersApiArg = {
  /** Number of items to skip. */
  offset?: number;
  limit?: number;
  orderBy?: OrderOrder;
  status?: OrderStatus;
};
export type GetOrderApiResponse = /** status 200 The order. */ Order;
export type GetOrderApiArg = {
  id: number;
};
export type UpdateOrderStatusApiResponse =
  /** status 200 The order after the change (vendor view). */ Order;
export type UpdateOrderStatusApiArg = {
  id: number;
  orderStatusInput: OrderStatusInput;
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
export type ListNewsCategoriesApiResponse =
  /** status 200 All categories. */ NewsCategory[];
export type ListNewsCategoriesApiArg = void;
export type ListNewsApiResponse =
  /** status 200 One page of posts. */ NewsPostPage;
export type ListNewsApiArg = {
  type?: "blog";
  categoryId?: number;
  /** Number of items to skip. */
  offset?: number;
  limit?: number;
  orderBy?: NewsOrder;
  /** 1 = only highlighted posts; 0 = only the others. */
  highlighted?: 0 | 1;
  /** Id of a post to leave out. */
  exclude?: number;
};
export type GetNewsPostApiResponse = /** status 200 The post. */ NewsPost;
export type GetNewsPostApiArg = {
  id: number;
};
export type ListNewsProductsApiResponse =
  /** status 200 The linked products. */ Product[];
export type ListNewsProductsApiArg = {
  id: number;
};
export type AddNewsCommentApiResponse =
  /** status 201 The created comment. */ NewsComment;
export type AddNewsCommentApiArg = {
  id: number;
  newsCommentInput: NewsCommentInput;
};
export type ListTenantOffersApiResponse =
  /** status 200 One page of offers. */ TenantOfferPage;
export type ListTenantOffersApiArg = {
  /** Number of items to skip. */
  offset?: number;
  limit?: number;
  /** City id. */
  city?: number;
  /** Lowest monthly price, euro cents (inclusive). */
  priceFrom?: number;
  /** Highest monthly price, euro cents (inclusive). */
  priceTo?: number;
  /** University id. */
  university?: number;
};
export type CreateTenantOfferApiResponse =
  /** status 201 The created offer. */ TenantOffer;
export type CreateTenantOfferApiArg = {
  tenantOfferInput: TenantOfferInput;
};
export type ListMyTenantOffersApiResponse =
  /** status 200 One page of my offers. */ TenantOfferPage;
export type ListMyTenantOffersApiArg = {
  /** Number of items to skip. */
  offset?: number;
  limit?: number;
};
export type ListUniversitiesApiResponse =
  /** status 200 All universities, sorted by name. */ University[];
export type ListUniversitiesApiArg = void;
export type DeleteTenantOfferApiResponse = unknown;
export type DeleteTenantOfferApiArg = {
  id: number;
};
export type GetTenantOfferApiResponse =
  /** status 200 The offer. */ TenantOffer;
export type GetTenantOfferApiArg = {
  id: number;
};
export type UpdateTenantOfferApiResponse =
  /** status 200 The updated offer. */ TenantOffer;
export type UpdateTenantOfferApiArg = {
  id: number;
  tenantOfferInput: TenantOfferInput;
};
export type SendTenantOfferInquiryApiResponse = unknown;
export type SendTenantOfferInquiryApiArg = {
  id: number;
  tenantOfferInquiry: TenantOfferInquiry;
};
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
export type SubscribeNewsletterApiResponse = unknown;
export type SubscribeNewsletterApiArg = {
  newsletterInput: NewsletterInput;
};
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
export type NamedRef = {
  id: number;
  name: string;
};
export type PropertyType =
  "room" | "studio" | "apartment" | "maisonette" | "house";
export type FurnitureType = "furnished" | "partly-furnished" | "unfurnished";
export type PropertyStatus = "draft" | "active" | "inactive" | "rented";
export type Image = {
  id: number;
  url: string;
  thumbnailUrl: string;
};
export type PropertySummary = {
  id: number;
  title: string;
  /** Monthly rent, euro cents. */
  price: number;
  city: NamedRef;
  district: NamedRef;
  type: PropertyType;
  furniture: FurnitureType;
  bedrooms: number;
  /** Square metres. */
  area: number;
  petFriendly: boolean;
  premium: boolean;
  status: PropertyStatus;
  image: Image | null;
  deletedAt: string | null;
  createdAt: string;
};
export type PropertyPage = {
  items: PropertySummary[];
  total: number;
  offset: number;
  limit: number;
};
export type PropertyOrder =
  "createdAt.DESC" | "createdAt.ASC" | "price.ASC" | "price.DESC";
export type ConstructionType = "brick" | "panel" | "epk" | "pk" | "other";
export type HeatingType =
  | "district"
  | "gas"
  | "electric"
  | "air-conditioner"
  | "heat-pump"
  | "solid-fuel"
  | "none";
export type BillsMeta = {
  /** Utilities are included in the rent. */
  includedInPrice: boolean;
  /** Estimated monthly utilities, euro cents. */
  estimatedMonthly: number | null;
  note: string | null;
};
export type GpsCoordinates = {
  lat: number;
  lng: number;
};
export type Appliance = {
  id: number;
  name: string;
  /** Display position, ascending. */
  order: number;
};
export type UserType = "user" | "agency" | "vendor";
export type UserRef = {
  id: number;
  name: string;
  type: UserType;
};
export type Property = {
  id: number;
  title: string;
  description: string;
  /** The AI-drafted description the owner kept, if any. */
  descriptionAi: string | null;
  /** Notes on taxes and fees of the rental. */
  taxDescription: string | null;
  /** Monthly rent, euro cents. */
  price: number;
  /** Deposit, euro cents. */
  deposit: number | null;
  city: NamedRef;
  district: NamedRef;
  type: PropertyType;
  construction: ConstructionType | null;
  heating: HeatingType | null;
  furniture: FurnitureType;
  /** 0 is the ground floor; negative numbers are basements. */
  floor: number | null;
  totalFloors: number | null;
  bedrooms: number;
  bathrooms: number;
  /** Square metres. */
  area: number;
  billsMeta: BillsMeta | null;
  locationAdvantages: string[];
  propertyAdvantages: string[];
  buildingYear: number | null;
  gpsCoordinates: GpsCoordinates | null;
  /** In display order; the first is the cover. */
  images: Image[];
  status: PropertyStatus;
  premium: boolean;
  petFriendly: boolean;
  appliances: Appliance[];
  /** URL of the floor-plan image. */
  plan: string | null;
  owner: UserRef;
  /** Set when the owner deleted it (only the owner ever sees a deleted property). */
  deletedAt: string | null;
  createdAt: string;
};
export type ImageInput = string;
export type PropertyInput = {
  title: string;
  description: string;
  descriptionAi?: string | null;
  taxDescription?: string | null;
  /** Monthly rent, euro cents. */
  price: number;
  /** Deposit, euro cents. */
  deposit?: number | null;
  /** The district (which implies the city). */
  district_id: number;
  type: PropertyType;
  construction?: ConstructionType | null;
  heating?: HeatingType | null;
  furniture: FurnitureType;
  floor?: number | null;
  totalFloors?: number | null;
  bedrooms: number;
  bathrooms: number;
  /** Square metres (the form's areaSqm). */
  area: number;
  billsMeta?: BillsMeta | null;
  locationAdvantages?: string[];
  propertyAdvantages?: string[];
  buildingYear?: number | null;
  gpsCoordinates?: GpsCoordinates | null;
  /** In display order; the first is the cover. */
  images?: ImageInput[];
  status: PropertyStatus;
  petFriendly?: boolean;
  /** Appliance ids. */
  appliances?: number[];
  plan?: ImageInput | null;
};
export type Option = {
  value: string;
  label: string;
};
export type PropertySettings = {
  types: Option[];
  construction: Option[];
  heating: Option[];
  furniture: Option[];
  statuses: Option[];
};
export type PropertyDescription = {
  description: string;
};
export type PropertyDescriptionInput = {
  address: string;
};
export type District = {
  id: number;
  name: string;
};
export type City = {
  id: number;
  name: string;
  districts: District[];
};
export type Email = string;
export type Phone = string;
export type ContactInput = {
  name: string;
  email: Email;
  phone?: Phone;
  message: string;
};
export type ViewingRequest = {
  id: number;
  property: PropertySummary;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  /** Local (Europe/Sofia) 'YYYY-MM-DD HH:mm'. */
  dateTime: string;
  createdAt: string;
};
export type ViewingRequestPage = {
  items: ViewingRequest[];
  total: number;
  offset: number;
  limit: number;
};
export type ViewingRequestInput = {
  propertyId: number;
  contactName: string;
  contactPhone: Phone;
  contactEmail: Email;
  /** Local (Europe/Sofia) date and time 'YYYY-MM-DD HH:mm' (seconds tolerated and dropped); must not be in the past. */
  dateTime: string;
};
export type Agency = {
  id: number;
  name: string;
  description: string | null;
  /** Logo URL. */
  logo: string | null;
  phone: string | null;
  email: string | null;
  /** Number of the agency's published properties. */
  propertiesCount: number;
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
  createdAt: string;
};
export type ProductPage = {
  items: Product[];
  total: number;
  offset: number;
  limit: number;
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
};
export type VendorInput = {
  name: string;
  description?: string | null;
  logo?: ImageInput | null;
  /** Delivery fee per order group, euro cents; null means free delivery. */
  deliveryPrice?: number | null;
  cityId?: number | null;
};
export type ProductInput = {
  title: string;
  description: string;
  /** Euro cents, excluding VAT. */
  price: number;
  /** Euro cents, excluding VAT; must be below price. */
  promoPrice?: number | null;
  categoryIds: number[];
  stock: number;
  /** Filter key → value, for the filters of the product's categories. */
  attributes?: {
    [key: string]: string;
  };
  /** In display order; the first is the main image. */
  images?: ImageInput[];
};
export type Room =
  | "hallway"
  | "living-room"
  | "kitchen"
  | "bedroom"
  | "bathroom"
  | "terrace"
  | "garden"
  | "gifts";
export type ProductCategory = {
  id: number;
  name: string;
  room: Room | null;
  /** Image URL. */
  image: string | null;
  /** The category has products on promotion. */
  promo: boolean;
  productCount: number;
};
export type CategoryFilter = {
  /** The key used in ProductSearchInput.filters and Product.attributes. */
  key: string;
  name: string;
  values: Option[];
};
export type ProductOrder =
  "price.ASC" | "price.DESC" | "createdAt.DESC" | "title.ASC";
export type ProductSearchInput = {
  categoryId?: number;
  vendorId?: number;
  room?: Room;
  /** true = only products with a promoPrice. */
  promo?: boolean;
  /** Words to find in title and description. */
  query?: string;
  /** Filter key → accepted values (a product matches one of the values of every key). */
  filters?: {
    [key: string]: string[];
  };
};
export type ProductImportStatus =
  "uploaded" | "processing" | "completed" | "failed" | "cancelled";
export type ProductImportError = {
  /** Line of the file (1 is the header row). */
  row: number;
  message: string;
};
export type ProductImport = {
  id: number;
  fileName: string;
  status: ProductImportStatus;
  totalRows: number;
  importedRows: number;
  errors: ProductImportError[];
  createdAt: string;
};
export type ProductImportPage = {
  items: ProductImport[];
  total: number;
  offset: number;
  limit: number;
};
export type ProductImportUpload = {
  /** CSV (text/csv, UTF-8) or XLSX; at most 10 MB. */
  file: Blob;
};
export type ProductImportStatusInput = {
  /** The statuses a vendor may post, both only from `uploaded`. */
  status: "processing" | "cancelled";
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
export type OrderGroup = {
  vendor: NamedRef;
  status: OrderStatus;
  /** Σ unitPrice × quantity of the vendor's items, euro cents. */
  totalAmount: number;
  /** VAT 20 % of totalAmount, rounded half up, euro cents. */
  totalTaxes: number;
  /** The vendor's delivery fee, euro cents (0 when free). */
  delivery: number;
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
};
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
};
export type OrderPage = {
  items: Order[];
  total: number;
  offset: number;
  limit: number;
};
export type OrderOrder = "createdAt.DESC" | "createdAt.ASC";
export type OrderStatusInput = {
  /** The statuses a vendor may post (see updateOrderStatus for the transitions). */
  status: "confirmed" | "shipped" | "delivered" | "cancelled";
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
export type NewsCategory = {
  id: number;
  name: string;
};
export type NewsPostSummary = {
  id: number;
  title: string;
  excerpt: string;
  /** Cover image URL. */
  image: string | null;
  categories: NamedRef[];
  highlighted: boolean;
  author: string;
  publishedAt: string;
};
export type NewsPostPage = {
  items: NewsPostSummary[];
  total: number;
  offset: number;
  limit: number;
};
export type NewsOrder = "publishedAt.DESC" | "publishedAt.ASC";
export type NewsComment = {
  id: number;
  /** The commenter's name. */
  author: string;
  /** Plain text. */
  body: string;
  createdAt: string;
};
export type NewsPost = {
  id: number;
  title: string;
  excerpt: string;
  /** HTML, sanitized by the server (safe to render). */
  body: string;
  /** Cover image URL. */
  image: string | null;
  categories: NamedRef[];
  highlighted: boolean;
  author: string;
  publishedAt: string;
  /** Oldest first. */
  comments: NewsComment[];
};
export type NewsCommentInput = {
  /** Plain text. */
  body: string;
};
export type GenderPreference = "any" | "female" | "male";
export type TenantOffer = {
  id: number;
  title: string;
  description: string;
  city: NamedRef;
  university: NamedRef | null;
  /** Monthly price per flatmate, euro cents. */
  price: number;
  availableFrom: string;
  roommatesWanted: number;
  genderPreference: GenderPreference;
  images: Image[];
  owner: NamedRef;
  createdAt: string;
};
export type TenantOfferPage = {
  items: TenantOffer[];
  total: number;
  offset: number;
  limit: number;
};
export type TenantOfferInput = {
  title: string;
  description: string;
  cityId: number;
  universityId?: number | null;
  /** Monthly price per flatmate, euro cents. */
  price: number;
  availableFrom: string;
  roommatesWanted: number;
  genderPreference: GenderPreference;
  images?: ImageInput[];
};
export type University = {
  id: number;
  name: string;
  cityId: number;
};
export type TenantOfferInquiry = {
  name: string;
  phone: Phone;
  message: string;
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
export type CleaningOrderInput = {
  services: CleaningOrderLineInput[];
  contact: ContactDetailsInput;
  address: AddressInput;
  destinationAddress?: AddressInput;
  /** Day of the service (YYYY-MM-DD, Europe/Sofia); today or later. */
  date: string;
  note?: string;
};
export type NewsletterInput = {
  email: Email;
  /** Captcha token obtained for the action `login`. */
  code: string;
};
export type PaymentInitiation = {
  /** The payment's reference, also in the return URL. */
  paymentId: string;
  /** Where to send the browser (absolute, or root-relative for the local sandbox checkout). */
  paymentUrl: string;
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
export const {
  useGetTranslationsQuery,
  useLazyGetTranslationsQuery,
  useListPropertiesQuery,
  useLazyListPropertiesQuery,
  useCreatePropertyMutation,
  useGetPropertySettingsQuery,
  useLazyGetPropertySettingsQuery,
  useListAppliancesQuery,
  useLazyListAppliancesQuery,
  useGeneratePropertyDescriptionMutation,
  useGetPropertyQuery,
  useLazyGetPropertyQuery,
  useDeletePropertyMutation,
  useListUserPropertiesQuery,
  useLazyListUserPropertiesQuery,
  useGetUserPropertyQuery,
  useLazyGetUserPropertyQuery,
  useUpdateUserPropertyMutation,
  useListCitiesQuery,
  useLazyListCitiesQuery,
  useSendContactMessageMutation,
  useListViewingRequestsQuery,
  useLazyListViewingRequestsQuery,
  useCreateViewingRequestMutation,
  useGetAgencyQuery,
  useLazyGetAgencyQuery,
  useListVendorProductsQuery,
  useLazyListVendorProductsQuery,
  useGetVendorQuery,
  useLazyGetVendorQuery,
  useUpdateVendorMutation,
  useCreateProductMutation,
  useListProductCategoriesQuery,
  useLazyListProductCategoriesQuery,
  useGetCategoryFiltersQuery,
  useLazyGetCategoryFiltersQuery,
  useSearchProductsMutation,
  useListProductImportsQuery,
  useLazyListProductImportsQuery,
  useImportProductsMutation,
  useUpdateProductImportStatusMutation,
  useGetProductQuery,
  useLazyGetProductQuery,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useCreateOrderMutation,
  useListOrdersQuery,
  useLazyListOrdersQuery,
  useGetOrderQuery,
  useLazyGetOrderQuery,
  useUpdateOrderStatusMutation,
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
  useListNewsCategoriesQuery,
  useLazyListNewsCategoriesQuery,
  useListNewsQuery,
  useLazyListNewsQuery,
  useGetNewsPostQuery,
  useLazyGetNewsPostQuery,
  useListNewsProductsQuery,
  useLazyListNewsProductsQuery,
  useAddNewsCommentMutation,
  useListTenantOffersQuery,
  useLazyListTenantOffersQuery,
  useCreateTenantOfferMutation,
  useListMyTenantOffersQuery,
  useLazyListMyTenantOffersQuery,
  useListUniversitiesQuery,
  useLazyListUniversitiesQuery,
  useDeleteTenantOfferMutation,
  useGetTenantOfferQuery,
  useLazyGetTenantOfferQuery,
  useUpdateTenantOfferMutation,
  useSendTenantOfferInquiryMutation,
  useListCleaningServicesQuery,
  useLazyListCleaningServicesQuery,
  useCreateOneTimeCleaningOrderMutation,
  useCreateDeepCleaningOrderMutation,
  useSubscribeNewsletterMutation,
  useBuyCreditsMutation,
  useGetPaymentStatusMutation,
} = injectedRtkApi;
