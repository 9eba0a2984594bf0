import { productImportErrors, productImportRows, productImports } from '../../schema/index.ts';
import { isoBefore } from '../content/index.ts';
import { need } from './support.ts';
import type { SeedIds, SeedStep } from './support.ts';

/** The demo shop's catalogue imports. */
export async function seedImports({ tx, now, note }: SeedStep, { vendorIds, categoryIds }: Pick<SeedIds, 'vendorIds' | 'categoryIds'>): Promise<void> {
  // ── catalogue imports of the demo shop: one published, one waiting for its review
  const dabravaId = need(vendorIds, 'mebeli-dabrava', 'vendor');
  const importedAt = (days: number, minutes = 0) => new Date(isoBefore(now, days, minutes));
  const [published, waiting] = await tx
    .insert(productImports)
    .values([
      {
        vendorId: dabravaId,
        fileName: 'katalog-divani-oktomvri.csv',
        format: 'csv' as const,
        fileSize: 48_210,
        status: 'completed' as const,
        bytesRead: 48_210,
        parsedThroughRow: 121,
        processedRows: 120,
        totalRows: 120,
        validRows: 117,
        errorRows: 3,
        errorCount: 4,
        publishedThroughRow: 121,
        publishedRows: 117,
        createdProducts: 40,
        updatedProducts: 77,
        createdAt: importedAt(12),
        updatedAt: importedAt(12),
      },
      {
        vendorId: dabravaId,
        fileName: 'novi-masichki.xlsx',
        format: 'xlsx' as const,
        fileSize: 9_630,
        status: 'parsed' as const,
        bytesRead: 9_630,
        parsedThroughRow: 4,
        processedRows: 3,
        totalRows: 3,
        validRows: 2,
        errorRows: 1,
        errorCount: 1,
        createdAt: importedAt(0, 45),
        updatedAt: importedAt(0, 40),
      },
    ])
    .returning({ id: productImports.id });
  await tx.insert(productImportErrors).values([
    { importId: published!.id, row: 14, column: 'price', key: 'error-import-price' },
    { importId: published!.id, row: 58, column: 'categories', key: 'error-import-category', params: { value: 'divani' } },
    { importId: published!.id, row: 58, column: 'stock', key: 'error-import-stock', params: { max: 1_000_000 } },
    { importId: published!.id, row: 97, column: 'sku', key: 'error-import-sku-repeated', params: { row: 96 } },
    { importId: waiting!.id, row: 3, column: 'material', key: 'error-attribute-value' },
  ]);
  const coffeeTables = need(categoryIds, 'coffee-tables', 'product category');
  await tx.insert(productImportRows).values([
    {
      importId: waiting!.id,
      row: 2,
      sku: 'DB-TABLE-101',
      product: {
        title: { bg: 'Кръгла дъбова масичка', en: 'Round oak side table' },
        description: { bg: 'Масивен дъб, кръгъл плот с диаметър 50 см.', en: 'Solid oak, a round top 50 cm across.' },
        price: 13_900,
        promoPrice: null,
        stock: 9,
        categoryIds: [coffeeTables],
        attributes: { material: 'oak', shape: 'round', style: 'scandinavian' },
      },
    },
    {
      importId: waiting!.id,
      row: 4,
      sku: 'DB-TABLE-102',
      product: {
        title: { bg: 'Орехова масичка за кафе', en: 'Walnut coffee table' },
        description: { bg: 'Ниска и лека линия за малка всекидневна.', en: 'A low, light line for a small living room.' },
        price: 26_900,
        promoPrice: 23_900,
        stock: 4,
        categoryIds: [coffeeTables],
        attributes: { material: 'walnut', shape: 'rectangular', style: 'modern' },
      },
    },
  ]);
  note('productImports', 2);
}
