/**
 * What the content area adds to the app: the about, terms, privacy and contacts pages (product §2)
 * and the newsletter's confirmation page, each a lazy chunk, and the newsletter form the app
 * hands to the footer (decision 0006: the layout never imports a feature). The form is a chunk of its own too: the footer's block shows
 * at once, the form (and the validation it brings) a moment later.
 */
import { lazyPage } from '../../layout/lazyPage.tsx';
import type { FeatureEntry } from '../../layout/lazyPage.tsx';

export const feature: FeatureEntry = {
  pages: {
    AboutUsPage: lazyPage(() => import(/* webpackChunkName: "page-AboutUsPage" */ './pages/AboutUsPage.tsx')),
    TermsAndConditionsPage: lazyPage(() => import(/* webpackChunkName: "page-TermsAndConditionsPage" */ './pages/TermsAndConditionsPage.tsx')),
    PrivacyPolicyPage: lazyPage(() => import(/* webpackChunkName: "page-PrivacyPolicyPage" */ './pages/PrivacyPolicyPage.tsx')),
    Contacts: lazyPage(() => import(/* webpackChunkName: "page-Contacts" */ './pages/ContactsPage.tsx')),
    NewsletterConfirmation: lazyPage(() => import(/* webpackChunkName: "page-NewsletterConfirmation" */ './pages/NewsletterConfirmationPage.tsx')),
  },
};

export const NewsletterForm = lazyPage(() => import('./components/NewsletterForm.tsx'));
