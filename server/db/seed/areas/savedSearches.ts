import { sql } from 'drizzle-orm';
import { rowsOf } from '../../client.ts';
import { savedSearches } from '../../schema/index.ts';
import { DAY_MS, need } from './support.ts';
import type { SeedIds, SeedStep } from './support.ts';

/**
 * Maria's saved searches (docs/decisions/0030), so her Saved searches page shows what it does: a
 * property search told instantly and a flatmate search in the daily digest, opened three days
 * ago, with the matching listings told since as its new ones (already sent: the demo does not
 * mail anyone at start).
 */
export async function seedSavedSearches({ tx, now, note }: SeedStep, { userIds, cityIds, universityIds }: Pick<SeedIds, 'userIds' | 'cityIds' | 'universityIds'>): Promise<void> {
  const userId = need(userIds, 'maria', 'user');
  const sofia = need(cityIds, 'sofia', 'city');
  const university = need(universityIds, 'sofia-university', 'university');
  const openedAt = new Date(now.getTime() - 3 * DAY_MS);
  const rows = await tx
    .insert(savedSearches)
    .values([
      { userId, kind: 'property', name: '2 спални · София · до 1 200 €', frequency: 'instant', cityId: sofia, bedrooms: 2, priceTo: 120_000, openedAt },
      { userId, kind: 'roommate', name: 'София, Софийски университет · до 400 €', frequency: 'daily', cityId: sofia, universityId: university, priceTo: 40_000, openedAt },
    ])
    .returning({ id: savedSearches.id, kind: savedSearches.kind });
  note('savedSearches', rows.length);
  // What each search would have been told since it was opened: its newest few matches, a day ago.
  const toldAt = new Date(now.getTime() - DAY_MS).toISOString();
  const [property, roommate] = rows;
  const made = await tx.execute(sql`
    insert into saved_search_matches (saved_search_id, listing_id, reason, dedupe, price, sent_at, created_at)
    (select ${property!.id}::int, p.id, 'new', 'new', p.price, ${toldAt}::timestamptz, ${toldAt}::timestamptz
       from properties p join districts d on d.id = p.district_id
       where p.status = 'active' and p.deleted_at is null and p.owner_user_id <> ${userId}
         and d.city_id = ${sofia} and p.bedrooms = 2 and p.price <= 120000
       order by p.id desc limit 3)
    union all
    (select ${roommate!.id}::int, o.id, 'new', 'new', o.price, ${toldAt}::timestamptz, ${toldAt}::timestamptz
       from tenant_offers o
       where o.deleted_at is null and o.owner_user_id <> ${userId} and o.city_id = ${sofia} and o.university_id = ${university} and o.price <= 40000
       order by o.id desc limit 2)
    returning id`);
  note('savedSearchMatches', rowsOf(made).length);
}
