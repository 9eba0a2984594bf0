/**
 * Orders through the real server on a fresh database: the checkout priced by the server (promo
 * prices, VAT per vendor, delivery per vendor), client prices and totals ignored, stock taken
 * without overselling, the e-mails, and the buyer's and the vendor's views of their orders.
 */
import { count, countDistinct, eq } from 'drizzle-orm';
import { orderItems, orderVendorGroups, orders, products } from '../../../../server/db/schema/index.ts';
import { createShopRepository } from '../../../../server/areas/shop/repository.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createCategory, createCity, createProduct, createVendor } from './fixtures.ts';
import type { TestVendor } from './fixtures.ts';

let server: TestApp;
let sofia: number;
let categoryId: number;
let dabrava: TestVendor;
let rozova: TestVendor;
let idle: TestVendor;
let buyer: Account;
let other: Account;
let agency: Account;

beforeAll(async () => {
  server = await startTestApp();
  sofia = await createCity(server, { bg: 'София', en: 'Sofia' });
  categoryId = await createCategory(server, { name: { bg: 'Маси', en: 'Tables' }, room: 'living-room' });
  dabrava = await createVendor(server, { name: { bg: 'Мебели Дъбрава', en: 'Dabrava Furniture' }, deliveryPrice: 2500, email: 'dabrava@example.bg' });
  rozova = await createVendor(server, { name: { bg: 'Розова долина', en: 'Rose Valley' }, deliveryPrice: null });
  idle = await createVendor(server, { name: { bg: 'Тих магазин', en: 'Quiet Shop' }, deliveryPrice: 990 });
  [buyer, other, agency] = await Promise.all([createAccount(server, 'user'), createAccount(server, 'user'), createAccount(server, 'agency')]);
});

afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

let titles = 0;
/** A product of `vendor` with this price (and promo price) and stock; a fresh title each. */
async function stocked(vendor: TestVendor, price: number, options: { promoPrice?: number; stock?: number; deleted?: boolean } = {}) {
  titles += 1;
  const title = { bg: `Маса ${titles}`, en: `Table ${titles}` };
  const id = await createProduct(server, { vendorId: vendor.vendorId, categoryIds: [categoryId], title, price, ...options });
  return { id, title, vendorId: vendor.vendorId };
}

const contact = { name: 'Мария Иванова', phone: '0888123456', email: 'maria@example.bg' };
const address = () => ({ cityId: sofia, street: 'ул. „Оборище“ 18, ет. 3' });

function checkout(items: object[], options: { cookie?: string; language?: string; body?: object } = {}) {
  return server.inject({
    method: 'POST',
    url: '/api/order',
    headers: { 'accept-language': options.language ?? 'bg', ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: { items, contact, address: address(), ...options.body },
  });
}

async function orderCount(): Promise<number> {
  const [row] = await server.db.select({ value: count() }).from(orders);
  return Number(row!.value);
}

async function stockOf(id: number): Promise<number> {
  const [row] = await server.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row!.stock;
}

describe('POST /api/order: the server prices the cart', () => {
  it('charges promo prices, adds VAT per vendor rounded to the cent and each vendor’s delivery (0 when it has none)', async () => {
    const promoted = await stocked(dabrava, 10_000, { promoPrice: 8_999, stock: 10 });
    const plain = await stocked(dabrava, 1_003, { stock: 5 });
    const free = await stocked(rozova, 1_999, { stock: 3 });
    const response = await checkout([
      { productId: promoted.id, quantity: 2, vendorId: dabrava.vendorId },
      { productId: plain.id, quantity: 1 },
      { productId: free.id, quantity: 3, vendorId: rozova.vendorId },
    ]);
    expect(response.statusCode).toBe(201);
    // Dabrava: 2 × 89,99 + 10,03 = 190,01; VAT 38,002 → 38,00; delivery 25,00.
    // Rose Valley: 3 × 19,99 = 59,97; VAT 11,994 → 11,99; free delivery.
    expect(response.json()).toEqual({
      id: expect.any(Number),
      status: 'new',
      items: [
        { productId: promoted.id, title: promoted.title.bg, unitPrice: 8_999, quantity: 2, vendorId: dabrava.vendorId },
        { productId: plain.id, title: plain.title.bg, unitPrice: 1_003, quantity: 1, vendorId: dabrava.vendorId },
        { productId: free.id, title: free.title.bg, unitPrice: 1_999, quantity: 3, vendorId: rozova.vendorId },
      ],
      groups: [
        { vendor: { id: dabrava.vendorId, name: 'Мебели Дъбрава' }, status: 'new', totalAmount: 19_001, totalTaxes: 3_800, delivery: 2_500, shipment: null, deliveryWindow: null },
        { vendor: { id: rozova.vendorId, name: 'Розова долина' }, status: 'new', totalAmount: 5_997, totalTaxes: 1_199, delivery: 0, shipment: null, deliveryWindow: null },
      ],
      totalOrderAmount: 19_001 + 3_800 + 2_500 + 5_997 + 1_199,
      totalDeliveryAmount: 2_500,
      totalProductCount: 6,
      contact,
      address: { city: { id: sofia, name: 'София' }, street: 'ул. „Оборище“ 18, ет. 3' },
      note: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // The stock went with the order, and the lines keep the prices charged.
    expect([await stockOf(promoted.id), await stockOf(plain.id), await stockOf(free.id)]).toEqual([8, 4, 0]);
    const lines = await server.db.select().from(orderItems).where(eq(orderItems.orderId, response.json().id));
    expect(lines.map((line) => [line.productId, line.unitPrice, line.quantity])).toEqual([
      [promoted.id, 8_999, 2],
      [plain.id, 1_003, 1],
      [free.id, 1_999, 3],
    ]);
  });

  it.each([
    [1_003, 201],
    [1_002, 200],
    [1_004, 201],
  ])('rounds the VAT of a %i-cent group half up to %i cents', async (price, vat) => {
    const line = await stocked(rozova, price);
    const response = await checkout([{ productId: line.id, quantity: 1 }]);
    expect(response.json()).toMatchObject({ groups: [{ totalAmount: price, totalTaxes: vat, delivery: 0 }], totalOrderAmount: price + vat });
  });

  it('ignores the prices and totals the cart sends', async () => {
    const line = await stocked(dabrava, 20_000, { promoPrice: 15_000 });
    const response = await checkout([{ productId: line.id, quantity: 1, vendorId: dabrava.vendorId, price: 1, promoPrice: 0 }], {
      body: { totalOrderAmount: 1, totalDeliveryAmount: 0, totalProductCount: 99 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      items: [{ productId: line.id, unitPrice: 15_000, quantity: 1 }],
      totalOrderAmount: 15_000 + 3_000 + 2_500,
      totalDeliveryAmount: 2_500,
      totalProductCount: 1,
    });
  });

  it('keeps the note and trims what was typed', async () => {
    const line = await stocked(rozova, 500);
    const response = await checkout([{ productId: line.id, quantity: 1 }], {
      body: { contact: { ...contact, name: '  Мария Иванова ' }, note: '  Обадете се преди доставка. ' },
    });
    expect(response.json()).toMatchObject({ contact: { name: 'Мария Иванова' }, note: 'Обадете се преди доставка.' });
  });
});

describe('POST /api/order: the e-mails', () => {
  it('mails the buyer every line and the totals in the checkout language, and each vendor only its own lines', async () => {
    const table = await stocked(dabrava, 10_000, { promoPrice: 8_999 });
    const lamp = await stocked(rozova, 1_999);
    const response = await checkout(
      [
        { productId: table.id, quantity: 2 },
        { productId: lamp.id, quantity: 1 },
      ],
      { language: 'en', body: { contact: { ...contact, email: 'buyer@example.bg' }, note: 'Ring twice.' } },
    );
    const { id } = response.json();
    const mails = await server.outbox();

    const toBuyer = mails.filter((mail) => mail.to === 'buyer@example.bg');
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]!.subject).toBe(`Domovik order no. ${id}`);
    const buyerText = toBuyer[0]!.text;
    expect(buyerText).toContain('Hello Мария Иванова,');
    expect(buyerText).toContain(`Its number is ${id}.`);
    expect(buyerText).toContain(`${table.title.en} × 2: €179.98`);
    expect(buyerText).toContain(`${lamp.title.en} × 1: €19.99`);
    expect(buyerText).toContain('Delivery: €25.00');
    expect(buyerText).toContain('Delivery: free');
    // 179,98 + 36,00 VAT + 25,00 + 19,99 + 4,00 VAT
    expect(buyerText).toContain('Total incl. VAT and delivery: €264.97');
    expect(buyerText).toContain('Delivery address: ул. „Оборище“ 18, ет. 3, Sofia');
    expect(buyerText).toContain('Note: Ring twice.');
    // An anonymous buyer follows the order by a private link.
    expect(toBuyer[0]!.links).toEqual([expect.stringMatching(new RegExp(`^http://localhost:3000/porachka/${id}\\?token=`))]);

    const toDabrava = mails.filter((mail) => mail.to === 'dabrava@example.bg' && mail.subject.includes(String(id)));
    expect(toDabrava).toHaveLength(1);
    expect(toDabrava[0]!.subject).toBe(`Нова поръчка № ${id} в Домовик`);
    expect(toDabrava[0]!.text).toContain(`${table.title.bg} × 2: 179,98`);
    expect(toDabrava[0]!.text).not.toContain(lamp.title.bg);
    expect(toDabrava[0]!.text).toContain('Купувач: Мария Иванова, тел. 0888123456, имейл buyer@example.bg');
    expect(toDabrava[0]!.links).toEqual([`http://localhost:3000/profil/porachki/${id}`]);

    // A shop without an order address is written at its owner's address.
    const toRozova = mails.filter((mail) => mail.to === rozova.email && mail.subject.includes(String(id)));
    expect(toRozova).toHaveLength(1);
    expect(toRozova[0]!.text).toContain(lamp.title.bg);
    expect(toRozova[0]!.text).not.toContain(table.title.bg);
  });

  it('gives a signed-in buyer the link to the order page', async () => {
    const line = await stocked(rozova, 700);
    const response = await checkout([{ productId: line.id, quantity: 1 }], { cookie: buyer.cookie, body: { contact: { ...contact, email: 'signed@example.bg' } } });
    const [mail] = (await server.outbox()).filter((each) => each.to === 'signed@example.bg');
    expect(mail!.links).toEqual([`http://localhost:3000/porachka/${response.json().id}`]);
  });
});

describe('POST /api/order: refused checkouts write nothing', () => {
  async function refused(items: object[], body: object = {}) {
    const before = await orderCount();
    const response = await checkout(items, { language: 'en', body });
    expect(await orderCount()).toBe(before);
    return response;
  }

  it.each([
    ['quantity 0', 0, 'items.0.quantity'],
    ['quantity 101', 101, 'items.0.quantity'],
  ])('refuses %s as a validation failure of its line', async (_label, quantity, property) => {
    const line = await stocked(dabrava, 1_000, { stock: 200 });
    const response = await refused([{ productId: line.id, quantity }]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property, message: expect.any(String) }] });
    expect(await stockOf(line.id)).toBe(200);
  });

  it('refuses an unknown or deleted product on its line', async () => {
    const gone = await stocked(dabrava, 1_000, { deleted: true });
    const kept = await stocked(dabrava, 1_000, { stock: 4 });
    const response = await refused([
      { productId: kept.id, quantity: 1 },
      { productId: 99_999, quantity: 1 },
      { productId: gone.id, quantity: 1 },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'validation_failed',
      errors: [
        { property: 'items.1.productId', message: 'This product is no longer sold.' },
        { property: 'items.2.productId', message: 'This product is no longer sold.' },
      ],
    });
    expect(await stockOf(kept.id)).toBe(4);
  });

  it('refuses a product listed twice, and a line whose vendor is not the product’s', async () => {
    const line = await stocked(dabrava, 1_000);
    const twice = await refused([
      { productId: line.id, quantity: 1 },
      { productId: line.id, quantity: 2 },
    ]);
    expect(twice.json().errors).toEqual([{ property: 'items.1.productId', message: 'This product is already in the order.' }]);
    const mismatch = await refused([{ productId: line.id, quantity: 1, vendorId: rozova.vendorId }]);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual([{ property: 'items.0.vendorId', message: 'This product is sold by another vendor.' }]);
  });

  it('refuses an unknown city, a bad e-mail, no lines, and a missing contact', async () => {
    const line = await stocked(dabrava, 1_000);
    const items = [{ productId: line.id, quantity: 1 }];
    expect((await refused(items, { address: { cityId: 99_999, street: 'ул. „Оборище“ 18' } })).json().errors).toEqual([
      { property: 'address.cityId', message: 'Choose a city from the list.' },
    ]);
    expect((await refused(items, { contact: { ...contact, email: 'maria' } })).json().errors).toEqual([
      { property: 'contact.email', message: expect.any(String) },
    ]);
    expect((await refused([])).json().errors).toEqual([{ property: 'items', message: expect.any(String) }]);
    const noContact = await server.inject({ method: 'POST', url: '/api/order', payload: { items, address: address() } });
    expect(noContact.statusCode).toBe(422);
    expect(noContact.json().errors).toEqual([{ property: 'contact', message: expect.any(String) }]);
  });

  it('answers 409 naming each product asked above its stock and how many are left, in the request language', async () => {
    const short = await stocked(rozova, 1_000, { stock: 2 });
    const soldOut = await stocked(dabrava, 1_000, { stock: 0 });
    const fine = await stocked(dabrava, 1_000, { stock: 5 });
    const response = await refused([
      { productId: fine.id, quantity: 5 },
      { productId: short.id, quantity: 3 },
      { productId: soldOut.id, quantity: 1 },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'One of the products is no longer in stock in this quantity, or its price changed. Update your cart and try again.',
      shortages: [
        { productId: short.id, title: short.title.en, available: 2 },
        { productId: soldOut.id, title: soldOut.title.en, available: 0 },
      ],
    });
    expect([await stockOf(fine.id), await stockOf(short.id), await stockOf(soldOut.id)]).toEqual([5, 2, 0]);
  });

  it('never oversells: of two orders for the last units at once, one is refused', async () => {
    const line = await stocked(rozova, 1_000, { stock: 3 });
    const responses = await Promise.all([checkout([{ productId: line.id, quantity: 2 }]), checkout([{ productId: line.id, quantity: 2 }])]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    // The one refused after the other took the units is told how many are left.
    expect(responses.find((response) => response.statusCode === 409)!.json().shortages).toEqual([
      { productId: line.id, title: line.title.bg, available: 1 },
    ]);
    expect(await stockOf(line.id)).toBe(1);
    const [sold] = await server.db.select({ value: count() }).from(orderItems).where(eq(orderItems.productId, line.id));
    expect(Number(sold!.value)).toBe(1);
  });
});

describe('placing an order in one transaction', () => {
  /** An order of one line, as the checkout hands it to the repository. */
  const draft = (line: { id: number; vendorId: number; title: { bg: string; en: string } }, unitPrice: number, quantity: number) => ({
    buyerUserId: null,
    locale: 'bg' as const,
    contact,
    address: address(),
    note: null,
    totalOrderAmount: unitPrice * quantity,
    totalDeliveryAmount: 0,
    totalProductCount: quantity,
    groups: [{ vendorId: line.vendorId, totalAmount: unitPrice * quantity, totalTaxes: 0, delivery: 0 }],
    items: [{ vendorId: line.vendorId, productId: line.id, title: line.title, unitPrice, quantity }],
  });

  it('writes nothing when the stock no longer suffices or the price changed since the cart was priced', async () => {
    const repository = createShopRepository(server.db);
    const line = await stocked(rozova, 1_000, { stock: 2 });
    const before = await orderCount();
    expect(await repository.placeOrder(draft(line, 1_000, 3))).toBeNull();
    expect(await repository.placeOrder(draft(line, 999, 1))).toBeNull();
    expect(await orderCount()).toBe(before);
    expect(await stockOf(line.id)).toBe(2);
    expect(await repository.placeOrder(draft(line, 1_000, 2))).toEqual(expect.any(Number));
    expect(await stockOf(line.id)).toBe(0);
  });
});

describe('GET /api/order and /api/order/{id}: the buyer', () => {
  let mine: number[] = [];
  let theirs: number;
  let lister: Account;

  beforeAll(async () => {
    lister = await createAccount(server, 'user');
    const place = async (account: Account) => {
      const line = await stocked(dabrava, 1_500);
      const response = await checkout([{ productId: line.id, quantity: 1 }], { cookie: account.cookie });
      return response.json().id as number;
    };
    mine = [await place(lister), await place(lister), await place(lister)];
    theirs = await place(other);
    // The first order has since been shipped.
    await server.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, mine[0]!));
  });

  const list = (query: string) =>
    server.inject({ method: 'GET', url: `/api/order${query}`, headers: { cookie: lister.cookie, 'accept-language': 'en' } });

  it('lists only the orders the user placed, newest first, with the total', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 3, offset: 0, limit: 10 });
    expect(page.items.map((order: { id: number }) => order.id)).toEqual([...mine].reverse());
    expect(page.items[0]).toMatchObject({ address: { city: { name: 'Sofia' } }, groups: [{ vendor: { name: 'Dabrava Furniture' } }] });
  });

  it('sorts oldest first, pages, and filters by status', async () => {
    const ascending = (await list('?orderBy=createdAt.ASC')).json();
    expect(ascending.items.map((order: { id: number }) => order.id)).toEqual(mine);
    const last = (await list('?limit=2&offset=2')).json();
    expect(last).toMatchObject({ total: 3, offset: 2, limit: 2 });
    expect(last.items.map((order: { id: number }) => order.id)).toEqual([mine[0]]);
    const shipped = (await list('?status=shipped')).json();
    expect(shipped).toMatchObject({ total: 1, items: [{ id: mine[0], status: 'shipped' }] });
    expect((await list('?status=delivered')).json()).toEqual({ items: [], total: 0, offset: 0, limit: 10 });
  });

  it('refuses a bad status or limit with the error body', async () => {
    expect((await list('?status=lost')).statusCode).toBe(422);
    expect((await list('?limit=101')).json()).toEqual({ message: 'validation_failed', errors: [{ property: 'limit', message: expect.any(String) }] });
  });

  it('shows one of the user’s orders, and answers 403 for someone else’s and 404 for an unknown one', async () => {
    const own = await server.inject({ method: 'GET', url: `/api/order/${mine[1]}`, headers: { cookie: lister.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: mine[1], status: 'new', totalProductCount: 1 });
    const foreign = await server.inject({ method: 'GET', url: `/api/order/${theirs}`, headers: { cookie: lister.cookie } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Нямате достъп до това действие.' });
    expect((await server.inject({ method: 'GET', url: '/api/order/99999', headers: { cookie: lister.cookie } })).statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: '/api/order/0', headers: { cookie: lister.cookie } })).statusCode).toBe(404);
  });

  it('does not list an anonymous checkout under anyone', async () => {
    const line = await stocked(dabrava, 1_500);
    const anonymous = (await checkout([{ productId: line.id, quantity: 1 }])).json().id;
    const [row] = await server.db.select({ buyer: orders.buyerUserId }).from(orders).where(eq(orders.id, anonymous));
    expect(row!.buyer).toBeNull();
    expect((await list('')).json().total).toBe(3);
  });

  it('needs sign-in, and is closed to agencies', async () => {
    for (const url of ['/api/order', `/api/order/${mine[0]}`]) {
      const anonymous = await server.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Моля, влезте в профила си.' });
      const denied = await server.inject({ method: 'GET', url, headers: { cookie: agency.cookie } });
      expect(denied.statusCode).toBe(403);
    }
  });
});

describe('GET /api/order and /api/order/{id}: a vendor sees its own part', () => {
  let shared: number;

  beforeAll(async () => {
    const table = await stocked(dabrava, 10_000);
    const lamp = await stocked(rozova, 2_000);
    shared = (
      await checkout([
        { productId: table.id, quantity: 1 },
        { productId: lamp.id, quantity: 2 },
      ])
    ).json().id;
  });

  it('reduces an order to the vendor’s group, its lines and its totals', async () => {
    const response = await server.inject({ method: 'GET', url: `/api/order/${shared}`, headers: { cookie: rozova.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: shared,
      status: 'new',
      items: [{ vendorId: rozova.vendorId, unitPrice: 2_000, quantity: 2 }],
      groups: [{ vendor: { id: rozova.vendorId }, totalAmount: 4_000, totalTaxes: 800, delivery: 0 }],
      totalOrderAmount: 4_800,
      totalDeliveryAmount: 0,
      totalProductCount: 2,
    });
    expect(response.json().items).toHaveLength(1);
  });

  it('lists only the orders holding the vendor’s products', async () => {
    const page = (await server.inject({ method: 'GET', url: '/api/order', headers: { cookie: dabrava.cookie } })).json();
    expect(page.items.map((order: { id: number }) => order.id)).toContain(shared);
    for (const order of page.items) {
      expect(order.groups.map((group: { vendor: { id: number } }) => group.vendor.id)).toEqual([dabrava.vendorId]);
      expect(new Set(order.items.map((item: { vendorId: number }) => item.vendorId))).toEqual(new Set([dabrava.vendorId]));
    }
    const [holding] = await server.db
      .select({ value: countDistinct(orderVendorGroups.orderId) })
      .from(orderVendorGroups)
      .where(eq(orderVendorGroups.vendorId, dabrava.vendorId));
    expect(page.total).toBe(Number(holding!.value));
  });

  it('answers 403 for an order without the vendor’s products, 404 for an unknown one, and an empty list', async () => {
    const foreign = await server.inject({ method: 'GET', url: `/api/order/${shared}`, headers: { cookie: idle.cookie } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Нямате достъп до това действие.' });
    expect((await server.inject({ method: 'GET', url: '/api/order/99999', headers: { cookie: idle.cookie } })).statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: '/api/order', headers: { cookie: idle.cookie } })).json()).toEqual({
      items: [],
      total: 0,
      offset: 0,
      limit: 10,
    });
  });
});
