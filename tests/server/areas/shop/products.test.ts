/**
 * A vendor's catalogue through the real server on a fresh database: creating, updating and
 * retiring its products (categories and their filters, SKUs, pictures through the image
 * pipeline), its own product list, and its shop profile. Every operation is the vendor's own:
 * another vendor's product or shop is 403, and a refused request writes nothing.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { productImages, products, vendors } from '../../../../server/db/schema/index.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createCategory, createCity, createProduct, createVendor, daysAgo, option } from './fixtures.ts';
import type { TestVendor } from './fixtures.ts';

let server: TestApp;
let sofia: number;
let tables: number;
let lamps: number;
let dabrava: TestVendor;
let rozova: TestVendor;
let buyer: Account;
let agency: Account;

beforeAll(async () => {
  server = await startTestApp();
  sofia = await createCity(server, { bg: 'София', en: 'Sofia' });
  tables = await createCategory(server, {
    name: { bg: 'Маси', en: 'Tables' },
    room: 'living-room',
    filters: [
      { key: 'material', name: { bg: 'Материал', en: 'Material' }, values: [option('oak', 'Дъб'), option('pine', 'Бор')] },
      { key: 'colour', name: { bg: 'Цвят', en: 'Colour' }, values: [option('white', 'Бял'), option('black', 'Черен')] },
    ],
  });
  lamps = await createCategory(server, {
    name: { bg: 'Лампи', en: 'Lamps' },
    room: 'living-room',
    filters: [{ key: 'colour', name: { bg: 'Цвят', en: 'Colour' }, values: [option('brass', 'Месинг')] }],
  });
  dabrava = await createVendor(server, { name: { bg: 'Мебели Дъбрава', en: 'Dabrava Furniture' }, deliveryPrice: 2500 });
  rozova = await createVendor(server, { name: { bg: 'Розова долина', en: 'Rose Valley' }, deliveryPrice: null });
  [buyer, agency] = await Promise.all([createAccount(server, 'user'), createAccount(server, 'agency')]);
});

afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

const jpeg = async (background = '#336699') =>
  `data:image/jpeg;base64,${(await sharp({ create: { width: 64, height: 48, channels: 3, background } }).jpeg().toBuffer()).toString('base64')}`;

let skus = 0;
/** A valid form body: an oak table of `tables`, with a fresh SKU. */
function form(overrides: object = {}) {
  skus += 1;
  return {
    title: 'Маса „Дъб“',
    description: 'Масивна маса от дъб.',
    price: 24_900,
    promoPrice: 19_900,
    categoryIds: [tables],
    stock: 7,
    attributes: { material: 'oak', colour: 'white' },
    sku: `TBL-${skus}`,
    ...overrides,
  };
}

function send(method: 'POST' | 'DELETE', url: string, account: Account | null, payload?: object, language = 'bg') {
  return server.inject({
    method,
    url,
    headers: { 'accept-language': language, ...(account ? { cookie: account.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

const create = (account: Account | null, body: object, language?: string) => send('POST', '/api/product', account, body, language);

async function productCount(): Promise<number> {
  const [row] = await server.db.select({ value: count() }).from(products);
  return Number(row!.value);
}

async function uploads(): Promise<string[]> {
  return readdir(path.join(server.config.dataDir, 'uploads')).catch(() => [] as string[]);
}

describe('POST /api/product', () => {
  it('creates the vendor’s product in the request language, with its categories, filter values, SKU and pictures', async () => {
    const response = await create(dabrava, form({ sku: 'OAK-1', images: [await jpeg()] }));
    expect(response.statusCode).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({
      title: 'Маса „Дъб“',
      description: 'Масивна маса от дъб.',
      price: 24_900,
      promoPrice: 19_900,
      stock: 7,
      sku: 'OAK-1',
      attributes: { material: 'oak', colour: 'white' },
      vendor: { id: dabrava.vendorId, name: 'Мебели Дъбрава', deliveryPrice: 2500 },
      categories: [{ id: tables, name: 'Маси' }],
    });
    // The picture was re-encoded to WebP by the pipeline, in two sizes.
    expect(product.images).toEqual([
      { id: expect.any(Number), url: expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{32}\.webp$/), thumbnailUrl: expect.stringMatching(/-thumb\.webp$/), width: 64, height: 48 },
    ]);
    expect(product.image).toBe(product.images[0].url);
    const [row] = await server.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.title).toEqual({ bg: 'Маса „Дъб“' });
    // It is in the shop at once.
    const found = await server.inject({ method: 'POST', url: '/api/product/search', payload: { categoryId: tables, filters: { material: ['oak'] } } });
    expect(found.json().items.map((item: { id: number }) => item.id)).toContain(product.id);
  });

  it('stores the texts of an English request in English', async () => {
    const response = await create(dabrava, form({ title: 'Oak table', description: '' }), 'en');
    expect(response.statusCode).toBe(201);
    const [row] = await server.db.select().from(products).where(eq(products.id, response.json().id));
    expect(row!.title).toEqual({ en: 'Oak table' });
  });

  it('lets a product have no SKU, no promotion and no pictures', async () => {
    const { sku: _sku, promoPrice: _promo, ...bare } = form();
    const response = await create(dabrava, { ...bare, attributes: {} });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ sku: null, promoPrice: null, images: [], image: null, attributes: {} });
  });

  it('accepts a filter value of any of the product’s categories', async () => {
    const response = await create(dabrava, form({ categoryIds: [tables, lamps], attributes: { material: 'pine', colour: 'brass' } }));
    expect(response.statusCode).toBe(201);
    expect(response.json().categories.map((category: { id: number }) => category.id).sort()).toEqual([tables, lamps].sort());
  });

  it('needs a signed-in vendor', async () => {
    const before = await productCount();
    const anonymous = await create(null, form());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Моля, влезте в профила си.' });
    for (const account of [buyer, agency]) {
      const denied = await create(account, form());
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ message: 'Нямате достъп до това действие.' });
    }
    expect(await productCount()).toBe(before);
  });

  it('explains every problem of the form at once, pictures included, and writes nothing', async () => {
    await create(dabrava, form({ sku: 'TAKEN-1' }));
    const before = await productCount();
    const files = await uploads();
    const response = await create(dabrava, {
      ...form(),
      promoPrice: 24_900,
      categoryIds: [tables, 999_999],
      attributes: { material: 'marble', size: 'xl' },
      sku: 'TAKEN-1',
      images: [await jpeg(), 'data:image/png;base64,PHN2Zz48L3N2Zz4='],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'validation_failed',
      errors: expect.arrayContaining([
        { property: 'promoPrice', message: 'Промоционалната цена трябва да е по-ниска от цената.' },
        { property: 'categoryIds.1', message: expect.any(String) },
        { property: 'attributes.material', message: 'Изберете една от стойностите, които филтърът на категорията предлага.' },
        { property: 'attributes.size', message: 'Никоя от категориите на продукта няма такъв филтър.' },
        { property: 'sku', message: 'Друг от вашите продукти вече има този код (SKU).' },
        { property: 'images.1', message: expect.any(String) },
      ]),
    });
    expect(response.json().errors).toHaveLength(6);
    expect(await productCount()).toBe(before);
    expect(await uploads()).toEqual(files);
  });

  it('refuses what the contract refuses with the error body', async () => {
    const before = await productCount();
    for (const body of [form({ title: 'x' }), form({ price: -1 }), form({ categoryIds: [] }), form({ sku: 'with space' }), { title: 'Маса' }]) {
      const response = await create(dabrava, body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'validation_failed', errors: expect.any(Array) });
    }
    expect(await productCount()).toBe(before);
  });

  it('lets two vendors use the same SKU', async () => {
    expect((await create(dabrava, form({ sku: 'SHARED-1' }))).statusCode).toBe(201);
    expect((await create(rozova, form({ sku: 'SHARED-1' }))).statusCode).toBe(201);
  });
});

describe('POST /api/product/{id}', () => {
  it('replaces the fields, keeps the other language’s texts, and keeps, orders and removes pictures', async () => {
    const created = (await create(dabrava, form({ images: [await jpeg('#111111'), await jpeg('#222222')] }))).json();
    await server.db.update(products).set({ title: { bg: 'Маса „Дъб“', en: 'Oak table' } }).where(eq(products.id, created.id));
    const [first, second] = created.images;
    const added = await jpeg('#333333');
    const response = await send('POST', `/api/product/${created.id}`, dabrava, {
      ...form({ sku: 'OAK-RENAMED', title: 'Маса „Бор“', price: 15_000, promoPrice: null, attributes: { material: 'pine' } }),
      images: [second.url, added],
    });
    expect(response.statusCode).toBe(200);
    const product = response.json();
    expect(product).toMatchObject({ id: created.id, title: 'Маса „Бор“', price: 15_000, promoPrice: null, sku: 'OAK-RENAMED', attributes: { material: 'pine' } });
    expect(product.images.map((image: { url: string }) => image.url)).toEqual([second.url, expect.stringMatching(/\.webp$/)]);
    expect(product.images[0].id).toBe(second.id);
    const [row] = await server.db.select().from(products).where(eq(products.id, created.id));
    expect(row!.title).toEqual({ bg: 'Маса „Бор“', en: 'Oak table' });
    // The removed picture's files are gone.
    expect(await uploads()).not.toContain(path.basename(first.url));
    expect(await server.db.select().from(productImages).where(eq(productImages.productId, created.id))).toHaveLength(2);
  });

  it('keeps its own SKU, and refuses another live product’s', async () => {
    const one = (await create(dabrava, form({ sku: 'KEEP-1' }))).json();
    await create(dabrava, form({ sku: 'KEEP-2' }));
    expect((await send('POST', `/api/product/${one.id}`, dabrava, form({ sku: 'KEEP-1' }))).statusCode).toBe(200);
    const clash = await send('POST', `/api/product/${one.id}`, dabrava, form({ sku: 'KEEP-2', title: 'Друго име' }));
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual([{ property: 'sku', message: 'Друг от вашите продукти вече има този код (SKU).' }]);
    const [row] = await server.db.select().from(products).where(eq(products.id, one.id));
    expect(row!.sku).toBe('KEEP-1');
    expect(row!.title).toEqual({ bg: 'Маса „Дъб“' });
  });

  it('answers 403 for another vendor’s product, 404 for a retired or unknown one, and changes nothing', async () => {
    const theirs = (await create(rozova, form())).json();
    const foreign = await send('POST', `/api/product/${theirs.id}`, dabrava, form({ title: 'Чужда' }));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Нямате достъп до това действие.' });
    const retired = await createProduct(server, { vendorId: dabrava.vendorId, categoryIds: [tables], title: { bg: 'Стара' }, price: 100, deleted: true });
    expect((await send('POST', `/api/product/${retired}`, dabrava, form())).statusCode).toBe(404);
    expect((await send('POST', '/api/product/999999', dabrava, form())).statusCode).toBe(404);
    const [row] = await server.db.select().from(products).where(eq(products.id, theirs.id));
    expect(row!.title).toEqual({ bg: 'Маса „Дъб“' });
    expect((await send('POST', `/api/product/${theirs.id}`, buyer, form())).statusCode).toBe(403);
    expect((await send('POST', `/api/product/${theirs.id}`, null, form())).statusCode).toBe(401);
  });
});

describe('DELETE /api/product/{id}', () => {
  it('deletes the files of its pictures once the product is retired', async () => {
    const product = (await create(dabrava, form({ sku: 'RETIRE-PICTURES', images: [await jpeg()] }))).json();
    const [picture] = product.images;
    const before = await uploads();
    expect(before).toEqual(expect.arrayContaining([path.basename(picture.url), path.basename(picture.thumbnailUrl)]));

    expect((await send('DELETE', `/api/product/${product.id}`, dabrava)).statusCode).toBe(204);
    const after = await uploads();
    expect(after).toHaveLength(before.length - 2);
    expect(after).not.toContain(path.basename(picture.url));
    expect(after).not.toContain(path.basename(picture.thumbnailUrl));
    expect(await server.db.select().from(productImages).where(eq(productImages.productId, product.id))).toEqual([]);
  });

  it('retires the product: gone from the shop and the vendor’s list, kept by the orders that hold it, its SKU free again', async () => {
    const product = (await create(dabrava, form({ sku: 'RETIRE-1' }))).json();
    const order = await server.inject({
      method: 'POST',
      url: '/api/order',
      headers: { cookie: buyer.cookie },
      payload: {
        items: [{ productId: product.id, quantity: 1 }],
        contact: { name: 'Мария', phone: '0888123456', email: 'maria@example.bg' },
        address: { cityId: sofia, street: 'ул. „Оборище“ 18' },
      },
    });
    expect(order.statusCode).toBe(201);

    const response = await send('DELETE', `/api/product/${product.id}`, dabrava);
    expect(response.statusCode).toBe(204);
    expect((await server.inject({ method: 'GET', url: `/api/product/${product.id}` })).statusCode).toBe(404);
    const found = await server.inject({ method: 'POST', url: '/api/product/search', payload: { vendorId: dabrava.vendorId } });
    expect(found.json().items.map((item: { id: number }) => item.id)).not.toContain(product.id);
    const mine = await server.inject({ method: 'GET', url: '/api/vendor/product?limit=100', headers: { cookie: dabrava.cookie } });
    expect(mine.json().items.map((item: { id: number }) => item.id)).not.toContain(product.id);
    // Never erased: the order still shows its line.
    const [row] = await server.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const bought = await server.inject({ method: 'GET', url: `/api/order/${order.json().id}`, headers: { cookie: buyer.cookie } });
    expect(bought.json().items).toEqual([expect.objectContaining({ productId: product.id, title: 'Маса „Дъб“', unitPrice: 19_900 })]);
    // A new product may take the SKU.
    expect((await create(dabrava, form({ sku: 'RETIRE-1' }))).statusCode).toBe(201);
    // Retiring it again: it is gone.
    expect((await send('DELETE', `/api/product/${product.id}`, dabrava)).statusCode).toBe(404);
  });

  it('answers 403 for another vendor’s product and leaves it on sale', async () => {
    const theirs = (await create(rozova, form())).json();
    const response = await send('DELETE', `/api/product/${theirs.id}`, dabrava);
    expect(response.statusCode).toBe(403);
    expect((await server.inject({ method: 'GET', url: `/api/product/${theirs.id}` })).statusCode).toBe(200);
    expect((await send('DELETE', `/api/product/${theirs.id}`, agency)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/product/${theirs.id}`, null)).statusCode).toBe(401);
    // A path id that names nothing (issue 8, decision 0008) is not found.
    expect((await send('DELETE', '/api/product/0', dabrava)).statusCode).toBe(404);
  });
});

describe('GET /api/vendor/product', () => {
  let quiet: TestVendor;
  const ids: number[] = [];

  beforeAll(async () => {
    quiet = await createVendor(server, { name: { bg: 'Тих магазин', en: 'Quiet Shop' }, deliveryPrice: 990 });
    for (const [index, stock] of [3, 0, 5].entries()) {
      ids.push(await createProduct(server, { vendorId: quiet.vendorId, categoryIds: [tables], title: { bg: `Маса ${index}` }, price: 1000, stock, createdAt: daysAgo(10 - index) }));
    }
    await createProduct(server, { vendorId: quiet.vendorId, categoryIds: [tables], title: { bg: 'Стара' }, price: 1000, deleted: true });
  });

  const list = (account: Account | null, query = '') =>
    server.inject({ method: 'GET', url: `/api/vendor/product${query}`, headers: account ? { cookie: account.cookie } : {} });

  it('lists the vendor’s live products newest first, out of stock too, with the total', async () => {
    const response = await list(quiet);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 3, offset: 0, limit: 10 });
    expect(response.json().items.map((item: { id: number }) => item.id)).toEqual([...ids].reverse());
    expect(response.json().items[1]).toMatchObject({ stock: 0, vendor: { id: quiet.vendorId } });
  });

  it('pages', async () => {
    const page = (await list(quiet, '?offset=1&limit=1')).json();
    expect(page).toMatchObject({ total: 3, offset: 1, limit: 1 });
    expect(page.items.map((item: { id: number }) => item.id)).toEqual([ids[1]]);
  });

  it('needs a signed-in vendor, and refuses a bad page', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(buyer)).statusCode).toBe(403);
    expect((await list(quiet, '?limit=0')).statusCode).toBe(422);
  });

  describe('with a query', () => {
    let searched: TestVendor;
    const found = async (query: string) => {
      const response = await list(searched, `?query=${encodeURIComponent(query)}`);
      expect(response.statusCode).toBe(200);
      const page = response.json() as { items: { title: string }[]; total: number };
      expect(page.total).toBe(page.items.length);
      return page.items.map((item) => item.title).sort();
    };

    beforeAll(async () => {
      searched = await createVendor(server, { name: { bg: 'Търсен магазин', en: 'Searched Shop' }, deliveryPrice: null });
      const product = (title: { bg: string; en?: string }, sku: string, extra: { deleted?: boolean } = {}) =>
        createProduct(server, { vendorId: searched.vendorId, categoryIds: [tables], title, price: 1000, sku, ...extra });
      await product({ bg: 'Дъбова маса', en: 'Oak table' }, 'DB-TABLE-101');
      await product({ bg: 'Борова маса', en: 'Pine table' }, 'DB-TABLE-102');
      await product({ bg: 'Лампа 100% месинг' }, 'LAMP_7');
      await product({ bg: 'Дъбов стол' }, 'DB-CHAIR-1', { deleted: true });
      // Another shop's oak table is never in this list.
      await createProduct(server, { vendorId: quiet.vendorId, categoryIds: [tables], title: { bg: 'Дъбова маса', en: 'Oak table' }, price: 1000, sku: 'OTHER-1' });
    });

    it('finds the products whose title, in either language, or SKU holds every word, ignoring case', async () => {
      expect(await found('маса')).toEqual(['Борова маса', 'Дъбова маса']);
      expect(await found('OAK')).toEqual(['Дъбова маса']);
      expect(await found('table-10')).toEqual(['Борова маса', 'Дъбова маса']);
      expect(await found('  маса   db-table-102 ')).toEqual(['Борова маса']);
      expect(await found('маса стол')).toEqual([]);
    });

    it('reads the words literally and leaves retired products out', async () => {
      expect(await found('100%')).toEqual(['Лампа 100% месинг']);
      expect(await found('%')).toEqual(['Лампа 100% месинг']);
      expect(await found('_')).toEqual(['Лампа 100% месинг']);
      expect(await found('стол')).toEqual([]);
      expect(await found('')).toHaveLength(3);
    });

    it('refuses a query over 200 characters', async () => {
      const response = await list(searched, `?query=${'a'.repeat(201)}`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message: 'validation_failed', errors: [{ property: 'query' }] });
    });
  });
});

describe('POST /api/vendor/{id}', () => {
  let shop: TestVendor;

  beforeAll(async () => {
    shop = await createVendor(server, { name: { bg: 'Уютен дом', en: 'Cosy Home' }, deliveryPrice: 500 });
  });

  const update = (id: number, account: Account | null, body: object, language = 'bg') => send('POST', `/api/vendor/${id}`, account, body, language);

  it('updates the vendor’s own profile: name in the request language, the other kept; delivery, city, contact, logo', async () => {
    const logo = await jpeg();
    const response = await update(shop.vendorId, shop, {
      name: 'Cosy Home Ltd',
      description: 'Furniture for small flats.',
      deliveryPrice: 1200,
      cityId: sofia,
      phone: '0888 111 222',
      email: 'shop@example.bg',
      logo,
    }, 'en');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: shop.vendorId,
      name: 'Cosy Home Ltd',
      description: 'Furniture for small flats.',
      logo: expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{32}\.webp$/),
      deliveryPrice: 1200,
      city: { id: sofia, name: 'Sofia' },
      phone: '0888 111 222',
      email: 'shop@example.bg',
    });
    const [row] = await server.db.select().from(vendors).where(eq(vendors.id, shop.vendorId));
    expect(row!.name).toEqual({ bg: 'Уютен дом', en: 'Cosy Home Ltd' });
    // The public page shows it.
    expect((await server.inject({ method: 'GET', url: `/api/vendor/${shop.vendorId}`, headers: { 'accept-language': 'en' } })).json()).toEqual(response.json());
  });

  it('clears what the form leaves out: free delivery, no city, no contact, no logo', async () => {
    const response = await update(shop.vendorId, shop, { name: 'Уютен дом' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Уютен дом', description: null, logo: null, deliveryPrice: null, city: null, phone: null, email: null });
  });

  it('answers 403 for another vendor’s profile, 404 for an unknown one, and changes nothing', async () => {
    const foreign = await update(dabrava.vendorId, shop, { name: 'Чужд' });
    expect(foreign.statusCode).toBe(403);
    expect((await update(999_999, shop, { name: 'Няма го' })).statusCode).toBe(404);
    expect((await update(dabrava.vendorId, buyer, { name: 'Чужд' })).statusCode).toBe(403);
    expect((await update(dabrava.vendorId, null, { name: 'Чужд' })).statusCode).toBe(401);
    const [row] = await server.db.select().from(vendors).where(eq(vendors.id, dabrava.vendorId));
    expect(row!.name).toEqual({ bg: 'Мебели Дъбрава', en: 'Dabrava Furniture' });
  });

  it('refuses an unknown city, a bad e-mail and a short name, and changes nothing', async () => {
    const city = await update(shop.vendorId, shop, { name: 'Нов', cityId: 999_999 });
    expect(city.statusCode).toBe(422);
    expect(city.json()).toEqual({ message: 'validation_failed', errors: [{ property: 'cityId', message: expect.any(String) }] });
    expect((await update(shop.vendorId, shop, { name: 'Нов', email: 'not-an-address' })).statusCode).toBe(422);
    expect((await update(shop.vendorId, shop, { name: 'Н' })).statusCode).toBe(422);
    const [row] = await server.db.select().from(vendors).where(eq(vendors.id, shop.vendorId));
    expect(row!.name).toEqual({ bg: 'Уютен дом', en: 'Cosy Home Ltd' });
  });
});
