/**
 * What the area benches share (scripts/bench/*.ts): a throwaway database (PGlite in memory, or
 * a new database on the PostgreSQL server of a URL, dropped afterwards) and percentiles. This
 * folder is not a bench itself: bench.mjs runs only the files directly in scripts/bench/.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../../server/db/client.ts';
import type { Database } from '../../../server/db/client.ts';

export interface Throwaway {
  database: Database;
  drop: () => Promise<void>;
}

export async function memoryDatabase(): Promise<Throwaway> {
  const database = await openDatabase({ kind: 'memory' });
  return { database, drop: () => database.close() };
}

export async function postgresDatabase(url: string): Promise<Throwaway> {
  const name = `domovik_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: own.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)}`);
    },
  };
}

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

export const ms = (sorted: readonly number[], fraction: number) => `${percentile(sorted, fraction).toFixed(1).padStart(6)} ms`;
