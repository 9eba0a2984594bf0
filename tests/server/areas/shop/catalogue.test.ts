/**
 * The shop's catalogue through the real server on a fresh database: categories by room, their
 * filters, the product search (filters, facet counts, every sort order, price bounds, pages),
 * one product, one vendor.
 */
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createCategory, createCity, createProduct, createVendor, daysAgo, option } from './fixtures.ts';
import type { TestVendor } from './fixtures.ts';

let server: TestApp;
let dabrava: TestVendor;
let rozova: TestVendor;
const category: Record<'tables' | 'empty' | 'lamps' | 'mirrors', number> = { tables: 0, empty: 0, lamps: 0, mirrors: 0 };
const product: Record<'t1' | 't2' | 't3' | 't4' | 't5' | 't6' | 't7' | 'lamp' | 'mirror', number> = {
  t1: 0,
  t2: 0,
  t3: 0,
  t4: 0,
  t5: 0,
  t6: 0,
  t7: 0,
  lamp: 0,
  mirror: 0,
};

beforeAll(async () => {
  server = await startTestApp();
  const sofia = await createCity(server, { bg: 'София', en: 'Sofia' });
  dabrava = await createVendor(server, { name: { bg: 'Мебели Дъбрава', en: 'Dabrava Furniture' }, deliveryPrice: 2500, cityId: sofia });
  rozova = await createVendor(server, { name: { bg: 'Розова долина', en: 'Rose Valley' }, deliveryPrice: null });

  category.mirrors = await createCategory(server, { name: { bg: 'Огледала', en: 'Mirrors' }, room: 'hallway', promo: true });
  category.tables = await createCategory(server, {
    name: { bg: 'Маси', en: 'Tables' },
    room: 'living-room',
    promo: true,
    sortOrder: 1,
    filters: [
      { key: 'material', name: { bg: 'Материал', en: 'Material' }, values: [option('oak', 'Дъб'), option('pine', 'Бор'), option('metal', 'Метал')] },
      { key: 'colour', name: { bg: 'Цвят', en: 'Colour' }, values: [option('white', 'Бял'), option('black', 'Черен')] },
    ],
  });
  category.empty = await createCategory(server, { name: { bg: 'Етажерки', en: 'Shelves' }, room: 'living-room', sortOrder: 2 });
  category.lamps = await createCategory(server, { name: { bg: 'Лампи', en: 'Lamps' }, room: 'bedroom' });

  const table = (fields: Omit<Parameters<typeof createProduct>[1], 'categoryIds' | 'vendorId'> & { vendorId?: number }) =>
    createProduct(server, { vendorId: dabrava.vendorId, categoryIds: [category.tables], ...fields });
  product.t1 = await table({
    title: { bg: 'Бяла дъбова маса', en: 'Oak table, white' },
    price: 10_000,
    attributes: { material: 'oak', colour: 'white' },
    createdAt: daysAgo(5),
    images: ['/media/generated/product/1.svg', '/media/generated/product/2.svg'],
  });
  product.t2 = await table({
    title: { bg: 'Черна дъбова маса', en: 'oak table, black' },
    price: 20_000,
    promoPrice: 15_000,
    attributes: { material: 'oak', colour: 'black' },
    createdAt: daysAgo(4),
  });
  product.t3 = await table({
    vendorId: rozova.vendorId,
    title: { bg: 'Бяла борова маса', en: 'Pine table, white' },
    description: { bg: 'Масивен бор от Родопите, 100 см.', en: 'Solid pine from the Rhodopes, 100 cm.' },
    price: 12_000,
    attributes: { material: 'pine', colour: 'white' },
    createdAt: daysAgo(3),
  });
  product.t4 = await table({
    title: { bg: 'Черна борова маса', en: 'Pine table, black' },
    price: 30_000,
    attributes: { material: 'pine', colour: 'black' },
    createdAt: daysAgo(2),
  });
  product.t5 = await table({ title: { bg: 'Бяла метална маса', en: 'Metal table, white' }, price: 8_000, stock: 0, attributes: { material: 'metal', colour: 'white' } });
  product.t6 = await table({ title: { bg: 'Стара метална маса', en: 'Old metal table' }, price: 9_000, deleted: true, attributes: { material: 'metal', colour: 'black' } });
  product.t7 = await table({
    title: { bg: 'Черна метална маса', en: 'Metal table, black' },
    price: 9_500,
    attributes: { material: 'metal', colour: 'black' },
    createdAt: daysAgo(1),
  });
  product.lamp = await createProduct(server, {
    vendorId: rozova.vendorId,
    categoryIds: [category.lamps],
    title: { bg: 'Нощна лампа', en: 'Bedside lamp' },
    price: 4_500,
  });
  product.mirror = await createProduct(server, {
    vendorId: dabrava.vendorId,
    categoryIds: [category.mirrors],
    title: { bg: 'Кръгло огледало', en: 'Round mirror' },
    price: 7_000,
  });
});

afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

interface Page {
  items: { id: number; title: string; vendor: { id: number; name: string; deliveryPrice: number | null } }[];
  total: number;
  offset: number;
  limit: number;
  facets: { key: string; counts: { value: string; count: number }[] }[];
  priceRange: { min: number; max: number } | null;
}

async function search(body: object, query = '', language = 'bg') {
  const response = await server.inject({
    method: 'POST',
    url: `/api/product/search${query}`,
    headers: { 'accept-language': language },
    payload: body,
  });
  return response;
}

async function found(body: object, query = '', language = 'bg'): Promise<Page> {
  const response = await search(body, query, language);
  expect(response.statusCode).toBe(200);
  return response.json() as Page;
}

const ids = (page: Page) => page.items.map((item) => item.id);

/** Facet counts as { key: { value: count } }. */
const facetsOf = (page: Page) =>
  Object.fromEntries(page.facets.map((facet) => [facet.key, Object.fromEntries(facet.counts.map(({ value, count: n }) => [value, n]))]));

describe('GET /api/product/category', () => {
  it('lists a room’s categories in display order with their live product count, in the request language', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/product/category?room=living-room', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: category.tables, key: expect.stringMatching(/^category-/), name: 'Tables', room: 'living-room', image: expect.stringMatching(/^\/media\//), promo: true, productCount: 5 },
      { id: category.empty, key: expect.stringMatching(/^category-/), name: 'Shelves', room: 'living-room', image: expect.any(String), promo: false, productCount: 0 },
    ]);
  });

  it('lists every category by room order without a room', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/product/category' });
    expect(response.json().map((row: { id: number }) => row.id)).toEqual([category.mirrors, category.tables, category.empty, category.lamps]);
  });

  it('lists as promo only the promo categories that have a product on promotion', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/product/category?promo=1' });
    expect(response.json()).toEqual([expect.objectContaining({ id: category.tables, name: 'Маси', promo: true })]);
    const mirrors = (await server.inject({ method: 'GET', url: '/api/product/category?room=hallway' })).json();
    expect(mirrors).toEqual([expect.objectContaining({ id: category.mirrors, promo: false, productCount: 1 })]);
  });

  it('refuses an unknown room with the error body', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/product/category?room=attic' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property: 'room', message: expect.any(String) }] });
  });
});

describe('GET /api/product/category/filters/{id}', () => {
  it('answers the category’s filters in order, labelled in the request language', async () => {
    const response = await server.inject({ method: 'GET', url: `/api/product/category/filters/${category.tables}`, headers: { 'accept-language': 'bg' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        key: 'material',
        name: 'Материал',
        values: [
          { value: 'oak', label: 'Дъб' },
          { value: 'pine', label: 'Бор' },
          { value: 'metal', label: 'Метал' },
        ],
      },
      {
        key: 'colour',
        name: 'Цвят',
        values: [
          { value: 'white', label: 'Бял' },
          { value: 'black', label: 'Черен' },
        ],
      },
    ]);
  });

  it('answers an empty list for a category without filters, 404 for an unknown one or a malformed id', async () => {
    expect((await server.inject({ method: 'GET', url: `/api/product/category/filters/${category.lamps}` })).json()).toEqual([]);
    const unknown = await server.inject({ method: 'GET', url: '/api/product/category/filters/99999', headers: { 'accept-language': 'en' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Not found.' });
    expect((await server.inject({ method: 'GET', url: '/api/product/category/filters/0' })).statusCode).toBe(404);
  });
});

describe('POST /api/product/search: a category', () => {
  it('finds the live products in stock, 10 a page by the price charged, with facet counts and the price range', async () => {
    const page = await found({ categoryId: category.tables });
    // t5 is out of stock and t6 deleted; t2 is charged its promo price 150,00.
    expect(ids(page)).toEqual([product.t7, product.t1, product.t3, product.t2, product.t4]);
    expect(page).toMatchObject({ total: 5, offset: 0, limit: 10, priceRange: { min: 9_500, max: 30_000 } });
    expect(facetsOf(page)).toEqual({ material: { oak: 2, pine: 2, metal: 1 }, colour: { white: 2, black: 3 } });
  });

  it('answers each product with its vendor, images and categories in the request language', async () => {
    const page = await found({ categoryId: category.tables, filters: { material: ['oak'], colour: ['white'] } }, '', 'en');
    expect(page.items).toEqual([
      {
        id: product.t1,
        title: 'Oak table, white',
        description: 'Description',
        price: 10_000,
        promoPrice: null,
        image: '/media/generated/product/1.svg',
        images: [
          { id: expect.any(Number), url: '/media/generated/product/1.svg', thumbnailUrl: '/media/generated/product/1.svg', width: null, height: null },
          { id: expect.any(Number), url: '/media/generated/product/2.svg', thumbnailUrl: '/media/generated/product/2.svg', width: null, height: null },
        ],
        vendor: { id: dabrava.vendorId, name: 'Dabrava Furniture', deliveryPrice: 2500 },
        categories: [{ id: category.tables, name: 'Tables' }],
        stock: 10,
        attributes: { material: 'oak', colour: 'white' },
        sku: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it('keeps a filter’s other values counted beside its selection (disjunctive facets)', async () => {
    const oak = await found({ categoryId: category.tables, filters: { material: ['oak'] } });
    expect(ids(oak)).toEqual([product.t1, product.t2]);
    expect(oak.total).toBe(2);
    // material ignores its own selection; colour counts only oak tables.
    expect(facetsOf(oak)).toEqual({ material: { oak: 2, pine: 2, metal: 1 }, colour: { white: 1, black: 1 } });
    expect(oak.priceRange).toEqual({ min: 10_000, max: 15_000 });
  });

  it('matches one of the values of every filter key, and counts each key under the others', async () => {
    const page = await found({ categoryId: category.tables, filters: { material: ['oak', 'pine'], colour: ['white'] } });
    expect(ids(page)).toEqual([product.t1, product.t3]);
    // metal: 0 because the only white metal table (t5) is out of stock; listed all the same.
    expect(facetsOf(page)).toEqual({ material: { oak: 1, pine: 1, metal: 0 }, colour: { white: 2, black: 2 } });
  });

  it('ignores an empty value list, and finds nothing for a value no product has', async () => {
    expect((await found({ categoryId: category.tables, filters: { material: [] } })).total).toBe(5);
    const none = await found({ categoryId: category.tables, filters: { colour: ['green'] } });
    expect(none).toMatchObject({ items: [], total: 0, priceRange: null });
    expect(facetsOf(none)).toEqual({ material: { oak: 0, pine: 0, metal: 0 }, colour: { white: 2, black: 3 } });
  });

  it('matches nothing for a key the products lack, in every facet too', async () => {
    const page = await found({ categoryId: category.tables, filters: { size: ['large'] } });
    expect(page).toMatchObject({ items: [], total: 0, priceRange: null });
    expect(facetsOf(page)).toEqual({ material: { oak: 0, pine: 0, metal: 0 }, colour: { white: 0, black: 0 } });
  });

  it('answers the longest filter list the contract allows (50 keys of 100 values)', async () => {
    const filters: Record<string, string[]> = { material: ['oak', ...Array.from({ length: 99 }, (_, index) => `wood-${index}`)] };
    for (let key = 1; key < 50; key += 1) filters[`key-${key}`] = Array.from({ length: 100 }, (_, index) => `value-${index}`);
    expect((await found({ categoryId: category.tables, filters })).total).toBe(0);
    expect(ids(await found({ categoryId: category.tables, filters: { material: filters.material! } }))).toEqual([product.t1, product.t2]);
  });

  it('bounds the price charged; the facets respect the bounds, the price range does not', async () => {
    const page = await found({ categoryId: category.tables, priceFrom: 10_000, priceTo: 20_000 });
    expect(ids(page)).toEqual([product.t1, product.t3, product.t2]);
    expect(page.priceRange).toEqual({ min: 9_500, max: 30_000 });
    expect(facetsOf(page)).toEqual({ material: { oak: 2, pine: 1, metal: 0 }, colour: { white: 2, black: 1 } });
  });

  it.each([
    ['price.ASC', 'bg', ['t7', 't1', 't3', 't2', 't4']],
    ['price.DESC', 'bg', ['t4', 't2', 't3', 't1', 't7']],
    ['createdAt.DESC', 'bg', ['t7', 't4', 't3', 't2', 't1']],
    // Titles ignore case and follow the request language.
    ['title.ASC', 'bg', ['t3', 't1', 't4', 't2', 't7']],
    ['title.ASC', 'en', ['t7', 't2', 't1', 't4', 't3']],
  ] as const)('sorts by %s (%s)', async (orderBy, language, expected) => {
    const page = await found({ categoryId: category.tables }, `?orderBy=${orderBy}`, language);
    expect(ids(page)).toEqual(expected.map((key) => product[key]));
  });

  it('pages through the whole result, with the total on every page', async () => {
    const first = await found({ categoryId: category.tables }, '?limit=2');
    const second = await found({ categoryId: category.tables }, '?limit=2&offset=2');
    const last = await found({ categoryId: category.tables }, '?limit=2&offset=4');
    const beyond = await found({ categoryId: category.tables }, '?limit=2&offset=5');
    expect([...ids(first), ...ids(second), ...ids(last)]).toEqual([product.t7, product.t1, product.t3, product.t2, product.t4]);
    expect([first.total, second.total, last.total, beyond.total]).toEqual([5, 5, 5, 5]);
    expect(beyond).toMatchObject({ items: [], offset: 5, limit: 2 });
    expect(facetsOf(beyond)).toEqual(facetsOf(first));
    expect((await found({ categoryId: category.tables }, '?limit=100')).items).toHaveLength(5);
  });
});

describe('POST /api/product/search: other criteria', () => {
  it('finds a vendor’s products across categories, without facets', async () => {
    const page = await found({ vendorId: rozova.vendorId });
    expect(ids(page)).toEqual([product.lamp, product.t3]);
    expect(page.facets).toEqual([]);
    expect(page.items.map((item) => item.vendor)).toEqual([
      { id: rozova.vendorId, name: 'Розова долина', deliveryPrice: null },
      { id: rozova.vendorId, name: 'Розова долина', deliveryPrice: null },
    ]);
  });

  it('finds a room’s products, the products on promotion, and everything with {}', async () => {
    expect(ids(await found({ room: 'bedroom' }))).toEqual([product.lamp]);
    expect(ids(await found({ promo: true }))).toEqual([product.t2]);
    const everything = await found({});
    expect(everything.total).toBe(7);
    expect(everything.priceRange).toEqual({ min: 4_500, max: 30_000 });
  });

  it('keeps only products with a picture when asked (the home page’s promotions)', async () => {
    expect(ids(await found({ pictured: true }))).toEqual([product.t1]);
    // t2 is on promotion but has no picture: the home page does not put it forward.
    expect(ids(await found({ promo: true, pictured: true }))).toEqual([]);
  });

  it('filters without a category by attributes', async () => {
    expect(ids(await found({ filters: { colour: ['black'] } }))).toEqual([product.t7, product.t2, product.t4]);
  });

  it('finds every word of the query in title or description, in either language, ignoring case', async () => {
    expect(ids(await found({ query: 'pine' }))).toEqual([product.t3, product.t4]);
    expect(ids(await found({ query: 'РОДОПИТЕ бор' }))).toEqual([product.t3]);
    expect(ids(await found({ query: '100 cm' }))).toEqual([product.t3]);
    // Wildcards are plain characters.
    expect((await found({ query: '100%' })).total).toBe(0);
    expect((await found({ query: '_' })).total).toBe(0);
  });

  it('combines criteria with AND', async () => {
    expect(ids(await found({ categoryId: category.tables, vendorId: dabrava.vendorId, promo: true }))).toEqual([product.t2]);
    expect((await found({ categoryId: category.lamps, vendorId: dabrava.vendorId })).total).toBe(0);
  });
});

describe('POST /api/product/search: bad input', () => {
  it.each([
    ['an unknown category', { categoryId: 99_999 }, '', 'categoryId'],
    ['an unknown vendor', { vendorId: 99_999 }, '', 'vendorId'],
    ['a highest price below the lowest', { priceFrom: 5_000, priceTo: 4_999 }, '', 'priceTo'],
    ['an unknown room', { room: 'attic' }, '', 'room'],
    ['an unknown field', { colour: 'black' }, '', 'colour'],
    ['a malformed filter key', { filters: { 'Bad Key': ['x'] } }, '', 'filters'],
    ['a limit of 0', {}, '?limit=0', 'limit'],
    ['a limit over 100', {}, '?limit=101', 'limit'],
    ['a negative offset', {}, '?offset=-1', 'offset'],
    ['an unknown order', {}, '?orderBy=popularity', 'orderBy'],
  ])('refuses %s with a translated 422', async (_label, body, query, property) => {
    const response = await search(body, query, 'en');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property, message: expect.any(String) }] });
    expect(response.json().errors[0].message).not.toMatch(/^error-/);
  });

  it('explains an unknown category and a reversed price range in the request language', async () => {
    expect((await search({ categoryId: 99_999 }, '', 'en')).json().errors[0].message).toBe('This category does not exist.');
    expect((await search({ priceFrom: 2, priceTo: 1 }, '', 'bg')).json().errors[0].message).toBe('Най-високата цена не може да е под най-ниската.');
  });
});

describe('GET /api/product/{id}', () => {
  it('answers a product in the request language, even out of stock', async () => {
    const response = await server.inject({ method: 'GET', url: `/api/product/${product.t5}`, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: product.t5, title: 'Metal table, white', stock: 0, image: null, images: [] });
  });

  it('answers 404 for a deleted or unknown product and for a malformed id', async () => {
    expect((await server.inject({ method: 'GET', url: `/api/product/${product.t6}` })).statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: '/api/product/99999' })).statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: '/api/product/abc' })).statusCode).toBe(404);
  });
});

describe('GET /api/vendor/{id}', () => {
  it('answers the vendor page: name, delivery price and city in the request language', async () => {
    const response = await server.inject({ method: 'GET', url: `/api/vendor/${dabrava.vendorId}`, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: dabrava.vendorId,
      name: 'Dabrava Furniture',
      description: null,
      logo: null,
      deliveryPrice: 2500,
      city: { id: expect.any(Number), name: 'Sofia' },
      phone: null,
      email: null,
    });
  });

  it('answers a vendor with free delivery and no city with nulls', async () => {
    const response = await server.inject({ method: 'GET', url: `/api/vendor/${rozova.vendorId}` });
    expect(response.json()).toMatchObject({ name: 'Розова долина', deliveryPrice: null, city: null });
  });

  it('answers 404 for an unknown vendor', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/vendor/99999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Не е намерено.' });
  });
});
