/**
 * What the shop area adds to the app: its pages (product §2), each a lazy chunk. The home page is the
 * shop's (Index and Marketplace are the same page); it is the first page of most visits, so its
 * hero is in the first download and only its sections are a chunk (pages/HomePage.tsx).
 */
import { lazyPage } from '../../layout/lazyPage.tsx';
import type { FeatureEntry } from '../../layout/lazyPage.tsx';
import HomePage from './pages/HomePage.tsx';

export const feature: FeatureEntry = {
  pages: {
    Index: HomePage,
    Marketplace: HomePage,
    MarketplaceProductCategories: lazyPage(() => import(/* webpackChunkName: "page-MarketplaceProductCategories" */ './pages/RoomCategoriesPage.tsx')),
    PromoCategories: lazyPage(() => import(/* webpackChunkName: "page-PromoCategories" */ './pages/PromoCategoriesPage.tsx')),
    MarketplaceCategoryPage: lazyPage(() => import(/* webpackChunkName: "page-MarketplaceCategoryPage" */ './pages/CategoryPage.tsx')),
    SingleProductPage: lazyPage(() => import(/* webpackChunkName: "page-SingleProductPage" */ './pages/ProductPage.tsx')),
    Cart: lazyPage(() => import(/* webpackChunkName: "page-Cart" */ './pages/CartPage.tsx')),
    FavoriteProducts: lazyPage(() => import(/* webpackChunkName: "page-FavoriteProducts" */ './pages/FavoritesPage.tsx')),
    SingleVendor: lazyPage(() => import(/* webpackChunkName: "page-SingleVendor" */ './pages/VendorPage.tsx')),
    OrderTracking: lazyPage(() => import(/* webpackChunkName: "page-OrderTracking" */ './pages/OrderTrackingPage.tsx')),
  },
};
