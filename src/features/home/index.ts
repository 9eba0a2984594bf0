/** What the home area adds to the app: the home page, which is also the shop's start (spec 2). */
import { lazyPage } from '../../layout/lazyPage.tsx';
import type { FeatureEntry } from '../../layout/lazyPage.tsx';

const HomePage = lazyPage(() => import('./HomePage.tsx'));

export const feature: FeatureEntry = {
  pages: { Index: HomePage, Marketplace: HomePage },
};
