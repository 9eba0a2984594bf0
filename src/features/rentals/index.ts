/**
 * What the rentals area adds to the app (product §2): the property search and a property's page, the
 * trusted agencies, an agency's and a user's page; in the profile, adding, editing and listing
 * one's properties, the viewing requests and the dashboard of agencies and regular users; and
 * the viewing request and coordinates guide dialogs. Each is a lazy chunk, named so the bench
 * lists them by name: a public page's chunk is "page-<RouteName>", which the server preloads
 * when it is the first page (server/spa.ts); profile pages that are one piece share theirs (the
 * property form's two pages with its coordinates guide), as every chunk costs the first download
 * its file name. Leaflet is in the map's own chunk (components/MapView.tsx).
 */
import { lazyPage } from '../../layout/lazyPage.tsx';
import type { FeatureEntry } from '../../layout/lazyPage.tsx';

export const feature: FeatureEntry = {
  pages: {
    PropertySearchPage: lazyPage(() => import(/* webpackChunkName: "page-PropertySearchPage" */ './pages/PropertySearchPage.tsx')),
    SinglePropertyPage: lazyPage(() => import(/* webpackChunkName: "page-SinglePropertyPage" */ './pages/PropertyPage.tsx')),
    TrustedAgenciesPage: lazyPage(() => import(/* webpackChunkName: "page-TrustedAgenciesPage" */ './pages/TrustedAgenciesPage.tsx')),
    Agency: lazyPage(() => import(/* webpackChunkName: "page-Agency" */ './pages/AgencyPage.tsx')),
    User: lazyPage(() => import(/* webpackChunkName: "page-User" */ './pages/UserPage.tsx')),
    AddProperty: lazyPage(() => import(/* webpackChunkName: "rentals-form" */ './pages/AddPropertyPage.tsx')),
    EditProperty: lazyPage(() => import(/* webpackChunkName: "rentals-form" */ './pages/EditPropertyPage.tsx')),
    AdminPropertyList: lazyPage(() => import(/* webpackChunkName: "rentals-list" */ './pages/PropertyListPage.tsx')),
    ViewingRequests: lazyPage(() => import(/* webpackChunkName: "rentals-viewings" */ './pages/ViewingRequestsPage.tsx')),
    AgencyDashboard: lazyPage(() => import(/* webpackChunkName: "rentals-dashboard" */ './pages/AgencyDashboardPage.tsx')),
  },
  modals: {
    propertyViewRequest: lazyPage(() => import(/* webpackChunkName: "rentals-viewing-request" */ './ViewingRequestModal.tsx')),
    coordinatesGuide: lazyPage(() => import(/* webpackChunkName: "rentals-form" */ './CoordinatesGuideModal.tsx')),
  },
};
