/**
 * The daily digest (server/areas/savedSearches/digest.ts) on a fresh database with the demo data
 * (PGlite, or PostgreSQL with `npm run test:postgres`), its own job runner and an outbox: one
 * e-mail per user holding the matches of all their daily searches (at most 20, the rest linked),
 * in their language; instant and paused searches left out; every match shown or linked marked
 * sent, so the day run again sends nothing; a job stopped after some batches goes on after its
 * checkpoint; the day's job queued once, from 07:00 in Sofia.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import pino from 'pino';
import type { Db } from '../../../../server/db/client.ts';
import { cities, districts, jobs, properties, propertyImages, savedSearchMatches, savedSearches, tenantOffers, users } from '../../../../server/db/schema/index.ts';
import type { NewSavedSearch } from '../../../../server/db/schema/index.ts';
import { seedDatabase } from '../../../../server/db/seed/index.ts';
import { pageAddresses } from '../../../../server/pageAddress.ts';
import { DIGEST_JOB_KIND, digestHandler, queueDigest, sofiaDay } from '../../../../server/areas/savedSearches/digest.ts';
import type { DigestPayload } from '../../../../server/areas/savedSearches/digest.ts';
import { createJobRunner, enqueue } from '../../../../server/services/jobs.ts';
import { createMailer } from '../../../../server/services/mail.ts';
import type { Mailer } from '../../../../server/services/mail.ts';
import { loadTranslations } from '../../../../server/services/translations.ts';
import { freshDatabase } from '../../helpers/testApp.ts';
import type { EmptyDatabase } from '../../helpers/testApp.ts';

const log = pino({ level: 'silent' });
const translator = loadTranslations();
const PUBLIC_URL = 'https://domovik.test';
const addresses = pageAddresses({ publicUrl: PUBLIC_URL, englishHost: undefined });
// 08:00 in Sofia (UTC+2 in winter).
const MORNING = new Date('2026-11-27T06:00:00Z');
const DAY = '2026-11-27';

let fresh: EmptyDatabase;
let db: Db;
let outboxDir: string;
let mailer: Mailer;
let sent: string[];
let ownerId: number;
let districtId: number;
let cityId: number;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  headers?: Record<string, string>;
}

async function outbox(): Promise<Map<string, OutboxMail>> {
  const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  return new Map(await Promise.all(names.map(async (name) => [name.replace(/\.json$/, ''), JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as OutboxMail] as const)));
}

/** A mailer writing to the test's outbox that remembers every id it was given. */
function countingMailer(failAt?: number): Mailer {
  return {
    description: 'test',
    async send(mail) {
      if (failAt !== undefined && sent.length + 1 === failAt) throw new Error('the server died');
      sent.push(mail.id!);
      await mailer.send(mail);
    },
  };
}

async function runJobs(options: { mailer?: Mailer; batchUsers?: number; retryMs?: number } = {}) {
  const handler = digestHandler({ db, mailer: options.mailer ?? countingMailer(), translator, addresses, publicUrl: PUBLIC_URL, log, batchUsers: options.batchUsers ?? 2 });
  const runner = createJobRunner({ db, handlers: { [DIGEST_JOB_KIND]: handler }, pollMs: 10, retryMs: options.retryMs ?? 1, log });
  runner.wake();
  await runner.idle();
  await runner.stop();
}

let serial = 0;
async function user(locale: 'bg' | 'en', name = `User ${serial}`) {
  serial += 1;
  const [row] = await db.insert(users).values({ type: 'user', name, email: `digest-${serial}@domovik.test`, locale }).returning({ id: users.id });
  return row!.id;
}

async function search(userId: number, values: Partial<NewSavedSearch> = {}) {
  const [row] = await db
    .insert(savedSearches)
    .values({ userId, kind: 'property', name: `Search ${serial++}`, frequency: 'daily', cityId, ...values })
    .returning({ id: savedSearches.id, token: savedSearches.unsubscribeToken });
  return row!;
}

async function property(title: string, price = 90_000) {
  const [row] = await db
    .insert(properties)
    .values({ ownerUserId: ownerId, districtId, title: { bg: title, en: title }, description: { bg: '-', en: '-' }, price, type: 'apartment', furniture: 'furnished', area: 60, status: 'active' })
    .returning({ id: properties.id });
  return row!.id;
}

async function offer(title: string) {
  const [row] = await db
    .insert(tenantOffers)
    .values({ ownerUserId: ownerId, cityId, title: { bg: title, en: title }, description: { bg: '-', en: '-' }, price: 30_000, availableFrom: '2026-12-01' })
    .returning({ id: tenantOffers.id });
  return row!.id;
}

async function match(savedSearchId: number, listingId: number, price = 90_000, oldPrice: number | null = null) {
  const [row] = await db
    .insert(savedSearchMatches)
    .values({ savedSearchId, listingId, reason: oldPrice === null ? 'new' : 'price-drop', dedupe: oldPrice === null ? 'new' : `price-drop:${price}`, price, oldPrice })
    .returning({ id: savedSearchMatches.id });
  return row!.id;
}

const unsent = async (searchIds: number[]) =>
  (await db.select({ id: savedSearchMatches.id }).from(savedSearchMatches).where(and(inArray(savedSearchMatches.savedSearchId, searchIds), isNull(savedSearchMatches.sentAt)))).length;

beforeAll(async () => {
  fresh = await freshDatabase();
  db = fresh.database.db;
  await seedDatabase(db);
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'domovik-digest-'));
  mailer = createMailer({ outboxDir, from: 'Domovik <noreply@domovik.test>', log });
  const [district] = await db.select({ id: districts.id, cityId: districts.cityId }).from(districts).innerJoin(cities, eq(cities.id, districts.cityId)).limit(1);
  districtId = district!.id;
  cityId = district!.cityId;
  ownerId = await user('bg', 'Agency');
});

beforeEach(async () => {
  sent = [];
  await rm(outboxDir, { recursive: true, force: true });
  // Each test has the day to itself.
  await db.delete(jobs).where(eq(jobs.kind, DIGEST_JOB_KIND));
  await db.update(savedSearchMatches).set({ sentAt: new Date() }).where(isNull(savedSearchMatches.sentAt));
});

afterAll(async () => {
  await fresh.drop();
  await rm(outboxDir, { recursive: true, force: true });
});

it('sends each user one e-mail of all their daily searches, at most 20 listings with the rest linked, in their language, and marks every match sent', async () => {
  const maria = await user('bg', 'Мария');
  const homes = await search(maria, { name: 'Двустайни в центъра' });
  const rooms = await search(maria, { kind: 'roommate', name: 'Съквартиранти' });
  const instant = await search(maria, { frequency: 'instant', name: 'Instant' });
  const paused = await search(maria, { paused: true, name: 'Paused' });
  for (let index = 0; index < 15; index += 1) await match(homes.id, await property(`Дом ${index}`));
  for (let index = 0; index < 10; index += 1) await match(rooms.id, await offer(`Стая ${index}`), 30_000);
  await match(instant.id, await property('Instant home'));
  await match(paused.id, await property('Paused home'));

  const john = await user('en', 'John');
  const cheap = await search(john, { name: 'Cheap flats' });
  const dropped = await property('Dropped flat', 85_000);
  await match(cheap.id, dropped, 90_000);
  await match(cheap.id, dropped, 85_000, 90_000);
  await match(cheap.id, await property('Another flat'));
  await db.insert(propertyImages).values({ propertyId: dropped, url: '/uploads/flat.webp', thumbnailUrl: '/uploads/flat-thumb.webp' });

  const onlyInstant = await user('en');
  await match((await search(onlyInstant, { frequency: 'instant' })).id, await property('Told at once'));

  expect(await queueDigest(db, MORNING)).toBe(true);
  await runJobs();

  const mails = await outbox();
  expect([...mails.keys()].sort()).toEqual([`digest-${DAY}-${john}`, `digest-${DAY}-${maria}`].sort());
  const toMaria = mails.get(`digest-${DAY}-${maria}`)!;
  expect(toMaria.subject).toBe('Дневен бюлетин: 25 нови в Домовик');
  expect(toMaria.text).toContain('Здравейте, Мария!');
  expect(toMaria.text.match(/^• /gm)).toHaveLength(20);
  // The two searches take turns: 10 homes and the 10 rooms; 5 homes linked.
  expect(toMaria.text.match(/^• Дом /gm)).toHaveLength(10);
  expect(toMaria.text.match(/^• Стая /gm)).toHaveLength(10);
  expect(toMaria.text).toContain('Вашето търсене „Двустайни в центъра“');
  expect(toMaria.text).toContain('Още 5 по това търсене и всичките му обяви:');
  expect(toMaria.text).toContain('Всички обяви по това търсене:');
  expect(toMaria.text).not.toMatch(/Instant|Paused/);
  expect(toMaria.text).toMatch(/900\s€ \/ месец · 15,00\s€\/кв\.м/);
  expect(toMaria.links).toEqual(
    expect.arrayContaining([
      `${PUBLIC_URL}/imoti?city=${cityId}`,
      `${PUBLIC_URL}/sakvartiranti?city=${cityId}`,
      `${PUBLIC_URL}/otpisvane?token=${homes.token}`,
      `${PUBLIC_URL}/otpisvane?token=${rooms.token}`,
      `${PUBLIC_URL}/profil/zapazeni-tarseniya`,
    ]),
  );
  // Two searches: the header names the saved searches page; each one-click link is in the body.
  expect(toMaria.headers).toEqual({ 'List-Unsubscribe': `<${PUBLIC_URL}/profil/zapazeni-tarseniya>` });

  const toJohn = mails.get(`digest-${DAY}-${john}`)!;
  expect(toJohn.text).toContain('Hello John,');
  expect(toJohn.text).toContain('Your search "Cheap flats"');
  // The drop is the flat's latest news: one line, with its old and new rent.
  expect(toJohn.text.match(/^• /gm)).toHaveLength(2);
  expect(toJohn.text).toContain('Price dropped from €900 to €850 / month');
  expect(toJohn.links).toContain(`${PUBLIC_URL}/property/${dropped}`);
  expect(toJohn.text).toContain(`Picture: ${PUBLIC_URL}/uploads/flat-thumb.webp`);
  expect(toJohn.headers).toEqual({ 'List-Unsubscribe': `<${PUBLIC_URL}/api/unsubscribe/${cheap.token}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

  expect(await unsent([homes.id, rooms.id, cheap.id])).toBe(0);
  expect(await unsent([instant.id])).toBe(1);
  expect(await unsent([paused.id])).toBe(1);

  // The day again: its job is done, and a job of the day run anew finds nothing to send.
  expect(await queueDigest(db, new Date(MORNING.getTime() + 3600_000))).toBe(true);
  await enqueue(db, { kind: DIGEST_JOB_KIND, key: `${DIGEST_JOB_KIND}:${DAY}:again`, payload: { day: DAY, afterUserId: 0 } satisfies DigestPayload });
  await runJobs();
  expect(sent).toHaveLength(2);
});

it('goes on after the checkpoint of a job that died: no user is sent twice', async () => {
  const people = [];
  for (let index = 0; index < 5; index += 1) {
    const id = await user(index % 2 ? 'en' : 'bg');
    await match((await search(id)).id, await property(`Home of ${id}`));
    people.push(id);
  }
  await queueDigest(db, MORNING);
  // Two users a batch: the server dies as it starts the second batch.
  await runJobs({ mailer: countingMailer(3), retryMs: 60_000 });
  const [job] = await db.select().from(jobs).where(eq(jobs.key, `${DIGEST_JOB_KIND}:${DAY}`));
  expect(job!.state).toBe('queued');
  await db.update(jobs).set({ runAfter: sql`now()` }).where(eq(jobs.kind, DIGEST_JOB_KIND));
  expect(job!.payload).toEqual({ day: DAY, afterUserId: people[1] });
  expect(sent).toEqual(people.slice(0, 2).map((id) => `digest-${DAY}-${id}`));

  // A match made for the first user after their e-mail waits for tomorrow's digest.
  const late = await match((await search(people[0]!)).id, await property('Late home'));
  await runJobs();
  expect(sent).toEqual(people.map((id) => `digest-${DAY}-${id}`));
  expect((await db.select({ sentAt: savedSearchMatches.sentAt }).from(savedSearchMatches).where(eq(savedSearchMatches.id, late)))[0]!.sentAt).toBeNull();
  expect([...(await outbox()).keys()].sort()).toEqual(people.map((id) => `digest-${DAY}-${id}`).sort());
  const [done] = await db.select().from(jobs).where(eq(jobs.key, `${DIGEST_JOB_KIND}:${DAY}`));
  expect(done!.state).toBe('done');
});

it('sends a user killed between their e-mail and its commit again under the same id: one message', async () => {
  const people = [];
  for (let index = 0; index < 3; index += 1) {
    const id = await user('en');
    await match((await search(id)).id, await property(`Home of ${id}`));
    people.push(id);
  }
  await queueDigest(db, MORNING);
  // The second user of the first batch fails: the first one's e-mail went, its batch was not committed.
  // Its retry waits (this runner must not take it again with the failing mailer), until the next runner.
  await runJobs({ mailer: countingMailer(2), retryMs: 60_000 });
  await db.update(jobs).set({ runAfter: sql`now()` }).where(eq(jobs.kind, DIGEST_JOB_KIND));
  await runJobs();
  const ids = people.map((id) => `digest-${DAY}-${id}`);
  expect(sent).toEqual([ids[0], ...ids]);
  expect([...(await outbox()).keys()].sort()).toEqual([...ids].sort());
});

it('queues the day\'s digest once 07:00 has come in Sofia, and only once', async () => {
  const digestJobs = () => db.select({ key: jobs.key }).from(jobs).where(eq(jobs.kind, DIGEST_JOB_KIND));
  // 06:59 in Sofia.
  expect(await queueDigest(db, new Date('2026-11-27T04:59:00Z'))).toBe(false);
  expect(await digestJobs()).toEqual([]);
  expect(await queueDigest(db, new Date('2026-11-27T05:00:00Z'))).toBe(true);
  expect(await queueDigest(db, new Date('2026-11-27T21:59:00Z'))).toBe(true);
  expect(await digestJobs()).toEqual([{ key: `${DIGEST_JOB_KIND}:${DAY}` }]);
  // 00:30 the next day in Sofia, still the 27th in UTC: not yet the 28th's digest.
  expect(sofiaDay(new Date('2026-11-27T22:30:00Z'))).toEqual({ day: '2026-11-28', hour: 0 });
  expect(await queueDigest(db, new Date('2026-11-27T22:30:00Z'))).toBe(false);
  // Summer time (UTC+3): 07:00 in Sofia is 04:00 UTC.
  expect(await queueDigest(db, new Date('2027-06-01T03:59:00Z'))).toBe(false);
  expect(await queueDigest(db, new Date('2027-06-01T04:00:00Z'))).toBe(true);
  expect(await digestJobs()).toEqual([{ key: `${DIGEST_JOB_KIND}:${DAY}` }, { key: `${DIGEST_JOB_KIND}:2027-06-01` }]);
});
