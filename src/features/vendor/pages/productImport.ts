/** The import page and its upload dialog in one chunk: the dialog opens from the page at once. */
export { default as ProductImportPage } from './ProductImportPage.tsx';
export { default as ProductImportModal } from '../ProductImportModal.tsx';
