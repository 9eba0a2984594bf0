/**
 * A poster's flatmate offers through the real server on a fresh database: posting, editing and
 * deleting them, the poster's own list, who may do each (regular users only, someone else's offer
 * is 403, a deleted or unknown one 404), bad input (a 422 naming each field, nothing written),
 * photos through the shared pipeline, and texts kept exactly as typed.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { tenantOfferImages, tenantOffers } from '../../../../server/db/schema/index.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createPlaces, daysAhead, insertOffer, insertOfferImage, offerBody } from './fixtures.ts';
import type { Places } from './fixtures.ts';

let server: TestApp;
let places: Places;
let maria: Account;
let other: Account;
let agency: Account;
let vendor: Account;

beforeAll(async () => {
  server = await startTestApp();
  places = await createPlaces(server);
  [maria, other, agency, vendor] = await Promise.all([
    createAccount(server, 'user'),
    createAccount(server, 'user'),
    createAccount(server, 'agency'),
    createAccount(server, 'vendor'),
  ]);
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

const as = (account: Account | null, options: InjectOptions) =>
  server.inject({ ...options, headers: { 'accept-language': 'en', ...(account ? { cookie: account.cookie } : {}), ...options.headers } });

async function offerCount(): Promise<number> {
  const [row] = await server.db.select({ value: count() }).from(tenantOffers);
  return Number(row!.value);
}

const dataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;
const photo = (background: string) => sharp({ create: { width: 900, height: 600, channels: 3, background } }).jpeg().toBuffer();
const uploadedFiles = async () => (await readdir(path.join(server.config.dataDir, 'uploads')).catch(() => [])).sort();
const fileOf = (url: string) => path.join(server.config.dataDir, 'uploads', url.replace('/media/uploads/', ''));

describe('POST /api/tenant-offer', () => {
  it("posts a regular user's offer with a photo, and answers it (201)", async () => {
    const body = offerBody(places.sofia, { universityId: places.su, roommatesWanted: 2, genderPreference: 'female', images: [dataUrl(await photo('#aa5533'))] });
    const response = await as(maria, { method: 'POST', url: '/api/tenant-offer', payload: body });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      title: body.title,
      description: body.description,
      city: { id: places.sofia, name: 'Sofia' },
      university: { id: places.su, name: 'Sofia University' },
      price: 32_000,
      availableFrom: body.availableFrom,
      roommatesWanted: 2,
      genderPreference: 'female',
      images: [{ id: expect.any(Number), url: expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{32}\.webp$/), thumbnailUrl: expect.stringMatching(/-thumb\.webp$/), width: 900, height: 600 }],
      owner: { id: maria.id, name: expect.any(String) },
      premium: false,
      premiumUntil: null,
      createdAt: expect.any(String),
    });
    expect(existsSync(fileOf(created.images[0].url))).toBe(true);
    // Public at once, in the search and on its page; the texts in the language they were written in serve both.
    expect((await as(null, { method: 'GET', url: `/api/tenant-offer?university=${places.su}` })).json().items.map((item: { id: number }) => item.id)).toContain(created.id);
    expect((await as(null, { method: 'GET', url: `/api/tenant-offer/${created.id}`, headers: { 'accept-language': 'bg' } })).json().title).toBe(body.title);
  });

  it('keeps text exactly as typed: markup is text, not HTML', async () => {
    const title = '<script>alert("x")</script> & <b>стая</b>';
    const description = '<img src=x onerror=alert(1)>\nРед 2 & "кавички"';
    const response = await as(maria, { method: 'POST', url: '/api/tenant-offer', payload: offerBody(places.varna, { title, description }) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title, description });
    const [row] = await server.db.select().from(tenantOffers).where(eq(tenantOffers.id, response.json().id));
    expect(row!.title).toEqual({ en: title });
  });

  it('asks a visitor to sign in (401) and refuses agencies and vendors (403), writing nothing', async () => {
    const before = await offerCount();
    const body = offerBody(places.sofia);
    const anonymous = await as(null, { method: 'POST', url: '/api/tenant-offer', payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: expect.any(String) });
    for (const account of [agency, vendor]) {
      const response = await as(account, { method: 'POST', url: '/api/tenant-offer', payload: body });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You are not allowed to do this.' });
    }
    expect(await offerCount()).toBe(before);
  });

  it.each([
    ['an unknown city', () => ({ cityId: 999_999 }), [['cityId', 'Choose a city from the list.']]],
    ['an unknown university', () => ({ universityId: 999_999 }), [['universityId', 'Choose a university from the list.']]],
    ['a university of another city', () => ({ universityId: places.tuVarna }), [['universityId', 'This university is in another city.']]],
    ['a date more than a year ahead', () => ({ availableFrom: daysAhead(366) }), [['availableFrom', 'Choose a date within a year from now.']]],
    ['a date that does not exist', () => ({ availableFrom: '2031-02-30' }), [['availableFrom', expect.any(String)]]],
    ['a two-letter title', () => ({ title: 'ab' }), [['title', expect.any(String)]]],
    ['a title of spaces', () => ({ title: '      ' }), [['title', expect.any(String)]]],
    ['11 flatmates', () => ({ roommatesWanted: 11 }), [['roommatesWanted', expect.any(String)]]],
    ['a gender preference not offered', () => ({ genderPreference: 'other' }), [['genderPreference', expect.any(String)]]],
    ['a negative price', () => ({ price: -1 }), [['price', expect.any(String)]]],
    ['an unknown field', () => ({ ownerUserId: 1 }), [['ownerUserId', expect.any(String)]]],
  ])('refuses %s with a 422 naming the field, writing nothing', async (_name, change, errors) => {
    const before = await offerCount();
    const response = await as(maria, { method: 'POST', url: '/api/tenant-offer', payload: offerBody(places.sofia, change()) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: errors.map(([property, message]) => ({ property, message })) });
    expect(await offerCount()).toBe(before);
  });

  it('names every problem of the fields and the photos in one answer, and stores no file', async () => {
    const before = await offerCount();
    const files = await uploadedFiles();
    const response = await as(maria, {
      method: 'POST',
      url: '/api/tenant-offer',
      payload: offerBody(places.varna, { universityId: places.su, images: [dataUrl(await photo('#123456')), dataUrl(Buffer.from('not a picture'))] }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { property: 'universityId', message: 'This university is in another city.' },
      { property: 'images.1', message: expect.any(String) },
    ]);
    expect(await offerCount()).toBe(before);
    expect(await uploadedFiles()).toEqual(files);
  });
});

describe('GET /api/tenant-offer/user', () => {
  it("answers the caller's live offers only, newest first, 10 a page", async () => {
    const mine = [
      await insertOffer(server, maria.id, places.sofia, { createdAt: new Date(Date.now() + 60_000) }),
      await insertOffer(server, maria.id, places.sofia, { createdAt: new Date(Date.now() + 120_000) }),
    ];
    await insertOffer(server, maria.id, places.sofia, { createdAt: new Date(Date.now() + 180_000), deletedAt: new Date() });
    const theirs = await insertOffer(server, other.id, places.sofia, { createdAt: new Date(Date.now() + 240_000) });
    const response = await as(maria, { method: 'GET', url: '/api/tenant-offer/user' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ offset: 0, limit: 10 });
    const listed = page.items.map((item: { id: number; owner: { id: number } }) => item.id);
    expect(listed.slice(0, 2)).toEqual([mine[1], mine[0]]);
    expect(listed).not.toContain(theirs);
    expect(page.items.every((item: { owner: { id: number } }) => item.owner.id === maria.id)).toBe(true);
    expect(page.total).toBe(listed.length);
    expect((await as(maria, { method: 'GET', url: '/api/tenant-offer/user?limit=1&offset=1' })).json()).toMatchObject({ total: page.total, items: [{ id: mine[0] }] });
  });

  it('asks a visitor to sign in and refuses agencies and vendors', async () => {
    expect((await as(null, { method: 'GET', url: '/api/tenant-offer/user' })).statusCode).toBe(401);
    expect((await as(agency, { method: 'GET', url: '/api/tenant-offer/user' })).statusCode).toBe(403);
    expect((await as(vendor, { method: 'GET', url: '/api/tenant-offer/user' })).statusCode).toBe(403);
  });
});

describe('POST /api/tenant-offer/{id}', () => {
  it('replaces the fields and the photos of my offer: kept ones stay, removed ones lose their files', async () => {
    const created = (await as(maria, {
      method: 'POST',
      url: '/api/tenant-offer',
      payload: offerBody(places.sofia, { universityId: places.su, images: [dataUrl(await photo('#113355')), dataUrl(await photo('#335511'))] }),
    })).json();
    const [first, second] = created.images;
    const body = offerBody(places.sofia, { title: 'Стая с тераса', price: 28_000, universityId: null, images: [second.url, dataUrl(await photo('#551133'))] });
    const response = await as(maria, { method: 'POST', url: `/api/tenant-offer/${created.id}`, payload: body });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({ id: created.id, title: 'Стая с тераса', price: 28_000, university: null });
    expect(updated.images.map((image: { url: string }) => image.url)).toEqual([second.url, expect.stringMatching(/\.webp$/)]);
    expect(existsSync(fileOf(first.url))).toBe(false);
    expect(existsSync(fileOf(second.url))).toBe(true);
    // Optional fields left out are cleared: no photos at all.
    const cleared = await as(maria, { method: 'POST', url: `/api/tenant-offer/${created.id}`, payload: offerBody(places.sofia) });
    expect(cleared.json().images).toEqual([]);
    expect(existsSync(fileOf(second.url))).toBe(false);
  });

  it("refuses someone else's offer (403) and a deleted or unknown one (404), changing nothing", async () => {
    const theirs = await insertOffer(server, other.id, places.sofia, { price: 11_000 });
    const image = await insertOfferImage(server, theirs, 0);
    const refused = await as(maria, { method: 'POST', url: `/api/tenant-offer/${theirs}`, payload: offerBody(places.sofia, { price: 1 }) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You are not allowed to do this.' });
    const [row] = await server.db.select().from(tenantOffers).where(eq(tenantOffers.id, theirs));
    expect(row!.price).toBe(11_000);
    expect(await server.db.select().from(tenantOfferImages).where(eq(tenantOfferImages.id, image))).toHaveLength(1);

    const deleted = await insertOffer(server, maria.id, places.sofia, { deletedAt: new Date() });
    expect((await as(maria, { method: 'POST', url: `/api/tenant-offer/${deleted}`, payload: offerBody(places.sofia) })).statusCode).toBe(404);
    expect((await as(maria, { method: 'POST', url: '/api/tenant-offer/999999', payload: offerBody(places.sofia) })).statusCode).toBe(404);
  });

  it("will not take another offer's photo", async () => {
    const theirs = await insertOffer(server, other.id, places.sofia);
    await insertOfferImage(server, theirs, 0);
    const mine = await insertOffer(server, maria.id, places.sofia);
    const response = await as(maria, {
      method: 'POST',
      url: `/api/tenant-offer/${mine}`,
      payload: offerBody(places.sofia, { images: [`/media/seed/roommate-${theirs}-0.svg`] }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property: 'images.0', message: expect.any(String) }]);
  });

  it('asks a visitor to sign in, refuses agencies and vendors, and refuses bad input with the error body', async () => {
    const mine = await insertOffer(server, maria.id, places.sofia, { price: 12_345 });
    expect((await as(null, { method: 'POST', url: `/api/tenant-offer/${mine}`, payload: offerBody(places.sofia) })).statusCode).toBe(401);
    expect((await as(agency, { method: 'POST', url: `/api/tenant-offer/${mine}`, payload: offerBody(places.sofia) })).statusCode).toBe(403);
    expect((await as(vendor, { method: 'POST', url: `/api/tenant-offer/${mine}`, payload: offerBody(places.sofia) })).statusCode).toBe(403);
    const bad = await as(maria, { method: 'POST', url: `/api/tenant-offer/${mine}`, payload: offerBody(places.sofia, { price: 'cheap' }) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ message: 'validation_failed', errors: [{ property: 'price', message: expect.any(String) }] });
    const [row] = await server.db.select().from(tenantOffers).where(eq(tenantOffers.id, mine));
    expect(row!.price).toBe(12_345);
  });
});

describe('DELETE /api/roommates/posts/{id}', () => {
  it('deletes my offer: gone from the search, its page and my list (204), and a second delete is 404', async () => {
    const mine = await insertOffer(server, maria.id, places.varna);
    const response = await as(maria, { method: 'DELETE', url: `/api/roommates/posts/${mine}` });
    expect(response.statusCode).toBe(204);
    expect((await as(null, { method: 'GET', url: `/api/tenant-offer/${mine}` })).statusCode).toBe(404);
    expect((await as(null, { method: 'GET', url: `/api/tenant-offer?city=${places.varna}&limit=100` })).json().items.map((item: { id: number }) => item.id)).not.toContain(mine);
    expect((await as(maria, { method: 'GET', url: '/api/tenant-offer/user?limit=100' })).json().items.map((item: { id: number }) => item.id)).not.toContain(mine);
    expect((await as(maria, { method: 'DELETE', url: `/api/roommates/posts/${mine}` })).statusCode).toBe(404);
  });

  it('deletes the files of its pictures once the offer is deleted', async () => {
    const posted = await as(maria, { method: 'POST', url: '/api/tenant-offer', payload: offerBody(places.varna, { images: [dataUrl(await photo('#3355aa'))] }) });
    expect(posted.statusCode).toBe(201);
    const { id, images } = posted.json();
    const before = await uploadedFiles();
    expect(before).toEqual(expect.arrayContaining([path.basename(images[0].url), path.basename(images[0].thumbnailUrl)]));

    expect((await as(maria, { method: 'DELETE', url: `/api/roommates/posts/${id}` })).statusCode).toBe(204);
    const after = await uploadedFiles();
    expect(after).toHaveLength(before.length - 2);
    expect(after).not.toContain(path.basename(images[0].url));
    expect(after).not.toContain(path.basename(images[0].thumbnailUrl));
  });

  it("refuses someone else's offer (403), keeps it, and answers 404 for an unknown one", async () => {
    const theirs = await insertOffer(server, other.id, places.varna);
    const refused = await as(maria, { method: 'DELETE', url: `/api/roommates/posts/${theirs}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You are not allowed to do this.' });
    expect((await as(null, { method: 'GET', url: `/api/tenant-offer/${theirs}` })).statusCode).toBe(200);
    expect((await as(maria, { method: 'DELETE', url: '/api/roommates/posts/999999' })).statusCode).toBe(404);
  });

  it('asks a visitor to sign in and refuses agencies and vendors', async () => {
    const mine = await insertOffer(server, maria.id, places.varna);
    expect((await as(null, { method: 'DELETE', url: `/api/roommates/posts/${mine}` })).statusCode).toBe(401);
    expect((await as(agency, { method: 'DELETE', url: `/api/roommates/posts/${mine}` })).statusCode).toBe(403);
    expect((await as(vendor, { method: 'DELETE', url: `/api/roommates/posts/${mine}` })).statusCode).toBe(403);
    expect((await as(null, { method: 'GET', url: `/api/tenant-offer/${mine}` })).statusCode).toBe(200);
  });
});
