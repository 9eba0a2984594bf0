/**
 * What the credits area adds to the app (docs/decisions/0020): the payment's status page and the
 * sandbox card provider's checkout page; the credit purchase dialog (creditBuy) and the
 * promotion dialog (promoteListing, opened with the listing), each a lazy chunk.
 */
import { lazyPage } from '../../layout/lazyPage.tsx';
import type { FeatureEntry } from '../../layout/lazyPage.tsx';

export const feature: FeatureEntry = {
  pages: {
    PaymentStatus: lazyPage(() => import(/* webpackChunkName: "page-PaymentStatus" */ './PaymentStatusPage.tsx')),
    SandboxCheckout: lazyPage(() => import(/* webpackChunkName: "page-SandboxCheckout" */ './SandboxCheckoutPage.tsx')),
  },
  modals: {
    creditBuy: lazyPage(() => import('./CreditBuyModal.tsx')),
    promoteListing: lazyPage(() => import('./PromoteModal.tsx')),
  },
};
