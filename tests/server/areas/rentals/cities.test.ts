/** GET /api/location/city through the real server on a fresh database: names, order, caching. */
import { cities, districts } from '../../../../server/db/schema/index.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
  const [varna, sofia] = await server.db
    .insert(cities)
    .values([
      { key: 'varna', name: { bg: 'Варна', en: 'Varna' }, sortOrder: 1 },
      { key: 'sofia', name: { bg: 'София', en: 'Sofia' }, sortOrder: 2 },
      { key: 'burgas', name: { bg: 'Бургас', en: 'Burgas' }, sortOrder: 3 },
      { key: 'ruse', name: { bg: 'Русе', en: 'Ruse' }, sortOrder: 4 },
    ])
    .returning({ id: cities.id });
  await server.db.insert(districts).values([
    { cityId: sofia!.id, key: 'sofia-mladost', name: { bg: 'Младост', en: 'Mladost' } },
    { cityId: sofia!.id, key: 'sofia-lozenets', name: { bg: 'Лозенец', en: 'Lozenets' } },
    { cityId: sofia!.id, key: 'sofia-center', name: { bg: 'Център', en: 'Centre' } },
    { cityId: varna!.id, key: 'varna-chayka', name: { bg: 'Чайка', en: 'Chayka' } },
  ]);
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe('GET /api/location/city', () => {
  it('answers every city with its districts, sorted by name in the request language', async () => {
    const bg = await server.inject({ method: 'GET', url: '/api/location/city', headers: { 'accept-language': 'bg' } });
    expect(bg.statusCode).toBe(200);
    expect(names(bg.json())).toEqual(['Бургас', 'Варна', 'Русе', 'София']);
    const sofia = bg.json().find((city: { name: string }) => city.name === 'София');
    expect(sofia).toEqual({
      id: expect.any(Number),
      name: 'София',
      districts: [
        { id: expect.any(Number), name: 'Лозенец' },
        { id: expect.any(Number), name: 'Младост' },
        { id: expect.any(Number), name: 'Център' },
      ],
    });
    const en = await server.inject({ method: 'GET', url: '/api/location/city', headers: { 'accept-language': 'en' } });
    expect(names(en.json())).toEqual(['Burgas', 'Ruse', 'Sofia', 'Varna']);
    expect(names(en.json()[2].districts)).toEqual(['Centre', 'Lozenets', 'Mladost']);
    expect(en.json()[0].districts).toEqual([]);
  });

  it('lets browsers keep the list for a day, one copy per language, and reads the database once', async () => {
    const first = await server.inject({ method: 'GET', url: '/api/location/city' });
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers.vary).toContain('Accept-Language');
    await server.db.insert(cities).values({ key: 'pleven', name: { bg: 'Плевен', en: 'Pleven' } });
    const second = await server.inject({ method: 'GET', url: '/api/location/city' });
    expect(second.json()).toEqual(first.json());
  });
});
