/**
 * The account area's API (contract tags translations, auth, users): the generated endpoints and
 * hooks of account.generated.ts with their cache tags. Shared, because the shell and the auth
 * machine use it; the app imports it through this module only, so the tags are always attached.
 */
import { accountApi as generated } from './account.generated.ts';
import { SESSION_TAGS } from './tags.ts';

export * from './account.generated.ts';

export const accountApi = generated.enhanceEndpoints({
  endpoints: {
    getCurrentUser: { providesTags: ['User'] },
    updateCurrentUser: { invalidatesTags: ['User'] },
    login: { invalidatesTags: [...SESSION_TAGS] },
    googleLogin: { invalidatesTags: [...SESSION_TAGS] },
    logout: { invalidatesTags: [...SESSION_TAGS] },
    getUserStats: { providesTags: ['User', 'UserProperty', 'Product', 'Order', 'TenantOffer', 'ViewingRequest'] },
  },
});
