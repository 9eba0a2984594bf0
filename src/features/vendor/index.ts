/**
 * What the vendor area adds to the app (issue 12): the vendor's dashboard, products, product
 * form, catalogue import (and its upload dialog), and the orders pages, which regular users use
 * for their own orders too. Each is a lazy chunk; pages that lead to each other share one (one
 * download, and fewer chunks for the first page's runtime to know of).
 */
import { lazyPage } from '../../layout/lazyPage.tsx';
import type { FeatureEntry } from '../../layout/lazyPage.tsx';

const productForm = () => import('./pages/ProductFormPage.tsx');
const productImport = () => import('./pages/productImport.ts');
const orders = () => import('./pages/orders.ts');

export const feature: FeatureEntry = {
  pages: {
    VendorDashboard: lazyPage(() => import('./pages/VendorDashboardPage.tsx')),
    AdminListProducts: lazyPage(() => import('./pages/ProductListPage.tsx')),
    AdminAddProduct: lazyPage(productForm, 'AddProductPage'),
    UserEditProduct: lazyPage(productForm, 'EditProductPage'),
    AdminVendorProductsImport: lazyPage(productImport, 'ProductImportPage'),
    AdminVendorOrders: lazyPage(orders, 'OrdersPage'),
    AdminVendorSingleOrder: lazyPage(orders, 'OrderPage'),
  },
  modals: {
    productImport: lazyPage(productImport, 'ProductImportModal'),
  },
};
