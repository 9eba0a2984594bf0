/**
 * `npm run bench`, server rendering (issue 24, decision 0029): one server on PGlite with the demo
 * data and the real build (dist/, with its server renderer) answers, one request at a time, 500
 * requests for each of the product, property, category and search pages, as a browser asks
 * (brotli): uncached (a query of its own each time, so every one is rendered) and cached (the
 * same address). Printed: time to the first byte and to the last (p50, p95), and whether the
 * page came rendered. Then 20 keep-alive clients (autocannon) ask for the product page, rendered
 * (as served: from the cache) and as the client-only page it replaces (the same build without
 * its server renderer), for requests per second.
 */
import { mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hrefFor } from '../../domain/routes.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { productCategories } from '../../server/db/schema/index.ts';
import { seedDatabase } from '../../server/db/seed/index.ts';
import { memoryDatabase, ms } from './helpers/database.ts';

const REQUESTS = 500;
const WARM_UP = 20;
const CONNECTIONS = 20;
const SECONDS = 8;
const ENCODING = 'gzip, deflate, br';
const DIST = path.resolve('dist');

/** One GET: milliseconds to its first body byte and to its end. */
function timed(url: string): Promise<{ first: number; full: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': ENCODING } }, (response) => {
        let first = 0;
        response.on('data', () => {
          if (first === 0) first = performance.now() - started;
        });
        response.on('end', () => resolve({ first, full: performance.now() - started }));
      })
      .on('error', reject);
  });
}

/** Whether the server renders the page at `url` (its #root is not empty). */
async function isRendered(app: FastifyInstance, url: string): Promise<boolean> {
  const page = await app.inject({ method: 'GET', url });
  return !page.body.includes('<div id="root"></div>');
}

async function times(base: string, pagePath: string, distinct: boolean) {
  const address = (n: number) => `${base}${pagePath}${distinct ? `${pagePath.includes('?') ? '&' : '?'}bench=${n}` : ''}`;
  for (let n = 0; n < WARM_UP; n += 1) await timed(address(-n - 1));
  const first: number[] = [];
  const full: number[] = [];
  for (let n = 0; n < REQUESTS; n += 1) {
    const answer = await timed(address(n));
    first.push(answer.first);
    full.push(answer.full);
  }
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  return { first: sorted(first), full: sorted(full) };
}

/** The build without its server renderer: the pages as the browser alone renders them. */
async function clientOnlyDist(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'domovik-client-only-'));
  for (const entry of await readdir(DIST)) {
    if (entry !== 'server') await symlink(path.join(DIST, entry), path.join(dir, entry));
  }
  return dir;
}

async function perSecond(url: string): Promise<string> {
  const hammer = (duration: number) => autocannon({ url, connections: CONNECTIONS, duration, headers: { 'accept-encoding': ENCODING } });
  await hammer(2);
  const result = await hammer(SECONDS);
  const failed = result.non2xx + result.errors;
  return `${result.requests.average.toFixed(0).padStart(6)} requests/s   p99 ${result.latency.p99.toFixed(1)} ms${failed ? `   (${failed} not 200)` : ''}`;
}

export async function run(): Promise<void> {
  console.log(`Server rendering: ${REQUESTS} requests one at a time per page against one server (PGlite, demo data, the real build)`);
  const { database, drop } = await memoryDatabase();
  await seedDatabase(database.db);
  const [category] = await database.db.select({ id: productCategories.id }).from(productCategories).orderBy(asc(productCategories.id)).limit(1);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'domovik-bench-'));
  const clientOnly = await clientOnlyDist();
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, distDir: DIST });
  const browserOnly = await buildApp({ config, database, distDir: clientOnly });
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const pages = [
      { label: 'product', path: hrefFor('SingleProductPage', { id: 1 }) },
      { label: 'property', path: hrefFor('SinglePropertyPage', { id: 1 }) },
      { label: 'category', path: hrefFor('MarketplaceCategoryPage', { id: category!.id }) },
      { label: 'search', path: hrefFor('PropertySearchPage', {}, { city: 'sofia' }) },
    ];
    console.log(`  ${'page'.padEnd(10)} ${'rendered'.padEnd(9)} ${'cache'.padEnd(9)} ${'first byte p50'.padStart(15)} ${'p95'.padStart(9)} ${'full p50'.padStart(10)} ${'p95'.padStart(9)}`);
    for (const page of pages) {
      const rendered = (await isRendered(app, page.path)) ? 'yes' : 'no';
      for (const distinct of [true, false]) {
        const { first, full } = await times(base, page.path, distinct);
        console.log(
          `  ${page.label.padEnd(10)} ${rendered.padEnd(9)} ${(distinct ? 'uncached' : 'cached').padEnd(9)} ${ms(first, 0.5).padStart(15)} ${ms(first, 0.95).padStart(9)} ${ms(full, 0.5).padStart(10)} ${ms(full, 0.95).padStart(9)}`,
        );
      }
    }
    const product = pages[0]!.path;
    const browserBase = await browserOnly.listen({ host: '127.0.0.1', port: 0 });
    console.log(`  ${CONNECTIONS} clients for ${SECONDS} s on the product page:`);
    console.log(`    rendered (cached)  ${await perSecond(`${base}${product}`)}`);
    console.log(`    client-only        ${await perSecond(`${browserBase}${product}`)}`);
  } finally {
    await Promise.all([app.close(), browserOnly.close()]);
    await drop();
    await Promise.all([rm(dataDir, { recursive: true, force: true }), rm(clientOnly, { recursive: true, force: true })]);
  }
}
