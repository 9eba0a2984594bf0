// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit.
import { baseApi as api } from "../../api/baseApi.ts";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProperties: build.query<
      ListPropertiesApiResponse,
      ListPropertiesApiArg
    >({
      query: (queryArg) => ({
        url: `/property`,
        params: {
          offset: queryArg.offset,
          q: queryArg.q,
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
          agencyId: queryArg.agencyId,
          ownerId: queryArg.ownerId,
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
    listViewingRequests: build.query<
      ListViewingRequestsApiResponse,
      ListViewingRequestsApiArg
    >({
      query: (queryArg) => ({
        url: `/property-view`,
        params: {
          offset: queryArg.offset,
          limit: queryArg.limit,
          propertyId: queryArg.propertyId,
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
    listAgencies: build.query<ListAgenciesApiResponse, ListAgenciesApiArg>({
      query: (queryArg) => ({
        url: `/agency`,
        params: {
          offset: queryArg.offset,
          limit: queryArg.limit,
        },
      }),
    }),
    getAgency: build.query<GetAgencyApiResponse, GetAgencyApiArg>({
      query: (queryArg) => ({ url: `/agency/${queryArg.id}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as rentalsApi };
export type ListPropertiesApiResponse =
  /** status 200 One page of properties in the order asked, and the page's premium band. */ PropertySearchPage;
export type ListPropertiesApiArg = {
  /** Number of items to skip. */
  offset?: number;
  /** Only the listings whose title or text holds these words, matched as in `searchSite`; the other filters and the order still apply. Words without a letter or digit filter nothing. */
  q?: SearchWords;
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
  /** Only the properties of this agency (its owner's). */
  agencyId?: number;
  /** Only the properties of this user. */
  ownerId?: number;
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
export type ListViewingRequestsApiResponse =
  /** status 200 One page of viewing requests. */ ViewingRequestPage;
export type ListViewingRequestsApiArg = {
  /** Number of items to skip. */
  offset?: number;
  limit?: number;
  propertyId?: number;
};
export type CreateViewingRequestApiResponse =
  /** status 201 The created viewing request. */ ViewingRequest;
export type CreateViewingRequestApiArg = {
  viewingRequestInput: ViewingRequestInput;
};
export type ListAgenciesApiResponse =
  /** status 200 One page of agencies. */ AgencyPage;
export type ListAgenciesApiArg = {
  /** Number of items to skip. */
  offset?: number;
  limit?: number;
};
export type GetAgencyApiResponse = /** status 200 The agency. */ Agency;
export type GetAgencyApiArg = {
  id: number;
};
export type NamedRef = {
  id: number;
  name: string;
};
export type PropertyType =
  "room" | "studio" | "apartment" | "maisonette" | "house";
export type FurnitureType = "furnished" | "partly-furnished" | "unfurnished";
export type GpsCoordinates = {
  lat: number;
  lng: number;
};
export type PropertyStatus = "draft" | "active" | "inactive" | "rented";
export type Image = {
  id: number;
  url: string;
  /** A smaller copy for lists and cards: 480 px wide, or as wide as `url` when that is narrower (the seeded demo pictures answer the same URL as `url`). */
  thumbnailUrl: string;
  /** Width of `url` in pixels; null or absent when not known (the seeded demo pictures). */
  width?: number | null;
  /** Height of `url` in pixels; null or absent when not known. */
  height?: number | null;
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
  /** 0 is the ground floor; negative numbers are basements. */
  floor: number | null;
  totalFloors: number | null;
  gpsCoordinates: GpsCoordinates | null;
  petFriendly: boolean;
  /** Promoted with credits and its days not over; premium properties come first in the search. */
  premium: boolean;
  /** When its premium ends while it is premium, else null. */
  premiumUntil: string | null;
  status: PropertyStatus;
  image: Image | null;
  deletedAt: string | null;
  createdAt: string;
};
export type PropertySearchPage = {
  items: PropertySummary[];
  premium: PropertySummary[];
  total: number;
  offset: number;
  limit: number;
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
export type SearchWords = string;
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
export type AgencyRef = {
  id: number;
  name: string;
  /** Logo URL. */
  logo: string | null;
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
  /** The agency of the owner (an owner of type agency), shown instead of the owner's name; else null. */
  agency: AgencyRef | null;
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
  /** Ignored (stored as null) for a house, whose storeys are totalFloors. */
  floor?: number | null;
  /** The floors of the building; a house's own storeys. */
  totalFloors?: number | null;
  /** Ignored (stored as 0) for a room or a studio, which have no bedrooms to count. */
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
  /** Street or landmark to mention, as the owner wants it shown. */
  address?: string | null;
  district_id: number;
  type: PropertyType;
  furniture: FurnitureType;
  bedrooms: number;
  bathrooms: number;
  area: number;
  price?: number | null;
  construction?: ConstructionType | null;
  heating?: HeatingType | null;
  floor?: number | null;
  totalFloors?: number | null;
  buildingYear?: number | null;
  petFriendly?: boolean;
  /** Appliance ids. */
  appliances?: number[];
  locationAdvantages?: string[];
  propertyAdvantages?: string[];
};
export type PropertyPage = {
  items: PropertySummary[];
  total: number;
  offset: number;
  limit: number;
};
export type ConversationViewingStatus =
  "requested" | "proposed" | "accepted" | "declined";
export type ViewingRequest = {
  id: number;
  property: PropertySummary;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  /** Local (Europe/Sofia) 'YYYY-MM-DD HH:mm': the time asked for, or the one agreed once accepted. */
  dateTime: string;
  status: ConversationViewingStatus;
  /** The conversation the request opened (null for a request made before conversations). */
  conversationId: number | null;
  createdAt: string;
};
export type ViewingRequestPage = {
  items: ViewingRequest[];
  total: number;
  offset: number;
  limit: number;
};
export type Phone = string;
export type Email = string;
export type ViewingRequestInput = {
  propertyId: number;
  contactName: string;
  contactPhone: Phone;
  contactEmail: Email;
  /** Local (Europe/Sofia) date and time 'YYYY-MM-DD HH:mm' (seconds tolerated and dropped); a real date, not in the past and at most a year ahead. */
  dateTime: string;
  /** The captcha's answer (ALTCHA's payload, or a reCAPTCHA token for the action `viewing_request`). */
  code: string;
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
export type AgencyPage = {
  items: Agency[];
  total: number;
  offset: number;
  limit: number;
};
export const {
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
  useListViewingRequestsQuery,
  useLazyListViewingRequestsQuery,
  useCreateViewingRequestMutation,
  useListAgenciesQuery,
  useLazyListAgenciesQuery,
  useGetAgencyQuery,
  useLazyGetAgencyQuery,
} = injectedRtkApi;
