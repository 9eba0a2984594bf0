/**
 * What the vendor area adds to the app (issue 12): the vendor's dashboard, products, product
 * form, catalogue import (and its upload dialog), and the orders pages, which regular users use
 * for their own orders too. Each is a lazy chunk.
 */
import { lazyPage } from '../../layout/lazyPage.tsx';
import type { FeatureEntry } from '../../layout/lazyPage.tsx';

const productForm = () => import('./pages/ProductFormPage.tsx');

export const feature: FeatureEntry = {
  pages: {
    VendorDashboard: lazyPage(() => import('./pages/VendorDashboardPage.tsx')),
    AdminListProducts: lazyPage(() => import('./pages/ProductListPage.tsx')),
    AdminAddProduct: lazyPage(productForm, 'AddProductPage'),
    UserEditProduct: lazyPage(productForm, 'EditProductPage'),
    AdminVendorProductsImport: lazyPage(() => import('./pages/ProductImportPage.tsx')),
    AdminVendorOrders: lazyPage(() => import('./pages/OrdersPage.tsx')),
    AdminVendorSingleOrder: lazyPage(() => import('./pages/OrderPage.tsx')),
  },
  modals: {
    productImport: lazyPage(() => import('./ProductImportModal.tsx')),
  },
};
