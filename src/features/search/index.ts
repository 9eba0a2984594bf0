/** What the site search adds to the app: the results page of the header's search box, a lazy chunk. */
import { lazyPage } from '../../layout/lazyPage.tsx';
import type { FeatureEntry } from '../../layout/lazyPage.tsx';

export const feature: FeatureEntry = {
  pages: {
    SiteSearch: lazyPage(() => import(/* webpackChunkName: "page-SiteSearch" */ './pages/SiteSearchPage.tsx')),
  },
};
