/**
 * The app's stored files (services/storage.ts): decorates the app with `images`
 * (services/images.ts) on the uploads store and `importFiles` (the catalogue imports' store,
 * which nothing serves); both are a folder under DATA_DIR, or prefixes of the S3 bucket when
 * S3_BUCKET is set. The pictures are answered at `/media/uploads/{key}` through the server
 * whatever the store (docs/decisions/0009-images.md): a file's key is new for every picture and
 * never reused, so it is cached for a year; the answer is an image that can run nothing (a CSP
 * that forbids everything, nosniff from helmet), and a name the store does not have is a 404 like
 * any missing file. The store's check joins /health/ready.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { createImageService } from './services/images.ts';
import type { ImageService } from './services/images.ts';
import { STORAGE_KEY_PATTERN, UPLOADS_URL_PATH, createFolderStorage, createS3Storage, s3ClientOf } from './services/storage.ts';
import type { Storage } from './services/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageService;
    importFiles: Storage;
  }
}

const UPLOADS_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const UPLOADS_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The pictures' store and the import files' store of a configuration. */
function storesOf(config: Config): { uploads: Storage; imports: Storage; close?: () => void } {
  if (config.s3) {
    const client = s3ClientOf(config.s3);
    return {
      close: () => client.destroy(),
      uploads: createS3Storage(client, config.s3.bucket, 'uploads/'),
      imports: createS3Storage(client, config.s3.bucket, 'imports/', '/not-served/'),
    };
  }
  return {
    uploads: createFolderStorage(path.join(config.dataDir, 'uploads')),
    imports: createFolderStorage(path.join(config.dataDir, 'imports'), '/not-served/'),
  };
}

/** Decorates the app with the stores (before the areas' plugins, which use them). */
export function decorateStores(app: FastifyInstance): Storage {
  const stores = storesOf(app.config);
  app.decorate('images', createImageService(stores.uploads, app.log));
  app.decorate('importFiles', stores.imports);
  app.readinessChecks.push({ name: 'storage', check: () => stores.uploads.check() });
  if (stores.close) app.addHook('onClose', async () => stores.close!());
  return stores.uploads;
}

/** Answers the pictures of `uploads` at UPLOADS_URL_PATH. */
export function registerUploads(app: FastifyInstance, uploads: Storage): void {

  app.get<{ Params: { key: string } }>(`${UPLOADS_URL_PATH}:key`, async (request, reply) => {
    // Only names the storage gives out: anything else is a missing file.
    const file = STORAGE_KEY_PATTERN.test(request.params.key) ? await uploads.get(request.params.key) : null;
    if (!file) return reply.code(404).send({ message: app.translator.t(request.locale, 'error-not-found') });
    return reply
      .type(file.contentType)
      .header('Content-Length', file.length)
      .header('Cache-Control', UPLOADS_CACHE_CONTROL)
      .header('Content-Security-Policy', UPLOADS_CSP)
      .send(file.body);
  });
}
