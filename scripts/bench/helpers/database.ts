/**
 * What the area benches share (scripts/bench/*.ts): a throwaway database (PGlite in memory, or
 * a new database on the PostgreSQL server of a URL, dropped afterwards) and percentiles. This
 * folder is not a bench itself: bench.mjs runs only the files directly in scripts/bench/.
 */
import { openDatabase } from '../../../server/db/client.ts';
import type { Database } from '../../../server/db/client.ts';
import { createDatabase } from '../../../tests/server/helpers/postgres.ts';

export interface Throwaway {
  database: Database;
  drop: () => Promise<void>;
}

export async function memoryDatabase(): Promise<Throwaway> {
  const database = await openDatabase({ kind: 'memory' });
  return { database, drop: () => database.close() };
}

export async function postgresDatabase(url: string): Promise<Throwaway> {
  const created = await createDatabase(url, 'domovik_bench');
  const database = await openDatabase({ kind: 'postgres', url: created.url });
  return {
    database,
    drop: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

export const ms = (sorted: readonly number[], fraction: number) => `${percentile(sorted, fraction).toFixed(1).padStart(6)} ms`;
