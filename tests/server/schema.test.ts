/**
 * The generated migrations applied to a fresh in-memory PGlite: the database matches
 * server/db/schema/, its enums match the contract, and the constraints a caller would notice
 * hold.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq, getTableName, is, isNull, and, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { parse } from 'yaml';
import { PROMOTION_KINDS } from '../../domain/credits.ts';
import * as schema from '../../server/db/schema/index.ts';

const ROOT = path.resolve(__dirname, '..', '..');
const MIGRATIONS = path.join(ROOT, 'server', 'db', 'migrations');

let client: PGlite;
let db: PgliteDatabase<typeof schema>;

beforeAll(async () => {
  client = new PGlite({ extensions: { pg_trgm } });
  db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
}, 120_000);

afterAll(async () => {
  await client.close();
});

/** The PostgreSQL error (SQLSTATE code and constraint) behind a failed query, or null when it succeeded. */
async function failure(run: () => Promise<unknown>): Promise<{ code: string; constraint: string | undefined } | null> {
  try {
    await run();
    return null;
  } catch (error) {
    let current: unknown = error;
    while (current instanceof Error) {
      const candidate = current as Error & { code?: unknown; constraint?: unknown };
      if (typeof candidate.code === 'string') {
        return { code: candidate.code, constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined };
      }
      current = candidate.cause;
    }
    throw error;
  }
}

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

let counter = 0;
async function newUser(overrides: Partial<schema.NewUser> = {}): Promise<schema.User> {
  counter += 1;
  const [user] = await db
    .insert(schema.users)
    .values({ type: 'user', name: `User ${counter}`, email: `user${counter}@domovik.test`, ...overrides })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

async function newVendor(): Promise<schema.Vendor> {
  const owner = await newUser({ type: 'vendor' });
  const [vendor] = await db
    .insert(schema.vendors)
    .values({ ownerUserId: owner.id, name: { bg: 'Магазин', en: 'Shop' } })
    .returning();
  if (!vendor) throw new Error('no vendor');
  return vendor;
}

async function newDistrict(): Promise<schema.District> {
  counter += 1;
  const [city] = await db
    .insert(schema.cities)
    .values({ key: `city-${counter}`, name: { bg: 'София', en: 'Sofia' } })
    .returning();
  if (!city) throw new Error('no city');
  const [district] = await db
    .insert(schema.districts)
    .values({ cityId: city.id, key: `district-${counter}`, name: { bg: 'Лозенец', en: 'Lozenets' } })
    .returning();
  if (!district) throw new Error('no district');
  return district;
}

async function newProperty(overrides: Partial<schema.NewProperty> = {}): Promise<schema.Property> {
  const owner = await newUser();
  const district = await newDistrict();
  const [property] = await db
    .insert(schema.properties)
    .values({
      ownerUserId: owner.id,
      districtId: district.id,
      title: { bg: 'Слънчев двустаен апартамент' },
      description: { bg: 'Светъл и тих.' },
      price: 65_000,
      type: 'apartment',
      furniture: 'furnished',
      area: 68.5,
      ...overrides,
    })
    .returning();
  if (!property) throw new Error('no property');
  return property;
}

describe('migrations', () => {
  const exported: unknown[] = Object.values(schema);
  const tables = exported.filter((value): value is PgTable => is(value, PgTable));

  it('create every table and column of the schema', async () => {
    const result = await client.query<{ table_name: string; column_name: string }>(
      // Tables only: the views the migrations add by hand (category_filter_bits) are not in the schema.
      `select c.table_name, c.column_name from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
    );
    const inDatabase = new Map<string, Set<string>>();
    for (const row of result.rows) {
      const columns = inDatabase.get(row.table_name) ?? new Set<string>();
      columns.add(row.column_name);
      inDatabase.set(row.table_name, columns);
    }
    expect([...inDatabase.keys()].sort()).toEqual(tables.map((table) => getTableName(table)).sort());
    for (const table of tables) {
      const config = getTableConfig(table);
      expect([...(inDatabase.get(config.name) ?? [])].sort()).toEqual(config.columns.map((column) => column.name).sort());
    }
  });

  it('can be applied twice (already applied migrations are skipped)', async () => {
    await expect(migrate(db, { migrationsFolder: MIGRATIONS })).resolves.toBeUndefined();
  });
});

describe('enum value lists', () => {
  const contract = parse(readFileSync(path.join(ROOT, 'openapi', 'openapi.yaml'), 'utf8')) as {
    components: { schemas: Record<string, { enum?: unknown[] }> };
  };
  const pairs: [string, readonly string[]][] = [
    ['UserType', schema.USER_TYPES],
    ['PropertyType', schema.PROPERTY_TYPES],
    ['ConstructionType', schema.CONSTRUCTION_TYPES],
    ['HeatingType', schema.HEATING_TYPES],
    ['FurnitureType', schema.FURNITURE_TYPES],
    ['PropertyStatus', schema.PROPERTY_STATUSES],
    ['Room', schema.ROOMS],
    ['ProductImportStatus', schema.PRODUCT_IMPORT_STATUSES],
    ['ProductImportFormat', schema.PRODUCT_IMPORT_FORMATS],
    ['OrderStatus', schema.ORDER_STATUSES],
    ['GenderPreference', schema.GENDER_PREFERENCES],
    ['CleaningType', schema.CLEANING_TYPES],
    ['CleaningServiceType', schema.CLEANING_SERVICE_TYPES],
    ['CleaningUnit', schema.CLEANING_UNITS],
    ['CleaningOrderStatus', schema.CLEANING_ORDER_STATUSES],
    ['PaymentState', schema.PAYMENT_STATES],
    ['PromotionKind', PROMOTION_KINDS],
    ['MoveHomeKind', schema.MOVE_HOME_KINDS],
  ];

  it.each(pairs)('%s matches the contract', (name, values) => {
    expect([...values]).toEqual(contract.components.schemas[name]?.enum);
  });
});

describe('constraints', () => {
  it('reject a second e-mail address that differs only in case', async () => {
    await newUser({ email: 'Maria@Domovik.test' });
    expect(await failure(() => newUser({ email: 'maria@domovik.TEST' }))).toEqual({
      code: UNIQUE_VIOLATION,
      constraint: 'users_email_lower_idx',
    });
  });

  it('reject negative credits', async () => {
    expect(await failure(() => newUser({ credits: -1 }))).toEqual({ code: CHECK_VIOLATION, constraint: 'users_credits_check' });
    const user = await newUser({ credits: 3 });
    expect(
      await failure(() => db.update(schema.users).set({ credits: sql`${schema.users.credits} - 4` }).where(eq(schema.users.id, user.id))),
    ).toEqual({ code: CHECK_VIOLATION, constraint: 'users_credits_check' });
  });

  it('reject an unknown user type', async () => {
    expect(await failure(() => newUser({ type: 'admin' as schema.UserType }))).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'users_type_check',
    });
  });

  it('accept a Google-only user without password or phone, and default the wallet to 0', async () => {
    const user = await newUser({ googleSubject: 'google-sub-1', passwordHash: null, phone: null });
    expect(user.credits).toBe(0);
    expect(user.locale).toBe('bg');
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(await failure(() => newUser({ googleSubject: 'google-sub-1' }))).toEqual({
      code: UNIQUE_VIOLATION,
      constraint: 'users_google_subject_unique',
    });
  });

  it('reject a promo price that is not below the price', async () => {
    const vendor = await newVendor();
    const product = (promoPrice: number | null) => ({
      vendorId: vendor.id,
      title: { bg: 'Дъбова масичка' },
      description: { bg: 'Масивно дърво.' },
      price: 10_000,
      promoPrice,
    });
    expect(await failure(() => db.insert(schema.products).values(product(10_000)))).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'products_promo_price_check',
    });
    expect(await failure(() => db.insert(schema.products).values(product(12_000)))).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'products_promo_price_check',
    });
    expect(await failure(() => db.insert(schema.products).values(product(9_999)))).toBeNull();
    expect(await failure(() => db.insert(schema.products).values(product(null)))).toBeNull();
  });

  it('reject an order item quantity outside 1..100', async () => {
    const vendor = await newVendor();
    const [product] = await db
      .insert(schema.products)
      .values({ vendorId: vendor.id, title: { en: 'Lamp' }, description: { en: 'A lamp.' }, price: 2_500, stock: 500 })
      .returning();
    if (!product) throw new Error('no product');
    const [order] = await db
      .insert(schema.orders)
      .values({
        contact: { name: 'Мария', phone: '0888 412 735', email: 'maria@domovik.test' },
        address: { cityId: 1, street: 'ул. Шипка 6' },
        totalOrderAmount: 0,
        totalDeliveryAmount: 0,
        totalProductCount: 0,
      })
      .returning();
    if (!order) throw new Error('no order');
    const item = (quantity: number) => ({
      orderId: order.id,
      vendorId: vendor.id,
      productId: product.id,
      title: product.title,
      unitPrice: product.price,
      quantity,
    });
    expect(await failure(() => db.insert(schema.orderItems).values(item(101)))).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'order_items_quantity_check',
    });
    expect(await failure(() => db.insert(schema.orderItems).values(item(0)))).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'order_items_quantity_check',
    });
    expect(await failure(() => db.insert(schema.orderItems).values(item(100)))).toBeNull();
  });

  it('cascade the deletion of a property to its images and appliances, not to the owner', async () => {
    const property = await newProperty();
    const [appliance] = await db.insert(schema.appliances).values({ key: 'fridge', name: { bg: 'Хладилник', en: 'Fridge' }, sortOrder: 1 }).returning();
    if (!appliance) throw new Error('no appliance');
    await db.insert(schema.propertyImages).values([
      { propertyId: property.id, url: '/media/p/1.webp', thumbnailUrl: '/media/p/1-t.webp', position: 0 },
      { propertyId: property.id, url: '/media/p/2.webp', thumbnailUrl: '/media/p/2-t.webp', position: 1 },
    ]);
    await db.insert(schema.propertyAppliances).values({ propertyId: property.id, applianceId: appliance.id });
    expect(await db.$count(schema.propertyImages, eq(schema.propertyImages.propertyId, property.id))).toBe(2);

    await db.delete(schema.properties).where(eq(schema.properties.id, property.id));

    expect(await db.$count(schema.propertyImages, eq(schema.propertyImages.propertyId, property.id))).toBe(0);
    expect(await db.$count(schema.propertyAppliances, eq(schema.propertyAppliances.propertyId, property.id))).toBe(0);
    expect(await db.$count(schema.users, eq(schema.users.id, property.ownerUserId))).toBe(1);
    expect(await db.$count(schema.appliances, eq(schema.appliances.id, appliance.id))).toBe(1);
  });

  it('keep an image size whole: both or neither, positive', async () => {
    const property = await newProperty();
    const image = (width: number | null, height: number | null) =>
      db.insert(schema.propertyImages).values({ propertyId: property.id, url: '/u.webp', thumbnailUrl: '/t.webp', width, height });
    const rejected = { code: CHECK_VIOLATION, constraint: 'property_images_dimensions_check' };
    expect(await failure(() => image(1600, null))).toEqual(rejected);
    expect(await failure(() => image(0, 900))).toEqual(rejected);
    expect(await failure(() => image(1600, 900))).toBeNull();
    expect(await failure(() => image(null, null))).toBeNull();
  });

  it('reject an unknown property status and half of a GPS position', async () => {
    expect(await failure(() => newProperty({ status: 'sold' as schema.PropertyStatus }))).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'properties_status_check',
    });
    expect(await failure(() => newProperty({ lat: 42.68, lng: null }))).toEqual({ code: CHECK_VIOLATION, constraint: 'properties_gps_check' });
    const property = await newProperty({ lat: 42.68, lng: 23.32 });
    expect(property.status).toBe('draft');
    expect(property.locationAdvantages).toEqual([]);
  });

  it('keep a viewing request wall time as given and reject impossible dates', async () => {
    const property = await newProperty({ status: 'active' });
    const [request] = await db
      .insert(schema.viewingRequests)
      .values({
        propertyId: property.id,
        contactName: 'Георги',
        contactPhone: '0887 305 918',
        contactEmail: 'georgi@domovik.test',
        dateTime: '2026-05-01 14:30',
      })
      .returning();
    expect(request?.dateTime).toBe('2026-05-01 14:30:00');
    expect(request?.dateTime.slice(0, 16)).toBe('2026-05-01 14:30');
    const impossible = await failure(() =>
      db.insert(schema.viewingRequests).values({
        propertyId: property.id,
        contactName: 'Георги',
        contactPhone: '0887 305 918',
        contactEmail: 'georgi@domovik.test',
        dateTime: '2026-02-30 10:00',
      }),
    );
    expect(impossible?.code).toBe('22008');
  });

  it('credit a payment only once', async () => {
    const user = await newUser({ credits: 5 });
    const [payment] = await db
      .insert(schema.payments)
      .values({ publicId: 'pay_abc123', userId: user.id, provider: 'sandbox', credits: 39, amount: 3_500 })
      .returning();
    if (!payment) throw new Error('no payment');
    const credit = () =>
      db.transaction(async (tx) => {
        const credited = await tx
          .update(schema.payments)
          .set({ status: 'succeeded', creditedAt: new Date() })
          .where(and(eq(schema.payments.id, payment.id), isNull(schema.payments.creditedAt)))
          .returning({ credits: schema.payments.credits });
        for (const row of credited) {
          await tx
            .update(schema.users)
            .set({ credits: sql`${schema.users.credits} + ${row.credits}` })
            .where(eq(schema.users.id, user.id));
        }
      });
    await credit();
    await credit();
    const [after] = await db.select({ credits: schema.users.credits }).from(schema.users).where(eq(schema.users.id, user.id));
    expect(after?.credits).toBe(44);
    expect(
      await failure(() => db.insert(schema.payments).values({ publicId: 'pay_x', userId: user.id, provider: 'sandbox', credits: 4, amount: 400, creditedAt: new Date() })),
    ).toEqual({ code: CHECK_VIOLATION, constraint: 'payments_credited_check' });
  });

  it('keep a promotion in the ledger naming its kind of listing, and only a listing of that kind', async () => {
    const property = await newProperty();
    const promotion = { userId: property.ownerUserId, kind: 'promotion' as const, credits: -5, balance: 0, days: 7, premiumUntil: new Date() };
    expect(await failure(() => db.insert(schema.creditLedger).values({ ...promotion, propertyId: property.id }))).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'credit_ledger_entry_check',
    });
    expect(await failure(() => db.insert(schema.creditLedger).values({ ...promotion, listingKind: 'tenantOffer', propertyId: property.id }))).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'credit_ledger_listing_check',
    });
    expect(await failure(() => db.insert(schema.creditLedger).values({ ...promotion, listingKind: 'product' as 'property' }))).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'credit_ledger_listing_check',
    });
    // A listing gone for good leaves its kind: the entry stays.
    expect(await failure(() => db.insert(schema.creditLedger).values({ ...promotion, listingKind: 'tenantOffer' }))).toBeNull();
    expect(await failure(() => db.insert(schema.creditLedger).values({ ...promotion, listingKind: 'property', propertyId: property.id }))).toBeNull();
  });

  it('reject a duplicate newsletter address that differs only in case', async () => {
    await db.insert(schema.newsletterSubscribers).values({ email: 'Reader@Example.bg' });
    expect(await failure(() => db.insert(schema.newsletterSubscribers).values({ email: 'reader@example.BG', locale: 'en' }))).toEqual({
      code: UNIQUE_VIOLATION,
      constraint: 'newsletter_subscribers_email_lower_idx',
    });
  });
});
