/**
 * The rentals area's API (contract tags properties, viewings, agencies), with its cache tags:
 * the public property search and the owner's list, viewing requests, agencies. The cities are
 * in src/api/locations.ts, shared with the shop's checkout.
 *
 * The saves that carry photos report their upload's progress (`uploadProgress`, decision 0009);
 * the owner's calls on one property answer someone else's with 403, which the page says instead
 * of ending the session (`ownRecord`, decision 0011).
 */
import { LIST, changedTags, itemTags, listTags } from '../../api/tags.ts';
import { rentalsApi as generated } from './api.generated.ts';

export * from './api.generated.ts';

export const rentalsApi = generated.enhanceEndpoints({
  endpoints: {
    listProperties: { providesTags: (result) => listTags('Property', result) },
    getProperty: { providesTags: (_result, _error, { id }) => itemTags('Property', id) },
    createProperty: {
      extraOptions: { uploadProgress: true },
      invalidatesTags: [
        { type: 'Property', id: LIST },
        { type: 'UserProperty', id: LIST },
        'User',
      ],
    },
    deleteProperty: {
      extraOptions: { ownRecord: true },
      invalidatesTags: (_result, _error, { id }) => [...changedTags('Property', id), ...changedTags('UserProperty', id), 'User'],
    },
    listUserProperties: { providesTags: (result) => listTags('UserProperty', result) },
    getUserProperty: {
      extraOptions: { ownRecord: true },
      providesTags: (_result, _error, { id }) => itemTags('UserProperty', id),
    },
    updateUserProperty: {
      extraOptions: { uploadProgress: true, ownRecord: true },
      invalidatesTags: (_result, _error, { id }) => [...changedTags('UserProperty', id), ...changedTags('Property', id), 'User'],
    },
    // 403 only for `propertyId` of someone else's property.
    listViewingRequests: { extraOptions: { ownRecord: true }, providesTags: (result) => listTags('ViewingRequest', result) },
    createViewingRequest: { invalidatesTags: [{ type: 'ViewingRequest', id: LIST }] },
    listAgencies: { providesTags: (result) => listTags('Agency', result) },
    getAgency: { providesTags: (_result, _error, { id }) => itemTags('Agency', id) },
  },
});
