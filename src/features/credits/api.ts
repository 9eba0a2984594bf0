/**
 * The credits area's API (contract tag payments), with its cache tags: a settled payment and a
 * promotion change the wallet (the user's credits and the ledger); a promotion also changes the
 * promoted property in every list.
 */
import { creditsApi as generated } from './api.generated.ts';

export * from './api.generated.ts';

export const creditsApi = generated.enhanceEndpoints({
  endpoints: {
    getPaymentStatus: { invalidatesTags: ['User', 'CreditLedger'] },
    promoteListing: { invalidatesTags: ['User', 'CreditLedger', 'UserProperty', 'Property'] },
  },
});
