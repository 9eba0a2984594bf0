/**
 * The pictures of a request body (the contract's ImageInput fields), for every area that stores
 * pictures (docs/decisions/0009-images.md). A handler calls `prepare` with each image field of
 * the body and the pictures the entity has now, then `save` around its database change:
 *
 *   const changes = await request.server.images.prepare({
 *     images: { value: request.body.images, existing: currentImageRows },
 *     plan: { value: request.body.plan, existing: property.planUrl ? [{ url: property.planUrl }] : [] },
 *   });
 *   await changes.save(() => repository.update(id, changes.fields.images.images, ...));
 *
 * `prepare` reads every new picture and re-encodes it in memory, and answers 422 listing every
 * bad item (`images.2`, or `plan` for a single picture) before anything is written. A new
 * picture is judged by its bytes, never by the type its data URL declares: JPEG, PNG or WebP, at
 * most IMAGE_MAX_BYTES and IMAGE_MAX_PIXELS. It is turned upright by its EXIF orientation and
 * stored as two WebP files without any metadata (no EXIF, no GPS position, no ICC profile: the
 * pixels are converted to sRGB): a large one that fits in IMAGE_LARGE_SIZE px and a small one
 * (domain thumbnailWidth). Any other input must be the URL of a picture the entity already has,
 * which is kept as it is.
 *
 * `save` writes the new files, runs the database change, and only once that has succeeded
 * deletes the files of the pictures the body left out; if it fails, the new files are deleted
 * and the pictures the entity had are untouched.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES, thumbnailWidth } from '../../domain/images.ts';
import { HttpError, validationFailed } from '../errors.ts';
import type { FieldError } from '../errors.ts';
import type { Storage } from './storage.ts';

/** Most pixels (width × height) a picture may have: a 64-megapixel photo; beyond is a decompression bomb. */
export const IMAGE_MAX_PIXELS = 64_000_000;

/** The large copy fits in a square of this many pixels (it is never enlarged). */
const IMAGE_LARGE_SIZE = 1600;

const LARGE_QUALITY = 82;
const THUMBNAIL_QUALITY = 78;

/** A picture `prepare` stored: what its image row keeps. */
interface StoredImage {
  url: string;
  thumbnailUrl: string;
  /** Pixels of the large copy (`url`). */
  width: number;
  height: number;
}

export interface ImageField<E extends { url: string }> {
  /**
   * The body's value: a list (errors are named `field.<index>`) or a single picture or null
   * (errors are named `field`). Absent or null means no picture: all of `existing` is removed.
   */
  value: readonly string[] | string | null | undefined;
  /** The pictures the entity has now, e.g. its image rows, or `[{ url: logoUrl }]`. */
  existing: readonly E[];
}

interface FieldChange<E> {
  /** The field's pictures in the body's order: those kept as given in `existing`, the new ones as stored. */
  images: Array<E | StoredImage>;
  /** The pictures of `existing` the body left out. */
  removed: E[];
}

type ImageFields = Record<string, ImageField<{ url: string }>>;
type ExistingOf<F> = F extends { existing: readonly (infer E)[] } ? E : never;

interface ImageChanges<F extends ImageFields> {
  fields: { [K in keyof F]: FieldChange<ExistingOf<F[K]>> };
  /**
   * Writes the new files, then runs `write` (the database change: it must have committed when
   * it resolves), then deletes the files of the removed pictures. When `write` (or writing a
   * file) fails, the files written are deleted and the error goes on.
   */
  save<T>(write: () => Promise<T>): Promise<T>;
}

export interface ImageService {
  /** Checks and re-encodes the body's pictures; a 422 names every bad one, and nothing is written. */
  prepare<F extends ImageFields>(fields: F): Promise<ImageChanges<F>>;
}

type ImageProblem =
  'error-image-type' | 'error-image-too-large' | 'error-image-dimensions' | 'error-image-unknown' | 'error-image-duplicate';

interface Encoded {
  large: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

const DATA_URL_PREFIX = /^data:image\/(?:jpeg|png|webp);base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a data URL, or why not. Only the size and the encoding are judged here. */
function decodeDataUrl(input: string): Buffer | ImageProblem {
  const prefix = DATA_URL_PREFIX.exec(input);
  if (!prefix) return 'error-image-type';
  const payload = input.slice(prefix[0].length);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if ((payload.length / 4) * 3 - padding > IMAGE_MAX_BYTES) return 'error-image-too-large';
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) return 'error-image-type';
  return Buffer.from(payload, 'base64');
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The format the first bytes announce, or null. Only these three formats ever reach the
 * decoders: an SVG, PDF, TIFF or anything else is refused before libvips parses a byte of it.
 */
function sniff(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

async function encode(bytes: Buffer): Promise<Encoded | ImageProblem> {
  const announced = sniff(bytes);
  if (!announced) return 'error-image-type';
  try {
    // The header only: the size is judged before a single pixel is decoded.
    const { format, width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (format !== announced) return 'error-image-type';
    if (width * height > IMAGE_MAX_PIXELS) return 'error-image-dimensions';
    const large = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
      .autoOrient()
      .resize({ width: IMAGE_LARGE_SIZE, height: IMAGE_LARGE_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: LARGE_QUALITY })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(large.data)
      .resize({ width: thumbnailWidth(large.info.width) })
      .webp({ quality: THUMBNAIL_QUALITY })
      .toBuffer();
    return { large: large.data, thumbnail, width: large.info.width, height: large.info.height };
  } catch {
    // Damaged pixel data (sharp's default failOn: 'warning', as advised for untrusted input).
    return 'error-image-type';
  }
}

const LARGE_KEY = /^([0-9a-f]{32})\.webp$/;
const largeKey = (name: string) => `${name}.webp`;
const thumbnailKey = (name: string) => `${name}-thumb.webp`;

export function createImageService(storage: Storage, log: Pick<FastifyBaseLogger, 'error'>): ImageService {
  /** The files of a stored picture, from its URL; none for a picture that is not in the storage (the seeded ones). */
  function keysOf(url: string): string[] {
    const name = LARGE_KEY.exec(storage.keyOf(url) ?? '')?.[1];
    return name === undefined ? [] : [largeKey(name), thumbnailKey(name)];
  }

  /** Deletes files whose pictures are gone; a failure leaves a stray file, which is logged, not fatal. */
  async function discard(keys: string[]): Promise<void> {
    for (const key of keys) {
      await storage.delete(key).catch((error: unknown) => log.error({ err: error, key }, 'could not delete an image file'));
    }
  }

  return {
    async prepare(fields) {
      const errors: FieldError[] = [];
      const files: Array<[key: string, bytes: Buffer]> = [];
      const removedKeys: string[] = [];
      const changes: Record<string, FieldChange<{ url: string }>> = {};

      for (const [field, { value, existing }] of Object.entries(fields)) {
        const inputs: readonly string[] = value == null ? [] : typeof value === 'string' ? [value] : value;
        const kept = new Set<{ url: string }>();
        const images: FieldChange<{ url: string }>['images'] = [];
        for (const [index, input] of inputs.entries()) {
          let outcome: { url: string } | Encoded | ImageProblem;
          if (input.startsWith('data:')) {
            const bytes = decodeDataUrl(input);
            outcome = typeof bytes === 'string' ? bytes : await encode(bytes);
          } else {
            const match = existing.find((image) => image.url === input);
            outcome = match === undefined ? 'error-image-unknown' : kept.has(match) ? 'error-image-duplicate' : match;
            if (match !== undefined) kept.add(match);
          }
          if (typeof outcome === 'string') {
            errors.push({ property: typeof value === 'string' ? field : `${field}.${index}`, key: outcome });
          } else if ('large' in outcome) {
            const name = randomBytes(16).toString('hex');
            files.push([largeKey(name), outcome.large], [thumbnailKey(name), outcome.thumbnail]);
            const { width, height } = outcome;
            images.push({ url: storage.url(largeKey(name)), thumbnailUrl: storage.url(thumbnailKey(name)), width, height });
          } else {
            images.push(outcome);
          }
        }
        const removed = existing.filter((image) => !kept.has(image));
        removedKeys.push(...removed.flatMap((image) => keysOf(image.url)));
        changes[field] = { images, removed };
      }
      if (errors.length > 0) throw validationFailed(errors);

      return {
        fields: changes as ImageChanges<typeof fields>['fields'],
        async save(write) {
          const written: string[] = [];
          let result;
          try {
            for (const [key, bytes] of files) {
              await storage.put(key, bytes, 'image/webp');
              written.push(key);
            }
            result = await write();
          } catch (error) {
            await discard(written);
            throw error;
          }
          await discard(removedKeys);
          return result;
        },
      };
    },
  };
}

/**
 * Checks and re-encodes a form's pictures, answering the form's other problems in the same 422
 * as the pictures' (one round trip shows every field to fix).
 */
export async function withImages<F extends ImageFields>(request: FastifyRequest, fields: F, problems: FieldError[]): Promise<ImageChanges<F>> {
  let changes;
  try {
    changes = await request.server.images.prepare(fields);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422 && error.fields) throw validationFailed([...problems, ...error.fields]);
    throw error;
  }
  if (problems.length > 0) throw validationFailed(problems);
  return changes;
}
