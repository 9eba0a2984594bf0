/**
 * What a server does with its database before it serves: apply the migrations, then fill an
 * empty database with the demo data (when SEED_ON_EMPTY allows), both under the start-up lock
 * (ManagedDatabase.exclusively). When several servers start together on an empty PostgreSQL, one
 * migrates and seeds while the others wait, then find the schema and the data in place.
 */
import type { Config } from '../config.ts';
import type { ManagedDatabase } from './client.ts';
import { isDatabaseEmpty, seedDatabase } from './seed/index.ts';
import type { SeedResult } from './seed/index.ts';

export function prepareDatabase(database: ManagedDatabase, config: Pick<Config, 'seedOnEmpty'>): Promise<SeedResult> {
  return database.exclusively(async () => {
    await database.migrate();
    if (!config.seedOnEmpty || !(await isDatabaseEmpty(database.db))) return { seeded: false };
    return seedDatabase(database.db);
  });
}
