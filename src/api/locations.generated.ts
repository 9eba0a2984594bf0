// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit.
import { baseApi as api } from "./baseApi.ts";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCities: build.query<ListCitiesApiResponse, ListCitiesApiArg>({
      query: () => ({ url: `/location/city` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as locationsApi };
export type ListCitiesApiResponse = /** status 200 All cities. */ City[];
export type ListCitiesApiArg = void;
export type District = {
  id: number;
  name: string;
};
export type City = {
  id: number;
  name: string;
  districts: District[];
};
export const { useListCitiesQuery, useLazyListCitiesQuery } = injectedRtkApi;
