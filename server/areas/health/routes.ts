/**
 * The health area's handlers (contract tag health, outside /api): liveness answers whenever the
 * process does; readiness runs app.readinessChecks and answers 503 naming each that fails.
 * Neither is cached, signed in or rate-limited.
 */
import { HttpError } from '../../errors.ts';
import type { AreaHandlers } from '../../handler.ts';
import { failedChecks } from './readiness.ts';

export const healthHandlers = {
  async getLiveness(_request, reply) {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' as const };
  },

  async getReadiness(request, reply) {
    reply.header('Cache-Control', 'no-store');
    const failed = await failedChecks(request.server);
    if (failed.length > 0) {
      throw new HttpError(503, 'health-error-not-ready', failed.map((property) => ({ property, key: 'health-error-check-failed' })));
    }
    return { status: 'ok' as const };
  },
} satisfies AreaHandlers;
