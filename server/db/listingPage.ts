/**
 * One page of a listing search (properties, flatmate offers) with its total, in one statement.
 * The matches are first read as (id, premium, sort key) — from the search index alone when the
 * index covers the predicate, the premium column and the key — and only the page's rows are then
 * joined back to build their JSON. Premium matches come before the others, each part in the
 * order asked, ties by id (docs/decisions/0020). Every value reaches PostgreSQL as a parameter.
 */
import { and, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from './client.ts';
import type { Db } from './client.ts';

export interface ListingPageQuery {
  /** The listings' table; its `id` column names a row. */
  table: PgTable & { id: AnyColumn };
  where: SQL[];
  /** True for a premium row (`sql\`false\`` when premium rows are not put first). */
  premium: SQL;
  order: { key: SQL; direction: SQL };
  /** The JSON of the table's row in scope. */
  json: SQL;
  offset: number;
  limit: number;
}

/** The statement of one page: a single row of `total` and `items` (a JSON array). */
export function listingPageStatement({ table, where, premium, order, json, offset, limit }: ListingPageQuery): SQL {
  const { key, direction } = order;
  return sql`
    with matches as (
      select ${table.id} as id, ${premium} as premium, ${key} as sort_key from ${table} where ${and(...where)}
    )
    select
      (select count(*)::int from matches) as total,
      (select coalesce(json_agg(${json} order by chosen.premium desc, chosen.sort_key ${direction}, chosen.id ${direction}), '[]'::json)
         from (select id, premium, sort_key from matches order by premium desc, sort_key ${direction}, id ${direction}
               limit ${limit} offset ${offset}) as chosen
         join ${table} on ${table.id} = chosen.id) as items
  `;
}

/** One page of the listings and the number of all matches. */
export async function listingPage<Row>(db: Db, query: ListingPageQuery): Promise<{ items: Row[]; total: number }> {
  const [row] = rowsOf<{ total: number; items: Row[] }>(await db.execute(listingPageStatement(query)));
  return { items: row!.items, total: row!.total };
}
