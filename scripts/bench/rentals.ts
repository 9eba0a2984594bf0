/**
 * `npm run bench`, rentals: a throwaway database (PGlite in memory, and a new database on the
 * PostgreSQL server of TEST_DATABASE_URL when it is set) gets the demo data plus 50,000
 * generated properties; then the real app answers 200 searches of the property search page,
 * each with two filters and a sort (GET /api/property, pages 1 to 4), and the median and
 * 95th-percentile times are printed. Goal: median under 20 ms on PGlite.
 *
 * The searches run twice: as the rows were written, then after a VACUUM. The search reads its
 * index alone only on pages the visibility map marks all-visible, which VACUUM sets: PostgreSQL's
 * autovacuum does it by itself after such a load, PGlite runs no autovacuum (decision 0012).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { appliances, cities, districts, users } from '../../server/db/schema/index.ts';
import { SEED_USERS, createRng, generateProperties } from '../../server/db/seed/content/index.ts';
import type { Rng, SeedProperty } from '../../server/db/seed/content/index.ts';
import { insertProperties, seedDatabase } from '../../server/db/seed/index.ts';
import { memoryDatabase, ms, postgresDatabase } from './helpers/database.ts';
import type { Throwaway } from './helpers/database.ts';

const PROPERTIES = 50_000;
const WARM_UP = 20;
const SEARCHES = 200;
const ORDERS = ['createdAt.DESC', 'createdAt.ASC', 'price.ASC', 'price.DESC'] as const;

/** The demo data, then the generated properties of the demo owners. */
async function fill(database: Database, generated: SeedProperty[]): Promise<void> {
  const { db } = database;
  await seedDatabase(db);
  const [userRows, districtRows, applianceRows] = await Promise.all([
    db.select({ id: users.id, email: users.email }).from(users),
    db.select({ id: districts.id, key: districts.key }).from(districts),
    db.select({ id: appliances.id, key: appliances.key }).from(appliances),
  ]);
  const userIds = new Map(SEED_USERS.map((user) => [user.key, userRows.find((row) => row.email === user.email.toLowerCase())!.id]));
  await insertProperties(db, generated, {
    userIds,
    districtIds: new Map(districtRows.map((row) => [row.key, row.id])),
    applianceIds: new Map(applianceRows.map((row) => [row.key, row.id])),
  });
  await db.execute(sql`analyze`);
}

type Timings = { times: number[]; cpuTimes: number[]; found: number };

/** Times the searches through `app`; the first WARM_UP are not counted. */
async function time(app: Awaited<ReturnType<typeof buildApp>>, urls: readonly string[]): Promise<Timings> {
  const timings: Timings = { times: [], cpuTimes: [], found: 0 };
  for (const [index, url] of urls.entries()) {
    const before = performance.now();
    const cpuBefore = process.cpuUsage();
    const response = await app.inject({ method: 'GET', url });
    const cpu = process.cpuUsage(cpuBefore);
    const elapsed = performance.now() - before;
    if (response.statusCode !== 200) throw new Error(`search answered ${response.statusCode}: ${response.body}`);
    if (index >= WARM_UP) {
      timings.times.push(elapsed);
      timings.cpuTimes.push((cpu.user + cpu.system) / 1000);
      timings.found += (response.json() as { total: number }).total;
    }
  }
  timings.times.sort((a, b) => a - b);
  timings.cpuTimes.sort((a, b) => a - b);
  return timings;
}

type Places = { cityIds: number[]; districtIds: number[] };

/** What a visitor of the search page asks: two filters (a place and one more), a sort and a page. */
export function searches(rng: Rng, places: Places): string[] {
  const second = [
    () => `priceTo=${rng.int(4, 12) * 10_000}`,
    () => `priceFrom=${rng.int(3, 8) * 10_000}`,
    () => `type=${rng.pick(['room', 'studio', 'apartment', 'house'])}`,
    () => `bedrooms=${rng.int(1, 3)}`,
    () => `furniture=${rng.pick(['furnished', 'partly-furnished', 'unfurnished'])}`,
    () => `petFriendly=1`,
    () => `areaFrom=${rng.int(4, 9) * 10}`,
  ];
  return Array.from({ length: WARM_UP + SEARCHES }, () => {
    const place = rng.chance(0.7) ? `cityId=${rng.pick(places.cityIds)}` : `districtId=${rng.pick(places.districtIds)}`;
    return `/api/property?${place}&${rng.pick(second)()}&orderBy=${rng.pick(ORDERS)}&offset=${12 * rng.int(0, 3)}`;
  });
}

/**
 * Fills a throwaway database and times the searches through the real app. `inProcess`: the
 * database runs in this process (PGlite), so this process's CPU time is the work itself,
 * whatever else the machine is doing, and is printed too.
 */
async function measure(label: string, inProcess: boolean, generated: SeedProperty[], open: () => Promise<Throwaway>): Promise<void> {
  const started = performance.now();
  const { database, drop } = await open();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'domovik-bench-'));
  try {
    await fill(database, generated);
    const filled = (performance.now() - started) / 1000;
    const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database });
    await app.ready();
    const [cityRows, districtRows] = await Promise.all([
      database.db.select({ id: cities.id }).from(cities),
      database.db.select({ id: districts.id }).from(districts),
    ]);
    const places = { cityIds: cityRows.map((row) => row.id), districtIds: districtRows.map((row) => row.id) };
    const urls = searches(createRng(0x4e47a1), places);

    const print = (state: string, { times, cpuTimes }: Timings) => {
      console.log(`  ${label.padEnd(10)}  ${state.padEnd(13)}  median ${ms(times, 0.5)}   p95 ${ms(times, 0.95)}`);
      if (inProcess) console.log(`  ${''.padEnd(10)}  ${'  CPU'.padEnd(13)}  median ${ms(cpuTimes, 0.5)}   p95 ${ms(cpuTimes, 0.95)}`);
    };
    print('as written', await time(app, urls));
    await database.db.execute(sql`vacuum analyze`);
    const vacuumed = await time(app, urls);
    print('after VACUUM', vacuumed);
    await app.close();
    console.log(`  ${''.padEnd(10)}  ${Math.round(vacuumed.found / SEARCHES)} properties found on average; database filled in ${filled.toFixed(0)} s`);
  } finally {
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  console.log(`Rentals: ${SEARCHES} property searches with two filters and a sort over ${PROPERTIES.toLocaleString('en')} properties (GET /api/property)`);
  const generated = generateProperties(createRng(0xbe7e1), new Date(), PROPERTIES).map((property) => ({ ...property, key: `bench-${property.key}` }));
  await measure('PGlite', true, generated, memoryDatabase);
  const url = process.env.TEST_DATABASE_URL;
  if (url) await measure('PostgreSQL', false, generated, () => postgresDatabase(url));
  else console.log('  PostgreSQL not measured: set TEST_DATABASE_URL to a PostgreSQL server.');
  console.log(`  (load average of this machine: ${os.loadavg().map((load) => load.toFixed(1)).join(', ')})`);
}
