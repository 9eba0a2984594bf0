/**
 * A category's search reads product_search_rows, which only the database's triggers write
 * (migration 0016): every write to a product, its links or its category's filters shows in the
 * next search, and, for random shops and searches, the answer is the one the rules give when
 * worked out here from the products themselves.
 */
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { categoryFilters, productCategoryLinks, products } from '../../../../server/db/schema/index.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createCategory, createProduct, createVendor, daysAgo, option } from './fixtures.ts';
import type { TestVendor } from './fixtures.ts';

interface SearchAnswer {
  items: { id: number }[];
  total: number;
  priceRange: { min: number; max: number } | null;
  facets: { key: string; counts: { value: string; count: number }[] }[];
}

let server: TestApp;
let vendor: TestVendor;

beforeAll(async () => {
  server = await startTestApp();
  vendor = await createVendor(server, { name: { bg: 'Дъбрава', en: 'Dabrava' }, deliveryPrice: null });
});

afterAll(async () => {
  await server?.close();
});

const FILTERS = [
  { key: 'material', name: { bg: 'Материал', en: 'Material' }, values: [option('oak'), option('pine'), option('metal')] },
  { key: 'colour', name: { bg: 'Цвят', en: 'Colour' }, values: [option('white'), option('black')] },
];

async function search(body: object, query = ''): Promise<SearchAnswer> {
  const response = await server.inject({ method: 'POST', url: `/api/product/search${query}`, payload: body });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** value → count of a filter's facet. */
function countsOf(answer: SearchAnswer, key: string): Record<string, number> {
  return Object.fromEntries(answer.facets.find((facet) => facet.key === key)!.counts.map(({ value, count }) => [value, count]));
}

describe('a category’s search follows every write', () => {
  let tables: number;
  let chairs: number;
  let oak: number;
  let pine: number;

  beforeAll(async () => {
    tables = await createCategory(server, { name: { bg: 'Маси', en: 'Tables' }, room: 'kitchen', filters: FILTERS });
    chairs = await createCategory(server, { name: { bg: 'Столове', en: 'Chairs' }, room: 'kitchen' });
    oak = await createProduct(server, { vendorId: vendor.vendorId, categoryIds: [tables], title: { bg: 'Дъбова маса', en: 'Oak table' }, price: 10_000, attributes: { material: 'oak', colour: 'white' } });
    pine = await createProduct(server, { vendorId: vendor.vendorId, categoryIds: [tables, chairs], title: { bg: 'Борова маса', en: 'Pine table' }, price: 20_000, attributes: { material: 'pine', colour: 'black' } });
  });

  const ids = (answer: SearchAnswer) => answer.items.map((item) => item.id);
  const update = (id: number, values: Partial<typeof products.$inferInsert>) => server.db.update(products).set(values).where(eq(products.id, id));

  it('a new price or promotion reorders and rebounds the category', async () => {
    await update(oak, { price: 30_000, promoPrice: 25_000 });
    const answer = await search({ categoryId: tables }, '?orderBy=price.ASC');
    expect(ids(answer)).toEqual([pine, oak]);
    expect(answer.priceRange).toEqual({ min: 20_000, max: 25_000 });
  });

  it('a product out of stock or retired leaves it, and comes back when stocked again', async () => {
    await update(oak, { stock: 0 });
    expect(ids(await search({ categoryId: tables }))).toEqual([pine]);
    await update(oak, { stock: 3 });
    expect(ids(await search({ categoryId: tables }, '?orderBy=price.ASC'))).toEqual([pine, oak]);
    await update(pine, { deletedAt: new Date() });
    expect(ids(await search({ categoryId: tables }))).toEqual([oak]);
    expect(ids(await search({ categoryId: chairs }))).toEqual([]);
    await update(pine, { deletedAt: null });
  });

  it('new attributes move the product between facet values', async () => {
    await update(pine, { attributes: { material: 'metal', colour: 'white' } });
    const answer = await search({ categoryId: tables, filters: { colour: ['white'] } });
    expect(answer.total).toBe(2);
    expect(countsOf(answer, 'material')).toEqual({ oak: 1, pine: 0, metal: 1 });
    expect(countsOf(answer, 'colour')).toEqual({ white: 2, black: 0 });
  });

  it('a new title re-sorts by title in each language', async () => {
    await update(oak, { title: { bg: 'Ябълкова маса', en: 'Apple table' } });
    expect(ids(await search({ categoryId: tables }, '?orderBy=title.ASC'))).toEqual([pine, oak]);
    const english = await server.inject({ method: 'POST', url: '/api/product/search?orderBy=title.ASC', payload: { categoryId: tables }, headers: { 'accept-language': 'en' } });
    expect((english.json() as SearchAnswer).items.map((item) => item.id)).toEqual([oak, pine]);
  });

  it('a link removed or added moves the product out of or into a category', async () => {
    await server.db.delete(productCategoryLinks).where(and(eq(productCategoryLinks.productId, pine), eq(productCategoryLinks.categoryId, tables)));
    expect(ids(await search({ categoryId: tables }))).toEqual([oak]);
    expect(ids(await search({ categoryId: chairs }))).toEqual([pine]);
    await server.db.insert(productCategoryLinks).values({ productId: oak, categoryId: chairs });
    expect((await search({ categoryId: chairs })).total).toBe(2);
  });

  it('a value added in front of a category’s filters keeps every count right', async () => {
    const before = countsOf(await search({ categoryId: tables }), 'colour');
    await server.db
      .update(categoryFilters)
      .set({ values: [option('walnut'), ...FILTERS[0]!.values] })
      .where(and(eq(categoryFilters.categoryId, tables), eq(categoryFilters.key, 'material')));
    const answer = await search({ categoryId: tables, filters: { material: ['oak'] } });
    expect(answer.total).toBe(1);
    expect(countsOf(answer, 'material')).toEqual({ walnut: 0, oak: 1, pine: 0, metal: 0 });
    expect(countsOf(await search({ categoryId: tables }), 'colour')).toEqual(before);
  });

  it('refuses a category filter list of more than 63 values, and keeps the one it had', async () => {
    const values = Array.from({ length: 64 }, (_, index) => option(`v${index}`));
    await expect(server.db.insert(categoryFilters).values({ categoryId: tables, key: 'size', name: { bg: 'Размер', en: 'Size' }, values })).rejects.toThrow();
    expect((await search({ categoryId: tables })).facets.map((facet) => facet.key)).toEqual(['material', 'colour']);
  });
});

/** A product as the rules see it. */
interface Written {
  id: number;
  charged: number;
  live: boolean;
  attributes: Record<string, string>;
  /** Days ago. */
  createdAt: number;
}

describe('a category’s search gives what the rules give', () => {
  const MATERIALS = ['oak', 'pine', 'metal'];
  const COLOURS = ['white', 'black'];
  const productArbitrary = fc.record({
    price: fc.integer({ min: 100, max: 5_000 }),
    promo: fc.option(fc.integer({ min: 1, max: 99 }), { nil: undefined }),
    stock: fc.constantFrom(0, 1, 5),
    deleted: fc.boolean(),
    material: fc.option(fc.constantFrom(...MATERIALS), { nil: undefined }),
    colour: fc.option(fc.constantFrom(...COLOURS), { nil: undefined }),
    age: fc.integer({ min: 0, max: 100 }),
  });
  const searchArbitrary = fc.record({
    material: fc.subarray(MATERIALS),
    colour: fc.subarray(COLOURS),
    priceFrom: fc.option(fc.integer({ min: 100, max: 3_000 }), { nil: undefined }),
    priceTo: fc.option(fc.integer({ min: 3_000, max: 5_000 }), { nil: undefined }),
    orderBy: fc.constantFrom('price.ASC', 'price.DESC', 'createdAt.DESC'),
    offset: fc.constantFrom(0, 2),
  });

  it('for random shops and searches: the page, the total, the price range and every facet count', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(productArbitrary, { maxLength: 12 }), searchArbitrary, async (shop, criteria) => {
        const categoryId = await createCategory(server, { name: { bg: 'Маси', en: 'Tables' }, room: 'kitchen', filters: FILTERS });
        const written: Written[] = [];
        for (const [index, row] of shop.entries()) {
          const attributes = Object.fromEntries(Object.entries({ material: row.material, colour: row.colour }).filter(([, value]) => value !== undefined)) as Record<string, string>;
          const promoPrice = row.promo === undefined ? null : Math.floor((row.price * row.promo) / 100);
          const id = await createProduct(server, {
            vendorId: vendor.vendorId,
            categoryIds: [categoryId],
            title: { bg: `Маса ${index}`, en: `Table ${index}` },
            price: row.price,
            promoPrice,
            stock: row.stock,
            deleted: row.deleted,
            attributes,
            // Distinct times: the newest first is one order.
            createdAt: daysAgo(row.age + index / 1000),
          });
          written.push({ id, charged: promoPrice ?? row.price, live: row.stock > 0 && !row.deleted, attributes, createdAt: row.age + index / 1000 });
        }
        const selected = { material: criteria.material, colour: criteria.colour };
        const answer = await search(
          { categoryId, filters: selected, priceFrom: criteria.priceFrom, priceTo: criteria.priceTo },
          `?orderBy=${criteria.orderBy}&offset=${criteria.offset}&limit=3`,
        );

        const live = written.filter((product) => product.live);
        const matchesAllBut = (product: Written, except: string | null) =>
          Object.entries(selected).every(([key, values]) => key === except || values.length === 0 || values.includes(product.attributes[key]!));
        const inPrice = (product: Written) =>
          (criteria.priceFrom === undefined || product.charged >= criteria.priceFrom) && (criteria.priceTo === undefined || product.charged <= criteria.priceTo);
        const matches = live.filter((product) => matchesAllBut(product, null));
        const found = matches.filter(inPrice);
        const order = {
          'price.ASC': (a: Written, b: Written) => a.charged - b.charged || a.id - b.id,
          'price.DESC': (a: Written, b: Written) => b.charged - a.charged || b.id - a.id,
          'createdAt.DESC': (a: Written, b: Written) => a.createdAt - b.createdAt || b.id - a.id,
        }[criteria.orderBy];
        const charges = matches.map((product) => product.charged);

        expect(answer.total).toBe(found.length);
        expect(answer.items.map((item) => item.id)).toEqual([...found].sort(order).slice(criteria.offset, criteria.offset + 3).map((product) => product.id));
        expect(answer.priceRange).toEqual(charges.length === 0 ? null : { min: Math.min(...charges), max: Math.max(...charges) });
        for (const [key, values] of [['material', MATERIALS], ['colour', COLOURS]] as const) {
          const expected = Object.fromEntries(
            values.map((value) => [value, live.filter((product) => inPrice(product) && matchesAllBut(product, key) && product.attributes[key] === value).length]),
          );
          expect(countsOf(answer, key)).toEqual(expected);
        }
      }),
      { numRuns: 40 },
    );
  });
});
