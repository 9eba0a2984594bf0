/**
 * Start-up with many servers (server/db/prepare.ts, what server/main.ts runs before it serves):
 * start-ups together on one empty database apply the migrations once and add one copy of the
 * demo data. Run by engine: on PostgreSQL (`npm run test:postgres`) three servers, each with its
 * own connection pool, start together; the embedded PGlite belongs to one process, so on it the
 * three start-ups run together in this process on its one database.
 */
import { count, sql } from 'drizzle-orm';
import { KNOWN_MIGRATIONS, appliedMigrations, connectDatabase, rowsOf } from '../../server/db/client.ts';
import type { ManagedDatabase } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { users } from '../../server/db/schema/index.ts';
import { emptyDatabase } from './helpers/testApp.ts';
import type { EmptyDatabase } from './helpers/testApp.ts';

let empty: EmptyDatabase;
const otherServers: ManagedDatabase[] = [];

beforeAll(async () => {
  empty = await emptyDatabase();
});
afterAll(async () => {
  await Promise.all(otherServers.map((database) => database.close()));
  await empty.drop();
});

const onPostgres = process.env.TEST_DATABASE_URL !== undefined;

describe(onPostgres ? 'three servers starting together on one empty PostgreSQL' : 'three start-ups together in one process on one empty PGlite', () => {
  it('applies the migrations once and adds one copy of the demo data', async () => {
    const { url } = empty;
    if (url) otherServers.push(...(await Promise.all([1, 2].map(() => connectDatabase({ kind: 'postgres', url })))));
    const servers = url ? [empty.database, ...otherServers] : [empty.database, empty.database, empty.database];
    expect(empty.database.engine).toBe(onPostgres ? 'postgres' : 'pglite');

    const results = await Promise.all(servers.map((database) => prepareDatabase(database, { seedOnEmpty: true })));

    const seeded = results.filter((result) => result.seeded);
    expect(seeded).toHaveLength(1);
    const { db } = empty.database;
    expect(await appliedMigrations(db)).toBe(KNOWN_MIGRATIONS);
    const hashes = rowsOf<{ distinct: number }>(await db.execute(sql`select count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`));
    expect(hashes[0]?.distinct).toBe(KNOWN_MIGRATIONS);
    const [people] = await db.select({ value: count() }).from(users);
    expect(seeded[0]?.seeded && seeded[0].counts.users).toBe(people?.value);
  }, 120_000);

  it('leaves a prepared database as it is on the next start', async () => {
    expect(await prepareDatabase(empty.database, { seedOnEmpty: true })).toEqual({ seeded: false });
    expect(await appliedMigrations(empty.database.db)).toBe(KNOWN_MIGRATIONS);
  });
});
