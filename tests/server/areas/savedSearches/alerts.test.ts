/**
 * The instant alerts of saved searches (docs/decisions/0030): a listing's write queues its match
 * job, the match job records the searches it meets and queues their e-mails, each e-mail goes
 * once, in its owner's language, with its links and one-click unsubscribe, even when a server
 * dies between the send and its record, and when two servers work the same burst.
 */
import path from 'node:path';
import { readFile, readdir } from 'node:fs/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { ALERT_JOB_SEARCHES, alertHandlers } from '../../../../server/areas/savedSearches/alerts.ts';
import type { PropertyValues } from '../../../../server/areas/rentals/repository.ts';
import type { OfferValues } from '../../../../server/areas/roommates/repository.ts';
import { jobs, propertyImages, savedSearchMatches, savedSearches, users } from '../../../../server/db/schema/index.ts';
import type { NewSavedSearch } from '../../../../server/db/schema/index.ts';
import { createJobRunner } from '../../../../server/services/jobs.ts';
import { createMailer } from '../../../../server/services/mail.ts';
import type { Mailer } from '../../../../server/services/mail.ts';
import type { InjectOptions } from 'fastify';
import { createAccount } from '../../helpers/accounts.ts';
import { createCities } from '../../helpers/places.ts';
import { createPlaces, propertyBody } from '../rentals/fixtures.ts';
import { createPlaces as createOfferPlaces, offerBody } from '../roommates/fixtures.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';

let server: TestApp;
let sofia: number, varna: number, lozenets: number, mladost: number, su: number, unwe: number;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  // Its runner looks for jobs only when woken (settle), so a test's own runners have the queue to themselves.
  server = await startTestApp({ env: { JOB_POLL_MS: '3600000' } });
  const cities = await createCities(server);
  ({ sofia, varna, lozenets, mladost } = await createPlaces(server, cities));
  ({ su, unwe } = await createOfferPlaces(server, cities));
});

// Each test hears only its own searches: the earlier tests' are paused.
beforeEach(async () => {
  await server.db.update(savedSearches).set({ paused: true });
});

afterAll(async () => {
  await server.close();
});

let sequence = 0;

function propertyValues(values: Partial<PropertyValues> = {}): PropertyValues {
  sequence += 1;
  return {
    districtId: lozenets,
    title: { bg: `Имот ${sequence}`, en: `Property ${sequence}` },
    description: { bg: 'Светъл апартамент.', en: 'A bright flat.' },
    price: 80_000,
    type: 'apartment',
    furniture: 'furnished',
    bedrooms: 2,
    bathrooms: 1,
    area: 64,
    petFriendly: true,
    status: 'active',
    ...values,
  };
}

function offerValues(values: Partial<OfferValues> = {}): OfferValues {
  sequence += 1;
  return {
    cityId: sofia,
    universityId: su,
    title: { bg: `Стая ${sequence}`, en: `Room ${sequence}` },
    description: { bg: 'Светла стая.', en: 'A bright room.' },
    price: 30_000,
    availableFrom: '2030-01-01',
    roommatesWanted: 1,
    genderPreference: 'any',
    ...values,
  } as OfferValues;
}

/** Lets this server's runner do every job queued (as a write on it wakes it). */
async function settle() {
  server.app.savedSearchAlerts.wake();
  await server.app.savedSearchAlerts.idle();
}

async function owner(locale: 'bg' | 'en' = 'bg') {
  const account = await createAccount(server, 'user', { signIn: false });
  await server.db.update(users).set({ locale }).where(eq(users.id, account.id));
  return account;
}

async function search(userId: number, values: Partial<NewSavedSearch> = {}): Promise<number> {
  const [row] = await server.db
    .insert(savedSearches)
    .values({ userId, kind: 'property', name: `Search ${(sequence += 1)}`, frequency: 'instant', ...values })
    .returning({ id: savedSearches.id });
  return row!.id;
}

async function createProperty(ownerId: number, values: Partial<PropertyValues> = {}) {
  return server.app.rentalsRepository.createProperty(ownerId, propertyValues(values), [], []);
}

async function updateProperty(id: number, ownerId: number, values: Partial<PropertyValues>) {
  const current = await server.app.rentalsRepository.findProperty(id);
  return server.app.rentalsRepository.updateProperty(id, ownerId, {
    values: propertyValues({ title: current!.title, price: current!.price, status: current!.status, ...values }),
    images: [],
    removedImageIds: [],
    applianceIds: [],
  });
}

const matchesOf = async (searchIds: number[]) =>
  server.db.select().from(savedSearchMatches).where(inArray(savedSearchMatches.savedSearchId, searchIds)).orderBy(savedSearchMatches.savedSearchId, savedSearchMatches.id);
const handlersOf = (mailer: Mailer, searchesPerJob?: number) =>
  alertHandlers({ db: server.db, mailer, translator: server.app.translator, config: server.config, ...(searchesPerJob ? { searchesPerJob } : {}) });
const mailsTo = async (email: string) => (await server.outbox()).filter((mail) => mail.to === email);

describe('matching a new property', () => {
  it('tells exactly the searches whose every filter it meets', async () => {
    const lister = await owner();
    const reader = await owner();
    const meets: Partial<NewSavedSearch>[] = [
      {},
      { cityId: sofia },
      { cityId: sofia, districtId: lozenets },
      { type: 'apartment' },
      { priceFrom: 80_000, priceTo: 80_000 },
      { bedrooms: 2 },
      { furniture: 'furnished' },
      { petFriendly: true },
      { areaFrom: 64, areaTo: 64 },
    ];
    const misses: Partial<NewSavedSearch>[] = [
      { cityId: varna },
      { cityId: sofia, districtId: mladost },
      { type: 'house' },
      { priceFrom: 80_001 },
      { priceTo: 79_999 },
      { bedrooms: 3 },
      { furniture: 'unfurnished' },
      { petFriendly: false },
      { areaFrom: 65 },
      { areaTo: 63 },
      { kind: 'roommate' },
    ];
    const told = [];
    for (const values of meets) told.push(await search(reader.id, values));
    const untold = [];
    for (const values of misses) untold.push(await search(reader.id, values));
    const id = await createProperty(lister.id);
    await settle();
    const matches = await matchesOf([...told, ...untold]);
    expect(matches.map((match) => match.savedSearchId)).toEqual(told);
    expect(matches.every((match) => match.listingId === id && match.reason === 'new' && match.sentAt !== null)).toBe(true);
    expect(await mailsTo(reader.email)).toHaveLength(told.length);
  });

  it('does not tell a paused search, a daily one by e-mail, or the owner of their own listing', async () => {
    const lister = await owner();
    const reader = await owner();
    const paused = await search(reader.id, { paused: true });
    const daily = await search(reader.id, { frequency: 'daily' });
    const own = await search(lister.id);
    await createProperty(lister.id);
    await settle();
    const matches = await matchesOf([paused, daily, own]);
    // The daily search's match waits for the digest.
    expect(matches.map((match) => [match.savedSearchId, match.sentAt])).toEqual([[daily, null]]);
    expect(await mailsTo(reader.email)).toEqual([]);
    expect(await mailsTo(lister.email)).toEqual([]);
  });

  it('tells nothing of a draft, and tells once it is published; made active again, only searches not told before', async () => {
    const lister = await owner();
    const reader = await owner();
    const first = await search(reader.id);
    const id = await createProperty(lister.id, { status: 'draft' });
    await settle();
    expect(await matchesOf([first])).toEqual([]);

    await updateProperty(id, lister.id, { status: 'active' });
    await settle();
    expect((await matchesOf([first])).map((match) => match.reason)).toEqual(['new']);

    await updateProperty(id, lister.id, { status: 'rented' });
    const second = await search(reader.id);
    await updateProperty(id, lister.id, { status: 'active' });
    await settle();
    expect((await matchesOf([first])).map((match) => match.reason)).toEqual(['new']);
    expect((await matchesOf([second])).map((match) => match.reason)).toEqual(['new']);
    expect(await mailsTo(reader.email)).toHaveLength(2);
  });
});

describe('a price drop', () => {
  it('tells a search already told, with the old and new rent, again on each further drop only', async () => {
    const lister = await owner();
    const reader = await owner('en');
    const searchId = await search(reader.id, { priceTo: 80_000 });
    const id = await createProperty(lister.id, { price: 80_000 });
    await settle();
    await updateProperty(id, lister.id, { price: 75_000 });
    await settle();
    // The same rent again, and a raise, are no event.
    await updateProperty(id, lister.id, { price: 75_000, description: { bg: 'Друго.', en: 'Other.' } });
    await updateProperty(id, lister.id, { price: 78_000 });
    await settle();
    await updateProperty(id, lister.id, { price: 70_000 });
    await settle();
    const matches = await matchesOf([searchId]);
    expect(matches.map((match) => [match.reason, match.dedupe, match.oldPrice])).toEqual([
      ['new', 'new', null],
      ['price-drop', 'price-drop:75000', 80_000],
      ['price-drop', 'price-drop:70000', 78_000],
    ]);
    const mails = await mailsTo(reader.email);
    expect(mails).toHaveLength(3);
    const drop = mails.find((mail) => mail.text.includes('€780'))!;
    expect(drop.text).toContain('Rent: €700 a month (was €780)');
    expect(drop.subject).toContain('€700');
  });

  it('does not tell a drop on a property that is not active', async () => {
    const lister = await owner();
    const reader = await owner();
    const searchId = await search(reader.id);
    const id = await createProperty(lister.id, { status: 'inactive', price: 90_000 });
    await updateProperty(id, lister.id, { price: 60_000 });
    await settle();
    expect(await matchesOf([searchId])).toEqual([]);
  });
});

describe('flatmate offers', () => {
  it('tells the flatmate searches of its city, university and rent when posted and when cheaper', async () => {
    const poster = await owner();
    const reader = await owner();
    const told = [
      await search(reader.id, { kind: 'roommate' }),
      await search(reader.id, { kind: 'roommate', cityId: sofia, universityId: su }),
      await search(reader.id, { kind: 'roommate', priceFrom: 30_000, priceTo: 30_000 }),
    ];
    const untold = [
      await search(reader.id, { kind: 'roommate', cityId: varna }),
      await search(reader.id, { kind: 'roommate', universityId: unwe }),
      await search(reader.id, { kind: 'roommate', priceTo: 29_999 }),
      await search(reader.id, { kind: 'property' }),
    ];
    const id = await server.app.roommatesRepository.createOffer(poster.id, offerValues(), []);
    await settle();
    expect((await matchesOf([...told, ...untold])).map((match) => match.savedSearchId)).toEqual(told);

    await server.app.roommatesRepository.updateOffer(id, poster.id, { values: offerValues({ price: 25_000 }), images: [], removedImageIds: [] });
    await settle();
    const drops = (await matchesOf([...told, ...untold])).filter((match) => match.reason === 'price-drop');
    // 250 € is below the third search's rent and within the sixth's, which was not told before.
    expect(drops.map((match) => [match.savedSearchId, match.oldPrice, match.price])).toEqual([
      [told[0], 30_000, 25_000],
      [told[1], 30_000, 25_000],
      [untold[2], 30_000, 25_000],
    ]);
    const mail = (await mailsTo(reader.email)).at(-1)!;
    expect(mail.text).toContain('Софийски университет, София');
  });
});

describe('through the listings\' own calls', () => {
  it('e-mails within seconds of publishing, of a lower rent and of a posted flatmate offer, this server woken by the write', async () => {
    const lister = await createAccount(server, 'user');
    const reader = await owner();
    await search(reader.id, { cityId: sofia, districtId: lozenets });
    await search(reader.id, { kind: 'roommate', cityId: sofia });
    const as = (options: InjectOptions) => server.inject({ ...options, headers: { cookie: lister.cookie } });
    // This server looks at the queue only when woken (JOB_POLL_MS is an hour here).
    const created = await as({ method: 'POST', url: '/api/property', payload: propertyBody(lozenets, { price: 95_000 }) });
    expect(created.statusCode).toBe(201);
    await until(async () => (await mailsTo(reader.email)).length === 1, 'the new property\'s alert');
    const id = created.json<{ id: number }>().id;
    const cheaper = await as({ method: 'POST', url: `/api/user/property/${id}`, payload: propertyBody(lozenets, { price: 90_000 }) });
    expect(cheaper.statusCode).toBe(200);
    await until(async () => (await mailsTo(reader.email)).length === 2, 'the price drop\'s alert');
    const offer = await as({ method: 'POST', url: '/api/tenant-offer', payload: offerBody(sofia) });
    expect(offer.statusCode).toBe(201);
    await until(async () => (await mailsTo(reader.email)).length === 3, 'the offer\'s alert');
    expect((await mailsTo(reader.email)).map((mail) => mail.links[0])).toEqual(
      expect.arrayContaining([`http://localhost:3000/imot/${id}`, `http://localhost:3000/sakvartiranti/${offer.json<{ id: number }>().id}`]),
    );
  });
});

describe('the e-mail', () => {
  it('shows the listing in its owner language with the links of the listing, the search, the saved searches and the unsubscribe', async () => {
    const lister = await owner();
    const reader = await owner('en');
    const searchId = await search(reader.id, { name: 'Two bedrooms in Lozenets', cityId: sofia, districtId: lozenets, bedrooms: 2, priceTo: 90_050, petFriendly: true });
    const id = await createProperty(lister.id, { price: 80_000, area: 64 });
    await server.db.insert(propertyImages).values([
      { propertyId: id, position: 1, url: 'https://cdn.example.com/second.webp', thumbnailUrl: 'https://cdn.example.com/second.webp' },
      { propertyId: id, position: 0, url: '/media/first.webp', thumbnailUrl: '/media/first.webp' },
    ]);
    await settle();
    const [match] = await matchesOf([searchId]);
    const [row] = await server.db.select({ unsubscribeToken: savedSearches.unsubscribeToken }).from(savedSearches).where(eq(savedSearches.id, searchId));
    const { unsubscribeToken } = row!;
    const [mail] = await mailsTo(reader.email);
    expect(mail!.subject).toBe(`New for "Two bedrooms in Lozenets": Property ${sequence}`);
    expect(mail!.text).toContain('A new listing matches your saved search "Two bedrooms in Lozenets":');
    expect(mail!.text).toContain('Rent: €800 a month');
    expect(mail!.text).toContain('€12.50 per m², 64 m²');
    expect(mail!.text).toContain('Lozenets, Sofia');
    expect(mail!.links).toEqual([
      `http://localhost:3000/property/${id}`,
      `http://localhost:3000/properties?city=${sofia}&district=${lozenets}&bedrooms=2&pets=1&to=901`,
      'http://localhost:3000/profile/saved-searches',
      `http://localhost:3000/unsubscribe?token=${unsubscribeToken}`,
    ]);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/api/unsubscribe/${unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // The message itself: its id names the match, its HTML shows the first picture at an absolute address.
    const eml = await readFile(path.join(server.config.dataDir, 'outbox', `alert-${searchId}-${match!.id}.eml`), 'utf8');
    expect(eml).toMatch(new RegExp(`Message-ID: <alert-${searchId}-${match!.id}@`, 'i'));
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(eml.replace(/=\r?\n/g, '')).toContain('http://localhost:3000/media/first.webp');
  });

  it('is in Bulgarian for a Bulgarian owner, with the Bulgarian addresses', async () => {
    const lister = await owner();
    const reader = await owner('bg');
    await search(reader.id, { kind: 'roommate', name: 'Стая до СУ', universityId: su, priceFrom: 28_000, priceTo: 29_000 });
    const id = await server.app.roommatesRepository.createOffer(lister.id, offerValues({ price: 30_000 }), []);
    await settle();
    await server.app.roommatesRepository.updateOffer(id, lister.id, { values: offerValues({ price: 28_000 }), images: [], removedImageIds: [] });
    await settle();
    // Too dear when posted: the drop is the first it hears of it.
    const [drop, ...more] = await mailsTo(reader.email);
    expect(more).toEqual([]);
    // Bulgarian money has a no-break space before the sign.
    expect(drop!.subject).toBe(`По-евтино: Стая ${sequence}, 280\u00a0€`);
    expect(drop!.text).toContain('Наем: 280\u00a0€ на месец (беше 300\u00a0€)');
    expect(drop!.links).toEqual([
      `http://localhost:3000/sakvartiranti/${id}`,
      `http://localhost:3000/sakvartiranti?university=${su}&from=280&to=290`,
      'http://localhost:3000/profil/zapazeni-tarseniya',
      expect.stringMatching(/^http:\/\/localhost:3000\/otpisvane\?token=[0-9a-f]{64}$/),
    ]);
  });

  it('is not sent when the search was paused, or the owner left, before it went', async () => {
    const lister = await owner();
    const pausing = await owner();
    const leaving = await owner();
    const paused = await search(pausing.id);
    const left = await search(leaving.id);
    await createProperty(lister.id);
    // The match job first (on a runner of its own: this server's waits for a wake), then the sends.
    const matcher = createJobRunner({ db: server.db, handlers: { 'saved-search-match': handlersOf(server.app.mailer)['saved-search-match']! }, log });
    matcher.wake();
    await matcher.idle();
    await matcher.stop();
    expect(await matchesOf([paused, left])).toHaveLength(2);
    await server.db.update(savedSearches).set({ paused: true }).where(eq(savedSearches.id, paused));
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, leaving.id));
    await settle();
    expect((await matchesOf([paused, left])).map((match) => match.sentAt)).toEqual([null, null]);
    expect(await mailsTo(pausing.email)).toEqual([]);
    expect(await mailsTo(leaving.email)).toEqual([]);
  });
});

describe('one e-mail per search', () => {
  it('tells a search every listing of a burst in one e-mail: the ten newest, and how many more on its page', async () => {
    const lister = await owner();
    const reader = await owner('en');
    const searchId = await search(reader.id, { name: 'Lozenets', cityId: sofia, districtId: lozenets });
    const ids = [];
    for (let index = 0; index < 12; index += 1) ids.push(await createProperty(lister.id, { price: 80_000 + index * 100 }));
    await settle();
    const mails = await mailsTo(reader.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('12 new or cheaper listings for "Lozenets"');
    expect(mail!.text).toContain('12 listings are new or cheaper for your saved search "Lozenets":');
    const shown = ids.slice(2).reverse();
    const searchUrl = `http://localhost:3000/properties?city=${sofia}&district=${lozenets}`;
    expect(mail!.links).toEqual([
      ...shown.map((id) => `http://localhost:3000/property/${id}`),
      searchUrl,
      searchUrl,
      'http://localhost:3000/profile/saved-searches',
      expect.stringMatching(/^http:\/\/localhost:3000\/unsubscribe\?token=/),
    ]);
    expect(mail!.text).toContain(`And 2 more: see them all on the search's page\n${searchUrl}`);
    expect(mail!.text).toContain('Rent: €811 a month');
    const matches = await matchesOf([searchId]);
    expect(matches).toHaveLength(12);
    expect(matches.every((match) => match.sentAt !== null)).toBe(true);
    // Its id names the search and the newest match it tells of.
    const files = await readdir(path.join(server.config.dataDir, 'outbox'));
    expect(files.filter((name) => name.startsWith(`alert-${searchId}-`) && name.endsWith('.eml'))).toEqual([`alert-${searchId}-${matches.at(-1)!.id}.eml`]);
  });

  it('e-mails a match made while its search\'s e-mail is being sent in the next e-mail, once', async () => {
    const lister = await owner();
    const reader = await owner('en');
    await search(reader.id);
    const first = await createProperty(lister.id);
    const sent: string[] = [];
    let wake = () => {};
    let started = () => {};
    const sending = new Promise<void>((resolve) => (started = resolve));
    const real = server.app.mailer;
    // The first e-mail waits, sent but not yet recorded, while another listing is matched.
    const waiting: Mailer = {
      description: 'waits on its first send',
      async send(mail) {
        sent.push(mail.id!);
        await real.send(mail);
        if (sent.length === 1) {
          started();
          await new Promise<void>((resolve) => (wake = resolve));
        }
      },
    };
    const sender = createJobRunner({ db: server.db, owner: 'sender', handlers: handlersOf(waiting), log });
    sender.wake();
    await sending;
    const second = await createProperty(lister.id);
    const matcher = createJobRunner({ db: server.db, owner: 'matcher', handlers: { 'saved-search-match': handlersOf(real)['saved-search-match']! }, log });
    matcher.wake();
    await matcher.idle();
    await matcher.stop();
    wake();
    await sender.idle();
    await sender.stop();
    const mails = await mailsTo(reader.email);
    expect(mails.map((mail) => mail.links[0])).toEqual([`http://localhost:3000/property/${first}`, `http://localhost:3000/property/${second}`]);
    expect(mails.map((mail) => mail.subject)).toEqual([`New for "Search ${sequence - 2}": Property ${sequence - 1}`, `New for "Search ${sequence - 2}": Property ${sequence}`]);
    expect(new Set(sent).size).toBe(2);
  });
});

describe('sending once', () => {
  const outboxDir = () => path.join(server.config.dataDir, 'outbox');
  const outboxMailer = () => createMailer({ outboxDir: outboxDir(), from: 'Domovik <no-reply@domovik.test>', log });
  const alertFiles = async (searchIds: number[]) => (await readdir(outboxDir())).filter((name) => searchIds.some((id) => name.startsWith(`alert-${id}-`) && name.endsWith('.eml')));
  const runMatchJobs = async (mailer: Mailer) => {
    const matcher = createJobRunner({ db: server.db, handlers: { 'saved-search-match': handlersOf(mailer)['saved-search-match']! }, log });
    matcher.wake();
    await matcher.idle();
    await matcher.stop();
  };
  const sendJobOf = async (searchId: number) => {
    const [job] = await server.db.select().from(jobs).where(eq(jobs.key, `saved-search-alert:${Math.floor(searchId / ALERT_JOB_SEARCHES)}`));
    return job!;
  };

  it('sends the same message again when a server stalls after sending and another takes the job; a match made meanwhile goes next', async () => {
    const lister = await owner();
    const reader = await owner();
    const searchId = await search(reader.id);
    await createProperty(lister.id);
    await runMatchJobs(outboxMailer());
    const job = await sendJobOf(searchId);
    const sent: string[] = [];
    let wakeFirst = () => {};
    const real = outboxMailer();
    // The first server sends, then stalls (a process killed, in effect) before it records sent_at.
    const stalling: Mailer = {
      description: 'stalls after sending',
      async send(mail) {
        sent.push(mail.id!);
        await real.send(mail);
        await new Promise<void>((resolve) => (wakeFirst = resolve));
      },
    };
    const first = createJobRunner({ db: server.db, owner: 'first', handlers: handlersOf(stalling), leaseMs: 60_000, log });
    first.wake();
    await until(async () => sent.length === 1, 'the first send');
    // Another listing matches meanwhile; the first server's lease runs out, and another server takes the job.
    await createProperty(lister.id);
    await runMatchJobs(real);
    await server.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, job.id));
    const counting: Mailer = {
      description: 'counts',
      async send(mail) {
        sent.push(mail.id!);
        await real.send(mail);
      },
    };
    const second = createJobRunner({ db: server.db, owner: 'second', handlers: handlersOf(counting), log });
    second.wake();
    await second.idle();
    await second.stop();
    // The first comes back: its lease is gone, it writes nothing.
    wakeFirst();
    await first.idle();
    await first.stop();
    const [after] = await server.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(after).toMatchObject({ state: 'done', lockedBy: null, attempts: 2, key: `${job.key}#${job.id}` });
    const [told, next] = await matchesOf([searchId]);
    // The message repeated is the first one (same id, so one file); the new match has its own.
    expect(sent).toEqual([`alert-${searchId}-${told!.id}`, `alert-${searchId}-${told!.id}`, `alert-${searchId}-${next!.id}`]);
    expect((await alertFiles([searchId])).sort()).toEqual([`alert-${searchId}-${told!.id}.eml`, `alert-${searchId}-${next!.id}.eml`].sort());
    expect(await mailsTo(reader.email)).toHaveLength(2);
    expect([told!.sentAt, next!.sentAt].every((at) => at !== null)).toBe(true);
  });

  it('leaves one e-mail when the send succeeds and the attempt then fails, and it is retried', async () => {
    const lister = await owner();
    const reader = await owner();
    const searchId = await search(reader.id);
    await createProperty(lister.id);
    await runMatchJobs(outboxMailer());
    const real = outboxMailer();
    const sent: string[] = [];
    const flaky: Mailer = {
      description: 'fails once after sending',
      async send(mail) {
        sent.push(mail.id!);
        await real.send(mail);
        if (sent.length === 1) throw new Error('connection reset after the message went');
      },
    };
    const runner = createJobRunner({ db: server.db, handlers: handlersOf(flaky), retryMs: 10, pollMs: 10, log });
    runner.wake();
    await until(async () => (await matchesOf([searchId]))[0]!.sentAt !== null, 'the retry');
    await runner.idle();
    await runner.stop();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    expect(await alertFiles([searchId])).toHaveLength(1);
    expect(await mailsTo(reader.email)).toHaveLength(1);
  });

  it('sends again, with the next match, what a send job that failed for good left', async () => {
    const lister = await owner();
    const reader = await owner('en');
    const searchId = await search(reader.id);
    const first = await createProperty(lister.id);
    await runMatchJobs(outboxMailer());
    const job = await sendJobOf(searchId);
    const down: Mailer = {
      description: 'refuses every message',
      async send() {
        throw new Error('mail server down');
      },
    };
    const failing = createJobRunner({ db: server.db, handlers: handlersOf(down), retryMs: 1, pollMs: 10, log });
    failing.wake();
    await until(async () => (await server.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.state === 'failed', 'the last attempt');
    await failing.stop();
    expect(await mailsTo(reader.email)).toEqual([]);
    // The next match queues the failed job again, which sends what it was sending, then the new one.
    const second = await createProperty(lister.id);
    await settle();
    const mails = await mailsTo(reader.email);
    expect(mails.map((mail) => mail.links[0]).sort()).toEqual([`http://localhost:3000/property/${first}`, `http://localhost:3000/property/${second}`].sort());
    expect((await matchesOf([searchId])).every((match) => match.sentAt !== null)).toBe(true);
    expect((await server.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]).toMatchObject({ state: 'done', key: `${job.key}#${job.id}` });
  });

  it('tells every listing of a burst once when two servers work it, both of them', async () => {
    const readers = [await owner('en'), await owner('en'), await owner('en')];
    const lister = await owner();
    const searches: number[] = [];
    for (const reader of readers) searches.push(await search(reader.id));
    const listings = [];
    // No more than an e-mail shows (ALERT_MAIL_MAX), so that each is listed.
    for (let index = 0; index < 10; index += 1) listings.push(await createProperty(lister.id));
    const sent: string[] = [];
    const real = outboxMailer();
    const counting: Mailer = {
      description: 'counts',
      async send(mail) {
        sent.push(mail.id!);
        await real.send(mail);
      },
    };
    const worked = new Set<string>();
    // A send job per search (searchesPerJob 1): both servers send as well as match.
    const runners = ['a', 'b'].map((name) => {
      const handlers = Object.fromEntries(
        Object.entries(handlersOf(counting, 1)).map(([kind, handler]) => [kind, (run: Parameters<typeof handler>[0]) => (worked.add(name), handler(run))]),
      );
      return createJobRunner({ db: server.db, owner: name, handlers, pollMs: 10, log });
    });
    for (const runner of runners) runner.wake();
    await until(async () => {
      const matches = await matchesOf(searches);
      return matches.length === 30 && matches.every((match) => match.sentAt !== null);
    }, 'the burst');
    await Promise.all(runners.map(async (runner) => runner.stop()));
    expect([...worked].sort()).toEqual(['a', 'b']);
    expect(new Set(sent).size).toBe(sent.length);
    expect(await alertFiles(searches)).toHaveLength(sent.length);
    // Each reader is told of each listing exactly once.
    for (const reader of readers) {
      const mails = await mailsTo(reader.email);
      const told = mails.flatMap((mail) => mail.links.filter((link) => /\/property\/\d+$/.test(link)));
      expect(told.sort()).toEqual(listings.map((id) => `http://localhost:3000/property/${id}`).sort());
    }
    const left = await server.db
      .select({ kind: jobs.kind, state: jobs.state, key: jobs.key })
      .from(jobs)
      .where(sql`${jobs.kind} like 'saved-search-%' and ${jobs.state} <> 'done'`);
    expect(left).toEqual([]);
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => Promise<boolean>, what: string) {
  for (let tries = 0; tries < 1500; tries += 1) {
    if (await condition()) return;
    await sleep(10);
  }
  throw new Error(`timed out waiting for ${what}`);
}
