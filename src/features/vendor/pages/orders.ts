/** The orders pages in one chunk: the list leads to an order and back. */
export { default as OrdersPage } from './OrdersPage.tsx';
export { default as OrderPage } from './OrderPage.tsx';
