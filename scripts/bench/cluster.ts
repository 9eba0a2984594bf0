/**
 * `npm run bench`, past one machine (issue 23): mixed reads, as visitors send them, against one
 * server and then against two on the same PostgreSQL, in the same run: the cluster of the
 * two-server test (tests/server/helpers/cluster.ts: an embedded PostgreSQL 18, or a database on
 * TEST_DATABASE_URL, with the demo data; two `node server/main.ts` processes). The reads go round
 * the site search (GET /api/search?q=), property pages, product pages and the translations of
 * both languages; with two servers they alternate between them, as a load balancer would.
 * Printed: requests per second and p50/p99 latency of each, and the ratio two / one.
 *
 * On a machine with fewer cores than two servers, PostgreSQL and the load need, the ratio says
 * what the cores allow, not what a second machine would bring: the core count is printed.
 */
import os from 'node:os';
import pg from 'pg';
import { startCluster } from '../../tests/server/helpers/cluster.ts';
import { load } from './helpers/load.ts';
import type { LoadResult } from './helpers/load.ts';
import { QUERIES } from './search.ts';

const CONNECTIONS = 16;
const WARM_UP_SECONDS = 3;
const SECONDS = 15;

/** The read paths, relative to a server: searches, 10 property and 10 product pages, translations. */
async function readPaths(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const properties = await client.query<{ id: number }>("select id from properties where status = 'active' and deleted_at is null order by id limit 10");
    const products = await client.query<{ id: number }>('select id from products where deleted_at is null order by id limit 10');
    const searches = QUERIES.slice(0, 10).map((q) => `/api/search?q=${encodeURIComponent(q)}`);
    const translations = ['bg', 'en'].map((locale) => `/api/localization/translation/${locale}`);
    const paths: string[] = [];
    // Interleaved, so that every stretch of the load holds each kind.
    for (let index = 0; index < 10; index += 1) {
      paths.push(searches[index]!, `/api/property/${properties.rows[index]!.id}`, `/api/product/${products.rows[index]!.id}`, translations[index % 2]!);
    }
    return paths;
  } finally {
    await client.end();
  }
}

const line = (label: string, result: LoadResult) =>
  `  ${label.padEnd(12)} ${result.perSecond.toFixed(0).padStart(6)} requests/s   p50 ${result.p50.toFixed(1).padStart(6)} ms   p99 ${result.p99.toFixed(1).padStart(6)} ms` +
  `   (${result.requests.toLocaleString('en')} requests${result.errors ? `, ${result.errors} not 200` : ''})`;

export async function run(): Promise<void> {
  console.log(`Two servers: mixed reads (search, property, product, translations), ${CONNECTIONS} connections for ${SECONDS} s, one server then two on one PostgreSQL`);
  const cluster = await startCluster({ servers: 2 });
  try {
    const paths = await readPaths(cluster.databaseUrl);
    const [a, b] = cluster.servers.map((server) => server.url) as [string, string];
    const one = paths.map((path) => `${a}${path}`);
    const two = paths.flatMap((path) => [`${a}${path}`, `${b}${path}`]);
    // Warm both servers (their caches, JIT, the database's buffers) before either is timed.
    await load(two, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS });
    const single = await load(one, { connections: CONNECTIONS, seconds: SECONDS });
    const pair = await load(two, { connections: CONNECTIONS, seconds: SECONDS });
    console.log(line('one server', single));
    console.log(line('two servers', pair));
    console.log(`  ratio two / one: ${(pair.perSecond / single.perSecond).toFixed(2)} × requests/s, ${(pair.p99 / single.p99).toFixed(2)} × p99`);
  } finally {
    await cluster.stop();
  }
  console.log(`  (${os.cpus().length} cores; load average of this machine: ${os.loadavg().map((value) => value.toFixed(1)).join(', ')})`);
}
