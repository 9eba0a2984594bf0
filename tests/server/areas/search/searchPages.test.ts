/**
 * The words (`q`) of each kind's own search page through the real server: the property search
 * (GET /api/property), the flatmate search (GET /api/tenant-offer) and the blog list
 * (GET /api/news) find by words as the header's site search does (a word in either alphabet, a
 * typo), keep their other filters and their order, ignore words without a letter or digit, and
 * refuse words too long.
 */
import type { LightMyRequestResponse } from 'fastify';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../../domain/constants.ts';
import { createAccount } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createNewsCategory, createPost } from '../blog/fixtures.ts';
import { createPlaces, insertProperty } from '../rentals/fixtures.ts';
import { insertOffer } from '../roommates/fixtures.ts';

let server: TestApp;
const id: Record<string, number> = {};
let tipsCategory: number;
const day = (n: number) => new Date(Date.UTC(2026, 10, n));

beforeAll(async () => {
  server = await startTestApp();
  const owner = await createAccount(server, 'user', { signIn: false });
  const places = await createPlaces(server);
  id.sofaFlat = await insertProperty(server, owner.id, places.lozenets, {
    title: { bg: 'Апартамент с ъглов диван', en: 'Flat with a corner sofa' },
    price: 80_000,
    createdAt: day(1),
  });
  id.sofaStudio = await insertProperty(server, owner.id, places.chayka, {
    type: 'studio',
    title: { bg: 'Студио край морето', en: 'Studio by the sea' },
    description: { bg: 'С разтегателен диван.', en: 'With a sofa bed.' },
    price: 50_000,
    createdAt: day(2),
  });
  id.house = await insertProperty(server, owner.id, places.lozenets, { type: 'house', title: { bg: 'Къща с двор', en: 'House with a garden' }, createdAt: day(3) });
  await insertProperty(server, owner.id, places.lozenets, { title: { bg: 'Диван чернова', en: 'Draft sofa flat' }, status: 'draft' });

  const student = await createAccount(server, 'user', { signIn: false });
  id.quietRoom = await insertOffer(server, student.id, places.sofia, { title: { bg: 'Тиха стая до университета', en: 'Quiet room near the university' }, price: 30_000 });
  id.cheapRoom = await insertOffer(server, student.id, places.varna, { title: { bg: 'Тиха стая в Чайка', en: 'Quiet room in Chayka' }, price: 20_000 });
  id.loudRoom = await insertOffer(server, student.id, places.sofia, { title: { bg: 'Стая в центъра', en: 'Room in the centre' }, price: 25_000 });

  tipsCategory = await createNewsCategory(server, { bg: 'Съвети', en: 'Tips' });
  id.sofaPost = await createPost(server, { title: { bg: 'Как да изберем диван', en: 'How to choose a sofa' }, daysAgo: 3, categoryIds: [tipsCategory] });
  id.sofaNews = await createPost(server, { title: { bg: 'Новите дивани', en: 'The new sofas' }, excerpt: { bg: 'Диван за всеки дом.', en: 'A sofa for every home.' }, daysAgo: 1 });
  id.lampPost = await createPost(server, { title: { bg: 'Лампи за хола', en: 'Lamps for the living room' }, daysAgo: 2, categoryIds: [tipsCategory] });
  await createPost(server, { title: { bg: 'Диван на бъдещето', en: 'The sofa of the future' }, daysAgo: -1 });
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

async function list(url: string, query: Record<string, string>): Promise<number[]> {
  const response = await server.inject({ method: 'GET', url, query });
  expect(response.statusCode).toBe(200);
  return (response.json().items as { id: number }[]).map((item) => item.id);
}

function expectTooLong(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ message: 'validation_failed', errors: [{ property: 'q' }] });
}

const tooLong = 'a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1);

describe('GET /api/property?q=', () => {
  const properties = (query: Record<string, string>) => list('/api/property', query);

  it('finds published properties by a word of the title or description, in the order chosen', async () => {
    expect(await properties({ q: 'диван' })).toEqual([id.sofaStudio, id.sofaFlat]);
    expect(await properties({ q: 'диван', orderBy: 'price.DESC' })).toEqual([id.sofaFlat, id.sofaStudio]);
    expect(await properties({ q: 'sofa' })).toEqual([id.sofaStudio, id.sofaFlat]);
  });

  it('finds a Bulgarian word typed in Latin letters, and one with a typo', async () => {
    expect(await properties({ q: 'divan' })).toEqual([id.sofaStudio, id.sofaFlat]);
    expect(await properties({ q: 'къщя' })).toEqual([id.house]);
  });

  it('keeps the other filters', async () => {
    expect(await properties({ q: 'диван', type: 'studio' })).toEqual([id.sofaStudio]);
    expect(await properties({ q: 'диван', priceFrom: '60000' })).toEqual([id.sofaFlat]);
  });

  it('filters nothing for words without a letter or digit, and refuses words too long', async () => {
    expect(await properties({ q: '%_' })).toEqual([id.house, id.sofaStudio, id.sofaFlat]);
    expect(await properties({ q: 'xyzzyq' })).toEqual([]);
    expectTooLong(await server.inject({ method: 'GET', url: '/api/property', query: { q: tooLong } }));
  });
});

describe('GET /api/tenant-offer?q=', () => {
  const offers = (query: Record<string, string>) => list('/api/tenant-offer', query);

  it('finds offers by a word, in either alphabet and with a typo', async () => {
    expect(await offers({ q: 'тиха' })).toEqual([id.cheapRoom, id.quietRoom]);
    expect(await offers({ q: 'tiha staya' })).toEqual([id.cheapRoom, id.quietRoom]);
    expect(await offers({ q: 'quiet' })).toEqual([id.cheapRoom, id.quietRoom]);
    expect(await offers({ q: 'цнтъра' })).toEqual([id.loudRoom]);
  });

  it('keeps the other filters', async () => {
    expect(await offers({ q: 'тиха', priceTo: '25000' })).toEqual([id.cheapRoom]);
  });

  it('filters nothing for words without a letter or digit, and refuses words too long', async () => {
    expect((await offers({ q: '--' })).sort()).toEqual([id.quietRoom, id.cheapRoom, id.loudRoom].sort());
    expectTooLong(await server.inject({ method: 'GET', url: '/api/tenant-offer', query: { q: tooLong } }));
  });
});

describe('GET /api/news?q=', () => {
  const posts = (query: Record<string, string>) => list('/api/news', query);

  it('finds published posts by a word of the title or excerpt, newest first unless told', async () => {
    expect(await posts({ q: 'диван' })).toEqual([id.sofaNews, id.sofaPost]);
    expect(await posts({ q: 'диван', orderBy: 'publishedAt.ASC' })).toEqual([id.sofaPost, id.sofaNews]);
  });

  it('finds a Bulgarian word typed in Latin letters, and one with a typo', async () => {
    expect(await posts({ q: 'divan' })).toEqual([id.sofaNews, id.sofaPost]);
    expect(await posts({ q: 'лмпи' })).toEqual([id.lampPost]);
  });

  it('keeps the category', async () => {
    expect(await posts({ q: 'диван', category_id: String(tipsCategory) })).toEqual([id.sofaPost]);
  });

  it('filters nothing for words without a letter or digit, and refuses words too long', async () => {
    expect(await posts({ q: '!!', limit: '10' })).toEqual([id.sofaNews, id.lampPost, id.sofaPost]);
    expectTooLong(await server.inject({ method: 'GET', url: '/api/news', query: { q: tooLong } }));
  });
});
