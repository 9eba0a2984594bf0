/**
 * What a careless client or an attacker sends, and what every operation answers
 * (docs/decisions/0008-hostile-input.md): ids out of range, the error body every time.
 */
import { createAccount } from './helpers/accounts.ts';
import type { Account } from './helpers/accounts.ts';
import { startTestApp } from './helpers/testApp.ts';
import type { TestApp } from './helpers/testApp.ts';

let server: TestApp;
let user: Account;
beforeAll(async () => {
  server = await startTestApp();
  user = await createAccount(server, 'user');
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

const en = { 'accept-language': 'en' };

/** A valid order body (createOrder) with `changes` merged into its first line. */
const order = (line: Record<string, unknown> = {}) => ({
  items: [{ productId: 1, quantity: 1, ...line }],
  contact: { name: 'Мария Иванова', phone: '0888123456', email: 'maria@example.bg' },
  address: { cityId: 1, street: 'ул. Шипка 12' },
});

describe('ids are decimal integers from 1 to 2147483647', () => {
  it.each(['2147483648', '99999999999', '1e308', 'Infinity', '-1', '0', '1.5', '+1', '%201', '1%20'])(
    'answers the path id %s with 404 and the error body',
    async (id) => {
      const response = await server.inject({ method: 'GET', url: `/api/user/${id}`, headers: en });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    },
  );

  it('reads a path id as decimal only (no hex, no exponent)', async () => {
    expect((await server.inject({ method: 'GET', url: `/api/user/${user.id}` })).statusCode).toBe(200);
    for (const spelling of [`0x${user.id.toString(16)}`, `${user.id}e0`, `0${user.id}.0`]) {
      expect((await server.inject({ method: 'GET', url: `/api/user/${spelling}` })).statusCode).toBe(404);
    }
  });

  it.each([
    ['above the range', 'cityId=2147483648'],
    ['far above the range', 'cityId=99999999999'],
    ['in hex', 'cityId=0x10'],
    ['with an exponent', 'cityId=1e3'],
    ['infinite', 'cityId=Infinity'],
  ])('answers a query id %s with 422 on that parameter', async (_case, query) => {
    const response = await server.inject({ method: 'GET', url: `/api/property?${query}`, headers: en });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property: 'cityId', message: expect.any(String) }] });
  });

  it('bounds every other integer of a query too (an offset past the range is a 422)', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/property?offset=99999999999' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property: 'offset', message: 'Стойността е твърде голяма.' }]);
  });

  it.each([
    ['above the range', { productId: 2147483648 }, 'items.0.productId'],
    ['far above the range', { productId: 1e308 }, 'items.0.productId'],
    ['of the vendor, above the range', { vendorId: 2 ** 40 }, 'items.0.vendorId'],
  ])('answers a body id %s with 422 on that property', async (_case, line, property) => {
    const response = await server.inject({ method: 'POST', url: '/api/order', headers: en, payload: order(line) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property, message: 'The value is too large.' }] });
  });

  it('refuses a number JSON cannot hold (1e400 reads as Infinity) as the wrong type', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/order',
      headers: { ...en, 'content-type': 'application/json' },
      payload: JSON.stringify(order()).replace('"quantity":1', '"quantity":1e400'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property: 'items.0.quantity', message: 'The value has the wrong type.' }]);
  });
});
