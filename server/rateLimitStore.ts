/**
 * A store for @fastify/rate-limit that keeps the counters in PostgreSQL (the `rate_limits`
 * table), so that every server on one database counts a client against the same number
 * (docs/decisions/0025-many-servers.md). Windows on the database's clock: each request is one
 * atomic upsert that answers the window's count and what is left of it.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, RouteOptions } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from './db/client.ts';
import { rowsOf } from './db/client.ts';

/** How often (at most) one server deletes the windows that are over. */
export const SWEEP_INTERVAL_MS = 60_000;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * What `child` really receives: the route's merged rate-limit options, the route under
 * `routeInfo` (the plugin's types name the route options themselves).
 */
interface ChildOptions {
  routeInfo?: Pick<RouteOptions, 'method' | 'url'>;
  skipOnError?: boolean;
}

/**
 * Counts one request of `key` in its window of `windowMs`, which starts at the key's first
 * request (no double burst across a clock-aligned edge): the window's count and its ms left.
 * Every SET reads the row as it was, so an expired window restarts at one in the same statement.
 */
export async function countRequest(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const window = sql`${windowMs}::integer * interval '1 millisecond'`;
  const result = await db.execute(sql`
    insert into rate_limits as r (key, window_start, expires_at, count)
    values (${key}, now(), now() + ${window}, 1)
    on conflict (key) do update set
      count = case when r.expires_at <= now() then 1 else r.count + 1 end,
      window_start = case when r.expires_at <= now() then now() else r.window_start end,
      expires_at = case when r.expires_at <= now() then now() + ${window} else r.expires_at end
    returning r.count as current, (extract(epoch from r.expires_at - now()) * 1000)::float8 as ttl`);
  const [row] = rowsOf<{ current: number; ttl: number }>(result);
  return { current: row!.current, ttl: Math.max(0, Math.round(row!.ttl)) };
}

/** Deletes the windows that are over (a range scan of the expires_at index). */
export async function sweepRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where expires_at <= now()`);
}

/** The store class @fastify/rate-limit instantiates (it takes a constructor), bound to a database. */
export function postgresRateLimitStore(db: Db, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  // Shared by the root store and its children: one sweep per server per interval.
  let lastSweep = Date.now();

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly route: string;
    private readonly skipOnError: boolean;

    constructor(options: ChildOptions = {}) {
      const route = options.routeInfo;
      // Each route counts on its own, as the plugin's memory store (one store per route) does.
      this.route = route ? `${[route.method].flat().join(',')} ${route.url}` : '';
      this.skipOnError = options.skipOnError ?? false;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      countRequest(db, `${this.route}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => {
          // A refused request is logged by the error handler; a let-through one only here.
          if (this.skipOnError) log.error({ err: error }, 'rate-limit store failed; the request was let through');
          callback(error as Error);
        },
      );
      if (Date.now() - lastSweep >= SWEEP_INTERVAL_MS) {
        lastSweep = Date.now();
        sweepRateLimits(db).catch((error: unknown) => log.warn({ err: error }, 'sweeping the rate-limit windows failed'));
      }
    }

    child(options: unknown): FastifyRateLimitStore {
      return new PostgresRateLimitStore(options as ChildOptions);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
