/**
 * The daily digest (docs/decisions/0030): one job a day, `saved-search-digest:<Sofia day>`,
 * queued by whichever server's timer first sees 07:00 in Sofia (the key makes it once). It walks
 * the users with unsent matches of their daily searches that are not paused, in user id order,
 * a batch of users at a time (never all of them in memory): each user gets one e-mail of at most
 * SAVED_SEARCH_DIGEST_MAX listings across those searches, linking to each search's page for the
 * rest. Then, under the job's lease and in one transaction, every match the e-mail showed or
 * linked to is marked sent and the last user id is saved in the job's payload: a job taken over
 * after a crash goes on from the next user, and a user's e-mail sent again (killed before that
 * commit) keeps its id, `digest-<day>-<user id>`, so it is one message.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SAVED_SEARCH_DIGEST_MAX } from '../../../domain/savedSearches.ts';
import type { SavedSearchCriteria } from '../../../domain/savedSearches.ts';
import { rowsOf } from '../../db/client.ts';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import type { ContentLocale, SavedSearchKind } from '../../db/schema/index.ts';
import { enqueue, holdLease } from '../../services/jobs.ts';
import type { JobHandler } from '../../services/jobs.ts';
import type { Mailer } from '../../services/mail.ts';
import type { PageAddresses } from '../../pageAddress.ts';
import type { Translator } from '../../services/translations.ts';
import { readMailListings } from './alertMails.ts';
import { digestMail } from './digestMails.ts';
import type { DigestListing, DigestSearch } from './digestMails.ts';

export const DIGEST_JOB_KIND = 'saved-search-digest';

/** The hour of the day (Sofia) from which the day's digest is due. */
export const DIGEST_HOUR = 7;

/** Users whose e-mails one committed step sends. */
export const DIGEST_BATCH_USERS = 200;

/** The job's payload: its day, and the last user whose e-mail is committed (its checkpoint). */
export interface DigestPayload {
  day: string;
  afterUserId: number;
}

const sofiaClock = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });

/** The day ('YYYY-MM-DD') and hour a clock in Sofia shows at `at`. */
export function sofiaDay(at: Date): { day: string; hour: number } {
  const part = Object.fromEntries(sofiaClock.formatToParts(at).map(({ type, value }) => [type, value]));
  return { day: `${part.year}-${part.month}-${part.day}`, hour: Number(part.hour) };
}

/**
 * Queues today's digest once 07:00 has come in Sofia (every server's timer calls it; the key
 * makes the job once a day). Answers whether the day's digest is due (queued now or before).
 */
export async function queueDigest(db: Db, now: Date): Promise<boolean> {
  const { day, hour } = sofiaDay(now);
  if (hour < DIGEST_HOUR) return false;
  const payload: DigestPayload = { day, afterUserId: 0 };
  await enqueue(db, { kind: DIGEST_JOB_KIND, key: `${DIGEST_JOB_KIND}:${day}`, payload });
  return true;
}

export interface DigestDeps {
  db: Db;
  mailer: Mailer;
  translator: Translator;
  addresses: PageAddresses;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Users per committed step (tests make it small). */
  batchUsers?: number;
}

interface PendingRow {
  id: number;
  saved_search_id: number;
  listing_id: number;
  price: number;
  old_price: number | null;
  user_id: number;
  live: boolean;
}

interface SearchRow {
  id: number;
  user_id: number;
  name: string;
  kind: SavedSearchKind;
  unsubscribe_token: string;
  city_id: number | null;
  district_id: number | null;
  university_id: number | null;
  type: string | null;
  price_from: number | null;
  price_to: number | null;
  bedrooms: number | null;
  furniture: string | null;
  pet_friendly: boolean | null;
  area_from: number | null;
  area_to: number | null;
}

/** The daily searches (live, not paused) of these users that have unsent matches. */
const DAILY = sql`s.frequency = 'daily' and not s.paused`;

const criteriaOf = (row: SearchRow): SavedSearchCriteria => {
  const criteria: SavedSearchCriteria = {};
  if (row.city_id !== null) criteria.cityId = row.city_id;
  if (row.district_id !== null) criteria.districtId = row.district_id;
  if (row.university_id !== null) criteria.universityId = row.university_id;
  if (row.type !== null) criteria.type = row.type;
  if (row.price_from !== null) criteria.priceFrom = row.price_from;
  if (row.price_to !== null) criteria.priceTo = row.price_to;
  if (row.bedrooms !== null) criteria.bedrooms = row.bedrooms;
  if (row.furniture !== null) criteria.furniture = row.furniture;
  if (row.pet_friendly) criteria.petFriendly = 1;
  if (row.area_from !== null) criteria.areaFrom = row.area_from;
  if (row.area_to !== null) criteria.areaTo = row.area_to;
  return criteria;
};

/** An id list as one array parameter (a batch may hold thousands). */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::integer[]`;

function append<T>(lists: Map<number, T[]>, key: number, item: T): void {
  const list = lists.get(key);
  if (list) list.push(item);
  else lists.set(key, [item]);
}

/**
 * Which of a user's unsent matches their e-mail shows: one line per (search, listing), its latest match
 * (a drop after the publication shows the drop); the searches taking turns, each newest first,
 * up to the limit; listings no longer live are not shown. Answers the lines per search and how
 * many more each has.
 */
function choose(pending: readonly PendingRow[]): Map<number, { shown: PendingRow[]; more: number }> {
  const bySearch = new Map<number, PendingRow[]>();
  const seen = new Set<string>();
  // `pending` is in (search, match id descending) order: the first of a listing is its latest.
  for (const row of pending) {
    const key = `${row.saved_search_id}:${row.listing_id}`;
    if (!row.live || seen.has(key)) continue;
    seen.add(key);
    append(bySearch, row.saved_search_id, row);
  }
  const chosen = new Map([...bySearch.keys()].map((id) => [id, { shown: [] as PendingRow[], more: 0 }]));
  let left = SAVED_SEARCH_DIGEST_MAX;
  for (let turn = 0; left > 0; turn += 1) {
    let any = false;
    for (const [id, rows] of bySearch) {
      const row = rows[turn];
      if (!row || left === 0) continue;
      chosen.get(id)!.shown.push(row);
      left -= 1;
      any = true;
    }
    if (!any) break;
  }
  for (const [id, rows] of bySearch) chosen.get(id)!.more = rows.length - chosen.get(id)!.shown.length;
  return chosen;
}

export function digestHandler(deps: DigestDeps): JobHandler {
  const { db, mailer, log } = deps;
  const batchUsers = deps.batchUsers ?? DIGEST_BATCH_USERS;

  async function nextUsers(afterUserId: number): Promise<number[]> {
    const result = await db.execute(sql`
      select distinct s.user_id from saved_searches s
      where ${DAILY} and s.user_id > ${afterUserId}
        and exists (select 1 from saved_search_matches m where m.saved_search_id = s.id and m.sent_at is null)
      order by s.user_id
      limit ${batchUsers}`);
    return rowsOf<{ user_id: number }>(result).map((row) => row.user_id);
  }

  async function pendingOf(userIds: readonly number[]): Promise<PendingRow[]> {
    const result = await db.execute(sql`
      select m.id, m.saved_search_id, m.listing_id, m.price, m.old_price, s.user_id,
             coalesce(p.id, o.id) is not null as live
      from saved_searches s
      join saved_search_matches m on m.saved_search_id = s.id and m.sent_at is null
      left join properties p on s.kind = 'property' and p.id = m.listing_id and p.status = 'active' and p.deleted_at is null
      left join tenant_offers o on s.kind = 'roommate' and o.id = m.listing_id and o.deleted_at is null
      where ${DAILY} and s.user_id = any(${intArray(userIds)})
      order by s.user_id, s.id, m.id desc`);
    return rowsOf<PendingRow>(result);
  }

  async function searchesOf(searchIds: readonly number[]): Promise<SearchRow[]> {
    const result = await db.execute(sql`
      select id, user_id, name, kind, unsubscribe_token, city_id, district_id, university_id, type, price_from, price_to,
             bedrooms, furniture, pet_friendly, area_from, area_to
      from saved_searches where id = any(${intArray(searchIds)}) order by id`);
    return rowsOf<SearchRow>(result);
  }

  async function usersOf(userIds: readonly number[]) {
    const result = await db.execute(sql`
      select id, name, email, locale, deleted_at is not null as deleted from users where id = any(${intArray(userIds)})`);
    return new Map(rowsOf<{ id: number; name: string; email: string; locale: ContentLocale; deleted: boolean }>(result).map((row) => [row.id, row]));
  }

  return async ({ job, stopping }) => {
    const payload = job.payload as DigestPayload;
    let afterUserId = payload.afterUserId;
    for (;;) {
      const userIds = await nextUsers(afterUserId);
      if (userIds.length === 0) return;
      const pending = await pendingOf(userIds);
      const searches = new Map((await searchesOf([...new Set(pending.map((row) => row.saved_search_id))])).map((row) => [row.id, row]));
      const users = await usersOf(userIds);
      const pendingByUser = new Map<number, PendingRow[]>();
      for (const row of pending) append(pendingByUser, row.user_id, row);
      const chosen = new Map([...pendingByUser.values()].flatMap((rows) => [...choose(rows)]));
      const shown = [...chosen.values()].flatMap((each) => each.shown);
      const kindOf = (row: PendingRow) => searches.get(row.saved_search_id)!.kind;
      const idsOf = (kind: SavedSearchKind) => shown.filter((row) => kindOf(row) === kind).map((row) => row.listing_id);
      const listings = { property: await readMailListings(db, 'property', idsOf('property')), roommate: await readMailListings(db, 'roommate', idsOf('roommate')) };

      for (const userId of userIds) {
        const user = users.get(userId);
        const own: DigestSearch[] = [...searches.values()]
          .filter((search) => search.user_id === userId && (chosen.get(search.id)?.shown.length ?? 0) > 0)
          .map((search) => {
            const { shown: rows, more } = chosen.get(search.id)!;
            return {
              search: { id: search.id, name: search.name, kind: search.kind, unsubscribeToken: search.unsubscribe_token },
              criteria: criteriaOf(search),
              more,
              listings: rows.map((row): DigestListing => {
                const listing = listings[search.kind].get(row.listing_id)!;
                return { listingId: row.listing_id, price: row.price, oldPrice: row.old_price, title: listing.title, area: listing.area, place: listing.places, picture: listing.imageUrl };
              }),
            };
          });
        // Nothing live to show, or an account deleted since: its matches are only marked.
        if (own.length === 0 || !user || user.deleted) continue;
        await mailer.send(digestMail(deps, user, payload.day, own));
      }

      // Every match of these users read above was shown or linked to (by its search's page): none
      // is told again. A match made since is not among them and waits for tomorrow's digest.
      const last = userIds.at(-1)!;
      await db.transaction(async (tx) => {
        await holdLease(tx, job);
        await tx.execute(sql`update saved_search_matches set sent_at = now() where id = any(${intArray(pending.map((row) => row.id))})`);
        await tx.update(jobs).set({ payload: { ...payload, afterUserId: last } satisfies DigestPayload, updatedAt: sql`now()` }).where(eq(jobs.id, job.jobId));
      });
      log.debug({ day: payload.day, afterUserId: last }, 'saved-search digest batch sent');
      afterUserId = last;
      if (stopping()) return;
    }
  };
}
