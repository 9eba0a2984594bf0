/**
 * `npm run bench`, past one machine (issue 23): mixed reads, as visitors send them, against one
 * server and then against two on the same PostgreSQL, in the same run: the cluster of the
 * two-server test (tests/server/helpers/cluster.ts: an embedded PostgreSQL 18, or a database on
 * TEST_DATABASE_URL, with the demo data; two `node server/main.ts` processes). The load is
 * autocannon's: each connection sends the site search (GET /api/search?q=), property pages,
 * product pages and the translations of both languages in turn. Two servers get one autocannon
 * each at the same time, half the connections each (the same visitors, spread by a load
 * balancer). Printed: requests per second (the sum over the servers) and p50/p99 latency (per
 * server, and the worst), and the ratio two / one. Then a catalogue import of 20,000 rows while
 * both servers run their job runners: uploaded to A, approved through B; rows per second, and
 * the proof that each row was written once (the vendor's products and their distinct codes, and
 * each of the import's jobs done in how many attempts).
 *
 * On a machine with fewer cores than two servers, PostgreSQL and the load need, the ratio says
 * what the cores allow, not what a second machine would bring: the core count is printed.
 */
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Result } from 'autocannon';
import pg from 'pg';
import { startCluster } from '../../tests/server/helpers/cluster.ts';
import { writeFile } from './imports.ts';
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

const IMPORT_ROWS = 20_000;

/** The demo vendor's import of IMPORT_ROWS generated rows (1 % refused), uploaded to `upload`, approved through `approve`. */
async function importOnTwo(upload: string, approve: string, databaseUrl: string): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'domovik-bench-cluster-'));
  try {
    const file = path.join(folder, 'catalogue.csv');
    await writeFile(file, 'csv', IMPORT_ROWS);
    const login = await fetch(`${upload}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'vendor@domovik.test', password: 'demo1234' }) });
    const cookie = login.headers.getSetCookie().map((item) => item.split(';')[0]).join('; ');
    const started = performance.now();
    const form = new FormData();
    form.append('file', await openAsBlob(file), 'catalogue.csv');
    const created = await fetch(`${upload}/api/product/import`, { method: 'POST', headers: { cookie }, body: form });
    if (created.status !== 201) throw new Error(`upload: ${created.status} ${await created.text()}`);
    const { id } = (await created.json()) as { id: number };
    const until = async (base: string, status: string) => {
      for (;;) {
        const { import: record } = (await (await fetch(`${base}/api/product/import/${id}?limit=1`, { headers: { cookie } })).json()) as { import: { status: string; validRows: number } };
        if (record.status === status) return record;
        if (['failed', 'cancelled'].includes(record.status)) throw new Error(`import ${record.status}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    // Read by whichever server claims the job (the other asks the same database).
    const parsed = await until(approve, 'parsed');
    const read = performance.now();
    const approved = await fetch(`${approve}/api/product/import/${id}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ status: 'publishing' }) });
    if (approved.status !== 200) throw new Error(`approval: ${approved.status}`);
    await until(upload, 'completed');
    const published = performance.now();

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const products = await client.query<{ rows: number; codes: number }>("select count(*)::int as rows, count(distinct sku)::int as codes from products where sku like 'BENCH-%'");
      const jobs = await client.query<{ key: string; state: string; attempts: number }>('select key, state, attempts from jobs where key like $1 order by id', [`product-import:${id}:%`]);
      const seconds = (end: number, start: number) => (end - start) / 1000;
      console.log(`  import of ${IMPORT_ROWS.toLocaleString('en')} rows (CSV) on two servers: read ${(IMPORT_ROWS / seconds(read, started)).toFixed(0)} rows/s, published ${(parsed.validRows / seconds(published, read)).toFixed(0)} rows/s`);
      console.log(`    written once: ${products.rows[0]!.rows.toLocaleString('en')} products, ${products.rows[0]!.codes.toLocaleString('en')} distinct codes, of ${parsed.validRows.toLocaleString('en')} good rows`);
      for (const job of jobs.rows) console.log(`    job ${job.key}: ${job.state} in ${job.attempts} attempt${job.attempts === 1 ? '' : 's'}`);
    } finally {
      await client.end();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
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
    await importOnTwo(urls[0]!, urls[1]!, cluster.databaseUrl);
  } finally {
    await cluster.stop();
  }
  console.log(`  (${os.cpus().length} cores; load average of this machine: ${os.loadavg().map((value) => value.toFixed(1)).join(', ')})`);
}
