/**
 * `npm run bench`, the shop: a throwaway database (PGlite in memory, and a new database on the
 * PostgreSQL server of TEST_DATABASE_URL when it is set) gets the demo data plus 100,000
 * generated products in the demo categories; then the real app answers 200 filtered category
 * searches with facet counts (POST /api/product/search, as the category page sends it) and the
 * median and 95th-percentile times are printed. Goal: median under 20 ms on PGlite.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { categoryFilters, productCategories, vendors } from '../../server/db/schema/index.ts';
import { VENDORS, createRng, generateProducts } from '../../server/db/seed/content/index.ts';
import type { Rng, SeedProduct } from '../../server/db/seed/content/index.ts';
import { insertProducts, seedDatabase } from '../../server/db/seed/index.ts';
import { memoryDatabase, ms, postgresDatabase } from './helpers/database.ts';
import type { Throwaway } from './helpers/database.ts';

const PRODUCTS = 100_000;
const WARM_UP = 20;
const SEARCHES = 200;
const ORDERS = ['price.ASC', 'price.DESC', 'createdAt.DESC', 'title.ASC'] as const;

/** The demo data, then the generated products in the demo categories from the demo vendors. */
export async function fill(database: Database, generated: SeedProduct[]): Promise<void> {
  const { db } = database;
  await seedDatabase(db);
  const vendorRows = await db.select({ id: vendors.id, name: vendors.name }).from(vendors);
  const vendorIds = new Map(VENDORS.map((vendor) => [vendor.key, vendorRows.find((row) => row.name.bg === vendor.name.bg)!.id]));
  const categoryRows = await db.select({ id: productCategories.id, key: productCategories.key }).from(productCategories);
  const categoryIds = new Map(categoryRows.map((row) => [row.key, row.id]));
  await insertProducts(db, generated, { vendorIds, categoryIds });
  await db.execute(sql`analyze`);
}

/** A category page's search: one to three filters with one or two values, sometimes price bounds. */
export function searches(rng: Rng, categories: { id: number; filters: { key: string; values: string[] }[] }[]) {
  return Array.from({ length: WARM_UP + SEARCHES }, () => {
    const category = rng.pick(categories);
    const filters: Record<string, string[]> = {};
    for (const filter of rng.sample(category.filters, rng.int(1, Math.min(3, category.filters.length)))) {
      filters[filter.key] = rng.sample(filter.values, rng.int(1, Math.min(2, filter.values.length)));
    }
    const bounds = rng.chance(0.3) ? { priceFrom: 2_000, priceTo: rng.int(10_000, 60_000) } : {};
    return {
      url: `/api/product/search?orderBy=${rng.pick(ORDERS)}&offset=${10 * rng.int(0, 3)}`,
      payload: { categoryId: category.id, filters, ...bounds },
    };
  });
}

/**
 * Fills a throwaway database and times the searches through the real app. `inProcess`: the
 * database runs in this process (PGlite), so this process's CPU time is the work itself,
 * whatever else the machine is doing, and is printed too.
 */
async function measure(label: string, inProcess: boolean, generated: SeedProduct[], open: () => Promise<Throwaway>): Promise<void> {
  const started = performance.now();
  const { database, drop } = await open();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'domovik-bench-'));
  try {
    await fill(database, generated);
    const filled = (performance.now() - started) / 1000;
    const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database });
    await app.ready();
    const [categoryRows, filterRows] = await Promise.all([
      database.db.select({ id: productCategories.id }).from(productCategories),
      database.db.select().from(categoryFilters),
    ]);
    const categories = categoryRows.map(({ id }) => ({
      id,
      filters: filterRows.filter((row) => row.categoryId === id).map((row) => ({ key: row.key, values: row.values.map((option) => option.value) })),
    }));

    const times: number[] = [];
    const cpuTimes: number[] = [];
    let found = 0;
    for (const [index, search] of searches(createRng(0x5ea4c), categories).entries()) {
      const before = performance.now();
      const cpuBefore = process.cpuUsage();
      const response = await app.inject({ method: 'POST', url: search.url, payload: search.payload });
      const cpu = process.cpuUsage(cpuBefore);
      const elapsed = performance.now() - before;
      if (response.statusCode !== 200) throw new Error(`search answered ${response.statusCode}: ${response.body}`);
      if (index >= WARM_UP) {
        times.push(elapsed);
        cpuTimes.push((cpu.user + cpu.system) / 1000);
        found += (response.json() as { total: number }).total;
      }
    }
    await app.close();
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    console.log(`  ${label.padEnd(10)}  median ${ms(times, 0.5)}   p95 ${ms(times, 0.95)}`);
    if (inProcess) console.log(`  ${'  CPU'.padEnd(10)}  median ${ms(cpuTimes, 0.5)}   p95 ${ms(cpuTimes, 0.95)}`);
    console.log(`  ${''.padEnd(10)}  ${Math.round(found / SEARCHES)} products found on average; database filled in ${filled.toFixed(0)} s`);
  } finally {
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  console.log(`Shop: ${SEARCHES} filtered category searches with facet counts over ${PRODUCTS.toLocaleString('en')} products (POST /api/product/search)`);
  const generated = generateProducts(createRng(0xbe7c4), new Date(), PRODUCTS).map((product) => ({ ...product, key: `bench-${product.key}` }));
  await measure('PGlite', true, generated, memoryDatabase);
  const url = process.env.TEST_DATABASE_URL;
  if (url) await measure('PostgreSQL', false, generated, () => postgresDatabase(url));
  else console.log('  PostgreSQL not measured: set TEST_DATABASE_URL to a PostgreSQL server.');
  console.log(`  (load average of this machine: ${os.loadavg().map((load) => load.toFixed(1)).join(', ')})`);
}
