/**
 * The health checks a load balancer asks (GET /health/live and /health/ready, outside /api):
 * never cached; ready answers 200 while the database answers and is migrated and every check
 * the app carries passes, else 503 with the error body naming each check that fails. The
 * shutdown's 503 is in tests/server/shutdown.test.ts (it needs a real process and SIGTERM).
 */
import { buildApp } from '../../../../server/app.ts';
import { connectDatabase } from '../../../../server/db/client.ts';
import { READINESS_CHECK_TIMEOUT_MS } from '../../../../server/areas/health/readiness.ts';
import { emptyDatabase, freshDatabase, startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';

let server: TestApp;
/** How many checks the app carries of its own (a test adds one and takes it away after). */
let ownChecks: number;
beforeAll(async () => {
  server = await startTestApp();
  ownChecks = server.app.readinessChecks.length;
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});
afterEach(() => {
  server.app.readinessChecks.splice(ownChecks);
});

const ready = (app = server.app) => app.inject({ method: 'GET', url: '/health/ready', headers: { 'accept-language': 'en' } });

describe('GET /health/live', () => {
  it('answers 200, not cached, outside /api', async () => {
    const response = await server.inject({ method: 'GET', url: '/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await server.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(404);
  });
});

describe('GET /health/ready', () => {
  it('answers 200, not cached, while the database answers and has every migration', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(server.app.readinessChecks.map((check) => check.name)).toEqual(['storage', 'database', 'migrations']);
  });

  it('answers 503 naming a check the app carries that fails, and 200 again once it passes', async () => {
    let storageUp = false;
    server.app.readinessChecks.push({
      name: 'storage',
      check: async () => {
        if (!storageUp) throw new Error('bucket not reachable');
      },
    });
    const response = await ready();
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ message: 'The server is not ready to take requests.', errors: [{ property: 'storage', message: 'Not ready.' }] });
    // No internals in the answer.
    expect(response.body).not.toContain('bucket');

    storageUp = true;
    expect((await ready()).statusCode).toBe(200);
  });

  it('counts a check that does not answer in time as failed', async () => {
    server.app.readinessChecks.push({ name: 'storage', check: () => new Promise(() => {}) });
    const started = Date.now();
    const response = await ready();
    expect(response.statusCode).toBe(503);
    expect(response.json().errors).toEqual([{ property: 'storage', message: 'Not ready.' }]);
    expect(Date.now() - started).toBeLessThan(READINESS_CHECK_TIMEOUT_MS + 1500);
  });

  it('answers 503 naming the migrations while the database has not applied them, 200 once it has', async () => {
    const empty = await emptyDatabase();
    const app = await buildApp({ config: server.config, database: empty.database });
    try {
      const response = await ready(app);
      expect(response.statusCode).toBe(503);
      expect(response.json().errors).toEqual([{ property: 'migrations', message: 'Not ready.' }]);
      await empty.database.migrate();
      expect((await ready(app)).statusCode).toBe(200);
    } finally {
      await app.close();
      await empty.drop();
    }
  });

  it('answers 503 naming the database (and so its migrations) once the database is closed', async () => {
    const fresh = await freshDatabase();
    // On PostgreSQL a server's own pool closes (the test's database stays to be dropped).
    const own = fresh.url ? await connectDatabase({ kind: 'postgres', url: fresh.url }) : fresh.database;
    const app = await buildApp({ config: server.config, database: own });
    try {
      expect((await ready(app)).statusCode).toBe(200);
      await own.close();
      const response = await ready(app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'The server is not ready to take requests.',
        errors: [
          { property: 'database', message: 'Not ready.' },
          { property: 'migrations', message: 'Not ready.' },
        ],
      });
    } finally {
      await app.close();
      if (fresh.url) await fresh.drop();
    }
  });
});
