/**
 * The shop's catalogue: categories (by room, with their live product count and promo mark) and
 * their filters, products and vendors as their pages show them.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { Db } from '../../db/client.ts';
import { findProduct, productJson, productRowOf } from '../../db/products.ts';
import type { ProductJson, ProductRow } from '../../db/products.ts';
import { findVendor } from '../../db/vendors.ts';
import { ROOMS, categoryFilters, productCategories, productSearchRows, products } from '../../db/schema/index.ts';
import type { CategoryFilterValue, Localized, Room } from '../../db/schema/index.ts';

export function catalogueQueries(db: Db) {
  return {
    /**
     * Categories of a room (or all, or the one with `id`), in room and display order, with their
     * live product count and whether they are promo categories: marked as such and with a
     * product on promotion.
     */
    async listCategories(options: { room?: Room | undefined; promoOnly: boolean; id?: number }) {
      // Both counts in one index-only range of the category's search rows (its live products).
      const counts = db
        .select({
          total: sql<number>`count(*)::int`.as('total'),
          onPromotion: sql<number>`(count(*) filter (where ${productSearchRows.promo}))::int`.as('on_promotion'),
        })
        .from(productSearchRows)
        .where(eq(productSearchRows.categoryId, productCategories.id))
        .as('counts');
      const promo = sql<boolean>`(${productCategories.promo} and ${counts.onPromotion} > 0)`;
      return db
        .select({
          id: productCategories.id,
          key: productCategories.key,
          name: productCategories.name,
          room: productCategories.room,
          imageUrl: productCategories.imageUrl,
          promo,
          productCount: counts.total,
        })
        .from(productCategories)
        .innerJoinLateral(counts, sql`true`)
        .where(
          and(
            options.id === undefined ? undefined : eq(productCategories.id, options.id),
            options.room === undefined ? undefined : eq(productCategories.room, options.room),
            options.promoOnly ? promo : undefined,
          ),
        )
        .orderBy(
          sql`array_position(array[${sql.join(ROOMS.map((room) => sql`${room}::text`), sql`, `)}], ${productCategories.room}) nulls last`,
          asc(productCategories.sortOrder),
          asc(productCategories.id),
        );
    },

    /** A category's filters in display order; undefined when there is no such category. */
    async findCategoryFilters(categoryId: number): Promise<{ key: string; name: Localized; values: CategoryFilterValue[] }[] | undefined> {
      const rows = await db
        .select({ key: categoryFilters.key, name: categoryFilters.name, values: categoryFilters.values })
        .from(productCategories)
        .leftJoin(categoryFilters, eq(categoryFilters.categoryId, productCategories.id))
        .where(eq(productCategories.id, categoryId))
        .orderBy(asc(categoryFilters.sortOrder), asc(categoryFilters.id));
      if (rows.length === 0) return undefined;
      return rows.flatMap(({ key, name, values }) => (key === null || name === null || values === null ? [] : [{ key, name, values }]));
    },

    findProduct: (id: number) => findProduct(db, id),

    /** The live (not deleted) products among `ids`, in the order of `ids` (a blog post's linked products). */
    async findProducts(ids: readonly number[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(
        sql`select ${productJson} as product from ${products} where ${products.id} = any(${sql.param([...ids])}::int[]) and ${products.deletedAt} is null`,
      );
      const rows = new Map(rowsOf<{ product: ProductJson }>(result).map((row) => [row.product.id, productRowOf(row.product)]));
      return ids.flatMap((id) => rows.get(id) ?? []);
    },

    findVendor: (id: number) => findVendor(db, id),
  };
}
