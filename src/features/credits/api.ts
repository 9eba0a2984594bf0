/**
 * The credits area's API (contract tag payments), with its cache tags: a settled payment and a
 * promotion change the wallet (the user's credits and the ledger); a promotion also changes the
 * promoted listing and the order of the lists it is in: the property search and the owner's
 * properties, or the flatmate search and the poster's offers (docs/decisions/0020).
 *
 * A promotion addresses one of the caller's own listings: its 403 (someone else's, or a flatmate
 * offer asked for by an agency) is the dialog's answer, and the session stays (`ownRecord`).
 */
import { changedTags } from '../../api/tags.ts';
import { creditsApi as generated } from './api.generated.ts';

export * from './api.generated.ts';

export const creditsApi = generated.enhanceEndpoints({
  endpoints: {
    getPaymentStatus: { invalidatesTags: ['User', 'CreditLedger'] },
    promoteListing: {
      extraOptions: { ownRecord: true },
      invalidatesTags: (_result, _error, { promotionInput: { kind, id } }) => [
        'User',
        'CreditLedger',
        ...(kind === 'property' ? [...changedTags('Property', id), ...changedTags('UserProperty', id)] : changedTags('TenantOffer', id)),
      ],
    },
  },
});
