import type { Db } from '../../client.ts';
import { categoryFilters, productCategories, productCategoryLinks, productImages, products } from '../../schema/index.ts';
import type { NewProduct } from '../../schema/index.ts';
import { PRODUCT_CATEGORIES, seedImageUrl } from '../content/index.ts';
import type { SeedProduct } from '../content/index.ts';
import { idsByKey, inChunks, insertRows, need } from './support.ts';
import type { SeedCounts, SeedIds, SeedStep } from './support.ts';

/**
 * Inserts generated products with their images (a main picture and a second view) and category
 * links, in chunks; answers the product ids by content key and the rows inserted per table.
 * The demo seed uses it, and so does the shop bench (scripts/bench/shop.ts) for its 100,000.
 */
export async function insertProducts(
  db: Db,
  seedProducts: readonly SeedProduct[],
  ids: { vendorIds: ReadonlyMap<string, number>; categoryIds: ReadonlyMap<string, number> },
): Promise<{ productIds: Map<string, number>; counts: SeedCounts }> {
  const productValues: NewProduct[] = seedProducts.map((product) => {
    const createdAt = new Date(product.createdAt);
    // One value per filter key; the main category (listed first) wins a key two categories share.
    const attributes: Record<string, string> = {};
    for (const attribute of product.attributes) {
      if (!(attribute.filterKey in attributes) && attribute.valueKey !== '') attributes[attribute.filterKey] = attribute.valueKey;
    }
    return {
      vendorId: need(ids.vendorIds, product.vendorKey, 'vendor'),
      title: product.title,
      description: product.description,
      price: product.price,
      promoPrice: product.promoPrice,
      stock: product.stock,
      attributes,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const productRows = await inChunks(productValues, (chunk) => db.insert(products).values(chunk).returning({ id: products.id }));
  const productIds = idsByKey(
    seedProducts.map((product) => product.key),
    productRows,
    'products',
  );

  const imageCount = await insertRows(
    seedProducts.flatMap((product) => {
      const productId = need(productIds, product.key, 'product');
      // A main picture and a second view (a different seed: the same thing in another room).
      return [product.imageSeed, product.imageSeed + 100_000].map((imageSeed, position) => {
        const url = seedImageUrl('product', imageSeed, { subjects: [product.picture.subject], colour: product.picture.colour });
        return { productId, url, thumbnailUrl: url, position };
      });
    }),
    (chunk) => db.insert(productImages).values(chunk),
  );

  const linkCount = await insertRows(
    seedProducts.flatMap((product) => {
      const productId = need(productIds, product.key, 'product');
      return [...new Set(product.categoryKeys)].map((key) => ({ productId, categoryId: need(ids.categoryIds, key, 'product category') }));
    }),
    (chunk) => db.insert(productCategoryLinks).values(chunk),
  );
  return { productIds, counts: { products: productRows.length, productImages: imageCount, productCategoryLinks: linkCount } };
}

/** The shop's categories with their filters, and the products. */
export async function seedShop({ tx, content, note }: SeedStep, { vendorIds }: Pick<SeedIds, 'vendorIds'>): Promise<Pick<SeedIds, 'categoryIds' | 'productIds'>> {
  // ── shop
  const categoryRows = await inChunks(
    PRODUCT_CATEGORIES.map((category) => ({
      key: category.key,
      name: category.name,
      room: category.room,
      promo: category.promo,
      imageUrl: seedImageUrl('product', category.imageSeed, { subjects: [category.picture.subject], colour: category.picture.colour }),
      sortOrder: category.order,
    })),
    (chunk) => tx.insert(productCategories).values(chunk).returning({ id: productCategories.id, key: productCategories.key }),
  );
  const categoryIds = new Map(categoryRows.map((row) => [row.key, row.id]));
  note('productCategories', categoryRows.length);

  const filterRows = await inChunks(
    PRODUCT_CATEGORIES.flatMap((category) =>
      category.filters.map((filter, index) => ({
        categoryId: need(categoryIds, category.key, 'product category'),
        key: filter.key,
        name: filter.name,
        values: filter.values.map((value) => ({ value: value.key, label: value.label })),
        sortOrder: index + 1,
      })),
    ),
    (chunk) => tx.insert(categoryFilters).values(chunk).returning({ id: categoryFilters.id }),
  );
  note('categoryFilters', filterRows.length);

  const catalogue = await insertProducts(tx, content.products, { vendorIds, categoryIds });
  for (const [table, rows] of Object.entries(catalogue.counts)) note(table, rows);
  const { productIds } = catalogue;
  return { categoryIds, productIds };
}
