/**
 * The catalogue's API (contract tag catalogue): the product categories by room, a category's
 * filters and one product, and the cleaning and moving services (listCleaningServices). The
 * shop's pages and the vendor's product form read the first, the services' pages and the
 * move-in plan the last, so they live in a shared room (docs/decisions/0018, 0031). A category or its filters change only when
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
