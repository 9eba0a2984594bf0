/**
 * Background jobs in the database (docs/decisions/0025, "Background jobs"), for any number of
 * servers on one database. A job is queued once per key; a server claims the next due one with
 * `FOR UPDATE SKIP LOCKED`, which hands it a lease (`locked_by`, `locked_until`) that it extends
 * while it works. A job whose lease ran out (its server died) is claimable again. Every write
 * that ends or records the work checks the lease in its own transaction (`holdLease`), so a
 * server that lost its job writes nothing more: the work of a job is done once, from the last
 * checkpoint its holder committed.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf } from '../db/client.ts';
import type { Db, Transaction } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

/** A claimed job, as its holder knows it. */
export interface Lease {
  jobId: number;
  owner: string;
}

export interface ClaimedJob extends Lease {
  kind: string;
  key: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

/** Thrown by a write made for a job whose lease is no longer this server's: nothing was written. */
export class LeaseLost extends Error {
  constructor(lease: Lease) {
    super(`job ${lease.jobId} is no longer held by ${lease.owner}`);
  }
}

/** A server's id in the leases it holds: the machine, the process and a random part. */
export function serverId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

interface NewJob {
  kind: string;
  key: string;
  payload?: unknown;
  maxAttempts?: number;
}

/**
 * Queues a job (or several, in one statement) unless one with its key exists (then nothing
 * happens for it): call it in the transaction that makes the work due, so the work and its job
 * are committed together.
 */
export async function enqueue(db: Db | Transaction, job: NewJob | readonly NewJob[]): Promise<void> {
  const list = Array.isArray(job) ? job : [job as NewJob];
  if (list.length === 0) return;
  await db
    .insert(jobs)
    .values(list.map((each) => ({ kind: each.kind, key: each.key, payload: each.payload ?? {}, maxAttempts: each.maxAttempts })))
    .onConflictDoNothing({ target: jobs.key });
}

/**
 * Queues jobs that gather work (a key holds one at a time), in the transaction that makes the
 * work due. A job of the key that is queued or running is kept, and locked until this
 * transaction ends: its handler's next `holdLease` waits for the work recorded here and then sees
 * it (with `enqueue`'s "do nothing" a running handler could take its last look before this work
 * is committed, and it would be lost). One that failed (or was done without `retireKey`) is
 * queued again, its payload kept. The keys are locked in order, so two callers cannot deadlock.
 */
export async function enqueueGathering(tx: Transaction, list: readonly NewJob[]): Promise<void> {
  if (list.length === 0) return;
  const sorted = [...list].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const ended = sql`${jobs.state} in ('failed', 'done')`;
  await tx
    .insert(jobs)
    .values(sorted.map((each) => ({ kind: each.kind, key: each.key, payload: each.payload ?? {}, maxAttempts: each.maxAttempts })))
    .onConflictDoUpdate({
      target: jobs.key,
      set: {
        state: sql`case when ${ended} then 'queued' else ${jobs.state} end`,
        attempts: sql`case when ${ended} then 0 else ${jobs.attempts} end`,
        runAfter: sql`case when ${ended} then now() else ${jobs.runAfter} end`,
      },
    });
}

/**
 * In the transaction in which a gathering job's handler finds no more work (after `holdLease`):
 * frees its key, so the next `enqueueGathering` of the key makes a new job.
 */
export async function retireKey(tx: Transaction, lease: Lease): Promise<void> {
  await tx.update(jobs).set({ key: sql`${jobs.key} || '#' || ${jobs.id}` }).where(eq(jobs.id, lease.jobId));
}

/** Whether a gathering job's key was freed (a run after its last one, its completion lost): it has nothing to do. */
export const isRetired = (job: ClaimedJob) => job.key.includes('#');

/**
 * Claims the next due job of these kinds for `owner`, leased for `leaseMs`: a running one whose
 * lease expired (its server died), else a queued one whose time has come. Each is looked for on
 * its own, so `jobs_due_idx` (state, run_after, id) walks them in order and the claim stays an
 * index lookup however many jobs are queued (an OR of the two scanned and sorted them all).
 * Concurrent claimers skip each other's rows, so each job goes to one of them.
 */
export async function claim(db: Db, options: { owner: string; kinds: readonly string[]; leaseMs: number }): Promise<ClaimedJob | undefined> {
  const kinds = sql.join(options.kinds.map((kind) => sql`${kind}`), sql`, `);
  // A job whose holders kept dying used up its attempts: it is given up, not claimed again.
  await db
    .update(jobs)
    .set({ state: 'failed', lockedBy: null, lockedUntil: null, lastError: 'lease expired' })
    .where(sql`${jobs.state} = 'running' and ${jobs.lockedUntil} < now() and ${jobs.attempts} >= ${jobs.maxAttempts} and ${jobs.kind} in (${kinds})`);
  const result = await db.execute(sql`
    update ${jobs}
    set state = 'running', attempts = attempts + 1, locked_by = ${options.owner},
        locked_until = now() + ${options.leaseMs} * interval '1 millisecond', updated_at = now()
    where id = coalesce(
      (select id from ${jobs}
        where state = 'running' and locked_until < now() and kind in (${kinds})
        order by run_after, id limit 1 for update skip locked),
      (select id from ${jobs}
        where state = 'queued' and run_after <= now() and kind in (${kinds})
        order by run_after, id limit 1 for update skip locked)
    )
    returning id, kind, key, payload, attempts, max_attempts`);
  const [row] = rowsOf<{ id: number; kind: string; key: string; payload: unknown; attempts: number; max_attempts: number }>(result);
  if (!row) return undefined;
  return { jobId: row.id, owner: options.owner, kind: row.kind, key: row.key, payload: row.payload, attempts: row.attempts, maxAttempts: row.max_attempts };
}

const held = (lease: Lease) => and(eq(jobs.id, lease.jobId), eq(jobs.lockedBy, lease.owner), eq(jobs.state, 'running'));

/**
 * Inside a transaction that records a job's work: locks the job's row and throws `LeaseLost`
 * unless this server still holds it. Another server's claim waits for the transaction, so the
 * work it records cannot be taken over halfway.
 */
export async function holdLease(tx: Transaction, lease: Lease): Promise<void> {
  const [row] = await tx.select({ id: jobs.id }).from(jobs).where(held(lease)).for('update');
  if (!row) throw new LeaseLost(lease);
}

/** Extends the lease; false when it is no longer this server's. */
export async function heartbeat(db: Db, lease: Lease, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(held(lease))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

async function finish(db: Db, lease: Lease, values: PgUpdateSetSource<typeof jobs>): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedBy: null, lockedUntil: null, ...values })
    .where(held(lease))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Marks the job done; false (nothing written) when the lease was lost. */
export function complete(db: Db, lease: Lease): Promise<boolean> {
  return finish(db, lease, { state: 'done', lastError: null });
}

/** Gives the job back at once, its claim not counted (a server closing). */
export function release(db: Db, lease: Lease): Promise<boolean> {
  return finish(db, lease, { state: 'queued', attempts: sql`${jobs.attempts} - 1`, runAfter: sql`now()` });
}

/**
 * Records a failed attempt: queued again after `retryMs` doubled per attempt so far (at most an
 * hour), or failed for good after its last attempt.
 */
export async function fail(db: Db, lease: Lease, error: unknown, retryMs: number): Promise<boolean> {
  const message = error instanceof Error ? error.message : String(error);
  const wait = sql`${retryMs} * power(2, greatest(${jobs.attempts} - 1, 0)) * interval '1 millisecond'`;
  return finish(db, lease, {
    state: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then 'failed' else 'queued' end`,
    runAfter: sql`now() + least(${wait}, interval '1 hour')`,
    lastError: message.slice(0, 2000),
  });
}

/** What a handler is given: the job, its lease (for `holdLease`), and whether the server is closing. */
export interface JobContext {
  job: ClaimedJob;
  /** True once the server is closing: a handler ends after the batch under way (the job is released). */
  stopping(): boolean;
}

export type JobHandler = (context: JobContext) => Promise<void>;

export interface JobRunner {
  owner: string;
  /** Looks for work now (after an enqueue on this server). */
  wake(): void;
  /** Resolves once this server finds no job it can claim (tests, the bench). */
  idle(): Promise<void>;
  /** Lets the job under way finish its batch, releases it, and stops looking. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  owner?: string;
  /** How often the queue is looked at for jobs another server queued. */
  pollMs?: number;
  /** How long a claim lasts without a heartbeat; heartbeats come every third of it. */
  leaseMs?: number;
  /** The first retry's wait (doubled per attempt). */
  retryMs?: number;
}

/**
 * Runs one job at a time of the handlers' kinds: claims, heartbeats, and completes, retries or
 * releases it. A job's handler must be safe to run again: a server that dies leaves its job to
 * another, which starts from what was committed.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, handlers, log } = options;
  const owner = options.owner ?? serverId();
  const pollMs = options.pollMs ?? 5000;
  const leaseMs = options.leaseMs ?? 30_000;
  const retryMs = options.retryMs ?? 10_000;
  const kinds = Object.keys(handlers);
  let running: Promise<void> | null = null;
  let wanted = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;

  async function runOne(job: ClaimedJob): Promise<void> {
    const beat = setInterval(() => {
      heartbeat(db, job, leaseMs)
        .then((kept) => {
          if (!kept) log.warn({ jobId: job.jobId }, 'job lease lost');
        })
        .catch((error: unknown) => log.warn({ err: error, jobId: job.jobId }, 'job heartbeat failed'));
    }, Math.max(10, Math.floor(leaseMs / 3)));
    try {
      await handlers[job.kind]!({ job, stopping: () => stopping });
      // Closing: the handler ended after its batch; another server (or this one, started again) goes on.
      await (stopping ? release(db, job) : complete(db, job));
    } catch (error) {
      if (error instanceof LeaseLost) {
        log.warn({ jobId: job.jobId }, 'job taken over by another server');
      } else if (stopping) {
        await release(db, job);
      } else {
        log.warn({ err: error, jobId: job.jobId, kind: job.kind }, 'job attempt failed');
        await fail(db, job, error, retryMs);
      }
    } finally {
      clearInterval(beat);
    }
  }

  async function work(): Promise<void> {
    while (!stopping) {
      wanted = false;
      const job = await claim(db, { owner, kinds, leaseMs });
      if (!job) {
        if (wanted) continue;
        return;
      }
      await runOne(job);
    }
  }

  function poll() {
    timer = setTimeout(() => {
      runner.wake();
      poll();
    }, pollMs);
    timer.unref();
  }

  const runner: JobRunner = {
    owner,
    wake() {
      wanted = true;
      if (running || stopping) return;
      running = work()
        .catch((error: unknown) => {
          if (!stopping) log.error({ err: error }, 'job runner stopped');
        })
        .finally(() => {
          running = null;
          if (wanted && !stopping) runner.wake();
        });
      if (!timer) poll();
    },
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await runner.idle();
    },
  };
  return runner;
}
