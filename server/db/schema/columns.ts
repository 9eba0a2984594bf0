/**
 * What every area's schema file shares: the column helpers, the CHECK helper for the contract's
 * enums, and the value lists and jsonb shapes used by more than one area.
 */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { integer, jsonb, timestamp } from 'drizzle-orm/pg-core';
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
