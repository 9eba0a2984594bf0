/**
 * What the services area adds to the app: the cleaning, moving and interior pages and the two
 * service selection pages with their order form (spec 2, 3, 4), each a lazy chunk.
 */
import { lazyPage } from '../../layout/lazyPage.tsx';
import type { FeatureEntry } from '../../layout/lazyPage.tsx';

export const feature: FeatureEntry = {
  pages: {
    CleaningPage: lazyPage(() => import('./pages/CleaningPage.tsx')),
    MovingPage: lazyPage(() => import('./pages/MovingPage.tsx')),
    InteriorPage: lazyPage(() => import('./pages/InteriorPage.tsx')),
    SelectCleaningServicePage: lazyPage(() => import('./pages/SelectCleaningServicePage.tsx')),
    SelectMovingServicePage: lazyPage(() => import('./pages/SelectMovingServicePage.tsx')),
  },
};
