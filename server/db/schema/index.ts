/**
 * The PostgreSQL schema of Domovik (Drizzle, pg-core): one file per area (docs/decisions/0006),
 * each with its tables, the value lists of its enums, its jsonb shapes and its row types;
 * columns.ts holds what several areas share. This file only re-exports them: the app, the seed
 * and the tests import the schema from here, drizzle-kit reads the whole folder.
 *
 * Conventions
 * - Ids: `integer generated always as identity`. Inserts never pass an id; use `.returning()`.
 * - Money: integer euro cents. Instants: `timestamp with time zone` (JS Date). Calendar days:
 *   `date` as 'YYYY-MM-DD' strings.
 * - Localized content is a jsonb `{ bg?, en? }` (see `Localized`): seeded reference data fills
 *   both, a row a user writes fills the author's language, and the API answers the request's
 *   language falling back to the other one.
 * - Every enum of the contract (openapi/openapi.yaml, docs/decisions/0003) is a text column with
 *   a CHECK constraint (`oneOf`); the value lists are exported so the server can reuse them, and
 *   tests/server/schema.test.ts compares them with the contract.
 * - Descending index columns are `DESC NULLS FIRST`, the order of a plain `ORDER BY x DESC`
 *   (Drizzle's `desc()`), so the planner can walk them; `.desc()` alone would write NULLS LAST.
 * - Soft deletes (`deleted_at`) for properties, products and flatmate offers; hard deletes of a
 *   parent cascade to the rows it owns (images, links, comments).
 * - A table that refers to another area's table imports it from that area's file (every area
 *   refers to `users`); the files never import each other in a circle.
 *
 * A change to a table needs a new migration: `npm run db:generate -- --name <what-changed>`.
 * Changing only a jsonb `$type` does not (the database column is the same).
 */
export { CONTENT_LOCALES } from './columns.ts';
export type { ContactDetails, ContentLocale, Localized, StoredAddress } from './columns.ts';
export * from './account.ts';
export * from './rentals.ts';
export * from './shop.ts';
export * from './roommates.ts';
export * from './services.ts';
export * from './blog.ts';
export * from './content.ts';
export * from './credits.ts';
export * from './jobs.ts';
export * from './savedSearches.ts';
export * from './move.ts';
export * from './rateLimits.ts';
export * from './conversations.ts';
