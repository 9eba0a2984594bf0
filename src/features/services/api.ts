/**
 * The services area's API (contract tag cleaning): the orders. No cache tags: an order changes
 * nothing the app has cached. Its catalogue (listCleaningServices) is the shared catalogue's
 * (src/api/catalogue.ts), which the move-in plan reads too.
 */
export * from './api.generated.ts';
