/**
 * Saved searches (contract tag saved-searches, docs/decisions/0030): a signed-in user's searches,
 * their names, places and counts, the rules of each kind, the limit, and another user's search.
 */
import { SAVED_SEARCH_MAX_PER_USER } from '../../../../domain/savedSearches.ts';
import { savedSearchMatches, savedSearches, universities } from '../../../../server/db/schema/index.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createPlaces, insertProperty } from '../rentals/fixtures.ts';
import type { Places } from '../rentals/fixtures.ts';
import { insertOffer } from '../roommates/fixtures.ts';

let server: TestApp;
let places: Places;
let university: number;
let varnaUniversity: number;
let owner: Account;
let user: Account;
let other: Account;

beforeAll(async () => {
  server = await startTestApp();
  places = await createPlaces(server);
  const [su, tu] = await server.db
    .insert(universities)
    .values([
      { key: 'su', name: { bg: 'Софийски университет', en: 'Sofia University' }, cityId: places.sofia },
      { key: 'tu-varna', name: { bg: 'ТУ – Варна', en: 'TU Varna' }, cityId: places.varna },
    ])
    .returning({ id: universities.id });
  university = su!.id;
  varnaUniversity = tu!.id;
  owner = await createAccount(server, 'agency');
  user = await createAccount(server, 'user');
  other = await createAccount(server, 'user');
});

afterAll(async () => {
  expect(server.contractViolations).toEqual([]);
  await server.close();
});

beforeEach(async () => {
  await server.db.delete(savedSearches);
});

const create = (account: Account, payload: object, language = 'bg') =>
  server.inject({ method: 'POST', url: '/api/saved-search', headers: { cookie: account.cookie, 'accept-language': language }, payload });

const property = (criteria: object, extra: object = {}) => ({ kind: 'property', frequency: 'instant', criteria, ...extra });
const roommate = (criteria: object, extra: object = {}) => ({ kind: 'roommate', frequency: 'daily', criteria, ...extra });

async function created(account: Account, payload: object, language = 'bg') {
  const response = await create(account, payload, language);
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; name: string }>();
}

const rows = () => server.db.select().from(savedSearches);

describe('saving a search', () => {
  it('keeps a property search’s filters and answers them with its places in the request’s language and what matches now', async () => {
    await insertProperty(server, owner.id, places.lozenets, { price: 80_000, bedrooms: 2 });
    await insertProperty(server, owner.id, places.lozenets, { price: 95_000, bedrooms: 2 });
    await insertProperty(server, owner.id, places.mladost, { price: 80_000, bedrooms: 2 });
    const response = await create(
      user,
      property({ cityId: places.sofia, districtId: places.lozenets, bedrooms: 2, priceTo: 90_000, petFriendly: 1, type: 'apartment' }, { name: 'Лозенец' }),
      'en',
    );
    expect(response.statusCode).toBe(201);
    const search = response.json();
    expect(search).toMatchObject({
      kind: 'property',
      name: 'Лозенец',
      frequency: 'instant',
      paused: false,
      criteria: { cityId: places.sofia, districtId: places.lozenets, bedrooms: 2, priceTo: 90_000, petFriendly: 1, type: 'apartment' },
      city: { id: places.sofia, name: 'Sofia' },
      district: { id: places.lozenets, name: 'Lozenets' },
      university: null,
      newCount: 0,
      newListingIds: [],
    });
    // None is pet-friendly (the fixtures' default): the count is the search's, every filter counted.
    expect(search.matchCount).toBe(0);
    const [row] = await rows();
    expect(row).toMatchObject({ userId: user.id, petFriendly: true, universityId: null, areaFrom: null });
  });

  it('counts the live listings a search matches now with the search pages’ conditions', async () => {
    const before = (await created(user, property({ cityId: places.varna }))) as unknown as { matchCount: number };
    await insertProperty(server, owner.id, places.chayka, { price: 40_000 });
    await insertProperty(server, owner.id, places.chayka, { status: 'inactive' });
    const search = await created(user, property({ cityId: places.varna }));
    const answer = await server.inject({ method: 'GET', url: `/api/saved-search/${search.id}`, headers: { cookie: user.cookie } });
    expect(answer.json().matchCount).toBe(before.matchCount + 1);
    await insertOffer(server, owner.id, places.varna, { price: 20_000 });
    const flatmates = await server.inject({ method: 'POST', url: '/api/saved-search', headers: { cookie: user.cookie }, payload: roommate({ cityId: places.varna, priceTo: 25_000 }) });
    expect(flatmates.json().matchCount).toBe(1);
  });

  it('leaves the searcher’s own listings out of the count, as its alerts do', async () => {
    const homes = property({ cityId: places.varna, priceFrom: 123_400, priceTo: 123_400 });
    const rooms = roommate({ cityId: places.varna, priceFrom: 12_300, priceTo: 12_300 });
    await insertProperty(server, other.id, places.chayka, { price: 123_400 });
    await insertProperty(server, owner.id, places.chayka, { price: 123_400 });
    await insertOffer(server, other.id, places.varna, { price: 12_300 });
    await insertOffer(server, owner.id, places.varna, { price: 12_300 });
    await created(other, homes);
    await created(other, rooms);
    const mine = await server.inject({ method: 'GET', url: '/api/saved-search', headers: { cookie: other.cookie } });
    expect(mine.json<{ items: { kind: string; matchCount: number }[] }>().items.map(({ kind, matchCount }) => [kind, matchCount])).toEqual([
      ['roommate', 1],
      ['property', 1],
    ]);
    // Someone else's same searches count both.
    expect((await created(user, homes)) as unknown as { matchCount: number }).toMatchObject({ matchCount: 2 });
    expect((await created(user, rooms)) as unknown as { matchCount: number }).toMatchObject({ matchCount: 2 });
  });

  it('suggests a name from the filters in the request’s language when none is given', async () => {
    expect((await created(user, property({ cityId: places.sofia, districtId: places.lozenets, bedrooms: 2, priceTo: 90_000 }))).name).toBe(
      // Intl writes a no-break space between the amount and the euro sign.
      '2 спални · София, Лозенец · до 900\u00a0€',
    );
    expect((await created(user, property({ cityId: places.sofia, districtId: places.lozenets, bedrooms: 2, priceTo: 90_000 }, { name: '' }), 'en')).name).toBe(
      '2 bedrooms · Sofia, Lozenets · up to €900',
    );
    expect((await created(user, roommate({ cityId: places.sofia, universityId: university, priceFrom: 20_000 }), 'en')).name).toBe(
      'Sofia, Sofia University · from €200',
    );
  });

  it('refuses a flatmate search with a filter only the property search has, naming the filter, and writes nothing', async () => {
    for (const [filter, value] of Object.entries({ districtId: places.lozenets, type: 'house', bedrooms: 1, furniture: 'furnished', petFriendly: 1, areaFrom: 10, areaTo: 90 })) {
      const response = await create(user, roommate({ cityId: places.sofia, [filter]: value }), 'en');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'validation_failed',
        errors: [{ property: `criteria.${filter}`, message: 'A flatmate search has only a city, a university and a price.' }],
      });
    }
    expect(await rows()).toEqual([]);
  });

  it('refuses a property search with a university', async () => {
    const response = await create(user, property({ universityId: university }), 'en');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property: 'criteria.universityId', message: 'A property search has no university.' }]);
    expect(await rows()).toEqual([]);
  });

  it.each([
    ['a district without its city', () => ({ districtId: places.lozenets }), 'criteria.districtId', 'Choose the district\'s city too.'],
    ['a district of another city', () => ({ cityId: places.varna, districtId: places.lozenets }), 'criteria.districtId', 'Choose the district\'s city too.'],
    ['an unknown district', () => ({ cityId: places.sofia, districtId: 999_999 }), 'criteria.districtId', 'Choose a district from the list.'],
    ['an unknown city', () => ({ cityId: 999_999 }), 'criteria.cityId', 'Choose a city from the list.'],
    ['a rent range upside down', () => ({ priceFrom: 90_000, priceTo: 50_000 }), 'criteria.priceTo', 'The highest rent cannot be below the lowest.'],
    ['an area range upside down', () => ({ areaFrom: 90, areaTo: 50 }), 'criteria.areaTo', 'The largest area cannot be below the smallest.'],
  ])('refuses a property search with %s', async (_case, criteria, property_, message) => {
    const response = await create(user, property(criteria()), 'en');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property: property_, message }] });
    expect(await rows()).toEqual([]);
  });

  it.each([
    ['an unknown university', () => ({ universityId: 999_999 }), 'criteria.universityId', 'Choose a university from the list.'],
    ['a university of another city', () => ({ cityId: places.sofia, universityId: varnaUniversity }), 'criteria.universityId', 'This university is in another city.'],
    ['a price range upside down', () => ({ priceFrom: 30_000, priceTo: 10_000 }), 'criteria.priceTo', 'The highest rent cannot be below the lowest.'],
  ])('refuses a flatmate search with %s', async (_case, criteria, property_, message) => {
    const response = await create(user, roommate(criteria()), 'en');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property: property_, message }]);
    expect(await rows()).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCH_MAX_PER_USER} searches a user, refusing the next on its kind`, async () => {
    await server.db.insert(savedSearches).values(
      Array.from({ length: SAVED_SEARCH_MAX_PER_USER }, (_, index) => ({ userId: user.id, kind: 'property' as const, name: `№ ${index}`, frequency: 'daily' as const })),
    );
    const response = await create(user, roommate({}), 'en');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property: 'kind', message: expect.stringContaining('Delete one') }]);
    expect(await rows()).toHaveLength(SAVED_SEARCH_MAX_PER_USER);
    // Another user is not limited by them.
    await created(other, roommate({}));
  });

  it('refuses a caller who is not signed in', async () => {
    const response = await server.inject({ method: 'POST', url: '/api/saved-search', payload: property({}) });
    expect(response.statusCode).toBe(401);
    expect(await rows()).toEqual([]);
  });
});

describe('a user’s searches', () => {
  it('lists only the caller’s, newest first, each with what was told since it was last opened', async () => {
    const first = await created(user, property({ cityId: places.sofia, priceFrom: 123_400 }));
    const second = await created(user, roommate({}));
    await created(other, roommate({}));
    const listing = await insertProperty(server, owner.id, places.lozenets, { price: 123_400 });
    const older = await insertProperty(server, owner.id, places.mladost, { price: 123_500 });
    await server.db.insert(savedSearchMatches).values([
      { savedSearchId: first.id, listingId: older, reason: 'new', dedupe: 'new', price: 50_000, createdAt: new Date(Date.now() + 1000) },
      { savedSearchId: first.id, listingId: listing, reason: 'new', dedupe: 'new', price: 50_000, createdAt: new Date(Date.now() + 2000) },
      { savedSearchId: first.id, listingId: older, reason: 'price-drop', dedupe: 'price-drop:40000', price: 40_000, oldPrice: 50_000, createdAt: new Date(Date.now() + 3000) },
      // Told before it was last opened: not new.
      { savedSearchId: first.id, listingId: 999, reason: 'new', dedupe: 'new', price: 50_000, createdAt: new Date(Date.now() - 60_000) },
    ]);
    const response = await server.inject({ method: 'GET', url: '/api/saved-search', headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{ items: { id: number; newCount: number; newListingIds: number[]; matchCount: number }[] }>();
    expect(items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(items[1]).toMatchObject({ newCount: 2, newListingIds: [older, listing], matchCount: 2 });
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await server.inject({ method: 'GET', url: '/api/saved-search' })).statusCode).toBe(401);
  });
});

describe('one search', () => {
  it('is read by its owner; another user’s is not found', async () => {
    const search = await created(user, roommate({ cityId: places.sofia }));
    const own = await server.inject({ method: 'GET', url: `/api/saved-search/${search.id}`, headers: { cookie: user.cookie, 'accept-language': 'en' } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: search.id, kind: 'roommate', city: { id: places.sofia, name: 'Sofia' }, university: null, district: null });
    const theirs = await server.inject({ method: 'GET', url: `/api/saved-search/${search.id}`, headers: { cookie: other.cookie } });
    expect(theirs.statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: `/api/saved-search/${search.id}` })).statusCode).toBe(401);
  });

  it('is renamed, paused, made daily and marked opened by its owner', async () => {
    const search = await created(user, property({ cityId: places.sofia }));
    const listing = await insertProperty(server, owner.id, places.lozenets);
    await server.db.insert(savedSearchMatches).values({ savedSearchId: search.id, listingId: listing, reason: 'new', dedupe: 'new', price: 50_000 });
    const update = (payload: object, account = user) =>
      server.inject({ method: 'POST', url: `/api/saved-search/${search.id}`, headers: { cookie: account.cookie }, payload });
    const renamed = await update({ name: 'Вкъщи', paused: true, frequency: 'daily' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Вкъщи', paused: true, frequency: 'daily', newCount: 1, newListingIds: [listing] });
    // Opened now: what was told before is no longer new.
    const opened = await update({ opened: true });
    expect(opened.json()).toMatchObject({ name: 'Вкъщи', newCount: 0, newListingIds: [] });
    expect(new Date(opened.json().openedAt).getTime()).toBeGreaterThan(new Date(renamed.json().openedAt).getTime());
  });

  it('is changed by no one else, and not without sign-in', async () => {
    const search = await created(user, property({}));
    const theirs = await server.inject({ method: 'POST', url: `/api/saved-search/${search.id}`, headers: { cookie: other.cookie }, payload: { name: 'Мое' } });
    expect(theirs.statusCode).toBe(404);
    expect((await server.inject({ method: 'POST', url: `/api/saved-search/${search.id}`, payload: { name: 'Мое' } })).statusCode).toBe(401);
    const empty = await server.inject({ method: 'POST', url: `/api/saved-search/${search.id}`, headers: { cookie: user.cookie }, payload: { name: '   ' } });
    expect(empty.statusCode).toBe(422);
    expect((await rows())[0]!.name).toBe(search.name);
  });

  it('is deleted by its owner with what it was told, by no one else', async () => {
    const search = await created(user, property({}));
    await server.db.insert(savedSearchMatches).values({ savedSearchId: search.id, listingId: 1, reason: 'new', dedupe: 'new', price: 1 });
    const url = `/api/saved-search/${search.id}`;
    expect((await server.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await server.inject({ method: 'DELETE', url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect(await rows()).toHaveLength(1);
    expect((await server.inject({ method: 'DELETE', url, headers: { cookie: user.cookie } })).statusCode).toBe(204);
    expect(await rows()).toEqual([]);
    expect(await server.db.select().from(savedSearchMatches)).toEqual([]);
    expect((await server.inject({ method: 'DELETE', url, headers: { cookie: user.cookie } })).statusCode).toBe(404);
  });
});
