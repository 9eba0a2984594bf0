/**
 * `npm run bench`, the site search: the shop bench's throwaway database (the demo data plus
 * 100,000 generated products, scripts/bench/shop.ts) answers 200 searches of the header's search
 * box through the real app (GET /api/search?q=, every kind grouped), with words as visitors type
 * them: Bulgarian, English, Bulgarian in Latin letters, with a typo, one or two words. The median
 * and 95th-percentile times are printed. Goal: median under 50 ms on PGlite.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createRng, generateProducts } from '../../server/db/seed/content/index.ts';
import type { SeedProduct } from '../../server/db/seed/content/index.ts';
import { memoryDatabase, ms, postgresDatabase } from './helpers/database.ts';
import type { Throwaway } from './helpers/database.ts';
import { fill } from './shop.ts';

const PRODUCTS = 100_000;
const WARM_UP = 20;
const SEARCHES = 200;
export const QUERIES = [
  'диван', 'divan', 'дван', 'sofa', 'ъглов диван', 'лампа', 'lampa', 'table lamp', 'маса', 'masa', 'килим', 'kilim', 'rug',
  'огледало', 'ogledalo', 'mirror', 'шкаф', 'стол', 'chair', 'възглавница', 'pillow', 'nastolna lampa', 'dining table', 'апартамент', 'стая',
];

async function measure(label: string, generated: SeedProduct[], open: () => Promise<Throwaway>): Promise<void> {
  const { database, drop } = await open();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'domovik-bench-'));
  try {
    await fill(database, generated);
    const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database });
    await app.ready();
    const rng = createRng(0x5ea7c);
    const times: number[] = [];
    let found = 0;
    for (let index = 0; index < WARM_UP + SEARCHES; index += 1) {
      const q = rng.pick(QUERIES);
      const before = performance.now();
      const response = await app.inject({ method: 'GET', url: '/api/search', query: { q } });
      const elapsed = performance.now() - before;
      if (response.statusCode !== 200) throw new Error(`search answered ${response.statusCode}: ${response.body}`);
      if (index >= WARM_UP) {
        times.push(elapsed);
        found += (response.json() as { products: { total: number } }).products.total;
      }
    }
    await app.close();
    times.sort((a, b) => a - b);
    console.log(`  ${label.padEnd(10)}  median ${ms(times, 0.5)}   p95 ${ms(times, 0.95)}`);
    console.log(`  ${''.padEnd(10)}  ${Math.round(found / SEARCHES)} products found on average`);
  } finally {
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  console.log(`Site search: ${SEARCHES} searches of the header's box over ${PRODUCTS.toLocaleString('en')} products (GET /api/search)`);
  const generated = generateProducts(createRng(0xbe7c4), new Date(), PRODUCTS).map((product) => ({ ...product, key: `bench-${product.key}` }));
  await measure('PGlite', generated, memoryDatabase);
  const url = process.env.TEST_DATABASE_URL;
  if (url) await measure('PostgreSQL', generated, () => postgresDatabase(url));
  else console.log('  PostgreSQL not measured: set TEST_DATABASE_URL to a PostgreSQL server.');
  console.log(`  (load average of this machine: ${os.loadavg().map((load) => load.toFixed(1)).join(', ')})`);
}
