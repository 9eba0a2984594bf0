/**
 * The shop area's queries: categories and their filters, the product search with its facet
 * counts, products, vendors, and orders (placing one in a transaction, reading them back).
 * Decorated on the app as `shopRepository`. Queries only: prices are computed by the handlers
 * with the domain's cart functions, and arrive here as values to store.
 *
 * The search (docs/decisions/0010) runs as one statement: a CTE holds the candidates (every
 * criterion except the attribute filters of a faceted search and the price bounds, which are
 * kept as columns), and the page, the total, the price range and the facet counts are read from
 * it. Every value reaches PostgreSQL as a parameter.
 */
import { TransactionRollbackError, and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from '../../../domain/index.ts';
import type { components } from '../../contract.types.ts';
import { rowsOf } from '../../db/client.ts';
import type { Db } from '../../db/client.ts';
import { imagesJson, selectImages, writeImages } from '../../db/images.ts';
import type { ImageRow, ImageToSave, ListingImages } from '../../db/images.ts';
import { violates } from '../../db/constraints.ts';
import type { CategoryRules } from './productRules.ts';
import {
  ORDER_STATUSES,
  ROOMS,
  categoryFilters,
  cities,
  orderItems,
  orderVendorGroups,
  orders,
  productCategories,
  productCategoryLinks,
  productImages,
  products,
  users,
  vendors,
} from '../../db/schema/index.ts';
import type { CategoryFilterValue, ContactDetails, Localized, OrderStatus, Room, StoredAddress } from '../../db/schema/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    shopRepository: ShopRepository;
  }
}

export type ShopRepository = ReturnType<typeof createShopRepository>;

/** The contract's orderings; ORDERINGS below must handle each. */
export type ProductOrder = components['schemas']['ProductOrder'];

export interface SearchCriteria {
  categoryId?: number | undefined;
  vendorId?: number | undefined;
  room?: Room | undefined;
  promo?: boolean | undefined;
  /** Each word must appear in the title or the description (either language), ignoring case. */
  words: string[];
  priceFrom?: number | undefined;
  priceTo?: number | undefined;
  /** Filter key → accepted values (at least one each): a product matches one value of every key. */
  filters: Record<string, string[]>;
}

export interface SearchOptions {
  offset: number;
  limit: number;
  orderBy: ProductOrder;
  /** The language titles are sorted in. */
  locale: Locale;
  /** The filter keys whose facet counts are wanted (none: no facet counts). */
  facetKeys: string[];
}

export interface SearchResult {
  /** The page, in order. */
  items: ProductRow[];
  total: number;
  priceRange: { min: number; max: number } | null;
  facets: { key: string; value: string; count: number }[];
}

/** A product with what its page shows: vendor, images, categories. */
export interface ProductRow {
  id: number;
  title: Localized;
  description: Localized;
  price: number;
  promoPrice: number | null;
  stock: number;
  attributes: Record<string, string>;
  sku: string | null;
  createdAt: Date;
  vendor: { id: number; name: Localized; deliveryPrice: number | null };
  images: ImageRow[];
  categories: { id: number; name: Localized }[];
}

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

/** The vendor profile form's values (texts already merged with the other language's). */
export interface VendorValues {
  name: Localized;
  description: Localized | null;
  logoUrl: string | null;
  deliveryPrice: number | null;
  cityId: number | null;
  phone: string | null;
  email: string | null;
}

/** What an order stores; the totals were computed by the handler. */
export interface OrderDraft {
  buyerUserId: number | null;
  /** The checkout's language (the buyer's e-mails are written in it). */
  locale: Locale;
  contact: ContactDetails;
  address: StoredAddress;
  note: string | null;
  totalOrderAmount: number;
  totalDeliveryAmount: number;
  totalProductCount: number;
  groups: { vendorId: number; totalAmount: number; totalTaxes: number; delivery: number }[];
  items: { vendorId: number; productId: number; title: Localized; unitPrice: number; quantity: number }[];
}

/** Whose orders: a buyer's, or those holding a vendor's group (reduced to that group). */
export type OrderViewer = { buyerUserId: number } | { vendorId: number };

export interface StoredOrder {
  id: number;
  status: OrderStatus;
  locale: Locale;
  buyerUserId: number | null;
  contact: ContactDetails;
  address: StoredAddress;
  cityName: Localized;
  note: string | null;
  totalOrderAmount: number;
  totalDeliveryAmount: number;
  totalProductCount: number;
  createdAt: Date;
  groups: { vendorId: number; vendorName: Localized; status: OrderStatus; totalAmount: number; totalTaxes: number; delivery: number }[];
  items: { productId: number; vendorId: number; title: Localized; unitPrice: number; quantity: number }[];
}

/** A product's pictures. */
const listingImages: ListingImages = { table: productImages, listing: 'productId' };

/** A LIKE pattern that finds `word` literally anywhere. */
function containing(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const live = and(isNull(products.deletedAt), sql`${products.stock} > 0`);
/** The price charged: exactly the expression of products_charged_price_idx. */
const charged = sql`coalesce(${products.promoPrice}, ${products.price})`;
const searchableText = sql`concat_ws(' ', ${products.title}->>'bg', ${products.title}->>'en', ${products.description}->>'bg', ${products.description}->>'en')`;
/** What a vendor finds its own products by: the titles in both languages and the SKU. */
const vendorSearchableText = sql`concat_ws(' ', ${products.title}->>'bg', ${products.title}->>'en', ${products.sku})`;

/**
 * The product of the `products` row in scope as JSON, with its vendor, images (display order)
 * and categories: the one shape both a search page and a product page read (ProductRow).
 */
const productJson = sql`json_build_object(
  'id', ${products.id}, 'title', ${products.title}, 'description', ${products.description},
  'price', ${products.price}, 'promoPrice', ${products.promoPrice}, 'stock', ${products.stock},
  'attributes', ${products.attributes}, 'sku', ${products.sku}, 'createdAt', ${products.createdAt},
  'vendor', (select json_build_object('id', ${vendors.id}, 'name', ${vendors.name}, 'deliveryPrice', ${vendors.deliveryPrice})
             from ${vendors} where ${vendors.id} = ${products.vendorId}),
  'images', ${imagesJson(listingImages, products.id)},
  'categories', coalesce((select json_agg(json_build_object('id', ${productCategories.id}, 'name', ${productCategories.name}) order by ${productCategories.id})
                          from ${productCategoryLinks} join ${productCategories} on ${productCategories.id} = ${productCategoryLinks.categoryId}
                          where ${productCategoryLinks.productId} = ${products.id}), '[]'::json))`;

/** A ProductRow from productJson (JSON has no dates). */
function productRowOf(json: Omit<ProductRow, 'createdAt'> & { createdAt: string }): ProductRow {
  return { ...json, createdAt: new Date(json.createdAt) };
}

/**
 * A product has one of `values` under `key`: one array parameter per key, so a long list costs
 * a comparison per value, not a clause per value (docs/decisions/0010).
 */
function hasAttribute(key: string, values: readonly string[]): SQL {
  return sql`coalesce((${products.attributes}->>${key}::text) = any(${sql.param([...new Set(values)])}::text[]), false)`;
}

function criteriaOf(criteria: SearchCriteria): SQL[] {
  const where: SQL[] = [live!];
  if (criteria.categoryId !== undefined) {
    where.push(
      sql`${products.id} = any(array(select ${productCategoryLinks.productId} from ${productCategoryLinks} where ${productCategoryLinks.categoryId} = ${criteria.categoryId}))`,
    );
  }
  if (criteria.room !== undefined) {
    where.push(
      sql`${products.id} in (select ${productCategoryLinks.productId} from ${productCategoryLinks} join ${productCategories} on ${productCategories.id} = ${productCategoryLinks.categoryId} where ${productCategories.room} = ${criteria.room})`,
    );
  }
  if (criteria.vendorId !== undefined) where.push(eq(products.vendorId, criteria.vendorId));
  if (criteria.promo) where.push(sql`${products.promoPrice} is not null`);
  for (const word of criteria.words) where.push(sql`${searchableText} ilike ${containing(word)}`);
  return where;
}

const ORDERINGS: Record<ProductOrder, { key: (locale: Locale) => SQL; direction: SQL }> = {
  'price.ASC': { key: () => charged, direction: sql`asc` },
  'price.DESC': { key: () => charged, direction: sql`desc` },
  'createdAt.DESC': { key: () => sql`${products.createdAt}`, direction: sql`desc` },
  'title.ASC': {
    key: (locale) => sql`lower(coalesce(${products.title}->>${locale}, ${products.title}->>${locale === 'bg' ? 'en' : 'bg'}))`,
    direction: sql`asc`,
  },
};

export function createShopRepository(db: Db) {
  return {
    /**
     * Categories of a room (or all, or the one with `id`), in room and display order, with their
     * live product count and whether they are promo categories: marked as such and with a
     * product on promotion.
     */
    async listCategories(options: { room?: Room | undefined; promoOnly: boolean; id?: number }) {
      // Both counts in one pass over the category's links (a lateral join: one index scan each).
      const counts = db
        .select({
          total: sql<number>`count(*)::int`.as('total'),
          onPromotion: sql<number>`count(${products.promoPrice})::int`.as('on_promotion'),
        })
        .from(productCategoryLinks)
        .innerJoin(products, eq(products.id, productCategoryLinks.productId))
        .where(and(eq(productCategoryLinks.categoryId, productCategories.id), live))
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

    /** One page of live products matching `criteria`, with the total, price range and facet counts. */
    async search(criteria: SearchCriteria, options: SearchOptions): Promise<SearchResult> {
      const where = criteriaOf(criteria);
      const selected = Object.entries(criteria.filters).filter(([, values]) => values.length > 0);
      const faceted = options.facetKeys.length > 0;
      // A faceted search keeps the products that miss one selected filter (they count for that
      // filter's facet); `misses` lists the selected filters a product does not match.
      let misses = sql`'{}'::text[]`;
      if (faceted && selected.length > 0) {
        const checks = selected.map(([key, values]) => sql`case when not ${hasAttribute(key, values)} then ${key}::text end`);
        misses = sql`array_remove(array[${sql.join(checks, sql`, `)}], null)`;
      } else {
        for (const [key, values] of selected) where.push(hasAttribute(key, values));
      }
      const bounds = [
        criteria.priceFrom === undefined ? undefined : sql`${charged} >= ${criteria.priceFrom}`,
        criteria.priceTo === undefined ? undefined : sql`${charged} <= ${criteria.priceTo}`,
      ].filter((bound) => bound !== undefined);
      const inPrice = bounds.length > 0 ? sql.join(bounds, sql` and `) : sql`true`;
      const ordering = ORDERINGS[options.orderBy];
      const order = sql`sort_key ${ordering.direction}, id ${ordering.direction}`;
      // Per facet key, the products matching every other criterion, counted by their value of
      // that key: one grouped scan of the candidates per key (cheaper than unnesting the keys).
      const perKey = options.facetKeys.map(
        (key) => sql`select ${key}::text as key, base.attributes->>${key}::text as value, count(*)::int as n from base
          where base.in_price and (base.misses = '{}' or base.misses = array[${key}::text]) and base.attributes ? ${key}::text
          group by 2`,
      );
      const facets = faceted
        ? sql`(select coalesce(json_agg(json_build_object('key', f.key, 'value', f.value, 'count', f.n)), '[]'::json)
              from (${sql.join(perKey, sql` union all `)}) as f)`
        : sql`'[]'::json`;

      const result = await db.execute(sql`
        with base as (
          select ${products.id} as id, ${products.attributes} as attributes, ${charged} as charged,
                 ${ordering.key(options.locale)} as sort_key, ${misses} as misses, (${inPrice}) as in_price
          from ${products}
          where ${and(...where)}
        )
        select
          (select coalesce(json_agg(${productJson} order by page.sort_key ${ordering.direction}, page.id ${ordering.direction}), '[]'::json)
             from (select id, sort_key from base where misses = '{}' and in_price order by ${order} limit ${options.limit} offset ${options.offset}) as page
             join ${products} on ${products.id} = page.id) as items,
          (select json_build_object('total', count(*) filter (where in_price), 'min', min(charged), 'max', max(charged))
             from base where misses = '{}') as summary,
          ${facets} as facets
      `);
      const [row] = rowsOf<{
        items: Parameters<typeof productRowOf>[0][];
        summary: { total: number; min: number | null; max: number | null };
        facets: SearchResult['facets'];
      }>(result);
      const { items, summary, facets: counts } = row!;
      const priceRange = summary.min === null || summary.max === null ? null : { min: summary.min, max: summary.max };
      return { items: items.map(productRowOf), total: summary.total, priceRange, facets: counts };
    },

    /** A live (not deleted) product with its vendor, images and categories. */
    async findProduct(id: number): Promise<ProductRow | undefined> {
      const result = await db.execute(sql`select ${productJson} as product from ${products} where ${products.id} = ${id} and ${products.deletedAt} is null`);
      const [row] = rowsOf<{ product: Parameters<typeof productRowOf>[0] }>(result);
      return row && productRowOf(row.product);
    },

    /** The live (not deleted) products among `ids`, in the order of `ids` (a blog post's linked products). */
    async findProducts(ids: readonly number[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(
        sql`select ${productJson} as product from ${products} where ${products.id} = any(${sql.param([...ids])}::int[]) and ${products.deletedAt} is null`,
      );
      const rows = new Map(rowsOf<{ product: Parameters<typeof productRowOf>[0] }>(result).map((row) => [row.product.id, productRowOf(row.product)]));
      return ids.flatMap((id) => rows.get(id) ?? []);
    },

    async findVendor(id: number) {
      const [row] = await db
        .select({
          id: vendors.id,
          name: vendors.name,
          description: vendors.description,
          logoUrl: vendors.logoUrl,
          deliveryPrice: vendors.deliveryPrice,
          phone: vendors.phone,
          email: vendors.email,
          city: { id: cities.id, name: cities.name },
        })
        .from(vendors)
        .leftJoin(cities, eq(cities.id, vendors.cityId))
        .where(eq(vendors.id, id))
        .limit(1);
      return row;
    },

    /** The shop a vendor user manages. */
    async vendorIdOf(userId: number): Promise<number | undefined> {
      const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.ownerUserId, userId)).limit(1);
      return row?.id;
    },

    /** Where each vendor's order notice goes: the shop's address, else its owner's, in the owner's language. */
    async vendorContacts(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: vendors.id, name: vendors.name, email: sql<string>`coalesce(${vendors.email}, ${users.email})`, locale: users.locale })
        .from(vendors)
        .innerJoin(users, eq(users.id, vendors.ownerUserId))
        .where(inArray(vendors.id, [...ids]));
    },

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
      return { ...row, images: await selectImages(db, listingImages, id) };
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
          await writeImages(tx, listingImages, productId, images, []);
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
          await writeImages(tx, listingImages, id, images, removed.map((image) => image.id));
          return true;
        }),
      );
      return saved ?? false;
    },

    /** Takes a product out of the shop for good; its order lines keep pointing at it. */
    async retireProduct(id: number): Promise<void> {
      await db.update(products).set({ deletedAt: new Date() }).where(and(eq(products.id, id), isNull(products.deletedAt)));
    },

    /** One page of a vendor's live products, newest first, with the total. */
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
      const rows = rowsOf<{ product: Parameters<typeof productRowOf>[0] }>(result);
      return { items: rows.map((row) => productRowOf(row.product)), total: Number(totalRow?.value ?? 0) };
    },

    /** What the vendor profile form replaces: the texts in every language and the logo. */
    async vendorTexts(id: number) {
      const [row] = await db.select({ name: vendors.name, description: vendors.description, logoUrl: vendors.logoUrl }).from(vendors).where(eq(vendors.id, id));
      return row;
    },

    async updateVendor(id: number, values: VendorValues): Promise<void> {
      await db.update(vendors).set(values).where(eq(vendors.id, id));
    },

    async cityExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id)).limit(1);
      return row !== undefined;
    },

    /** The products of a checkout that still exist, with their vendor and stock. */
    async productsForOrder(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: products.id,
          title: products.title,
          price: products.price,
          promoPrice: products.promoPrice,
          stock: products.stock,
          vendor: { id: vendors.id, name: vendors.name, deliveryPrice: vendors.deliveryPrice },
        })
        .from(products)
        .innerJoin(vendors, eq(vendors.id, products.vendorId))
        .where(and(inArray(products.id, [...ids]), isNull(products.deletedAt)));
    },

    /**
     * Stores an order in one transaction: takes every line's quantity from its product's stock,
     * but only while the stock suffices and the price charged is still the line's unit price
     * (a conditional UPDATE, so concurrent orders cannot oversell), then writes the order, its
     * vendor groups and its lines. Answers the order's id, or null (nothing written) when a
     * product ran out or changed its price meanwhile.
     */
    async placeOrder(draft: OrderDraft): Promise<number | null> {
      try {
        return await db.transaction(async (tx) => {
          const lines = sql.join(
            draft.items.map((item) => sql`(${item.productId}::int, ${item.quantity}::int, ${item.unitPrice}::int)`),
            sql`, `,
          );
          const taken = rowsOf<{ id: number }>(
            await tx.execute(sql`
              update ${products} set stock = ${products.stock} - wanted.quantity, updated_at = now()
              from (values ${lines}) as wanted(id, quantity, unit_price)
              where ${products.id} = wanted.id and ${products.deletedAt} is null
                and ${products.stock} >= wanted.quantity and ${charged} = wanted.unit_price
              returning ${products.id}`),
          );
          if (taken.length !== draft.items.length) tx.rollback();
          const [order] = await tx
            .insert(orders)
            .values({
              buyerUserId: draft.buyerUserId,
              contact: draft.contact,
              address: draft.address,
              note: draft.note,
              locale: draft.locale,
              totalOrderAmount: draft.totalOrderAmount,
              totalDeliveryAmount: draft.totalDeliveryAmount,
              totalProductCount: draft.totalProductCount,
            })
            .returning({ id: orders.id });
          const orderId = order!.id;
          await tx.insert(orderVendorGroups).values(draft.groups.map((group) => ({ ...group, orderId })));
          await tx.insert(orderItems).values(draft.items.map((item) => ({ ...item, orderId })));
          return orderId;
        });
      } catch (error) {
        if (error instanceof TransactionRollbackError) return null;
        throw error;
      }
    },

    /** One page of a viewer's orders (newest first unless `ascending`), with the total. */
    async listOrders(viewer: OrderViewer, options: { offset: number; limit: number; ascending: boolean; status?: OrderStatus | undefined }) {
      const where = whereOrdersOf(viewer, options.status);
      const [totalRow] = await db.select({ value: count() }).from(orders).where(where);
      const direction = options.ascending ? asc : desc;
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(where)
        .orderBy(direction(orders.createdAt), direction(orders.id))
        .limit(options.limit)
        .offset(options.offset);
      return { total: Number(totalRow?.value ?? 0), orders: await loadOrders(rows.map((row) => row.id), viewer) };
    },

    /**
     * Moves a vendor's group of an order to `to` when `allowed(from)` says so, and the order's
     * own status with it (every group cancelled: cancelled; else the least advanced status of
     * the groups not cancelled), in one transaction that locks the order. Answers the group's
     * status before, and whether it changed; undefined when the order has no group of the vendor.
     */
    async changeGroupStatus(orderId: number, vendorId: number, to: OrderStatus, allowed: (from: OrderStatus) => boolean) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${orders} where ${orders.id} = ${orderId} for update`);
        const [group] = await tx
          .select({ id: orderVendorGroups.id, status: orderVendorGroups.status })
          .from(orderVendorGroups)
          .where(and(eq(orderVendorGroups.orderId, orderId), eq(orderVendorGroups.vendorId, vendorId)));
        if (!group) return undefined;
        if (!allowed(group.status)) return { from: group.status, changed: false };
        await tx.update(orderVendorGroups).set({ status: to }).where(eq(orderVendorGroups.id, group.id));
        const statuses = (await tx.select({ status: orderVendorGroups.status }).from(orderVendorGroups).where(eq(orderVendorGroups.orderId, orderId))).map(
          (row) => row.status,
        );
        const open = statuses.filter((status) => status !== 'cancelled');
        const derived = open.length === 0 ? 'cancelled' : ORDER_STATUSES.find((status) => open.some((each) => each === status))!;
        await tx.update(orders).set({ status: derived }).where(eq(orders.id, orderId));
        return { from: group.status, changed: true };
      });
    },

    /**
     * The vendor dashboard's figures from its parts of orders: how many have each status; the
     * products' total (excl. VAT and delivery) and count of the parts not cancelled, per month
     * of the last 12 in Europe/Sofia time (months without sales too); its 5 best sellers.
     */
    async vendorStats(vendorId: number) {
      const [byStatus, byMonth, top] = await Promise.all([
        db
          .select({ status: orderVendorGroups.status, count: count() })
          .from(orderVendorGroups)
          .where(eq(orderVendorGroups.vendorId, vendorId))
          .groupBy(orderVendorGroups.status),
        db.execute(sql`
          with months as (
            select to_char(month, 'YYYY-MM') as month
            from generate_series(date_trunc('month', now() at time zone 'Europe/Sofia') - interval '11 months',
                                 date_trunc('month', now() at time zone 'Europe/Sofia'), interval '1 month') as month
          ), sales as (
            select to_char(${orders.createdAt} at time zone 'Europe/Sofia', 'YYYY-MM') as month,
                   sum(${orderVendorGroups.totalAmount}) as amount, count(*) as orders
            from ${orderVendorGroups} join ${orders} on ${orders.id} = ${orderVendorGroups.orderId}
            where ${orderVendorGroups.vendorId} = ${vendorId} and ${orderVendorGroups.status} <> 'cancelled'
              and ${orders.createdAt} >= (date_trunc('month', now() at time zone 'Europe/Sofia') - interval '11 months') at time zone 'Europe/Sofia'
            group by 1
          )
          select months.month, coalesce(sales.amount, 0) as amount, coalesce(sales.orders, 0) as orders
          from months left join sales on sales.month = months.month order by months.month`),
        db
          .select({
            id: orderItems.productId,
            title: products.title,
            quantity: sql<number>`sum(${orderItems.quantity})`,
            amount: sql<number>`sum(${orderItems.quantity} * ${orderItems.unitPrice})`,
          })
          .from(orderItems)
          .innerJoin(orderVendorGroups, and(eq(orderVendorGroups.orderId, orderItems.orderId), eq(orderVendorGroups.vendorId, orderItems.vendorId)))
          .innerJoin(products, eq(products.id, orderItems.productId))
          .where(and(eq(orderItems.vendorId, vendorId), ne(orderVendorGroups.status, 'cancelled')))
          .groupBy(orderItems.productId, products.title)
          .orderBy(desc(sql`3`), desc(sql`4`), asc(orderItems.productId))
          .limit(5),
      ]);
      const counted = new Map(byStatus.map((row) => [row.status, Number(row.count)]));
      return {
        ordersByStatus: ORDER_STATUSES.map((status) => ({ status, count: counted.get(status) ?? 0 })),
        // Sums are bigint: node-postgres answers them as text.
        revenueByMonth: rowsOf<{ month: string; amount: string | number; orders: string | number }>(byMonth).map((row) => ({
          month: row.month,
          amount: Number(row.amount),
          orders: Number(row.orders),
        })),
        topProducts: top.map((row) => ({ id: row.id, title: row.title, quantity: Number(row.quantity), amount: Number(row.amount) })),
      };
    },

    async orderExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).limit(1);
      return row !== undefined;
    },

    /**
     * One order as the viewer may see it, undefined when it is not theirs; without a viewer,
     * the whole order (the checkout reads back the order it placed).
     */
    async findOrder(id: number, viewer?: OrderViewer): Promise<StoredOrder | undefined> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, id), viewer && whereOrdersOf(viewer)));
      if (!row) return undefined;
      const [order] = await loadOrders([row.id], viewer);
      return order;
    },
  };

  /** The orders with these ids, in this order, with their lines and groups (a vendor's only). */
  async function loadOrders(ids: number[], viewer: OrderViewer | undefined): Promise<StoredOrder[]> {
    if (ids.length === 0) return [];
    const vendorOnly = viewer !== undefined && 'vendorId' in viewer;
    const [rows, groups, items] = await Promise.all([
      db
        .select({ order: orders, cityName: cities.name })
        .from(orders)
        .leftJoin(cities, sql`${cities.id} = (${orders.address}->>'cityId')::int`)
        .where(inArray(orders.id, ids)),
      db
        .select({
          orderId: orderVendorGroups.orderId,
          vendorId: orderVendorGroups.vendorId,
          vendorName: vendors.name,
          status: orderVendorGroups.status,
          totalAmount: orderVendorGroups.totalAmount,
          totalTaxes: orderVendorGroups.totalTaxes,
          delivery: orderVendorGroups.delivery,
        })
        .from(orderVendorGroups)
        .innerJoin(vendors, eq(vendors.id, orderVendorGroups.vendorId))
        .where(and(inArray(orderVendorGroups.orderId, ids), vendorOnly ? eq(orderVendorGroups.vendorId, viewer.vendorId) : undefined))
        .orderBy(asc(orderVendorGroups.id)),
      db
        .select({
          orderId: orderItems.orderId,
          productId: orderItems.productId,
          vendorId: orderItems.vendorId,
          title: orderItems.title,
          unitPrice: orderItems.unitPrice,
          quantity: orderItems.quantity,
        })
        .from(orderItems)
        .where(and(inArray(orderItems.orderId, ids), vendorOnly ? eq(orderItems.vendorId, viewer.vendorId) : undefined))
        .orderBy(asc(orderItems.id)),
    ]);
    const byId = new Map(rows.map((row) => [row.order.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const { order } = row;
      return [
        {
          id: order.id,
          status: order.status,
          locale: order.locale,
          buyerUserId: order.buyerUserId,
          contact: order.contact,
          address: order.address,
          cityName: row.cityName ?? {},
          note: order.note,
          totalOrderAmount: order.totalOrderAmount,
          totalDeliveryAmount: order.totalDeliveryAmount,
          totalProductCount: order.totalProductCount,
          createdAt: order.createdAt,
          groups: groups.filter((group) => group.orderId === id).map(({ orderId: _orderId, ...group }) => group),
          items: items.filter((item) => item.orderId === id).map(({ orderId: _orderId, ...item }) => item),
        },
      ];
    });
  }
}

/** The answer of `write`, or null when it broke the rule that a vendor's live products have distinct SKUs. */
async function skuGuarded<T>(write: () => Promise<T>): Promise<T | null> {
  try {
    return await write();
  } catch (error) {
    if (violates(error, 'products_vendor_id_sku_unique')) return null;
    throw error;
  }
}

/** A buyer's orders (by the order's status), or those holding a vendor's group (by the group's). */
function whereOrdersOf(viewer: OrderViewer, status?: OrderStatus): SQL | undefined {
  if ('buyerUserId' in viewer) return and(eq(orders.buyerUserId, viewer.buyerUserId), status ? eq(orders.status, status) : undefined);
  return sql`exists (select 1 from ${orderVendorGroups} where ${orderVendorGroups.orderId} = ${orders.id} and ${orderVendorGroups.vendorId} = ${viewer.vendorId}${
    status ? sql` and ${orderVendorGroups.status} = ${status}` : sql``
  })`;
}

export const shopRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('shopRepository', createShopRepository(app.db));
  },
  { name: 'shop-repository', decorators: { fastify: ['db'] } },
);
