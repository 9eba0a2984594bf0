/**
 * `npm run bench`, past one machine (issue 23): mixed reads, as visitors send them, against one
 * server and then against two on the same PostgreSQL, in the same run: the cluster of the
 * two-server test (tests/server/helpers/cluster.ts: an embedded PostgreSQL 18, or a database on
 * TEST_DATABASE_URL, with the demo data; two `node server/main.ts` processes). The load is
 * autocannon's: each connection sends the site search (GET /api/search?q=), property pages,
 * product pages and the translations of both languages in turn. Two servers get one autocannon
 * each at the same time, half the connections each (the same visitors, spread by a load
 * balancer). Printed: requests per second (the sum over the servers) and p50/p99 latency (per
 * server, and the worst), and the ratio two / one.
 *
 * On a machine with fewer cores than two servers, PostgreSQL and the load need, the ratio says
 * what the cores allow, not what a second machine would bring: the core count is printed.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import type { Result } from 'autocannon';
import pg from 'pg';
import { startCluster } from '../../tests/server/helpers/cluster.ts';
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

/** `connections` keep-alive connections for `seconds` against the server at `url`, going round `paths`. */
function hammer(url: string, paths: readonly string[], connections: number, seconds: number): Promise<Result> {
  return autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
}

/** Every server at the same time, the connections shared out evenly. */
const together = (urls: readonly string[], paths: readonly string[], seconds: number) =>
  Promise.all(urls.map((url) => hammer(url, paths, CONNECTIONS / urls.length, seconds)));

const figures = (result: Result) =>
  `p50 ${result.latency.p50.toFixed(1).padStart(6)} ms   p99 ${result.latency.p99.toFixed(1).padStart(6)} ms` +
  `   (${result.requests.total.toLocaleString('en')} requests${result.non2xx + result.errors ? `, ${result.non2xx + result.errors} not 200` : ''})`;

/** The servers' results side by side: requests per second summed, each server's latency, the worst p99. */
function report(label: string, results: readonly Result[]): { perSecond: number; p99: number } {
  const perSecond = results.reduce((sum, result) => sum + result.requests.average, 0);
  const p99 = Math.max(...results.map((result) => result.latency.p99));
  console.log(`  ${label.padEnd(12)} ${perSecond.toFixed(0).padStart(6)} requests/s${results.length > 1 ? `   worst p99 ${p99.toFixed(1)} ms` : ''}`);
  for (const [index, result] of results.entries()) console.log(`    server ${'AB'[index]}     ${figures(result)}`);
  return { perSecond, p99 };
}

export async function run(): Promise<void> {
  console.log(`Two servers: mixed reads (search, property, product, translations), ${CONNECTIONS} connections for ${SECONDS} s, one server then two on one PostgreSQL`);
  const cluster = await startCluster({ servers: 2 });
  try {
    const paths = await readPaths(cluster.databaseUrl);
    const urls = cluster.servers.map((server) => server.url);
    // Warm both servers (their caches, JIT, the database's buffers) before either is timed.
    await together(urls, paths, WARM_UP_SECONDS);
    const single = report('one server', await together(urls.slice(0, 1), paths, SECONDS));
    const pair = report('two servers', await together(urls, paths, SECONDS));
    console.log(`  ratio two / one: ${(pair.perSecond / single.perSecond).toFixed(2)} × requests/s, ${(pair.p99 / single.p99).toFixed(2)} × p99`);
  } finally {
    await cluster.stop();
  }
  console.log(`  (${os.cpus().length} cores; load average of this machine: ${os.loadavg().map((value) => value.toFixed(1)).join(', ')})`);
}
