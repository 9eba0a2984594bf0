/**
 * The rate limits (docs/decisions/0025-many-servers.md): counted per client address and route
 * across every server on one PostgreSQL (in memory on PGlite's one process), the address taken
 * from X-Forwarded-For only as far as TRUST_PROXY says, and the generous `normal` policy on
 * every operation that changes something.
 */
import rateLimit from '@fastify/rate-limit';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, RATE_LIMIT_POLICIES } from '../../server/app.ts';
import { loadContract } from '../../server/contract.ts';
import type { Db } from '../../server/db/client.ts';
import { rateLimits } from '../../server/db/schema/index.ts';
import { countRequest, postgresRateLimitStore, sweepRateLimits } from '../../server/rateLimitStore.ts';
import { startTestApp } from './helpers/testApp.ts';
import type { TestApp } from './helpers/testApp.ts';

const strict = RATE_LIMIT_POLICIES.strict!;
const normal = RATE_LIMIT_POLICIES.normal!;
const TOO_MANY = { message: 'Too many attempts. Try again in a moment.' };

const wrongPassword = (remoteAddress: string, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/api/auth',
  remoteAddress,
  headers: { 'accept-language': 'en', ...headers },
  payload: { email: 'nobody@example.bg', password: 'wrong-password' },
});

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
});

it('lists 429 for every operation with a rate-limit policy, and gives one to every operation that changes something but two', () => {
  const { operations } = loadContract();
  for (const operation of operations.filter((item) => item.rateLimit)) {
    expect([operation.operationId, RATE_LIMIT_POLICIES[operation.rateLimit!] !== undefined, '429' in operation.schema.response]).toEqual([
      operation.operationId,
      true,
      true,
    ]);
  }
  const unlimited = operations.filter((item) => item.method !== 'GET' && !item.rateLimit).map((item) => item.operationId);
  expect(unlimited.sort()).toEqual(['paymentWebhook', 'searchProducts']);
});

it('counts wrong passwords through every server on the database together: the strict limit holds as on one server', async () => {
  // On PostgreSQL a second server shares the database (as a second process would); PGlite is one process.
  const second = server.engine === 'postgres' ? await buildApp({ config: server.config, database: server.database }) : undefined;
  const servers: Pick<FastifyInstance, 'inject'>[] = second ? [server.app, second] : [server.app];
  try {
    for (let index = 0; index < strict.max; index += 1) {
      expect((await servers[index % servers.length]!.inject(wrongPassword('198.51.100.1'))).statusCode).toBe(401);
    }
    for (const each of servers) {
      const limited = await each.inject(wrongPassword('198.51.100.1'));
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(TOO_MANY);
    }
    // Another client is not affected.
    expect((await servers[servers.length - 1]!.inject(wrongPassword('198.51.100.2'))).statusCode).toBe(401);
  } finally {
    await second?.close();
  }
});

it('ignores X-Forwarded-For from a client when no proxy is trusted: a spoofed address does not reset the count', async () => {
  for (let index = 0; index < strict.max; index += 1) {
    const response = await server.inject(wrongPassword('198.51.100.3', { 'x-forwarded-for': `203.0.113.${index + 1}` }));
    expect(response.statusCode).toBe(401);
  }
  expect((await server.inject(wrongPassword('198.51.100.3', { 'x-forwarded-for': '203.0.113.99' }))).statusCode).toBe(429);
});

it('counts the address the trusted proxy saw, whatever the client put before it, and only from that proxy', async () => {
  const proxied = await startTestApp({ env: { TRUST_PROXY: '10.0.0.0/24' } });
  try {
    const through = (forwarded: string) => proxied.inject(wrongPassword('10.0.0.2', { 'x-forwarded-for': forwarded }));
    for (let index = 0; index < strict.max; index += 1) {
      // The client's own entry comes first; the proxy appends the address it saw.
      expect((await through(`192.0.2.${index + 1}, 203.0.113.5`)).statusCode).toBe(401);
    }
    expect((await through('203.0.113.5')).statusCode).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await through('203.0.113.6')).statusCode).toBe(401);
    // A client that connects directly, outside the trusted range, is counted by its own address.
    for (let index = 0; index < strict.max; index += 1) {
      expect((await proxied.inject(wrongPassword('198.51.100.5', { 'x-forwarded-for': `203.0.113.${index + 7}` }))).statusCode).toBe(401);
    }
    expect((await proxied.inject(wrongPassword('198.51.100.5'))).statusCode).toBe(429);
  } finally {
    await proxied.close();
  }
});

it('answers 429 with the error body once the normal limit of an operation that changes something is used up', async () => {
  const logout = { method: 'POST', url: '/api/auth/logout', remoteAddress: '198.51.100.4', headers: { 'accept-language': 'en' } } as const;
  for (let index = 0; index < normal.max; index += 1) expect((await server.inject(logout)).statusCode).toBe(204);
  const limited = await server.inject(logout);
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual(TOO_MANY);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(server.contractViolations).toEqual([]);
});

describe('the PostgreSQL store', () => {
  it('counts a key up within its window, answers what is left of it, and starts a new window once it is over', async () => {
    const first = await countRequest(server.db, 'POST /api/test|192.0.2.1', 60_000);
    const second = await countRequest(server.db, 'POST /api/test|192.0.2.1', 60_000);
    const other = await countRequest(server.db, 'POST /api/test|192.0.2.2', 60_000);
    expect([first.current, second.current, other.current]).toEqual([1, 2, 1]);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    await server.db.update(rateLimits).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(rateLimits.key, 'POST /api/test|192.0.2.1'));
    expect((await countRequest(server.db, 'POST /api/test|192.0.2.1', 60_000)).current).toBe(1);
  });

  it('deletes the windows that are over and keeps the others', async () => {
    const now = Date.now();
    await server.db.insert(rateLimits).values([
      { key: 'sweep|over', windowStart: new Date(now - 120_000), expiresAt: new Date(now - 60_000), count: 3 },
      { key: 'sweep|live', windowStart: new Date(now - 1_000), expiresAt: new Date(now + 59_000), count: 1 },
    ]);
    await sweepRateLimits(server.db);
    const keys = (await server.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('sweep|live');
    expect(keys).not.toContain('sweep|over');
  });

  it('refuses a strict operation and lets a normal one through when the database fails', async () => {
    const failing = { execute: () => Promise.reject(new Error('connect ECONNREFUSED')) } as unknown as Db;
    const app = Fastify();
    const errors: unknown[] = [];
    await app.register(rateLimit, { global: false, store: postgresRateLimitStore(failing, { ...app.log, error: (entry: unknown) => errors.push(entry) } as never) });
    app.post('/strict', { config: { rateLimit: strict } }, async () => 'counted');
    app.post('/normal', { config: { rateLimit: normal } }, async () => 'counted');
    try {
      expect((await app.inject({ method: 'POST', url: '/strict' })).statusCode).toBe(500);
      const passed = await app.inject({ method: 'POST', url: '/normal' });
      expect([passed.statusCode, passed.body]).toEqual([200, 'counted']);
      expect(errors).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
