/**
 * What the saved searches area adds (docs/decisions/0030): the profile's saved searches page,
 * the unsubscribe page of the e-mails' links, and the save dialog the searches open (modal
 * saveSearch), each a lazy chunk.
 */
import { lazyPage } from '../../layout/lazyPage.tsx';
import type { FeatureEntry } from '../../layout/lazyPage.tsx';

export const feature: FeatureEntry = {
  pages: {
    SavedSearches: lazyPage(() => import(/* webpackChunkName: "saved-searches" */ './pages/SavedSearchesPage.tsx')),
    Unsubscribe: lazyPage(() => import(/* webpackChunkName: "page-Unsubscribe" */ './pages/UnsubscribePage.tsx')),
  },
  modals: {
    saveSearch: lazyPage(() => import(/* webpackChunkName: "saved-searches-save" */ './SaveSearchModal.tsx')),
  },
};
