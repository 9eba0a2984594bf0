/** The flatmate offer a page or dialog is about: the :id of the SingleRoommateOffer path at the current address. */
import { matchPath, useLocation } from 'react-router';
import { routeByName } from '../../../domain/routes.ts';

const OFFER_ROUTE = routeByName('SingleRoommateOffer');

/**
 * The route id of the offer page the visitor is on (under either path set), or null anywhere
 * else: the message dialog is rendered by the app's modal root, outside the page's route, so it
 * reads the id from the address itself.
 */
export function useOfferRouteId(): string | null {
  const { pathname } = useLocation();
  for (const path of [OFFER_ROUTE.bg, OFFER_ROUTE.en]) {
    const id = matchPath({ path, end: true }, pathname)?.params.id;
    if (id !== undefined) return id;
  }
  return null;
}
