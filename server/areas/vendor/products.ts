/**
 * A vendor's own products: the rules of the product form (categories, SKU, owner), creating and
 * changing a product with its categories and pictures, retiring one, and the vendor's list.
 */
import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { Db } from '../../db/client.ts';
import { violates } from '../../db/constraints.ts';
import { selectImages, writeImages } from '../../db/images.ts';
import type { ImageToSave } from '../../db/images.ts';
import { containing, findProduct, productJson, productPictures, productRowOf } from '../../db/products.ts';
import type { ProductJson, ProductRow } from '../../db/products.ts';
import { categoryFilters, productCategories, productCategoryLinks, productImages, products } from '../../db/schema/index.ts';
import type { Localized } from '../../db/schema/index.ts';
import type { CategoryRules } from './productRules.ts';

/** What the product form saves (texts already merged with the other language's). */
export interface ProductValues {
  title: Localized;
  description: Localized;
  price: number;
  promoPrice: number | null;
  stock: number;
  attributes: Record<string, string>;
  sku: string | null;
  categoryIds: number[];
}

/** What a vendor finds its own products by: the titles in both languages and the SKU. */
const vendorSearchableText = sql`concat_ws(' ', ${products.title}->>'bg', ${products.title}->>'en', ${products.sku})`;

/** The answer of `write`, or null when it broke the rule that a vendor's live products have distinct SKUs. */
async function skuGuarded<T>(write: () => Promise<T>): Promise<T | null> {
  try {
    return await write();
  } catch (error) {
    if (violates(error, 'products_vendor_id_sku_unique')) return null;
    throw error;
  }
}

export function productQueries(db: Db) {
  return {
    findProduct: (id: number) => findProduct(db, id),

    /** The categories (every one, or these ids) with the values each of their filters declares. */
    async categoryRules(ids?: readonly number[]): Promise<Map<number, CategoryRules>> {
      const rows = await db
        .select({ id: productCategories.id, key: productCategories.key, filterKey: categoryFilters.key, values: categoryFilters.values })
        .from(productCategories)
        .leftJoin(categoryFilters, eq(categoryFilters.categoryId, productCategories.id))
        .where(ids === undefined ? undefined : inArray(productCategories.id, [...ids]));
      const rules = new Map<number, CategoryRules>();
      for (const row of rows) {
        const rule = rules.get(row.id) ?? { id: row.id, key: row.key, filters: new Map<string, Set<string>>() };
        rules.set(row.id, rule);
        if (row.filterKey !== null && row.values !== null) rule.filters.set(row.filterKey, new Set(row.values.map((option) => option.value)));
      }
      return rules;
    },

    /** Whose product `id` is, and whether it is retired; undefined when there is no such product. */
    async productOwner(id: number): Promise<{ vendorId: number; retired: boolean } | undefined> {
      const [row] = await db.select({ vendorId: products.vendorId, deletedAt: products.deletedAt }).from(products).where(eq(products.id, id));
      return row && { vendorId: row.vendorId, retired: row.deletedAt !== null };
    },

    /** What the product form replaces: the texts in every language and the pictures of a live product. */
    async productTexts(id: number) {
      const [row] = await db
        .select({ title: products.title, description: products.description })
        .from(products)
        .where(and(eq(products.id, id), isNull(products.deletedAt)));
      if (!row) return undefined;
      return { ...row, images: await selectImages(db, productPictures, id) };
    },

    /** Another live product of the vendor has this SKU. */
    async skuTaken(vendorId: number, sku: string, exceptProductId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            eq(products.vendorId, vendorId),
            eq(products.sku, sku),
            isNull(products.deletedAt),
            exceptProductId === undefined ? undefined : ne(products.id, exceptProductId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Creates a product with its categories and pictures in one transaction; answers its id,
     * or null when another live product of the vendor took the SKU meanwhile.
     */
    async createProduct(vendorId: number, values: ProductValues, images: readonly ImageToSave[]): Promise<number | null> {
      return skuGuarded(() =>
        db.transaction(async (tx) => {
          const { categoryIds, ...columns } = values;
          const [row] = await tx.insert(products).values({ vendorId, ...columns }).returning({ id: products.id });
          const productId = row!.id;
          await tx.insert(productCategoryLinks).values(categoryIds.map((categoryId) => ({ productId, categoryId })));
          await writeImages(tx, productPictures, productId, images, []);
          return productId;
        }),
      );
    },

    /**
     * Replaces a product's fields, categories and pictures (in body order; `removed` rows are
     * deleted) in one transaction; false when another live product of the vendor took the SKU.
     */
    async updateProduct(id: number, values: ProductValues, images: readonly ImageToSave[], removed: readonly { id: number }[]): Promise<boolean> {
      const saved = await skuGuarded(() =>
        db.transaction(async (tx) => {
          const { categoryIds, ...columns } = values;
          await tx.update(products).set(columns).where(eq(products.id, id));
          await tx.delete(productCategoryLinks).where(eq(productCategoryLinks.productId, id));
          await tx.insert(productCategoryLinks).values(categoryIds.map((categoryId) => ({ productId: id, categoryId })));
          await writeImages(tx, productPictures, id, images, removed.map((image) => image.id));
          return true;
        }),
      );
      return saved ?? false;
    },

    /** A live product's pictures, in display order. */
    async productImages(id: number) {
      return selectImages(db, productPictures, id);
    },

    /**
     * Takes a product out of the shop for good, with its pictures' rows (nothing shows a retired
     * product's pictures again); its order lines keep pointing at it.
     */
    async retireProduct(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const retired = await tx
          .update(products)
          .set({ deletedAt: new Date() })
          .where(and(eq(products.id, id), isNull(products.deletedAt)))
          .returning({ id: products.id });
        if (retired.length > 0) await tx.delete(productImages).where(eq(productImages.productId, id));
      });
    },


    /** The vendor's live products, newest first; with `words`, those whose titles or SKU hold every word. */
    async listVendorProducts(
      vendorId: number,
      page: { offset: number; limit: number; words: readonly string[] },
    ): Promise<{ items: ProductRow[]; total: number }> {
      const own = and(
        eq(products.vendorId, vendorId),
        isNull(products.deletedAt),
        ...page.words.map((word) => sql`${vendorSearchableText} ilike ${containing(word)}`),
      );
      const [[totalRow], result] = await Promise.all([
        db.select({ value: count() }).from(products).where(own),
        db.execute(sql`select ${productJson} as product from ${products} where ${own}
                       order by ${products.createdAt} desc, ${products.id} desc limit ${page.limit} offset ${page.offset}`),
      ]);
      const rows = rowsOf<{ product: ProductJson }>(result);
      return { items: rows.map((row) => productRowOf(row.product)), total: Number(totalRow?.value ?? 0) };
    },
  };
}
