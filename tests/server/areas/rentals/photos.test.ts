/**
 * A listing's photos and plan through the real server (the shared pipeline on real sharp and
 * real files): what is stored (WebP in two sizes, no EXIF, no GPS position), what is refused
 * (not a picture, over 5 MB), the larger body limit of a save with pictures, and the files of
 * removed pictures going away.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '../../../../domain/images.ts';
import { BODY_LIMIT_BYTES, IMAGE_BODY_LIMIT_BYTES } from '../../../../server/app.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createPlaces, propertyBody } from './fixtures.ts';
import type { Places } from './fixtures.ts';

let server: TestApp;
let places: Places;
let owner: Account;

beforeAll(async () => {
  server = await startTestApp();
  places = await createPlaces(server);
  owner = await createAccount(server, 'user');
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;
const MARKER = 'DomovikRentalsPhone';

/** A phone photo of a flat: 2400 × 1600, stored sideways (orientation 6), with the GPS position of the home and an XMP block naming the phone. */
async function phonePhoto(): Promise<Buffer> {
  const noise = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#8a6d4b', noise: { type: 'gaussian', mean: 110, sigma: 25 } } })
    .png()
    .toBuffer();
  return sharp(noise)
    .withExif({
      IFD0: { Make: MARKER, Model: 'Phone 7' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 40/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '23/1 19/1 5/1' },
    })
    .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:tiff="http://ns.adobe.com/tiff/1.0/" tiff:Make="${MARKER}"/></rdf:RDF></x:xmpmeta>`)
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 70 })
    .toBuffer();
}

const planPng = () => sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } }).png().toBuffer();

const save = (payload: unknown, url = '/api/property') =>
  server.inject({ method: 'POST', url, headers: { cookie: owner.cookie, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

/** The stored file behind an uploads URL. */
const fileOf = (url: string) => path.join(server.config.dataDir, 'uploads', url.replace('/media/uploads/', ''));

/** The files in storage. */
const storedFiles = async () => (await readdir(path.join(server.config.dataDir, 'uploads')).catch(() => [] as string[])).sort();

describe('a deleted property', () => {
  it('keeps its picture files: its owner still sees it, pictures and all', async () => {
    const response = await save(propertyBody(places.lozenets, { images: [dataUrl(await planPng(), 'image/png')], plan: dataUrl(await planPng(), 'image/png') }));
    expect(response.statusCode).toBe(201);
    const property = response.json();
    const before = await storedFiles();
    expect(before).toEqual(expect.arrayContaining([path.basename(property.images[0].url), path.basename(property.plan)]));

    const deleted = await server.inject({ method: 'DELETE', url: `/api/property/${property.id}`, headers: { cookie: owner.cookie } });
    expect(deleted.statusCode).toBe(204);
    expect(await storedFiles()).toEqual(before);
    const own = await server.inject({ method: 'GET', url: `/api/user/property/${property.id}`, headers: { cookie: owner.cookie } });
    expect(own.json()).toMatchObject({ deletedAt: expect.any(String), images: [{ url: property.images[0].url }], plan: property.plan });
  });
});

describe('photos of a listing', () => {
  let created: { id: number; images: { url: string; thumbnailUrl: string; width: number; height: number }[]; plan: string };

  it('stores a phone photo upright as WebP in two sizes, with its dimensions, and without EXIF or GPS', async () => {
    const response = await save(propertyBody(places.lozenets, { images: [dataUrl(await phonePhoto())], plan: dataUrl(await planPng(), 'image/png') }));
    expect(response.statusCode).toBe(201);
    created = response.json();
    const [photo] = created.images;
    // Turned upright: the sideways 2400 × 1600 is 1600 wide, 2400 high, then fitted in 1600 px.
    expect(photo).toEqual({ id: expect.any(Number), url: expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{32}\.webp$/), thumbnailUrl: expect.stringMatching(/-thumb\.webp$/), width: 1067, height: 1600 });
    const large = await readFile(fileOf(photo!.url));
    const metadata = await sharp(large).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1067, height: 1600 });
    // No EXIF (where GPS lives) nor XMP block at all, as sharp reads the file.
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(large.includes(Buffer.from(MARKER))).toBe(false);
    expect((await sharp(await readFile(fileOf(photo!.thumbnailUrl))).metadata()).width).toBe(480);
    expect(created.plan).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.webp$/);
    // Served to anyone with a year's cache.
    const served = await server.inject({ method: 'GET', url: photo!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('deletes the files of a photo and a plan the owner removes, keeping the others', async () => {
    const kept = created.images[0]!;
    const added = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2255aa' } }).jpeg().toBuffer();
    const response = await save(propertyBody(places.lozenets, { images: [dataUrl(added), kept.url], plan: null }), `/api/user/property/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().images.map((image: { url: string }) => image.url)).toEqual([expect.stringMatching(/\.webp$/), kept.url]);
    expect(response.json().plan).toBeNull();
    expect(existsSync(fileOf(kept.url))).toBe(true);
    expect(existsSync(fileOf(created.plan))).toBe(false);
  });

  it('refuses a file that is not a picture, whatever it says it is, naming it', async () => {
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await save(propertyBody(places.lozenets, { images: [dataUrl(await planPng(), 'image/png'), dataUrl(text, 'image/jpeg')] }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property: 'images.1', message: server.app.translator.t('bg', 'error-image-type') }]);
  });

  it('refuses a picture over 5 MB', async () => {
    const big = Buffer.alloc(IMAGE_MAX_BYTES + 1, 0xff);
    const response = await save(propertyBody(places.lozenets, { images: [dataUrl(big)] }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property: 'images.0', message: server.app.translator.t('bg', 'error-image-too-large') }]);
  });

  it('accepts a save with pictures above the usual body limit, and answers 413 above its own', async () => {
    expect(IMAGE_BODY_LIMIT_BYTES).toBeGreaterThan(BODY_LIMIT_BYTES);
    // Four pictures of about 4 MB each: 16 MB of base64, over the 12 MiB of other calls.
    const photo = dataUrl(await phonePhoto());
    const padded = (index: number) => `${photo}${'A'.repeat(4 * Math.floor((4_000_000 - photo.length) / 4))}${index}`;
    const heavy = propertyBody(places.lozenets, { images: [0, 1, 2, 3].map(padded) });
    const accepted = await save(heavy);
    // The body was read and judged picture by picture (the padding spoils each one).
    expect(accepted.statusCode).toBe(422);
    expect(accepted.json().errors.map((error: { property: string }) => error.property)).toEqual(['images.0', 'images.1', 'images.2', 'images.3']);

    const tooLarge = await save(propertyBody(places.lozenets, { images: Array.from({ length: 8 }, (_, index) => `data:image/jpeg;base64,${'A'.repeat(6_000_000)}${index}`) }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: server.app.translator.t('bg', 'error-payload-too-large') });
  });
});
