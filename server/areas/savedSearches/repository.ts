/**
 * The saved searches area's queries (docs/decisions/0030): a user's saved searches with their
 * places and what was told since each was last opened, their writes (always for their owner: a
 * search of someone else is not found), the places a new search names, and the e-mails'
 * unsubscribe tokens (a saved search's or a newsletter address's). Decorated on the app as
 * `savedSearchesRepository`. How many listings a search matches now is counted by the rentals
 * and roommates repositories (their search's own conditions), less its owner's own listings.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SAVED_SEARCH_MAX_PER_USER } from '../../../domain/savedSearches.ts';
import { rowsOf } from '../../db/client.ts';
import type { Db } from '../../db/client.ts';
import { cities, districts, newsletterSubscribers, savedSearchMatches, savedSearches, universities, users } from '../../db/schema/index.ts';
import type { Localized, NewSavedSearch, SavedSearch, SavedSearchKind } from '../../db/schema/index.ts';
import { MEETS } from './matching.ts';

declare module 'fastify' {
  interface FastifyInstance {
    savedSearchesRepository: SavedSearchesRepository;
  }
}

type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;

/** The listings told since a search was last opened that its answer names (the contract's maxItems). */
const NEW_LISTING_IDS_MAX = 100;

interface Named {
  id: number;
  name: Localized;
}

/** A saved search as its answer shows it, before localizing and counting its matches. */
export type SavedSearchRow = Omit<SavedSearch, 'userId' | 'unsubscribeToken' | 'updatedAt'> & {
  city: Named | null;
  district: Named | null;
  university: Named | null;
  newCount: number;
  newListingIds: number[];
};

/** The filters and settings a new search writes. */
export type SavedSearchValues = Omit<NewSavedSearch, 'id' | 'userId' | 'unsubscribeToken' | 'openedAt' | 'createdAt' | 'updatedAt'>;

/** The places a search names, each with its name and city; undefined when there is no such place. */
export interface Places {
  city: Named | undefined;
  district: (Named & { cityId: number }) | undefined;
  university: (Named & { cityId: number }) | undefined;
}

/** What an unsubscribe token stops: a saved search (by name) or the newsletter. */
export type Unsubscription = { kind: 'saved-search'; name: string } | { kind: 'newsletter'; name: null };

const named = (table: typeof cities | typeof districts | typeof universities, id: AnyPgColumn) =>
  sql<Named | null>`(select json_build_object('id', ${table.id}, 'name', ${table.name}) from ${table} where ${table.id} = ${id})`;

/** The matches of the `saved_searches` row in scope told since it was last opened, one per listing. */
const toldSince = sql`select ${savedSearchMatches.listingId} as listing_id, max(${savedSearchMatches.createdAt}) as told_at
  from ${savedSearchMatches}
  where ${savedSearchMatches.savedSearchId} = ${savedSearches.id} and ${savedSearchMatches.createdAt} > ${savedSearches.openedAt}
  group by ${savedSearchMatches.listingId}`;

const rowColumns = {
  id: savedSearches.id,
  kind: savedSearches.kind,
  name: savedSearches.name,
  frequency: savedSearches.frequency,
  paused: savedSearches.paused,
  cityId: savedSearches.cityId,
  districtId: savedSearches.districtId,
  universityId: savedSearches.universityId,
  type: savedSearches.type,
  priceFrom: savedSearches.priceFrom,
  priceTo: savedSearches.priceTo,
  bedrooms: savedSearches.bedrooms,
  furniture: savedSearches.furniture,
  petFriendly: savedSearches.petFriendly,
  areaFrom: savedSearches.areaFrom,
  areaTo: savedSearches.areaTo,
  openedAt: savedSearches.openedAt,
  createdAt: savedSearches.createdAt,
  city: named(cities, savedSearches.cityId),
  district: named(districts, savedSearches.districtId),
  university: named(universities, savedSearches.universityId),
  newCount: sql<number>`(select count(*)::int from (${toldSince}) as told)`,
  newListingIds: sql<number[]>`coalesce((select json_agg(newest.listing_id order by newest.told_at desc, newest.listing_id desc)
    from (select * from (${toldSince}) as told order by told_at desc, listing_id desc limit ${NEW_LISTING_IDS_MAX}) as newest), '[]'::json)`,
};

const owned = (id: number, userId: number) => and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

function createSavedSearchesRepository(db: Db) {
  const select = () => db.select(rowColumns).from(savedSearches);

  return {
    /** A user's saved searches, newest first. */
    listOwned(userId: number): Promise<SavedSearchRow[]> {
      return select().where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    },

    /** One of the user's saved searches, or undefined (none, or someone else's). */
    async findOwned(id: number, userId: number): Promise<SavedSearchRow | undefined> {
      const [row] = await select().where(owned(id, userId)).limit(1);
      return row;
    },

    /** The city, district and university given, the district and university with their city. */
    async places({ cityId, districtId, universityId }: { cityId?: number | undefined; districtId?: number | undefined; universityId?: number | undefined }): Promise<Places> {
      const [city, district, university] = await Promise.all([
        cityId === undefined ? [] : db.select({ id: cities.id, name: cities.name }).from(cities).where(eq(cities.id, cityId)).limit(1),
        districtId === undefined
          ? []
          : db.select({ id: districts.id, name: districts.name, cityId: districts.cityId }).from(districts).where(eq(districts.id, districtId)).limit(1),
        universityId === undefined
          ? []
          : db
              .select({ id: universities.id, name: universities.name, cityId: universities.cityId })
              .from(universities)
              .where(eq(universities.id, universityId))
              .limit(1),
      ]);
      return { city: city[0], district: district[0], university: university[0] };
    },

    /**
     * Saves a search for the user unless they keep SAVED_SEARCH_MAX_PER_USER already: answers
     * its id, or undefined at the limit. The user's row is locked while counting, so two saves
     * at once cannot pass the limit together.
     */
    async create(userId: number, values: SavedSearchValues): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [kept] = await tx.select({ count: sql<number>`count(*)::int` }).from(savedSearches).where(eq(savedSearches.userId, userId));
        if (kept!.count >= SAVED_SEARCH_MAX_PER_USER) return undefined;
        const [row] = await tx.insert(savedSearches).values({ ...values, userId }).returning({ id: savedSearches.id });
        return row!.id;
      });
    },

    /** Changes one of the user's searches (`opened`: marks it opened now); answers whether it is theirs. */
    async update(id: number, userId: number, changes: { name?: string; frequency?: SavedSearch['frequency']; paused?: boolean; opened?: boolean }): Promise<boolean> {
      const { opened, ...fields } = changes;
      const rows = await db
        .update(savedSearches)
        .set({ ...fields, ...(opened ? { openedAt: sql`now()` } : {}) })
        .where(owned(id, userId))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /** Deletes one of the user's searches with what it was told; answers whether it was theirs. */
    async delete(id: number, userId: number): Promise<boolean> {
      const rows = await db.delete(savedSearches).where(owned(id, userId)).returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /**
     * How many of its owner's own live listings a search meets now (matching.ts's conditions, the
     * search pages' own): its count leaves them out, as its alerts do. An owner has few listings
     * (their index finds them), so this is cheap beside the search's own count.
     */
    async countOwnListings(id: number, kind: SavedSearchKind): Promise<number> {
      const { from, where } = MEETS[kind];
      const [row] = rowsOf<{ count: number }>(await db.execute(sql`select count(*)::int as count from ${from} where s.id = ${id} and l.owner_user_id = s.user_id and ${where}`));
      return row!.count;
    },

    /** What an unsubscribe token stops, without changing anything; undefined for an unknown (or used) token. */
    async describeToken(token: string): Promise<Unsubscription | undefined> {
      const [search] = await db.select({ name: savedSearches.name }).from(savedSearches).where(eq(savedSearches.unsubscribeToken, token)).limit(1);
      if (search) return { kind: 'saved-search', name: search.name };
      const [subscriber] = await db
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.unsubscribeToken, token))
        .limit(1);
      return subscriber ? { kind: 'newsletter', name: null } : undefined;
    },

    /**
     * Uses an unsubscribe token: pauses its saved search and gives it a new token in the same
     * statement (the used link is refused from then on), or removes its newsletter address (as
     * the settings' switch does). Answers what it stopped; undefined for an unknown (or used) token.
     */
    async useToken(token: string): Promise<Unsubscription | undefined> {
      const [search] = await db
        .update(savedSearches)
        .set({ paused: true, unsubscribeToken: sql`default` })
        .where(eq(savedSearches.unsubscribeToken, token))
        .returning({ name: savedSearches.name });
      if (search) return { kind: 'saved-search', name: search.name };
      const removed = await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeToken, token)).returning({ id: newsletterSubscribers.id });
      return removed.length > 0 ? { kind: 'newsletter', name: null } : undefined;
    },
  };
}

export const savedSearchesRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('savedSearchesRepository', createSavedSearchesRepository(app.db));
  },
  { name: 'saved-searches-repository', decorators: { fastify: ['db'] } },
);
