/**
 * The one empty API that the generated endpoints (generated.ts, from openapi/openapi.yaml)
 * are injected into. Cache tags are declared here and attached with enhanceEndpoints, never by
 * editing generated code. Every call sends credentials (the `token` cookie).
 */
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

export const TAG_TYPES = [
  'User',
  'Property',
  'UserProperty',
  'ViewingRequest',
  'Product',
  'ProductImport',
  'Order',
  'TenantOffer',
  'News',
  'Vendor',
  'Agency',
] as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'include' }),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
