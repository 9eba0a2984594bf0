/** The roommates area's API (contract tag roommates), with its cache tags: flatmate (tenant) offers. */
import { LIST, changedTags, itemTags, listTags } from '../../api/tags.ts';
import { roommatesApi as generated } from './api.generated.ts';

export * from './api.generated.ts';

export const roommatesApi = generated.enhanceEndpoints({
  endpoints: {
    listTenantOffers: { providesTags: (result) => listTags('TenantOffer', result) },
    listMyTenantOffers: { providesTags: (result) => listTags('TenantOffer', result) },
    getTenantOffer: { providesTags: (_result, _error, { id }) => itemTags('TenantOffer', id) },
    // A save carries its photos: sent with upload progress (docs/decisions/0009-images.md).
    createTenantOffer: { invalidatesTags: [{ type: 'TenantOffer', id: LIST }, 'User'], extraOptions: { uploadProgress: true } },
    updateTenantOffer: { invalidatesTags: (_result, _error, { id }) => changedTags('TenantOffer', id), extraOptions: { uploadProgress: true } },
    deleteTenantOffer: { invalidatesTags: (_result, _error, { id }) => [...changedTags('TenantOffer', id), 'User'] },
  },
});
