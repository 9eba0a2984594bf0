/**
 * Saved searches and their alerts (docs/decisions/0030): a user's property or flatmate search
 * kept with its filters as columns the database matches a listing against in one indexed query,
 * and the log of what each search was told (the once-only rule of its alerts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, linkToken, oneOf, updatedAt } from './columns.ts';
import { users } from './account.ts';
import { cities, districts, FURNITURE_TYPES, PROPERTY_TYPES } from './rentals.ts';
import type { FurnitureType, PropertyType } from './rentals.ts';
import { universities } from './roommates.ts';

/** What a search looks for: homes of the property search, or flatmate offers. */
export const SAVED_SEARCH_KINDS = ['property', 'roommate'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];

/** How a search tells: an e-mail within a minute of a match, or one digest a day of all new matches. */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/** Why a listing was told: it matched when published (or made active again), or its price dropped. */
export const SAVED_SEARCH_REASONS = ['new', 'price-drop'] as const;
export type SavedSearchReason = (typeof SAVED_SEARCH_REASONS)[number];

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SavedSearchKind>().notNull(),
    name: text('name').notNull(),
    frequency: text('frequency').$type<SavedSearchFrequency>().notNull(),
    paused: boolean('paused').notNull().default(false),
    // The filters; null is "any". A flatmate search uses the city, the university and the price.
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'cascade' }),
    districtId: integer('district_id').references(() => districts.id, { onDelete: 'cascade' }),
    universityId: integer('university_id').references(() => universities.id, { onDelete: 'cascade' }),
    type: text('type').$type<PropertyType>(),
    /** Monthly rent, euro cents, inclusive. */
    priceFrom: integer('price_from'),
    priceTo: integer('price_to'),
    bedrooms: integer('bedrooms'),
    furniture: text('furniture').$type<FurnitureType>(),
    petFriendly: boolean('pet_friendly'),
    /** Square metres, inclusive. */
    areaFrom: doublePrecision('area_from'),
    areaTo: doublePrecision('area_to'),
    /** The one-click unsubscribe of this search's e-mails (List-Unsubscribe); a new one once used. */
    unsubscribeToken: linkToken('unsubscribe_token').unique('saved_searches_unsubscribe_token_unique'),
    /** When its owner last opened it: the listings told since are "new". */
    openedAt: instant('opened_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_searches_user_id_idx').on(t.userId),
    // Matching a listing: the live searches of its kind in its city (or any city), then the other filters.
    index('saved_searches_match_idx').on(t.kind, t.cityId, t.districtId).where(sql`not ${t.paused}`),
    check('saved_searches_kind_check', oneOf(t.kind, SAVED_SEARCH_KINDS)),
    check('saved_searches_frequency_check', oneOf(t.frequency, SAVED_SEARCH_FREQUENCIES)),
    check('saved_searches_type_check', sql`${t.type} is null or ${oneOf(t.type, PROPERTY_TYPES)}`),
    check('saved_searches_furniture_check', sql`${t.furniture} is null or ${oneOf(t.furniture, FURNITURE_TYPES)}`),
  ],
);

/**
 * What a saved search was told, once per (search, listing, reason): `dedupe` is 'new', or
 * 'price-drop:<new price>' (a listing is told again only when its price drops again). A match
 * is written by the job that matched it and sent by the alert job (instant) or the day's digest;
 * `sentAt` is set in the transaction that records the e-mail.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    id: id(),
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    /** A property's or a flatmate offer's id, by the search's kind. */
    listingId: integer('listing_id').notNull(),
    reason: text('reason').$type<SavedSearchReason>().notNull(),
    dedupe: text('dedupe').notNull(),
    /** The price told, and before a drop the price it dropped from (euro cents). */
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_search_matches_once_idx').on(t.savedSearchId, t.listingId, t.dedupe),
    index('saved_search_matches_unsent_idx').on(t.savedSearchId).where(sql`${t.sentAt} is null`),
    check('saved_search_matches_reason_check', oneOf(t.reason, SAVED_SEARCH_REASONS)),
  ],
);

export type SavedSearch = typeof savedSearches.$inferSelect;
export type NewSavedSearch = typeof savedSearches.$inferInsert;
export type SavedSearchMatch = typeof savedSearchMatches.$inferSelect;
