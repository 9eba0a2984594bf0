/**
 * The vendor area's side of the network boundary for src tests: a small shop (vendor 3, the
 * signed-in vendor of userOf('vendor')) with products, catalogue imports and orders, answered by
 * MSW as the contract says, and changed by the calls as the server would (search, paging,
 * retiring, status steps by domain/orders.ts, approving an import). `resetVendorData()` before
 * each test starts from the same shop; `vendorCalls` are the handlers; the calls made are
 * recorded in `sent`.
 */
import { http, HttpResponse } from 'msw';
import { canMoveOrder } from '../../../domain/orders.ts';
import type { OrderStatus } from '../../../domain/orders.ts';
import type { UserStats } from '../../../src/api/account.ts';
import type { Product, ProductCategory, CategoryFilter } from '../../../src/api/catalogue.ts';
import type { Order, OrderStatusInput, ProductImport, ProductImportError, ProductInput } from '../../../src/features/vendor/api.ts';

export const SHOP = { id: 3, name: 'Уютен дом ООД', deliveryPrice: 500 };
const OTHER_SHOP = { id: 9, name: 'Друг магазин', deliveryPrice: null };

export const VENDOR_CATEGORIES: ProductCategory[] = [
  { id: 7, key: 'sofas', name: 'Дивани', room: 'living-room', image: null, promo: false, productCount: 12 },
  { id: 8, key: 'lamps', name: 'Лампи', room: 'living-room', image: null, promo: false, productCount: 3 },
  { id: 9, key: 'pots', name: 'Тенджери', room: 'kitchen', image: null, promo: false, productCount: 1 },
];

export const VENDOR_FILTERS: Record<number, CategoryFilter[]> = {
  7: [
    { key: 'material', name: 'Материал', values: [{ value: 'oak', label: 'Дъб' }, { value: 'linen', label: 'Лен' }] },
    { key: 'colour', name: 'Цвят', values: [{ value: 'grey', label: 'Сив' }] },
  ],
  8: [{ key: 'colour', name: 'Цвят', values: [{ value: 'brass', label: 'Месинг' }] }],
  9: [],
};

function product(id: number, title: string, extra: Partial<Product> = {}): Product {
  return {
    id,
    title,
    description: `${title}: здрав и удобен.`,
    price: 24_900,
    promoPrice: null,
    image: null,
    images: [],
    vendor: SHOP,
    categories: [{ id: 7, name: 'Дивани' }],
    stock: 5,
    attributes: { material: 'oak' },
    sku: `SKU-${id}`,
    createdAt: `2026-11-${String(id % 28 || 1).padStart(2, '0')}T10:00:00.000Z`,
    ...extra,
  };
}

function order(id: number, status: OrderStatus, extra: Partial<Order> = {}): Order {
  return {
    id,
    status,
    items: [
      { productId: 101, title: 'Диван Лен', unitPrice: 24_900, quantity: 2, vendorId: SHOP.id },
      { productId: 102, title: 'Лампа Луна', unitPrice: 4_990, quantity: 1, vendorId: SHOP.id },
    ],
    groups: [{ vendor: { id: SHOP.id, name: SHOP.name }, status, totalAmount: 54_790, totalTaxes: 10_958, delivery: 500, shipment: null, deliveryWindow: null }],
    totalOrderAmount: 66_248,
    totalDeliveryAmount: 500,
    totalProductCount: 3,
    contact: { name: 'Мария Иванова', phone: '0888123456', email: 'maria@example.bg' },
    address: { city: { id: 1, name: 'София' }, street: 'ул. „Оборище“ 18' },
    note: 'Обадете се преди доставка.',
    createdAt: `2026-11-${String(30 - (id % 28)).padStart(2, '0')}T09:30:00.000Z`,
    ...extra,
  };
}

function anImport(id: number, extra: Partial<ProductImport>): ProductImport {
  return {
    id,
    fileName: `katalog-${id}.csv`,
    format: 'csv',
    status: 'parsed',
    progress: 100,
    processedRows: 6,
    totalRows: 6,
    validRows: 5,
    errorRows: 1,
    errorCount: 1,
    publishedRows: 0,
    createdProducts: 0,
    updatedProducts: 0,
    failure: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:01:00.000Z',
    ...extra,
  };
}

interface VendorData {
  products: Product[];
  imports: ProductImport[];
  reports: Map<number, ProductImportError[]>;
  orders: Order[];
  /** Product ids another shop sells (403 to change). */
  othersProducts: Product[];
  /** Steps an import in `parsing` or `publishing` takes per GET until it is done. */
  pollSteps: number;
}

export let data: VendorData;

/** The calls the pages made, newest last: method, path with query, and JSON body. */
export const sent: { method: string; url: string; body?: unknown }[] = [];

export function resetVendorData(): void {
  sent.length = 0;
  data = {
    products: [
      ...Array.from({ length: 12 }, (_, index) => product(100 + index, `Диван ${index + 1}`, { createdAt: `2026-10-${String(10 + index)}T10:00:00.000Z` })),
      product(120, 'Лампа Луна', { categories: [{ id: 8, name: 'Лампи' }], attributes: { colour: 'brass' }, stock: 0, promoPrice: 3_990, price: 4_990, createdAt: '2026-11-22T10:00:00.000Z' }),
    ],
    imports: [
      anImport(14, { status: 'parsed', fileName: 'novi-masichki.xlsx', format: 'xlsx', createdAt: '2026-11-23T08:00:00.000Z' }),
      anImport(13, { status: 'completed', fileName: 'katalog-oktomvri.csv', validRows: 117, processedRows: 120, totalRows: 120, errorRows: 3, errorCount: 4, publishedRows: 117, createdProducts: 40, updatedProducts: 77 }),
    ],
    reports: new Map([
      [14, [{ row: 3, column: 'material', message: 'Изберете една от стойностите на филтъра.' }]],
      [
        13,
        [
          { row: 14, column: 'price', message: 'Цена в евро, например 129.90.' },
          { row: 58, column: null, message: 'Редът не можа да се прочете.' },
        ],
      ],
    ]),
    orders: [
      order(41, 'new'),
      // A move-in plan's order: the vendor delivers in the window the plan asked for.
      order(40, 'confirmed', {
        groups: [{ vendor: { id: SHOP.id, name: SHOP.name }, status: 'confirmed', totalAmount: 54_790, totalTaxes: 10_958, delivery: 500, shipment: null, deliveryWindow: { day: '2026-12-05', slot: '14-17' } }],
      }),
      order(39, 'shipped'),
      order(38, 'delivered'),
      order(37, 'cancelled'),
    ],
    othersProducts: [{ ...product(500, 'Чужд диван'), vendor: OTHER_SHOP }],
    pollSteps: 2,
  };
}
resetVendorData();

export const STATS: UserStats = {
  properties: null,
  activeProperties: null,
  viewingRequests: null,
  products: 13,
  orders: 5,
  tenantOffers: null,
  credits: 0,
  vendor: {
    ordersByStatus: [
      { status: 'new', count: 2 },
      { status: 'confirmed', count: 1 },
      { status: 'shipped', count: 1 },
      { status: 'delivered', count: 6 },
      { status: 'cancelled', count: 1 },
    ],
    revenueByMonth: Array.from({ length: 12 }, (_, index) => ({
      month: `${index < 1 ? 2025 : 2026}-${String(((index + 11) % 12) + 1).padStart(2, '0')}`,
      amount: index === 9 ? 150_000 : index * 10_000,
      orders: index % 3,
    })),
    topProducts: [
      { product: { id: 101, name: 'Диван Лен' }, quantity: 7, amount: 174_300 },
      { product: { id: 102, name: 'Лампа Луна' }, quantity: 1, amount: 4_990 },
    ],
  },
};

const problem = (status: number, message: string) => HttpResponse.json({ message }, { status });
const invalid = (property: string, message: string) =>
  HttpResponse.json({ message: 'validation_failed', errors: [{ property, message }] }, { status: 422 });

function page<T>(items: readonly T[], query: URLSearchParams, size = 10) {
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? size);
  return { items: items.slice(offset, offset + limit), total: items.length, offset, limit };
}

/** An import in `parsing` or `publishing` moves on as it is polled, as the job would. */
function advance(item: ProductImport): void {
  if (item.status !== 'parsing' && item.status !== 'publishing') return;
  item.progress = Math.min(100, item.progress + Math.ceil(100 / data.pollSteps));
  if (item.progress < 100) return;
  if (item.status === 'parsing') Object.assign(item, { status: 'parsed', totalRows: item.processedRows });
  else Object.assign(item, { status: 'completed', publishedRows: item.validRows, createdProducts: item.validRows });
}

function record(request: Request, body?: unknown): void {
  const url = new URL(request.url);
  sent.push({ method: request.method, url: `${url.pathname}${url.search}`, ...(body === undefined ? {} : { body }) });
}

/** GET /api/stats/user: the vendor dashboard's figures. */
export const statsCall = http.get('/api/stats/user', () => HttpResponse.json(STATS));

export const vendorCalls = [
  statsCall,
  http.get('/api/product/category', () => HttpResponse.json(VENDOR_CATEGORIES)),
  http.get('/api/product/category/filters/:id', ({ params }) => {
    const filters = VENDOR_FILTERS[Number(params.id)];
    return filters ? HttpResponse.json(filters) : problem(404, 'Не е намерено.');
  }),
  http.get('/api/vendor/product', ({ request }) => {
    record(request);
    const query = new URL(request.url).searchParams;
    const words = (query.get('query') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const found = [...data.products]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .filter((item) => words.every((word) => `${item.title} ${item.sku ?? ''}`.toLowerCase().includes(word)));
    return HttpResponse.json(page(found, query));
  }),
  http.get('/api/product/import', ({ request }) => {
    record(request);
    data.imports.forEach(advance);
    return HttpResponse.json(page(data.imports, new URL(request.url).searchParams));
  }),
  http.post('/api/product/import', async ({ request }) => {
    const form = await request.formData();
    // jsdom's File does not cross into the interceptor's multipart writer whole: it arrives as
    // the text "[object File]", its name and content lost. The server's own tests read real files.
    const file = form.get('file');
    record(request, { file: typeof file === 'string' ? file : file?.name });
    if (file === null) return invalid('file', 'Изберете файл CSV или XLSX (полето file).');
    const created = anImport(15, { status: 'parsing', fileName: 'products.csv', progress: 0, processedRows: 6, totalRows: null, createdAt: '2026-11-24T09:00:00.000Z' });
    data.imports.unshift(created);
    data.reports.set(created.id, []);
    return HttpResponse.json(created, { status: 201 });
  }),
  http.get('/api/product/import/:id', ({ params, request }) => {
    record(request);
    const id = Number(params.id);
    if (id === 99) return problem(403, 'Нямате право да направите това.');
    const found = data.imports.find((item) => item.id === id);
    if (!found) return problem(404, 'Не е намерено.');
    advance(found);
    return HttpResponse.json({ import: found, errors: page(data.reports.get(id) ?? [], new URL(request.url).searchParams, 50) });
  }),
  http.post('/api/product/import/:id', async ({ params, request }) => {
    const body = (await request.json()) as { status: 'publishing' | 'cancelled' };
    record(request, body);
    const found = data.imports.find((item) => item.id === Number(params.id));
    if (!found) return problem(404, 'Не е намерено.');
    const allowed = body.status === 'publishing' ? found.status === 'parsed' && found.validRows > 0 : found.status === 'parsing' || found.status === 'parsed';
    if (!allowed) return invalid('status', 'Само импорт, който чака преглед, може да се публикува.');
    Object.assign(found, { status: body.status, progress: body.status === 'publishing' ? 0 : 100 });
    return HttpResponse.json(found);
  }),
  http.get('/api/product/:id', ({ params }) => {
    const found = [...data.products, ...data.othersProducts].find((item) => item.id === Number(params.id));
    return found ? HttpResponse.json(found) : problem(404, 'Не е намерено.');
  }),
  http.post('/api/product', async ({ request }) => {
    const body = (await request.json()) as ProductInput;
    record(request, body);
    const created = product(200 + data.products.length, body.title, {
      description: body.description,
      price: body.price,
      promoPrice: body.promoPrice ?? null,
      stock: body.stock,
      attributes: body.attributes ?? {},
      sku: body.sku ?? null,
      categories: body.categoryIds.map((id) => ({ id, name: VENDOR_CATEGORIES.find((category) => category.id === id)!.name })),
      createdAt: '2026-11-24T10:00:00.000Z',
    });
    data.products.push(created);
    return HttpResponse.json(created, { status: 201 });
  }),
  http.post('/api/product/:id', async ({ params, request }) => {
    const body = (await request.json()) as ProductInput;
    record(request, body);
    const id = Number(params.id);
    if (data.othersProducts.some((item) => item.id === id)) return problem(403, 'Нямате право да направите това.');
    const index = data.products.findIndex((item) => item.id === id);
    if (index < 0) return problem(404, 'Не е намерено.');
    const updated = { ...data.products[index]!, title: body.title, description: body.description, price: body.price, promoPrice: body.promoPrice ?? null, stock: body.stock, sku: body.sku ?? null, attributes: body.attributes ?? {} };
    data.products[index] = updated;
    return HttpResponse.json(updated);
  }),
  http.delete('/api/product/:id', ({ params, request }) => {
    record(request);
    const id = Number(params.id);
    if (!data.products.some((item) => item.id === id)) return problem(404, 'Не е намерено.');
    data.products = data.products.filter((item) => item.id !== id);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('/api/order', ({ request }) => {
    record(request);
    const query = new URL(request.url).searchParams;
    const status = query.get('status');
    return HttpResponse.json(page(data.orders.filter((item) => status === null || item.groups[0]!.status === status), query));
  }),
  http.get('/api/order/:id', ({ params }) => {
    const id = Number(params.id);
    if (id === 99) return problem(403, 'Нямате право да направите това.');
    const found = data.orders.find((item) => item.id === id);
    return found ? HttpResponse.json(found) : problem(404, 'Не е намерено.');
  }),
  http.post('/api/order/:id/status', async ({ params, request }) => {
    const body = (await request.json()) as OrderStatusInput;
    record(request, body);
    const found = data.orders.find((item) => item.id === Number(params.id));
    if (!found) return problem(404, 'Не е намерено.');
    const group = found.groups[0]!;
    if (!canMoveOrder(group.status, body.status)) return invalid('status', 'Поръчката се движи само напред.');
    if ((body.status === 'shipped') !== (body.shipment !== undefined)) return invalid('shipment', 'Посочете куриера и номера на пратката.');
    // A number the carrier does not know, as the server could say under the field.
    if (body.shipment?.trackingNumber === 'UNKNOWN-1') return invalid('shipment.trackingNumber', 'Куриерът не познава този номер.');
    if (body.shipment) group.shipment = { carrierName: null, ...body.shipment, trackingUrl: null };
    group.status = body.status;
    found.status = body.status;
    return HttpResponse.json(found);
  }),
];
