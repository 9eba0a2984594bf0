/**
 * `npm run bench -- --country` (or BENCH_COUNTRY=1), a country's worth of data (issue 23): a
 * new database on PostgreSQL (an embedded PostgreSQL 18, or the server of TEST_DATABASE_URL)
 * gets the demo data, then 1,000,000 properties and 1,000,000 products written by PostgreSQL
 * itself (generate_series: spread over every district, most in the first ones, as the big
 * cities are; every type, furniture and price; products over every category and vendor, with
 * a value for each of their category's filters). The real app then answers the rentals bench's
 * searches (GET /api/property, two filters and a sort) and the shop bench's (POST
 * /api/product/search, facet counts): p50 and p95. Goal: p50 under 20 ms, p95 under 50 ms.
 * Then each SQL statement of one search of each kind runs again under EXPLAIN (ANALYZE,
 * BUFFERS), and the summary of its plan is printed. Off by default: filling takes minutes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { categoryFilters, cities, districts, productCategories } from '../../server/db/schema/index.ts';
import { createRng } from '../../server/db/seed/content/index.ts';
import { seedDatabase } from '../../server/db/seed/index.ts';
import { createDatabase, startEmbeddedPostgres } from '../../tests/server/helpers/postgres.ts';
import { ms } from './helpers/database.ts';
import { searches as propertySearches } from './rentals.ts';
import { searches as productSearches } from './shop.ts';

const ROWS = 1_000_000;
const WARM_UP = 20;

const FILL_PROPERTIES = sql`
  with d as (select array_agg(id order by sort_order, id) ids from districts),
       u as (select array_agg(id order by id) ids from users where type in ('user', 'agency'))
  insert into properties (owner_user_id, district_id, title, description, price, type, furniture, bedrooms, bathrooms, area,
                          status, pet_friendly, premium_until, created_at, updated_at)
  select u.ids[1 + g % cardinality(u.ids)],
         -- random()^2: the first districts (the capital's) hold most homes
         d.ids[1 + floor(power(random(), 2) * cardinality(d.ids))::int],
         jsonb_build_object('bg', 'Жилище ' || g, 'en', 'Home ' || g),
         jsonb_build_object('bg', 'Светло жилище близо до спирка.', 'en', 'A bright home near a stop.'),
         (150 + floor(random() * 1850))::int * 100,
         (array['room', 'studio', 'apartment', 'house'])[1 + floor(random() * 4)::int],
         (array['furnished', 'partly-furnished', 'unfurnished'])[1 + floor(random() * 3)::int],
         floor(random() * 4)::int, 1 + floor(random() * 2)::int, 15 + floor(random() * 160),
         case when random() < 0.85 then 'active' when random() < 0.5 then 'rented' else 'inactive' end,
         random() < 0.3,
         case when random() < 0.01 then now() + interval '7 days' end,
         now() - random() * interval '2 years', now()
  from generate_series(1, ${ROWS}) g, d, u`;

const FILL_PRODUCTS = sql`
  with c as (select array_agg(id order by id) ids from product_categories),
       v as (select array_agg(id order by id) ids from vendors),
       n as (select g, c.ids[1 + abs(hashint4(g)) % cardinality(c.ids)] category, (500 + floor(random() * 150000))::int price
             from generate_series(1, ${ROWS}) g, c)
  insert into products (vendor_id, title, description, price, promo_price, stock, attributes, sku, created_at, updated_at)
  select v.ids[1 + n.g % cardinality(v.ids)],
         jsonb_build_object('bg', 'Продукт ' || n.g, 'en', 'Product ' || n.g),
         jsonb_build_object('bg', 'Здрав и красив.', 'en', 'Sturdy and handsome.'),
         n.price, case when n.g % 5 = 0 then n.price * 4 / 5 end, n.g % 50,
         coalesce((select jsonb_object_agg(f.key, f.values -> (abs(hashint4(n.g + f.id)) % jsonb_array_length(f.values)) ->> 'value')
                   from category_filters f where f.category_id = n.category and jsonb_array_length(f.values) > 0), '{}'),
         'COUNTRY-' || n.category || '-' || n.g,
         now() - random() * interval '2 years', now()
  from n, v`;

const LINK_PRODUCTS = sql`
  insert into product_category_links (product_id, category_id)
  select id, split_part(sku, '-', 2)::int from products where sku like 'COUNTRY-%'`;

/** The statements pg sends while `work` runs (text and values), to EXPLAIN them afterwards. */
async function capturing(work: () => Promise<unknown>): Promise<{ text: string; values: unknown[] }[]> {
  const seen: { text: string; values: unknown[] }[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
    // Drizzle passes its values beside the query's config, not in it.
    const values = Array.isArray(second) ? (second as unknown[]) : [];
    if (typeof first === 'string') seen.push({ text: first, values });
    else if (first && typeof first.text === 'string') seen.push({ text: first.text, values: first.values ?? values });
    return (original as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return seen.filter((statement) => /^\s*(select|with)\b/i.test(statement.text));
}

/** Each statement's plan, in short: its scans, joins, sorts and aggregates, and its execution time. */
async function explain(url: string, label: string, statements: { text: string; values: unknown[] }[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [index, statement] of statements.entries()) {
      const result = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.text}`, statement.values);
      const lines = result.rows.map((row) => row['QUERY PLAN']);
      const time = lines.find((text) => text.startsWith('Execution Time'))!;
      console.log(`    ${label}, statement ${index + 1} of ${statements.length} (${time}): ${statement.text.replace(/\s+/g, ' ').slice(0, 110)}…`);
      for (const text of lines.filter((line) => /(Scan|Join|Nested Loop|Sort|Aggregate|Limit|Bitmap)/.test(line) && !/^\s*(Sort Key|Sort Method|Group Key)/.test(line.trim()))) {
        console.log(`      ${text.replace(/ \(cost=[^)]*\)/, '').slice(0, 150)}`);
      }
    }
  } finally {
    await client.end();
  }
}

export async function run(): Promise<void> {
  if (!process.argv.includes('--country') && process.env.BENCH_COUNTRY !== '1') {
    console.log('A country: not measured (1,000,000 properties and products take minutes to write): npm run bench -- --country');
    return;
  }
  console.log(`A country: ${ROWS.toLocaleString('en')} properties and ${ROWS.toLocaleString('en')} products on PostgreSQL, searched through the real app`);
  const started = performance.now();
  const embedded = process.env.TEST_DATABASE_URL ? undefined : await startEmbeddedPostgres();
  try {
    const { url, drop } = await createDatabase(process.env.TEST_DATABASE_URL ?? embedded!.url, 'domovik_country');
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      const { db } = database;
      await seedDatabase(db);
      const step = async (name: string, statement: ReturnType<typeof sql>) => {
        const before = performance.now();
        await db.execute(statement);
        console.log(`  ${name.padEnd(30)} ${((performance.now() - before) / 1000).toFixed(0).padStart(4)} s`);
      };
      await step('properties written', FILL_PROPERTIES);
      await step('products written', FILL_PRODUCTS);
      // The links' trigger writes the category search's rows too (migration 0016).
      await step('products linked, search rows', LINK_PRODUCTS);
      await step('VACUUM ANALYZE', sql`vacuum analyze`);

      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'domovik-bench-country-'));
      const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database });
      await app.ready();
      try {
        const [cityRows, districtRows, categoryRows, filterRows] = await Promise.all([
          db.select({ id: cities.id }).from(cities),
          db.select({ id: districts.id }).from(districts),
          db.select({ id: productCategories.id }).from(productCategories),
          db.select().from(categoryFilters),
        ]);
        const propertyUrls = propertySearches(createRng(0x4e47a1), { cityIds: cityRows.map((row) => row.id), districtIds: districtRows.map((row) => row.id) });
        const categories = categoryRows.map(({ id }) => ({
          id,
          filters: filterRows.filter((row) => row.categoryId === id).map((row) => ({ key: row.key, values: row.values.map((option) => option.value) })),
        }));
        const productRequests = productSearches(createRng(0x5ea4c), categories);

        const time = async (label: string, requests: { method: 'GET' | 'POST'; url: string; payload?: object }[]) => {
          const times: number[] = [];
          let found = 0;
          for (const [index, request] of requests.entries()) {
            const before = performance.now();
            const response = await app.inject(request);
            const elapsed = performance.now() - before;
            if (response.statusCode !== 200) throw new Error(`${request.url} answered ${response.statusCode}: ${response.body}`);
            if (index >= WARM_UP) {
              times.push(elapsed);
              found += (response.json() as { total: number }).total;
            }
          }
          times.sort((a, b) => a - b);
          console.log(`  ${label.padEnd(30)} p50 ${ms(times, 0.5)}   p95 ${ms(times, 0.95)}   ${Math.round(found / times.length).toLocaleString('en')} found on average`);
        };
        const propertyRequests = propertyUrls.map((path) => ({ method: 'GET' as const, url: path }));
        const productPosts = productRequests.map((search) => ({ method: 'POST' as const, url: search.url, payload: search.payload }));
        await time('property search (GET)', propertyRequests);
        await time('product search, facets (POST)', productPosts);

        console.log('  Plans (EXPLAIN ANALYZE of each statement of one search):');
        await explain(url, 'property search', await capturing(() => app.inject(propertyRequests[WARM_UP]!)));
        await explain(url, 'product search', await capturing(() => app.inject(productPosts[WARM_UP]!)));
      } finally {
        await app.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    } finally {
      await database.close();
      await drop();
    }
  } finally {
    await embedded?.stop();
  }
  console.log(`  (${((performance.now() - started) / 1000).toFixed(0)} s in all; load average of this machine: ${os.loadavg().map((value) => value.toFixed(1)).join(', ')})`);
}
