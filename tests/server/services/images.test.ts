/**
 * The shared image pipeline (server/services/images.ts, storage.ts, uploads.ts) on real sharp
 * and real files: what is refused and why, what a stored picture keeps (no EXIF, no GPS), when
 * files are written and deleted, how they are served, and a 422 through the real server.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '../../../domain/images.ts';
import { handlers } from '../../../server/areas/index.ts';
import { vendors } from '../../../server/db/schema/index.ts';
import { HttpError } from '../../../server/errors.ts';
import type { Handler } from '../../../server/handler.ts';
import { IMAGE_MAX_PIXELS, createImageService } from '../../../server/services/images.ts';
import type { ImageService } from '../../../server/services/images.ts';
import { createFolderStorage } from '../../../server/services/storage.ts';
import type { Storage } from '../../../server/services/storage.ts';
import { createAccount } from '../helpers/accounts.ts';
import { startTestApp } from '../helpers/testApp.ts';
import type { TestApp } from '../helpers/testApp.ts';

const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

const MARKER = 'DomovikTestPhone';

/** The chunk types of a WebP file (a RIFF container: 'RIFF', size, 'WEBP', then type, size, data...). */
function riffChunks(bytes: Buffer): string[] {
  expect(bytes.toString('latin1', 0, 4) + bytes.toString('latin1', 8, 12)).toBe('RIFFWEBP');
  const types: string[] = [];
  for (let at = 12; at + 8 <= bytes.length; ) {
    const size = bytes.readUInt32LE(at + 4);
    types.push(bytes.toString('latin1', at, at + 4));
    at += 8 + size + (size % 2);
  }
  return types;
}

/** A phone photo: 3000 × 2000 pixels stored sideways (EXIF orientation 6), with the GPS position of a home and a P3 colour profile. */
async function phonePhoto(): Promise<Buffer> {
  const noise = await sharp({
    create: { width: 3000, height: 2000, channels: 3, background: '#c86432', noise: { type: 'gaussian', mean: 120, sigma: 30 } },
  })
    .png()
    .toBuffer();
  return sharp(noise)
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: MARKER, Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 41/1 51/1', GPSLongitudeRef: 'E', GPSLongitude: '23/1 19/1 21/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 60 })
    .toBuffer();
}

const smallJpeg = (background = '#336699') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A JPEG of exactly `total` bytes: comment segments (which decoders skip) after the start marker. */
function padJpeg(jpeg: Buffer, total: number): Buffer {
  const segments: Buffer[] = [];
  let remaining = total - jpeg.length;
  while (remaining > 0) {
    let size = Math.min(65533, remaining - 4);
    if (remaining - 4 - size > 0 && remaining - 4 - size < 4) size -= 4;
    const segment = Buffer.alloc(4 + size, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(size + 2, 2);
    segments.push(segment);
    remaining -= segment.length;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** A valid PNG of 10 000 × 10 000 black pixels in about 12 KB: a decompression bomb. */
function pixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const side = 10_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // 1 bit per pixel, greyscale
  const rows = zlib.deflateSync(Buffer.alloc((1 + side / 8) * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The 422 a call failed with: its field errors, or the error itself when it was something else. */
async function fieldErrors(promise: Promise<unknown>) {
  const error = await promise.then(
    () => new Error('expected a 422'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
  return error.fields;
}

let folder: string;
let storage: Storage;
let log: { error: jest.Mock };
let images: ImageService;
beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'domovik-images-'));
  storage = createFolderStorage(folder);
  log = { error: jest.fn() };
  images = createImageService(storage, log);
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const files = async () => (await readdir(folder).catch(() => [] as string[])).sort();
const fileOf = (url: string) => readFile(path.join(folder, storage.keyOf(url) ?? 'missing'));

/** Stores pictures for an entity that has none, as a create would. */
async function storeNew(...inputs: string[]) {
  const changes = await images.prepare({ images: { value: inputs, existing: [] } });
  await changes.save(async () => undefined);
  return changes.fields.images.images;
}

describe('a new picture', () => {
  it('loses its EXIF, GPS position and colour profile, stands upright and is stored in two WebP sizes', async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect(before).toMatchObject({ width: 3000, height: 2000, orientation: 6 });
    expect(before.exif?.toString('latin1')).toContain(MARKER);
    expect(before.icc).toBeDefined();

    const [stored] = await storeNew(dataUrl(photo));

    // Upright: the sideways 3000 × 2000 photo is 2000 × 3000, then fits in 1600 px.
    expect(stored).toEqual({
      url: expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{32}\.webp$/),
      thumbnailUrl: expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{32}-thumb\.webp$/),
      width: 1067,
      height: 1600,
    });
    for (const [url, width, height] of [
      [stored!.url, 1067, 1600],
      [stored!.thumbnailUrl, 480, 720],
    ] as const) {
      const bytes = await fileOf(url);
      const after = await sharp(bytes).metadata();
      expect(after).toMatchObject({ format: 'webp', width, height });
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(bytes.toString('latin1')).not.toContain(MARKER);
      // The file holds the picture and nothing beside it: no EXIF (where the GPS position was), XMP or ICC chunk.
      expect(riffChunks(bytes)).toEqual(['VP8 ']);
    }
    expect(await files()).toEqual([storage.keyOf(stored!.url), storage.keyOf(stored!.thumbnailUrl)].sort());
  });

  it('is judged by its bytes: a PNG sent as a JPEG data URL is stored, and a small picture is never enlarged', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const [stored] = await storeNew(dataUrl(png, 'image/jpeg'));
    expect(stored).toMatchObject({ width: 300, height: 200 });
    expect(await sharp(await fileOf(stored!.thumbnailUrl)).metadata()).toMatchObject({
      format: 'webp',
      width: 300,
      height: 200,
      hasAlpha: true,
    });
  });

  it('may be a WebP', async () => {
    const webp = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#aa8800' } })
      .webp()
      .toBuffer();
    const [stored] = await storeNew(dataUrl(webp, 'image/webp'));
    expect(stored).toMatchObject({ width: 800, height: 600 });
    expect((await sharp(await fileOf(stored!.thumbnailUrl)).metadata()).width).toBe(480);
  });

  it('may weigh exactly 5 MiB', async () => {
    const photo = padJpeg(await smallJpeg(), IMAGE_MAX_BYTES);
    expect(photo.length).toBe(IMAGE_MAX_BYTES);
    const [stored] = await storeNew(dataUrl(photo));
    expect(stored).toMatchObject({ width: 64, height: 48 });
  });
});

describe('what is refused, before anything is written', () => {
  const refused = async (value: string, key: string) => {
    expect(await fieldErrors(images.prepare({ images: { value: [value], existing: [] } }))).toEqual([{ property: 'images.0', key }]);
    expect(await files()).toEqual([]);
  };

  it('a text file behind an image data URL', async () => {
    await refused(dataUrl(Buffer.from('Just some notes, not a picture.\n')), 'error-image-type');
  });

  it('an SVG, a GIF and a damaged JPEG, whatever type they declare', async () => {
    await refused(
      dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'image/png'),
      'error-image-type',
    );
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    await refused(dataUrl(gif, 'image/webp'), 'error-image-type');
    const jpeg = await smallJpeg();
    await refused(dataUrl(jpeg.subarray(0, jpeg.length / 2)), 'error-image-type');
    await refused(
      dataUrl(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('garbage after a JPEG signature')])),
      'error-image-type',
    );
  });

  it('a data URL of another type, or not in base64', async () => {
    await refused(`data:image/gif;base64,${(await smallJpeg()).toString('base64')}`, 'error-image-type');
    await refused('data:image/jpeg;base64,not base64!', 'error-image-type');
    await refused('data:image/jpeg,rawbytes', 'error-image-type');
  });

  it('more than 5 MiB', async () => {
    await refused(dataUrl(padJpeg(await smallJpeg(), IMAGE_MAX_BYTES + 1)), 'error-image-too-large');
  });

  it('a decompression bomb, judged by its header before decoding', async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(50_000);
    const { width, height } = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect(width * height).toBeGreaterThan(IMAGE_MAX_PIXELS);
    await refused(dataUrl(bomb, 'image/png'), 'error-image-dimensions');
  });

  it("a URL the entity does not have (another entity's picture, an outside address) or the same one twice", async () => {
    const [own, other] = await storeNew(dataUrl(await smallJpeg()), dataUrl(await smallJpeg('#993366')));
    const before = await files();
    const errors = await fieldErrors(
      images.prepare({
        images: { value: [own!.url, other!.url, 'https://example.com/photo.jpg', own!.thumbnailUrl, own!.url], existing: [own!] },
      }),
    );
    expect(errors).toEqual([
      { property: 'images.1', key: 'error-image-unknown' },
      { property: 'images.2', key: 'error-image-unknown' },
      { property: 'images.3', key: 'error-image-unknown' },
      { property: 'images.4', key: 'error-image-duplicate' },
    ]);
    expect(await files()).toEqual(before);
  });

  it('names every bad item of every field at once; a single picture by the field name', async () => {
    const good = dataUrl(await smallJpeg());
    const errors = await fieldErrors(
      images.prepare({
        images: { value: [good, dataUrl(Buffer.from('text')), good], existing: [] },
        plan: { value: dataUrl(Buffer.from('text')), existing: [] },
      }),
    );
    expect(errors).toEqual([
      { property: 'images.1', key: 'error-image-type' },
      { property: 'plan', key: 'error-image-type' },
    ]);
    expect(await files()).toEqual([]);
  });
});

describe('kept, moved and removed pictures', () => {
  it('keeps the given order, stores the new ones, and deletes the left-out ones only after the change', async () => {
    const [first, second, third] = await storeNew(
      dataUrl(await smallJpeg('#111111')),
      dataUrl(await smallJpeg('#222222')),
      dataUrl(await smallJpeg('#333333')),
    );
    const seeded = { url: '/media/generated/property/7.svg', thumbnailUrl: '/media/generated/property/7.svg' };
    const existing = [first!, second!, third!, seeded];
    const changes = await images.prepare({ images: { value: [third!.url, dataUrl(await smallJpeg('#444444')), first!.url], existing } });
    const [kept, added, keptToo] = changes.fields.images.images;
    expect(kept).toBe(third);
    expect(keptToo).toBe(first);
    expect(changes.fields.images.removed).toEqual([second, seeded]);
    expect(added).toMatchObject({ width: 64, height: 48 });

    const during: string[][] = [];
    await changes.save(async () => {
      during.push(await files());
    });
    const keys = (...list: { url: string; thumbnailUrl: string }[]) =>
      list.flatMap((image) => [storage.keyOf(image.url), storage.keyOf(image.thumbnailUrl)]).sort();
    // While the database changes, the new files are there and the removed ones still are.
    expect(during).toEqual([keys(first!, second!, third!, added!)]);
    expect(await files()).toEqual(keys(first!, third!, added!));
  });

  it('deletes the new files and keeps the old ones when the change fails', async () => {
    const [old] = await storeNew(dataUrl(await smallJpeg()));
    const before = await files();
    const changes = await images.prepare({ images: { value: [dataUrl(await smallJpeg('#777777'))], existing: [old!] } });
    const failure = new Error('the database is gone');
    await expect(changes.save(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(await files()).toEqual(before);
  });

  it('a single picture kept by its URL stays; replaced, both its files go', async () => {
    const [logo] = await storeNew(dataUrl(await smallJpeg()));
    const existing = [{ url: logo!.url }];
    const kept = await images.prepare({ logo: { value: logo!.url, existing } });
    expect(kept.fields.logo).toEqual({ images: [existing[0]], removed: [] });

    const replaced = await images.prepare({ logo: { value: dataUrl(await smallJpeg('#555555')), existing } });
    await replaced.save(async () => undefined);
    const [now] = replaced.fields.logo.images;
    const key = storage.keyOf(now!.url)!;
    expect(await files()).toEqual([key, key.replace('.webp', '-thumb.webp')].sort());

    const cleared = await images.prepare({ logo: { value: null, existing: [{ url: now!.url }] } });
    await cleared.save(async () => undefined);
    expect(await files()).toEqual([]);
  });

  it('logs a file it could not delete once the change is made, and does not fail the call', async () => {
    const [old] = await storeNew(dataUrl(await smallJpeg()));
    const stuck = createImageService({ ...storage, delete: () => Promise.reject(new Error('read-only disk')) }, log);
    const changes = await stuck.prepare({ images: { value: [], existing: [old!] } });
    await expect(changes.save(async () => 'saved')).resolves.toBe('saved');
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ key: storage.keyOf(old!.url) }), 'could not delete an image file');
  });
});

describe('through the server', () => {
  let server: TestApp;
  /** A vendor profile update that stores its logo as the slices will (the shop's own handler replaces this test's). */
  const updateVendor: Handler<'updateVendor'> = async (request) => {
    const [vendor] = await request.server.db.select().from(vendors).where(eq(vendors.ownerUserId, request.user!.id));
    const changes = await request.server.images.prepare({
      logo: { value: request.body.logo, existing: vendor!.logoUrl ? [{ url: vendor!.logoUrl }] : [] },
    });
    const logo = changes.fields.logo.images[0]?.url ?? null;
    await changes.save(() => request.server.db.update(vendors).set({ logoUrl: logo }).where(eq(vendors.id, vendor!.id)));
    return { id: vendor!.id, name: request.body.name, description: null, logo, deliveryPrice: null, city: null, phone: null, email: null };
  };
  beforeAll(async () => {
    server = await startTestApp({ handlers: { ...handlers, updateVendor } });
  });
  afterAll(async () => {
    await server.close();
    expect(server.contractViolations).toEqual([]);
  });

  const uploads = () => readdir(path.join(server.config.dataDir, 'uploads')).catch(() => [] as string[]);

  it('answers a stored file as WebP, cached for a year, unable to run or be framed', async () => {
    const changes = await server.app.images.prepare({ images: { value: [dataUrl(await smallJpeg())], existing: [] } });
    await changes.save(async () => undefined);
    const [stored] = changes.fields.images.images;
    const response = await server.inject({ method: 'GET', url: stored!.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.rawPayload.equals(await readFile(path.join(server.config.dataDir, 'uploads', stored!.url.split('/').pop()!)))).toBe(
      true,
    );
    expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
  });

  it.each([
    ['a file it does not have', '/media/uploads/0123456789abcdef0123456789abcdef.webp'],
    ['a way out of the folder', '/media/uploads/..%2f..%2fpackage.json'],
    ['a name the storage never gives out', '/media/uploads/Photo.JPG'],
  ])('answers 404 JSON for %s', async (_case, url) => {
    const response = await server.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('refuses a bad picture with a translated 422 for its field, and stores a good one', async () => {
    const vendor = await createAccount(server, 'vendor');
    const [row] = await server.db.select().from(vendors).where(eq(vendors.ownerUserId, vendor.id));
    const update = (logo: string | null, language = 'en') =>
      server.inject({
        method: 'POST',
        url: `/api/vendor/${row!.id}`,
        headers: { cookie: vendor.cookie, 'accept-language': language },
        payload: { name: 'Dabrava', logo },
      });
    const before = await uploads();

    const notAPicture = await update(dataUrl(Buffer.from('<?php echo 1; ?>'), 'image/png'));
    expect(notAPicture.statusCode).toBe(422);
    expect(notAPicture.json()).toEqual({
      message: 'validation_failed',
      errors: [{ property: 'logo', message: 'This file is not a JPEG, PNG or WebP picture.' }],
    });
    const tooLarge = await update(dataUrl(padJpeg(await smallJpeg(), IMAGE_MAX_BYTES + 1)), 'bg');
    expect(tooLarge.json()).toEqual({
      message: 'validation_failed',
      errors: [{ property: 'logo', message: 'Снимката може да е най-много 5 MB.' }],
    });
    const foreign = await update('https://example.com/logo.png');
    expect(foreign.json().errors).toEqual([
      { property: 'logo', message: 'This picture does not belong here. Add it again from your device.' },
    ]);
    expect(await uploads()).toEqual(before);

    const saved = await update(dataUrl(await smallJpeg()));
    expect(saved.statusCode).toBe(200);
    const { logo } = saved.json() as { logo: string };
    expect((await server.inject({ method: 'GET', url: logo })).statusCode).toBe(200);
    expect((await update(logo)).json()).toMatchObject({ logo });
    expect((await update(null)).json()).toMatchObject({ logo: null });
    expect((await server.inject({ method: 'GET', url: logo })).statusCode).toBe(404);
  });
});
