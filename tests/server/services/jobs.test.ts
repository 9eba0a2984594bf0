/**
 * The background jobs of server/services/jobs.ts on a fresh database (PGlite, or PostgreSQL with
 * `npm run test:postgres`): a job is claimed by one server at a time, a lease that ran out lets
 * another server take it, a server that lost its lease writes nothing, a closing server gives its
 * job back, a failing job is retried and then given up, and a key is queued once.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { rowsOf } from '../../../server/db/client.ts';
import { jobs } from '../../../server/db/schema/index.ts';
import { LeaseLost, claim, complete, createJobRunner, enqueue, fail, heartbeat, holdLease } from '../../../server/services/jobs.ts';
import type { JobHandler } from '../../../server/services/jobs.ts';
import { startTestApp } from '../helpers/testApp.ts';
import type { TestApp } from '../helpers/testApp.ts';

let server: TestApp;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  server = await startTestApp();
});

afterAll(async () => {
  await server.close();
});

const jobOf = async (key: string) => (await server.db.select().from(jobs).where(eq(jobs.key, key)))[0]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => Promise<boolean>, what: string) {
  for (let tries = 0; tries < 1000; tries += 1) {
    if (await condition()) return;
    await sleep(10);
  }
  throw new Error(`timed out waiting for ${what}`);
}

it('hands each of many jobs to one of two concurrent claimers, each done once', async () => {
  const keys = Array.from({ length: 40 }, (_, index) => `many:${index}`);
  for (const key of keys) await enqueue(server.db, { kind: 'many', key, payload: { key } });
  const done: string[] = [];
  const handler: JobHandler = async ({ job }) => {
    await sleep(1);
    done.push((job.payload as { key: string }).key);
  };
  const runners = ['a', 'b'].map((owner) => createJobRunner({ db: server.db, owner, handlers: { many: handler }, pollMs: 10, log }));
  for (const runner of runners) runner.wake();
  await until(async () => done.length >= keys.length, 'the jobs');
  await Promise.all(runners.map((runner) => runner.stop()));
  expect(done.sort()).toEqual([...keys].sort());
  const rows = await server.db.select({ state: jobs.state, attempts: jobs.attempts, lockedBy: jobs.lockedBy }).from(jobs).where(inArray(jobs.key, keys));
  expect(rows).toHaveLength(keys.length);
  expect(rows.every((row) => row.state === 'done' && row.attempts === 1 && row.lockedBy === null)).toBe(true);

  // The claim itself, raced: two claimers never get the same job.
  const raced = Array.from({ length: 20 }, (_, index) => `raced:${index}`);
  for (const key of raced) await enqueue(server.db, { kind: 'raced', key });
  const claimAll = async (owner: string) => {
    const got: number[] = [];
    for (let job = await claim(server.db, { owner, kinds: ['raced'], leaseMs: 60_000 }); job; job = await claim(server.db, { owner, kinds: ['raced'], leaseMs: 60_000 })) {
      got.push(job.jobId);
    }
    return got;
  };
  const [first, second] = await Promise.all([claimAll('a'), claimAll('b')]);
  const all = [...first!, ...second!];
  expect(all).toHaveLength(raced.length);
  expect(new Set(all).size).toBe(raced.length);
});

it('lets another server claim a job whose lease ran out, and refuses every write of the server that lost it', async () => {
  await enqueue(server.db, { kind: 'lease', key: 'lease:1' });
  const first = (await claim(server.db, { owner: 'a', kinds: ['lease'], leaseMs: 100 }))!;
  expect(first).toMatchObject({ owner: 'a', key: 'lease:1', attempts: 1 });
  expect(await claim(server.db, { owner: 'b', kinds: ['lease'], leaseMs: 60_000 })).toBeUndefined();
  // A heartbeat keeps it; then a's server "dies" and the lease runs out.
  expect(await heartbeat(server.db, first, 100)).toBe(true);
  await sleep(150);
  const second = (await claim(server.db, { owner: 'b', kinds: ['lease'], leaseMs: 60_000 }))!;
  expect(second).toMatchObject({ jobId: first.jobId, owner: 'b', attempts: 2 });

  // a wakes up: its heartbeat, its checkpoint, its completion and its failure are all refused.
  expect(await heartbeat(server.db, first, 60_000)).toBe(false);
  const written = server.db.transaction(async (tx) => {
    await holdLease(tx, first);
    await tx.update(jobs).set({ lastError: 'written by a' }).where(eq(jobs.id, first.jobId));
  });
  await expect(written).rejects.toBeInstanceOf(LeaseLost);
  expect(await complete(server.db, first)).toBe(false);
  expect(await fail(server.db, first, new Error('a failed'), 1)).toBe(false);
  expect(await jobOf('lease:1')).toMatchObject({ state: 'running', lockedBy: 'b', lastError: null });

  // b, holding it, completes it.
  expect(await complete(server.db, second)).toBe(true);
  expect(await jobOf('lease:1')).toMatchObject({ state: 'done', lockedBy: null, lockedUntil: null });
});

it('gives the job under way back on close, its claim not counted, so another server takes it at once', async () => {
  await enqueue(server.db, { kind: 'close', key: 'close:1' });
  let started = false;
  const closing = createJobRunner({
    db: server.db,
    owner: 'closing',
    handlers: {
      close: async ({ stopping }) => {
        started = true;
        // The batch under way ends when the server closes.
        while (!stopping()) await sleep(5);
      },
    },
    pollMs: 10,
    log,
  });
  closing.wake();
  await until(async () => started, 'the job to start');
  await closing.stop();
  expect(await jobOf('close:1')).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null, lockedUntil: null });

  let finishedBy: string | undefined;
  const other = createJobRunner({ db: server.db, owner: 'other', handlers: { close: async ({ job }) => void (finishedBy = job.owner) }, pollMs: 10, log });
  other.wake();
  await other.idle();
  await other.stop();
  expect(finishedBy).toBe('other');
  expect(await jobOf('close:1')).toMatchObject({ state: 'done', attempts: 1 });
});

it('retries a failing job after a backoff and gives it up after its last attempt', async () => {
  let calls = 0;
  const failing: JobHandler = async () => {
    calls += 1;
    throw new Error(`broken ${calls}`);
  };
  // A long backoff: after the first failure the job waits, and nobody can claim it meanwhile.
  await enqueue(server.db, { kind: 'slow-retry', key: 'slow-retry:1', maxAttempts: 3 });
  const slow = createJobRunner({ db: server.db, handlers: { 'slow-retry': failing }, pollMs: 10, retryMs: 60_000, log });
  slow.wake();
  await slow.idle();
  await slow.stop();
  expect(calls).toBe(1);
  const waiting = await jobOf('slow-retry:1');
  expect(waiting).toMatchObject({ state: 'queued', attempts: 1, lastError: 'broken 1', lockedBy: null });
  const [row] = rowsOf<{ wait: string }>(await server.db.execute(sql`select extract(epoch from run_after - now()) as wait from jobs where key = 'slow-retry:1'`));
  expect(Number(row!.wait)).toBeGreaterThan(50);
  expect(await claim(server.db, { owner: 'x', kinds: ['slow-retry'], leaseMs: 60_000 })).toBeUndefined();

  // A short backoff: retried until its attempts are used up, then failed for good.
  calls = 0;
  await enqueue(server.db, { kind: 'retry', key: 'retry:1', maxAttempts: 3 });
  const quick = createJobRunner({ db: server.db, handlers: { retry: failing }, pollMs: 10, retryMs: 1, log });
  quick.wake();
  await until(async () => (await jobOf('retry:1')).state === 'failed', 'the job to be given up');
  await sleep(50);
  await quick.stop();
  expect(calls).toBe(3);
  expect(await jobOf('retry:1')).toMatchObject({ state: 'failed', attempts: 3, lastError: 'broken 3', lockedBy: null });
});

it('queues a key once, even after its job is done', async () => {
  await enqueue(server.db, { kind: 'once', key: 'once:1', payload: { first: true } });
  await enqueue(server.db, { kind: 'once', key: 'once:1', payload: { first: false } });
  const job = (await claim(server.db, { owner: 'a', kinds: ['once'], leaseMs: 60_000 }))!;
  expect(job.payload).toEqual({ first: true });
  expect(await complete(server.db, job)).toBe(true);
  await enqueue(server.db, { kind: 'once', key: 'once:1' });
  expect(await server.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.key, 'once:1'))).toEqual([{ state: 'done' }]);
  expect(await claim(server.db, { owner: 'a', kinds: ['once'], leaseMs: 60_000 })).toBeUndefined();
});
