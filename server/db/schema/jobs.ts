/**
 * Background jobs (docs/decisions/0025, "Background jobs"): work any server may do, claimed by
 * one at a time under a lease (server/services/jobs.ts). Not an area's table: the catalogue
 * imports use it, and the alert and e-mail jobs will.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, oneOf, updatedAt } from './columns.ts';

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    /** What the job does; a runner takes only the kinds it has handlers for. */
    kind: text('kind').notNull(),
    /** The same work is queued once: e.g. `product-import:42:parsing`. */
    key: text('key').notNull().unique('jobs_key_unique'),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    state: text('state').$type<JobState>().notNull().default('queued'),
    /** Claims so far (a release on close gives its claim back). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Not claimed before this instant (a retry's backoff). */
    runAfter: instant('run_after').notNull().defaultNow(),
    /** The server holding the lease (its id, made when it started) and until when. */
    lockedBy: text('locked_by'),
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The claim's order: the next due job of a state is the index's next entry.
    index('jobs_due_idx').on(t.state, t.runAfter, t.id),
    check('jobs_state_check', oneOf(t.state, JOB_STATES)),
    check('jobs_lease_check', sql`(${t.state} = 'running') = (${t.lockedBy} is not null and ${t.lockedUntil} is not null)`),
  ],
);

export type Job = typeof jobs.$inferSelect;
