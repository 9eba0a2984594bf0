/**
 * The rentals area's API (contract tags properties, viewings, agencies), with its cache tags:
 * the public property search and the owner's list, viewing requests, agencies. The cities are
 * in src/api/locations.ts, shared with the shop's checkout.
 */
import { LIST, changedTags, itemTags, listTags } from '../../api/tags.ts';
import { rentalsApi as generated } from './api.generated.ts';

export * from './api.generated.ts';

export const rentalsApi = generated.enhanceEndpoints({
  endpoints: {
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
    listViewingRequests: { providesTags: (result) => listTags('ViewingRequest', result) },
    createViewingRequest: { invalidatesTags: [{ type: 'ViewingRequest', id: LIST }] },
    getAgency: { providesTags: (_result, _error, { id }) => itemTags('Agency', id) },
  },
});
