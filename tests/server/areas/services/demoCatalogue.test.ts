/**
 * The demo catalogue (server/db/seed) as a visitor meets it: each catalogue answers groups with
 * descriptions in both languages, and every service can be ordered on its own at its smallest
 * and largest amount, its severity levels and months included, priced as the domain prices it.
 */
import { eq } from 'drizzle-orm';
import { CLEANING_SEVERITY_LEVELS, addDays, lineCost, serviceToday } from '../../../../domain/index.ts';
import type { CleaningType } from '../../../../domain/index.ts';
import { cities } from '../../../../server/db/schema/index.ts';
import { seedDatabase } from '../../../../server/db/seed/index.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';

let server: TestApp;
let sofia: number;

beforeAll(async () => {
  server = await startTestApp();
  await seedDatabase(server.db);
  [{ id: sofia }] = (await server.db.select({ id: cities.id }).from(cities).where(eq(cities.key, 'sofia'))) as [{ id: number }];
}, 60_000);

afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

interface Service {
  serviceKey: string;
  name: string;
  price: number;
  type: string;
  minAmount: number;
  maxAmount: number;
  severity: number | null;
  months: number | null;
}

async function catalogue(type: CleaningType, language: string): Promise<{ name: string; description: string | null; items: Service[] }[]> {
  const response = await server.inject({ method: 'GET', url: `/api/cleaning/one-time/services?cleaningType=${type}`, headers: { 'accept-language': language } });
  return response.json();
}

let clients = 0;

function orderAlone(type: CleaningType, line: object) {
  clients += 1;
  return server.inject({
    method: 'POST',
    url: type === 'deep' ? '/api/cleaning/deep/order' : '/api/cleaning/one-time/order',
    remoteAddress: `10.8.${Math.floor(clients / 250)}.${(clients % 250) + 1}`,
    payload: {
      services: [line],
      contact: { name: 'Мария Иванова', phone: '0888123456', email: 'maria@example.bg' },
      address: { cityId: sofia, street: 'ул. Шипка 3' },
      ...(type === 'moving' ? { destinationAddress: { cityId: sofia, street: 'ж.к. Младост 1, бл. 24' } } : {}),
      date: addDays(serviceToday(new Date()), 7),
      timeSlot: '11-14',
    },
  });
}

describe.each(['one-time', 'deep', 'moving'] as const)('the %s demo catalogue', (type) => {
  it('has described groups in both languages', async () => {
    const [bg, en] = [await catalogue(type, 'bg'), await catalogue(type, 'en')];
    expect(bg.length).toBeGreaterThanOrEqual(2);
    expect(en.map((group) => group.items.map((item) => item.serviceKey))).toEqual(bg.map((group) => group.items.map((item) => item.serviceKey)));
    for (const group of bg) expect(group.description).toMatch(/[\u0400-\u04FF]/);
    for (const group of en) expect(group.description).toMatch(/^[^\u0400-\u04FF]+$/);
  });

  it('orders every service alone at its smallest and largest amount, each severity level and the most months', async () => {
    for (const service of (await catalogue(type, 'bg')).flatMap((group) => group.items)) {
      const levels = service.severity === null ? [undefined] : CLEANING_SEVERITY_LEVELS;
      for (const amount of [service.minAmount, service.maxAmount]) {
        for (const severity of levels) {
          const months = service.months === null ? undefined : 12;
          const response = await orderAlone(type, { serviceKey: service.serviceKey, amount, severity, months });
          expect({ service: service.serviceKey, status: response.statusCode }).toEqual({ service: service.serviceKey, status: 201 });
          expect(response.json().totalPrice).toBe(lineCost(service.price, amount, months, severity ?? service.severity ?? undefined));
        }
      }
    }
  }, 60_000);
});
