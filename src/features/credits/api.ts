/** The credits area's API (contract tag payments), with its cache tags. */
import { creditsApi as generated } from './api.generated.ts';

export * from './api.generated.ts';

export const creditsApi = generated.enhanceEndpoints({
  endpoints: {
    // A completed payment adds credits to the user.
    getPaymentStatus: { invalidatesTags: ['User'] },
  },
});
