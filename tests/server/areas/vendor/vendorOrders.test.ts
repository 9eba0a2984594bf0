/**
 * A vendor fulfilling orders through the real server on a fresh database: the status
 * transitions of its part of an order (every pair of the table), the order's own status derived
 * from its parts, the buyer's e-mail of each change in the checkout's language, its orders by
 * status, and another vendor's order (403).
 */
import { and, eq } from 'drizzle-orm';
import { ORDER_STATUSES, orderVendorGroups, orders } from '../../../../server/db/schema/index.ts';
import type { OrderStatus } from '../../../../server/db/schema/index.ts';
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
let idle: TestVendor;
let buyer: Account;
let agency: Account;

beforeAll(async () => {
  server = await startTestApp();
  sofia = await createCity(server, { bg: 'София', en: 'Sofia' });
  categoryId = await createCategory(server, { name: { bg: 'Маси', en: 'Tables' }, room: 'living-room' });
  dabrava = await createVendor(server, { name: { bg: 'Мебели Дъбрава', en: 'Dabrava Furniture' }, deliveryPrice: 2500 });
  rozova = await createVendor(server, { name: { bg: 'Розова долина', en: 'Rose Valley' }, deliveryPrice: null });
  idle = await createVendor(server, { name: { bg: 'Тих магазин', en: 'Quiet Shop' }, deliveryPrice: 990 });
  [buyer, agency] = await Promise.all([createAccount(server, 'user'), createAccount(server, 'agency')]);
});

afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

let titles = 0;
async function productOf(vendor: TestVendor, price = 10_000) {
  titles += 1;
  return createProduct(server, { vendorId: vendor.vendorId, categoryIds: [categoryId], title: { bg: `Маса ${titles}`, en: `Table ${titles}` }, price, stock: 1000 });
}

/** An order with a line of each vendor, placed by `account` (anonymous: null) in `language`. */
async function place(vendors: TestVendor[], options: { account?: Account | null; language?: string; email?: string } = {}): Promise<number> {
  const items = [];
  for (const vendor of vendors) items.push({ productId: await productOf(vendor), quantity: 2 });
  const response = await server.inject({
    method: 'POST',
    url: '/api/order',
    headers: { 'accept-language': options.language ?? 'bg', ...(options.account ? { cookie: options.account.cookie } : {}) },
    payload: {
      items,
      contact: { name: 'Мария Иванова', phone: '0888123456', email: options.email ?? 'maria@example.bg' },
      address: { cityId: sofia, street: 'ул. „Оборище“ 18' },
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

/** A shipment for `shipped` (which needs one). */
const SPEEDY = { carrier: 'speedy', trackingNumber: '60012345678' };

function post(orderId: number, account: Account | null, status: string, language = 'bg', body: object = status === 'shipped' ? { shipment: SPEEDY } : {}) {
  return server.inject({
    method: 'POST',
    url: `/api/order/${orderId}/status`,
    headers: { 'accept-language': language, ...(account ? { cookie: account.cookie } : {}) },
    payload: { status, ...body },
  });
}

async function groupStatus(orderId: number, vendor: TestVendor): Promise<OrderStatus> {
  const [row] = await server.db
    .select({ status: orderVendorGroups.status })
    .from(orderVendorGroups)
    .where(and(eq(orderVendorGroups.orderId, orderId), eq(orderVendorGroups.vendorId, vendor.vendorId)));
  return row!.status;
}

async function orderStatus(orderId: number): Promise<OrderStatus> {
  const [row] = await server.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row!.status;
}

const ALLOWED: Record<OrderStatus, OrderStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};
const POSTABLE = ['confirmed', 'shipped', 'delivered', 'cancelled'] as const;

describe('POST /api/order/{id}/status: the transition table', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => POSTABLE.map((to) => [from, to, ALLOWED[from].includes(to)] as const));

  it.each(pairs)('%s → %s allowed: %s', async (from, to, allowed) => {
    const orderId = await place([dabrava]);
    await server.db.update(orderVendorGroups).set({ status: from }).where(eq(orderVendorGroups.orderId, orderId));
    await server.db.update(orders).set({ status: from }).where(eq(orders.id, orderId));
    const response = await post(orderId, dabrava, to);
    if (allowed) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: orderId, status: to, groups: [{ vendor: { id: dabrava.vendorId }, status: to }] });
      expect(await groupStatus(orderId, dabrava)).toBe(to);
      expect(await orderStatus(orderId)).toBe(to);
    } else {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'validation_failed',
        errors: [{ property: 'status', message: 'Поръчката се движи само: нова → потвърдена или отказана, потвърдена → изпратена или отказана, изпратена → доставена.' }],
      });
      expect(await groupStatus(orderId, dabrava)).toBe(from);
      expect(await orderStatus(orderId)).toBe(from);
    }
  });

  it('walks an order from new to delivered', async () => {
    const orderId = await place([dabrava]);
    for (const status of ['confirmed', 'shipped', 'delivered']) expect((await post(orderId, dabrava, status)).statusCode).toBe(200);
    expect(await orderStatus(orderId)).toBe('delivered');
  });

  it('refuses a status a vendor may never post', async () => {
    const orderId = await place([dabrava]);
    const response = await post(orderId, dabrava, 'new');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property: 'status', message: expect.any(String) }] });
    expect(await groupStatus(orderId, dabrava)).toBe('new');
  });
});

describe('POST /api/order/{id}/status: the order’s status follows its parts', () => {
  it('is the least advanced part not cancelled, and cancelled only when every part is', async () => {
    const orderId = await place([dabrava, rozova]);
    await post(orderId, dabrava, 'confirmed');
    expect(await orderStatus(orderId)).toBe('new');
    await post(orderId, rozova, 'cancelled');
    expect(await orderStatus(orderId)).toBe('confirmed');
    await post(orderId, dabrava, 'shipped');
    expect(await orderStatus(orderId)).toBe('shipped');
    await post(orderId, dabrava, 'cancelled').then((response) => expect(response.statusCode).toBe(422));
    await post(orderId, dabrava, 'delivered');
    expect(await orderStatus(orderId)).toBe('delivered');

    const both = await place([dabrava, rozova]);
    await post(both, dabrava, 'cancelled');
    expect(await orderStatus(both)).toBe('new');
    await post(both, rozova, 'cancelled');
    expect(await orderStatus(both)).toBe('cancelled');
  });

  it('changes only the calling vendor’s part, and answers the vendor’s view', async () => {
    const orderId = await place([dabrava, rozova], { account: buyer });
    const response = await post(orderId, rozova, 'confirmed');
    expect(response.json().groups).toEqual([expect.objectContaining({ vendor: { id: rozova.vendorId, name: 'Розова долина' }, status: 'confirmed' })]);
    expect(response.json().items.every((item: { vendorId: number }) => item.vendorId === rozova.vendorId)).toBe(true);
    expect(await groupStatus(orderId, dabrava)).toBe('new');
    // The buyer sees both parts and the order's derived status.
    const seen = await server.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: { cookie: buyer.cookie } });
    expect(seen.json()).toMatchObject({ status: 'new' });
    expect(seen.json().groups.map((group: { status: string }) => group.status)).toEqual(['new', 'confirmed']);
  });
});

describe('POST /api/order/{id}/status: the buyer’s e-mail', () => {
  it('tells the buyer of each change, in the language of the checkout, with that shop’s lines only', async () => {
    const orderId = await place([dabrava, rozova], { language: 'en', email: 'english.buyer@example.com' });
    const before = (await server.outbox()).length;
    await post(orderId, rozova, 'confirmed', 'bg');
    await post(orderId, rozova, 'shipped', 'bg');
    const mails = (await server.outbox()).slice(before).filter((mail) => mail.to === 'english.buyer@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([`Order no. ${orderId} confirmed by Rose Valley`, `Order no. ${orderId}: shipped by Rose Valley`]);
    expect(mails[1]!.text).toContain(`Rose Valley shipped these products of your order no. ${orderId}:`);
    expect(mails[1]!.text).toMatch(/Table \d+ × 2/);
    expect(mails[1]!.text).not.toContain('Dabrava');
    // An anonymous checkout is followed by a private link, a new one each e-mail.
    expect(mails[1]!.text).toContain('Carrier: Speedy, tracking number: 60012345678');
    expect(mails[1]!.links).toEqual([
      'https://www.speedy.bg/bg/track-shipment?shipmentNumber=60012345678',
      expect.stringMatching(new RegExp(`^http://localhost:3000/porachka/${orderId}\\?token=`)),
    ]);
    expect(mails[1]!.links[1]).not.toBe(mails[0]!.links[0]);
  });

  it('links a buyer with an account to the order', async () => {
    const orderId = await place([dabrava], { account: buyer, email: 'account.buyer@example.com' });
    await post(orderId, dabrava, 'cancelled');
    const mail = (await server.outbox()).find((each) => each.to === 'account.buyer@example.com' && each.subject.includes('отказа'));
    expect(mail!.subject).toBe(`Поръчка № ${orderId}: Мебели Дъбрава отказа своята част`);
    expect(mail!.links).toEqual([expect.stringContaining(`/${orderId}`)]);
  });

  it('sends nothing when the change is refused', async () => {
    const orderId = await place([dabrava], { email: 'refused@example.com' });
    const toBuyer = async () => (await server.outbox()).filter((mail) => mail.to === 'refused@example.com').length;
    const before = await toBuyer();
    expect((await post(orderId, dabrava, 'delivered')).statusCode).toBe(422);
    expect((await post(orderId, idle, 'confirmed')).statusCode).toBe(403);
    expect(await toBuyer()).toBe(before);
  });
});

describe('POST /api/order/{id}/status: who may', () => {
  it('answers 403 for an order without the vendor’s products and 404 for an unknown one, changing nothing', async () => {
    const orderId = await place([dabrava]);
    const foreign = await post(orderId, idle, 'confirmed');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Нямате достъп до това действие.' });
    expect(await groupStatus(orderId, dabrava)).toBe('new');
    expect((await post(999_999, dabrava, 'confirmed')).statusCode).toBe(404);
  });

  it('needs a signed-in vendor', async () => {
    const orderId = await place([dabrava], { account: buyer });
    expect((await post(orderId, null, 'confirmed')).statusCode).toBe(401);
    for (const account of [buyer, agency]) {
      const denied = await post(orderId, account, 'cancelled');
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ message: 'Нямате достъп до това действие.' });
    }
    expect(await groupStatus(orderId, dabrava)).toBe('new');
  });
});

describe('GET /api/order: a vendor’s orders by status', () => {
  it('filters by the status of the vendor’s own part, newest first', async () => {
    const shop = await createVendor(server, { name: { bg: 'Нов магазин', en: 'New Shop' }, deliveryPrice: 0 });
    const first = await place([shop, dabrava]);
    const second = await place([shop]);
    const third = await place([shop]);
    await post(first, shop, 'confirmed');
    await post(third, shop, 'confirmed');
    await post(first, dabrava, 'cancelled');
    const list = async (query: string) =>
      (await server.inject({ method: 'GET', url: `/api/order${query}`, headers: { cookie: shop.cookie } })).json().items.map((order: { id: number }) => order.id);
    expect(await list('')).toEqual([third, second, first]);
    expect(await list('?status=confirmed')).toEqual([third, first]);
    expect(await list('?status=new')).toEqual([second]);
    expect(await list('?status=cancelled')).toEqual([]);
  });
});

describe('POST /api/order/{id}/status: marking shipped with the carrier and the tracking number', () => {
  async function shipmentOf(orderId: number, vendor: TestVendor) {
    const [row] = await server.db
      .select({ carrier: orderVendorGroups.carrier, carrierName: orderVendorGroups.carrierName, trackingNumber: orderVendorGroups.trackingNumber })
      .from(orderVendorGroups)
      .where(and(eq(orderVendorGroups.orderId, orderId), eq(orderVendorGroups.vendorId, vendor.vendorId)));
    return row!;
  }

  async function confirmed(account: Account | null = null): Promise<number> {
    const orderId = await place([dabrava, rozova], { account });
    expect((await post(orderId, dabrava, 'confirmed')).statusCode).toBe(200);
    return orderId;
  }

  it('keeps the shipment, answers it, and shows it on the buyer’s order page', async () => {
    const orderId = await confirmed(buyer);
    const response = await post(orderId, dabrava, 'shipped', 'bg', { shipment: { carrier: 'other', carrierName: 'Куриер Север', trackingNumber: 'KS-2041' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().groups).toEqual([
      expect.objectContaining({ status: 'shipped', shipment: { carrier: 'other', carrierName: 'Куриер Север', trackingNumber: 'KS-2041', trackingUrl: null } }),
    ]);
    expect(await shipmentOf(orderId, dabrava)).toEqual({ carrier: 'other', carrierName: 'Куриер Север', trackingNumber: 'KS-2041' });
    const page = await server.inject({ method: 'POST', url: `/api/order/${orderId}/view`, headers: { cookie: buyer.cookie }, payload: {} });
    expect(page.json().groups.map((group: { shipment: unknown }) => group.shipment)).toEqual([
      { carrier: 'other', carrierName: 'Куриер Север', trackingNumber: 'KS-2041', trackingUrl: null },
      null,
    ]);
  });

  it('links a known carrier’s parcel page, and keeps no name for it', async () => {
    const orderId = await confirmed();
    const response = await post(orderId, dabrava, 'shipped', 'bg', { shipment: { carrier: 'econt', carrierName: 'ignored', trackingNumber: '1051234567' } });
    expect(response.json().groups[0].shipment).toEqual({
      carrier: 'econt',
      carrierName: null,
      trackingNumber: '1051234567',
      trackingUrl: 'https://www.econt.com/services/track-shipment/1051234567',
    });
  });

  it('needs a signed-in vendor', async () => {
    const orderId = await confirmed();
    expect((await post(orderId, null, 'shipped')).statusCode).toBe(401);
    expect((await post(orderId, buyer, 'shipped')).statusCode).toBe(403);
    expect(await groupStatus(orderId, dabrava)).toBe('confirmed');
  });

  it('answers 403 for an order without the vendor’s products and 404 for an unknown one, keeping nothing', async () => {
    const orderId = await confirmed();
    expect((await post(orderId, idle, 'shipped')).statusCode).toBe(403);
    expect((await post(999_999, dabrava, 'shipped')).statusCode).toBe(404);
    expect(await shipmentOf(orderId, dabrava)).toEqual({ carrier: null, carrierName: null, trackingNumber: null });
  });

  it('refuses shipped without a shipment, a shipment with another status, and a bad carrier or tracking number, writing nothing', async () => {
    const orderId = await confirmed(buyer);
    const before = (await server.outbox()).length;
    const refused = [
      ['shipped', {}, 'shipment'],
      ['cancelled', { shipment: SPEEDY }, 'shipment'],
      ['shipped', { shipment: { carrier: 'other', trackingNumber: 'AB1234' } }, 'shipment.carrierName'],
      ['shipped', { shipment: { carrier: 'dhl', trackingNumber: 'AB1234' } }, 'shipment.carrier'],
      ['shipped', { shipment: { carrier: 'other', carrierName: 'x'.repeat(41), trackingNumber: 'AB1234' } }, 'shipment.carrierName'],
      ['shipped', { shipment: { carrier: 'speedy', trackingNumber: 'AB1' } }, 'shipment.trackingNumber'],
      ['shipped', { shipment: { carrier: 'speedy', trackingNumber: 'A'.repeat(41) } }, 'shipment.trackingNumber'],
      ['shipped', { shipment: { carrier: 'speedy', trackingNumber: 'AB 12<34>' } }, 'shipment.trackingNumber'],
    ] as const;
    for (const [status, body, property] of refused) {
      const response = await post(orderId, dabrava, status, 'en', body);
      expect([response.statusCode, response.json().errors?.map((error: { property: string }) => error.property)]).toEqual([422, expect.arrayContaining([property])]);
    }
    expect(await groupStatus(orderId, dabrava)).toBe('confirmed');
    expect(await shipmentOf(orderId, dabrava)).toEqual({ carrier: null, carrierName: null, trackingNumber: null });
    expect((await server.outbox()).length).toBe(before);
  });
});
