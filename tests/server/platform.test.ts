/** The platform around every operation: roles, 404s, 500s, the page fallback, headers, limits. */
import { gunzipSync } from 'node:zlib';
import { BODY_LIMIT_BYTES, RATE_LIMIT_POLICIES } from '../../server/app.ts';
import { handlers } from '../../server/areas/index.ts';
import { loadContract } from '../../server/contract.ts';
import { createAccount } from './helpers/accounts.ts';
import type { Account } from './helpers/accounts.ts';
import { startTestApp } from './helpers/testApp.ts';
import type { TestApp } from './helpers/testApp.ts';

let server: TestApp;
let user: Account;
let agency: Account;
let vendor: Account;
beforeAll(async () => {
  server = await startTestApp();
  [user, agency, vendor] = await Promise.all([
    createAccount(server, 'user'),
    createAccount(server, 'agency'),
    createAccount(server, 'vendor'),
  ]);
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

describe('roles of product §6, enforced from the contract', () => {
  const restricted = loadContract().operations.filter((operation) => operation.roles);
  const accountOf = (type: string) => ({ user, agency, vendor })[type as 'user' | 'agency' | 'vendor'];
  const path = (url: string) => url.replace(/:id\b/g, '1');

  it('restricts some operations to some user types', () => {
    expect(restricted.length).toBeGreaterThan(20);
  });

  it.each(restricted.map((operation) => [operation.operationId, operation] as const))(
    '%s: 401 without a token, 403 for a type outside its roles',
    async (_id, operation) => {
      const url = path(operation.url);
      const anonymous = await server.inject({ method: operation.method, url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Моля, влезте в профила си.' });
      for (const type of ['user', 'agency', 'vendor'].filter((candidate) => !operation.roles!.includes(candidate as never))) {
        const denied = await server.inject({ method: operation.method, url, headers: { cookie: accountOf(type).cookie } });
        expect(denied.statusCode).toBe(403);
        expect(denied.json()).toEqual({ message: 'Нямате достъп до това действие.' });
      }
    },
  );

  it('lets an allowed type through to the operation', async () => {
    // Every restricted read without path parameters, called by each type it allows, reaches its handler.
    const reads = restricted.filter((operation) => operation.method === 'GET' && !operation.url.includes(':'));
    expect(reads.length).toBeGreaterThan(0);
    for (const operation of reads) {
      for (const type of operation.roles!) {
        const response = await server.inject({ method: 'GET', url: operation.url, headers: { cookie: accountOf(type).cookie } });
        expect({ operation: operation.operationId, type, status: response.statusCode }).toEqual({ operation: operation.operationId, type, status: 200 });
      }
    }
  });

  it('validates a query before its handler runs: bad input is a 422 naming the parameter', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/property?limit=500' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property: 'limit', message: 'Стойността е твърде голяма.' }]);
  });
});

describe('unknown paths and the browser app', () => {
  it('answers an unknown /api path with 404 JSON', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it.each([
    ['/', 200],
    ['/imoti', 200],
    ['/properties', 200],
    ['/profile/settings', 200],
    // No such property, no such page: the app's page shows its not-found, with the status.
    ['/property/12', 404],
    ['/any/other/page', 404],
  ])(
    'serves the page for the client path %s with the translations inlined (status %s)',
    async (url, status) => {
      const response = await server.inject({ method: 'GET', url, headers: { host: 'domovik.bg' } });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<html lang="bg"');
      const data = /<script id="preloaded-translations" type="application\/json">(.*?)<\/script>/.exec(response.body);
      expect(JSON.parse(data![1]!).translations['wrong-username-or-password']).toBe('Грешно потребителско име или парола');
    },
  );

  it('starts in English on any host other than the Bulgarian one', async () => {
    const response = await server.inject({ method: 'GET', url: '/', headers: { host: 'domovik.example.com' } });
    expect(response.body).toContain('<html lang="en"');
    expect(response.body).toContain('The server and the API are running.');
  });

  it('answers a missing file with 404, not with the page', async () => {
    expect((await server.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: '/missing.png?v=2' })).statusCode).toBe(404);
  });

  it('answers the page for an address whose query holds a dot, as a sorted list\'s does', async () => {
    const response = await server.inject({ method: 'GET', url: '/imoti?sort=price.DESC' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('headers, compression and limits', () => {
  it('sends security headers with a Content-Security-Policy', async () => {
    const response = await server.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('forbids storing any answer that depends on who asks (Cache-Control: no-store)', async () => {
    const signedIn = await server.inject({ method: 'GET', url: '/api/user', headers: { cookie: user.cookie } });
    expect(signedIn.statusCode).toBe(200);
    const visitor = await server.inject({ method: 'GET', url: '/api/user' });
    expect(visitor.statusCode).toBe(204);
    const publicToSignedIn = await server.inject({ method: 'GET', url: `/api/user/${user.id}`, headers: { cookie: user.cookie } });
    for (const response of [signedIn, visitor, publicToSignedIn]) expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves a public read of an anonymous caller cacheable', async () => {
    const response = await server.inject({ method: 'GET', url: `/api/user/${user.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('compresses large answers', async () => {
    const response = await server.inject({
      method: 'GET',
      url: '/api/localization/translation/bg',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('compresses the page, whose translations make it large', async () => {
    const response = await server.inject({ method: 'GET', url: '/imoti', headers: { host: 'domovik.bg', 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toContain('<html lang="bg"');
  });

  it('refuses a body over the limit with 413 and the error body, writing nothing', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/user',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES), phone: '0888123456', email: 'big@example.bg', password: 'secret1' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'What you sent is too large.' });
  });

  it('rate-limits the strict operations per client with 429 and the error body', async () => {
    const { max } = RATE_LIMIT_POLICIES.strict!;
    const attempt = () =>
      server.inject({
        method: 'POST',
        url: '/api/user/forgotten-password/request',
        remoteAddress: '10.9.8.7',
        payload: { email: 'limit@example.bg' },
      });
    for (let index = 0; index < max; index += 1) expect((await attempt()).statusCode).toBe(204);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Твърде много опити. Опитайте отново след малко.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('translations', () => {
  it.each([
    ['bg', 'Грешно потребителско име или парола'],
    ['en', 'Wrong username or password'],
    ['debug', 'wrong-username-or-password'],
  ])('serves the %s messages', async (locale, text) => {
    const response = await server.inject({ method: 'GET', url: `/api/localization/translation/${locale}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().translations['wrong-username-or-password']).toBe(text);
  });

  it('answers an unknown locale with 404: the path names nothing', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/localization/translation/de', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});

describe('a failing handler', () => {
  it('answers 500 with the translated error body and hides the cause', async () => {
    const failing = await startTestApp({
      handlers: {
        ...handlers,
        getUser: async () => {
          throw new Error('connect ECONNREFUSED 10.0.0.5:5432 (db-internal)');
        },
      },
    });
    try {
      const response = await failing.inject({ method: 'GET', url: '/api/user/1', headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'A server error occurred. Please try again later.' });
      expect(response.body).not.toContain('db-internal');
    } finally {
      await failing.close();
    }
  });
});
