/**
 * "Nothing was written": a row-level trigger on every table of the fuzzed database counts the
 * rows each statement inserts, updates or deletes, in a one-row table, inside the writer's own
 * transaction. Reading the count is one tiny query whatever the size of the data, exact on both
 * engines, and a write that was rolled back leaves no trace (as it left no data). Counting or
 * hashing every table per request would scan all the demo data; PostgreSQL's statistics
 * counters are flushed lazily, and transaction ids move with every other database of a shared
 * server.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';

/** What both drivers answer to a query (node-postgres and PGlite results both carry `rows`). */
interface Rows<Row> {
  rows: Row[];
}

/** Installs the counter (test databases only) and answers a function reading it. */
export async function countWrites(db: Db): Promise<() => Promise<number>> {
  await db.execute(sql.raw('CREATE TABLE fuzz_writes (rows bigint NOT NULL)'));
  await db.execute(sql.raw('INSERT INTO fuzz_writes VALUES (0)'));
  await db.execute(
    sql.raw(
      'CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE fuzz_writes SET rows = rows + 1; RETURN NULL; END $$',
    ),
  );
  // rate_limits counts every request on PostgreSQL, refused or not: the limit's own bookkeeping.
  const tables = (await db.execute(
    sql.raw("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('fuzz_writes', 'rate_limits')"),
  )) as unknown as Rows<{ name: string }>;
  for (const { name } of tables.rows) {
    await db.execute(
      sql.raw(`CREATE TRIGGER fuzz_count_write AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`),
    );
  }
  return async () => {
    const result = (await db.execute(sql.raw('SELECT rows::text AS rows FROM fuzz_writes'))) as unknown as Rows<{ rows: string }>;
    return Number(result.rows[0]?.rows);
  };
}
