/**
 * The two stores of files (server/services/storage.ts) keep the same promises, run here against
 * both: a folder, and an S3 bucket on a real S3-speaking server (s3rver). And the app on a
 * bucket (S3_BUCKET set): a picture saved through one app is answered by another on the same
 * bucket, with the headers of the folder's answers; the bucket joins /health/ready.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import sharp from 'sharp';
import { createFolderStorage, createS3Storage, s3ClientOf } from '../../../server/services/storage.ts';
import type { Storage } from '../../../server/services/storage.ts';
import { startS3 } from '../helpers/s3.ts';
import type { TestS3 } from '../helpers/s3.ts';
import { startTestApp } from '../helpers/testApp.ts';
import type { TestApp } from '../helpers/testApp.ts';

let s3: TestS3;
let folder: string;

beforeAll(async () => {
  s3 = await startS3();
  folder = await mkdtemp(path.join(os.tmpdir(), 'domovik-storage-'));
}, 30_000);
afterAll(async () => {
  await s3?.stop();
  await rm(folder, { recursive: true, force: true });
});

const stores: [string, () => Storage][] = [
  ['a folder', () => createFolderStorage(folder)],
  ['an S3 bucket', () => createS3Storage(s3ClientOf(s3.settings), s3.settings.bucket, 'uploads/')],
];

describe.each(stores)('%s', (_name, storeOf) => {
  it('gives back what was put, with its type and length, until it is deleted (twice is fine)', async () => {
    const storage = storeOf();
    await storage.put('abc-1.webp', Buffer.from('bytes'), 'image/webp');
    const file = await storage.get('abc-1.webp');
    expect(file).toMatchObject({ contentType: 'image/webp', length: 5 });
    expect(await text(file!.body)).toBe('bytes');
    await storage.delete('abc-1.webp');
    await storage.delete('abc-1.webp');
    expect(await storage.get('abc-1.webp')).toBeNull();
  });

  it('answers URLs under its path and knows only its own', () => {
    const storage = storeOf();
    expect(storage.url('abc-1.webp')).toBe('/media/uploads/abc-1.webp');
    expect(storage.keyOf('/media/uploads/abc-1.webp')).toBe('abc-1.webp');
    for (const url of ['/media/generated/property/1.svg', 'https://example.com/media/uploads/a.webp', '/media/uploads/../db/x.webp', '/media/uploads/a/b.webp']) {
      expect(storage.keyOf(url)).toBeNull();
    }
  });

  it('refuses a key that is a path', async () => {
    const storage = storeOf();
    for (const key of ['../outside.webp', 'a/b.webp', '.hidden', 'UPPER.webp', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('Not a storage key');
      await expect(storage.get(key)).rejects.toThrow('Not a storage key');
      await expect(storage.delete(key)).rejects.toThrow('Not a storage key');
    }
  });

  it('passes its check', async () => {
    await expect(storeOf().check()).resolves.toBeUndefined();
  });
});

it('keeps two prefixes of one bucket apart', async () => {
  const client = s3ClientOf(s3.settings);
  await createS3Storage(client, s3.settings.bucket, 'imports/').put('kept.csv', Buffer.from('sku'), 'text/csv');
  expect(await createS3Storage(client, s3.settings.bucket, 'uploads/').get('kept.csv')).toBeNull();
});

it('fails its check when the bucket is not there', async () => {
  await expect(createS3Storage(s3ClientOf(s3.settings), 'no-such-bucket', 'uploads/').check()).rejects.toThrow();
});

describe('the app on a bucket', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Two apps with their own data folders, as on two machines: only the bucket is shared.
    [a, b] = await Promise.all([startTestApp({ env: s3.env }), startTestApp({ env: s3.env })]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('answers a picture saved through one server from another, cached for a year and unable to run', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } }).jpeg().toBuffer();
    const changes = await a.app.images.prepare({ images: { value: [`data:image/jpeg;base64,${jpeg.toString('base64')}`], existing: [] } });
    await changes.save(async () => undefined);
    const [stored] = changes.fields.images.images;

    const response = await b.inject({ method: 'GET', url: stored!.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
  });

  it('answers 404 for a key the bucket does not have, and never an import file', async () => {
    await b.app.importFiles.put('0123456789abcdef0123456789abcdef.csv', Buffer.from('sku;title'), 'text/csv');
    for (const url of ['/media/uploads/0123456789abcdef0123456789abcdef.webp', '/media/uploads/0123456789abcdef0123456789abcdef.csv']) {
      const response = await a.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('is ready with the bucket, and not when the bucket is gone', async () => {
    expect((await a.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    const elsewhere = await startTestApp({ env: { ...s3.env, S3_BUCKET: 'no-such-bucket' } });
    try {
      const response = await elsewhere.inject({ method: 'GET', url: '/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().errors).toEqual([{ property: 'storage', message: expect.any(String) }]);
    } finally {
      await elsewhere.close();
    }
  });
});
