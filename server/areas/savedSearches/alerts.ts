/**
 * The saved searches' jobs (docs/decisions/0030), decorated on the app as `savedSearchAlerts`.
 * A listing event's job (queued with the listing's write, server/services/listingEvents.ts)
 * matches the listing against every saved search and, under its lease, makes sure a send job is
 * due for each group of instant searches it matched (ALERT_JOB_SEARCHES consecutive ids, one job
 * at a time per group: `enqueueGathering`). A send job e-mails each search of its group once for
 * all of its matches pending then, marks them sent under its lease, and goes on while more came
 * meanwhile; the e-mails under way are its checkpoint, so a send repeated after a crash is the
 * same message. Daily matches wait for the day's digest (digest.ts), which every server's timer
 * queues once it is due. One runner works every kind; a listing's write wakes this server's, the
 * others find the jobs when they next look.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { rowsOf } from '../../db/client.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { jobs, savedSearches, users } from '../../db/schema/index.ts';
import type { SavedSearchKind, SavedSearchReason } from '../../db/schema/index.ts';
import { createJobRunner, enqueueGathering, holdLease, isRetired, retireKey } from '../../services/jobs.ts';
import type { JobContext, JobHandler, JobRunner } from '../../services/jobs.ts';
import type { ListingEvent } from '../../services/listingEvents.ts';
import { SAVED_SEARCH_MATCH_JOB } from '../../services/listingEvents.ts';
import type { Mailer } from '../../services/mail.ts';
import { pageAddresses } from '../../pageAddress.ts';
import { DIGEST_JOB_KIND, digestHandler, intArray, queueDigest } from './digest.ts';
import type { Translator } from '../../services/translations.ts';
import { ALERT_MAIL_MAX, alertMail, readMailListings } from './alertMails.ts';
import type { AlertMailListing } from './alertMails.ts';
import { matchListing } from './matching.ts';

declare module 'fastify' {
  interface FastifyInstance {
    savedSearchAlerts: JobRunner;
  }
}

/** The job that e-mails the pending matches of a group of instant searches. */
export const SAVED_SEARCH_ALERT_JOB = 'saved-search-alert';

/**
 * How many consecutive saved search ids one send job serves: its e-mails' reads are a few
 * statements for all of them, and a burst's jobs are a few per runner, not one per search.
 */
export const ALERT_JOB_SEARCHES = 1000;

export interface AlertJobPayload {
  /** The group: searches with ids from group × ALERT_JOB_SEARCHES, up to the next group's. */
  group: number;
  /** The e-mails under way (the checkpoint): the highest match id each search's e-mail tells of. */
  sending?: Record<string, number>;
}

/** What the saved searches' jobs use. */
export interface AlertDeps {
  db: Db;
  mailer: Mailer;
  translator: Translator;
  config: Pick<Config, 'publicUrl' | 'englishHost'>;
  /** Searches per send job (tests make it small). */
  searchesPerJob?: number;
}

const alertKey = (group: number) => `${SAVED_SEARCH_ALERT_JOB}:${group}`;

/** Matches a listing event; under the lease, a send job is due for every group of instant searches it matched. */
async function matchEvent(deps: AlertDeps, run: JobContext): Promise<void> {
  const event = run.job.payload as ListingEvent;
  const perJob = deps.searchesPerJob ?? ALERT_JOB_SEARCHES;
  await deps.db.transaction(async (tx) => {
    await holdLease(tx, run.job);
    const instant = (await matchListing(tx, event)).filter((match) => match.frequency === 'instant');
    const groups = new Set(instant.map((match) => Math.floor(match.savedSearchId / perJob)));
    await enqueueGathering(
      tx,
      [...groups].map((group) => ({ kind: SAVED_SEARCH_ALERT_JOB, key: alertKey(group), payload: { group } satisfies AlertJobPayload })),
    );
  });
}

interface PendingRow {
  id: number;
  savedSearchId: number;
  listingId: number;
  reason: SavedSearchReason;
  price: number;
  oldPrice: number | null;
}

/**
 * The unsent matches of a group's instant searches that an e-mail may tell now, by search and
 * newest first: not of a paused search, nor of an owner who left or has not confirmed the
 * address, nor of a listing the public no longer sees (those stay unsent, as they were).
 */
async function pendingOf(db: Db | Transaction, group: number, perJob: number, limit?: number): Promise<PendingRow[]> {
  const result = await db.execute(sql`
    select m.id, m.saved_search_id as "savedSearchId", m.listing_id as "listingId", m.reason, m.price, m.old_price as "oldPrice"
    from saved_searches s
    join users u on u.id = s.user_id and u.deleted_at is null and u.email_confirmed_at is not null
    -- The group's range on the matches too: the unsent index is walked for this group alone,
    -- whatever the planner guesses of it (its statistics lag a burst: as one unsent row, it
    -- walked every group's unsent matches, the daily searches' among them, for each statement).
    join saved_search_matches m on m.saved_search_id = s.id and m.sent_at is null
      and m.saved_search_id >= ${group * perJob} and m.saved_search_id < ${(group + 1) * perJob}
    left join properties p on s.kind = 'property' and p.id = m.listing_id and p.status = 'active' and p.deleted_at is null
    left join tenant_offers o on s.kind = 'roommate' and o.id = m.listing_id and o.deleted_at is null
    where s.id >= ${group * perJob} and s.id < ${(group + 1) * perJob} and s.frequency = 'instant' and not s.paused
      and coalesce(p.id, o.id) is not null
    order by s.id, m.id desc
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`);
  return rowsOf<PendingRow>(result);
}

/** Marks the matches told (by their ids, within the group's range as `pendingOf` reads them). */
async function markSent(tx: Transaction, group: number, perJob: number, rows: readonly PendingRow[]): Promise<void> {
  await tx.execute(sql`
    update saved_search_matches set sent_at = now()
    where id = any(${intArray(rows.map((row) => row.id))}) and sent_at is null
      and saved_search_id >= ${group * perJob} and saved_search_id < ${(group + 1) * perJob}`);
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * E-mails every search of the group its pending matches, one e-mail a search; then, under the
 * lease, marks them sent and looks whether more came meanwhile (a match job that queued its
 * work on this job held it until its matches were committed: this look sees them). It goes on
 * until none did, and then frees its key in the same transaction, so the next match makes a new
 * job. After a crash the e-mails under way (the payload's `sending`) are sent again as they were.
 */
async function sendAlerts(deps: AlertDeps, run: JobContext): Promise<void> {
  const { db } = deps;
  const { job } = run;
  if (isRetired(job)) return;
  const perJob = deps.searchesPerJob ?? ALERT_JOB_SEARCHES;
  const { group } = job.payload as AlertJobPayload;
  let sending = (job.payload as AlertJobPayload).sending;
  for (;;) {
    let pending = await pendingOf(db, group, perJob);
    if (sending) {
      const recorded = sending;
      pending = pending.filter((row) => row.id <= (recorded[row.savedSearchId] ?? 0));
    } else if (pending.length > 0) {
      const highest: Record<string, number> = {};
      for (const row of pending) highest[row.savedSearchId] = Math.max(highest[row.savedSearchId] ?? 0, row.id);
      sending = highest;
      await db.transaction(async (tx) => {
        await holdLease(tx, job);
        await tx.update(jobs).set({ payload: { group, sending: highest } satisfies AlertJobPayload, updatedAt: sql`now()` }).where(eq(jobs.id, job.jobId));
      });
    }
    if (sending) await sendMails(deps, pending, sending);
    const more = await db.transaction(async (tx) => {
      await holdLease(tx, job);
      if (pending.length > 0) await markSent(tx, group, perJob, pending);
      if (sending) await tx.update(jobs).set({ payload: { group } satisfies AlertJobPayload, updatedAt: sql`now()` }).where(eq(jobs.id, job.jobId));
      const left = (await pendingOf(tx, group, perJob, 1)).length > 0;
      if (!left) await retireKey(tx, job);
      return left;
    });
    sending = undefined;
    // Closing with more to send: the job is released, its key kept, and goes on elsewhere.
    if (!more || run.stopping()) return;
  }
}

/** One e-mail per search of the pending matches: each listing once (its latest match), newest first. */
async function sendMails(deps: AlertDeps, pending: readonly PendingRow[], sending: Record<string, number>): Promise<void> {
  const { db, mailer } = deps;
  const bySearch = groupBy(pending, (row) => row.savedSearchId);
  if (bySearch.size === 0) return;
  const searches = await db.select().from(savedSearches).where(inArray(savedSearches.id, [...bySearch.keys()]));
  const owners = new Map(
    (
      await db
        .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
        .from(users)
        .where(inArray(users.id, [...new Set(searches.map((search) => search.userId))]))
    ).map((owner) => [owner.id, owner]),
  );
  const chosen = new Map<number, { rows: PendingRow[]; more: number }>();
  for (const [searchId, rows] of bySearch) {
    // Rows are newest first: a listing's first is its latest match (a drop after its publication).
    const seen = new Set<number>();
    const lines: PendingRow[] = [];
    for (const row of rows) {
      if (seen.has(row.listingId)) continue;
      seen.add(row.listingId);
      lines.push(row);
    }
    chosen.set(searchId, { rows: lines.slice(0, ALERT_MAIL_MAX), more: Math.max(lines.length - ALERT_MAIL_MAX, 0) });
  }
  const kindOf = new Map(searches.map((search) => [search.id, search.kind]));
  const idsOf = (kind: SavedSearchKind) => [...chosen].filter(([id]) => kindOf.get(id) === kind).flatMap(([, each]) => each.rows.map((row) => row.listingId));
  const listings = { property: await readMailListings(db, 'property', idsOf('property')), roommate: await readMailListings(db, 'roommate', idsOf('roommate')) };
  for (const search of searches) {
    const owner = owners.get(search.userId);
    const { rows, more } = chosen.get(search.id)!;
    const shown = rows.flatMap((row): AlertMailListing[] => {
      const listing = listings[search.kind].get(row.listingId);
      return listing ? [{ match: row, listing }] : [];
    });
    if (!owner || shown.length === 0) continue;
    await mailer.send(alertMail(deps, { owner, search, listings: shown, more, lastMatchId: sending[search.id]! }));
  }
}

/** The saved searches' job handlers by kind: the runner's table, which the digest's kind joins. */
export function alertHandlers(deps: AlertDeps): Record<string, JobHandler> {
  return {
    [SAVED_SEARCH_MATCH_JOB]: (run) => matchEvent(deps, run),
    [SAVED_SEARCH_ALERT_JOB]: (run) => sendAlerts(deps, run),
  };
}

/** How often a server looks whether the day's digest is due (queueDigest queues it once, whoever looks first). */
const DIGEST_CHECK_MS = 10 * 60 * 1000;

export const savedSearchAlerts = fp(
  async (app: FastifyInstance) => {
    const deps = { db: app.db, mailer: app.mailer, translator: app.translator, config: app.config };
    const digest = digestHandler({ ...deps, addresses: pageAddresses(app.config), publicUrl: app.config.publicUrl, log: app.log });
    const runner = createJobRunner({
      db: app.db,
      handlers: { ...alertHandlers(deps), [DIGEST_JOB_KIND]: digest },
      pollMs: app.config.jobPollMs,
      log: app.log,
    });
    app.decorate('savedSearchAlerts', runner);
    // A database that cannot take the job now (not yet migrated, say) gets it at the next look.
    const checkDigest = () =>
      queueDigest(app.db, new Date())
        .then((due) => due && runner.wake())
        .catch((error: unknown) => app.log.warn({ err: error }, 'queueing the digest failed'));
    let timer: NodeJS.Timeout | undefined;
    // The jobs queued while no server ran (or that a stopped one left) go once the app is ready.
    app.addHook('onReady', async () => {
      runner.wake();
      await checkDigest();
      timer = setInterval(() => void checkDigest(), DIGEST_CHECK_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await runner.stop();
    });
  },
  { name: 'saved-search-alerts' },
);
