/**
 * The saved searches' jobs (docs/decisions/0030), decorated on the app as `savedSearchAlerts`.
 * A listing event's job (queued with the listing's write, server/services/listingEvents.ts)
 * matches the listing against every saved search and, under its lease, queues a send job per
 * match of an instant search; a send job e-mails its match once: the e-mail's id makes a send
 * repeated after a crash the same message, and `sent_at` is committed under the lease. Daily
 * matches wait for the day's digest (digest.ts), which every server's timer queues once it is
 * due. One runner works every kind; a listing's write wakes this server's, the others find the
 * jobs when they next look.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { savedSearchMatches, savedSearches, users } from '../../db/schema/index.ts';
import { createJobRunner, enqueue, holdLease } from '../../services/jobs.ts';
import type { JobContext, JobHandler, JobRunner } from '../../services/jobs.ts';
import type { ListingEvent } from '../../services/listingEvents.ts';
import { SAVED_SEARCH_MATCH_JOB } from '../../services/listingEvents.ts';
import type { Mailer } from '../../services/mail.ts';
import { pageAddresses } from '../../pageAddress.ts';
import { DIGEST_JOB_KIND, digestHandler, queueDigest } from './digest.ts';
import type { Translator } from '../../services/translations.ts';
import { alertMail, readMailListings } from './alertMails.ts';
import { matchListing } from './matching.ts';

declare module 'fastify' {
  interface FastifyInstance {
    savedSearchAlerts: JobRunner;
  }
}

/** The job that e-mails one match of an instant search. */
export const SAVED_SEARCH_ALERT_JOB = 'saved-search-alert';

export interface AlertJobPayload {
  matchId: number;
}

/** What the saved searches' jobs use. */
export interface AlertDeps {
  db: Db;
  mailer: Mailer;
  translator: Translator;
  config: Pick<Config, 'publicUrl' | 'englishHost'>;
}

/** Matches a listing event; queues the e-mail of each match of an instant search, under the lease. */
async function matchEvent(deps: AlertDeps, run: JobContext): Promise<void> {
  const event = run.job.payload as ListingEvent;
  await deps.db.transaction(async (tx) => {
    await holdLease(tx, run.job);
    const instant = (await matchListing(tx, event)).filter((match) => match.frequency === 'instant');
    await enqueue(
      tx,
      instant.map((match) => ({ kind: SAVED_SEARCH_ALERT_JOB, key: `${SAVED_SEARCH_ALERT_JOB}:${match.matchId}`, payload: { matchId: match.matchId } satisfies AlertJobPayload })),
    );
  });
}

/**
 * E-mails one match, unless it went already, its search is paused or gone (a deleted search's
 * matches go with it), its owner cannot be written to (account deleted, address not confirmed)
 * or the listing is no longer public.
 */
async function sendAlert(deps: AlertDeps, run: JobContext): Promise<void> {
  const { matchId } = run.job.payload as AlertJobPayload;
  const [found] = await deps.db
    .select({ match: savedSearchMatches, search: savedSearches, owner: { email: users.email, name: users.name, locale: users.locale, deletedAt: users.deletedAt, confirmedAt: users.emailConfirmedAt } })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(eq(savedSearchMatches.id, matchId));
  if (!found || found.match.sentAt || found.search.paused || found.owner.deletedAt || !found.owner.confirmedAt) return;
  const listing = (await readMailListings(deps.db, found.search.kind, [found.match.listingId])).get(found.match.listingId);
  if (!listing?.live) return;
  await deps.mailer.send(alertMail(deps, { owner: found.owner, search: found.search, match: found.match, listing }));
  await deps.db.transaction(async (tx) => {
    await holdLease(tx, run.job);
    await tx
      .update(savedSearchMatches)
      .set({ sentAt: new Date() })
      .where(and(eq(savedSearchMatches.id, matchId), isNull(savedSearchMatches.sentAt)));
  });
}

/** The saved searches' job handlers by kind: the runner's table, which the digest's kind joins. */
export function alertHandlers(deps: AlertDeps): Record<string, JobHandler> {
  return {
    [SAVED_SEARCH_MATCH_JOB]: (run) => matchEvent(deps, run),
    [SAVED_SEARCH_ALERT_JOB]: (run) => sendAlert(deps, run),
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
