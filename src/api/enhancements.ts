/**
 * Cache tags of the generated endpoints, attached here and never in generated.ts. The app uses
 * the enhanced `api` (store.ts mounts its reducer and middleware, so this module is always
 * loaded before any generated hook runs; the hooks exported by generated.ts belong to the same
 * api object and see these tags too).
 *
 * Conventions: a list provides `{ type, id: 'LIST' }` plus one tag per item; a single item
 * provides `{ type, id }`; a change invalidates the item and the lists it appears in. Signing
 * in or out invalidates everything that depends on who is asking.
 */
import type { TagDescription } from '@reduxjs/toolkit/query';
import type { TAG_TYPES } from './baseApi.ts';
import { api as generatedApi } from './generated.ts';

type TagType = (typeof TAG_TYPES)[number];
type Tags = TagDescription<TagType>[];

const LIST = 'LIST';

function listTags(type: TagType, result: { items: readonly { id: number }[] } | undefined): Tags {
  const list: Tags = [{ type, id: LIST }];
  return result ? [...result.items.map(({ id }) => ({ type, id })), ...list] : list;
}

function arrayTags(type: TagType, result: readonly { id: number }[] | undefined): Tags {
  return listTags(type, result ? { items: result } : undefined);
}

function itemTags(type: TagType, id: number): Tags {
  return [{ type, id }];
}

function changedTags(type: TagType, id: number): Tags {
  return [
    { type, id },
    { type, id: LIST },
  ];
}

/** What depends on the signed-in user (their data, lists filtered by owner, stats). */
export const SESSION_TAGS: readonly TagType[] = [
  'User',
  'UserProperty',
  'ViewingRequest',
  'Product',
  'ProductImport',
  'Order',
  'TenantOffer',
];

export const api = generatedApi.enhanceEndpoints({
  endpoints: {
    // Session and user
    getCurrentUser: { providesTags: ['User'] },
    updateCurrentUser: { invalidatesTags: ['User'] },
    login: { invalidatesTags: [...SESSION_TAGS] },
    googleLogin: { invalidatesTags: [...SESSION_TAGS] },
    logout: { invalidatesTags: [...SESSION_TAGS] },
    getUserStats: { providesTags: ['User', 'UserProperty', 'Product', 'Order', 'TenantOffer', 'ViewingRequest'] },
    // A completed payment adds credits to the user.
    getPaymentStatus: { invalidatesTags: ['User'] },

    // Properties: the public search and the owner's list
    listProperties: { providesTags: (result) => listTags('Property', result) },
    getProperty: { providesTags: (_result, _error, { id }) => itemTags('Property', id) },
    createProperty: {
      invalidatesTags: [
        { type: 'Property', id: LIST },
        { type: 'UserProperty', id: LIST },
        'User',
      ],
    },
    deleteProperty: {
      invalidatesTags: (_result, _error, { id }) => [...changedTags('Property', id), ...changedTags('UserProperty', id), 'User'],
    },
    listUserProperties: { providesTags: (result) => listTags('UserProperty', result) },
    getUserProperty: { providesTags: (_result, _error, { id }) => itemTags('UserProperty', id) },
    updateUserProperty: {
      invalidatesTags: (_result, _error, { id }) => [...changedTags('UserProperty', id), ...changedTags('Property', id)],
    },

    // Viewing requests
    listViewingRequests: { providesTags: (result) => listTags('ViewingRequest', result) },
    createViewingRequest: { invalidatesTags: [{ type: 'ViewingRequest', id: LIST }] },

    // Agencies and vendors
    getAgency: { providesTags: (_result, _error, { id }) => itemTags('Agency', id) },
    getVendor: { providesTags: (_result, _error, { id }) => itemTags('Vendor', id) },
    updateVendor: { invalidatesTags: (_result, _error, { id }) => [...itemTags('Vendor', id), 'User'] },

    // Products (the vendor's list and single products; search is a POST and not cached)
    listVendorProducts: { providesTags: (result) => listTags('Product', result) },
    getProduct: { providesTags: (_result, _error, { id }) => itemTags('Product', id) },
    createProduct: { invalidatesTags: [{ type: 'Product', id: LIST }, 'User'] },
    updateProduct: { invalidatesTags: (_result, _error, { id }) => changedTags('Product', id) },
    deleteProduct: { invalidatesTags: (_result, _error, { id }) => [...changedTags('Product', id), 'User'] },
    listProductImports: { providesTags: (result) => listTags('ProductImport', result) },
    importProducts: { invalidatesTags: [{ type: 'ProductImport', id: LIST }] },
    updateProductImportStatus: {
      invalidatesTags: (_result, _error, { id }) => [...changedTags('ProductImport', id), { type: 'Product', id: LIST }],
    },

    // Orders
    listOrders: { providesTags: (result) => listTags('Order', result) },
    getOrder: { providesTags: (_result, _error, { id }) => itemTags('Order', id) },
    createOrder: { invalidatesTags: [{ type: 'Order', id: LIST }] },
    updateOrderStatus: { invalidatesTags: (_result, _error, { id }) => changedTags('Order', id) },

    // Flatmate (tenant) offers
    listTenantOffers: { providesTags: (result) => listTags('TenantOffer', result) },
    listMyTenantOffers: { providesTags: (result) => listTags('TenantOffer', result) },
    getTenantOffer: { providesTags: (_result, _error, { id }) => itemTags('TenantOffer', id) },
    createTenantOffer: { invalidatesTags: [{ type: 'TenantOffer', id: LIST }, 'User'] },
    updateTenantOffer: { invalidatesTags: (_result, _error, { id }) => changedTags('TenantOffer', id) },
    deleteTenantOffer: { invalidatesTags: (_result, _error, { id }) => [...changedTags('TenantOffer', id), 'User'] },

    // Blog
    listNews: { providesTags: (result) => listTags('News', result) },
    getNewsPost: { providesTags: (_result, _error, { id }) => itemTags('News', id) },
    addNewsComment: { invalidatesTags: (_result, _error, { id }) => itemTags('News', id) },
    listNewsProducts: { providesTags: (result) => arrayTags('Product', result) },
  },
});
