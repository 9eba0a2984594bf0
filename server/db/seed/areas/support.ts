/** What every area of the demo seed shares: its transaction and inputs, the chunked inserts, the lookups. */
import type { Transaction as Tx } from '../../client.ts';
import type { SeedUser, buildSeedContent } from '../content/index.ts';

/** Rows inserted per table. */
export type SeedCounts = Record<string, number>;

/** The one transaction every area inserts in, the content and its inputs, and the tally of rows. */
export interface SeedStep {
  tx: Tx;
  content: ReturnType<typeof buildSeedContent>;
  passwordHash: string;
  now: Date;
  seed: number;
  /** Adds `rows` to the count of `table`. */
  note: (table: string, rows: number) => void;
}

/** Content key → id of the rows an earlier area inserted; each area takes the maps it needs. */
export interface SeedIds {
  userIds: ReadonlyMap<string, number>;
  cityIds: ReadonlyMap<string, number>;
  districtIds: ReadonlyMap<string, number>;
  universityIds: ReadonlyMap<string, number>;
  vendorIds: ReadonlyMap<string, number>;
  propertyIds: ReadonlyMap<string, number>;
  categoryIds: ReadonlyMap<string, number>;
  productIds: ReadonlyMap<string, number>;
  offerIds: ReadonlyMap<string, number>;
}

/** Rows per INSERT statement: well under PostgreSQL's 65 535 parameters for the widest table. */
const CHUNK_SIZE = 500;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A plausible street address in the buyer's city. */
export const STREETS: Readonly<Record<string, string>> = {
  sofia: 'ул. „Оборище“ 18, вх. Б, ет. 3, ап. 9',
  plovdiv: 'ул. „Капитан Райчо“ 42, ет. 2, ап. 5',
  varna: 'бул. „Приморски“ 27, ет. 4, ап. 12',
  'veliko-tarnovo': 'ул. „Васил Левски“ 7, ет. 1',
  burgas: 'ул. „Александровска“ 61, ет. 5, ап. 17',
  blagoevgrad: 'ул. „Тодор Александров“ 15, ет. 2',
};

/** Inserts `rows` CHUNK_SIZE at a time; `insert` runs one statement and returns its rows. */
export async function inChunks<Row, Out>(rows: readonly Row[], insert: (chunk: Row[]) => Promise<Out[]>): Promise<Out[]> {
  const out: Out[] = [];
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    out.push(...(await insert(rows.slice(start, start + CHUNK_SIZE))));
  }
  return out;
}

/** Inserts `rows` CHUNK_SIZE at a time when no ids are needed; answers how many. */
export async function insertRows<Row>(rows: readonly Row[], insert: (chunk: Row[]) => Promise<unknown>): Promise<number> {
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) await insert(rows.slice(start, start + CHUNK_SIZE));
  return rows.length;
}

/** A lookup that fails loudly: content keys are checked, so a miss is a bug in the seed. */
export function need<V>(map: ReadonlyMap<string, V>, key: string, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown ${what} "${key}"`);
  return value;
}

/** Maps the content keys to the ids returned for the rows inserted in the same order. */
export function idsByKey(keys: readonly string[], returned: readonly { id: number }[], what: string): Map<string, number> {
  if (keys.length !== returned.length) throw new Error(`seed: ${what}: ${returned.length} ids for ${keys.length} rows`);
  return new Map(keys.map((key, index) => [key, (returned[index] as { id: number }).id]));
}

export function contactOf(user: SeedUser) {
  return { name: user.name, phone: user.phone, email: user.email.toLowerCase() };
}
