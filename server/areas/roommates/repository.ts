/**
 * The roommates area's queries: universities, the flatmate-offer search and an offer's page, a
 * poster's offers and their writes, and the messages visitors send to posters. Decorated on the
 * app as `roommatesRepository`. Queries only: who may do what is decided by the handlers
 * (routes.ts).
 *
 * The search (docs/decisions/0013-roommates.md) is one statement: a CTE holds the ids, creation
 * times and premium of the matching live offers, and the page (as the contract's TenantOffer
 * JSON) and the total are read from it. Premium offers come first (docs/decisions/0020). Every
 * value reaches PostgreSQL as a parameter.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cityExists } from '../../db/cities.ts';
import { rowsOf } from '../../db/client.ts';
import type { Db } from '../../db/client.ts';
import { imagesJson, selectImages, writeImages } from '../../db/images.ts';
import { listingPage } from '../../db/listingPage.ts';
import { SEARCHED_TEXT, wordsMatch } from '../../db/textSearch.ts';
import { queueListingChange } from '../../services/listingEvents.ts';
import type { ListingPageQuery } from '../../db/listingPage.ts';
import type { ImageRow, ImageToSave, ListingImages } from '../../db/images.ts';
import { cities, tenantOfferImages, tenantOfferInquiries, tenantOffers, universities, users } from '../../db/schema/index.ts';
import { openConversation } from '../../db/conversations.ts';
import type { ContentLocale, GenderPreference, Localized, NewTenantOffer } from '../../db/schema/index.ts';

/** A message to a blocked conversation: the transaction is undone. */
class BlockedInquiry extends Error {}

declare module 'fastify' {
  interface FastifyInstance {
    roommatesRepository: RoommatesRepository;
  }
}

type RoommatesRepository = ReturnType<typeof createRoommatesRepository>;

/** An offer with everything its page shows (the contract's TenantOffer before localizing). */
export interface OfferRow {
  id: number;
  title: Localized;
  description: Localized;
  city: { id: number; name: Localized };
  university: { id: number; name: Localized } | null;
  price: number;
  availableFrom: string;
  roommatesWanted: number;
  genderPreference: GenderPreference;
  images: ImageRow[];
  owner: { id: number; name: string };
  /** When its premium ends, while it is premium; else null. */
  premiumUntil: string | null;
  createdAt: string;
}

/** The search's criteria (every one given narrows the result). */
export interface SearchCriteria {
  cityId?: number | undefined;
  universityId?: number | undefined;
  priceFrom?: number | undefined;
  priceTo?: number | undefined;
  /** Words of the title or description (db/textSearch.ts). */
  q?: string | undefined;
}

export interface Paging {
  offset: number;
  limit: number;
}

/** What a save writes into the offer's own row. */
export type OfferValues = Pick<
  NewTenantOffer,
  'cityId' | 'universityId' | 'title' | 'description' | 'price' | 'availableFrom' | 'roommatesWanted' | 'genderPreference'
>;

/** An offer's pictures. */
const listingImages: ListingImages = { table: tenantOfferImages, listing: 'offerId' };

/** Live: not deleted. Exactly the predicate of the partial indexes tenant_offers_search_idx and tenant_offers_newest_idx. */
const live = sql`${tenantOffers.deletedAt} is null`;

/** Premium now: promoted with credits and its days not over (docs/decisions/0020). */
const premiumNow = sql`coalesce(${tenantOffers.premiumUntil} > now(), false)`;

/** The `tenant_offers` row in scope as an OfferRow. */
const offerJson = sql`json_build_object(
  'id', ${tenantOffers.id}, 'title', ${tenantOffers.title}, 'description', ${tenantOffers.description},
  'price', ${tenantOffers.price}, 'availableFrom', ${tenantOffers.availableFrom},
  'roommatesWanted', ${tenantOffers.roommatesWanted}, 'genderPreference', ${tenantOffers.genderPreference},
  'premiumUntil', case when ${premiumNow} then ${tenantOffers.premiumUntil} end, 'createdAt', ${tenantOffers.createdAt},
  'city', (select json_build_object('id', ${cities.id}, 'name', ${cities.name}) from ${cities} where ${cities.id} = ${tenantOffers.cityId}),
  'university', (select json_build_object('id', ${universities.id}, 'name', ${universities.name})
                 from ${universities} where ${universities.id} = ${tenantOffers.universityId}),
  'owner', (select json_build_object('id', ${users.id}, 'name', ${users.name}) from ${users} where ${users.id} = ${tenantOffers.ownerUserId}),
  'images', ${imagesJson(listingImages, tenantOffers.id)}
)`;

export function searchWhere({ cityId, universityId, priceFrom, priceTo, q }: SearchCriteria): SQL[] {
  const where: SQL[] = [live];
  if (cityId !== undefined) where.push(sql`${tenantOffers.cityId} = ${cityId}`);
  if (universityId !== undefined) {
    where.push(sql`${tenantOffers.universityId} = ${universityId}`);
    // An offer's university is in its city (the handlers see to it): saying so lets the
    // search start from the university's city in tenant_offers_search_idx.
    where.push(sql`${tenantOffers.cityId} = (select ${universities.cityId} from ${universities} where ${universities.id} = ${universityId})`);
  }
  if (priceFrom !== undefined) where.push(sql`${tenantOffers.price} >= ${priceFrom}`);
  if (priceTo !== undefined) where.push(sql`${tenantOffers.price} <= ${priceTo}`);
  const words = q === undefined ? null : wordsMatch(q, SEARCHED_TEXT.roommates);
  if (words !== null) where.push(words.where);
  return where;
}

/**
 * One page of the offers matching `where`, newest first (ties by id), with their total
 * (server/db/listingPage.ts). With `premiumFirst` (the search) premium offers come before the
 * others, each part newest first.
 */
export function pageQuery(where: SQL[], paging: Paging, premiumFirst = false): ListingPageQuery {
  const order = { key: sql`${tenantOffers.createdAt}`, direction: sql`desc` };
  return { table: tenantOffers, where, premium: premiumFirst ? premiumNow : sql`false`, order, json: offerJson, ...paging };
}

function createRoommatesRepository(db: Db) {
  const page = (where: SQL[], paging: Paging, premiumFirst = false) => listingPage<OfferRow>(db, pageQuery(where, paging, premiumFirst));

  return {
    /** Every university with its city. */
    listUniversities() {
      return db.select({ id: universities.id, name: universities.name, cityId: universities.cityId }).from(universities);
    },

    /** The university's city, or undefined when there is no such university. */
    async findUniversity(id: number): Promise<{ id: number; cityId: number } | undefined> {
      const [row] = await db.select({ id: universities.id, cityId: universities.cityId }).from(universities).where(eq(universities.id, id)).limit(1);
      return row;
    },

    cityExists: (id: number) => cityExists(db, id),

    /** One page of live offers matching `criteria`, premium ones first, then newest first, with the total. */
    search(criteria: SearchCriteria, paging: Paging) {
      return page(searchWhere(criteria), paging, true);
    },

    /** How many live offers match `criteria` now (a saved search's count). */
    async count(criteria: SearchCriteria): Promise<number> {
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(tenantOffers).where(and(...searchWhere(criteria)));
      return row!.total;
    },

    /** One page of a poster's live offers, newest first, with the total. */
    listOwned(ownerUserId: number, paging: Paging) {
      return page([live, sql`${tenantOffers.ownerUserId} = ${ownerUserId}`], paging);
    },

    /** A live offer with everything its page shows, or undefined. */
    async findOffer(id: number): Promise<OfferRow | undefined> {
      const result = await db.execute(sql`select ${offerJson} as offer from ${tenantOffers} where ${tenantOffers.id} = ${id} and ${live}`);
      return rowsOf<{ offer: OfferRow }>(result)[0]?.offer;
    },

    /** Who posted an offer and whether it is deleted, or undefined when there is no such offer. */
    async findOwnership(id: number) {
      const [row] = await db
        .select({ ownerUserId: tenantOffers.ownerUserId, deletedAt: tenantOffers.deletedAt })
        .from(tenantOffers)
        .where(eq(tenantOffers.id, id))
        .limit(1);
      return row;
    },

    /** An offer's pictures in display order. */
    imagesOf(offerId: number): Promise<ImageRow[]> {
      return selectImages(db, listingImages, offerId);
    },

    /** Creates an offer with its pictures in one transaction; answers its id. */
    async createOffer(ownerUserId: number, values: OfferValues, images: readonly ImageToSave[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(tenantOffers).values({ ...values, ownerUserId }).returning({ id: tenantOffers.id });
        await writeImages(tx, listingImages, row!.id, images, []);
        // An offer is live once posted.
        await queueListingChange(tx, { kind: 'roommate', listingId: row!.id, after: { live: true, price: values.price } });
        return row!.id;
      });
    },

    /**
     * Replaces a live offer's fields and pictures in one transaction. Answers false (nothing
     * written) when it is no longer the poster's live offer.
     */
    async updateOffer(
      id: number,
      ownerUserId: number,
      change: { values: OfferValues; images: readonly ImageToSave[]; removedImageIds: readonly number[] },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const owned = and(eq(tenantOffers.id, id), eq(tenantOffers.ownerUserId, ownerUserId), isNull(tenantOffers.deletedAt));
        // Its price before, for the saved searches: a cheaper offer is told again.
        const [before] = await tx.select({ price: tenantOffers.price }).from(tenantOffers).where(owned).for('update');
        if (!before) return false;
        await tx
          .update(tenantOffers)
          .set({ ...change.values, updatedAt: new Date() })
          .where(eq(tenantOffers.id, id));
        await writeImages(tx, listingImages, id, change.images, change.removedImageIds);
        await queueListingChange(tx, { kind: 'roommate', listingId: id, before: { live: true, price: before.price }, after: { live: true, price: change.values.price } });
        return true;
      });
    },

    /**
     * Soft-deletes a poster's live offer with its pictures' rows (nobody, its poster included,
     * sees a deleted offer again); answers whether it did.
     */
    async softDelete(id: number, ownerUserId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .update(tenantOffers)
          .set({ deletedAt: new Date() })
          .where(and(eq(tenantOffers.id, id), eq(tenantOffers.ownerUserId, ownerUserId), isNull(tenantOffers.deletedAt)))
          .returning({ id: tenantOffers.id });
        if (deleted.length > 0) await tx.delete(tenantOfferImages).where(eq(tenantOfferImages.offerId, id));
        return deleted.length > 0;
      });
    },

    /** A live offer's title and where (and in which language) its poster reads mail, or undefined. */
    async findInquiryTarget(offerId: number): Promise<{ id: number; title: Localized; ownerUserId: number; ownerName: string; email: string; locale: ContentLocale } | undefined> {
      const [row] = await db
        .select({ id: tenantOffers.id, title: tenantOffers.title, ownerUserId: tenantOffers.ownerUserId, ownerName: users.name, email: users.email, locale: users.locale })
        .from(tenantOffers)
        .innerJoin(users, eq(users.id, tenantOffers.ownerUserId))
        .where(and(eq(tenantOffers.id, offerId), live))
        .limit(1);
      return row;
    },

    /**
     * Stores a message to a poster and opens (or continues: one per offer and e-mail address)
     * the conversation it is the next message of; answers the conversation's id (none without
     * the sender's e-mail address: an older client's message opens none), or 'blocked' when the
     * conversation is blocked (nothing is stored).
     */
    async createInquiry(
      values: typeof tenantOfferInquiries.$inferInsert,
      sides: { ownerUserId: number; email: string | undefined; locale: ContentLocale },
    ): Promise<{ conversationId: number | undefined } | 'blocked'> {
      return db
        .transaction(async (tx) => {
          await tx.insert(tenantOfferInquiries).values(values);
          if (sides.email === undefined) return { conversationId: undefined };
          const { conversationId, outcome } = await openConversation(
            tx,
            {
              subjectKind: 'tenant-offer',
              tenantOfferId: values.offerId,
              ownerUserId: sides.ownerUserId,
              guestUserId: values.senderUserId ?? null,
              guestName: values.name,
              guestEmail: sides.email,
              guestPhone: values.phone,
              guestLocale: sides.locale,
            },
            { body: values.message },
            // The form's captcha was checked, and the poster gets the e-mail of notifyPoster.
            { rateLimit: false, noticeByCaller: true },
          );
          if ('refused' in outcome) throw new BlockedInquiry();
          return { conversationId };
        })
        .catch((error: unknown) => {
          if (error instanceof BlockedInquiry) return 'blocked' as const;
          throw error;
        });
    },
  };
}

export const roommatesRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('roommatesRepository', createRoommatesRepository(app.db));
  },
  { name: 'roommates-repository', decorators: { fastify: ['db'] } },
);
