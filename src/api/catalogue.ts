/**
 * The catalogue's API (contract tag catalogue): the product categories by room, a category's
 * filters and one product. The shop's pages and the vendor's product form both read them, so
 * they live in a shared room (docs/decisions/0018). A category or its filters change only when
 * the catalogue itself does; a product is tagged so that the vendor's changes refresh it.
 */
import { itemTags } from './tags.ts';
import { catalogueApi as generated } from './catalogue.generated.ts';

export * from './catalogue.generated.ts';

export const catalogueApi = generated.enhanceEndpoints({
  endpoints: {
    getProduct: { providesTags: (_result, _error, { id }) => itemTags('Product', id) },
  },
});
