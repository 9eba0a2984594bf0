/** The sample import files served with the app (public/samples/, docs/product-import.md). */
export const SAMPLE_FILES = [
  { href: '/samples/products.csv', labelKey: 'vendor-import-sample-csv' },
  { href: '/samples/products.xlsx', labelKey: 'vendor-import-sample-xlsx' },
] as const;

/** The columns of an import file, in the order the samples have them (docs/product-import.md). */
export const IMPORT_COLUMNS = ['sku', 'title_bg', 'title_en', 'description_bg', 'description_en', 'price', 'promo_price', 'stock', 'categories'] as const;
