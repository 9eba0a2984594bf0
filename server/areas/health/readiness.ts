/**
 * What /health/ready checks (app.readinessChecks, declared in server/types.ts): the database
 * answers a query and has applied every migration this server knows; the services the app uses
 * add their own checks (e.g. storage). And the shutdown: from the first moment of app.close()
 * every request answers 503 with the error body (Fastify's own answer would not be one), so a
 * load balancer stops sending while the requests in flight finish.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { KNOWN_MIGRATIONS, appliedMigrations } from '../../db/client.ts';
import { serviceUnavailable } from '../../errors.ts';

/** How long one check may take before it counts as failed (a database that does not answer hangs). */
export const READINESS_CHECK_TIMEOUT_MS = 2000;

export const readiness = fp(
  async (app: FastifyInstance) => {
    app.readinessChecks.push(
      { name: 'database', check: async () => void (await app.db.execute(sql`select 1`)) },
      {
        name: 'migrations',
        async check() {
          // More than known: a newer server has migrated already (a rolling deploy).
          const applied = await appliedMigrations(app.db);
          if (applied < KNOWN_MIGRATIONS) throw new Error(`${applied} of ${KNOWN_MIGRATIONS} migrations applied`);
        },
      },
    );

    let stopping = false;
    // Fastify stops routing (return503OnClosing is off in app.ts) before the preClose hooks run.
    app.addHook('preClose', async () => {
      stopping = true;
    });
    app.addHook('onRequest', async () => {
      if (stopping) throw serviceUnavailable('health-error-shutting-down');
    });
  },
  { name: 'readiness' },
);

/** The names of the checks that fail (throw, or take longer than READINESS_CHECK_TIMEOUT_MS), logged with why. */
export async function failedChecks(app: FastifyInstance): Promise<string[]> {
  const outcomes = await Promise.allSettled(
    app.readinessChecks.map(({ check }) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${READINESS_CHECK_TIMEOUT_MS} ms`)), READINESS_CHECK_TIMEOUT_MS);
      });
      return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
    }),
  );
  return app.readinessChecks.flatMap(({ name }, index) => {
    const outcome = outcomes[index]!;
    if (outcome.status === 'fulfilled') return [];
    app.log.warn({ err: outcome.reason, check: name }, 'readiness check failed');
    return [name];
  });
}
