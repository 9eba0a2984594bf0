/**
 * The saved searches' API (contract tag saved-searches, docs/decisions/0030), with its cache tags:
 * a saved search's list and item are invalidated by its create, update and delete, and by an
 * unsubscribe (which pauses one).
 */
import { LIST, changedTags, itemTags, listTags } from '../../api/tags.ts';
import { savedSearchesApi as generated } from './api.generated.ts';

export * from './api.generated.ts';

export const savedSearchesApi = generated.enhanceEndpoints({
  endpoints: {
    listSavedSearches: { providesTags: (result) => listTags('SavedSearch', result) },
    getSavedSearch: { providesTags: (_result, _error, { id }) => itemTags('SavedSearch', id) },
    createSavedSearch: { invalidatesTags: [{ type: 'SavedSearch', id: LIST }] },
    updateSavedSearch: { invalidatesTags: (_result, _error, { id }) => changedTags('SavedSearch', id) },
    deleteSavedSearch: { invalidatesTags: (_result, _error, { id }) => changedTags('SavedSearch', id) },
    // The unsubscribe page's button sends no body (the form-encoded one-click body is the mail client's).
    unsubscribe: {
      query: ({ token }) => ({ url: `/unsubscribe/${encodeURIComponent(token)}`, method: 'POST' }),
      invalidatesTags: ['SavedSearch'],
    },
  },
});
