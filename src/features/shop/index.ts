/**
 * What the shop area adds to the app: its pages (spec 2), each a lazy chunk. The home page is the
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
    MarketplaceProductCategories: lazyPage(() => import('./pages/RoomCategoriesPage.tsx')),
    PromoCategories: lazyPage(() => import('./pages/PromoCategoriesPage.tsx')),
    MarketplaceCategoryPage: lazyPage(() => import('./pages/CategoryPage.tsx')),
    SingleProductPage: lazyPage(() => import('./pages/ProductPage.tsx')),
    Cart: lazyPage(() => import('./pages/CartPage.tsx')),
    FavoriteProducts: lazyPage(() => import('./pages/FavoritesPage.tsx')),
    SingleVendor: lazyPage(() => import('./pages/VendorPage.tsx')),
  },
};
