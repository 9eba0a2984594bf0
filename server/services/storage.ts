/**
 * Where uploaded files live: a small interface, so that object storage can replace the folder
 * (docs/decisions/0009-images.md says what an adapter implements and how it would be chosen).
 * The default keeps the files in a folder (DATA_DIR/uploads) that the server answers at
 * UPLOADS_URL_PATH (server/uploads.ts).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  /** Writes the file `key` (a new key each time: files are never changed, so they are cached for good). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes the file `key`; a file that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The URL the browser loads `key` from. */
  url(key: string): string;
  /** The key behind a URL this storage gave out, or null for any other URL. */
  keyOf(url: string): string | null;
}

/** Where the server answers the files of the folder storage. */
export const UPLOADS_URL_PATH = '/media/uploads/';

/** A key is a file name: lower-case letters, digits and dashes, one extension. Never a path. */
export const STORAGE_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}\.[a-z0-9]{1,5}$/;

function checkedKey(key: string): string {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Not a storage key: "${key}"`);
  return key;
}

/** The files in `folder` (created on the first write), answered under `urlPath`. */
export function createFolderStorage(folder: string, urlPath: string = UPLOADS_URL_PATH): Storage {
  return {
    async put(key, bytes) {
      // The folder answers the type from the extension (server/uploads.ts).
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, checkedKey(key)), bytes);
    },
    async delete(key) {
      await rm(path.join(folder, checkedKey(key)), { force: true });
    },
    url: (key) => `${urlPath}${checkedKey(key)}`,
    keyOf(url) {
      if (!url.startsWith(urlPath)) return null;
      const key = url.slice(urlPath.length);
      return STORAGE_KEY_PATTERN.test(key) ? key : null;
    },
  };
}
