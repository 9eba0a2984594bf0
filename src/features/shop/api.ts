/**
 * The shop area's API (contract tags products, vendors, checkout), with its cache tags: vendors
 * and the product search. The product search is a POST generated as a query
 * (scripts/codegen.ts), so its pages are cached like any list. The categories, their filters and
 * single products are the shared catalogue's (src/api/catalogue.ts).
 */
import { LIST, itemTags, listTags } from '../../api/tags.ts';
import type { ListProductCategoriesApiArg } from '../../api/catalogue.ts';
import { shopApi as generated } from './api.generated.ts';

export * from './api.generated.ts';

/** The categories with products on promotion: one call (one cache entry) for the home page and the promo page. */
export const PROMO_CATEGORIES: ListProductCategoriesApiArg = { promo: 1 };

export const shopApi = generated.enhanceEndpoints({
  endpoints: {
    getVendor: { providesTags: (_result, _error, { id }) => itemTags('Vendor', id) },

    searchProducts: { providesTags: (result) => listTags('Product', result) },

    createOrder: { invalidatesTags: [{ type: 'Order', id: LIST }] },
  },
});
