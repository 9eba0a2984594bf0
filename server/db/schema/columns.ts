/**
 * What every area's schema file shares: the column helpers, the CHECK helper for the contract's
 * enums, and the value lists and jsonb shapes used by more than one area.
 */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Content languages (the `debug` locale of the interface is never stored). */
export const CONTENT_LOCALES = ['bg', 'en'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** A text in the site's languages; at least one is present. */
export type Localized = { bg?: string; en?: string };

/** Contact details given with an order (contract ContactDetails). */
export interface ContactDetails {
  name: string;
  phone: string;
  email: string;
}

/**
 * A delivery or service address. The city is an id of `cities` (answered as a NamedRef in the
 * request's language); `street` is street, number, entrance, floor and flat.
 */
export interface StoredAddress {
  cityId: number;
  street: string;
}

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/**
 * A random token a link carries, made by the database (two random UUIDs, 244 bits): the
 * one-click unsubscribe of an e-mail, which every e-mail of its kind repeats, so it is kept as it
 * is (unlike a sign-in token, whose hash is kept) and replaced once used.
 */
export const linkToken = (name: string) => text(name).notNull().default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`);
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const localized = (name: string) => jsonb(name).$type<Localized>();

/** A SQL string literal of a constant (CHECK constraints are DDL: they cannot take parameters). */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** `column in ('a', 'b', ...)`; a NULL value passes, as with every CHECK. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map(literal).join(', '))})`;
}

/** The column of an image table naming its listing; the listing's deletion takes its pictures' rows. */
const listingColumn = (name: string, listingId: () => AnyPgColumn) => integer(name).notNull().references(listingId, { onDelete: 'cascade' });

/**
 * An image table (property_images, tenant_offer_images, product_images): one listing's pictures
 * in display order (position, then id), with the columns of docs/decisions/0009-images.md.
 * `listing` is the key of the column naming the listing, stored as `column`.
 */
export function imageTable<Name extends string, Listing extends string>(name: Name, listing: Listing, column: string, listingId: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      id: id(),
      ...({ [listing]: listingColumn(column, listingId) } as Record<Listing, ReturnType<typeof listingColumn>>),
      url: text('url').notNull(),
      thumbnailUrl: text('thumbnail_url').notNull(),
      /** Pixels of the large picture (`url`); null for the seeded SVG pictures. */
      width: integer('width'),
      height: integer('height'),
      position: integer('position').notNull().default(0),
    },
    (t) => [
      index(`${name}_${column}_idx`).on((t as unknown as Record<Listing, AnyPgColumn>)[listing], t.position),
      check(`${name}_dimensions_check`, sql`(${t.width} is null and ${t.height} is null) or (${t.width} is not null and ${t.height} is not null and ${t.width} > 0 and ${t.height} > 0)`),
    ],
  );
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A listing's full-text words (server/db/textSearch.ts): generated from its title and its `text`
 * column (description, excerpt) in both languages and stored, so that a search reads them instead
 * of computing them again for every row it looks at; GIN-indexed by each table.
 */
export const searchWords = (textColumn: string) =>
  tsvector('search_words').generatedAlwaysAs(
    sql.raw(`to_tsvector('simple'::regconfig, coalesce("title"->>'bg', '') || ' ' || coalesce("title"->>'en', '') || ' ' || coalesce("${textColumn}"->>'bg', '') || ' ' || coalesce("${textColumn}"->>'en', ''))`),
  );
