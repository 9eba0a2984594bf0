/** What the account area adds to the app: its pages and dialogs, each a lazy chunk. */
import { lazyPage } from '../../layout/lazyPage.tsx';
import type { FeatureEntry } from '../../layout/lazyPage.tsx';

export const feature: FeatureEntry = {
  pages: {
    EmailConfirmation: lazyPage(() => import(/* webpackChunkName: "page-EmailConfirmation" */ './EmailConfirmationPage.tsx')),
    Profile: lazyPage(() => import('./DashboardPage.tsx'), 'ProfileIndexPage'),
  },
  modals: {
    login: lazyPage(() => import('./LoginModal.tsx')),
    signUp: lazyPage(() => import('./SignUpModal.tsx')),
    forgottenPassword: lazyPage(() => import('./ForgottenPasswordModal.tsx')),
    passChange: lazyPage(() => import('./PasswordChangeModal.tsx')),
  },
};
