/**
 * The premium band of the property search: many premium matches no longer fill the first pages
 * whatever the sort; each page is in the order asked and carries a band of at most
 * PROPERTY_PREMIUM_BAND_SIZE premium matches, the next ones on each page.
 */
import { PROPERTY_PREMIUM_BAND_SIZE } from '../../../../domain/index.ts';
import { createAccount } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createPlaces, insertProperty } from './fixtures.ts';

let server: TestApp;
const premiumIds: number[] = [];
const plainIds: number[] = [];
let cheapest: number;
let dearPremiumHouse: number;

beforeAll(async () => {
  server = await startTestApp();
  const places = await createPlaces(server);
  const owner = await createAccount(server, 'user', { signIn: false });
  const premiumUntil = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  // 18 premium flats (as in the issue), dearer than the plain ones, and 6 plain ones.
  for (let index = 0; index < 18; index += 1) {
    premiumIds.push(await insertProperty(server, owner.id, places.lozenets, { price: 100_000 + index * 1000, premiumUntil }));
  }
  dearPremiumHouse = await insertProperty(server, owner.id, places.chayka, { type: 'house', price: 300_000, premiumUntil });
  for (let index = 0; index < 6; index += 1) {
    plainIds.push(await insertProperty(server, owner.id, places.mladost, { price: 30_000 + index * 1000 }));
  }
  cheapest = plainIds[0]!;
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

interface Answer {
  items: { id: number; price: number; premium: boolean }[];
  premium: { id: number; price: number; premium: boolean }[];
  total: number;
}

async function search(query: string): Promise<Answer> {
  const response = await server.inject({ method: 'GET', url: `/api/property?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<Answer>();
}

describe('GET /api/property: the premium band', () => {
  it('sorts by price ascending: the cheapest comes first, whatever is premium', async () => {
    const page = await search('orderBy=price.ASC');
    expect(page.items[0]!.id).toBe(cheapest);
    const prices = page.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.items.slice(0, 6).map((item) => item.id)).toEqual(plainIds);
  });

  it('gives each page a band of at most the band size, premium matches in the order asked', async () => {
    const page = await search('orderBy=price.ASC');
    expect(page.premium).toHaveLength(PROPERTY_PREMIUM_BAND_SIZE);
    expect(page.premium.every((item) => item.premium)).toBe(true);
    expect(page.premium.map((item) => item.id)).toEqual(premiumIds.slice(0, PROPERTY_PREMIUM_BAND_SIZE));
    const dearFirst = await search('orderBy=price.DESC');
    expect(dearFirst.premium[0]!.id).toBe(dearPremiumHouse);
  });

  it('shows the next premium matches on each page, going round after the last', async () => {
    const seen: number[] = [];
    for (let pageIndex = 0; pageIndex < 7; pageIndex += 1) {
      const page = await search(`orderBy=price.ASC&limit=12&offset=${pageIndex * 12}`);
      expect(page.premium.length).toBeLessThanOrEqual(PROPERTY_PREMIUM_BAND_SIZE);
      seen.push(...page.premium.map((item) => item.id));
    }
    // 19 premium matches: pages 1-7 show 3, 3, 3, 3, 3, 3, 1 of them, each once.
    expect(seen).toEqual([...premiumIds, dearPremiumHouse]);
    const eighth = await search('orderBy=price.ASC&limit=12&offset=84');
    expect(eighth.premium.map((item) => item.id)).toEqual(premiumIds.slice(2, 5));
  });

  it('counts each match once: the pages hold the total, premium ones in their place', async () => {
    const first = await search('orderBy=price.ASC&limit=12');
    const second = await search('orderBy=price.ASC&limit=12&offset=12');
    const third = await search('orderBy=price.ASC&limit=12&offset=24');
    const listed = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(first.total).toBe(25);
    expect(new Set(listed).size).toBe(25);
    expect(listed).toEqual([...plainIds, ...premiumIds, dearPremiumHouse]);
  });

  it('applies the filters to the band', async () => {
    const houses = await search('type=house');
    expect(houses.premium.map((item) => item.id)).toEqual([dearPremiumHouse]);
    expect((await search('priceTo=50000')).premium).toEqual([]);
  });
});
