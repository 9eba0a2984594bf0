/**
 * The locations area's API (contract tag locations): the cities with their districts, which the
 * rentals search and the shop's checkout both use, so it lives in a shared room. The list rarely
 * changes (product §7: "cached"): once loaded it stays in the cache for the visit.
 */
import { locationsApi as generated } from './locations.generated.ts';

export * from './locations.generated.ts';

/** How long the city list stays cached without a subscriber (RTK Query counts seconds). */
const CITIES_CACHE_SECONDS = 60 * 60;

export const locationsApi = generated.enhanceEndpoints({
  endpoints: {
    listCities: { keepUnusedDataFor: CITIES_CACHE_SECONDS },
  },
});
