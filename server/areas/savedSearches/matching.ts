/**
 * Matching one listing against every saved search (docs/decisions/0030): one statement that
 * finds the live searches of the listing's kind whose every filter it meets (the partial index
 * on kind, city and district of the searches not paused narrows them) and records a match for
 * each, once per (search, listing, dedupe). The owner of the listing is not told of their own.
 */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { Db, Transaction } from '../../db/client.ts';
import type { SavedSearchFrequency, SavedSearchKind, SavedSearchReason } from '../../db/schema/index.ts';
import type { ListingEvent } from '../../services/listingEvents.ts';

export type { ListingEvent };

export interface NewMatch {
  matchId: number;
  savedSearchId: number;
  userId: number;
  frequency: SavedSearchFrequency;
}

/**
 * The saved searches of each kind a live listing meets, as a join condition on `s` (searches)
 * and the listing's row `l` (paused searches and the searcher's own listings included: the
 * statements that use it say).
 */
export const MEETS: Record<SavedSearchKind, { from: SQL; where: SQL }> = {
  property: {
    from: sql`properties l join districts d on d.id = l.district_id
      join saved_searches s on s.kind = 'property'
        -- The three (city, district) pairs a home meets, each an equality the index finds.
        and ((s.city_id is null and s.district_id is null)
          or (s.city_id = d.city_id and s.district_id is null)
          or (s.city_id = d.city_id and s.district_id = l.district_id))
        and (s.type is null or s.type = l.type)
        and (s.price_from is null or l.price >= s.price_from)
        and (s.price_to is null or l.price <= s.price_to)
        and (s.bedrooms is null or s.bedrooms = l.bedrooms)
        and (s.furniture is null or s.furniture = l.furniture)
        and (s.pet_friendly is null or s.pet_friendly = l.pet_friendly)
        and (s.area_from is null or l.area >= s.area_from)
        and (s.area_to is null or l.area <= s.area_to)`,
    where: sql`l.status = 'active' and l.deleted_at is null`,
  },
  roommate: {
    from: sql`tenant_offers l
      join saved_searches s on s.kind = 'roommate'
        and (s.city_id is null or s.city_id = l.city_id)
        and (s.university_id is null or s.university_id = l.university_id)
        and (s.price_from is null or l.price >= s.price_from)
        and (s.price_to is null or l.price <= s.price_to)`,
    where: sql`l.deleted_at is null`,
  },
};

/**
 * Records a match of the listing for every saved search it meets now (none when the listing is
 * no longer live) and answers the matches made by this call: a match recorded before (the same
 * event handled twice, a listing already told) is not made again.
 */
export async function matchListing(db: Db | Transaction, event: ListingEvent): Promise<NewMatch[]> {
  const { from, where } = MEETS[event.kind];
  const reason: SavedSearchReason = event.reason;
  const oldPrice = event.reason === 'price-drop' ? event.oldPrice : null;
  const dedupe = event.reason === 'new' ? sql`'new'` : sql`'price-drop:' || l.price`;
  const result = await db.execute(sql`
    with made as (
      insert into saved_search_matches (saved_search_id, listing_id, reason, dedupe, price, old_price)
      select s.id, l.id, ${reason}, ${dedupe}, l.price, ${oldPrice}::integer
      from ${from}
      where l.id = ${event.listingId} and ${where} and not s.paused and s.user_id <> l.owner_user_id
      on conflict do nothing
      returning id, saved_search_id
    )
    select made.id as "matchId", made.saved_search_id as "savedSearchId", s.user_id as "userId", s.frequency
    from made join saved_searches s on s.id = made.saved_search_id
    order by made.id`);
  return rowsOf<NewMatch>(result);
}
