/**
 * The instant alerts of saved searches (docs/decisions/0030): a listing's write queues its match
 * job, the match job records the searches it meets and queues their e-mails, each e-mail goes
 * once, in its owner's language, with its links and one-click unsubscribe, even when a server
 * dies between the send and its record, and when two servers work the same burst.
 */
import path from 'node:path';
import { readdir } from 'node:fs/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { handlers } from '../../../../server/areas/index.ts';
import { alertHandlers } from '../../../../server/areas/savedSearches/alerts.ts';
import type { PropertyValues } from '../../../../server/areas/rentals/repository.ts';
import type { OfferValues } from '../../../../server/areas/roommates/repository.ts';
import { loadContract } from '../../../../server/contract.ts';
import type { Handlers } from '../../../../server/handler.ts';
import { cities, districts, jobs, savedSearchMatches, savedSearches, universities, users } from '../../../../server/db/schema/index.ts';
import type { NewSavedSearch } from '../../../../server/db/schema/index.ts';
import { createJobRunner } from '../../../../server/services/jobs.ts';
import { createMailer } from '../../../../server/services/mail.ts';
import type { Mailer } from '../../../../server/services/mail.ts';
import { createAccount } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';

let server: TestApp;
let sofia: number, varna: number, lozenets: number, mladost: number, su: number, unwe: number;
const log = pino({ level: 'silent' });

// The saved searches' own operations are another part of issue 25; until they are on this branch they answer nothing here.
const missing = Object.fromEntries(
  loadContract()
    .operations.filter((operation) => !(operation.operationId in handlers))
    .map((operation) => [operation.operationId, () => Promise.reject(new Error('not in this test'))]),
);

beforeAll(async () => {
  server = await startTestApp({ handlers: { ...missing, ...handlers } as Handlers });
  const [sofiaRow, varnaRow] = await server.db
    .insert(cities)
    .values([
      { key: 'sofia', name: { bg: 'София', en: 'Sofia' } },
      { key: 'varna', name: { bg: 'Варна', en: 'Varna' } },
    ])
    .returning({ id: cities.id });
  sofia = sofiaRow!.id;
  varna = varnaRow!.id;
  const [lozenetsRow, mladostRow] = await server.db
    .insert(districts)
    .values([
      { cityId: sofia, key: 'sofia-lozenets', name: { bg: 'Лозенец', en: 'Lozenets' } },
      { cityId: sofia, key: 'sofia-mladost', name: { bg: 'Младост', en: 'Mladost' } },
    ])
    .returning({ id: districts.id });
  lozenets = lozenetsRow!.id;
  mladost = mladostRow!.id;
  const [suRow, unweRow] = await server.db
    .insert(universities)
    .values([
      { key: 'su', name: { bg: 'Софийски университет', en: 'Sofia University' }, cityId: sofia },
      { key: 'unwe', name: { bg: 'УНСС', en: 'UNWE' }, cityId: sofia },
    ])
    .returning({ id: universities.id });
  su = suRow!.id;
  unwe = unweRow!.id;
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
