/** What the settings area adds to the app: the profile's settings page (AdminSettings), a lazy chunk. */
import { lazyPage } from '../../layout/lazyPage.tsx';
import type { FeatureEntry } from '../../layout/lazyPage.tsx';

export const feature: FeatureEntry = {
  pages: {
    AdminSettings: lazyPage(() => import('./SettingsPage.tsx')),
  },
};
