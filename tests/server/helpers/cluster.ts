/**
 * Several real Domovik servers on one PostgreSQL and one S3 server, as in production (issue 23):
 * one embedded PostgreSQL 18 (or a new database on the server of TEST_DATABASE_URL when it is
 * set), one s3rver, and N processes of `node server/main.ts`, each on its own port with its own
 * data folder, as on N machines. A server can be killed (SIGKILL) as a machine dies. Everything
 * started is torn down by `stop()`, and by `startCluster` itself when a step of the start fails.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, freePort, startEmbeddedPostgres } from './postgres.ts';
import { startS3 } from './s3.ts';
import type { TestS3 } from './s3.ts';

/** How long a server may take to answer after its start (migrations and the demo seed included). */
const START_TIMEOUT_MS = 90_000;
/** How long a stopped server may take to finish before it is killed. */
const STOP_TIMEOUT_MS = 10_000;
/** The tail of a server's output kept for the message of a failed start. */
const OUTPUT_KEPT = 16_384;

export interface ClusterServer {
  /** http://127.0.0.1:port, no trailing slash. */
  url: string;
  dataDir: string;
  /** The process id, part of the id a server leases jobs under (server/services/jobs.ts). */
  pid: number;
  /** Ends the process at once (SIGKILL), as a machine that dies; resolves when it has exited. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL if it has not exited within STOP_TIMEOUT_MS. */
  stop(): Promise<void>;
}

export interface Cluster {
  servers: ClusterServer[];
  /** The database the servers share. */
  databaseUrl: string;
  s3: TestS3['settings'];
  /** Stops the servers, the S3 server and PostgreSQL, and removes their folders. */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** How many servers (default 2). */
  servers?: number;
  /** More environment for every server (LOG_LEVEL, SEED_ON_EMPTY, ...). */
  env?: Record<string, string>;
}

/** Undoes what was started, last first; every step runs even when one fails. */
class Teardown {
  private readonly steps: (() => Promise<unknown>)[] = [];
  add(step: () => Promise<unknown>): void {
    this.steps.push(step);
  }
  async run(): Promise<void> {
    const failures: unknown[] = [];
    for (const step of this.steps.splice(0).reverse()) await step().catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw new AggregateError(failures, 'tearing the cluster down failed');
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function end(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  const gone = exited(child);
  child.kill(signal);
  if (signal === 'SIGKILL') return gone;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), STOP_TIMEOUT_MS)));
  if ((await Promise.race([gone, late])) === 'late') {
    child.kill('SIGKILL');
    await gone;
  }
  clearTimeout(timer);
}

/** Resolves once `url` is ready (GET /health/ready 200: migrated, seeded, its storage reached); rejects when the process exits or time runs out. */
async function answering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server ${url} exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`);
    }
    try {
      const response = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(3_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server ${url} did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

async function startServer(env: Record<string, string>, teardown: Teardown): Promise<ClusterServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'domovik-cluster-server-'));
  teardown.add(() => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const child = spawn(process.execPath, ['server/main.ts'], {
    // Jest's NODE_OPTIONS (vm modules) are not the server's.
    env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'warn', ...env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-OUTPUT_KEPT));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  teardown.add(() => end(child, 'SIGTERM'));
  const url = `http://127.0.0.1:${port}`;
  await answering(url, child, () => output);
  return { url, dataDir, pid: child.pid!, kill: () => end(child, 'SIGKILL'), stop: () => end(child, 'SIGTERM') };
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.servers ?? 2;
  const teardown = new Teardown();
  try {
    const given = process.env.TEST_DATABASE_URL;
    let serverUrl = given;
    if (!serverUrl) {
      const embedded = await startEmbeddedPostgres();
      teardown.add(() => embedded.stop());
      serverUrl = embedded.url;
    }
    const database = await createDatabase(serverUrl, 'domovik_cluster');
    // The embedded server goes as a whole; a database on a given server is dropped.
    if (given) teardown.add(() => database.drop());

    const s3 = await startS3();
    teardown.add(() => s3.stop());

    const env = {
      DATABASE_URL: database.url,
      // Servers sharing a database sign captchas with one key (server/config.ts).
      CAPTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
      ...s3.env,
      ...options.env,
    };
    // All start together on the empty database, as behind a load balancer: one migrates and
    // seeds under the start-up lock (server/db/prepare.ts), the others wait for it. Settled, so
    // that no start is still under way when a failed one tears the rest down.
    const started = await Promise.allSettled(Array.from({ length: count }, () => startServer(env, teardown)));
    const servers = started.map((result) => {
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    });
    return { servers, databaseUrl: database.url, s3: s3.settings, stop: () => teardown.run() };
  } catch (error) {
    await teardown.run().catch(() => undefined);
    throw error;
  }
}
