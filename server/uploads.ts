/**
 * Uploaded pictures: decorates the app with `images` (services/images.ts) on the folder storage
 * DATA_DIR/uploads, and answers its files at `/media/uploads/{key}`. A file's key is new for
 * every picture and never reused, so it is cached for a year; the answer is an image that can
 * run nothing (a CSP that forbids everything, nosniff from helmet), and a name the folder does
 * not have is a 404 like any missing file.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createImageService } from './services/images.ts';
import type { ImageService } from './services/images.ts';
import { STORAGE_KEY_PATTERN, UPLOADS_URL_PATH, createFolderStorage } from './services/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageService;
  }
}

const UPLOADS_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const UPLOADS_CSP = "default-src 'none'; frame-ancestors 'none'";

export async function registerUploads(app: FastifyInstance): Promise<void> {
  const folder = path.join(app.config.dataDir, 'uploads');
  app.decorate('images', createImageService(createFolderStorage(folder, UPLOADS_URL_PATH), app.log));
  await app.register(fastifyStatic, {
    root: folder,
    prefix: UPLOADS_URL_PATH,
    // The app's own registration (spa.ts) decorates the reply.
    decorateReply: false,
    index: false,
    // Only names the storage gives out: anything else is a missing file.
    allowedPath: (pathname) => STORAGE_KEY_PATTERN.test(pathname.replace(/^\//, '')),
    cacheControl: false,
    // The folder appears with the first upload.
    suppressWarning: true,
    setHeaders(reply) {
      reply.header('Cache-Control', UPLOADS_CACHE_CONTROL).header('Content-Security-Policy', UPLOADS_CSP);
    },
  });
}
