/**
 * The rows of the image tables (property_images, tenant_offer_images, product_images): each
 * keeps one listing's pictures in display order (position, then id), with the columns of
 * docs/decisions/0009-images.md. What the areas that store pictures share: reading a listing's
 * pictures, their JSON in a statement, and writing the pictures of a save.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Db, Transaction } from './client.ts';
import type { productImages, propertyImages, tenantOfferImages } from './schema/index.ts';

/** A stored picture (width and height unknown for the seeded SVG pictures). */
export interface ImageRow {
  id: number;
  url: string;
  thumbnailUrl: string;
  width: number | null;
  height: number | null;
}

/** A picture of a save, in display order: kept (its row) or new (the files the image pipeline stored). */
export type ImageToSave = { id: number } | { url: string; thumbnailUrl: string; width: number; height: number };

type ImageTable = typeof propertyImages | typeof tenantOfferImages | typeof productImages;

/** An image table and the key of its column naming the listing a picture belongs to. */
export type ListingImages =
  | { table: typeof propertyImages; listing: 'propertyId' }
  | { table: typeof tenantOfferImages; listing: 'offerId' }
  | { table: typeof productImages; listing: 'productId' };

/** The table and its listing column (TypeScript cannot pair a table of the union with its own key). */
function columnsOf(listingImages: ListingImages): { table: ImageTable; listing: AnyColumn } {
  return { table: listingImages.table, listing: (listingImages.table as unknown as Record<string, AnyColumn>)[listingImages.listing]! };
}

/** A listing's pictures in display order. */
export function selectImages(db: Db, listingImages: ListingImages, listingId: number): Promise<ImageRow[]> {
  const { table, listing } = columnsOf(listingImages);
  return db
    .select({ id: table.id, url: table.url, thumbnailUrl: table.thumbnailUrl, width: table.width, height: table.height })
    .from(table)
    .where(eq(listing, listingId))
    .orderBy(asc(table.position), asc(table.id));
}

/** The image row in scope as an ImageRow's JSON. */
export function imageJson(table: ImageTable): SQL {
  return sql`json_build_object('id', ${table.id}, 'url', ${table.url}, 'thumbnailUrl', ${table.thumbnailUrl}, 'width', ${table.width}, 'height', ${table.height})`;
}

/** The pictures of a listing (`listingId`: usually the listing's id column in scope) as a JSON array of ImageRow in display order. */
export function imagesJson(listingImages: ListingImages, listingId: AnyColumn): SQL {
  const { table, listing } = columnsOf(listingImages);
  return sql`coalesce((select json_agg(${imageJson(table)} order by ${table.position}, ${table.id})
                       from ${table} where ${listing} = ${listingId}), '[]'::json)`;
}

/**
 * Writes the pictures of a save in its transaction: deletes the removed rows, moves the kept
 * ones to their new positions and inserts the new ones (position = index in `images`). Only
 * rows of this listing are touched.
 */
export async function writeImages(
  tx: Transaction,
  listingImages: ListingImages,
  listingId: number,
  images: readonly ImageToSave[],
  removedIds: readonly number[],
): Promise<void> {
  const { table, listing } = columnsOf(listingImages);
  if (removedIds.length > 0) {
    await tx.delete(table).where(and(eq(listing, listingId), inArray(table.id, [...removedIds])));
  }
  const fresh = [];
  for (const [position, image] of images.entries()) {
    if ('id' in image) {
      await tx.update(table).set({ position }).where(and(eq(table.id, image.id), eq(listing, listingId)));
    } else {
      fresh.push({ [listingImages.listing]: listingId, position, ...image });
    }
  }
  if (fresh.length > 0) await tx.insert(table).values(fresh);
}
