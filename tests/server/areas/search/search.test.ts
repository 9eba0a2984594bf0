/**
 * The header's site search (GET /api/search, and its products in full: GET /api/search/products) through the real server: products, properties,
 * flatmate offers and posts are found by words in either language, by the beginning of a word,
 * with a typo in a title word, and by Bulgarian words typed in Latin letters; each kind answers
 * its first few hits best first with how many there are, and only what the public may see.
 * A query too short, too long or missing is refused; one without a letter finds nothing.
 */
import { SEARCH_GROUP_SIZE, SEARCH_QUERY_MAX_LENGTH } from '../../../../domain/constants.ts';
import { createAccount } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createPost } from '../blog/fixtures.ts';
import { createPlaces, insertProperty } from '../rentals/fixtures.ts';
import { insertOffer } from '../roommates/fixtures.ts';
import { createCategory, createProduct, createVendor } from '../shop/fixtures.ts';

let server: TestApp;
const id: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestApp();
  const vendor = await createVendor(server, { name: { bg: 'Мебели Мура', en: 'Mura Furniture' }, deliveryPrice: 1000 });
  const sofas = await createCategory(server, { name: { bg: 'Дивани', en: 'Sofas' }, room: 'living-room' });
  const product = (title: [string, string], values: { stock?: number; deleted?: boolean; images?: string[] } = {}) =>
    createProduct(server, { vendorId: vendor.vendorId, categoryIds: [sofas], title: { bg: title[0], en: title[1] }, price: 50_000, ...values });
  id.corner = await product(['Ъглов диван Ото', 'Otto corner sofa'], { images: ['/media/seed/otto.svg'] });
  id.threeSeater = await product(['Триместен диван Лили', 'Lili three-seater sofa']);
  id.lamp = await product(['Настолна лампа Луна', 'Luna table lamp']);
  id.soldOut = await product(['Диван Сто', 'Sto sofa'], { stock: 0 });
  id.retired = await product(['Диван Стар', 'Old sofa'], { deleted: true });
  for (let n = 0; n < SEARCH_GROUP_SIZE + 2; n += 1) await product([`Кресло ${n}`, `Armchair ${n}`]);

  const landlord = await createAccount(server, 'user');
  const places = await createPlaces(server);
  id.flat = await insertProperty(server, landlord.id, places.lozenets, {
    title: { bg: 'Двустаен апартамент до парка', en: 'Two-room flat by the park' },
    description: { bg: 'Обзаведен с диван и маса.', en: 'Furnished with a sofa and a table.' },
  });
  id.draft = await insertProperty(server, landlord.id, places.lozenets, { title: { bg: 'Апартамент чернова', en: 'Draft flat' }, status: 'draft' });

  const student = await createAccount(server, 'user');
  id.offer = await insertOffer(server, student.id, places.sofia, { title: { bg: 'Стая в апартамент близо до СУ', en: 'Room in a flat near Sofia University' } });

  id.post = await createPost(server, { title: { bg: 'Как да изберем диван', en: 'How to choose a sofa' } });
  id.scheduled = await createPost(server, { title: { bg: 'Диван на бъдещето', en: 'The sofa of the future' }, daysAgo: -1 });
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

function search(q: string, locale = 'bg') {
  return server.inject({ method: 'GET', url: '/api/search', query: { q }, headers: { 'accept-language': locale } });
}

async function found(q: string, locale = 'bg') {
  const response = await search(q, locale);
  expect(response.statusCode).toBe(200);
  return response.json() as Record<'products' | 'properties' | 'roommates' | 'posts', { total: number; items: { id: number; title: string; image: string | null }[] }>;
}

const ids = (group: { items: { id: number }[] }) => group.items.map((hit) => hit.id);

describe('GET /api/search', () => {
  it('finds every kind by a Bulgarian word, only what is public, titled in the language asked', async () => {
    const results = await found('диван');
    expect(ids(results.products).sort()).toEqual([id.corner, id.threeSeater].sort());
    expect(results.products.total).toBe(2);
    expect(results.properties).toEqual({ total: 1, items: [{ id: id.flat, title: 'Двустаен апартамент до парка', image: null }] });
    expect(results.posts).toEqual({ total: 1, items: [{ id: id.post, title: 'Как да изберем диван', image: expect.any(String) }] });
    expect(results.roommates).toEqual({ total: 0, items: [] });
    const english = await found('диван', 'en');
    expect(english.products.items.find((hit) => hit.id === id.corner)).toEqual({ id: id.corner, title: 'Otto corner sofa', image: '/media/seed/otto.svg' });
  });

  it('finds Bulgarian words typed in Latin letters', async () => {
    const results = await found('divan');
    expect(ids(results.products).sort()).toEqual([id.corner, id.threeSeater].sort());
    expect(ids(results.posts)).toEqual([id.post]);
    expect(ids((await found('aglov divan')).products)).toEqual([id.corner]);
  });

  it('forgives a typo in a title word', async () => {
    expect(ids((await found('дван')).products).sort()).toEqual([id.corner, id.threeSeater].sort());
    expect(ids((await found('divna')).products).sort()).toEqual([id.corner, id.threeSeater].sort());
  });

  it('does not take a word for another that only starts alike ("двор", a yard, is not "двустаен")', async () => {
    expect(await found('двор')).toMatchObject({ properties: { total: 0 }, products: { total: 0 } });
    expect((await found('dvor')).properties.total).toBe(0);
  });

  it('finds English names and the beginning of a word, best hit first', async () => {
    expect(ids((await found('corner sofa')).products)[0]).toBe(id.corner);
    expect(ids((await found('lam')).products)).toEqual([id.lamp]);
    expect(ids((await found('university', 'en')).roommates)).toEqual([id.offer]);
    expect(ids((await found('апартамент')).properties)).toEqual([id.flat]);
    expect(ids((await found('стая')).roommates)).toEqual([id.offer]);
    expect(ids((await found('choose')).posts)).toEqual([id.post]);
  });

  it('answers the first few hits of a kind with how many there are', async () => {
    const results = await found('armchair');
    expect(results.products.total).toBe(SEARCH_GROUP_SIZE + 2);
    expect(results.products.items).toHaveLength(SEARCH_GROUP_SIZE);
  });

  it('finds nothing for a query without a letter or digit, and nothing unknown', async () => {
    expect(await found('%_')).toEqual({
      products: { total: 0, items: [] },
      properties: { total: 0, items: [] },
      roommates: { total: 0, items: [] },
      posts: { total: 0, items: [] },
    });
    expect((await found('xyzzyq')).products.total).toBe(0);
    expect((await found("' or 1=1 --")).products.total).toBe(0);
  });

  it('lists the products found a page at a time, best first, in the language asked', async () => {
    const page = async (query: Record<string, string>) => {
      const response = await server.inject({ method: 'GET', url: '/api/search/products', query, headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(200);
      return response.json() as { items: { id: number; title: string; vendor: { name: string } }[]; total: number; offset: number; limit: number };
    };
    const first = await page({ q: 'armchair', limit: '4' });
    expect(first).toMatchObject({ total: SEARCH_GROUP_SIZE + 2, offset: 0, limit: 4 });
    const second = await page({ q: 'armchair', limit: '4', offset: '4' });
    expect([...first.items, ...second.items].map((item) => item.title).sort()).toEqual(
      Array.from({ length: SEARCH_GROUP_SIZE + 2 }, (_, n) => `Armchair ${n}`).sort(),
    );
    const sofas = await page({ q: 'divan' });
    expect(sofas.items.map((item) => item.id).sort()).toEqual([id.corner, id.threeSeater].sort());
    expect(sofas.items[0]!.vendor.name).toBe('Mura Furniture');
    expect(await page({ q: '%_' })).toEqual({ items: [], total: 0, offset: 0, limit: 12 });
  });

  it('refuses a query that is missing, blank, too short or too long', async () => {
    for (const url of ['/api/search', '/api/search?q=', '/api/search?q=%20%20%20', '/api/search?q=a', `/api/search?q=${'a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1)}`]) {
      const response = await server.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 422 });
      expect(response.json()).toMatchObject({ message: 'validation_failed', errors: [{ property: 'q' }] });
    }
    expect((await search('a'.repeat(SEARCH_QUERY_MAX_LENGTH))).statusCode).toBe(200);
    for (const url of ['/api/search/products', '/api/search/products?q=a', `/api/search/products?q=${'a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1)}`]) {
      expect((await server.inject({ method: 'GET', url })).statusCode).toBe(422);
    }
  });
});
