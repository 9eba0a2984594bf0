/**
 * Pictures users upload (property and flatmate-offer photos, product images, logos): what the
 * browser checks before sending and the server enforces again (docs/decisions/0009-images.md).
 * The server decides the real type from the bytes; the browser can only look at what the file
 * says it is, to spare the user a pointless upload.
 */

/** The formats accepted, as data URL and file types. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Largest picture accepted, decoded: 5 MiB (the contract's ImageInput leaves room for its data URL). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Width of the small copy of every stored picture, unless the picture is narrower. */
export const IMAGE_THUMBNAIL_WIDTH = 480;

/** The width of a stored picture's small copy (`thumbnailUrl`), from the width of the picture. */
export function thumbnailWidth(width: number): number {
  return Math.min(IMAGE_THUMBNAIL_WIDTH, width);
}

export type ImageFileProblem = 'error-image-type' | 'error-image-too-large';

/** What is wrong with a picked file, judged by its declared type and size (a translation key), or null. */
export function imageFileProblem(file: { type: string; size: number }): ImageFileProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'error-image-type';
  if (file.size > IMAGE_MAX_BYTES) return 'error-image-too-large';
  return null;
}
