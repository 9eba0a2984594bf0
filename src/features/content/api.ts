/**
 * The content area's API (contract tags contact, newsletter). No cache tags: both calls only
 * send a message or a subscription.
 */
export * from './api.generated.ts';
