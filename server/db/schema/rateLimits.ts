/**
 * The rate limits' counters when the servers share a PostgreSQL server (server/rateLimitStore.ts):
 * one row per client key, its window starting at the key's first request (as the plugin's memory
 * store counts), counted up by one atomic upsert per request, so every server counts against the
 * same number. Rows past `expires_at` are deleted now and then.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

export const rateLimits = pgTable(
  'rate_limits',
  {
    /** The route and the client address, e.g. `POST /api/auth|203.0.113.5`. */
    key: text('key').primaryKey(),
    /** Start of the window (the database's clock, so all servers agree on it). */
    windowStart: instant('window_start').notNull(),
    expiresAt: instant('expires_at').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [index('rate_limits_expires_at_idx').on(table.expiresAt)],
);
