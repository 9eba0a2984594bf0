/**
 * The vendor dashboard's figures (GET /api/stats/user for a vendor) through the real server on a
 * fresh database: its parts of orders by status, revenue by month (cancelled parts left out,
 * other shops' lines never counted), its best sellers, and nothing of another vendor's.
 */
import { eq } from 'drizzle-orm';
import { ORDER_STATUSES, orders } from '../../../../server/db/schema/index.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createCategory, createCity, createProduct, createVendor } from '../shop/fixtures.ts';
import type { TestVendor } from '../shop/fixtures.ts';

let server: TestApp;
let sofia: number;
let categoryId: number;
let dabrava: TestVendor;
let rozova: TestVendor;
let buyer: Account;

beforeAll(async () => {
  server = await startTestApp();
  sofia = await createCity(server, { bg: 'София', en: 'Sofia' });
  categoryId = await createCategory(server, { name: { bg: 'Маси', en: 'Tables' }, room: 'living-room' });
  dabrava = await createVendor(server, { name: { bg: 'Мебели Дъбрава', en: 'Dabrava Furniture' }, deliveryPrice: 2500 });
  rozova = await createVendor(server, { name: { bg: 'Розова долина', en: 'Rose Valley' }, deliveryPrice: null });
  buyer = await createAccount(server, 'user');
});

afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

async function place(lines: { productId: number; quantity: number }[]): Promise<number> {
  const response = await server.inject({
    method: 'POST',
    url: '/api/order',
    headers: { cookie: buyer.cookie },
    payload: { items: lines, contact: { name: 'Мария Иванова', phone: '0888123456', email: 'maria@example.bg' }, address: { cityId: sofia, street: 'ул. „Оборище“ 18' } },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

async function move(orderId: number, vendor: TestVendor, ...statuses: string[]) {
  for (const status of statuses) {
    // Shipped goes with its carrier and tracking number.
    const shipment = status === 'shipped' ? { shipment: { carrier: 'econt', trackingNumber: '1051234567' } } : {};
    const response = await server.inject({ method: 'POST', url: `/api/order/${orderId}/status`, headers: { cookie: vendor.cookie }, payload: { status, ...shipment } });
    expect(response.statusCode).toBe(200);
  }
}

async function statsOf(account: Account, language = 'en') {
  const response = await server.inject({ method: 'GET', url: '/api/stats/user', headers: { cookie: account.cookie, 'accept-language': language } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** `YYYY-MM` of the month `back` months before now, in Sofia time. */
function monthOf(back: number): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

it('answers a vendor without orders every status at 0, twelve empty months and no best sellers', async () => {
  const quiet = await createVendor(server, { name: { bg: 'Тих магазин', en: 'Quiet Shop' }, deliveryPrice: 990 });
  const stats = await statsOf(quiet);
  expect(stats.vendor.ordersByStatus).toEqual(ORDER_STATUSES.map((status) => ({ status, count: 0 })));
  expect(stats.vendor.revenueByMonth.map((month: { month: string }) => month.month)).toEqual(
    Array.from({ length: 12 }, (_, index) => monthOf(11 - index)),
  );
  expect(stats.vendor.revenueByMonth.every((month: { amount: number; orders: number }) => month.amount === 0 && month.orders === 0)).toBe(true);
  expect(stats.vendor.topProducts).toEqual([]);
});

it('counts only the vendor’s own parts: by status, revenue by month without cancelled parts, best sellers', async () => {
  const chair = await createProduct(server, { vendorId: dabrava.vendorId, categoryIds: [categoryId], title: { bg: 'Стол', en: 'Chair' }, price: 5_000, stock: 100 });
  const table = await createProduct(server, { vendorId: dabrava.vendorId, categoryIds: [categoryId], title: { bg: 'Маса', en: 'Table' }, price: 20_000, stock: 100 });
  const rose = await createProduct(server, { vendorId: rozova.vendorId, categoryIds: [categoryId], title: { bg: 'Роза', en: 'Rose' }, price: 900, stock: 100 });

  // This month: 4 chairs + 1 table (shipped), 1 chair (new, with another shop's line), 10 chairs (cancelled).
  const shipped = await place([{ productId: chair, quantity: 4 }, { productId: table, quantity: 1 }]);
  await move(shipped, dabrava, 'confirmed', 'shipped');
  await place([{ productId: chair, quantity: 1 }, { productId: rose, quantity: 3 }]);
  const cancelled = await place([{ productId: chair, quantity: 10 }]);
  await move(cancelled, dabrava, 'cancelled');
  // Three months ago: 2 tables, delivered.
  const older = await place([{ productId: table, quantity: 2 }]);
  await move(older, dabrava, 'confirmed', 'shipped', 'delivered');
  const threeMonthsAgo = new Date();
  threeMonthsAgo.setUTCDate(15);
  threeMonthsAgo.setUTCMonth(threeMonthsAgo.getUTCMonth() - 3);
  await server.db.update(orders).set({ createdAt: threeMonthsAgo }).where(eq(orders.id, older));

  const stats = await statsOf(dabrava);
  expect(stats.orders).toBe(4);
  expect(stats.vendor.ordersByStatus).toEqual([
    { status: 'new', count: 1 },
    { status: 'confirmed', count: 0 },
    { status: 'shipped', count: 1 },
    { status: 'delivered', count: 1 },
    { status: 'cancelled', count: 1 },
  ]);
  const revenue = new Map(stats.vendor.revenueByMonth.map((month: { month: string }) => [month.month, month]));
  expect(revenue.get(monthOf(0))).toEqual({ month: monthOf(0), amount: 5 * 5_000 + 20_000, orders: 2 });
  expect(revenue.get(monthOf(3))).toEqual({ month: monthOf(3), amount: 2 * 20_000, orders: 1 });
  expect(stats.vendor.topProducts).toEqual([
    { product: { id: chair, name: 'Chair' }, quantity: 5, amount: 25_000 },
    { product: { id: table, name: 'Table' }, quantity: 3, amount: 60_000 },
  ]);
  expect((await statsOf(dabrava, 'bg')).vendor.topProducts[0].product.name).toBe('Стол');

  const theirs = await statsOf(rozova);
  expect(theirs.vendor.ordersByStatus.find((row: { status: string }) => row.status === 'new')).toEqual({ status: 'new', count: 1 });
  expect(theirs.vendor.topProducts).toEqual([{ product: { id: rose, name: 'Rose' }, quantity: 3, amount: 2_700 }]);
});

it('answers a retired product among the best sellers (its orders keep it)', async () => {
  const lamp = await createProduct(server, { vendorId: rozova.vendorId, categoryIds: [categoryId], title: { bg: 'Лампа', en: 'Lamp' }, price: 1_000, stock: 100 });
  await place([{ productId: lamp, quantity: 7 }]);
  const response = await server.inject({ method: 'DELETE', url: `/api/product/${lamp}`, headers: { cookie: rozova.cookie } });
  expect(response.statusCode).toBe(204);
  expect((await statsOf(rozova)).vendor.topProducts[0]).toEqual({ product: { id: lamp, name: 'Lamp' }, quantity: 7, amount: 7_000 });
});

it('answers no vendor figures to a regular user, and asks for sign-in without a session', async () => {
  expect((await statsOf(buyer)).vendor).toBeNull();
  const response = await server.inject({ method: 'GET', url: '/api/stats/user' });
  expect(response.statusCode).toBe(401);
});
