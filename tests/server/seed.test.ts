/**
 * The demo-data loader on a real, fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * what it inserts, that the demo accounts work through the API, and that it runs only once.
 */
import { createHash } from 'node:crypto';
import { count, eq, inArray, is, isNotNull, isNull, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { followsTypeFacts, vatOf } from '../../domain/index.ts';
import { rowsOf } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema/index.ts';
import {
  agencies,
  cities,
  cleaningServices,
  districts,
  newsPostCategories,
  newsPosts,
  orderItems,
  orderVendorGroups,
  orders,
  productCategories,
  productImages,
  products,
  properties,
  propertyImages,
  tenantOffers,
  users,
  vendors,
} from '../../server/db/schema/index.ts';
import { AGENCY_BY_KEY, DEMO_ACCOUNTS, DEMO_PASSWORD, SWATCHES, USER_BY_KEY, VENDOR_BY_KEY } from '../../server/db/seed/content/index.ts';
import { isDatabaseEmpty, seedDatabase } from '../../server/db/seed/index.ts';
import type { SeedResult } from '../../server/db/seed/index.ts';
import { startTestApp, tokenCookie } from './helpers/testApp.ts';
import type { TestApp } from './helpers/testApp.ts';

let server: TestApp;
let first: SeedResult;

const TABLES: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Rows in every table of the schema, by table name. */
async function tableCounts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const [row] = await server.db.select({ value: count() }).from(table);
      return [getTableConfig(table).name, Number(row?.value ?? 0)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function countOf(query: Promise<{ value: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.value ?? 0);
}

beforeAll(async () => {
  server = await startTestApp();
  expect(await isDatabaseEmpty(server.db)).toBe(true);
  first = await seedDatabase(server.db);
}, 60_000);

afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

describe('the demo data', () => {
  it('reports what it inserted, and the database holds exactly that', async () => {
    expect(first.seeded).toBe(true);
    if (!first.seeded) return;
    const counts = await tableCounts();
    expect(first.counts.users).toBe(counts.users);
    expect(first.counts.properties).toBe(counts.properties);
    expect(first.counts.products).toBe(counts.products);
    expect(first.counts.orders).toBe(counts.orders);
    expect(await isDatabaseEmpty(server.db)).toBe(false);
  });

  it('has at least 200 rentals in at least 7 cities, the big ones included', async () => {
    expect(await countOf(server.db.select({ value: count() }).from(properties))).toBeGreaterThanOrEqual(200);
    const rows = await server.db
      .selectDistinct({ name: cities.name })
      .from(properties)
      .innerJoin(districts, eq(districts.id, properties.districtId))
      .innerJoin(cities, eq(cities.id, districts.cityId));
    const names = rows.map((row) => row.name.en);
    expect(names.length).toBeGreaterThanOrEqual(7);
    expect(names).toEqual(expect.arrayContaining(['Sofia', 'Plovdiv', 'Varna', 'Burgas', 'Ruse', 'Stara Zagora', 'Veliko Tarnovo']));
  });

  it('states only the facts each kind of home has: no bedrooms in a room or a studio, no floor in a house', async () => {
    const rows = await server.db.select({ type: properties.type, bedrooms: properties.bedrooms, floor: properties.floor }).from(properties);
    expect(rows.filter((row) => !followsTypeFacts(row))).toEqual([]);
    // Every kind is in the demo, so the rule is tried on each.
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['room', 'studio', 'apartment', 'maisonette', 'house']));
  });

  it('gives every rental images served by the picture route, an owner and coordinates; most are active', async () => {
    const withoutImages = await countOf(
      server.db
        .select({ value: count() })
        .from(properties)
        .where(sql`not exists (select 1 from ${propertyImages} where ${propertyImages.propertyId} = ${properties.id})`),
    );
    expect(withoutImages).toBe(0);
    const active = await countOf(server.db.select({ value: count() }).from(properties).where(eq(properties.status, 'active')));
    const all = await countOf(server.db.select({ value: count() }).from(properties));
    expect(active / all).toBeGreaterThan(0.7);
    expect(await countOf(server.db.select({ value: count() }).from(properties).where(isNull(properties.lat)))).toBe(0);

    const [image] = await server.db.select({ url: propertyImages.url }).from(propertyImages).limit(1);
    expect(image!.url).toMatch(/^\/media\/generated\/property\/\d+\.svg$/);
    const picture = await server.inject({ method: 'GET', url: image!.url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });

  it('has at least 300 products, each with an image and a category', async () => {
    expect(await countOf(server.db.select({ value: count() }).from(products))).toBeGreaterThanOrEqual(300);
    const withoutImage = await countOf(
      server.db
        .select({ value: count() })
        .from(products)
        .where(sql`not exists (select 1 from ${productImages} where ${productImages.productId} = ${products.id})`),
    );
    expect(withoutImage).toBe(0);
    const uncategorised = await countOf(
      server.db
        .select({ value: count() })
        .from(products)
        .where(sql`not exists (select 1 from ${schema.productCategoryLinks} l where l.product_id = ${products.id})`),
    );
    expect(uncategorised).toBe(0);
  });

  it('spreads every category of more than three products over at least two vendors', async () => {
    const result = await server.db.execute(sql`
      select c.key, count(*)::int as products, count(distinct p.vendor_id)::int as vendors
      from ${productCategories} c
      join ${schema.productCategoryLinks} l on l.category_id = c.id
      join ${products} p on p.id = l.product_id
      group by c.key`);
    const categories = rowsOf<{ key: string; products: number; vendors: number }>(result);
    expect(categories.length).toBeGreaterThan(30);
    const singleShop = categories.filter((category) => category.products > 3 && category.vendors < 2).map((category) => category.key);
    expect(singleShop).toEqual([]);
  });

  it('draws each product as what its title names, in the colour its colour filter says', async () => {
    // The English noun of a title → the drawings that show it; the first rule that matches counts.
    const rules: [RegExp, string[]][] = [
      [/sofa/, ['sofa', 'corner-sofa']],
      [/mirror/, ['mirror']],
      [/\brug\b|runner|bath mat/, ['rug']],
      [/floor lamp/, ['floor-lamp']],
      [/bedside lamp|desk lamp/, ['table-lamp']],
      [/pendant light/, ['pendant-lamp']],
      [/wall light/, ['wall-lamp']],
      [/coffee table|\bside table|nest of tables/, ['coffee-table']],
      [/dining table|extending table|garden table/, ['table']],
      [/chair/, ['chair']],
      [/\bbed\b(?! pillow)/, ['bed']],
      [/mattress/, ['mattress']],
      [/wardrobe/, ['wardrobe']],
      [/washing machine|dryer/, ['washing-machine']],
      [/cushion/, ['cushion']],
      [/vase/, ['vase']],
      [/candle/, ['candle']],
      [/plant pot|planter/, ['plant-pot']],
    ];
    const rows = await server.db
      .select({ title: products.title, attributes: products.attributes, url: productImages.url })
      .from(products)
      .innerJoin(productImages, eq(productImages.productId, products.id));
    let named = 0;
    for (const row of rows) {
      const query = new URL(row.url, 'http://x').searchParams;
      const title = row.title.en ?? '';
      const rule = rules.find(([words]) => words.test(title.toLowerCase()));
      if (rule) {
        named += 1;
        expect([title, query.get('subject')]).toEqual([title, expect.stringMatching(new RegExp(`^(${rule[1].join('|')})$`))]);
      }
      if (row.attributes.colour !== undefined) expect([title, query.get('colour')]).toEqual([title, row.attributes.colour]);
    }
    expect(named).toBeGreaterThan(200);
    const [grey] = rows.filter((row) => row.attributes.colour === 'grey' && /sofa/.test(row.title.en ?? ''));
    const picture = await server.inject({ method: 'GET', url: grey!.url });
    expect(picture.body).toContain(`fill="${SWATCHES.grey}"`);
  });

  it('draws each category as what it sells, the rugs as a rug', async () => {
    const rows = await server.db.select({ key: productCategories.key, url: productCategories.imageUrl }).from(productCategories);
    const subjects = new Map(rows.map((row) => [row.key, new URL(row.url!, 'http://x').searchParams.get('subject')]));
    expect(Object.fromEntries(['sofas', 'rugs', 'mirrors', 'living-lighting', 'dining'].map((key) => [key, subjects.get(key)]))).toEqual({
      sofas: 'sofa',
      rugs: 'rug',
      mirrors: 'mirror',
      'living-lighting': 'pendant-lamp',
      dining: 'table',
    });
    expect(new Set(subjects.values()).size).toBeGreaterThan(25);
  });

  it('never shows two products that look alike next to each other in a category', async () => {
    const categories = await server.db.select({ id: productCategories.id, key: productCategories.key }).from(productCategories);
    for (const category of categories) {
      const response = await server.inject({ method: 'POST', url: '/api/product/search?limit=100', payload: { categoryId: category.id } });
      const urls = (response.json() as { items: { image: string }[] }).items.map((item) => item.image);
      // What a visitor sees: the thing, its colour and the wall behind it.
      const looks = await Promise.all(
        urls.map(async (url) => {
          const svg = (await server.inject({ method: 'GET', url })).body;
          const query = new URL(url, 'http://x').searchParams;
          return `${query.get('subject')} ${query.get('colour')} ${/<rect width="600" height="600" fill="(#[0-9A-F]{6})"/.exec(svg)?.[1]}`;
        }),
      );
      for (let index = 1; index < looks.length; index += 1) {
        expect([category.key, index, looks[index]]).not.toEqual([category.key, index, looks[index - 1]]);
      }
    }
  });

  it('gives every blog post a picture of its own', async () => {
    const rows = await server.db.select({ url: newsPosts.imageUrl }).from(newsPosts);
    const hashes = await Promise.all(
      rows.map(async (row) => createHash('sha256').update((await server.inject({ method: 'GET', url: row.url! })).rawPayload).digest('hex')),
    );
    expect(new Set(hashes).size).toBe(rows.length);
    expect(new Set(rows.map((row) => new URL(row.url!, 'http://x').searchParams.get('subject'))).size).toBe(rows.length);
  });

  it('has 8 vendors, at least 2 with free delivery (null price), and 5 agencies', async () => {
    expect(await countOf(server.db.select({ value: count() }).from(vendors))).toBe(8);
    expect(await countOf(server.db.select({ value: count() }).from(vendors).where(isNull(vendors.deliveryPrice)))).toBeGreaterThanOrEqual(2);
    expect(await countOf(server.db.select({ value: count() }).from(agencies))).toBe(5);
    const [logo] = await server.db.select({ url: agencies.logoUrl }).from(agencies).limit(1);
    expect(logo!.url).toMatch(/^\/media\/generated\/agency\/\d+\.svg\?label=/);
  });

  it('has 40 flatmate offers, many near a named university', async () => {
    expect(await countOf(server.db.select({ value: count() }).from(tenantOffers))).toBe(40);
    expect(
      await countOf(server.db.select({ value: count() }).from(tenantOffers).where(isNotNull(tenantOffers.universityId))),
    ).toBeGreaterThanOrEqual(10);
  });

  it('has 20 blog posts in at least 3 categories, 4 of them highlighted', async () => {
    expect(await countOf(server.db.select({ value: count() }).from(newsPosts))).toBe(20);
    expect(await countOf(server.db.select({ value: count() }).from(newsPosts).where(eq(newsPosts.highlighted, true)))).toBe(4);
    const categories = await server.db.selectDistinct({ id: newsPostCategories.categoryId }).from(newsPostCategories);
    expect(categories.length).toBeGreaterThanOrEqual(3);
    const [post] = await server.db.select({ body: newsPosts.body }).from(newsPosts).limit(1);
    expect(post!.body.bg).toMatch(/^<p>[^<]+<\/p>/);
  });

  it('has cleaning services of every type, exactly one of them moving transport', async () => {
    const rows = await server.db.select({ type: cleaningServices.type, severity: cleaningServices.severity }).from(cleaningServices);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(schema.CLEANING_SERVICE_TYPES));
    expect(rows.filter((row) => row.type === 'moving-transport')).toHaveLength(1);
    expect(rows.every((row) => row.severity === null || row.severity === 1)).toBe(true);
  });

  it('has categories in every room of the shop, gifts included', async () => {
    const rows = await server.db.selectDistinct({ room: productCategories.room }).from(productCategories);
    expect(new Set(rows.map((row) => row.room))).toEqual(new Set(schema.ROOMS));
  });

  it('writes Bulgarian and English texts', async () => {
    const [sofia] = await server.db.select({ name: cities.name }).from(cities).where(eq(cities.key, 'sofia'));
    expect(sofia!.name).toEqual({ bg: 'София', en: 'Sofia' });
    const [property] = await server.db.select({ title: properties.title }).from(properties).limit(1);
    expect(property!.title.bg).toMatch(/[\u0400-\u04FF]/);
    expect(property!.title.en).toMatch(/[A-Za-z]/);
    expect(property!.title.en).not.toMatch(/[\u0400-\u04FF]/);
  });

  it('prices every order as the server does: groups, VAT 20 % half up, delivery', async () => {
    const orderRows = await server.db.select().from(orders);
    expect(orderRows.length).toBeGreaterThanOrEqual(4);
    const mariaId = (await server.db.select({ id: users.id }).from(users).where(eq(users.email, USER_BY_KEY.get('maria')!.email)))[0]!.id;
    expect(orderRows.filter((order) => order.buyerUserId === mariaId).length).toBeGreaterThanOrEqual(2);
    expect(new Set(orderRows.map((order) => order.buyerUserId)).size).toBeGreaterThanOrEqual(2);

    for (const order of orderRows) {
      const groups = await server.db.select().from(orderVendorGroups).where(eq(orderVendorGroups.orderId, order.id));
      const items = await server.db
        .select({ item: orderItems, price: products.price, promoPrice: products.promoPrice, deliveryPrice: vendors.deliveryPrice })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .innerJoin(vendors, eq(vendors.id, orderItems.vendorId))
        .where(eq(orderItems.orderId, order.id));
      expect(groups.length).toBeGreaterThan(0);
      for (const group of groups) {
        const lines = items.filter((row) => row.item.vendorId === group.vendorId);
        expect(lines.length).toBeGreaterThan(0);
        for (const line of lines) expect(line.item.unitPrice).toBe(line.promoPrice ?? line.price);
        expect(group.totalAmount).toBe(lines.reduce((sum, line) => sum + line.item.unitPrice * line.item.quantity, 0));
        expect(group.totalTaxes).toBe(vatOf(group.totalAmount));
        expect(group.delivery).toBe(lines[0]!.deliveryPrice ?? 0);
      }
      expect(order.totalOrderAmount).toBe(groups.reduce((sum, group) => sum + group.totalAmount + group.totalTaxes + group.delivery, 0));
      expect(order.totalDeliveryAmount).toBe(groups.reduce((sum, group) => sum + group.delivery, 0));
      expect(order.totalProductCount).toBe(items.reduce((sum, row) => sum + row.item.quantity, 0));
      const open = groups.filter((group) => group.status !== 'cancelled');
      if (open.length === 0) expect(order.status).toBe('cancelled');
      else expect(open.map((group) => group.status)).toContain(order.status);
    }
  });

  it('gives the demo vendor orders and the demo owners viewing requests', async () => {
    const [dabrava] = await server.db
      .select({ id: vendors.id })
      .from(vendors)
      .innerJoin(users, eq(users.id, vendors.ownerUserId))
      .where(eq(users.email, 'vendor@domovik.test'));
    expect(await countOf(server.db.select({ value: count() }).from(orderVendorGroups).where(eq(orderVendorGroups.vendorId, dabrava!.id)))).toBeGreaterThan(0);
    const owners = await server.db.select({ id: users.id }).from(users).where(inArray(users.email, ['maria@domovik.test', 'agency@domovik.test']));
    const viewings = await countOf(
      server.db
        .select({ value: count() })
        .from(schema.viewingRequests)
        .innerJoin(properties, eq(properties.id, schema.viewingRequests.propertyId))
        .where(inArray(properties.ownerUserId, owners.map((owner) => owner.id))),
    );
    expect(viewings).toBeGreaterThanOrEqual(2);
  });
});

describe('the demo accounts', () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.type, account] as const))('%s signs in with the demo password', async (_type, account) => {
    expect(account.password).toBe(DEMO_PASSWORD);
    const signIn = await server.inject({ method: 'POST', url: '/api/auth', payload: { email: account.email, password: DEMO_PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    const me = await server.inject({ method: 'GET', url: '/api/user', headers: { cookie: tokenCookie(signIn), 'accept-language': 'bg' } });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body).toMatchObject({ type: account.type, email: account.email, emailConfirmed: true });
    if (account.type === 'user') {
      expect(body).toMatchObject({ credits: 20, agency: null, vendor: null });
    } else if (account.type === 'agency') {
      expect(body.agency.name).toBe(AGENCY_BY_KEY.get('domus')!.name.bg);
      expect(body.vendor).toBeNull();
    } else {
      expect(body.vendor.name).toBe(VENDOR_BY_KEY.get('mebeli-dabrava')!.name.bg);
      expect(body.agency).toBeNull();
    }
  });
});

describe('the demo shop (vendor area)', () => {
  it('has orders in every status, revenue in several months, and an import waiting for review that publishes', async () => {
    const signIn = await server.inject({ method: 'POST', url: '/api/auth', payload: { email: 'vendor@domovik.test', password: DEMO_PASSWORD } });
    const headers = { cookie: tokenCookie(signIn), 'accept-language': 'en' };
    const stats = (await server.inject({ method: 'GET', url: '/api/stats/user', headers })).json();
    for (const { count: groups } of stats.vendor.ordersByStatus) expect(groups).toBeGreaterThan(0);
    expect(stats.vendor.revenueByMonth.filter((month: { amount: number }) => month.amount > 0).length).toBeGreaterThanOrEqual(4);
    expect(stats.vendor.topProducts.length).toBeGreaterThan(0);

    const imports = (await server.inject({ method: 'GET', url: '/api/product/import', headers })).json();
    expect(imports.items.map((item: { status: string }) => item.status)).toEqual(['parsed', 'completed']);
    const waiting = imports.items[0];
    const report = (await server.inject({ method: 'GET', url: `/api/product/import/${waiting.id}`, headers })).json();
    expect(report.errors.total).toBe(waiting.errorCount);
    const approve = await server.inject({ method: 'POST', url: `/api/product/import/${waiting.id}`, headers, payload: { status: 'publishing' } });
    expect(approve.statusCode).toBe(200);
    await server.app.importJob.idle();
    const done = (await server.inject({ method: 'GET', url: `/api/product/import/${waiting.id}`, headers })).json().import;
    expect(done).toMatchObject({ status: 'completed', publishedRows: waiting.validRows, createdProducts: waiting.validRows });
  });
});

describe('running it again', () => {
  it('changes nothing once the database has users', async () => {
    const before = await tableCounts();
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(30);
    expect(await seedDatabase(server.db)).toEqual({ seeded: false });
    expect(await tableCounts()).toEqual(before);
  });
});
