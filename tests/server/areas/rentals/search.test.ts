/**
 * The public side of rentals through the real server on a fresh database: the property search
 * (every filter and sort, paging edges, only published properties), a property's page, the
 * form's option lists, the appliances and the agencies.
 */
import type { LightMyRequestResponse } from 'fastify';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { agencyIdOf, createAppliances, createPlaces, insertImage, insertProperty } from './fixtures.ts';
import type { Places } from './fixtures.ts';
import { propertyAppliances } from '../../../../server/db/schema/index.ts';

let server: TestApp;
let places: Places;
let owner: Account;
let agency: Account;
let agencyIdOfTest: number;
let appliances: Awaited<ReturnType<typeof createAppliances>>;
/** Published properties by name; every test reads them, none changes them. */
const ids: Record<string, number> = {};
const day = (n: number) => new Date(Date.UTC(2026, 10, n));
/** Premium (promoted with credits) for another week. */
const premium = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  server = await startTestApp();
  places = await createPlaces(server);
  owner = await createAccount(server, 'user', { signIn: false });
  agency = await createAccount(server, 'agency', { signIn: false });
  agencyIdOfTest = await agencyIdOf(server, agency.id);
  appliances = await createAppliances(server);
  const { lozenets, mladost, chayka } = places;
  ids.cheapRoom = await insertProperty(server, owner.id, mladost, { type: 'room', price: 25_000, bedrooms: 1, area: 14, furniture: 'furnished', createdAt: day(1) });
  ids.studio = await insertProperty(server, owner.id, lozenets, { type: 'studio', price: 45_000, bedrooms: 0, area: 35, furniture: 'partly-furnished', petFriendly: true, createdAt: day(2) });
  ids.flat = await insertProperty(server, agency.id, lozenets, { type: 'apartment', price: 80_000, bedrooms: 2, area: 85.5, furniture: 'unfurnished', createdAt: day(3) });
  ids.seaFlat = await insertProperty(server, agency.id, chayka, { type: 'apartment', price: 60_000, bedrooms: 2, area: 70, furniture: 'furnished', petFriendly: true, createdAt: day(4) });
  ids.house = await insertProperty(server, agency.id, chayka, { type: 'house', price: 150_000, bedrooms: 4, area: 210, furniture: 'furnished', premiumUntil: premium(), createdAt: day(5) });
  // Same price and date as the flat: the order between them is by id.
  ids.twin = await insertProperty(server, owner.id, mladost, { type: 'apartment', price: 80_000, bedrooms: 2, area: 85.5, furniture: 'unfurnished', createdAt: day(3) });
  // Never listed publicly.
  ids.draft = await insertProperty(server, owner.id, lozenets, { status: 'draft', price: 30_000 });
  ids.hidden = await insertProperty(server, owner.id, lozenets, { status: 'inactive', price: 30_000 });
  ids.rented = await insertProperty(server, owner.id, lozenets, { status: 'rented', price: 30_000 });
  ids.deleted = await insertProperty(server, owner.id, lozenets, { deletedAt: new Date(), price: 30_000 });
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

const search = (query = '', language = 'bg') =>
  server.inject({ method: 'GET', url: `/api/property${query ? `?${query}` : ''}`, headers: { 'accept-language': language } });

const found = (response: LightMyRequestResponse) => (response.json().items as { id: number }[]).map((item) => item.id);
const nameOf = (id: number) => Object.entries(ids).find(([, value]) => value === id)?.[0];
const names = (response: LightMyRequestResponse) => found(response).map(nameOf);

describe('GET /api/property', () => {
  it('lists only published properties, newest first, 12 a page, with the total', async () => {
    const response = await search();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 6, offset: 0, limit: 12 });
    // Same creation time: the higher id first (ties follow the order's direction).
    expect(names(response)).toEqual(['house', 'seaFlat', 'twin', 'flat', 'studio', 'cheapRoom']);
  });

  it('answers each property as a card, in the request language', async () => {
    await insertImage(server, ids.studio!, 1, '/media/seed/second.svg');
    await insertImage(server, ids.studio!, 0, '/media/seed/cover.svg');
    const response = await search('type=studio', 'en');
    expect(response.json().items).toEqual([
      {
        id: ids.studio,
        title: expect.stringMatching(/^Property \d+$/),
        price: 45_000,
        city: { id: places.sofia, name: 'Sofia' },
        district: { id: places.lozenets, name: 'Lozenets' },
        type: 'studio',
        furniture: 'partly-furnished',
        bedrooms: 0,
        area: 35,
        floor: null,
        totalFloors: null,
        gpsCoordinates: null,
        petFriendly: true,
        premium: false,
        premiumUntil: null,
        status: 'active',
        image: { id: expect.any(Number), url: '/media/seed/cover.svg', thumbnailUrl: '/media/seed/cover.svg', width: null, height: null },
        deletedAt: null,
        createdAt: day(2).toISOString(),
      },
    ]);
    expect((await search('type=studio', 'bg')).json().items[0]).toMatchObject({ title: expect.stringMatching(/^Имот/), city: { name: 'София' } });
  });

  it.each([
    ['cityId', () => `cityId=${places.varna}`, ['house', 'seaFlat']],
    ['districtId', () => `districtId=${places.mladost}`, ['twin', 'cheapRoom']],
    ['type', () => 'type=apartment', ['seaFlat', 'twin', 'flat']],
    ['priceFrom', () => 'priceFrom=80000', ['house', 'twin', 'flat']],
    ['priceTo', () => 'priceTo=45000', ['studio', 'cheapRoom']],
    ['price range (inclusive)', () => 'priceFrom=45000&priceTo=80000', ['seaFlat', 'twin', 'flat', 'studio']],
    ['bedrooms', () => 'bedrooms=2', ['seaFlat', 'twin', 'flat']],
    ['bedrooms 0', () => 'bedrooms=0', ['studio']],
    ['furniture', () => 'furniture=furnished', ['house', 'seaFlat', 'cheapRoom']],
    ['petFriendly=1', () => 'petFriendly=1', ['seaFlat', 'studio']],
    ['petFriendly=0', () => 'petFriendly=0', ['house', 'twin', 'flat', 'cheapRoom']],
    ['areaFrom', () => 'areaFrom=85.5', ['house', 'twin', 'flat']],
    ['areaTo', () => 'areaTo=35', ['studio', 'cheapRoom']],
    ['agencyId', () => `agencyId=${agencyIdOfTest}`, ['house', 'seaFlat', 'flat']],
    ['ownerId', () => `ownerId=${owner.id}`, ['twin', 'studio', 'cheapRoom']],
    ['two filters', () => `cityId=${places.sofia}&priceTo=80000&type=apartment`, ['twin', 'flat']],
    ['nothing matching', () => `cityId=${places.varna}&type=room`, []],
  ])('filters by %s', async (_name, query, expected) => {
    const response = await search(query());
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(expected);
    expect(response.json().total).toBe(expected.length);
  });

  // The house is premium: it keeps its place in the order and heads the band (docs/decisions/0020).
  it.each([
    ['createdAt.DESC', ['house', 'seaFlat', 'twin', 'flat', 'studio', 'cheapRoom']],
    ['createdAt.ASC', ['cheapRoom', 'studio', 'flat', 'twin', 'seaFlat', 'house']],
    ['price.ASC', ['cheapRoom', 'studio', 'seaFlat', 'flat', 'twin', 'house']],
    ['price.DESC', ['house', 'twin', 'flat', 'seaFlat', 'studio', 'cheapRoom']],
  ])('sorts by %s (ties by id in the same direction), the premium house in the band', async (orderBy, expected) => {
    const response = await search(`orderBy=${orderBy}`);
    expect(names(response)).toEqual(expected);
    expect((response.json().premium as { id: number }[]).map((item) => nameOf(item.id))).toEqual(['house']);
  });

  it('pages: offset and limit, the last partial page, past the end, the total kept', async () => {
    const first = await search('orderBy=price.ASC&limit=4');
    expect(names(first)).toEqual(['cheapRoom', 'studio', 'seaFlat', 'flat']);
    expect(first.json()).toMatchObject({ total: 6, offset: 0, limit: 4 });
    const second = await search('orderBy=price.ASC&limit=4&offset=4');
    expect(names(second)).toEqual(['twin', 'house']);
    const beyond = await search('orderBy=price.ASC&limit=4&offset=100');
    expect(beyond.json()).toEqual({ items: [], premium: [expect.objectContaining({ id: ids.house })], total: 6, offset: 100, limit: 4 });
    expect(names(await search('limit=1'))).toEqual(['house']);
    expect((await search('limit=100')).json().items).toHaveLength(6);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['offset=-1', 'offset'],
    ['orderBy=title.ASC', 'orderBy'],
    ['type=castle', 'type'],
    ['cityId=0', 'cityId'],
    ['petFriendly=2', 'petFriendly'],
    ['priceFrom=abc', 'priceFrom'],
    ['priceTo=99999999999', 'priceTo'],
    ['priceFrom=90000&priceTo=50000', 'priceTo'],
    ['areaFrom=90&areaTo=50', 'areaTo'],
  ])('refuses %s with a 422 naming %s', async (query, property) => {
    const response = await search(query, 'en');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property, message: expect.any(String) }] });
  });

  it('says why a range is refused, in the request language', async () => {
    const response = await search('priceFrom=90000&priceTo=50000', 'en');
    expect(response.json().errors[0].message).toBe('The highest rent cannot be below the lowest.');
  });
});

describe('GET /api/property/{id}', () => {
  it('answers a published property with everything its page shows', async () => {
    const { fridge, oven, washer } = appliances;
    await server.db.insert(propertyAppliances).values([
      { propertyId: ids.flat!, applianceId: fridge },
      { propertyId: ids.flat!, applianceId: oven },
      { propertyId: ids.flat!, applianceId: washer },
    ]);
    await insertImage(server, ids.flat!, 0);
    const response = await server.inject({ method: 'GET', url: `/api/property/${ids.flat}`, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(200);
    const property = response.json();
    expect(property).toMatchObject({
      id: ids.flat,
      description: 'A bright flat.',
      city: { id: places.sofia, name: 'Sofia' },
      district: { id: places.lozenets, name: 'Lozenets' },
      owner: { id: agency.id, type: 'agency' },
      agency: { id: agencyIdOfTest, name: 'Test Homes', logo: null },
      images: [{ url: `/media/seed/property-${ids.flat}-0.svg` }],
      gpsCoordinates: null,
      status: 'active',
    });
    expect(property.appliances.map((appliance: { name: string }) => appliance.name)).toEqual(['Washing machine', 'Fridge', 'Oven']);
  });

  it('has no agency for a private owner', async () => {
    const response = await server.inject({ method: 'GET', url: `/api/property/${ids.studio}` });
    expect(response.json()).toMatchObject({ owner: { id: owner.id, type: 'user' }, agency: null });
  });

  it.each(['draft', 'hidden', 'rented', 'deleted'])('answers 404 for a %s property (only its owner sees it)', async (name) => {
    const response = await server.inject({ method: 'GET', url: `/api/property/${ids[name]}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 404 for an unknown id', async () => {
    expect((await server.inject({ method: 'GET', url: '/api/property/999999' })).statusCode).toBe(404);
  });
});

describe('the form option lists', () => {
  it('answers every value of each list with its label in the request language', async () => {
    const en = await server.inject({ method: 'GET', url: '/api/property/settings', headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(200);
    expect(en.json().furniture).toEqual([
      { value: 'furnished', label: 'Furnished' },
      { value: 'partly-furnished', label: 'Partly furnished' },
      { value: 'unfurnished', label: 'Unfurnished' },
    ]);
    expect(en.json().types.map((option: { value: string }) => option.value)).toEqual(['room', 'studio', 'apartment', 'maisonette', 'house']);
    expect(en.json().statuses.map((option: { value: string }) => option.value)).toEqual(['draft', 'active', 'inactive', 'rented']);
    const bg = await server.inject({ method: 'GET', url: '/api/property/settings', headers: { 'accept-language': 'bg' } });
    expect(bg.json().heating).toContainEqual({ value: 'district', label: 'ТЕЦ' });
    // Every label is a real text, never a key.
    for (const list of Object.values(bg.json()) as { label: string }[][]) {
      for (const option of list) expect(option.label).not.toMatch(/^property-/);
    }
  });

  it('lists the appliances by their order field', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/property/appliances', headers: { 'accept-language': 'bg' } });
    expect(response.json()).toEqual([
      { id: expect.any(Number), name: 'Пералня', order: 1 },
      { id: expect.any(Number), name: 'Хладилник', order: 2 },
      { id: expect.any(Number), name: 'Фурна', order: 3 },
    ]);
  });
});

describe('agencies', () => {
  it('lists agencies with the most published properties first, with their city and count', async () => {
    const small = await createAccount(server, 'agency', { signIn: false });
    await insertProperty(server, small.id, places.chayka);
    const empty = await createAccount(server, 'agency', { signIn: false });
    const response = await server.inject({ method: 'GET', url: '/api/agency', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(200);
    const { items, total, limit } = response.json();
    expect({ total, limit }).toEqual({ total: 3, limit: 12 });
    expect(items.map((item: { propertiesCount: number }) => item.propertiesCount)).toEqual([3, 1, 0]);
    expect(items[0]).toEqual({
      id: agencyIdOfTest,
      name: 'Test Homes',
      description: null,
      logo: null,
      phone: null,
      email: null,
      city: null,
      propertiesCount: 3,
    });
    expect(items[2].id).toBe(await agencyIdOf(server, empty.id));
    const second = await server.inject({ method: 'GET', url: '/api/agency?limit=1&offset=1' });
    expect(second.json().items.map((item: { id: number }) => item.id)).toEqual([await agencyIdOf(server, small.id)]);
  });

  it('answers one agency, and 404 for an unknown one', async () => {
    const response = await server.inject({ method: 'GET', url: `/api/agency/${agencyIdOfTest}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: agencyIdOfTest, name: 'Тест Имоти', propertiesCount: 3 });
    expect((await server.inject({ method: 'GET', url: '/api/agency/999999' })).statusCode).toBe(404);
  });
});
