/**
 * The PostgreSQL schema of Domovik (Drizzle, pg-core): every table of every area.
 *
 * Conventions
 * - Ids: `integer generated always as identity`. Inserts never pass an id; use `.returning()`.
 * - Money: integer euro cents. Instants: `timestamp with time zone` (JS Date). Calendar days:
 *   `date` as 'YYYY-MM-DD' strings.
 * - Localized content is a jsonb `{ bg?, en? }` (see `Localized`): seeded reference data fills
 *   both, a row a user writes fills the author's language, and the API answers the request's
 *   language falling back to the other one.
 * - Every enum of the contract (openapi/openapi.yaml, docs/decisions/0003) is a text column with
 *   a CHECK constraint; the value lists are exported below so the server can reuse them, and
 *   tests/server/schema.test.ts compares them with the contract.
 * - Descending index columns are `DESC NULLS FIRST`, the order of a plain `ORDER BY x DESC`
 *   (Drizzle's `desc()`), so the planner can walk them; `.desc()` alone would write NULLS LAST.
 * - Soft deletes (`deleted_at`) for properties, products and flatmate offers; hard deletes of a
 *   parent cascade to the rows it owns (images, links, comments).
 *
 * This file has no relative imports on purpose: drizzle-kit loads it on its own.
 * A change here needs a new migration: `npx drizzle-kit generate --name <what-changed>`.
 * Changing only a jsonb `$type` does not (the database column is the same).
 */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// ───────────────────────────────────────────────────────────── value lists (the contract's enums)

export const USER_TYPES = ['user', 'agency', 'vendor'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Content languages (the `debug` locale of the interface is never stored). */
export const CONTENT_LOCALES = ['bg', 'en'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

export const EMAIL_TOKEN_PURPOSES = ['confirm-email', 'password-reset'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

export const PROPERTY_TYPES = ['room', 'studio', 'apartment', 'maisonette', 'house'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const CONSTRUCTION_TYPES = ['brick', 'panel', 'epk', 'pk', 'other'] as const;
export type ConstructionType = (typeof CONSTRUCTION_TYPES)[number];

export const HEATING_TYPES = ['district', 'gas', 'electric', 'air-conditioner', 'heat-pump', 'solid-fuel', 'none'] as const;
export type HeatingType = (typeof HEATING_TYPES)[number];

export const FURNITURE_TYPES = ['furnished', 'partly-furnished', 'unfurnished'] as const;
export type FurnitureType = (typeof FURNITURE_TYPES)[number];

export const PROPERTY_STATUSES = ['draft', 'active', 'inactive', 'rented'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const ROOMS = ['hallway', 'living-room', 'kitchen', 'bedroom', 'bathroom', 'terrace', 'garden', 'gifts'] as const;
export type Room = (typeof ROOMS)[number];

export const PRODUCT_IMPORT_STATUSES = ['uploaded', 'processing', 'completed', 'failed', 'cancelled'] as const;
export type ProductImportStatus = (typeof PRODUCT_IMPORT_STATUSES)[number];

export const ORDER_STATUSES = ['new', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const GENDER_PREFERENCES = ['any', 'female', 'male'] as const;
export type GenderPreference = (typeof GENDER_PREFERENCES)[number];

export const CLEANING_TYPES = ['one-time', 'deep', 'moving'] as const;
export type CleaningType = (typeof CLEANING_TYPES)[number];

export const CLEANING_SERVICE_TYPES = ['regular', 'subscription', 'moving', 'moving-transport'] as const;
export type CleaningServiceType = (typeof CLEANING_SERVICE_TYPES)[number];

export const CLEANING_UNITS = ['quantity', 'hours', 'sqm'] as const;
export type CleaningUnit = (typeof CLEANING_UNITS)[number];

export const CLEANING_ORDER_STATUSES = ['new', 'confirmed', 'completed', 'cancelled'] as const;
export type CleaningOrderStatus = (typeof CLEANING_ORDER_STATUSES)[number];

export const PAYMENT_STATES = ['pending', 'succeeded', 'declined', 'cancelled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

// ───────────────────────────────────────────────────────────── jsonb shapes

/** A text in the site's languages; at least one is present. */
export type Localized = { bg?: string; en?: string };

/** What the tenant pays for utilities on top of the rent (contract BillsMeta). */
export interface BillsMeta {
  includedInPrice: boolean;
  /** Euro cents per month, or null when unknown. */
  estimatedMonthly: number | null;
  note: string | null;
}

/** One selectable value of a category filter. */
export interface CategoryFilterValue {
  value: string;
  label: Localized;
}

/** A row error of a product import file (row 1 is the header). */
export interface ProductImportError {
  row: number;
  message: string;
}

/**
 * A checked row of an import file waiting for `processing`. Texts carry the language(s) the
 * file gave; prices are euro cents. Only a TypeScript shape: refine it freely (no migration).
 */
export interface ProductImportRow {
  row: number;
  title: Localized;
  description: Localized;
  price: number;
  promoPrice: number | null;
  stock: number;
  categoryIds: number[];
  attributes: Record<string, string>;
  imageUrls: string[];
}

/** Contact details given with an order (contract ContactDetails). */
export interface ContactDetails {
  name: string;
  phone: string;
  email: string;
}

/**
 * A delivery or service address. The city is an id of `cities` (answered as a NamedRef in the
 * request's language); `street` is street, number, entrance, floor and flat.
 */
export interface StoredAddress {
  cityId: number;
  street: string;
}

/** One server-priced line of a cleaning order, a snapshot of the catalogue when ordered. */
export interface CleaningOrderLine {
  serviceKey: string;
  name: Localized;
  type: CleaningServiceType;
  unit: CleaningUnit;
  /** Quantity, hours or square metres (the unit). */
  amount: number;
  months: number | null;
  severity: number | null;
  /** Euro cents per unit (and per month when months apply). */
  unitPrice: number;
  /** Euro cents, rounded half up. */
  lineTotal: number;
}

// ───────────────────────────────────────────────────────────── helpers

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const localized = (name: string) => jsonb(name).$type<Localized>();

/** A SQL string literal of a constant (CHECK constraints are DDL: they cannot take parameters). */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** `column in ('a', 'b', ...)`; a NULL value passes, as with every CHECK. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map(literal).join(', '))})`;
}

// ───────────────────────────────────────────────────────────── users and authentication

export const users = pgTable(
  'users',
  {
    id: id(),
    type: text('type').$type<UserType>().notNull(),
    name: text('name').notNull(),
    /** As typed; uniqueness ignores case (users_email_lower_idx). Look up with lower(email). */
    email: text('email').notNull(),
    /** Null for a Google sign-up that gave none. */
    phone: text('phone'),
    /** Null for users who only sign in with Google. */
    passwordHash: text('password_hash'),
    /** The `sub` claim of the Google ID token. */
    googleSubject: text('google_subject').unique('users_google_subject_unique'),
    emailConfirmedAt: instant('email_confirmed_at'),
    credits: integer('credits').notNull().default(0),
    /** Language of the e-mails sent to the user. */
    locale: text('locale').$type<ContentLocale>().notNull().default('bg'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_type_check', oneOf(t.type, USER_TYPES)),
    check('users_credits_check', sql`${t.credits} >= 0`),
    check('users_locale_check', oneOf(t.locale, CONTENT_LOCALES)),
  ],
);

/** Opaque sign-in tokens (only their SHA-256 is stored), valid 1 hour, revoked by logout. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('auth_tokens_token_hash_unique'),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [index('auth_tokens_user_id_idx').on(t.userId), index('auth_tokens_expires_at_idx').on(t.expiresAt)],
);

/** One-use tokens sent by e-mail (confirmation, password reset); only their hash is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<EmailTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique('email_tokens_token_hash_unique'),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_id_idx').on(t.userId), check('email_tokens_purpose_check', oneOf(t.purpose, EMAIL_TOKEN_PURPOSES))],
);

// ───────────────────────────────────────────────────────────── locations

export const cities = pgTable('cities', {
  id: id(),
  /** Stable key of the seed, e.g. 'sofia'. */
  key: text('key').notNull().unique('cities_key_unique'),
  name: localized('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const districts = pgTable(
  'districts',
  {
    id: id(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    /** Stable key of the seed, e.g. 'sofia-lozenets'. */
    key: text('key').notNull().unique('districts_key_unique'),
    name: localized('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('districts_city_id_idx').on(t.cityId)],
);

// ───────────────────────────────────────────────────────────── agencies and vendors

/** The agency a user of type `agency` manages (one each). */
export const agencies = pgTable(
  'agencies',
  {
    id: id(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .unique('agencies_owner_user_id_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Localized because the seeded agencies have a name in each language; users fill one. */
    name: localized('name').notNull(),
    description: localized('description'),
    phone: text('phone'),
    email: text('email'),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    logoUrl: text('logo_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('agencies_city_id_idx').on(t.cityId)],
);

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

// ───────────────────────────────────────────────────────────── properties

export const appliances = pgTable('appliances', {
  id: id(),
  key: text('key').notNull().unique('appliances_key_unique'),
  name: localized('name').notNull(),
  /** The contract's `order` (display position, ascending). */
  sortOrder: integer('sort_order').notNull().default(0),
});

export const properties = pgTable(
  'properties',
  {
    id: id(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The district implies the city (join districts for the cityId filter). */
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'restrict' }),
    title: localized('title').notNull(),
    description: localized('description').notNull(),
    /** The AI-drafted description the owner kept (written in the owner's language). */
    descriptionAi: localized('description_ai'),
    /** Notes on taxes and fees (the seed writes both languages). */
    taxDescription: localized('tax_description'),
    /** Monthly rent, euro cents. */
    price: integer('price').notNull(),
    /** Euro cents. */
    deposit: integer('deposit'),
    type: text('type').$type<PropertyType>().notNull(),
    construction: text('construction').$type<ConstructionType>(),
    heating: text('heating').$type<HeatingType>(),
    furniture: text('furniture').$type<FurnitureType>().notNull(),
    /** 0 is the ground floor; negative numbers are basements. */
    floor: integer('floor'),
    totalFloors: integer('total_floors'),
    bedrooms: integer('bedrooms').notNull().default(0),
    bathrooms: integer('bathrooms').notNull().default(0),
    /** Square metres. */
    area: doublePrecision('area').notNull(),
    billsMeta: jsonb('bills_meta').$type<BillsMeta>(),
    locationAdvantages: jsonb('location_advantages').$type<string[]>().notNull().default([]),
    propertyAdvantages: jsonb('property_advantages').$type<string[]>().notNull().default([]),
    buildingYear: integer('building_year'),
    /** WGS 84; both or neither (contract gpsCoordinates). */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    status: text('status').$type<PropertyStatus>().notNull().default('draft'),
    premium: boolean('premium').notNull().default(false),
    petFriendly: boolean('pet_friendly').notNull().default(false),
    /** URL of the floor-plan image. */
    planUrl: text('plan_url'),
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('properties_list_idx').on(t.status, t.deletedAt, t.createdAt.desc().nullsFirst()),
    index('properties_district_id_idx').on(t.districtId),
    index('properties_price_idx').on(t.price),
    index('properties_owner_user_id_idx').on(t.ownerUserId, t.createdAt.desc().nullsFirst()),
    check('properties_type_check', oneOf(t.type, PROPERTY_TYPES)),
    check('properties_construction_check', oneOf(t.construction, CONSTRUCTION_TYPES)),
    check('properties_heating_check', oneOf(t.heating, HEATING_TYPES)),
    check('properties_furniture_check', oneOf(t.furniture, FURNITURE_TYPES)),
    check('properties_status_check', oneOf(t.status, PROPERTY_STATUSES)),
    check('properties_price_check', sql`${t.price} >= 0`),
    check('properties_deposit_check', sql`${t.deposit} >= 0`),
    check('properties_rooms_check', sql`${t.bedrooms} >= 0 and ${t.bathrooms} >= 0`),
    check('properties_area_check', sql`${t.area} > 0`),
    check('properties_total_floors_check', sql`${t.totalFloors} >= 1`),
    check(
      'properties_gps_check',
      sql`(${t.lat} is null and ${t.lng} is null) or (${t.lat} is not null and ${t.lng} is not null and ${t.lat} between -90 and 90 and ${t.lng} between -180 and 180)`,
    ),
  ],
);

/** Images of a property in display order (position ascending; the first is the cover). */
export const propertyImages = pgTable(
  'property_images',
  {
    id: id(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('property_images_property_id_idx').on(t.propertyId, t.position)],
);

export const propertyAppliances = pgTable(
  'property_appliances',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    applianceId: integer('appliance_id')
      .notNull()
      .references(() => appliances.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'property_appliances_pk', columns: [t.propertyId, t.applianceId] })],
);

/**
 * A request to view a property. `date_time` is the local (Europe/Sofia) wall time the visitor
 * chose, as `timestamp without time zone`: PostgreSQL rejects impossible dates and it sorts
 * correctly; Drizzle reads it as the string 'YYYY-MM-DD HH:mm:ss' (answer its first 16 chars).
 */
export const viewingRequests = pgTable(
  'viewing_requests',
  {
    id: id(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    requesterUserId: integer('requester_user_id').references(() => users.id, { onDelete: 'set null' }),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    dateTime: timestamp('date_time', { withTimezone: false, mode: 'string', precision: 0 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('viewing_requests_property_id_idx').on(t.propertyId, t.createdAt.desc().nullsFirst()),
    index('viewing_requests_requester_user_id_idx').on(t.requesterUserId),
  ],
);

// ───────────────────────────────────────────────────────────── shop

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
    /** Euro cents, excluding VAT. */
    price: integer('price').notNull(),
    /** Euro cents, excluding VAT; below price; when present it is the price charged. */
    promoPrice: integer('promo_price'),
    stock: integer('stock').notNull().default(0),
    /** Filter key → this product's value. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    /** Price orderings use the price charged: order by exactly `coalesce(promo_price, price)`. */
    index('products_charged_price_idx').on(sql`coalesce(${t.promoPrice}, ${t.price})`),
    index('products_vendor_id_idx').on(t.vendorId, t.createdAt.desc().nullsFirst()),
    index('products_attributes_idx').using('gin', t.attributes),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_promo_price_check', sql`${t.promoPrice} >= 0 and ${t.promoPrice} < ${t.price}`),
    check('products_stock_check', sql`${t.stock} >= 0`),
  ],
);

/** Images of a product in display order (the first is the main image). */
export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_id_idx').on(t.productId, t.position)],
);

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
    index('product_category_links_category_id_idx').on(t.categoryId),
  ],
);

export const productImports = pgTable(
  'product_imports',
  {
    id: id(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    status: text('status').$type<ProductImportStatus>().notNull().default('uploaded'),
    totalRows: integer('total_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    errors: jsonb('errors').$type<ProductImportError[]>().notNull().default([]),
    /** Checked rows waiting for `processing`; emptied once processed or cancelled. */
    rows: jsonb('rows').$type<ProductImportRow[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_imports_vendor_id_idx').on(t.vendorId, t.createdAt.desc().nullsFirst()),
    check('product_imports_status_check', oneOf(t.status, PRODUCT_IMPORT_STATUSES)),
    check('product_imports_rows_check', sql`${t.importedRows} >= 0 and ${t.totalRows} >= ${t.importedRows}`),
  ],
);

// ───────────────────────────────────────────────────────────── orders

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
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('order_vendor_groups_order_id_vendor_id_unique').on(t.orderId, t.vendorId),
    index('order_vendor_groups_vendor_id_idx').on(t.vendorId, t.status),
    check('order_vendor_groups_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('order_vendor_groups_amounts_check', sql`${t.totalAmount} >= 0 and ${t.totalTaxes} >= 0 and ${t.delivery} >= 0`),
  ],
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

// ───────────────────────────────────────────────────────────── blog

export const newsCategories = pgTable('news_categories', {
  id: id(),
  key: text('key').notNull().unique('news_categories_key_unique'),
  name: localized('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const newsPosts = pgTable(
  'news_posts',
  {
    id: id(),
    title: localized('title').notNull(),
    excerpt: localized('excerpt').notNull(),
    /** Sanitized HTML. */
    body: localized('body').notNull(),
    imageUrl: text('image_url'),
    highlighted: boolean('highlighted').notNull().default(false),
    authorName: text('author_name').notNull(),
    publishedAt: instant('published_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('news_posts_published_at_idx').on(t.publishedAt.desc().nullsFirst()),
    index('news_posts_highlighted_idx').on(t.highlighted, t.publishedAt.desc().nullsFirst()),
  ],
);

export const newsPostCategories = pgTable(
  'news_post_categories',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => newsCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'news_post_categories_pk', columns: [t.postId, t.categoryId] }),
    index('news_post_categories_category_id_idx').on(t.categoryId),
  ],
);

/** Products a post links, in the post's order (GET /news/{id}/products). */
export const newsPostProducts = pgTable(
  'news_post_products',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'news_post_products_pk', columns: [t.postId, t.productId] }),
    index('news_post_products_product_id_idx').on(t.productId),
  ],
);

export const newsComments = pgTable(
  'news_comments',
  {
    id: id(),
    postId: integer('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The commenter's name when posted. */
    authorName: text('author_name').notNull(),
    /** Plain text. */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('news_comments_post_id_idx').on(t.postId, t.createdAt), index('news_comments_user_id_idx').on(t.userId)],
);

// ───────────────────────────────────────────────────────────── flatmates

export const universities = pgTable(
  'universities',
  {
    id: id(),
    key: text('key').notNull().unique('universities_key_unique'),
    name: localized('name').notNull(),
    /** Usual abbreviation (СУ / SU). */
    shortName: localized('short_name'),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
  },
  (t) => [index('universities_city_id_idx').on(t.cityId)],
);

export const tenantOffers = pgTable(
  'tenant_offers',
  {
    id: id(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    /** Optional; not in the contract yet. */
    districtId: integer('district_id').references(() => districts.id, { onDelete: 'set null' }),
    universityId: integer('university_id').references(() => universities.id, { onDelete: 'set null' }),
    title: localized('title').notNull(),
    description: localized('description').notNull(),
    /** Monthly price per flatmate, euro cents. */
    price: integer('price').notNull(),
    availableFrom: date('available_from', { mode: 'string' }).notNull(),
    roommatesWanted: integer('roommates_wanted').notNull().default(1),
    genderPreference: text('gender_preference').$type<GenderPreference>().notNull().default('any'),
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tenant_offers_list_idx').on(t.deletedAt, t.createdAt.desc().nullsFirst()),
    index('tenant_offers_owner_user_id_idx').on(t.ownerUserId, t.createdAt.desc().nullsFirst()),
    index('tenant_offers_city_id_idx').on(t.cityId),
    index('tenant_offers_district_id_idx').on(t.districtId),
    index('tenant_offers_university_id_idx').on(t.universityId),
    index('tenant_offers_price_idx').on(t.price),
    check('tenant_offers_price_check', sql`${t.price} >= 0`),
    check('tenant_offers_roommates_wanted_check', sql`${t.roommatesWanted} between 1 and 10`),
    check('tenant_offers_gender_preference_check', oneOf(t.genderPreference, GENDER_PREFERENCES)),
  ],
);

/** Images of a flatmate offer in display order (contract TenantOffer.images are Image objects). */
export const tenantOfferImages = pgTable(
  'tenant_offer_images',
  {
    id: id(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => tenantOffers.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('tenant_offer_images_offer_id_idx').on(t.offerId, t.position)],
);

export const tenantOfferInquiries = pgTable(
  'tenant_offer_inquiries',
  {
    id: id(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => tenantOffers.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tenant_offer_inquiries_offer_id_idx').on(t.offerId), index('tenant_offer_inquiries_sender_user_id_idx').on(t.senderUserId)],
);

// ───────────────────────────────────────────────────────────── cleaning and moving

/** The catalogue: one row per service, grouped by group_key (group order: its lowest sort_order). */
export const cleaningServices = pgTable(
  'cleaning_services',
  {
    id: id(),
    serviceKey: text('service_key').notNull().unique('cleaning_services_service_key_unique'),
    cleaningType: text('cleaning_type').$type<CleaningType>().notNull(),
    groupKey: text('group_key').notNull(),
    groupName: localized('group_name').notNull(),
    name: localized('name').notNull(),
    /** Euro cents per unit (per month too when months apply). */
    price: integer('price').notNull(),
    type: text('type').$type<CleaningServiceType>().notNull(),
    unit: text('unit').$type<CleaningUnit>().notNull(),
    /** Default severity level 1..3; NULL when the service has no severity. */
    severity: integer('severity'),
    /** Default number of months (subscriptions), else NULL. */
    months: integer('months'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('cleaning_services_cleaning_type_idx').on(t.cleaningType, t.sortOrder),
    check('cleaning_services_cleaning_type_check', oneOf(t.cleaningType, CLEANING_TYPES)),
    check('cleaning_services_type_check', oneOf(t.type, CLEANING_SERVICE_TYPES)),
    check('cleaning_services_unit_check', oneOf(t.unit, CLEANING_UNITS)),
    check('cleaning_services_price_check', sql`${t.price} >= 0`),
    check('cleaning_services_severity_check', sql`${t.severity} between 1 and 3`),
    check('cleaning_services_months_check', sql`${t.months} >= 1`),
  ],
);

export const cleaningOrders = pgTable(
  'cleaning_orders',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cleaningType: text('cleaning_type').$type<CleaningType>().notNull(),
    /** The server-priced lines. */
    services: jsonb('services').$type<CleaningOrderLine[]>().notNull(),
    /** Σ of the lines, euro cents. */
    totalPrice: integer('total_price').notNull(),
    contact: jsonb('contact').$type<ContactDetails>().notNull(),
    address: jsonb('address').$type<StoredAddress>().notNull(),
    /** Moving only. */
    destinationAddress: jsonb('destination_address').$type<StoredAddress>(),
    /** Day of the service (Europe/Sofia). */
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note'),
    status: text('status').$type<CleaningOrderStatus>().notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [
    index('cleaning_orders_user_id_idx').on(t.userId),
    index('cleaning_orders_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    check('cleaning_orders_cleaning_type_check', oneOf(t.cleaningType, CLEANING_TYPES)),
    check('cleaning_orders_status_check', oneOf(t.status, CLEANING_ORDER_STATUSES)),
    check('cleaning_orders_total_price_check', sql`${t.totalPrice} >= 0`),
  ],
);

// ───────────────────────────────────────────────────────────── newsletter, contact

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    locale: text('locale').$type<ContentLocale>().notNull().default('bg'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_lower_idx').on(sql`lower(${t.email})`),
    check('newsletter_subscribers_locale_check', oneOf(t.locale, CONTENT_LOCALES)),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    locale: text('locale').$type<ContentLocale>().notNull().default('bg'),
    createdAt: createdAt(),
  },
  (t) => [check('contact_messages_locale_check', oneOf(t.locale, CONTENT_LOCALES))],
);

// ───────────────────────────────────────────────────────────── payments

/**
 * Credit purchases. Credits are added exactly once: the crediting statement is
 * `update payments set status = 'succeeded', credited_at = now() where id = $1 and credited_at is null`
 * (returning), and only when it returns a row are the user's credits increased, in the same
 * transaction.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    /** The contract's `paymentId` (random, URL-safe, in the return URL). */
    publicId: text('public_id').notNull().unique('payments_public_id_unique'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Adapter name, e.g. 'sandbox'. */
    provider: text('provider').notNull(),
    /** The provider's id of the payment, once it has one. */
    providerRef: text('provider_ref'),
    credits: integer('credits').notNull(),
    /** Euro cents charged. */
    amount: integer('amount').notNull(),
    status: text('status').$type<PaymentState>().notNull().default('pending'),
    creditedAt: instant('credited_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('payments_provider_ref_unique').on(t.provider, t.providerRef),
    index('payments_user_id_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    check('payments_status_check', oneOf(t.status, PAYMENT_STATES)),
    check('payments_credits_check', sql`${t.credits} > 0`),
    check('payments_amount_check', sql`${t.amount} >= 0`),
    check('payments_credited_check', sql`${t.creditedAt} is null or ${t.status} = 'succeeded'`),
  ],
);

// ───────────────────────────────────────────────────────────── row types

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AuthToken = typeof authTokens.$inferSelect;
export type NewAuthToken = typeof authTokens.$inferInsert;
export type EmailToken = typeof emailTokens.$inferSelect;
export type NewEmailToken = typeof emailTokens.$inferInsert;
export type City = typeof cities.$inferSelect;
export type NewCity = typeof cities.$inferInsert;
export type District = typeof districts.$inferSelect;
export type NewDistrict = typeof districts.$inferInsert;
export type Agency = typeof agencies.$inferSelect;
export type NewAgency = typeof agencies.$inferInsert;
export type Vendor = typeof vendors.$inferSelect;
export type NewVendor = typeof vendors.$inferInsert;
export type Appliance = typeof appliances.$inferSelect;
export type NewAppliance = typeof appliances.$inferInsert;
export type Property = typeof properties.$inferSelect;
export type NewProperty = typeof properties.$inferInsert;
export type PropertyImage = typeof propertyImages.$inferSelect;
export type NewPropertyImage = typeof propertyImages.$inferInsert;
export type PropertyAppliance = typeof propertyAppliances.$inferSelect;
export type NewPropertyAppliance = typeof propertyAppliances.$inferInsert;
export type ViewingRequest = typeof viewingRequests.$inferSelect;
export type NewViewingRequest = typeof viewingRequests.$inferInsert;
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
export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderVendorGroup = typeof orderVendorGroups.$inferSelect;
export type NewOrderVendorGroup = typeof orderVendorGroups.$inferInsert;
export type OrderItem = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type NewsCategory = typeof newsCategories.$inferSelect;
export type NewNewsCategory = typeof newsCategories.$inferInsert;
export type NewsPost = typeof newsPosts.$inferSelect;
export type NewNewsPost = typeof newsPosts.$inferInsert;
export type NewsPostCategory = typeof newsPostCategories.$inferSelect;
export type NewNewsPostCategory = typeof newsPostCategories.$inferInsert;
export type NewsPostProduct = typeof newsPostProducts.$inferSelect;
export type NewNewsPostProduct = typeof newsPostProducts.$inferInsert;
export type NewsComment = typeof newsComments.$inferSelect;
export type NewNewsComment = typeof newsComments.$inferInsert;
export type University = typeof universities.$inferSelect;
export type NewUniversity = typeof universities.$inferInsert;
export type TenantOffer = typeof tenantOffers.$inferSelect;
export type NewTenantOffer = typeof tenantOffers.$inferInsert;
export type TenantOfferImage = typeof tenantOfferImages.$inferSelect;
export type NewTenantOfferImage = typeof tenantOfferImages.$inferInsert;
export type TenantOfferInquiry = typeof tenantOfferInquiries.$inferSelect;
export type NewTenantOfferInquiry = typeof tenantOfferInquiries.$inferInsert;
export type CleaningService = typeof cleaningServices.$inferSelect;
export type NewCleaningService = typeof cleaningServices.$inferInsert;
export type CleaningOrder = typeof cleaningOrders.$inferSelect;
export type NewCleaningOrder = typeof cleaningOrders.$inferInsert;
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
export type NewNewsletterSubscriber = typeof newsletterSubscribers.$inferInsert;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
