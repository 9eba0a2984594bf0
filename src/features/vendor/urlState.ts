/**
 * The vendor pages' state in the URL (page, search words, status filter, the import shown and
 * the page of its report), so back, forward, reload and a shared link agree: ?q=маса&page=2,
 * ?status=new, ?import=14&report=3. Anything malformed is left out, never an error.
 */
import { isOrderStatus } from '../../../domain/orders.ts';
import type { OrderStatus } from '../../../domain/orders.ts';
import { routeId } from '../../../domain/routes.ts';

/** Items a vendor-area list shows per page (the contract's default page size). */
export const LIST_PAGE_SIZE = 10;
/** Row-report items per page of an import's report. */
export const REPORT_PAGE_SIZE = 50;
/** The longest search the contract takes. */
export const SEARCH_MAX_LENGTH = 200;

/** A 1-based page number from the query (1 when missing or malformed). */
export function pageParam(params: URLSearchParams, name = 'page'): number {
  return routeId(params.get(name) ?? undefined) ?? 1;
}

export function offsetOf(page: number, size: number = LIST_PAGE_SIZE): number {
  return (page - 1) * size;
}

export function pageCount(total: number, size: number = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

export function searchParam(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
}

export function statusParam(params: URLSearchParams): OrderStatus | undefined {
  const status = params.get('status');
  return isOrderStatus(status) ? status : undefined;
}

/** A page number as the URL holds it: page 1 is the plain address. */
export function pageValue(page: number): number | undefined {
  return page > 1 ? page : undefined;
}

/**
 * The query of the current one with `changes` made; undefined or '' removes a parameter (pass
 * pages through pageValue). Answers "?..." ("?" alone, which the router reads as no query,
 * for a link back to the plain address).
 */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | undefined>): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  const text = next.toString();
  return `?${text}`;
}
