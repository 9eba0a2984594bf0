/**
 * Demo data: `npm run seed` and the first start on an empty database. Idempotent: a database
 * that already has users is left alone.
 *
 * Everything goes in one transaction, table by table in dependency order, with multi-row
 * inserts of at most CHUNK_SIZE rows; `.returning()` maps each content key to its generated id.
 * Content option keys that differ from the contract's enums are mapped here (see the maps
 * below). Every demo account shares DEMO_PASSWORD, so it is hashed once.
 */
import { count, sql } from 'drizzle-orm';
import { lineCost, vatOf } from '../../../domain/index.ts';
import { hashPassword } from '../../services/tokens.ts';
import { insertCreditHistory } from './credits.ts';
import type { Db, Transaction as Tx } from '../client.ts';
import {
  agencies,
  appliances,
  categoryFilters,
  cities,
  cleaningOrders,
  cleaningServices,
  districts,
  newsCategories,
  newsComments,
  newsPostCategories,
  newsPostProducts,
  newsPosts,
  newsletterSubscribers,
  orderItems,
  orderVendorGroups,
  orders,
  productCategories,
  productCategoryLinks,
  productImages,
  productImportErrors,
  productImportRows,
  productImports,
  products,
  properties,
  propertyAppliances,
  propertyImages,
  tenantOfferImages,
  tenantOfferInquiries,
  tenantOffers,
  universities,
  users,
  vendors,
  viewingRequests,
} from '../schema/index.ts';
import type {
  CleaningOrderLine,
  ConstructionType,
  FurnitureType,
  HeatingType,
  NewCleaningOrder,
  NewOrderItem,
  NewProduct,
  NewProperty,
  OrderStatus,
  PropertyType,
  StoredAddress,
} from '../schema/index.ts';
import {
  AGENCIES,
  APPLIANCES,
  BLOG_CATEGORIES,
  CITIES,
  DEFAULT_SEED,
  DEMO_PASSWORD,
  LOCATION_ADVANTAGES,
  PRODUCT_CATEGORIES,
  PROPERTY_ADVANTAGES,
  SEED_USERS,
  SERVICE_GROUPS,
  SERVICE_ITEMS,
  UNIVERSITIES,
  USER_BY_KEY,
  VENDORS,
  VENDOR_BY_KEY,
  buildSeedContent,
  createRng,
  isoBefore,
  seedImageUrl,
} from './content/index.ts';
import type { ConstructionKey, FurnitureKey, HeatingKey, PropertyTypeKey, SeedProduct, SeedProperty, SeedUser } from './content/index.ts';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(users);
  return Number(row?.value ?? 0) === 0;
}

export interface SeedOptions {
  /** Seed of the content generators (default DEFAULT_SEED): the same seed gives the same data. */
  seed?: number;
  /** The base date the content is dated from (default: now). */
  now?: Date;
}

/** Rows inserted per table. */
export type SeedCounts = Record<string, number>;

export type SeedResult = { seeded: false } | { seeded: true; counts: SeedCounts };

/** Rows per INSERT statement: well under PostgreSQL's 65 535 parameters for the widest table. */
const CHUNK_SIZE = 500;

/** Any value, so two processes seeding the same empty PostgreSQL database at once queue up. */
const SEED_LOCK_ID = 0x5eed_d0;

const DAY_MS = 24 * 60 * 60 * 1000;

// ───────────────────────────────────────────────────────────── content keys → contract enums

const PROPERTY_TYPE: Record<PropertyTypeKey, PropertyType> = {
  studio: 'studio',
  'one-bedroom': 'apartment',
  'two-bedroom': 'apartment',
  'three-bedroom': 'apartment',
  maisonette: 'maisonette',
  house: 'house',
  room: 'room',
};

/** Монолит (cast reinforced concrete) has no value of its own; epk and pk are panel systems. */
const CONSTRUCTION: Record<ConstructionKey, ConstructionType> = {
  brick: 'brick',
  panel: 'panel',
  epk: 'epk',
  'reinforced-concrete': 'other',
};

const HEATING: Record<HeatingKey, HeatingType> = {
  central: 'district',
  gas: 'gas',
  electric: 'electric',
  'air-conditioner': 'air-conditioner',
  fireplace: 'solid-fuel',
  none: 'none',
};

const FURNITURE: Record<FurnitureKey, FurnitureType> = {
  furnished: 'furnished',
  'semi-furnished': 'partly-furnished',
  unfurnished: 'unfurnished',
};

/**
 * Advantages are free texts in the contract (what an owner types), so the seed stores the
 * Bulgarian label of each option, as a Bulgarian owner would have written it.
 */
const ADVANTAGE_TEXT: ReadonlyMap<string, string> = new Map(
  [...LOCATION_ADVANTAGES, ...PROPERTY_ADVANTAGES].map((option) => [option.key, option.label.bg]),
);

// ───────────────────────────────────────────────────────────── the demo activity

/** Demo shop orders: buyer, age, and one vendor group (with its status) per shop. */
const ORDER_PLANS: readonly { buyer: string; daysAgo: number; note: string | null; groups: readonly (readonly [string, OrderStatus])[] }[] = [
  {
    buyer: 'maria',
    daysAgo: 34,
    note: null,
    groups: [
      ['mebeli-dabrava', 'delivered'],
      ['tekstil-rozova-dolina', 'delivered'],
    ],
  },
  {
    buyer: 'maria',
    daysAgo: 9,
    note: 'Моля, обадете се половин час преди доставката.',
    groups: [
      ['mebeli-dabrava', 'shipped'],
      ['svetlina-fener', 'confirmed'],
      ['tendzhera-i-kapak', 'cancelled'],
    ],
  },
  { buyer: 'maria', daysAgo: 1, note: null, groups: [['sharena-staya', 'new']] },
  {
    buyer: 'georgi',
    daysAgo: 5,
    note: null,
    groups: [
      ['mebeli-dabrava', 'new'],
      ['volt-uredi', 'confirmed'],
    ],
  },
  {
    buyer: 'elena',
    daysAgo: 16,
    note: 'Входът е откъм двора.',
    groups: [
      ['izvor-banya', 'delivered'],
      ['zelen-dvor', 'cancelled'],
    ],
  },
  // The demo shop's orders in every status and over several months (its dashboard).
  { buyer: 'nikolay', daysAgo: 2, note: null, groups: [['mebeli-dabrava', 'confirmed']] },
  { buyer: 'viktoria', daysAgo: 0, note: 'Доставка след 17:00, моля.', groups: [['mebeli-dabrava', 'new']] },
  { buyer: 'ivan', daysAgo: 21, note: null, groups: [['mebeli-dabrava', 'cancelled']] },
  { buyer: 'desislava', daysAgo: 48, note: null, groups: [['mebeli-dabrava', 'delivered'], ['tekstil-rozova-dolina', 'delivered']] },
  { buyer: 'georgi', daysAgo: 77, note: null, groups: [['mebeli-dabrava', 'delivered']] },
  { buyer: 'elena', daysAgo: 112, note: null, groups: [['mebeli-dabrava', 'delivered']] },
  { buyer: 'nikolay', daysAgo: 160, note: null, groups: [['mebeli-dabrava', 'delivered']] },
];

/** A plausible street address in the buyer's city. */
const STREETS: Readonly<Record<string, string>> = {
  sofia: 'ул. „Оборище“ 18, вх. Б, ет. 3, ап. 9',
  plovdiv: 'ул. „Капитан Райчо“ 42, ет. 2, ап. 5',
  varna: 'бул. „Приморски“ 27, ет. 4, ап. 12',
  'veliko-tarnovo': 'ул. „Васил Левски“ 7, ет. 1',
  burgas: 'ул. „Александровска“ 61, ет. 5, ап. 17',
  blagoevgrad: 'ул. „Тодор Александров“ 15, ет. 2',
};

const ORDER_PROGRESS: readonly OrderStatus[] = ['new', 'confirmed', 'shipped', 'delivered'];

/** Decision 0003: cancelled when every group is; else the least advanced of the others. */
function derivedOrderStatus(statuses: readonly OrderStatus[]): OrderStatus {
  const open = statuses.filter((status) => status !== 'cancelled');
  if (open.length === 0) return 'cancelled';
  return open.reduce((least, status) => (ORDER_PROGRESS.indexOf(status) < ORDER_PROGRESS.indexOf(least) ? status : least));
}

/** Viewing requests: requester → property owner whose listing they want to see. */
const VIEWING_PLANS: readonly { requester: string; owner: string; inDays: number; hour: number; propertyIndex: number }[] = [
  { requester: 'georgi', owner: 'maria', inDays: 2, hour: 18, propertyIndex: 0 },
  { requester: 'elena', owner: 'maria', inDays: 3, hour: 11, propertyIndex: 1 },
  { requester: 'nikolay', owner: 'maria', inDays: 5, hour: 17, propertyIndex: 0 },
  { requester: 'maria', owner: 'agency-domus', inDays: 1, hour: 10, propertyIndex: 0 },
  { requester: 'viktoria', owner: 'agency-domus', inDays: 4, hour: 15, propertyIndex: 1 },
  { requester: 'ivan', owner: 'agency-domus', inDays: 6, hour: 12, propertyIndex: 2 },
  { requester: 'desislava', owner: 'agency-vitosha', inDays: 2, hour: 16, propertyIndex: 0 },
];

/** Flatmate inquiries: sender (or an anonymous visitor) → the n-th offer of an owner. */
const INQUIRY_PLANS: readonly { sender: string | { name: string; phone: string }; owner: string; offerIndex: number; message: string }[] = [
  {
    sender: 'elena',
    owner: 'maria',
    offerIndex: 0,
    message: 'Здравейте! Уча в София от есента и стаята ми изглежда идеална. Кога може да я видя?',
  },
  {
    sender: { name: 'Калина Йорданова', phone: '0879 204 663' },
    owner: 'maria',
    offerIndex: 0,
    message: 'Здравей, стаята свободна ли е още? Работя от вкъщи и търся тихо място.',
  },
  {
    sender: 'desislava',
    owner: 'maria',
    offerIndex: 1,
    message: 'Hi! I am an Erasmus student arriving next month. Is the room still available?',
  },
  {
    sender: 'maria',
    owner: 'georgi',
    offerIndex: 0,
    message: 'Здравей, Георги! Приятелка търси квартира в Пловдив – може ли да ѝ дадеш номера си?',
  },
  {
    sender: { name: 'Тодор Ганев', phone: '0888 907 412' },
    owner: 'viktoria',
    offerIndex: 0,
    message: 'Здравейте, интересувам се от стаята. Пушач съм, но само на терасата – проблем ли е?',
  },
];

const NEWSLETTER: readonly { email: string; locale: 'bg' | 'en'; daysAgo: number }[] = [
  { email: 'ana.petrova@example.bg', locale: 'bg', daysAgo: 40 },
  { email: 'j.turner@example.com', locale: 'en', daysAgo: 12 },
  { email: 'maria@domovik.test', locale: 'bg', daysAgo: 3 },
];

// ───────────────────────────────────────────────────────────── helpers

/** Inserts `rows` CHUNK_SIZE at a time; `insert` runs one statement and returns its rows. */
async function inChunks<Row, Out>(rows: readonly Row[], insert: (chunk: Row[]) => Promise<Out[]>): Promise<Out[]> {
  const out: Out[] = [];
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    out.push(...(await insert(rows.slice(start, start + CHUNK_SIZE))));
  }
  return out;
}

/** Inserts `rows` CHUNK_SIZE at a time when no ids are needed; answers how many. */
async function insertRows<Row>(rows: readonly Row[], insert: (chunk: Row[]) => Promise<unknown>): Promise<number> {
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) await insert(rows.slice(start, start + CHUNK_SIZE));
  return rows.length;
}

/** A lookup that fails loudly: content keys are checked, so a miss is a bug in the seed. */
function need<V>(map: ReadonlyMap<string, V>, key: string, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown ${what} "${key}"`);
  return value;
}

/** Maps the content keys to the ids returned for the rows inserted in the same order. */
function idsByKey(keys: readonly string[], returned: readonly { id: number }[], what: string): Map<string, number> {
  if (keys.length !== returned.length) throw new Error(`seed: ${what}: ${returned.length} ids for ${keys.length} rows`);
  return new Map(keys.map((key, index) => [key, (returned[index] as { id: number }).id]));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Plain paragraphs separated by blank lines → safe HTML paragraphs. */
function paragraphsToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('\n');
}

/** Local wall time 'YYYY-MM-DD HH:00:00', `days` days after `now` (viewing_requests.date_time). */
function wallTimeAfter(now: Date, days: number, hour: number): string {
  const day = new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  return `${day} ${String(hour).padStart(2, '0')}:00:00`;
}

function contactOf(user: SeedUser) {
  return { name: user.name, phone: user.phone, email: user.email.toLowerCase() };
}

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
      // A main picture and a second view (a different seed of the same kind).
      return [product.imageSeed, product.imageSeed + 100_000].map((imageSeed, position) => {
        const url = seedImageUrl('product', imageSeed);
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

/**
 * Inserts generated rentals with their pictures (the seeded SVGs) and appliances, in chunks;
 * answers the property ids by content key and the rows inserted per table. The demo seed uses
 * it, and so does the rentals bench (scripts/bench/rentals.ts) for its 50,000.
 */
export async function insertProperties(
  db: Db,
  seedProperties: readonly SeedProperty[],
  ids: { userIds: ReadonlyMap<string, number>; districtIds: ReadonlyMap<string, number>; applianceIds: ReadonlyMap<string, number> },
): Promise<{ propertyIds: Map<string, number>; counts: SeedCounts }> {
  const propertyValues: NewProperty[] = seedProperties.map((property) => {
    const createdAt = new Date(property.createdAt);
    return {
      ownerUserId: need(ids.userIds, property.ownerKey, 'user'),
      districtId: need(ids.districtIds, property.districtKey, 'district'),
      title: property.title,
      description: property.description,
      taxDescription: property.taxDescription,
      price: property.price,
      deposit: property.deposit,
      type: PROPERTY_TYPE[property.type],
      construction: CONSTRUCTION[property.construction],
      heating: HEATING[property.heating],
      furniture: FURNITURE[property.furniture],
      floor: property.floor,
      totalFloors: property.totalFloors,
      bedrooms: property.bedrooms,
      bathrooms: property.bathrooms,
      area: property.area,
      billsMeta: { includedInPrice: false, estimatedMonthly: property.billsEstimate, note: null },
      locationAdvantages: property.locationAdvantages.map((key) => need(ADVANTAGE_TEXT, key, 'advantage')),
      propertyAdvantages: property.propertyAdvantages.map((key) => need(ADVANTAGE_TEXT, key, 'advantage')),
      buildingYear: property.buildingYear,
      lat: property.gpsCoordinates.lat,
      lng: property.gpsCoordinates.lng,
      status: property.status,
      premiumUntil: property.premiumUntil === null ? null : new Date(property.premiumUntil),
      petFriendly: property.petFriendly,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const propertyRows = await inChunks(propertyValues, (chunk) => db.insert(properties).values(chunk).returning({ id: properties.id }));
  const propertyIds = idsByKey(
    seedProperties.map((property) => property.key),
    propertyRows,
    'properties',
  );

  const imageCount = await insertRows(
    seedProperties.flatMap((property) => {
      const propertyId = need(propertyIds, property.key, 'property');
      return property.imageSeeds.map((imageSeed, position) => {
        const url = seedImageUrl('property', imageSeed);
        return { propertyId, url, thumbnailUrl: url, position };
      });
    }),
    (chunk) => db.insert(propertyImages).values(chunk),
  );

  const applianceCount = await insertRows(
    seedProperties.flatMap((property) => {
      const propertyId = need(propertyIds, property.key, 'property');
      return property.appliances.map((key) => ({ propertyId, applianceId: need(ids.applianceIds, key, 'appliance') }));
    }),
    (chunk) => db.insert(propertyAppliances).values(chunk),
  );
  return { propertyIds, counts: { properties: propertyRows.length, propertyImages: imageCount, propertyAppliances: applianceCount } };
}

// ───────────────────────────────────────────────────────────── the loader

/**
 * Fills an empty database with the demo content. Returns `{ seeded: false }` and changes
 * nothing when the database already has users.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  if (!(await isDatabaseEmpty(db))) return { seeded: false };
  const now = options.now ?? new Date();
  const seed = options.seed ?? DEFAULT_SEED;
  const content = buildSeedContent(seed, now);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx): Promise<SeedResult> => {
    // Two processes starting on the same empty database: the second waits, then sees users.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ value: count() }).from(users);
    if (Number(existing?.value ?? 0) > 0) return { seeded: false };
    const counts = await insertEverything(tx, { content, passwordHash, now, seed });
    return { seeded: true, counts };
  });
}

interface Input {
  content: ReturnType<typeof buildSeedContent>;
  passwordHash: string;
  now: Date;
  seed: number;
}

async function insertEverything(tx: Tx, { content, passwordHash, now, seed }: Input): Promise<SeedCounts> {
  const counts: SeedCounts = {};
  const note = (table: string, rows: number) => {
    counts[table] = (counts[table] ?? 0) + rows;
  };

  // ── users
  const userRows = await inChunks(
    SEED_USERS.map((user, index) => ({
      type: user.type,
      name: user.name,
      email: user.email.toLowerCase(),
      phone: user.phone,
      passwordHash,
      emailConfirmedAt: user.emailConfirmed ? new Date(now.getTime() - (200 - index) * DAY_MS) : null,
      credits: user.credits,
      locale: 'bg' as const,
      createdAt: new Date(now.getTime() - (210 - index) * DAY_MS),
    })),
    (chunk) => tx.insert(users).values(chunk).returning({ id: users.id }),
  );
  const userIds = idsByKey(SEED_USERS.map((user) => user.key), userRows, 'users');
  note('users', userRows.length);

  // ── locations
  const cityRows = await inChunks(
    CITIES.map((city, index) => ({ key: city.key, name: city.name, sortOrder: index + 1 })),
    (chunk) => tx.insert(cities).values(chunk).returning({ id: cities.id, key: cities.key }),
  );
  const cityIds = new Map(cityRows.map((row) => [row.key, row.id]));
  note('cities', cityRows.length);

  const districtRows = await inChunks(
    CITIES.flatMap((city) =>
      city.districts.map((district, index) => ({
        cityId: need(cityIds, city.key, 'city'),
        key: district.key,
        name: district.name,
        sortOrder: index + 1,
      })),
    ),
    (chunk) => tx.insert(districts).values(chunk).returning({ id: districts.id, key: districts.key }),
  );
  const districtIds = new Map(districtRows.map((row) => [row.key, row.id]));
  note('districts', districtRows.length);

  const universityRows = await inChunks(
    UNIVERSITIES.map((university) => ({
      key: university.key,
      name: university.name,
      shortName: university.shortName,
      cityId: need(cityIds, university.cityKey, 'city'),
    })),
    (chunk) => tx.insert(universities).values(chunk).returning({ id: universities.id, key: universities.key }),
  );
  const universityIds = new Map(universityRows.map((row) => [row.key, row.id]));
  note('universities', universityRows.length);

  // ── agencies and vendors
  const agencyRows = await inChunks(
    AGENCIES.map((agency) => ({
      ownerUserId: need(userIds, agency.ownerKey, 'user'),
      name: agency.name,
      description: agency.description,
      phone: agency.phone,
      email: agency.email,
      cityId: need(cityIds, agency.cityKey, 'city'),
      logoUrl: seedImageUrl('agency', agency.imageSeed, agency.name.bg),
    })),
    (chunk) => tx.insert(agencies).values(chunk).returning({ id: agencies.id }),
  );
  note('agencies', agencyRows.length);

  const vendorRows = await inChunks(
    VENDORS.map((vendor) => ({
      ownerUserId: need(userIds, vendor.ownerKey, 'user'),
      name: vendor.name,
      description: vendor.description,
      cityId: need(cityIds, vendor.cityKey, 'city'),
      deliveryPrice: vendor.deliveryPrice,
      logoUrl: seedImageUrl('vendor', vendor.imageSeed, vendor.name.bg),
      phone: vendor.phone,
      email: vendor.email,
    })),
    (chunk) => tx.insert(vendors).values(chunk).returning({ id: vendors.id }),
  );
  const vendorIds = idsByKey(
    VENDORS.map((vendor) => vendor.key),
    vendorRows,
    'vendors',
  );
  note('vendors', vendorRows.length);

  // ── properties
  const applianceRows = await inChunks(
    APPLIANCES.map((appliance) => ({ key: appliance.key, name: appliance.label, sortOrder: appliance.order })),
    (chunk) => tx.insert(appliances).values(chunk).returning({ id: appliances.id, key: appliances.key }),
  );
  const applianceIds = new Map(applianceRows.map((row) => [row.key, row.id]));
  note('appliances', applianceRows.length);

  const listings = await insertProperties(tx, content.properties, { userIds, districtIds, applianceIds });
  for (const [table, rows] of Object.entries(listings.counts)) note(table, rows);
  const { propertyIds } = listings;

  // ── shop
  const categoryRows = await inChunks(
    PRODUCT_CATEGORIES.map((category) => ({
      key: category.key,
      name: category.name,
      room: category.room,
      promo: category.promo,
      imageUrl: seedImageUrl('product', category.imageSeed),
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

  // ── orders (priced like the server prices a checkout: product §10 "Money")
  const orderRng = createRng(seed ^ 0x6006);
  const productsByVendor = new Map<string, SeedProduct[]>();
  for (const product of content.products) {
    if (product.stock < 1) continue;
    productsByVendor.set(product.vendorKey, [...(productsByVendor.get(product.vendorKey) ?? []), product]);
  }
  const plannedOrders = ORDER_PLANS.map((plan) => {
    const buyer = need(USER_BY_KEY, plan.buyer, 'user');
    const groups = plan.groups.map(([vendorKey, status]) => {
      const vendor = need(VENDOR_BY_KEY, vendorKey, 'vendor');
      const pool = productsByVendor.get(vendorKey) ?? [];
      if (pool.length === 0) throw new Error(`seed: vendor ${vendorKey} has no product in stock`);
      const items = orderRng.sample(pool, orderRng.int(1, 2)).map((product) => ({
        product,
        unitPrice: product.promoPrice ?? product.price,
        quantity: Math.min(product.stock, orderRng.int(1, 3)),
      }));
      const totalAmount = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
      return { vendor, status, items, totalAmount, totalTaxes: vatOf(totalAmount), delivery: vendor.deliveryPrice ?? 0 };
    });
    const createdAt = new Date(isoBefore(now, plan.daysAgo, orderRng.int(0, 600)));
    return { plan, buyer, groups, createdAt };
  });

  const orderRows = await inChunks(
    plannedOrders.map(({ plan, buyer, groups, createdAt }) => ({
      buyerUserId: need(userIds, buyer.key, 'user'),
      status: derivedOrderStatus(groups.map((group) => group.status)),
      contact: contactOf(buyer),
      address: { cityId: need(cityIds, buyer.cityKey, 'city'), street: STREETS[buyer.cityKey] ?? 'ул. „Иван Вазов“ 1' },
      note: plan.note,
      totalOrderAmount: groups.reduce((sum, group) => sum + group.totalAmount + group.totalTaxes + group.delivery, 0),
      totalDeliveryAmount: groups.reduce((sum, group) => sum + group.delivery, 0),
      totalProductCount: groups.reduce((sum, group) => sum + group.items.reduce((n, item) => n + item.quantity, 0), 0),
      createdAt,
      updatedAt: createdAt,
    })),
    (chunk) => tx.insert(orders).values(chunk).returning({ id: orders.id }),
  );
  note('orders', orderRows.length);

  const groupValues = plannedOrders.flatMap(({ groups, createdAt }, index) =>
    groups.map((group) => ({
      orderId: (orderRows[index] as { id: number }).id,
      vendorId: need(vendorIds, group.vendor.key, 'vendor'),
      status: group.status,
      totalAmount: group.totalAmount,
      totalTaxes: group.totalTaxes,
      delivery: group.delivery,
      updatedAt: createdAt,
    })),
  );
  const groupRows = await inChunks(groupValues, (chunk) => tx.insert(orderVendorGroups).values(chunk).returning({ id: orderVendorGroups.id }));
  note('orderVendorGroups', groupRows.length);

  const itemValues: NewOrderItem[] = plannedOrders.flatMap(({ groups }, index) =>
    groups.flatMap((group) =>
      group.items.map((item) => ({
        orderId: (orderRows[index] as { id: number }).id,
        vendorId: need(vendorIds, group.vendor.key, 'vendor'),
        productId: need(productIds, item.product.key, 'product'),
        title: item.product.title,
        unitPrice: item.unitPrice,
        quantity: item.quantity,
      })),
    ),
  );
  const itemRows = await inChunks(itemValues, (chunk) => tx.insert(orderItems).values(chunk).returning({ id: orderItems.id }));
  note('orderItems', itemRows.length);

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

  // ── viewing requests (on the demo accounts' listings, so their dashboards show some)
  const propertiesByOwner = new Map<string, string[]>();
  for (const property of content.properties) {
    if (property.status !== 'active') continue;
    propertiesByOwner.set(property.ownerKey, [...(propertiesByOwner.get(property.ownerKey) ?? []), property.key]);
  }
  const viewingValues = VIEWING_PLANS.flatMap((plan, index) => {
    const owned = propertiesByOwner.get(plan.owner) ?? [];
    const propertyKey = owned[plan.propertyIndex % Math.max(1, owned.length)];
    if (propertyKey === undefined) return [];
    const requester = need(USER_BY_KEY, plan.requester, 'user');
    return [
      {
        propertyId: need(propertyIds, propertyKey, 'property'),
        requesterUserId: need(userIds, requester.key, 'user'),
        contactName: requester.name,
        contactPhone: requester.phone,
        contactEmail: requester.email.toLowerCase(),
        dateTime: wallTimeAfter(now, plan.inDays, plan.hour),
        createdAt: new Date(isoBefore(now, index % 3, 60 * (index + 1))),
      },
    ];
  });
  const viewingRows = await inChunks(viewingValues, (chunk) => tx.insert(viewingRequests).values(chunk).returning({ id: viewingRequests.id }));
  note('viewingRequests', viewingRows.length);

  // ── blog
  const newsCategoryRows = await inChunks(
    BLOG_CATEGORIES.map((category) => ({ key: category.key, name: category.name, sortOrder: category.order })),
    (chunk) => tx.insert(newsCategories).values(chunk).returning({ id: newsCategories.id, key: newsCategories.key }),
  );
  const newsCategoryIds = new Map(newsCategoryRows.map((row) => [row.key, row.id]));
  note('newsCategories', newsCategoryRows.length);

  const postRows = await inChunks(
    content.blogPosts.map((post) => {
      const publishedAt = new Date(post.publishedAt);
      return {
        title: post.title,
        excerpt: post.excerpt,
        body: { bg: paragraphsToHtml(post.body.bg), en: paragraphsToHtml(post.body.en) },
        imageUrl: seedImageUrl('blog', post.imageSeed),
        highlighted: post.highlighted,
        authorName: post.author,
        publishedAt,
        createdAt: publishedAt,
      };
    }),
    (chunk) => tx.insert(newsPosts).values(chunk).returning({ id: newsPosts.id }),
  );
  const postIds = idsByKey(
    content.blogPosts.map((post) => post.key),
    postRows,
    'news posts',
  );
  note('newsPosts', postRows.length);

  note('newsPostCategories', await insertRows(
    content.blogPosts.flatMap((post) =>
      [...new Set(post.categoryKeys)].map((key) => ({
        postId: need(postIds, post.key, 'news post'),
        categoryId: need(newsCategoryIds, key, 'news category'),
      })),
    ),
    (chunk) => tx.insert(newsPostCategories).values(chunk),
  ));

  // 3–4 products of the post's linked shop categories, picked by a seeded rng.
  const postProductValues = content.blogPosts.flatMap((post, index) => {
    const linked = new Set(post.linkedProductCategoryKeys);
    const candidates = content.products.filter((product) => product.categoryKeys.some((key) => linked.has(key)));
    const rng = createRng((seed ^ 0x5005) + index);
    return rng.sample(candidates, rng.int(3, 4)).map((product, position) => ({
      postId: need(postIds, post.key, 'news post'),
      productId: need(productIds, product.key, 'product'),
      position,
    }));
  });
  note('newsPostProducts', await insertRows(postProductValues, (chunk) => tx.insert(newsPostProducts).values(chunk)));

  const commentRows = await inChunks(
    content.blogPosts.flatMap((post) =>
      post.comments.map((comment) => ({
        postId: need(postIds, post.key, 'news post'),
        userId: null,
        authorName: comment.authorName,
        body: comment.text,
        createdAt: new Date(comment.createdAt),
      })),
    ),
    (chunk) => tx.insert(newsComments).values(chunk).returning({ id: newsComments.id }),
  );
  note('newsComments', commentRows.length);

  // ── flatmates (the contract has no offer status: every generated offer is published)
  const offerRows = await inChunks(
    content.tenantOffers.map((offer) => {
      const createdAt = new Date(offer.createdAt);
      return {
        ownerUserId: need(userIds, offer.ownerKey, 'user'),
        cityId: need(cityIds, offer.cityKey, 'city'),
        districtId: need(districtIds, offer.districtKey, 'district'),
        universityId: offer.universityKey === null ? null : need(universityIds, offer.universityKey, 'university'),
        title: offer.title,
        description: offer.description,
        price: offer.price,
        availableFrom: offer.availableFrom,
        roommatesWanted: offer.roommatesWanted,
        genderPreference: offer.genderPreference,
        premiumUntil: offer.premiumUntil === null ? null : new Date(offer.premiumUntil),
        createdAt,
        updatedAt: createdAt,
      };
    }),
    (chunk) => tx.insert(tenantOffers).values(chunk).returning({ id: tenantOffers.id }),
  );
  const offerIds = idsByKey(
    content.tenantOffers.map((offer) => offer.key),
    offerRows,
    'tenant offers',
  );
  note('tenantOffers', offerRows.length);

  note('tenantOfferImages', await insertRows(
    content.tenantOffers.flatMap((offer) => {
      const offerId = need(offerIds, offer.key, 'tenant offer');
      return offer.imageSeeds.map((imageSeed, position) => {
        const url = seedImageUrl('roommate', imageSeed);
        return { offerId, url, thumbnailUrl: url, position };
      });
    }),
    (chunk) => tx.insert(tenantOfferImages).values(chunk),
  ));

  const offersByOwner = new Map<string, string[]>();
  for (const offer of content.tenantOffers) offersByOwner.set(offer.ownerKey, [...(offersByOwner.get(offer.ownerKey) ?? []), offer.key]);
  const inquiryValues = INQUIRY_PLANS.flatMap((plan, index) => {
    const owned = offersByOwner.get(plan.owner) ?? [];
    const offerKey = owned[plan.offerIndex % Math.max(1, owned.length)];
    if (offerKey === undefined) return [];
    const sender = typeof plan.sender === 'string' ? need(USER_BY_KEY, plan.sender, 'user') : null;
    return [
      {
        offerId: need(offerIds, offerKey, 'tenant offer'),
        senderUserId: sender ? need(userIds, sender.key, 'user') : null,
        name: sender ? sender.name : (plan.sender as { name: string }).name,
        phone: sender ? sender.phone : (plan.sender as { phone: string }).phone,
        message: plan.message,
        createdAt: new Date(isoBefore(now, index + 1, 90 * index)),
      },
    ];
  });
  const inquiryRows = await inChunks(inquiryValues, (chunk) => tx.insert(tenantOfferInquiries).values(chunk).returning({ id: tenantOfferInquiries.id }));
  note('tenantOfferInquiries', inquiryRows.length);

  // ── credits: the wallets' purchases and promotions of properties and flatmate offers (seed/credits.ts)
  const wallets = await insertCreditHistory(tx, {
    users: SEED_USERS,
    listings: [
      ...content.properties.map((property) => ({ kind: 'property' as const, ...property })),
      ...content.tenantOffers.map((offer) => ({ kind: 'tenantOffer' as const, ...offer })),
    ],
    userIds,
    listingIds: { property: propertyIds, tenantOffer: offerIds },
    now,
  });
  for (const [table, rows] of Object.entries(wallets)) note(table, rows);

  // ── cleaning and moving
  const serviceRows = await inChunks(
    SERVICE_GROUPS.flatMap((group) =>
      group.items.map((item, index) => ({
        serviceKey: item.serviceKey,
        cleaningType: item.cleaningType,
        groupKey: group.key,
        groupName: group.name,
        groupDescription: group.description,
        name: item.name,
        price: item.price,
        type: item.type,
        unit: item.unit,
        severity: item.severityCapable ? 1 : null,
        months: item.months,
        minAmount: item.minimum,
        maxAmount: item.maximum,
        // Groups in their order, items in theirs: a group sorts by its lowest sort_order.
        sortOrder: group.order * 100 + index + 1,
      })),
    ),
    (chunk) => tx.insert(cleaningServices).values(chunk).returning({ id: cleaningServices.id }),
  );
  note('cleaningServices', serviceRows.length);

  const maria = need(USER_BY_KEY, 'maria', 'user');
  const sofia = need(cityIds, 'sofia', 'city');
  const line = (serviceKey: string, amount: number, severity: number | null = null): CleaningOrderLine => {
    const item = SERVICE_ITEMS.find((candidate) => candidate.serviceKey === serviceKey);
    if (!item) throw new Error(`seed: unknown service "${serviceKey}"`);
    return {
      serviceKey,
      name: item.name,
      type: item.type,
      unit: item.unit,
      amount,
      months: item.months,
      severity,
      unitPrice: item.price,
      lineTotal: lineCost(item.price, amount, item.months ?? undefined, severity ?? undefined),
    };
  };
  const home: StoredAddress = { cityId: sofia, street: STREETS.sofia ?? 'ул. „Оборище“ 18' };
  const cleaningDrafts: (Omit<NewCleaningOrder, 'totalPrice' | 'services'> & { services: CleaningOrderLine[] })[] = [
    {
      userId: need(userIds, 'maria', 'user'),
      cleaningType: 'one-time',
      services: [line('one-time-bedroom', 2, 1), line('one-time-kitchen', 1, 2), line('one-time-bathroom', 1, 1)],
      contact: contactOf(maria),
      address: home,
      date: new Date(now.getTime() - 21 * DAY_MS).toISOString().slice(0, 10),
      timeSlot: '08-11',
      note: null,
      status: 'completed',
      createdAt: new Date(isoBefore(now, 25, 300)),
    },
    {
      userId: need(userIds, 'maria', 'user'),
      cleaningType: 'moving',
      // Moving services together; the van alone is the other way to move (the cleaning cart's rule).
      services: [line('moving-movers', 6), line('moving-packing', 2), line('moving-boxes', 20)],
      contact: contactOf(maria),
      address: home,
      destinationAddress: { cityId: sofia, street: 'ж.к. „Младост 1“, бл. 24, вх. А, ет. 6, ап. 31' },
      date: new Date(now.getTime() + 12 * DAY_MS).toISOString().slice(0, 10),
      timeSlot: '11-14',
      note: 'Има асансьор, но е малък – диванът ще слиза по стълбите.',
      status: 'new',
      createdAt: new Date(isoBefore(now, 2, 120)),
    },
  ];
  const cleaningValues: NewCleaningOrder[] = cleaningDrafts.map((order) => ({
    ...order,
    totalPrice: order.services.reduce((sum, item) => sum + item.lineTotal, 0),
  }));
  const cleaningRows = await inChunks(cleaningValues, (chunk) => tx.insert(cleaningOrders).values(chunk).returning({ id: cleaningOrders.id }));
  note('cleaningOrders', cleaningRows.length);

  // ── newsletter
  const subscriberRows = await inChunks(
    NEWSLETTER.map((subscriber) => ({
      email: subscriber.email,
      locale: subscriber.locale,
      createdAt: new Date(isoBefore(now, subscriber.daysAgo)),
    })),
    (chunk) => tx.insert(newsletterSubscribers).values(chunk).returning({ id: newsletterSubscribers.id }),
  );
  note('newsletterSubscribers', subscriberRows.length);

  return counts;
}
