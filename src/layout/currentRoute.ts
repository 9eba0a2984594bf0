/**
 * Which page of the route table a path shows, under either path set. Used by the shell for the
 * per-route options (the footer of PaymentStatus) and by the room picker (is this the shop?).
 * Matching is react-router's own ranking, so '/produkti/kategorii/promo' is PromoCategories and
 * not MarketplaceCategoryPage, exactly as the route tree resolves it.
 */
import { matchRoutes, useLocation } from 'react-router';
import { ROUTES, routeByName } from '../../domain/routes.ts';
import type { RouteDefinition, RouteName } from '../../domain/routes.ts';

interface NamedPath {
  path: string;
  name: RouteName;
}

const NAMED_PATHS: NamedPath[] = ROUTES.flatMap((route) =>
  route.bg === route.en ? [{ path: route.bg, name: route.name }] : [
    { path: route.bg, name: route.name },
    { path: route.en, name: route.name },
  ],
);

/** The route a pathname resolves to, or null for the not-found page. */
export function routeNameAt(pathname: string): RouteName | null {
  const matches = matchRoutes(NAMED_PATHS, pathname);
  return matches?.[0]?.route.name ?? null;
}

/** The route table entry of the current location, or null on the not-found page. */
export function useCurrentRoute(): RouteDefinition | null {
  const { pathname } = useLocation();
  const name = routeNameAt(pathname);
  return name === null ? null : routeByName(name);
}

/** The shop is the home page: Index and Marketplace are the same page (product §2). */
export const SHOP_ROUTE_NAMES: readonly RouteName[] = ['Index', 'Marketplace'];
