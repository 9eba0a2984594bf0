/**
 * Demo data: `npm run seed` and the first start on an empty database. Idempotent: a database
 * that already has users is left alone.
 *
 * Everything goes in one transaction, area by area (areas/) in dependency order, with multi-row
 * inserts of at most CHUNK_SIZE rows (areas/support.ts); `.returning()` maps each content key to
 * its generated id, and each area hands the id maps the later ones need back here. Content option
 * keys that differ from the contract's enums are mapped in areas/properties.ts. Every demo account
 * shares DEMO_PASSWORD, so it is hashed once.
 */
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../services/tokens.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { DEFAULT_SEED, DEMO_PASSWORD, buildSeedContent } from './content/index.ts';
import { seedAccounts } from './areas/accounts.ts';
import { seedLocations } from './areas/locations.ts';
import { seedAgenciesAndVendors } from './areas/agenciesAndVendors.ts';
import { seedProperties } from './areas/properties.ts';
import { seedShop } from './areas/shop.ts';
import { seedOrders } from './areas/orders.ts';
import { seedImports } from './areas/imports.ts';
import { seedViewings } from './areas/viewings.ts';
import { seedBlog } from './areas/blog.ts';
import { seedConversations } from './areas/conversations.ts';
import { seedFlatmates } from './areas/flatmates.ts';
import { seedCredits } from './areas/credits.ts';
import { seedServices } from './areas/services.ts';
import { seedNewsletter } from './areas/newsletter.ts';
import { seedSavedSearches } from './areas/savedSearches.ts';
import type { SeedCounts, SeedStep } from './areas/support.ts';

export { insertProducts } from './areas/shop.ts';
export { insertProperties } from './areas/properties.ts';
export type { SeedCounts } from './areas/support.ts';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(users);
  return Number(row?.value ?? 0) === 0;
}

export interface SeedOptions {
  /** Seed of the content generators (default DEFAULT_SEED): the same seed gives the same data. */
  seed?: number;
  /** The base date the content is dated from (default: now). */
  now?: Date;
}

export type SeedResult = { seeded: false } | { seeded: true; counts: SeedCounts };

/** Any value, so two processes seeding the same empty PostgreSQL database at once queue up. */
const SEED_LOCK_ID = 0x5eed_d0;

// ───────────────────────────────────────────────────────────── the loader

/**
 * Fills an empty database with the demo content. Returns `{ seeded: false }` and changes
 * nothing when the database already has users.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  if (!(await isDatabaseEmpty(db))) return { seeded: false };
  const now = options.now ?? new Date();
  const seed = options.seed ?? DEFAULT_SEED;
  const content = buildSeedContent(seed, now);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx): Promise<SeedResult> => {
    // Two processes starting on the same empty database: the second waits, then sees users.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ value: count() }).from(users);
    if (Number(existing?.value ?? 0) > 0) return { seeded: false };
    const counts: SeedCounts = {};
    const note = (table: string, rows: number) => {
      counts[table] = (counts[table] ?? 0) + rows;
    };
    await insertEverything({ tx, content, passwordHash, now, seed, note });
    return { seeded: true, counts };
  });
}

/** The areas in dependency order, each given the ids of the rows the earlier ones inserted. */
async function insertEverything(step: SeedStep): Promise<void> {
  const { userIds } = await seedAccounts(step);
  const { cityIds, districtIds, universityIds } = await seedLocations(step);
  const { vendorIds } = await seedAgenciesAndVendors(step, { userIds, cityIds });
  const { propertyIds } = await seedProperties(step, { userIds, districtIds });
  const { categoryIds, productIds } = await seedShop(step, { vendorIds });
  await seedOrders(step, { userIds, cityIds, vendorIds, productIds });
  await seedImports(step, { vendorIds, categoryIds });
  await seedViewings(step, { userIds, propertyIds });
  await seedBlog(step, { productIds });
  const { offerIds } = await seedFlatmates(step, { userIds, cityIds, districtIds, universityIds });
  await seedConversations(step);
  await seedCredits(step, { userIds, propertyIds, offerIds });
  await seedServices(step, { userIds, cityIds });
  await seedNewsletter(step);
  await seedSavedSearches(step, { userIds, cityIds, universityIds });
}
