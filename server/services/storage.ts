/**
 * Where files live: one small interface with two adapters, a folder (DATA_DIR/…, the default) and
 * an S3-compatible bucket (S3_BUCKET: every server of a site reads what any of them wrote;
 * docs/decisions/0009-images.md and 0025-many-servers.md). Two stores use it: the uploaded
 * pictures, which the server answers at UPLOADS_URL_PATH whatever the adapter (server/uploads.ts),
 * and the catalogue import files, which nothing serves.
 */
import { createReadStream } from 'node:fs';
import { access, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** A stored file read back: its bytes as a stream, and its type. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  length: number;
}

export interface Storage {
  /** Writes the file `key` (a new key each time: files are never changed, so they are cached for good). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file `key`; a file that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The URL the browser loads `key` from. */
  url(key: string): string;
  /** The key behind a URL this storage gave out, or null for any other URL. */
  keyOf(url: string): string | null;
  /** Rejects when the storage cannot be reached (the readiness check). */
  check(): Promise<void>;
}

/** Where the server answers the uploaded pictures, whatever the storage. */
export const UPLOADS_URL_PATH = '/media/uploads/';

/** A key is a file name: lower-case letters, digits and dashes, one extension. Never a path. */
export const STORAGE_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}\.[a-z0-9]{1,5}$/;

/** The type of a file the folder keeps, by its extension (the bucket keeps the type it was given). */
const CONTENT_TYPES: Partial<Record<string, string>> = {
  webp: 'image/webp',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function checkedKey(key: string): string {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Not a storage key: "${key}"`);
  return key;
}

/** The URLs of keys under `urlPath`, and the key of such a URL. */
function urls(urlPath: string): Pick<Storage, 'url' | 'keyOf'> {
  return {
    url: (key) => `${urlPath}${checkedKey(key)}`,
    keyOf(url) {
      if (!url.startsWith(urlPath)) return null;
      const key = url.slice(urlPath.length);
      return STORAGE_KEY_PATTERN.test(key) ? key : null;
    },
  };
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The files in `folder` (created on the first write), answered under `urlPath`. */
export function createFolderStorage(folder: string, urlPath: string = UPLOADS_URL_PATH): Storage {
  const fileOf = (key: string) => path.join(folder, checkedKey(key));
  return {
    async put(key, bytes) {
      await mkdir(folder, { recursive: true });
      await writeFile(fileOf(key), bytes);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        return { body: createReadStream(file), contentType: CONTENT_TYPES[path.extname(key).slice(1)] ?? 'application/octet-stream', length: size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    ...urls(urlPath),
    async check() {
      await mkdir(folder, { recursive: true });
      await access(folder);
    },
  };
}

/** An S3-compatible bucket: where it is and who may write to it (server/config.ts). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Another server than AWS's (MinIO, Ceph, R2…): addressed path-style. */
  endpoint?: string | undefined;
  /** Without them the SDK's own chain (environment, instance role) provides them. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

export function s3ClientOf(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    // Several S3-compatible servers refuse the SDK's default checksums: only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
}

/** The objects of `bucket` under `prefix` ("uploads/", "imports/"), answered under `urlPath`. */
export function createS3Storage(client: S3Client, bucket: string, prefix: string, urlPath: string = UPLOADS_URL_PATH): Storage {
  const objectOf = (key: string) => ({ Bucket: bucket, Key: `${prefix}${checkedKey(key)}` });
  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ ...objectOf(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand(objectOf(key)));
        return { body: object.Body as Readable, contentType: object.ContentType ?? 'application/octet-stream', length: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a missing key's deletion as done.
      await client.send(new DeleteObjectCommand(objectOf(key)));
    },
    ...urls(urlPath),
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
