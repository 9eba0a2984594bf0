/**
 * Two real servers on one PostgreSQL and one S3 server (issue 23), each with its own data folder
 * as on two machines: what one server does with a session holds on the other, since sessions
 * live in the database; the strict rate limit counts both servers' requests together; a picture
 * uploaded through one is served by the other; a conversation's message reaches the stream held
 * by the other (LISTEN/NOTIFY); a catalogue import is worked on by whichever
 * server claims its job, once, and taken over when that server dies. One cluster for the file:
 * starting it is the slow part. The server killed mid-import is the last test's.
 */
import pg from 'pg';
import sharp from 'sharp';
import { RATE_LIMIT_POLICIES } from '../../server/app.ts';
import type { components } from '../../server/contract.types.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/content/index.ts';
import { PRODUCT_CATEGORIES } from '../../server/db/seed/content/products.ts';
import { CONVERSATION_CHANNEL } from '../../server/areas/conversations/events.ts';
import type { ConversationEvent } from '../../server/areas/conversations/events.ts';
import { newToken } from '../../server/services/tokens.ts';
import { startCluster } from './helpers/cluster.ts';
import { dataOf, openEventStream } from './helpers/eventStream.ts';
import type { Cluster, ClusterServer } from './helpers/cluster.ts';

jest.setTimeout(180_000);

type ProductImport = components['schemas']['ProductImport'];
type Vendor = components['schemas']['Vendor'];

let cluster: Cluster;
let a: string;
let b: string;
/** The shared database, as the tests look at it. */
let db: pg.Pool;
/** The demo vendor's session (signed in before the rate-limit test uses up the sign-ins) and shop. */
let vendorCookie: string;
let vendorId: number;

const api = (server: ClusterServer) => `${server.url}/api`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  // Servers look for jobs another server queued five times a second.
  cluster = await startCluster({ servers: 2, env: { JOB_POLL_MS: '200' } });
  [a, b] = cluster.servers.map(api) as [string, string];
  db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  vendorCookie = await signIn(a, DEMO_ACCOUNTS.find((account) => account.type === 'vendor')!.email);
  const shop = await fetch(`${a}/user/vendor`, { headers: { cookie: vendorCookie } });
  expect(shop.status).toBe(200);
  vendorId = ((await shop.json()) as Vendor).id;
});

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
});

/** Signs a demo account in on `base`; answers the Cookie header of its session. */
async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const token = response.headers.getSetCookie().find((cookie) => cookie.startsWith('token='));
  expect(token).toBeDefined();
  return token!.split(';')[0]!;
}

const me = (base: string, cookie: string) => fetch(`${base}/user`, { headers: { cookie } });

test('a session made by signing in on A is valid on B, and a profile written on A is read on B', async () => {
  const maria = DEMO_ACCOUNTS.find((account) => account.type === 'user')!;
  const cookie = await signIn(a, maria.email);

  const onB = await me(b, cookie);
  expect(onB.status).toBe(200);
  expect(((await onB.json()) as { email: string }).email).toBe(maria.email);

  const name = `Мария ${Date.now()}`;
  const written = await fetch(`${a}/user/me`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ name }) });
  expect(written.status).toBe(200);
  const read = await me(b, cookie);
  expect(((await read.json()) as { name: string }).name).toBe(name);
});

test('signing out on A ends the session on B', async () => {
  const agency = DEMO_ACCOUNTS.find((account) => account.type === 'agency')!;
  const cookie = await signIn(a, agency.email);
  expect((await me(b, cookie)).status).toBe(200);

  expect((await fetch(`${a}/auth/logout`, { method: 'POST', headers: { cookie } })).status).toBe(204);
  // Nobody is signed in with that token any more, on either server.
  expect((await me(b, cookie)).status).toBe(204);
  expect((await fetch(`${b}/user/me`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Someone Else' }) })).status).toBe(401);
});

test('a picture uploaded through A is served by B', async () => {
  const shop = (await (await fetch(`${a}/user/vendor`, { headers: { cookie: vendorCookie } })).json()) as Vendor;
  const png = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#2a7' } }).png().toBuffer();
  const updated = await fetch(`${a}/vendor/${vendorId}`, {
    method: 'POST',
    headers: { cookie: vendorCookie, 'content-type': 'application/json' },
    // A full update: the shop's other fields as they are, a new logo.
    body: JSON.stringify({
      name: shop.name,
      description: shop.description,
      deliveryPrice: shop.deliveryPrice,
      cityId: shop.city?.id ?? null,
      phone: shop.phone,
      email: shop.email,
      logo: `data:image/png;base64,${png.toString('base64')}`,
    }),
  });
  expect(updated.status).toBe(200);
  const { logo } = (await updated.json()) as Vendor;
  expect(logo).toMatch(/^\/media\/uploads\/[^/]+\.webp$/);

  const onB = await fetch(`${cluster.servers[1]!.url}${logo}`);
  expect(onB.status).toBe(200);
  expect(onB.headers.get('content-type')).toBe('image/webp');
  expect(await sharp(Buffer.from(await onB.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 96, height: 64 });
});

test('a message written to the shared database while a conversation stream is held on B reaches it within a second', async () => {
  // A flatmate offer of the demo data, its poster, and another user who writes to them.
  const { rows: [offer] } = await db.query<{ id: number; owner: number }>('select id, owner_user_id as owner from tenant_offers order by id limit 1');
  const { rows: [writer] } = await db.query<{ id: number }>("select id from users where type = 'user' and id <> $1 order by id limit 1", [offer!.owner]);
  const { rows: [conversation] } = await db.query<{ id: number }>(
    `insert into conversations (subject_kind, tenant_offer_id, owner_user_id, guest_user_id, guest_name, guest_email)
     values ('tenant-offer', $1, $2, $3, 'Гост', 'cluster-guest@domovik.test') returning id`,
    [offer!.id, offer!.owner, writer!.id],
  );
  // The poster's session, written straight (the strict limit of sign-ins is the rate-limit test's).
  const { token, hash } = newToken();
  await db.query("insert into auth_tokens (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 hour')", [offer!.owner, hash]);

  const stream = await openEventStream(`${api(cluster.servers[1]!)}/conversations/stream`, { cookie: `token=${token}` });
  try {
    expect(stream.response.status).toBe(200);
    const unread = dataOf<{ count: number }>(await stream.next((event) => event.event === 'unread', { withinMs: 10_000 }));
    // The message and its NOTIFY in one transaction, as sending one does (on whichever server takes the request).
    const client = await db.connect();
    let messageId: number;
    const sent = performance.now();
    try {
      await client.query('begin');
      const { rows: [message] } = await client.query<{ id: number }>(
        "insert into conversation_messages (conversation_id, sender, sender_key, body) values ($1, 'guest', $2, 'Свободна ли е стаята?') returning id",
        [conversation!.id, `u:${writer!.id}`],
      );
      messageId = message!.id;
      const event: ConversationEvent = { kind: 'message', userId: offer!.owner, conversationId: conversation!.id, messageId };
      await client.query('select pg_notify($1, $2)', [CONVERSATION_CHANNEL, JSON.stringify(event)]);
      await client.query('commit');
    } finally {
      client.release();
    }
    const arrived = await stream.next((event) => event.event === 'message', { withinMs: 10_000 });
    const delay = performance.now() - sent;
    expect(arrived.id).toBe(String(messageId));
    expect(dataOf(arrived)).toEqual({ conversationId: conversation!.id, messageId });
    expect(dataOf(await stream.next((event) => event.event === 'unread', { seen: 2 }))).toEqual({ count: unread.count + 1 });
    process.stdout.write(`cluster: a message reached the stream on B ${delay.toFixed(1)} ms after its transaction began\n`);
  } finally {
    stream.close();
  }
});

const IMPORT_HEADER = ['sku', 'title_bg', 'price', 'stock', 'categories'];

/** Uploads a CSV of one good row per SKU through `base`; answers the import's id. */
async function uploadImport(base: string, skus: readonly string[], fileName: string): Promise<number> {
  const category = PRODUCT_CATEGORIES[0]!.key;
  const csv = [IMPORT_HEADER, ...skus.map((sku, index) => [sku, `Маса ${index}`, '10', '1', category])].map((row) => row.join(',')).join('\r\n');
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), fileName);
  const response = await fetch(`${base}/product/import`, { method: 'POST', headers: { cookie: vendorCookie }, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as ProductImport).id;
}

/** The import as `base` reports it, once it has reached `status` (within `withinMs`). */
async function importReaching(base: string, id: number, status: ProductImport['status'], withinMs = 60_000): Promise<ProductImport> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const response = await fetch(`${base}/product/import/${id}?limit=1`, { headers: { cookie: vendorCookie } });
    expect(response.status).toBe(200);
    const current = ((await response.json()) as { import: ProductImport }).import;
    if (current.status === status || Date.now() > deadline) return current;
    await sleep(100);
  }
}

async function approve(base: string, id: number): Promise<void> {
  const response = await fetch(`${base}/product/import/${id}`, {
    method: 'POST',
    headers: { cookie: vendorCookie, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'publishing' }),
  });
  expect(response.status).toBe(200);
}

/** How many of the vendor's products have these SKUs, and how many different SKUs they have. */
async function productsWithSkus(skus: readonly string[]): Promise<{ rows: number; skus: number }> {
  const { rows } = await db.query<{ rows: number; skus: number }>(
    'select count(*)::int as rows, count(distinct sku)::int as skus from products where vendor_id = $1 and sku = any($2) and deleted_at is null',
    [vendorId, skus],
  );
  return rows[0]!;
}

interface JobRow {
  key: string;
  state: string;
  attempts: number;
  locked_by: string | null;
}

/** The import's jobs (parsing, then publishing) once none is running: a job is marked done just after its import's last commit. */
async function settledJobs(id: number): Promise<JobRow[]> {
  const keys = [`product-import:${id}:parsing`, `product-import:${id}:publishing`];
  for (let tries = 0; ; tries += 1) {
    const { rows } = await db.query<JobRow>('select key, state, attempts, locked_by from jobs where key = any($1) order by id', [keys]);
    if (rows.every((row) => row.state !== 'running') || tries >= 100) return rows;
    await sleep(100);
  }
}

test('a catalogue import uploaded to A is parsed and published exactly once while both servers run', async () => {
  const skus = Array.from({ length: 3000 }, (_, index) => `CLUSTER-${index}`);
  const id = await uploadImport(a, skus, 'catalogue.csv');

  expect(await importReaching(b, id, 'parsed')).toMatchObject({ status: 'parsed', processedRows: skus.length, validRows: skus.length, errorRows: 0 });
  await approve(b, id);
  expect(await importReaching(a, id, 'completed')).toMatchObject({ status: 'completed', publishedRows: skus.length, createdProducts: skus.length, updatedProducts: 0 });

  expect(await productsWithSkus(skus)).toEqual({ rows: skus.length, skus: skus.length });
  // Each job claimed once, by one of the servers, and done.
  expect(await settledJobs(id)).toEqual([
    { key: `product-import:${id}:parsing`, state: 'done', attempts: 1, locked_by: null },
    { key: `product-import:${id}:publishing`, state: 'done', attempts: 1, locked_by: null },
  ]);
});

test('wrong passwords through A and B together meet the strict limit as one server would', async () => {
  const { max } = RATE_LIMIT_POLICIES.strict!;
  // Counted per route and client address: this file's sign-ins so far are in the same window.
  const key = 'POST /api/auth|127.0.0.1';
  const window = async () =>
    (await db.query<{ count: number; left: number }>('select count, (extract(epoch from expires_at - now()) * 1000)::float8 as left from rate_limits where key = $1 and expires_at > now()', [key])).rows[0];
  const current = await window();
  // A window about to end would restart in the middle of the attempts.
  if (current && current.left < 15_000) await sleep(current.left + 100);
  const used = (await window())?.count ?? 0;

  const answers: { status: number; body: unknown }[] = [];
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const response = await fetch(`${attempt % 2 === 0 ? a : b}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ email: 'maria@domovik.test', password: 'not-the-password' }),
    });
    answers.push({ status: response.status, body: await response.json() });
  }
  const allowed = max - used;
  expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(allowed).fill(401), ...Array<number>(30 - allowed).fill(429)]);
  for (const answer of answers.slice(allowed)) expect(answer.body).toEqual({ message: 'Too many attempts. Try again in a moment.' });
});

test('an import whose server is killed mid-file is taken over by the other server and completes with every row once', async () => {
  const total = 20_000;
  const skus = Array.from({ length: total }, (_, index) => `TAKEOVER-${index}`);
  const id = await uploadImport(a, skus, 'takeover.csv');

  // Once a batch is committed, kill the server holding the parsing job (its id names its process).
  const progress = async () =>
    (
      await db.query<{ status: string; processed_rows: number; locked_by: string | null }>(
        `select i.status, i.processed_rows, j.locked_by from product_imports i join jobs j on j.key = 'product-import:' || i.id || ':parsing' where i.id = $1`,
        [id],
      )
    ).rows[0]!;
  let now = await progress();
  for (let tries = 0; now.processed_rows === 0 && tries < 3000; tries += 1) {
    await sleep(10);
    now = await progress();
  }
  const holder = cluster.servers.find((server) => now.locked_by?.includes(`:${server.pid}:`));
  expect(holder).toBeDefined();
  await holder!.kill();
  const stopped = await progress();
  expect(stopped.status).toBe('parsing');
  expect(stopped.processed_rows).toBeGreaterThan(0);
  expect(stopped.processed_rows).toBeLessThan(total);

  // The survivor claims the job once its lease (30 s) has run out, and goes on from the last batch committed.
  const survivor = api(cluster.servers.find((server) => server !== holder)!);
  expect(await importReaching(survivor, id, 'parsed', 90_000)).toMatchObject({ status: 'parsed', processedRows: total, validRows: total, errorRows: 0 });
  await approve(survivor, id);
  expect(await importReaching(survivor, id, 'completed')).toMatchObject({ status: 'completed', publishedRows: total, createdProducts: total, updatedProducts: 0 });

  expect(await productsWithSkus(skus)).toEqual({ rows: total, skus: total });
  expect(await settledJobs(id)).toEqual([
    // Claimed by the server that died, then by the survivor.
    { key: `product-import:${id}:parsing`, state: 'done', attempts: 2, locked_by: null },
    { key: `product-import:${id}:publishing`, state: 'done', attempts: 1, locked_by: null },
  ]);
}, 170_000);
