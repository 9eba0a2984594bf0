/** The signed-in user's profile, settings and counts; public user pages. */
import { createAccount } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

describe('GET /api/user', () => {
  it('shows the agency or vendor a user manages, in the request language', async () => {
    const agency = await createAccount(server, 'agency');
    const response = await server.inject({ method: 'GET', url: '/api/user', headers: { cookie: agency.cookie, 'accept-language': 'en' } });
    expect(response.json()).toMatchObject({ type: 'agency', agency: { name: 'Test Homes' }, vendor: null });
    const vendor = await createAccount(server, 'vendor');
    const bg = await server.inject({ method: 'GET', url: '/api/user', headers: { cookie: vendor.cookie } });
    expect(bg.json()).toMatchObject({ type: 'vendor', vendor: { name: 'Тест Мебели' }, agency: null });
  });
});

describe('POST /api/user/me', () => {
  it('changes only the fields sent', async () => {
    const account = await createAccount(server, 'user');
    const response = await server.inject({
      method: 'POST',
      url: '/api/user/me',
      headers: { cookie: account.cookie },
      payload: { name: '  Петър Петров  ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Петър Петров', phone: '0888123456' });
  });

  it.each([
    ['an empty body', {}, '(body)'],
    ['only the current password, which changes nothing', { currentPassword: 'а' }, '(body)'],
    ['an unknown field', { credits: 1000 }, 'credits'],
    ['a too-short name', { name: 'A' }, 'name'],
  ])('rejects %s and keeps what was saved', async (_case, payload, property) => {
    const account = await createAccount(server, 'user');
    const response = await server.inject({ method: 'POST', url: '/api/user/me', headers: { cookie: account.cookie }, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((error: { property: string }) => error.property)).toContain(property);
    const me = await server.inject({ method: 'GET', url: '/api/user', headers: { cookie: account.cookie } });
    expect(me.json()).toMatchObject({ credits: 0, name: expect.stringMatching(/^Тест user/) });
  });

  it('needs sign-in', async () => {
    expect((await server.inject({ method: 'POST', url: '/api/user/me', payload: { name: 'Хакер' } })).statusCode).toBe(401);
  });
});

describe('GET /api/user/{id}', () => {
  it('shows the public profile without contact details', async () => {
    const account = await createAccount(server, 'user', { signIn: false });
    const response = await server.inject({ method: 'GET', url: `/api/user/${account.id}` });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['createdAt', 'id', 'name', 'type']);
  });

  it('answers 404 for an unknown user and for an id that is no id', async () => {
    expect((await server.inject({ method: 'GET', url: '/api/user/999999' })).statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: '/api/user/abc' })).statusCode).toBe(404);
  });
});

describe('GET /api/stats/user', () => {
  it.each([
    ['user', { properties: 0, activeProperties: 0, viewingRequests: 0, products: null, orders: 0, tenantOffers: 0, vendor: null }],
    ['agency', { properties: 0, activeProperties: 0, viewingRequests: 0, products: null, orders: null, tenantOffers: null, vendor: null }],
    // The vendor's figures themselves: tests/server/areas/vendor/vendorStats.test.ts.
    [
      'vendor',
      {
        properties: null,
        activeProperties: null,
        viewingRequests: null,
        products: 0,
        orders: 0,
        tenantOffers: null,
        vendor: { ordersByStatus: expect.any(Array), revenueByMonth: expect.any(Array), topProducts: [] },
      },
    ],
  ] as const)('answers the counts that apply to a %s', async (type, expected) => {
    const account = await createAccount(server, type);
    const response = await server.inject({ method: 'GET', url: '/api/stats/user', headers: { cookie: account.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...expected, credits: 0 });
  });
});
