/** The shop area: vendors, the catalogue, product imports and orders. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account.ts';
import { CONTENT_LOCALES, createdAt, id, imageTable, instant, localized, oneOf, updatedAt, searchWords } from './columns.ts';
import type { ContactDetails, ContentLocale, Localized, StoredAddress } from './columns.ts';
import { cities } from './rentals.ts';
// The statuses and their steps are business rules the browser shares (domain/).
import { ORDER_STATUSES } from '../../../domain/orders.ts';
import type { OrderStatus, ShippingCarrier } from '../../../domain/orders.ts';
import { SHIPPING_CARRIERS } from '../../../domain/constants.ts';
import { CLEANING_TIME_SLOTS } from '../../../domain/cleaning.ts';
import type { CleaningTimeSlot } from '../../../domain/cleaning.ts';
import { PRODUCT_IMPORT_STATUSES } from '../../../domain/productImports.ts';
import type { ProductImportStatus } from '../../../domain/productImports.ts';

export const ROOMS = ['hallway', 'living-room', 'kitchen', 'bedroom', 'bathroom', 'terrace', 'garden', 'gifts'] as const;
export type Room = (typeof ROOMS)[number];

export { PRODUCT_IMPORT_STATUSES };
export type { ProductImportStatus };

export const PRODUCT_IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ProductImportFormat = (typeof PRODUCT_IMPORT_FORMATS)[number];

export { ORDER_STATUSES, SHIPPING_CARRIERS };
export type { OrderStatus, ShippingCarrier };

/** One selectable value of a category filter. */
export interface CategoryFilterValue {
  value: string;
  label: Localized;
}

/**
 * A checked row of an import file, staged until the vendor approves the import. Texts carry the
 * language(s) the file gave; prices are euro cents. Only a TypeScript shape (no migration).
 */
export interface StagedProduct {
  title: Localized;
  description: Localized;
  price: number;
  promoPrice: number | null;
  stock: number;
  categoryIds: number[];
  attributes: Record<string, string>;
}

/** Values a row error's message is filled in with (its translation key's placeholders). */
export type ImportErrorParams = Record<string, string | number>;

/** The shop a user of type `vendor` manages (one each). */
export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .unique('vendors_owner_user_id_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Localized because the seeded shops have a name in each language; VendorInput fills one. */
    name: localized('name').notNull(),
    description: localized('description'),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    /** Euro cents per order group; NULL means free delivery. */
    deliveryPrice: integer('delivery_price'),
    logoUrl: text('logo_url'),
    /** Shop contacts (order notices); not part of the public Vendor schema. */
    phone: text('phone'),
    email: text('email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vendors_city_id_idx').on(t.cityId), check('vendors_delivery_price_check', sql`${t.deliveryPrice} >= 0`)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    id: id(),
    key: text('key').notNull().unique('product_categories_key_unique'),
    name: localized('name').notNull(),
    /** Null for a category outside the rooms. */
    room: text('room').$type<Room>(),
    /** Listed among the promo categories. */
    promo: boolean('promo').notNull().default(false),
    imageUrl: text('image_url'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_categories_room_idx').on(t.room, t.sortOrder), check('product_categories_room_check', oneOf(t.room, ROOMS))],
);

export const categoryFilters = pgTable(
  'category_filters',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
    /** The key of ProductSearchInput.filters and products.attributes. */
    key: text('key').notNull(),
    name: localized('name').notNull(),
    values: jsonb('values').$type<CategoryFilterValue[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [unique('category_filters_category_id_key_unique').on(t.categoryId, t.key)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    title: localized('title').notNull(),
    description: localized('description').notNull(),
    searchWords: searchWords('description'),
    /** Euro cents, excluding VAT. */
    price: integer('price').notNull(),
    /** Euro cents, excluding VAT; below price; when present it is the price charged. */
    promoPrice: integer('promo_price'),
    stock: integer('stock').notNull().default(0),
    /** Filter key → this product's value. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    /** The vendor's product code; unique among its live products (imports match by it). */
    sku: text('sku'),
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    /** Price orderings use the price charged: order by exactly `coalesce(promo_price, price)`. */
    index('products_charged_price_idx').on(sql`coalesce(${t.promoPrice}, ${t.price})`),
    index('products_vendor_id_idx').on(t.vendorId, t.createdAt.desc().nullsFirst()),
    index('products_attributes_idx').using('gin', t.attributes),
    index('products_words_idx').using('gin', t.searchWords),
    // A retired product frees its SKU (its orders keep pointing at it).
    uniqueIndex('products_vendor_id_sku_unique').on(t.vendorId, t.sku).where(sql`${t.deletedAt} is null`),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_promo_price_check', sql`${t.promoPrice} >= 0 and ${t.promoPrice} < ${t.price}`),
    check('products_stock_check', sql`${t.stock} >= 0`),
  ],
);

/** Images of a product in display order (the first is the main image). */
export const productImages = imageTable('product_images', 'productId', 'product_id', () => products.id);

export const productCategoryLinks = pgTable(
  'product_category_links',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'product_category_links_pk', columns: [t.productId, t.categoryId] }),
    // A category's products without reading the table (an index-only scan once vacuumed):
    // a room's products and the category lists start here (docs/decisions/0010).
    index('product_category_links_category_id_idx').on(t.categoryId, t.productId),
  ],
);

/**
 * The category search's rows (docs/decisions/0010): one per live product (not deleted, in stock)
 * and category it is linked to, with what a category page sorts, bounds and counts by (and the
 * category lists their live and promoted products), so that a
 * category's products are one contiguous range of the primary key (which INCLUDEs the other
 * columns: an index-only scan, never a visit to the products). Written only by the database's
 * triggers on products, product_category_links and category_filters (migration 0016), never by
 * the app. `attributeBits` holds one bit per value of the category's filters that the product
 * has, at the value's position in category_filter_bits (a view: the category's filters in their
 * order, each one's values in theirs; at most 63 per category).
 */
export const productSearchRows = pgTable(
  'product_search_rows',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** coalesce(promo_price, price): the price charged. */
    charged: integer('charged').notNull(),
    /** On promotion (a promo price). */
    promo: boolean('promo').notNull(),
    createdAt: instant('created_at').notNull(),
    /** The title sort keys of 'title.ASC', lower-cased, falling back to the other language. */
    titleBg: text('title_bg').notNull(),
    titleEn: text('title_en').notNull(),
    attributeBits: bigint('attribute_bits', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'product_search_rows_pk', columns: [t.categoryId, t.productId] }),
    // The triggers rewrite a product's rows by its id.
    index('product_search_rows_product_id_idx').on(t.productId),
  ],
);

/**
 * A catalogue import (docs/decisions/0015): the file waits in DATA_DIR/imports/ while it is
 * parsed; the checkpoints (`parsedThroughRow`, `publishedThroughRow`) are committed with the
 * rows they cover, so a job stopped by a restart resumes after them.
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: id(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    format: text('format').$type<ProductImportFormat>().notNull(),
    /** The file's name in DATA_DIR/imports/; null once it is no longer needed. */
    fileKey: text('file_key'),
    fileSize: integer('file_size').notNull(),
    status: text('status').$type<ProductImportStatus>().notNull().default('parsing'),
    /** Bytes of the file read when the last checkpoint was committed (progress while parsing). */
    bytesRead: integer('bytes_read').notNull().default(0),
    /** The last row (1 is the header) whose outcome is stored. */
    parsedThroughRow: integer('parsed_through_row').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    /** Product rows of the file, once parsed. */
    totalRows: integer('total_rows'),
    validRows: integer('valid_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** The last staged row written into the catalogue. */
    publishedThroughRow: integer('published_through_row').notNull().default(0),
    publishedRows: integer('published_rows').notNull().default(0),
    createdProducts: integer('created_products').notNull().default(0),
    updatedProducts: integer('updated_products').notNull().default(0),
    /** Translation key of why it failed. */
    failureKey: text('failure_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_imports_vendor_id_idx').on(t.vendorId, t.createdAt.desc().nullsFirst()),
    index('product_imports_status_idx').on(t.status),
    check('product_imports_status_check', oneOf(t.status, PRODUCT_IMPORT_STATUSES)),
    check('product_imports_format_check', oneOf(t.format, PRODUCT_IMPORT_FORMATS)),
    check(
      'product_imports_counts_check',
      sql`${t.processedRows} >= 0 and ${t.validRows} >= 0 and ${t.errorRows} >= 0 and ${t.publishedRows} <= ${t.validRows}`,
    ),
  ],
);

/** The row report of an import: one problem of a row (and column), as a translation key. */
export const productImportErrors = pgTable(
  'product_import_errors',
  {
    id: id(),
    importId: integer('import_id')
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    /** The column's header as in the file; null for the whole row. */
    column: text('column'),
    key: text('key').notNull(),
    params: jsonb('params').$type<ImportErrorParams>(),
  },
  (t) => [index('product_import_errors_import_id_idx').on(t.importId, t.row, t.id)],
);

/** The valid rows of an import, staged until it is published (deleted then). */
export const productImportRows = pgTable(
  'product_import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    sku: text('sku').notNull(),
    product: jsonb('product').$type<StagedProduct>().notNull(),
  },
  (t) => [
    primaryKey({ name: 'product_import_rows_pk', columns: [t.importId, t.row] }),
    // A SKU twice in one file is reported on its second row.
    unique('product_import_rows_import_id_sku_unique').on(t.importId, t.sku),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Null for an anonymous checkout. */
    buyerUserId: integer('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Derived from the groups (decision 0003); stored so lists can filter on it. */
    status: text('status').$type<OrderStatus>().notNull().default('new'),
    contact: jsonb('contact').$type<ContactDetails>().notNull(),
    address: jsonb('address').$type<StoredAddress>().notNull(),
    note: text('note'),
    /** The language of the checkout: the buyer's e-mails are written in it. */
    locale: text('locale').$type<ContentLocale>().notNull().default('bg'),
    totalOrderAmount: integer('total_order_amount').notNull(),
    totalDeliveryAmount: integer('total_delivery_amount').notNull(),
    totalProductCount: integer('total_product_count').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_buyer_user_id_idx').on(t.buyerUserId, t.createdAt.desc().nullsFirst()),
    index('orders_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_locale_check', oneOf(t.locale, CONTENT_LOCALES)),
    check(
      'orders_totals_check',
      sql`${t.totalOrderAmount} >= 0 and ${t.totalDeliveryAmount} >= 0 and ${t.totalProductCount} >= 0`,
    ),
  ],
);

/** The part of an order one vendor handles, with its own status and totals. */
export const orderVendorGroups = pgTable(
  'order_vendor_groups',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    status: text('status').$type<OrderStatus>().notNull().default('new'),
    /** Σ unit price × quantity, euro cents. */
    totalAmount: integer('total_amount').notNull(),
    /** VAT 20 % of totalAmount, rounded half up. */
    totalTaxes: integer('total_taxes').notNull(),
    /** The vendor's delivery fee when ordered (0 when free). */
    delivery: integer('delivery').notNull().default(0),
    /** Set when the vendor marks its part shipped: the carrier, its name when `other`, the tracking number. */
    carrier: text('carrier').$type<ShippingCarrier>(),
    carrierName: text('carrier_name'),
    trackingNumber: text('tracking_number'),
    /** The delivery window a move plan asked for (Europe/Sofia); null for an order from the cart. */
    deliveryDay: date('delivery_day', { mode: 'string' }),
    deliverySlot: text('delivery_slot').$type<CleaningTimeSlot>(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('order_vendor_groups_order_id_vendor_id_unique').on(t.orderId, t.vendorId),
    index('order_vendor_groups_vendor_id_idx').on(t.vendorId, t.status),
    check('order_vendor_groups_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('order_vendor_groups_amounts_check', sql`${t.totalAmount} >= 0 and ${t.totalTaxes} >= 0 and ${t.delivery} >= 0`),
    check('order_vendor_groups_carrier_check', oneOf(t.carrier, SHIPPING_CARRIERS)),
    check('order_vendor_groups_delivery_slot_check', oneOf(t.deliverySlot, CLEANING_TIME_SLOTS)),
    check('order_vendor_groups_delivery_window_check', sql`(${t.deliveryDay} is null) = (${t.deliverySlot} is null)`),
    // A tracking number comes with its carrier, and another carrier with its name.
    check(
      'order_vendor_groups_shipment_check',
      sql`(${t.carrier} is null) = (${t.trackingNumber} is null) and (${t.carrier} is not distinct from 'other') = (${t.carrierName} is not null)`,
    ),
  ],
);

/**
 * The private links to an order page that the buyer's e-mails carry when the order has no
 * account (issue 22): each e-mail a token of its own, of which only the SHA-256 is kept.
 */
export const orderAccessTokens = pgTable(
  'order_access_tokens',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('order_access_tokens_token_hash_unique'),
    createdAt: createdAt(),
  },
  (t) => [index('order_access_tokens_order_id_idx').on(t.orderId)],
);

/**
 * A line of an order: a snapshot of the product's title and charged price. Products are only
 * soft-deleted, so the product stays referenced (restrict: it cannot be hard-deleted).
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** The product's title when ordered, in every language it had. */
    title: localized('title').notNull(),
    /** Euro cents excluding VAT. */
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    unique('order_items_order_id_product_id_unique').on(t.orderId, t.productId),
    index('order_items_vendor_id_idx').on(t.vendorId),
    index('order_items_product_id_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 100`),
    check('order_items_unit_price_check', sql`${t.unitPrice} >= 0`),
  ],
);

export type Vendor = typeof vendors.$inferSelect;
export type NewVendor = typeof vendors.$inferInsert;
export type ProductCategory = typeof productCategories.$inferSelect;
export type NewProductCategory = typeof productCategories.$inferInsert;
export type CategoryFilter = typeof categoryFilters.$inferSelect;
export type NewCategoryFilter = typeof categoryFilters.$inferInsert;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ProductImage = typeof productImages.$inferSelect;
export type NewProductImage = typeof productImages.$inferInsert;
export type ProductCategoryLink = typeof productCategoryLinks.$inferSelect;
export type NewProductCategoryLink = typeof productCategoryLinks.$inferInsert;
export type ProductImport = typeof productImports.$inferSelect;
export type NewProductImport = typeof productImports.$inferInsert;
export type ProductImportErrorRow = typeof productImportErrors.$inferSelect;
export type ProductImportStagedRow = typeof productImportRows.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderVendorGroup = typeof orderVendorGroups.$inferSelect;
export type NewOrderVendorGroup = typeof orderVendorGroups.$inferInsert;
export type OrderItem = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
