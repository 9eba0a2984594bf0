/**
 * The account area's API (contract tags translations, auth, users): the generated endpoints and
 * hooks of account.generated.ts with their cache tags. Shared, because the shell and the auth
 * machine use it; the app imports it through this module only, so the tags are always attached.
 */
import { accountApi as generated } from './account.generated.ts';
import { SESSION_TAGS, itemTags } from './tags.ts';

export * from './account.generated.ts';

export const accountApi = generated.enhanceEndpoints({
  endpoints: {
    getCurrentUser: { providesTags: ['User'] },
    updateCurrentUser: { invalidatesTags: ['User'] },
    // A confirmed change of address shows at once to someone signed in (settings, header).
    confirmEmail: { invalidatesTags: ['User'] },
    login: { invalidatesTags: [...SESSION_TAGS] },
    googleLogin: { invalidatesTags: [...SESSION_TAGS] },
    logout: { invalidatesTags: [...SESSION_TAGS] },
    getUserStats: { providesTags: ['User', 'UserProperty', 'Product', 'Order', 'TenantOffer', 'ViewingRequest'] },
    // The settings page (docs/decisions/0020): the shop's or agency's public profile, the wallet's ledger.
    getOwnVendor: { providesTags: (result) => (result ? itemTags('Vendor', result.id) : []) },
    updateVendor: { invalidatesTags: (_result, _error, { id }) => [...itemTags('Vendor', id), 'User'] },
    getOwnAgency: { providesTags: (result) => (result ? itemTags('Agency', result.id) : []) },
    updateAgency: { invalidatesTags: (_result, _error, { id }) => [...itemTags('Agency', id), 'User'] },
    getCreditLedger: { providesTags: ['CreditLedger'] },
  },
});
