/**
 * An owner's properties through the real server on a fresh database: creating, reading,
 * updating and soft-deleting them, the owner's list with its flags, who may do each (roles,
 * someone else's property), and bad input (a 422 naming each field, nothing written).
 */
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { properties, propertyAppliances, propertyImages } from '../../../../server/db/schema/index.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createAppliances, createPlaces, insertImage, insertProperty, insertViewingRequest, propertyBody } from './fixtures.ts';
import type { Places } from './fixtures.ts';

let server: TestApp;
let places: Places;
let appliances: Awaited<ReturnType<typeof createAppliances>>;
let maria: Account;
let agency: Account;
let other: Account;
let vendor: Account;

beforeAll(async () => {
  server = await startTestApp();
  places = await createPlaces(server);
  appliances = await createAppliances(server);
  [maria, agency, other, vendor] = await Promise.all([
    createAccount(server, 'user'),
    createAccount(server, 'agency'),
    createAccount(server, 'user'),
    createAccount(server, 'vendor'),
  ]);
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

const as = (account: Account | null, options: InjectOptions) =>
  server.inject({ ...options, headers: { 'accept-language': 'en', ...(account ? { cookie: account.cookie } : {}), ...options.headers } });

async function propertyCount(): Promise<number> {
  const [row] = await server.db.select({ value: count() }).from(properties);
  return Number(row!.value);
}

describe('POST /api/property', () => {
  it('creates a property of the signed-in user, with its appliances, and answers it (201)', async () => {
    const body = propertyBody(places.lozenets, { appliances: [appliances.oven, appliances.washer] });
    const response = await as(maria, { method: 'POST', url: '/api/property', payload: body });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      id: expect.any(Number),
      title: body.title,
      description: body.description,
      descriptionAi: null,
      taxDescription: null,
      price: 95_000,
      deposit: 190_000,
      city: { id: places.sofia, name: 'Sofia' },
      district: { id: places.lozenets, name: 'Lozenets' },
      type: 'apartment',
      construction: 'brick',
      heating: 'district',
      floor: 3,
      totalFloors: 6,
      area: 92.5,
      billsMeta: body.billsMeta,
      // Known advantages typed in Bulgarian, answered in the request's English.
      locationAdvantages: ['Near the metro'],
      propertyAdvantages: ['South-facing'],
      buildingYear: 1998,
      gpsCoordinates: { lat: 42.67, lng: 23.32 },
      images: [],
      status: 'active',
      premium: false,
      petFriendly: true,
      plan: null,
      owner: { id: maria.id, type: 'user' },
      agency: null,
      deletedAt: null,
    });
    expect(created.appliances.map((appliance: { name: string }) => appliance.name)).toEqual(['Washing machine', 'Oven']);
    // Published at once: the public page shows it, in either language (written once).
    const page = await server.inject({ method: 'GET', url: `/api/property/${created.id}`, headers: { 'accept-language': 'bg' } });
    expect(page.json()).toMatchObject({ title: body.title, district: { name: 'Лозенец' }, locationAdvantages: ['Близо до метро'] });
  });

  it('ignores the facts the kind of home does not have: a room’s bedrooms, a house’s floor', async () => {
    const room = await as(maria, { method: 'POST', url: '/api/property', payload: propertyBody(places.lozenets, { type: 'room', bedrooms: 3, floor: 2 }) });
    expect(room.statusCode).toBe(201);
    expect(room.json()).toMatchObject({ type: 'room', bedrooms: 0, floor: 2 });
    // A house's floor is not checked against its storeys either: it is not kept.
    const house = await as(maria, { method: 'POST', url: '/api/property', payload: propertyBody(places.chayka, { type: 'house', bedrooms: 4, floor: 5, totalFloors: 2 }) });
    expect(house.statusCode).toBe(201);
    expect(house.json()).toMatchObject({ type: 'house', bedrooms: 4, floor: null, totalFloors: 2 });
    const [row] = await server.db.select({ bedrooms: properties.bedrooms }).from(properties).where(eq(properties.id, room.json().id));
    expect(row).toEqual({ bedrooms: 0 });
    // An answer never states a fact its type does not have, an update included.
    const updated = await as(maria, { method: 'POST', url: `/api/user/property/${house.json().id}`, payload: propertyBody(places.chayka, { type: 'house', floor: 1, totalFloors: 3 }) });
    expect(updated.json()).toMatchObject({ floor: null, totalFloors: 3 });
  });

  it('lets an agency list properties too, shown under the agency', async () => {
    const response = await as(agency, { method: 'POST', url: '/api/property', payload: propertyBody(places.chayka, { status: 'draft' }) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ owner: { id: agency.id, type: 'agency' }, agency: { name: 'Test Homes' }, status: 'draft' });
  });

  it('asks a visitor to sign in (401) and refuses a vendor (403), writing nothing', async () => {
    const before = await propertyCount();
    const anonymous = await as(null, { method: 'POST', url: '/api/property', payload: propertyBody(places.lozenets) });
    expect(anonymous.statusCode).toBe(401);
    const asVendor = await as(vendor, { method: 'POST', url: '/api/property', payload: propertyBody(places.lozenets) });
    expect(asVendor.statusCode).toBe(403);
    expect(asVendor.json()).toEqual({ message: expect.any(String) });
    expect(await propertyCount()).toBe(before);
  });

  it.each([
    ['no title', { title: undefined }, 'title'],
    ['a short title', { title: 'ab' }, 'title'],
    ['a negative price', { price: -1 }, 'price'],
    ['an unknown type', { type: 'castle' }, 'type'],
    ['an unknown status', { status: 'sold' }, 'status'],
    ['an area of 0', { area: 0 }, 'area'],
    ['a latitude off the globe', { gpsCoordinates: { lat: 91, lng: 23 } }, 'gpsCoordinates.lat'],
    ['an unknown field', { premium: true }, 'premium'],
    ['31 photos', { images: Array.from({ length: 31 }, (_, index) => `/media/uploads/${String(index).padStart(32, '0')}.webp`) }, 'images'],
  ])('refuses %s with a 422 naming the field, writing nothing', async (_name, change, property) => {
    const before = await propertyCount();
    const response = await as(maria, { method: 'POST', url: '/api/property', payload: propertyBody(places.lozenets, change) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'validation_failed', errors: expect.arrayContaining([expect.objectContaining({ property })]) });
    expect(await propertyCount()).toBe(before);
  });

  it('names every problem the schema cannot see, in one answer', async () => {
    const before = await propertyCount();
    const response = await as(maria, {
      method: 'POST',
      url: '/api/property',
      payload: propertyBody(999_999, { appliances: [appliances.fridge, 999_998], floor: 7, totalFloors: 6, images: ['https://example.com/x.jpg'] }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'validation_failed',
      errors: [
        { property: 'district_id', message: 'Choose a district from the list.' },
        { property: 'appliances.1', message: 'Choose an appliance from the list.' },
        { property: 'floor', message: "The floor cannot be above the building's number of floors." },
        { property: 'images.0', message: expect.any(String) },
      ],
    });
    expect(await propertyCount()).toBe(before);
  });
});

describe('GET and POST /api/user/property/{id}', () => {
  it("answers the owner's property in any status, including deleted", async () => {
    const draft = await insertProperty(server, maria.id, places.mladost, { status: 'draft' });
    const gone = await insertProperty(server, maria.id, places.mladost, { deletedAt: new Date() });
    expect((await as(maria, { method: 'GET', url: `/api/user/property/${draft}` })).json()).toMatchObject({ id: draft, status: 'draft' });
    const deleted = await as(maria, { method: 'GET', url: `/api/user/property/${gone}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().deletedAt).toEqual(expect.any(String));
  });

  it("answers 403 for someone else's property and 404 for no property", async () => {
    const others = await insertProperty(server, other.id, places.mladost);
    const forbidden = await as(maria, { method: 'GET', url: `/api/user/property/${others}` });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: server.app.translator.t('en', 'error-forbidden') });
    expect((await as(maria, { method: 'GET', url: '/api/user/property/999999' })).statusCode).toBe(404);
    expect((await as(null, { method: 'GET', url: `/api/user/property/${others}` })).statusCode).toBe(401);
    expect((await as(vendor, { method: 'GET', url: `/api/user/property/${others}` })).statusCode).toBe(403);
  });

  it("replaces the owner's property: fields, appliances and texts in the language written", async () => {
    const id = await insertProperty(server, maria.id, places.mladost, {
      title: { bg: 'Стар текст', en: 'Old text' },
      taxDescription: { bg: 'Такса вход', en: 'Entrance fee' },
    });
    await server.db.insert(propertyAppliances).values({ propertyId: id, applianceId: appliances.fridge });
    const body = propertyBody(places.chayka, { title: 'New sea-view flat', status: 'inactive', appliances: [appliances.oven], floor: null });
    const response = await as(maria, { method: 'POST', url: `/api/user/property/${id}`, payload: body });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      title: 'New sea-view flat',
      status: 'inactive',
      city: { id: places.varna },
      district: { id: places.chayka },
      floor: null,
      // Optional fields left out are cleared.
      taxDescription: null,
      appliances: [{ id: appliances.oven, name: 'Oven', order: 3 }],
    });
    // The Bulgarian reader sees the owner's new text, not the stale Bulgarian one.
    const inBulgarian = await as(maria, { method: 'GET', url: `/api/user/property/${id}`, headers: { 'accept-language': 'bg' } });
    expect(inBulgarian.json().title).toBe('New sea-view flat');
  });

  it("refuses someone else's property (403), a deleted one (404) and an unknown one (404), changing nothing", async () => {
    const others = await insertProperty(server, other.id, places.mladost, { price: 11_111 });
    const gone = await insertProperty(server, maria.id, places.mladost, { price: 22_222, deletedAt: new Date() });
    const body = propertyBody(places.lozenets, { price: 1 });
    expect((await as(maria, { method: 'POST', url: `/api/user/property/${others}`, payload: body })).statusCode).toBe(403);
    expect((await as(maria, { method: 'POST', url: `/api/user/property/${gone}`, payload: body })).statusCode).toBe(404);
    expect((await as(maria, { method: 'POST', url: '/api/user/property/999999', payload: body })).statusCode).toBe(404);
    expect((await as(vendor, { method: 'POST', url: `/api/user/property/${others}`, payload: body })).statusCode).toBe(403);
    expect((await as(null, { method: 'POST', url: `/api/user/property/${others}`, payload: body })).statusCode).toBe(401);
    const prices = await server.db.select({ id: properties.id, price: properties.price }).from(properties);
    expect(prices.find((row) => row.id === others)?.price).toBe(11_111);
    expect(prices.find((row) => row.id === gone)?.price).toBe(22_222);
  });

  it('keeps, reorders and removes pictures by their URLs; an unknown URL is a 422', async () => {
    const id = await insertProperty(server, maria.id, places.mladost);
    const first = await insertImage(server, id, 0, '/media/seed/a.svg');
    await insertImage(server, id, 1, '/media/seed/b.svg');
    const third = await insertImage(server, id, 2, '/media/seed/c.svg');
    const update = (images: string[]) => as(maria, { method: 'POST', url: `/api/user/property/${id}`, payload: propertyBody(places.mladost, { images }) });

    const reordered = await update(['/media/seed/c.svg', '/media/seed/a.svg']);
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().images).toEqual([
      expect.objectContaining({ id: third, url: '/media/seed/c.svg' }),
      expect.objectContaining({ id: first, url: '/media/seed/a.svg' }),
    ]);
    const unknown = await update(['/media/seed/c.svg', '/media/seed/zzz.svg']);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([{ property: 'images.1', message: expect.any(String) }]);
    const rows = await server.db.select({ url: propertyImages.url }).from(propertyImages).where(eq(propertyImages.propertyId, id));
    expect(rows.map((row) => row.url).sort()).toEqual(['/media/seed/a.svg', '/media/seed/c.svg']);
  });
});

describe('DELETE /api/property/{id}', () => {
  it("soft-deletes the owner's property: gone from the search, kept for the owner", async () => {
    const id = await insertProperty(server, maria.id, places.mladost);
    const response = await as(maria, { method: 'DELETE', url: `/api/property/${id}` });
    expect(response.statusCode).toBe(204);
    expect((await server.inject({ method: 'GET', url: `/api/property/${id}` })).statusCode).toBe(404);
    const mine = await as(maria, { method: 'GET', url: '/api/user/property?deleted=1&limit=100' });
    expect(mine.json().items.map((item: { id: number }) => item.id)).toContain(id);
    // Again: nothing changes (the first deletion time stays).
    const [before] = await server.db.select({ deletedAt: properties.deletedAt }).from(properties).where(eq(properties.id, id));
    expect((await as(maria, { method: 'DELETE', url: `/api/property/${id}` })).statusCode).toBe(204);
    const [after] = await server.db.select({ deletedAt: properties.deletedAt }).from(properties).where(eq(properties.id, id));
    expect(after!.deletedAt).toEqual(before!.deletedAt);
  });

  it("refuses someone else's property (403), an unknown one (404), a visitor (401) and a vendor (403)", async () => {
    const others = await insertProperty(server, other.id, places.mladost);
    expect((await as(maria, { method: 'DELETE', url: `/api/property/${others}` })).statusCode).toBe(403);
    expect((await as(maria, { method: 'DELETE', url: '/api/property/999999' })).statusCode).toBe(404);
    expect((await as(null, { method: 'DELETE', url: `/api/property/${others}` })).statusCode).toBe(401);
    expect((await as(vendor, { method: 'DELETE', url: `/api/property/${others}` })).statusCode).toBe(403);
    expect((await server.inject({ method: 'GET', url: `/api/property/${others}` })).statusCode).toBe(200);
  });
});

describe('GET /api/user/property', () => {
  let owner: Account;
  const mine: Record<string, number> = {};
  beforeAll(async () => {
    owner = await createAccount(server, 'agency');
    const at = (n: number) => new Date(Date.UTC(2026, 9, n));
    mine.active = await insertProperty(server, owner.id, places.lozenets, { createdAt: at(1), price: 70_000 });
    mine.premium = await insertProperty(server, owner.id, places.lozenets, { createdAt: at(2), premiumUntil: new Date(Date.now() + 86_400_000), price: 90_000 });
    mine.draft = await insertProperty(server, owner.id, places.lozenets, { createdAt: at(3), status: 'draft', price: 50_000 });
    mine.rented = await insertProperty(server, owner.id, places.lozenets, { createdAt: at(4), status: 'rented', price: 60_000 });
    mine.deleted = await insertProperty(server, owner.id, places.lozenets, { createdAt: at(5), deletedAt: new Date() });
    await insertViewingRequest(server, mine.premium);
    await insertViewingRequest(server, mine.rented);
    await insertProperty(server, other.id, places.lozenets);
  });

  const list = async (query = '') => {
    const response = await as(owner, { method: 'GET', url: `/api/user/property${query ? `?${query}` : ''}` });
    expect(response.statusCode).toBe(200);
    return response.json() as { items: { id: number }[]; total: number; limit: number; offset: number };
  };
  const names = (page: { items: { id: number }[] }) => page.items.map((item) => Object.entries(mine).find(([, id]) => id === item.id)?.[0]);

  it('lists my properties in every status, not the deleted ones, newest first, 10 a page', async () => {
    const page = await list();
    expect(names(page)).toEqual(['rented', 'draft', 'premium', 'active']);
    expect(page).toMatchObject({ total: 4, offset: 0, limit: 10 });
  });

  it.each([
    ['deleted=1', ['deleted']],
    ['deleted=0', ['rented', 'draft', 'premium', 'active']],
    ['premium=1', ['premium']],
    ['premium=0', ['rented', 'draft', 'active']],
    ['requested=1', ['rented', 'premium']],
    ['requested=0', ['draft', 'active']],
    ['active=1', ['premium', 'active']],
    ['active=0', ['rented', 'draft']],
    ['active=1&requested=1', ['premium']],
    ['orderBy=price.ASC', ['draft', 'rented', 'active', 'premium']],
    ['limit=2&offset=2', ['premium', 'active']],
  ])('with %s', async (query, expected) => {
    expect(names(await list(query))).toEqual(expected);
  });

  it('asks a visitor to sign in and refuses a vendor', async () => {
    expect((await as(null, { method: 'GET', url: '/api/user/property' })).statusCode).toBe(401);
    expect((await as(vendor, { method: 'GET', url: '/api/user/property' })).statusCode).toBe(403);
    expect((await as(owner, { method: 'GET', url: '/api/user/property?deleted=2' })).statusCode).toBe(422);
  });
});
