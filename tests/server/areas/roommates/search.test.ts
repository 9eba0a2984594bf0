/**
 * The flatmate-offer search, an offer's page and the universities through the real server on a
 * fresh database: each filter (city, price range, university) and their combinations, newest
 * first with paging and the total, premium offers first until their days are over, deleted
 * offers gone, answers in the request's language, bad queries refused, and the plan that serves
 * the search from its index.
 */
import { eq, sql } from 'drizzle-orm';
import { pageQuery, searchWhere } from '../../../../server/areas/roommates/repository.ts';
import { listingPageStatement } from '../../../../server/db/listingPage.ts';
import { tenantOffers } from '../../../../server/db/schema/index.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createPlaces, insertOffer, insertOfferImage } from './fixtures.ts';
import type { Places } from './fixtures.ts';

let server: TestApp;
let places: Places;
let maria: Account;
let georgi: Account;
/** Offer ids by name. */
const offer: Record<string, number> = {};

const HOUR_MS = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS);

beforeAll(async () => {
  server = await startTestApp();
  places = await createPlaces(server);
  [maria, georgi] = await Promise.all([createAccount(server, 'user'), createAccount(server, 'user')]);
  // Newest first: s1 (1 hour ago) ... v2 (7 hours ago).
  offer.s1 = await insertOffer(server, maria.id, places.sofia, { price: 25_000, universityId: places.su, createdAt: hoursAgo(1), title: { bg: 'Стая до СУ', en: 'Room near SU' } });
  offer.s2 = await insertOffer(server, georgi.id, places.sofia, { price: 40_000, universityId: places.unwe, createdAt: hoursAgo(2) });
  offer.s3 = await insertOffer(server, maria.id, places.sofia, { price: 30_000, universityId: null, createdAt: hoursAgo(3) });
  offer.v1 = await insertOffer(server, georgi.id, places.varna, { price: 20_000, universityId: places.tuVarna, createdAt: hoursAgo(4) });
  offer.s4 = await insertOffer(server, georgi.id, places.sofia, { price: 35_000, universityId: places.su, createdAt: hoursAgo(5) });
  offer.gone = await insertOffer(server, maria.id, places.sofia, { price: 26_000, universityId: places.su, createdAt: hoursAgo(6), deletedAt: new Date() });
  offer.v2 = await insertOffer(server, maria.id, places.varna, { price: 45_000, createdAt: hoursAgo(7) });
  await insertOfferImage(server, offer.s1, 1);
  await insertOfferImage(server, offer.s1, 0);
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

const get = (url: string, locale = 'en') => server.inject({ method: 'GET', url, headers: { 'accept-language': locale } });
const ids = async (query: string) => {
  const response = await get(`/api/tenant-offer${query}`);
  expect(response.statusCode).toBe(200);
  const page = response.json() as { items: { id: number }[]; total: number };
  return { ids: page.items.map((item) => item.id), total: page.total };
};

describe('GET /api/tenant-offer', () => {
  it('answers every live offer newest first, 12 a page by default, with the total', async () => {
    const response = await get('/api/tenant-offer');
    expect(response.json()).toMatchObject({ offset: 0, limit: 12, total: 6 });
    expect((await ids('')).ids).toEqual([offer.s1, offer.s2, offer.s3, offer.v1, offer.s4, offer.v2]);
  });

  it('answers each offer with its place, university, poster and pictures in the request language', async () => {
    const { items } = (await get('/api/tenant-offer?limit=1')).json();
    expect(items[0]).toEqual({
      id: offer.s1,
      title: 'Room near SU',
      description: 'A bright room.',
      city: { id: places.sofia, name: 'Sofia' },
      university: { id: places.su, name: 'Sofia University' },
      price: 25_000,
      availableFrom: '2030-01-01',
      roommatesWanted: 1,
      genderPreference: 'any',
      images: [
        { id: expect.any(Number), url: `/media/seed/roommate-${offer.s1}-0.svg`, thumbnailUrl: `/media/seed/roommate-${offer.s1}-0.svg`, width: null, height: null },
        expect.objectContaining({ url: `/media/seed/roommate-${offer.s1}-1.svg` }),
      ],
      owner: { id: maria.id, name: expect.any(String) },
      premium: false,
      premiumUntil: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    const bg = (await get('/api/tenant-offer?limit=1', 'bg')).json().items[0];
    expect(bg).toMatchObject({ title: 'Стая до СУ', city: { name: 'София' }, university: { name: 'Софийски университет' } });
  });

  it('filters by city', async () => {
    expect(await ids(`?city=${places.varna}`)).toEqual({ ids: [offer.v1, offer.v2], total: 2 });
    expect((await ids(`?city=${places.sofia}`)).ids).toEqual([offer.s1, offer.s2, offer.s3, offer.s4]);
  });

  it('filters by a price range, both ends included', async () => {
    expect((await ids('?priceFrom=30000')).ids).toEqual([offer.s2, offer.s3, offer.s4, offer.v2]);
    expect((await ids('?priceTo=30000')).ids).toEqual([offer.s1, offer.s3, offer.v1]);
    expect((await ids('?priceFrom=25000&priceTo=35000')).ids).toEqual([offer.s1, offer.s3, offer.s4]);
  });

  it('filters by university', async () => {
    expect(await ids(`?university=${places.su}`)).toEqual({ ids: [offer.s1, offer.s4], total: 2 });
    expect((await ids(`?university=${places.tuVarna}`)).ids).toEqual([offer.v1]);
  });

  it('combines the four filters', async () => {
    expect((await ids(`?city=${places.sofia}&university=${places.su}&priceFrom=30000&priceTo=40000`)).ids).toEqual([offer.s4]);
    // A university of another city finds nothing.
    expect(await ids(`?city=${places.varna}&university=${places.su}`)).toEqual({ ids: [], total: 0 });
    // Nothing in range.
    expect(await ids(`?city=${places.varna}&priceFrom=50000`)).toEqual({ ids: [], total: 0 });
  });

  it('pages with offset and limit, the total counting every match', async () => {
    expect(await ids(`?city=${places.sofia}&limit=3`)).toEqual({ ids: [offer.s1, offer.s2, offer.s3], total: 4 });
    expect(await ids(`?city=${places.sofia}&limit=3&offset=3`)).toEqual({ ids: [offer.s4], total: 4 });
    expect(await ids(`?city=${places.sofia}&offset=40`)).toEqual({ ids: [], total: 4 });
  });

  it('keeps offers with the same time in one order across pages (ties by id)', async () => {
    const at = hoursAgo(48);
    const twins = [
      await insertOffer(server, maria.id, places.varna, { createdAt: at, price: 99_000 }),
      await insertOffer(server, maria.id, places.varna, { createdAt: at, price: 99_000 }),
    ];
    const first = await ids(`?priceFrom=99000&limit=1`);
    const second = await ids(`?priceFrom=99000&limit=1&offset=1`);
    expect([...first.ids, ...second.ids]).toEqual([...twins].reverse());
    await server.db.delete(tenantOffers).where(sql`${tenantOffers.price} = 99000`);
  });

  it.each([
    ['a reversed price range', '?priceFrom=30000&priceTo=20000', 'priceTo', 'The highest price cannot be below the lowest.'],
    ['a negative price', '?priceFrom=-1', 'priceFrom', expect.any(String)],
    ['a city that is not an id', '?city=sofia', 'city', expect.any(String)],
    ['a limit over 100', '?limit=101', 'limit', expect.any(String)],
  ])('refuses %s with a 422 naming the parameter', async (_name, query, property, message) => {
    const response = await get(`/api/tenant-offer${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property, message }] });
  });

  it('puts premium offers first, each part newest first, until their days are over', async () => {
    const premiumUntil = (id: number, until: Date) => server.db.update(tenantOffers).set({ premiumUntil: until }).where(eq(tenantOffers.id, id));
    const inDays = (days: number) => new Date(Date.now() + days * 24 * HOUR_MS);
    const [soon, later] = [inDays(3), inDays(10)];
    await premiumUntil(offer.s4!, soon);
    await premiumUntil(offer.s3!, later);
    // Its days are over: in its place again.
    await premiumUntil(offer.s2!, hoursAgo(1));
    try {
      expect((await ids('')).ids).toEqual([offer.s3, offer.s4, offer.s1, offer.s2, offer.v1, offer.v2]);
      expect((await ids(`?university=${places.su}`)).ids).toEqual([offer.s4, offer.s1]);
      expect((await ids(`?city=${places.sofia}&limit=1&offset=1`)).ids).toEqual([offer.s4]);
      const { items } = (await get(`/api/tenant-offer?city=${places.sofia}`)).json() as { items: { id: number; premium: boolean; premiumUntil: string | null }[] };
      expect(items.map(({ id, premium, premiumUntil: until }) => [id, premium, until])).toEqual([
        [offer.s3, true, later.toISOString()],
        [offer.s4, true, soon.toISOString()],
        [offer.s1, false, null],
        [offer.s2, false, null],
      ]);
      expect((await get(`/api/tenant-offer/${offer.s3}`)).json()).toMatchObject({ premium: true, premiumUntil: later.toISOString() });
      expect((await get(`/api/tenant-offer/${offer.s2}`)).json()).toMatchObject({ premium: false, premiumUntil: null });
    } finally {
      await server.db.update(tenantOffers).set({ premiumUntil: null });
    }
  });

  it('is served from its index, for a city, a university and no place at all, premium first', async () => {
    await server.db.execute(sql`vacuum analyze tenant_offers`);
    const paging = { offset: 0, limit: 12 };
    const city = await planOf(server, listingPageStatement(pageQuery(searchWhere({ cityId: places.sofia, priceTo: 40_000 }), paging, true)));
    expect(city).toContain('Index Only Scan using tenant_offers_search_idx');
    const university = await planOf(server, listingPageStatement(pageQuery(searchWhere({ universityId: places.su }), paging, true)));
    expect(university).toContain('Index Only Scan using tenant_offers_search_idx');
    const newest = await planOf(server, listingPageStatement(pageQuery(searchWhere({}), paging, true)));
    expect(newest).toContain('Index Only Scan using tenant_offers_newest_idx');
    for (const plan of [city, university, newest]) expect(plan).not.toMatch(/Seq Scan on tenant_offers|Bitmap Heap Scan on tenant_offers/);
  });
});

/** The query plan PostgreSQL chooses when scanning the table whole is not an option. */
async function planOf(testApp: TestApp, query: ReturnType<typeof sql>): Promise<string> {
  return testApp.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('GET /api/tenant-offer/{id}', () => {
  it('answers a live offer to anyone', async () => {
    const response = await get(`/api/tenant-offer/${offer.s2}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: offer.s2, university: { id: places.unwe }, owner: { id: georgi.id }, images: [] });
  });

  it('answers 404 for a deleted offer, an unknown one and a malformed id', async () => {
    for (const id of [offer.gone, 999_999, 'abc', '0']) {
      const response = await get(`/api/tenant-offer/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });
});

describe('GET /api/roommates/universities', () => {
  it('answers every university with its city, sorted by name in the request language', async () => {
    const en = (await get('/api/roommates/universities')).json();
    expect(en).toEqual([
      { id: places.su, name: 'Sofia University', cityId: places.sofia },
      { id: places.tuVarna, name: 'Technical University of Varna', cityId: places.varna },
      { id: places.unwe, name: 'University of National and World Economy', cityId: places.sofia },
    ]);
    const bg = (await get('/api/roommates/universities', 'bg')).json();
    expect(bg.map((university: { name: string }) => university.name)).toEqual(['Софийски университет', 'Технически университет – Варна', 'УНСС']);
  });
});
