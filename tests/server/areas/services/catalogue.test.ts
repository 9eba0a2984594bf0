/**
 * GET /api/cleaning/one-time/services through the real server on a fresh database: each
 * catalogue in groups, in page order, in the request's language, with what the cleaning cart
 * needs of every service (unit, amount range, months, severity).
 */
import { createAccount } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createCatalogue } from './fixtures.ts';

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
  await createCatalogue(server);
});

afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

function catalogue(query = '', language = 'bg') {
  return server.inject({ method: 'GET', url: `/api/cleaning/one-time/services${query}`, headers: { 'accept-language': language } });
}

describe('GET /api/cleaning/one-time/services', () => {
  it('answers the one-time catalogue by default, in groups in page order, the subscription included', async () => {
    const response = await catalogue();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        name: 'Стаи',
        description: 'Описание: Стаи',
        items: [
          { serviceKey: 'room', name: 'Стая', price: 1_800, type: 'regular', unit: 'quantity', minAmount: 1, maxAmount: 20, severity: 1, months: null },
          { serviceKey: 'windows', name: 'Прозорци', price: 255, type: 'regular', unit: 'sqm', minAmount: 5, maxAmount: 150, severity: 1, months: null },
          { serviceKey: 'ironing', name: 'Гладене', price: 1_333, type: 'regular', unit: 'hours', minAmount: 1, maxAmount: 12, severity: null, months: null },
        ],
      },
      {
        name: 'Абонамент',
        description: 'Описание: Абонамент',
        items: [
          { serviceKey: 'weekly', name: 'Всяка седмица', price: 15_000, type: 'subscription', unit: 'quantity', minAmount: 1, maxAmount: 1, severity: null, months: 3 },
        ],
      },
    ]);
  });

  it('answers the deep and the moving catalogues, the moving transport included, in English when asked', async () => {
    const deep = await catalogue('?cleaningType=deep', 'en');
    expect(deep.json().map((group: { name: string }) => group.name)).toEqual(['Deep']);
    const moving = await catalogue('?cleaningType=moving', 'en');
    expect(moving.json()).toEqual([
      {
        name: 'Movers',
        description: 'About: Movers',
        items: [
          expect.objectContaining({ serviceKey: 'movers', name: 'Mover', type: 'moving', unit: 'hours', minAmount: 2 }),
          expect.objectContaining({ serviceKey: 'boxes', name: 'Box', type: 'moving', minAmount: 10, maxAmount: 200 }),
        ],
      },
      { name: 'Transport', description: 'About: Transport', items: [expect.objectContaining({ serviceKey: 'van', type: 'moving-transport' })] },
    ]);
  });

  it('is the same for anyone: a signed-in vendor gets the catalogue a visitor gets', async () => {
    const vendor = await createAccount(server, 'vendor');
    const anonymous = await catalogue('?cleaningType=deep');
    const signedIn = await server.inject({
      method: 'GET',
      url: '/api/cleaning/one-time/services?cleaningType=deep',
      headers: { 'accept-language': 'bg', cookie: vendor.cookie },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(anonymous.json());
  });

  it('refuses an unknown cleaning type with the error body', async () => {
    const response = await catalogue('?cleaningType=windows');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property: 'cleaningType', message: expect.any(String) }] });
  });
});
