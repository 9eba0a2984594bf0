/**
 * The blog through the real server on a fresh database: categories; pages of published posts
 * for a category, the featured ones without the post being read, the newest, in either order
 * and language; a post with its categories, its comments and a body that passes the post HTML
 * rules; the products it links, in its order, without those no longer sold. A post dated later
 * than now is scheduled: no call shows it.
 */
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createCategory, createProduct, createVendor } from '../shop/fixtures.ts';
import { createNewsCategory, createPost } from './fixtures.ts';

let server: TestApp;
let tips: number;
let furnishing: number;
let empty: number;
/** Published posts, newest first; p[0] is a day old, p[5] six days. */
const p: number[] = [];
let scheduled: number;
let lamp: number;
let chair: number;
let retired: number;
let soldOut: number;

beforeAll(async () => {
  server = await startTestApp();
  tips = await createNewsCategory(server, { bg: 'Съвети за наематели', en: 'Tips for tenants' }, 1);
  furnishing = await createNewsCategory(server, { bg: 'Обзавеждане', en: 'Furnishing' }, 2);
  empty = await createNewsCategory(server, { bg: 'Празна', en: 'Empty' }, 3);

  const vendor = await createVendor(server, { name: { bg: 'Мебели Дъбрава', en: 'Dabrava Furniture' }, deliveryPrice: 500 });
  const category = await createCategory(server, { name: { bg: 'Лампи', en: 'Lamps' }, room: 'living-room' });
  const product = (title: string, extra: { stock?: number; deleted?: boolean } = {}) =>
    createProduct(server, { vendorId: vendor.vendorId, categoryIds: [category], title: { bg: title, en: `${title} (en)` }, price: 4_990, ...extra });
  lamp = await product('Лампа');
  chair = await product('Стол');
  retired = await product('Спряна', { deleted: true });
  soldOut = await product('Изчерпана', { stock: 0 });

  p.push(
    await createPost(server, {
      daysAgo: 1,
      highlighted: true,
      categoryIds: [furnishing, tips],
      productIds: [chair, retired, lamp, soldOut],
      title: { bg: 'Договорът за наем', en: 'The rental contract' },
      excerpt: { bg: 'Пет неща за проверка.', en: 'Five things to check.' },
      body: {
        bg: '<p onclick="steal()">Прочетете го <a href="javascript:alert(1)">внимателно</a>.</p><script>steal()</script><h2>Депозит</h2><ul><li>Един наем</li></ul><p><a href="https://domovik.bg/blog" target="_blank">Още</a><img src=x onerror="steal()"></p>',
        en: '<p>Read it carefully.</p>',
      },
      comments: [
        { authorName: 'Петя', body: 'Втори по време', minutesAgo: 30 },
        { authorName: 'Стоян', body: 'Първи по време', minutesAgo: 90 },
      ],
    }),
  );
  p.push(await createPost(server, { daysAgo: 2, categoryIds: [tips] }));
  for (const days of [3, 4, 5, 6]) p.push(await createPost(server, { daysAgo: days, highlighted: true, categoryIds: days === 3 ? [furnishing] : [] }));
  scheduled = await createPost(server, { daysAgo: -2, highlighted: true, categoryIds: [tips], title: { bg: 'Утрешна', en: 'Tomorrow' } });
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

const get = (url: string, language = 'bg') => server.inject({ method: 'GET', url, headers: { 'accept-language': language } });
const ids = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);

describe('GET /api/news/categories', () => {
  it('lists the categories in their order, in the request\'s language', async () => {
    expect((await get('/api/news/categories')).json()).toEqual([
      { id: tips, name: 'Съвети за наематели' },
      { id: furnishing, name: 'Обзавеждане' },
      { id: empty, name: 'Празна' },
    ]);
    expect((await get('/api/news/categories', 'en')).json().map((category: { name: string }) => category.name)).toEqual(['Tips for tenants', 'Furnishing', 'Empty']);
  });
});

describe('GET /api/news', () => {
  it('answers the newest five published posts by default, with the total, and never a scheduled one', async () => {
    const response = await get('/api/news');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(ids(body)).toEqual(p.slice(0, 5));
    expect(body).toMatchObject({ total: 6, offset: 0, limit: 5 });
    expect(ids(body)).not.toContain(scheduled);
    expect(body.items[0]).toEqual({
      id: p[0],
      title: 'Договорът за наем',
      excerpt: 'Пет неща за проверка.',
      image: expect.stringMatching(/^\/media\/generated\/blog\/\d+\.svg$/),
      categories: [
        { id: tips, name: 'Съвети за наематели' },
        { id: furnishing, name: 'Обзавеждане' },
      ],
      highlighted: true,
      author: 'Ива Стоянова',
      publishedAt: expect.any(String),
    });
  });

  it('answers in English when asked', async () => {
    const body = (await get('/api/news?limit=1', 'en')).json();
    expect(body.items[0]).toMatchObject({ title: 'The rental contract', excerpt: 'Five things to check.', author: 'Iva Stoyanova', categories: [{ name: 'Tips for tenants' }, { name: 'Furnishing' }] });
  });

  it('pages a category, oldest or newest first', async () => {
    expect(ids((await get(`/api/news?type=blog&category_id=${tips}&offset=0&limit=9`)).json())).toEqual([p[0], p[1]]);
    expect((await get(`/api/news?category_id=${tips}&limit=9`)).json().total).toBe(2);
    expect(ids((await get(`/api/news?category_id=${furnishing}&limit=9&orderBy=publishedAt.ASC`)).json())).toEqual([p[2], p[0]]);
    const second = (await get('/api/news?offset=2&limit=2')).json();
    expect(ids(second)).toEqual([p[2], p[3]]);
    expect(second).toMatchObject({ total: 6, offset: 2, limit: 2 });
    expect((await get('/api/news?offset=6&limit=2')).json()).toEqual({ items: [], total: 6, offset: 6, limit: 2 });
  });

  it('answers an empty page for a category without posts, or one that does not exist', async () => {
    expect((await get(`/api/news?category_id=${empty}`)).json()).toEqual({ items: [], total: 0, offset: 0, limit: 5 });
    expect((await get('/api/news?category_id=999999')).json()).toEqual({ items: [], total: 0, offset: 0, limit: 5 });
  });

  it('answers the four featured posts without the one being read', async () => {
    expect(ids((await get('/api/news?limit=4&highlighted=1')).json())).toEqual([p[0], p[2], p[3], p[4]]);
    expect(ids((await get(`/api/news?limit=4&highlighted=1&exclude=${p[0]}`)).json())).toEqual([p[2], p[3], p[4], p[5]]);
    expect((await get(`/api/news?limit=4&highlighted=1&exclude=${p[0]}`)).json().total).toBe(4);
    expect(ids((await get('/api/news?highlighted=0')).json())).toEqual([p[1]]);
    expect(ids((await get(`/api/news?limit=9&exclude=${p[1]}`)).json())).toEqual([p[0], p[2], p[3], p[4], p[5]]);
  });

  it.each([
    ['a limit of 0', 'limit=0', 'limit'],
    ['a limit over 100', 'limit=101', 'limit'],
    ['a negative offset', 'offset=-1', 'offset'],
    ['an unknown order', 'orderBy=title.ASC', 'orderBy'],
    ['highlighted other than 0 or 1', 'highlighted=2', 'highlighted'],
    ['a category that is not an id', 'category_id=abc', 'category_id'],
    ['an exclusion that is not an id', 'exclude=0', 'exclude'],
    ['a type other than blog', 'type=news', 'type'],
  ])('refuses %s with a 422 naming it', async (_name, query, property) => {
    const response = await get(`/api/news?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property, message: expect.any(String) }] });
  });
});

describe('GET /api/news/{id}', () => {
  it('answers the post with its categories and its comments, oldest first', async () => {
    const response = await get(`/api/news/${p[0]}`);
    expect(response.statusCode).toBe(200);
    const post = response.json();
    expect(post).toMatchObject({ id: p[0], title: 'Договорът за наем', excerpt: 'Пет неща за проверка.', highlighted: true, author: 'Ива Стоянова' });
    expect(post.categories.map((category: { id: number }) => category.id)).toEqual([tips, furnishing]);
    expect(post.comments).toEqual([
      { id: expect.any(Number), author: 'Стоян', body: 'Първи по време', createdAt: expect.any(String) },
      { id: expect.any(Number), author: 'Петя', body: 'Втори по време', createdAt: expect.any(String) },
    ]);
  });

  it('answers a body that keeps its text, headings, lists and web links, and nothing that runs', async () => {
    const { body } = (await get(`/api/news/${p[0]}`)).json();
    expect(body).toBe(
      '<p>Прочетете го <a rel="noopener noreferrer">внимателно</a>.</p><h2>Депозит</h2><ul><li>Един наем</li></ul><p><a href="https://domovik.bg/blog" rel="noopener noreferrer">Още</a></p>',
    );
    expect((await get(`/api/news/${p[0]}`, 'en')).json().body).toBe('<p>Read it carefully.</p>');
  });

  it.each([
    ['an unknown post', () => '999999'],
    ['a scheduled post', () => String(scheduled)],
    ['an id that is not a number', () => 'abc'],
    ['an id beyond any post', () => '2147483648'],
  ])('answers 404 for %s', async (_name, id) => {
    const response = await get(`/api/news/${id()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('GET /api/news/{id}/products', () => {
  it('answers the linked products in the post\'s order, without a retired or sold-out one', async () => {
    const response = await get(`/api/news/${p[0]}/products`);
    expect(response.statusCode).toBe(200);
    const products = response.json();
    expect(products.map((product: { id: number }) => product.id)).toEqual([chair, lamp]);
    expect(products[0]).toMatchObject({ title: 'Стол', price: 4_990, vendor: { name: 'Мебели Дъбрава', deliveryPrice: 500 }, categories: [{ name: 'Лампи' }] });
    expect((await get(`/api/news/${p[0]}/products`, 'en')).json()[0]).toMatchObject({ title: 'Стол (en)', vendor: { name: 'Dabrava Furniture' } });
    expect([retired, soldOut].some((id) => products.some((product: { id: number }) => product.id === id))).toBe(false);
  });

  it('answers an empty list for a post that links none, and 404 for a post that is not published', async () => {
    expect((await get(`/api/news/${p[1]}/products`)).json()).toEqual([]);
    expect((await get(`/api/news/${scheduled}/products`)).statusCode).toBe(404);
    expect((await get('/api/news/999999/products')).statusCode).toBe(404);
  });
});
