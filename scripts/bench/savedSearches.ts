/**
 * `npm run bench`, saved searches and their alerts (issue 25, docs/decisions/0030). 20,000 users
 * and 100,000 saved searches are written by the database itself (generate_series), spread as
 * people save them: most name a city (the big ones most), many a district of it, a highest rent
 * (some a lowest), some bedrooms, a type, furniture or pets; 15 % are flatmate searches, half
 * instant and half daily, 10 % paused. Then, on PGlite (in this process) and on PostgreSQL (an
 * embedded PostgreSQL 18, or the server of TEST_DATABASE_URL):
 * - matching one new listing (matchListing, one statement) for 200 new listings: p50 and p95
 *   (goal: p50 under 20 ms, p95 under 50 ms), and the first line of its plan;
 * on PostgreSQL only:
 * - a burst: 1,000 listings' events queued at once, worked by one job runner, then (1,000 more)
 *   by two runners of two owners (two servers): the e-mails (one per instant search for its
 *   pending matches), the time until the last one (goal: 60 s), how many were sent more than
 *   once (none) and matches left unsent (none). The server's own job handlers (alerts.ts) do the
 *   work; the mailer builds every e-mail and counts it by its id instead of writing it;
 * - the daily digest (server/areas/savedSearches/digest.ts) for 5,000 and then 20,000 users with
 *   unsent daily matches: time, and the process's RSS and JS heap before and at their peak
 *   (sampled every 20 ms), which must not grow with the users. Its mailer builds every e-mail
 *   and counts it instead of writing 20,000 files.
 */
import { execFile } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../../server/db/client.ts';
import type { Db } from '../../server/db/client.ts';
import { seedDatabase } from '../../server/db/seed/index.ts';
import { pageAddresses } from '../../server/pageAddress.ts';
import { matchListing } from '../../server/areas/savedSearches/matching.ts';
import type { ListingEvent } from '../../server/areas/savedSearches/matching.ts';
import { DIGEST_JOB_KIND, digestHandler } from '../../server/areas/savedSearches/digest.ts';
import type { DigestPayload } from '../../server/areas/savedSearches/digest.ts';
import { alertHandlers } from '../../server/areas/savedSearches/alerts.ts';
import { createJobRunner, enqueue } from '../../server/services/jobs.ts';
import type { Mailer } from '../../server/services/mail.ts';
import { loadTranslations } from '../../server/services/translations.ts';
import { createDatabase, startEmbeddedPostgres } from '../../tests/server/helpers/postgres.ts';
import { memoryDatabase, ms } from './helpers/database.ts';
import type { Throwaway } from './helpers/database.ts';

const USERS = 20_000;
const SEARCHES = 100_000;
const TIMED = 200;
const WARM_UP = 20;
const BURST = 1_000;
/** A burst still going after this is cut short (the bench must stay within minutes): what is left is printed. */
const BURST_LIMIT_MS = 180_000;
const DIGEST_USERS = [5_000, 20_000];
const log = pino({ level: 'silent' });

const FILL_USERS = sql`
  insert into users (type, name, email, locale, email_confirmed_at)
  select 'user', 'Bench ' || g, 'bench-' || g || '@domovik.test', case when g % 4 = 0 then 'en' else 'bg' end, now()
  from generate_series(1, ${USERS}) g`;

const FILL_SEARCHES = sql`
  with u as (select array_agg(id order by id) ids from users where email like 'bench-%'),
       c as (select array_agg(id order by sort_order, id) ids from cities),
       d as (select city_id, array_agg(id order by id) ids from districts group by city_id),
       un as (select city_id, array_agg(id order by id) ids from universities group by city_id),
       g as (select g, random() < 0.15 as roommate,
                    -- random()^2: the first cities (the capital) hold most searches; 5 % name none
                    case when random() < 0.95 then c.ids[1 + floor(power(random(), 2) * cardinality(c.ids))::int] end as city,
                    300 + floor(random() * 1700)::int as budget
             from generate_series(1, ${SEARCHES}) g, c)
  insert into saved_searches (user_id, kind, name, frequency, paused, city_id, district_id, university_id, type,
                              price_from, price_to, bedrooms, furniture, pet_friendly)
  select u.ids[1 + g.g % cardinality(u.ids)],
         case when g.roommate then 'roommate' else 'property' end,
         'Bench search ' || g.g,
         case when random() < 0.5 then 'instant' else 'daily' end,
         random() < 0.1,
         g.city,
         case when not g.roommate and random() < 0.9 then d.ids[1 + floor(random() * cardinality(d.ids))::int] end,
         case when g.roommate and random() < 0.5 then un.ids[1 + floor(random() * cardinality(un.ids))::int] end,
         case when not g.roommate and random() < 0.5 then (array['room', 'studio', 'apartment', 'house'])[1 + floor(random() * 4)::int] end,
         case when random() < 0.6 then (case when g.roommate then g.budget / 6 else g.budget * 3 / 4 end) * 100 end,
         case when random() < 0.95 then (case when g.roommate then g.budget / 4 else g.budget end) * 100 end,
         case when not g.roommate and random() < 0.6 then floor(random() * 4)::int end,
         case when not g.roommate and random() < 0.25 then (array['furnished', 'partly-furnished', 'unfurnished'])[1 + floor(random() * 3)::int] end,
         case when not g.roommate and random() < 0.1 then true end
  from g cross join u left join d on d.city_id = g.city left join un on un.city_id = g.city`;

/** `count` new live listings, 15 % flatmate offers, spread as the searches are; their events, newest last. */
async function newListings(db: Db, count: number): Promise<ListingEvent[]> {
  const offers = Math.round(count * 0.15);
  const owner = sql`(select min(id) from users where email like 'bench-%')`;
  const properties = await db.execute(sql`
    with d as (select array_agg(id order by sort_order, id) ids from districts)
    insert into properties (owner_user_id, district_id, title, description, price, type, furniture, bedrooms, area, status, pet_friendly)
    select ${owner}, d.ids[1 + floor(power(random(), 2) * cardinality(d.ids))::int],
           jsonb_build_object('bg', 'Жилище ' || g, 'en', 'Home ' || g), jsonb_build_object('bg', '-', 'en', '-'),
           (150 + floor(random() * 1850))::int * 100,
           (array['room', 'studio', 'apartment', 'house'])[1 + floor(random() * 4)::int],
           (array['furnished', 'partly-furnished', 'unfurnished'])[1 + floor(random() * 3)::int],
           floor(random() * 4)::int, 15 + floor(random() * 160), 'active', random() < 0.3
    from generate_series(1, ${count - offers}) g, d
    returning id`);
  const tenantOffers = await db.execute(sql`
    with c as (select array_agg(id order by sort_order, id) ids from cities),
         o as (select g, c.ids[1 + floor(power(random(), 2) * cardinality(c.ids))::int] city from generate_series(1, ${offers}) g, c)
    insert into tenant_offers (owner_user_id, city_id, university_id, title, description, price, available_from)
    select ${owner}, o.city,
           case when random() < 0.5 then (select id from universities u where u.city_id = o.city order by random() limit 1) end,
           jsonb_build_object('bg', 'Стая ' || o.g, 'en', 'Room ' || o.g), jsonb_build_object('bg', '-', 'en', '-'),
           (100 + floor(random() * 400))::int * 100, current_date
    from o
    returning id`);
  const events: ListingEvent[] = [
    ...rowsOf<{ id: number }>(properties).map(({ id }) => ({ kind: 'property' as const, listingId: id, reason: 'new' as const })),
    ...rowsOf<{ id: number }>(tenantOffers).map(({ id }) => ({ kind: 'roommate' as const, listingId: id, reason: 'new' as const })),
  ];
  // Interleaved, as they would be published.
  return events.sort((a, b) => (a.listingId * 7919) % 1009 - (b.listingId * 7919) % 1009);
}

/** The plan of matchListing's statement, which runs under EXPLAIN instead (with ANALYZE, it writes its matches too). */
async function plan(db: Db, event: ListingEvent, analyze = false): Promise<string[]> {
  const explain = analyze ? sql`explain (analyze)` : sql`explain`;
  const explaining = new Proxy(db, {
    get: (target, name) => (name === 'execute' ? (query: SQL) => target.execute(sql`${explain} ${query}`) : Reflect.get(target, name)),
  });
  const rows = (await matchListing(explaining, event)) as unknown as Record<string, string>[];
  return rows.map((row) => Object.values(row)[0]!);
}

async function fill(db: Db): Promise<void> {
  const started = performance.now();
  await seedDatabase(db);
  await db.execute(FILL_USERS);
  await db.execute(FILL_SEARCHES);
  await db.execute(sql`analyze`);
  const [counts] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select count(*)::int searches, count(*) filter (where kind = 'roommate')::int roommate, count(*) filter (where paused)::int paused,
             count(*) filter (where frequency = 'daily')::int daily, count(*) filter (where city_id is not null)::int city,
             count(*) filter (where district_id is not null)::int district, count(*) filter (where price_to is not null)::int price_to
      from saved_searches`),
  );
  const percent = (part: number) => `${Math.round((100 * part) / counts!.searches!)} %`;
  console.log(
    `    written in ${((performance.now() - started) / 1000).toFixed(1)} s (with the demo data): ${counts!.searches!.toLocaleString('en')} searches; ` +
      `flatmate ${percent(counts!.roommate!)}, paused ${percent(counts!.paused!)}, daily ${percent(counts!.daily!)}, a city ${percent(counts!.city!)}, ` +
      `a district ${percent(counts!.district!)}, a highest rent ${percent(counts!.price_to!)}`,
  );
}

async function timeMatching(label: string, db: Db): Promise<void> {
  const events = await newListings(db, WARM_UP + TIMED);
  const timed = { all: [] as number[], property: [] as number[], roommate: [] as number[] };
  const matches = { all: 0, property: 0, roommate: 0 };
  for (const [index, event] of events.entries()) {
    const before = performance.now();
    const made = await matchListing(db, event);
    const elapsed = performance.now() - before;
    if (index >= WARM_UP) {
      for (const kind of ['all', event.kind] as const) {
        timed[kind].push(elapsed);
        matches[kind] += made.length;
      }
    }
  }
  const line = (name: string, kind: keyof typeof timed) => {
    const times = timed[kind].sort((a, b) => a - b);
    return `${name} p50 ${ms(times, 0.5)}   p95 ${ms(times, 0.95)}   (${times.length}, ${(matches[kind] / times.length).toFixed(0)} matches each on average)`;
  };
  console.log(`  ${label.padEnd(10)}  matching one listing: ${line('', 'all')}`);
  console.log(`  ${''.padEnd(10)}    homes:           ${line('', 'property')}`);
  console.log(`  ${''.padEnd(10)}    flatmate offers: ${line('', 'roommate')}`);
  const property = await plan(db, events.find((event) => event.kind === 'property')!);
  const roommate = await plan(db, events.find((event) => event.kind === 'roommate')!);
  const uses = (lines: string[]) => (lines.some((line) => line.includes('saved_searches_match_idx')) ? 'uses saved_searches_match_idx' : 'DOES NOT use saved_searches_match_idx');
  console.log(`  ${''.padEnd(10)}  plan, a home: ${property[0]!.trim()}; ${uses(property)}`);
  console.log(`  ${''.padEnd(10)}  plan, a flatmate offer: ${roommate[0]!.trim()}; ${uses(roommate)}`);
  // Where one listing's time goes: finding its searches (the scans) or writing its matches (the insert).
  const analyzed = await plan(db, (await newListings(db, 1))[0]!, true);
  for (const text of analyzed.filter((line) => /Insert on|Scan|Execution Time/.test(line))) {
    console.log(`  ${''.padEnd(10)}    ${text.trim().replace(/ \(cost=[^)]*\)/, '').slice(0, 140)}`);
  }
}

/** What earlier steps matched counts as told: each step measures its own matches. */
const markAllSent = (db: Db) => db.execute(sql`update saved_search_matches set sent_at = now() where sent_at is null`);

/** Waits until no job of these kinds is left, or `limitMs` has passed: answers whether they all ended. */
const until = async (db: Db, kinds: string[], limitMs = Infinity) => {
  const list = sql.join(kinds.map((kind) => sql`${kind}`), sql`, `);
  const end = performance.now() + limitMs;
  for (;;) {
    const [row] = rowsOf<{ left: number }>(await db.execute(sql`select count(*)::int as left from jobs where kind in (${list}) and state in ('queued', 'running')`));
    if (row!.left === 0) return true;
    if (performance.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const BURST_KINDS = ['saved-search-match', 'saved-search-alert'];

const translator = loadTranslations();

/**
 * 1,000 listings' events queued at once, worked by `owners` runners (the server's own handlers)
 * until every instant alert is sent: the e-mails (one per search for its pending matches), the
 * time until the last one, e-mails sent twice, matches left unsent, and what each runner did. A
 * burst still going after BURST_LIMIT_MS is cut short (the bench must stay within minutes).
 */
async function burst(db: Db, owners: string[]): Promise<void> {
  await markAllSent(db);
  await db.execute(sql`delete from jobs where kind in ('saved-search-match', 'saved-search-alert')`);
  const events = await newListings(db, BURST);
  const sends = new Map<string, number>();
  let lastSend = 0;
  let lastMatch = 0;
  // The server's own handlers; the e-mail is built in full and counted by its id instead of written.
  const mailer: Mailer = {
    description: 'counting',
    async send(mail) {
      sends.set(mail.id!, (sends.get(mail.id!) ?? 0) + 1);
      lastSend = performance.now();
    },
  };
  const handlers = alertHandlers({ db, mailer, translator, config: { publicUrl: 'https://domovik.bg', englishHost: undefined } });
  const done = new Map(owners.map((owner) => [owner, { match: 0, send: 0 }]));
  // Time inside the handlers, all runners together; the rest of the runners' time is claiming and completing jobs.
  const busy = { match: 0, send: 0 };
  const runners = owners.map((owner) =>
    createJobRunner({
      db,
      owner,
      pollMs: 50,
      log,
      handlers: {
        'saved-search-match': async (run) => {
          const begun = performance.now();
          await handlers['saved-search-match']!(run);
          lastMatch = performance.now();
          done.get(owner)!.match += 1;
          busy.match += lastMatch - begun;
        },
        'saved-search-alert': async (run) => {
          const begun = performance.now();
          await handlers['saved-search-alert']!(run);
          done.get(owner)!.send += 1;
          busy.send += performance.now() - begun;
        },
      },
    }),
  );
  await db.transaction(async (tx) => {
    for (const event of events) {
      await enqueue(tx, { kind: 'saved-search-match', key: `saved-search-match:${event.kind}:${event.listingId}:new:0:0`, payload: event });
    }
  });
  const started = performance.now();
  for (const runner of runners) runner.wake();
  const finished = await until(db, BURST_KINDS, BURST_LIMIT_MS);
  const ended = performance.now();
  await Promise.all(runners.map((runner) => runner.stop()));
  const [counts] = rowsOf<{ matches: number; unsent: number; searches: number }>(
    await db.execute(sql`
      select count(*)::int matches, count(*) filter (where m.sent_at is null)::int unsent, count(distinct s.id)::int searches
      from saved_search_matches m join saved_searches s on s.id = m.saved_search_id
      where s.frequency = 'instant'
        and (s.kind, m.listing_id) in (select * from unnest(${`{${events.map((event) => event.kind).join(',')}}`}::text[], ${`{${events.map((event) => event.listingId).join(',')}}`}::integer[]))`),
  );
  const twice = [...sends.values()].filter((count) => count > 1).length;
  const seconds = (at: number) => ((at - started) / 1000).toFixed(1);
  const label = `${owners.length} runner${owners.length > 1 ? 's' : ''}`.padEnd(10);
  const work = [...done].map(([owner, each]) => `${owner} ${each.match} match + ${each.send} send jobs`).join(', ');
  console.log(
    `  ${label}  ${BURST.toLocaleString('en')} listings, ${counts!.matches.toLocaleString('en')} instant matches of ${counts!.searches.toLocaleString('en')} searches: ` +
      `${sends.size.toLocaleString('en')} e-mails; ${finished ? `the last sent at ${seconds(lastSend)} s` : `CUT SHORT at ${BURST_LIMIT_MS / 1000} s, ${counts!.unsent.toLocaleString('en')} matches unsent`} ` +
      `(matching done at ${seconds(lastMatch)} s); sent twice: ${twice}; unsent left: ${counts!.unsent}; ${work}; ` +
      `in the handlers: matching ${(busy.match / 1000).toFixed(1)} s, sending ${(busy.send / 1000).toFixed(1)} s (of ${((owners.length * (ended - started)) / 1000).toFixed(1)} runner-seconds)`,
  );
}

interface DigestFigures {
  mailed: number;
  characters: number;
  seconds: number;
  baselineRss: number;
  peakRss: number;
  /** The live JS heap (after a full collection): what streaming the users keeps flat. */
  baselineHeap: number;
  peakHeap: number;
}

/**
 * The digest of one day for the first `users` bench users, each with unsent matches of their
 * daily searches, in this process (a child of run(), so its memory is the digest's alone).
 */
async function digest(url: string, users: number, day: string): Promise<DigestFigures> {
  const database = await openDatabase({ kind: 'postgres', url });
  const { db } = database;
  try {
    await markAllSent(db);
    await db.execute(sql`
      with b as (select id from users where email like 'bench-%' order by id limit ${users}),
           p as (select array_agg(id) ids from properties where status = 'active' and deleted_at is null),
           o as (select array_agg(id) ids from tenant_offers where deleted_at is null)
      insert into saved_search_matches (saved_search_id, listing_id, reason, dedupe, price)
      select s.id, case when s.kind = 'property' then p.ids[1 + floor(random() * cardinality(p.ids))::int] else o.ids[1 + floor(random() * cardinality(o.ids))::int] end,
             'new', ${day} || ':' || n, 80000
      from saved_searches s join b on b.id = s.user_id, p, o, generate_series(1, 6) n
      where s.frequency = 'daily' and not s.paused
      on conflict do nothing`);
    let mailed = 0;
    let characters = 0;
    const mailer: Mailer = {
      description: 'counting',
      async send(mail) {
        mailed += 1;
        characters += mail.text.length;
      },
    };
    const handler = digestHandler({
      db,
      mailer,
      translator,
      addresses: pageAddresses({ publicUrl: 'https://domovik.bg', englishHost: undefined }),
      publicUrl: 'https://domovik.bg',
      log,
    });
    const runner = createJobRunner({ db, handlers: { [DIGEST_JOB_KIND]: handler }, pollMs: 50, log });
    global.gc?.();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed;
    // RSS every 20 ms; the live JS heap (after a full collection) every 500 ms.
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 20);
    const heapSampler = setInterval(() => {
      global.gc?.();
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    }, 500);
    const started = performance.now();
    await enqueue(db, { kind: DIGEST_JOB_KIND, key: `${DIGEST_JOB_KIND}:${day}`, payload: { day, afterUserId: 0 } satisfies DigestPayload });
    runner.wake();
    await until(db, [DIGEST_JOB_KIND]);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    clearInterval(heapSampler);
    await runner.stop();
    return { mailed, characters: characters / Math.max(mailed, 1), seconds, baselineRss: baseline.rss, peakRss, baselineHeap: baseline.heapUsed, peakHeap };
  } finally {
    await database.close();
  }
}

async function digestInChild(url: string, users: number, day: string): Promise<void> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), '--digest', url, String(users), day], { maxBuffer: 1024 * 1024 });
  const figures = JSON.parse(stdout.trim().split('\n').at(-1)!) as DigestFigures;
  const mib = (value: number) => `${(value / 1024 / 1024).toFixed(0)} MiB`;
  console.log(
    `  ${`${users.toLocaleString('en')} users`.padEnd(12)}  ${figures.mailed.toLocaleString('en')} e-mails (${Math.round(figures.characters).toLocaleString('en')} characters each) in ${figures.seconds.toFixed(1)} s; ` +
      `RSS ${mib(figures.baselineRss)} before, peak ${mib(figures.peakRss)} (+${mib(figures.peakRss - figures.baselineRss)}); live JS heap ${mib(figures.baselineHeap)} before, peak ${mib(figures.peakHeap)}`,
  );
}

async function onPglite(): Promise<void> {
  const { database, drop }: Throwaway = await memoryDatabase();
  try {
    console.log('  PGlite (in this process):');
    await fill(database.db);
    await timeMatching('PGlite', database.db);
  } finally {
    await drop();
  }
}

async function onPostgres({ burstOnly = false } = {}): Promise<void> {
  const embedded = process.env.TEST_DATABASE_URL ? undefined : await startEmbeddedPostgres();
  try {
    const { url, drop } = await createDatabase(process.env.TEST_DATABASE_URL ?? embedded!.url, 'domovik_bench');
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      const { db } = database;
      console.log(`  PostgreSQL (${embedded ? 'embedded PostgreSQL 18' : 'TEST_DATABASE_URL'}):`);
      await fill(db);
      if (!burstOnly) await timeMatching('PostgreSQL', db);
      console.log(`  A burst of listings, every instant alert sent (PostgreSQL; load average ${os.loadavg()[0]!.toFixed(1)}):`);
      await burst(db, ['server-a']);
      await burst(db, ['server-a', 'server-b']);
      if (burstOnly) return;
      console.log('  The daily digest (PostgreSQL; 6 matches for every daily search of these users; each run in its own process):');
      for (const [index, users] of DIGEST_USERS.entries()) await digestInChild(url, users, `2026-11-${27 + index}`);
    } finally {
      await database.close();
      await drop();
    }
  } finally {
    await embedded?.stop();
  }
}

export async function run(): Promise<void> {
  const started = performance.now();
  console.log(`Saved searches: ${USERS.toLocaleString('en')} users, ${SEARCHES.toLocaleString('en')} saved searches; matching ${TIMED} new listings (goal: p50 < 20 ms, p95 < 50 ms)`);
  await onPglite();
  await onPostgres();
  console.log(`  (${((performance.now() - started) / 1000).toFixed(0)} s in all; load average of this machine: ${os.loadavg().map((load) => load.toFixed(1)).join(', ')})`);
}

// `node scripts/bench/savedSearches.ts --burst`: only the bursts, on PostgreSQL (TEST_DATABASE_URL or an embedded one).
if (process.argv[2] === '--burst') await onPostgres({ burstOnly: true });
if (process.argv[2] === '--digest') {
  const figures = await digest(process.argv[3]!, Number(process.argv[4]), process.argv[5]!);
  console.log(JSON.stringify(figures));
}
