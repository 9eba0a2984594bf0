/**
 * What the roommates area adds to the app: the flatmate search, an offer's page, posting an
 * offer, the poster's own offers and their edit page (product §2), and the message dialog to a
 * poster (modal roommateOfferMessage), each a lazy chunk.
 */
import { lazyPage } from '../../layout/lazyPage.tsx';
import type { FeatureEntry } from '../../layout/lazyPage.tsx';

export const feature: FeatureEntry = {
  pages: {
    SearchRoommateResult: lazyPage(() => import(/* webpackChunkName: "page-SearchRoommateResult" */ './pages/SearchRoommatePage.tsx')),
    SingleRoommateOffer: lazyPage(() => import(/* webpackChunkName: "page-SingleRoommateOffer" */ './pages/RoommateOfferPage.tsx')),
    AddRoommate: lazyPage(() => import(/* webpackChunkName: "page-AddRoommate" */ './pages/AddRoommatePage.tsx')),
    AdminRoommates: lazyPage(() => import('./pages/AdminRoommatesPage.tsx')),
    EditRoommateOffer: lazyPage(() => import('./pages/EditRoommateOfferPage.tsx')),
  },
  modals: {
    roommateOfferMessage: lazyPage(() => import('./RoommateMessageModal.tsx')),
  },
};
