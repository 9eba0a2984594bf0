/**
 * The database: PGlite (PostgreSQL compiled to WebAssembly, in-process) by default, persisted
 * under DATA_DIR/db or in memory; a real PostgreSQL server through node-postgres when a URL is
 * given. Both speak the same dialect, run the same migrations and the same Drizzle queries.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction(async (tx) => ...)` hands its function. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows of a raw statement (`db.execute`: PGlite and node-postgres both answer `{ rows }`). */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * What LISTEN needs (server/services/notifications.ts): PGlite itself (one process, one
   * connection), or a way to open a connection of its own to the PostgreSQL server, outside the
   * pool. Absent on a database put together by hand: that app hears no notifications.
   */
  listenVia?: ListenVia;
}

export type ListenVia = { engine: 'pglite'; client: PGlite } | { engine: 'postgres'; connect: () => pg.Client };

/** A database as a server opens it: with its migrations and the start-up lock. */
export interface ManagedDatabase extends Database {
  /** Applies the versioned migrations not applied yet (server/db/migrations). */
  migrate(): Promise<void>;
  /**
   * Runs `work` alone. On PostgreSQL it holds a session advisory lock (STARTUP_LOCK_KEY) on a
   * connection of its own, so every process doing the same on that server waits its turn; on
   * PGlite (one process owns the database) it waits for this database's other calls.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
}

type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  /** In memory; `from`, a data folder PGlite dumped (`dumpDataDir`), spares creating one (the tests' snapshots). */
  | { kind: 'memory'; from?: Blob };

/**
 * How close a word must be to a title word for the search by words (db/textSearch.ts), set for
 * every session, as pg_trgm's strict word similarity (whole words, so that a shared first two
 * letters are not enough: "двор" is 0.17 from "двустаен"): "дван" and "лмпи" are 0.375 from
 * "диван" and "лампи", "divna" read as "дивна" 0.33, "стая" only 0.3 from "станция" (pg_trgm's
 * default is 0.5).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.33;

const MIGRATIONS_FOLDER = path.resolve('server/db/migrations');

/** How long opening the listening connection (listenVia) may take before it counts as failed (and is tried again). */
const LISTEN_CONNECT_TIMEOUT_MS = 5_000;

/** The advisory lock of start-up (migrations and the demo seed): the bytes of "domo". */
export const STARTUP_LOCK_KEY = 0x646f6d6f;

/** How many migrations the code knows (drizzle-kit's journal): a database up to date has applied as many. */
export const KNOWN_MIGRATIONS = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

/** How many migrations the database has applied (drizzle's own table; it throws before the first). */
export async function appliedMigrations(db: Db): Promise<number> {
  const [row] = rowsOf<{ applied: number }>(await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`));
  return row?.applied ?? 0;
}

/** Connects to the database without touching its schema (`migrate()` brings it up to date). */
export async function connectDatabase(options: DatabaseOptions): Promise<ManagedDatabase> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: `-c pg_trgm.strict_word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}` });
    // An idle connection the server ended (a restart, an administrator) leaves the pool, and the
    // next query opens another; without a listener its error would end the process.
    pool.on('error', (error) => console.warn(`database: an idle connection ended: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      engine: 'postgres',
      listenVia: { engine: 'postgres', connect: () => new pg.Client({ connectionString: options.url, connectionTimeoutMillis: LISTEN_CONNECT_TIMEOUT_MS }) },
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      async exclusively(work) {
        // A session lock on one connection held throughout: the work's own queries may use others.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  // The site search's trigram indexes need pg_trgm (migration 0012 creates the extension).
  const extensions = { pg_trgm };
  let client: PGlite;
  if (options.kind === 'pglite') {
    // PGlite creates its own folder but not the parents (docs/toolchain.md trap 10).
    mkdirSync(path.dirname(options.dataDir), { recursive: true });
    client = await PGlite.create(options.dataDir, { extensions });
  } else {
    client = await PGlite.create({ extensions, loadDataDir: options.from });
  }
  await client.exec(`set pg_trgm.strict_word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  const db = drizzlePglite(client, { schema });
  // One connection, so an advisory lock would not keep this process's own calls apart: a queue does.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    listenVia: { engine: 'pglite', client },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusively(work) {
      const turn = queue.then(work);
      queue = turn.catch(() => undefined);
      return turn;
    },
    close: () => client.close(),
  };
}

/** Connects to the database and brings its schema up to date (alone: see `exclusively`). */
export async function openDatabase(options: DatabaseOptions): Promise<ManagedDatabase> {
  const database = await connectDatabase(options);
  await database.exclusively(() => database.migrate());
  return database;
}
