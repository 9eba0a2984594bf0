/**
 * What the services area adds to the app: the cleaning, moving and interior pages and the two
 * service selection pages with their order form (product §2, 3, 4), each a lazy chunk.
 */
import { lazyPage } from '../../layout/lazyPage.tsx';
import type { FeatureEntry } from '../../layout/lazyPage.tsx';

export const feature: FeatureEntry = {
  pages: {
    CleaningPage: lazyPage(() => import(/* webpackChunkName: "page-CleaningPage" */ './pages/CleaningPage.tsx')),
    MovingPage: lazyPage(() => import(/* webpackChunkName: "page-MovingPage" */ './pages/MovingPage.tsx')),
    InteriorPage: lazyPage(() => import(/* webpackChunkName: "page-InteriorPage" */ './pages/InteriorPage.tsx')),
    SelectCleaningServicePage: lazyPage(() => import(/* webpackChunkName: "page-SelectCleaningServicePage" */ './pages/SelectCleaningServicePage.tsx')),
    SelectMovingServicePage: lazyPage(() => import(/* webpackChunkName: "page-SelectMovingServicePage" */ './pages/SelectMovingServicePage.tsx')),
  },
};
