/**
 * The services area's API (contract tag cleaning). No cache tags: the catalogue changes with no
 * call of the app, and an order changes nothing the app has cached.
 */
export * from './api.generated.ts';
