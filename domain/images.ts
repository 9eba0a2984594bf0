/**
 * Pictures users upload (property and flatmate-offer photos, product images, logos): what the
 * browser checks before sending and the server enforces again (docs/decisions/0009-images.md).
 * The server decides the real type from the bytes; the browser can only look at what the file
 * says it is, to spare the user a pointless upload.
 */

/** The formats accepted, as data URL and file types. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Largest picture accepted, decoded: 5 MiB (the contract's ImageInput leaves room for its data URL). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Width of the small copy of every stored picture, unless the picture is narrower. */
const IMAGE_THUMBNAIL_WIDTH = 480;

/** The width of a stored picture's small copy (`thumbnailUrl`), from the width of the picture. */
export function thumbnailWidth(width: number): number {
  return Math.min(IMAGE_THUMBNAIL_WIDTH, width);
}

/** A stored picture as the contract's Image answers it: the picture and its small copy. */
export interface StoredPicture {
  url: string;
  thumbnailUrl: string;
  width?: number | null;
  height?: number | null;
}

/**
 * The srcset of a stored picture: both copies with their widths, so a card loads the small one
 * and a gallery the large one; undefined when there is one URL to load (no smaller copy, or no
 * known size: the seeded demo pictures are SVG).
 */
export function pictureSrcSet({ url, thumbnailUrl, width, height }: StoredPicture): string | undefined {
  if (width == null || height == null) return undefined;
  const smallWidth = thumbnailWidth(width);
  return smallWidth < width && thumbnailUrl !== url ? `${thumbnailUrl} ${smallWidth}w, ${url} ${width}w` : undefined;
}

/**
 * How wide a product card shows its picture (half a phone's width, or a 16rem column from a
 * tablet on), for the browser to pick a copy. The page's head preloads the first card's picture
 * of a category with the same, so that the browser picks the same copy there.
 */
export const PRODUCT_CARD_SIZES = '(min-width: 40em) 16rem, 50vw';

export type ImageFileProblem = 'error-image-type' | 'error-image-too-large';

/** What is wrong with a picked file, judged by its declared type and size (a translation key), or null. */
export function imageFileProblem(file: { type: string; size: number }): ImageFileProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'error-image-type';
  if (file.size > IMAGE_MAX_BYTES) return 'error-image-too-large';
  return null;
}
