/**
 * The listings a saved search told of since it was last opened, marked "New" on the search page
 * it opens (docs/decisions/0030): their ids in the search page's address, `new=12,15,40`, so a
 * reload or a shared link marks the same ones. Malformed parts are left out.
 */
import { routeId } from './routes.ts';

export const NEW_LISTINGS_PARAM = 'new';

/** At most this many ids in an address (the contract's `newListingIds` holds at most 100). */
const MAX_IDS = 100;

export function newListingIds(params: URLSearchParams): ReadonlySet<number> {
  const ids = (params.get(NEW_LISTINGS_PARAM) ?? '')
    .split(',')
    .slice(0, MAX_IDS)
    .map((part) => routeId(part))
    .filter((id) => id !== null);
  return new Set(ids);
}

/** `params` with the new listings' ids (none: left out). */
export function withNewListings(params: URLSearchParams, ids: readonly number[]): URLSearchParams {
  const next = new URLSearchParams(params);
  if (ids.length > 0) next.set(NEW_LISTINGS_PARAM, ids.slice(0, MAX_IDS).join(','));
  return next;
}
