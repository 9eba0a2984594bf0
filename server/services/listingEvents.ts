/**
 * The listing events saved searches are told of (docs/decisions/0030, "Matching"): a property
 * made active (created so, published, or active again) or a flatmate offer created, and a price
 * lowered on a live listing. The areas that write listings queue the event's job here, in the
 * transaction of the write, so the write and its job are committed together; the saved
 * searches' area (server/areas/savedSearches/alerts.ts) matches and tells.
 */
import type { Transaction } from '../db/client.ts';
import type { SavedSearchKind } from '../db/schema/index.ts';
import { enqueue } from './jobs.ts';

/** What happened to a listing: published (or active again), or its price lowered from `oldPrice`. */
export type ListingEvent =
  | { kind: SavedSearchKind; listingId: number; reason: 'new' }
  | { kind: SavedSearchKind; listingId: number; reason: 'price-drop'; oldPrice: number };

/** The job that matches one listing event against every saved search. */
export const SAVED_SEARCH_MATCH_JOB = 'saved-search-match';

/** A listing as the alerts see it: whether the public sees it, and its rent (euro cents). */
export interface ListingState {
  live: boolean;
  price: number;
}

/** The event of a write that took a listing from `before` (none: created) to `after`, if it is one. */
export function listingEvent(kind: SavedSearchKind, listingId: number, before: ListingState | undefined, after: ListingState): ListingEvent | undefined {
  if (!after.live) return undefined;
  if (!before?.live) return { kind, listingId, reason: 'new' };
  if (after.price < before.price) return { kind, listingId, reason: 'price-drop', oldPrice: before.price };
  return undefined;
}

/**
 * In the transaction of a listing's write: queues the match job of its event, if the write made
 * one. The key names the event (its listing, reason, price and time), so each event is one job.
 */
export async function queueListingChange(
  tx: Transaction,
  change: { kind: SavedSearchKind; listingId: number; before?: ListingState | undefined; after: ListingState },
): Promise<void> {
  const event = listingEvent(change.kind, change.listingId, change.before, change.after);
  if (!event) return;
  const key = `${SAVED_SEARCH_MATCH_JOB}:${event.kind}:${event.listingId}:${event.reason}:${change.after.price}:${Date.now()}`;
  await enqueue(tx, { kind: SAVED_SEARCH_MATCH_JOB, key, payload: event });
}
