/**
 * The database: PGlite (PostgreSQL compiled to WebAssembly, in-process) by default, persisted
 * under DATA_DIR/db or in memory; a real PostgreSQL server through node-postgres when a URL is
 * given. Both speak the same dialect, run the same migrations and the same Drizzle queries.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
}

type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory' };

/**
 * How close a word must be to a title word for the search by words (db/textSearch.ts), set for
 * every session: "дван" is 0.4 from "диван", "divna" read as "дивна" 0.5 (pg_trgm's default is 0.6).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

const MIGRATIONS_FOLDER = path.resolve('server/db/migrations');

/** Opens the database and brings its schema up to date with the versioned migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}` });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as unknown as Db, engine: 'postgres', close: () => pool.end() };
  }
  // The site search's trigram indexes need pg_trgm (migration 0012 creates the extension).
  const extensions = { pg_trgm };
  let client: PGlite;
  if (options.kind === 'pglite') {
    // PGlite creates its own folder but not the parents (docs/toolchain.md trap 10).
    mkdirSync(path.dirname(options.dataDir), { recursive: true });
    client = await PGlite.create(options.dataDir, { extensions });
  } else {
    client = await PGlite.create({ extensions });
  }
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, engine: 'pglite', close: () => client.close() };
}
