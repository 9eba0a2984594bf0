/**
 * The shop's side of the network boundary for src tests: a small catalogue (categories, two
 * vendors, products, a category's filters, cities) answered by MSW as the contract says, with
 * the search's filters, facets and paging applied, and a recorder of the orders posted.
 */
import { http, HttpResponse } from 'msw';
import type { City } from '../../../src/api/locations.ts';
import type { CategoryFilter, Product, ProductCategory } from '../../../src/api/catalogue.ts';
import type { Order, OrderInput, ProductSearchInput, ProductSearchPage, Vendor } from '../../../src/features/shop/api.ts';

export const VENDORS: Vendor[] = [
  { id: 3, name: 'Мебели Дъбрава', description: 'Масивни мебели от дъб и бор.', logo: null, deliveryPrice: 500, city: { id: 1, name: 'София' }, phone: null, email: null },
  { id: 4, name: 'Уютен дом', description: null, logo: null, deliveryPrice: null, city: null, phone: null, email: null },
];

export const CATEGORIES: ProductCategory[] = [
  { id: 7, key: 'sofas', name: 'Дивани', room: 'living-room', image: null, promo: true, productCount: 12 },
  { id: 8, key: 'lamps', name: 'Лампи', room: 'living-room', image: null, promo: false, productCount: 3 },
  { id: 9, key: 'pots', name: 'Тенджери', room: 'kitchen', image: null, promo: false, productCount: 1 },
];

export const FILTERS: Record<number, CategoryFilter[]> = {
  7: [
    {
      key: 'material',
      name: 'Материал',
      values: [
        { value: 'oak', label: 'Дъб' },
        { value: 'pine', label: 'Бор' },
        { value: 'steel', label: 'Стомана' },
      ],
    },
  ],
  8: [],
  9: [],
};

const vendorRef = (vendor: Vendor) => ({ id: vendor.id, name: vendor.name, deliveryPrice: vendor.deliveryPrice });

function product(id: number, title: string, price: number, promoPrice: number | null, vendor: Vendor, categoryId: number, material: string, stock = 500): Product {
  const category = CATEGORIES.find((item) => item.id === categoryId)!;
  return {
    id,
    title,
    description: `${title}: удобен и здрав.\n\nДоставя се сглобен.`,
    price,
    promoPrice,
    image: null,
    images: [],
    vendor: vendorRef(vendor),
    categories: [{ id: category.id, name: category.name }],
    stock,
    attributes: { material },
    sku: null,
    createdAt: `2026-11-${String(10 + (id % 10)).padStart(2, '0')}T10:00:00.000Z`,
  };
}

/** Twelve sofas (two pages of 10), three lamps (one sold out), one pot (3 left); two vendors. */
export const PRODUCTS: Product[] = [
  ...Array.from({ length: 12 }, (_, index) =>
    product(100 + index, `Диван ${index + 1}`, 30_000 + index * 1_000, index % 3 === 0 ? 25_000 + index * 1_000 : null, VENDORS[index % 2]!, 7, index % 4 === 0 ? 'pine' : 'oak'),
  ),
  product(200, 'Лампа Луна', 4_990, null, VENDORS[1]!, 8, 'steel'),
  product(201, 'Лампа Слънце', 5_990, 4_990, VENDORS[0]!, 8, 'steel'),
  product(202, 'Лампа Звезда', 6_990, null, VENDORS[1]!, 8, 'steel', 0),
  product(300, 'Тенджера', 2_500, null, VENDORS[0]!, 9, 'steel', 3),
];

export const CITIES: City[] = [
  { id: 1, name: 'София', districts: [] },
  { id: 2, name: 'Пловдив', districts: [] },
];

const charged = (item: Product): number => item.promoPrice ?? item.price;

function matches(item: Product, input: ProductSearchInput, skipKey?: string): boolean {
  if (input.categoryId !== undefined && !item.categories.some((category) => category.id === input.categoryId)) return false;
  if (input.vendorId !== undefined && item.vendor.id !== input.vendorId) return false;
  if (input.promo && item.promoPrice === null) return false;
  if (input.priceFrom !== undefined && charged(item) < input.priceFrom) return false;
  if (input.priceTo !== undefined && charged(item) > input.priceTo) return false;
  return Object.entries(input.filters ?? {}).every(([key, values]) => key === skipKey || values.includes(item.attributes[key] ?? ''));
}

const ORDERINGS: Record<string, (a: Product, b: Product) => number> = {
  'price.ASC': (a, b) => charged(a) - charged(b),
  'price.DESC': (a, b) => charged(b) - charged(a),
  'createdAt.DESC': (a, b) => b.createdAt.localeCompare(a.createdAt),
  'title.ASC': (a, b) => a.title.localeCompare(b.title),
};

/** What the server answers to a search (the contract's ProductSearchPage). */
export function searchPage(input: ProductSearchInput, offset = 0, limit = 10, orderBy = 'price.ASC'): ProductSearchPage {
  const found = PRODUCTS.filter((item) => matches(item, input)).sort(ORDERINGS[orderBy]);
  const facets = (input.categoryId === undefined ? [] : (FILTERS[input.categoryId] ?? [])).map((filter) => ({
    key: filter.key,
    counts: filter.values.map(({ value }) => ({
      value,
      count: PRODUCTS.filter((item) => matches(item, input, filter.key) && item.attributes[filter.key] === value).length,
    })),
  }));
  const unbounded = PRODUCTS.filter((item) => matches(item, { ...input, priceFrom: undefined, priceTo: undefined })).map(charged);
  return {
    items: found.slice(offset, offset + limit),
    total: found.length,
    offset,
    limit,
    facets,
    priceRange: unbounded.length === 0 ? null : { min: Math.min(...unbounded), max: Math.max(...unbounded) },
  };
}

const notFound = () => HttpResponse.json({ message: 'Не е намерено.' }, { status: 404 });

/** The searches the page made (their bodies and query), newest last. */
export const searches: { input: ProductSearchInput; query: URLSearchParams }[] = [];

/** The orders posted, newest last. */
export const orders: OrderInput[] = [];

export const shopCalls = [
  http.get('/api/product/category', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const room = query.get('room');
    const promo = query.get('promo') === '1';
    return HttpResponse.json(CATEGORIES.filter((category) => (room === null || category.room === room) && (!promo || category.promo)));
  }),
  http.get('/api/product/category/filters/:id', ({ params }) => {
    const filters = FILTERS[Number(params.id)];
    return filters ? HttpResponse.json(filters) : notFound();
  }),
  http.post('/api/product/search', async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const input = (await request.json()) as ProductSearchInput;
    searches.push({ input, query });
    return HttpResponse.json(searchPage(input, Number(query.get('offset') ?? 0), Number(query.get('limit') ?? 10), query.get('orderBy') ?? 'price.ASC'));
  }),
  http.get('/api/product/:id', ({ params }) => {
    const found = PRODUCTS.find((item) => item.id === Number(params.id));
    return found ? HttpResponse.json(found) : notFound();
  }),
  http.get('/api/vendor/:id', ({ params }) => {
    const found = VENDORS.find((vendor) => vendor.id === Number(params.id));
    return found ? HttpResponse.json(found) : notFound();
  }),
  http.get('/api/location/city', () => HttpResponse.json(CITIES)),
  // The order page of a signed-out visitor without the e-mail's link.
  http.post('/api/order/:id/view', () => HttpResponse.json({ message: 'Влезте в профила си.' }, { status: 401 })),
  http.post('/api/order', async ({ request }) => {
    const input = (await request.json()) as OrderInput;
    orders.push(input);
    const city = CITIES.find((item) => item.id === input.address.cityId)!;
    const order: Order = {
      id: 41,
      status: 'new',
      items: [],
      // The server's prices, not the cart's: the promotion of product 201 ended meanwhile.
      groups: [
        { vendor: { id: 3, name: 'Мебели Дъбрава' }, status: 'new', totalAmount: 11_980, totalTaxes: 2_396, delivery: 500, shipment: null, deliveryWindow: null },
        { vendor: { id: 4, name: 'Уютен дом' }, status: 'new', totalAmount: 4_990, totalTaxes: 998, delivery: 0, shipment: null, deliveryWindow: null },
      ],
      totalOrderAmount: 20_864,
      totalDeliveryAmount: 500,
      totalProductCount: input.items.reduce((sum, item) => sum + item.quantity, 0),
      contact: input.contact,
      address: { city: { id: city.id, name: city.name }, street: input.address.street },
      note: input.note ?? null,
      createdAt: '2026-11-23T10:00:00.000Z',
    };
    return HttpResponse.json(order, { status: 201 });
  }),
];

/** The product with this id (fixtures). */
export function productById(id: number): Product {
  const found = PRODUCTS.find((item) => item.id === id);
  if (!found) throw new Error(`no fixture product ${id}`);
  return found;
}
