/**
 * A move plan's checkout (contract checkoutMovePlan, docs/decisions/0031): every order made with
 * the server's prices in one transaction, all or none; a retry with the same Idempotency-Key
 * answers the first checkout and makes nothing, another key is 409; a plan that cannot be
 * checked out is refused on its fields; ownership and sign-in.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { addDays, serviceToday, slotInterval } from '../../../../domain/cleaning.ts';
import { cleaningOrders, movePlans, orderItems, orderVendorGroups, orders, products, users } from '../../../../server/db/schema/index.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createPlaces, insertProperty } from '../rentals/fixtures.ts';
import type { Places } from '../rentals/fixtures.ts';
import { createCatalogue } from '../services/fixtures.ts';
import { createCategory, createProduct, createVendor } from '../shop/fixtures.ts';
import type { TestVendor } from '../shop/fixtures.ts';

let server: TestApp;
let places: Places;
let user: Account;
let other: Account;
let home: number;
let dabrava: TestVendor;
let rozova: TestVendor;
let category: number;

beforeAll(async () => {
  server = await startTestApp();
  places = await createPlaces(server);
  await createCatalogue(server);
  const owner = await createAccount(server, 'agency');
  [user, other] = await Promise.all([createAccount(server, 'user'), createAccount(server, 'user')]);
  home = await insertProperty(server, owner.id, places.lozenets, { area: 72.4, bedrooms: 2, bathrooms: 1 });
  category = await createCategory(server, { name: { bg: 'Легла', en: 'Beds' }, room: 'bedroom' });
  dabrava = await createVendor(server, { name: { bg: 'Мебели Дъбрава', en: 'Dabrava Furniture' }, deliveryPrice: 2_500, email: 'dabrava@example.bg' });
  rozova = await createVendor(server, { name: { bg: 'Розова долина', en: 'Rose Valley' }, deliveryPrice: null });
});

afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

// A user keeps at most 10 plans: each test starts with none.
beforeEach(async () => {
  await server.db.delete(movePlans);
});

const day = (offset: number) => addDays(serviceToday(new Date()), offset);
const moving = { cleaningType: 'moving', lines: [{ serviceKey: 'movers', amount: 3 }, { serviceKey: 'boxes', amount: 20 }], when: { day: day(20), slot: '08-11' } };
const cleaning = { cleaningType: 'deep', lines: [{ serviceKey: 'deep-home', amount: 73 }], when: { day: day(18), slot: '11-14' } };
const contact = { name: 'Мария Иванова', phone: '0888123456', email: 'maria@example.bg' };

let titles = 0;
async function product(vendor: TestVendor, price: number, stock = 5) {
  titles += 1;
  return createProduct(server, { vendorId: vendor.vendorId, categoryIds: [category], title: { bg: `Легло ${titles}`, en: `Bed ${titles}` }, price, stock });
}

/** A plan of `account` with moving and deep cleaning chosen and a window for each vendor given. */
async function plan(account: Account, extra: object = {}): Promise<number> {
  const response = await server.inject({
    method: 'POST',
    url: '/api/move-plan',
    headers: { cookie: account.cookie },
    payload: {
      home: { kind: 'property', id: home },
      moveInDate: day(30),
      from: { cityId: places.varna, street: 'ул. Цар Симеон 5' },
      household: { people: 2, pets: 0 },
      moving,
      cleaning,
      deliveries: { [dabrava.vendorId]: { day: day(22), slot: '08-11' }, [rozova.vendorId]: { day: day(23), slot: '14-17' } },
      ...extra,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

let keys = 0;
const newKey = () => `checkout-key-${String((keys += 1)).padStart(6, '0')}`;

function checkout(account: Account | null, id: number, items: object[], key: string | null = newKey(), language = 'bg') {
  return server.inject({
    method: 'POST',
    url: `/api/move-plan/${id}/checkout`,
    headers: { ...(account ? { cookie: account.cookie } : {}), ...(key === null ? {} : { 'idempotency-key': key }), 'accept-language': language },
    payload: { contact, street: 'ул. Кричим 12, ап. 4', note: 'Звънец 4', items },
  });
}

async function counts() {
  const [shop] = await server.db.select({ value: count() }).from(orders);
  const [services] = await server.db.select({ value: count() }).from(cleaningOrders);
  const [checkedOut] = await server.db.select({ value: count() }).from(movePlans).where(sql`${movePlans.checkedOutAt} is not null`);
  return { shop: Number(shop!.value), services: Number(services!.value), checkedOut: Number(checkedOut!.value) };
}

async function stockOf(id: number): Promise<number> {
  const [row] = await server.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row!.stock;
}

describe('checking a plan out', () => {
  it('makes the shop order with each vendor’s window, the moving and the cleaning order, all at the server’s prices', async () => {
    const bed = await product(dabrava, 40_000);
    const lamp = await product(rozova, 1_999);
    const id = await plan(user);
    const response = await checkout(user, id, [
      { productId: bed, quantity: 1, vendorId: dabrava.vendorId },
      { productId: lamp, quantity: 2 },
    ]);
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ id, checkout: { at: expect.any(String), shopOrderId: expect.any(Number), movingOrderId: expect.any(Number), cleaningOrderId: expect.any(Number) } });
    const { shopOrderId, movingOrderId, cleaningOrderId } = answer.checkout;
    expect(answer.orders).toEqual([
      { kind: 'shop', id: shopOrderId, vendorId: dabrava.vendorId, vendorName: 'Мебели Дъбрава', status: 'new' },
      { kind: 'shop', id: shopOrderId, vendorId: rozova.vendorId, vendorName: 'Розова долина', status: 'new' },
      { kind: 'moving', id: movingOrderId, vendorId: null, vendorName: null, status: 'new' },
      { kind: 'cleaning', id: cleaningOrderId, vendorId: null, vendorName: null, status: 'new' },
    ]);

    const [order] = await server.db.select().from(orders).where(eq(orders.id, shopOrderId));
    // Goods 40,000 + 3,998 with 20 % VAT, and Dabrava's delivery (Rose Valley delivers free).
    expect(order).toMatchObject({
      buyerUserId: user.id,
      address: { cityId: places.sofia, street: 'ул. Кричим 12, ап. 4' },
      totalOrderAmount: 48_000 + 4_798 + 2_500,
      totalDeliveryAmount: 2_500,
      totalProductCount: 3,
    });
    const groups = await server.db.select().from(orderVendorGroups).where(eq(orderVendorGroups.orderId, shopOrderId)).orderBy(orderVendorGroups.id);
    expect(groups.map(({ vendorId, deliveryDay, deliverySlot }) => ({ vendorId, deliveryDay, deliverySlot }))).toEqual([
      { vendorId: dabrava.vendorId, deliveryDay: day(22), deliverySlot: '08-11' },
      { vendorId: rozova.vendorId, deliveryDay: day(23), deliverySlot: '14-17' },
    ]);
    expect(await server.db.select({ quantity: orderItems.quantity, unitPrice: orderItems.unitPrice }).from(orderItems).where(eq(orderItems.orderId, shopOrderId))).toEqual([
      { quantity: 1, unitPrice: 40_000 },
      { quantity: 2, unitPrice: 1_999 },
    ]);
    expect([await stockOf(bed), await stockOf(lamp)]).toEqual([4, 3]);

    const [movingOrder] = await server.db.select().from(cleaningOrders).where(eq(cleaningOrders.id, movingOrderId));
    // 3 hours of a mover at 15.00 and 20 boxes at 1.80, from where the plan says to the new home.
    expect(movingOrder).toMatchObject({
      userId: user.id,
      cleaningType: 'moving',
      totalPrice: 4_500 + 3_600,
      address: { cityId: places.varna, street: 'ул. Цар Симеон 5' },
      destinationAddress: { cityId: places.sofia, street: 'ул. Кричим 12, ап. 4' },
      date: day(20),
      timeSlot: '08-11',
      note: 'Звънец 4',
    });
    const [cleaningOrder] = await server.db.select().from(cleaningOrders).where(eq(cleaningOrders.id, cleaningOrderId));
    expect(cleaningOrder).toMatchObject({ cleaningType: 'deep', totalPrice: 73 * 320, address: { cityId: places.sofia }, destinationAddress: null, date: day(18), timeSlot: '11-14' });

    // The plan reads its orders back, and can no longer be changed.
    expect((await server.inject({ method: 'GET', url: `/api/move-plan/${id}`, headers: { cookie: user.cookie } })).json().orders).toEqual(answer.orders);
    const change = await server.inject({ method: 'POST', url: `/api/move-plan/${id}`, headers: { cookie: user.cookie }, payload: { household: { people: 3, pets: 0 } } });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe('Този план вече е поръчан и не може да се променя.');
  });

  it('orders services only when the cart is empty', async () => {
    const id = await plan(user, { deliveries: {} });
    const before = await counts();
    const response = await checkout(user, id, []);
    expect(response.statusCode).toBe(201);
    expect(response.json().checkout).toMatchObject({ shopOrderId: null });
    expect(await counts()).toEqual({ shop: before.shop, services: before.services + 2, checkedOut: before.checkedOut + 1 });
  });
});

describe('a checkout that fails half-way', () => {
  afterEach(async () => {
    await server.db.execute(sql`drop trigger if exists move_test_trigger on move_plans`);
    await server.db.execute(sql`drop trigger if exists move_test_trigger on cleaning_orders`);
  });

  it('writes nothing when the last vendor’s stock runs out under it: no plan checked out, no order, no stock taken', async () => {
    const bed = await product(dabrava, 40_000, 3);
    const lamp = await product(rozova, 1_999, 3);
    const id = await plan(user);
    // Someone else buys the last vendor's lamps the moment the plan is marked checked out.
    await server.db.execute(sql.raw(`create or replace function move_test_sell_out() returns trigger language plpgsql as $$
      begin update products set stock = 0 where id = ${lamp}; return new; end $$`));
    await server.db.execute(sql`create trigger move_test_trigger after update on move_plans for each row execute function move_test_sell_out()`);
    const before = await counts();
    const response = await checkout(user, id, [{ productId: bed, quantity: 1 }, { productId: lamp, quantity: 1 }]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: expect.any(String), shortages: expect.any(Array) });
    expect(await counts()).toEqual(before);
    expect([await stockOf(bed), await stockOf(lamp)]).toEqual([3, 3]);
    const [row] = await server.db.select().from(movePlans).where(eq(movePlans.id, id));
    expect(row).toMatchObject({ checkedOutAt: null, checkoutKey: null, shopOrderId: null, movingOrderId: null });
  });

  it('writes nothing when its last order cannot be stored: the shop and moving orders made before it are gone too', async () => {
    const bed = await product(dabrava, 40_000, 3);
    const id = await plan(user, { deliveries: { [dabrava.vendorId]: { day: day(22), slot: '08-11' } } });
    await server.db.execute(sql.raw(`create or replace function move_test_refuse_cleaning() returns trigger language plpgsql as $$
      begin if new.cleaning_type = 'deep' then raise exception 'cleaning refused'; end if; return new; end $$`));
    await server.db.execute(sql`create trigger move_test_trigger before insert on cleaning_orders for each row execute function move_test_refuse_cleaning()`);
    const before = await counts();
    const response = await checkout(user, id, [{ productId: bed, quantity: 2 }]);
    expect(response.statusCode).toBe(500);
    // The test's own refusal is a server error, which no operation lists: not the contract's concern.
    expect(server.contractViolations.splice(0)).toEqual(['checkoutMovePlan: status 500 is not in the contract']);
    expect(await counts()).toEqual(before);
    expect(await stockOf(bed)).toBe(3);
    // Once it can be stored, the same checkout goes through.
    await server.db.execute(sql`drop trigger move_test_trigger on cleaning_orders`);
    expect((await checkout(user, id, [{ productId: bed, quantity: 2 }])).statusCode).toBe(201);
    expect(await stockOf(bed)).toBe(1);
  });

  it('refuses stock short before it begins, naming the product and what is left', async () => {
    const bed = await product(dabrava, 40_000, 1);
    const id = await plan(user);
    const before = await counts();
    const response = await checkout(user, id, [{ productId: bed, quantity: 2 }], newKey(), 'en');
    expect(response.statusCode).toBe(409);
    expect(response.json().shortages).toEqual([{ productId: bed, title: expect.stringMatching(/^Bed /), available: 1 }]);
    expect(await counts()).toEqual(before);
  });
});

describe('a retried checkout', () => {
  it('answers the first checkout again for the same key and makes nothing twice', async () => {
    const bed = await product(dabrava, 40_000, 5);
    const id = await plan(user, { deliveries: { [dabrava.vendorId]: { day: day(22), slot: '08-11' } } });
    const key = newKey();
    const first = await checkout(user, id, [{ productId: bed, quantity: 1 }], key);
    expect(first.statusCode).toBe(201);
    const before = await counts();
    const again = await checkout(user, id, [{ productId: bed, quantity: 1 }], key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await counts()).toEqual(before);
    expect(await stockOf(bed)).toBe(4);
  });

  it('makes one set of orders when the same checkout arrives twice at once', async () => {
    const bed = await product(dabrava, 40_000, 5);
    const id = await plan(user, { deliveries: { [dabrava.vendorId]: { day: day(22), slot: '08-11' } } });
    const before = await counts();
    const key = newKey();
    const answers = await Promise.all([checkout(user, id, [{ productId: bed, quantity: 1 }], key), checkout(user, id, [{ productId: bed, quantity: 1 }], key)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json().checkout).toEqual(answers[1]!.json().checkout);
    expect(await counts()).toEqual({ shop: before.shop + 1, services: before.services + 2, checkedOut: before.checkedOut + 1 });
    expect(await stockOf(bed)).toBe(4);
  });

  it('is refused with another key once the plan is checked out, also when both arrive at once', async () => {
    const id = await plan(user, { deliveries: {} });
    expect((await checkout(user, id, [])).statusCode).toBe(201);
    const late = await checkout(user, id, [], newKey(), 'en');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This plan has been ordered already: it can no longer be changed.');

    const racing = await plan(user, { deliveries: {} });
    const before = await counts();
    const answers = await Promise.all([checkout(user, racing, []), checkout(user, racing, [])]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await counts()).toEqual({ shop: before.shop, services: before.services + 2, checkedOut: before.checkedOut + 1 });
  });
});

describe('the orders’ pages', () => {
  it('show each vendor’s delivery window for a plan’s order, to the buyer and to the vendor, and none for an order from the cart', async () => {
    const bed = await product(dabrava, 40_000);
    const lamp = await product(rozova, 1_999);
    const id = await plan(user);
    const ordered = await checkout(user, id, [{ productId: bed, quantity: 1 }, { productId: lamp, quantity: 1 }]);
    expect(ordered.statusCode).toBe(201);
    const { shopOrderId } = ordered.json().checkout;
    const read = (account: Account, orderId: number) => server.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: { cookie: account.cookie } });

    const buyer = await read(user, shopOrderId);
    expect(buyer.statusCode).toBe(200);
    expect(buyer.json().groups.map((group: { vendor: { id: number }; deliveryWindow: unknown }) => [group.vendor.id, group.deliveryWindow])).toEqual([
      [dabrava.vendorId, { day: day(22), slot: '08-11' }],
      [rozova.vendorId, { day: day(23), slot: '14-17' }],
    ]);
    const vendor = await read(dabrava, shopOrderId);
    expect(vendor.statusCode).toBe(200);
    expect(vendor.json().groups).toEqual([expect.objectContaining({ vendor: expect.objectContaining({ id: dabrava.vendorId }), deliveryWindow: { day: day(22), slot: '08-11' } })]);

    const cartOrder = await server.inject({
      method: 'POST',
      url: '/api/order',
      headers: { cookie: user.cookie },
      payload: { contact, address: { cityId: places.sofia, street: 'ул. Кричим 12, ап. 4' }, items: [{ productId: bed, quantity: 1 }] },
    });
    expect(cartOrder.statusCode).toBe(201);
    expect(cartOrder.json().groups).toEqual([expect.objectContaining({ deliveryWindow: null })]);
    expect((await read(dabrava, cartOrder.json().id)).json().groups).toEqual([expect.objectContaining({ deliveryWindow: null })]);
  });
});

describe('an update racing the checkout', () => {
  it('is either ordered as updated or refused: the orders match the plan as stored after both', async () => {
    // Several rounds, so either order of the two is met; each round's orders are the stored plan's.
    for (let round = 0; round < 4; round += 1) {
      const id = await plan(user, { deliveries: {} });
      const more = { ...moving, lines: [{ serviceKey: 'movers', amount: 5 }, { serviceKey: 'boxes', amount: 20 }] };
      const update = () => server.inject({ method: 'POST', url: `/api/move-plan/${id}`, headers: { cookie: user.cookie }, payload: { moving: more } });
      const [changed, ordered] = round % 2 === 0 ? await Promise.all([update(), checkout(user, id, [])]) : (await Promise.all([checkout(user, id, []), update()])).reverse();
      expect(ordered!.statusCode).toBe(201);
      expect([200, 409]).toContain(changed!.statusCode);
      const [stored] = await server.db.select().from(movePlans).where(eq(movePlans.id, id));
      // An update that was answered 200 is in the plan and in its order; one refused is in neither.
      expect(stored!.moving!.lines[0]!.amount).toBe(changed!.statusCode === 200 ? 5 : 3);
      const [movingOrder] = await server.db.select().from(cleaningOrders).where(eq(cleaningOrders.id, stored!.movingOrderId!));
      expect(movingOrder!.totalPrice).toBe(stored!.moving!.lines[0]!.amount * 1_500 + 3_600);
      expect(movingOrder!.services).toEqual(expect.arrayContaining([expect.objectContaining({ serviceKey: 'movers', amount: stored!.moving!.lines[0]!.amount })]));
    }
  });
});

describe('a plan that cannot be checked out', () => {
  it('is refused on the fields to fix, each with its key, writing nothing', async () => {
    const bed = await product(rozova, 1_000);
    // The cleaning on the moving day, moving without where from, and no window for Rose Valley.
    const id = await plan(user, { from: null, cleaning: { ...cleaning, when: { day: day(20), slot: '14-17' } }, deliveries: {} });
    const before = await counts();
    const response = await checkout(user, id, [{ productId: bed, quantity: 1 }], newKey(), 'en');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { property: 'from', message: 'Say where you move from: the movers need the address.' },
      { property: `deliveries.${rozova.vendorId}`, message: "Choose a delivery time for this shop's products." },
      { property: 'cleaning.when', message: expect.stringMatching(/^The cleaning is not before the move/) },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('is refused when nothing is chosen, a step is half chosen, or a service line is not in the catalogue', async () => {
    const empty = await plan(user, { moving: null, cleaning: null, deliveries: {} });
    expect((await checkout(user, empty, [])).json().errors).toEqual([{ property: 'items', message: expect.any(String) }]);
    const half = await plan(user, { moving: { ...moving, when: null }, cleaning: null, deliveries: {} });
    expect((await checkout(user, half, [])).json().errors).toEqual([
      { property: 'items', message: expect.any(String) },
      { property: 'moving.when', message: 'Довършете стъпката „Преместване“: изберете услуги и час.' },
    ]);
    const unknown = await plan(user, { moving: { ...moving, lines: [{ serviceKey: 'movers', amount: 3 }, { serviceKey: 'piano', amount: 1 }] }, deliveries: {} });
    expect((await checkout(user, unknown, [])).json().errors).toEqual([{ property: 'moving.lines.1.serviceKey', message: expect.any(String) }]);
    const twice = await plan(user, { moving: { ...moving, lines: [{ serviceKey: 'movers', amount: 3 }, { serviceKey: 'movers', amount: 1 }] }, deliveries: {} });
    expect((await checkout(user, twice, [])).json().errors).toEqual([{ property: 'moving.lines.1.serviceKey', message: expect.any(String) }]);
    const tooFew = await plan(user, { moving: { ...moving, lines: [{ serviceKey: 'movers', amount: 1 }] }, deliveries: {} });
    expect((await checkout(user, tooFew, [])).json().errors).toEqual([{ property: 'moving.lines.0.amount', message: expect.any(String) }]);
    const gone = await product(dabrava, 1_000);
    await server.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, gone));
    const withGone = await plan(user);
    expect((await checkout(user, withGone, [{ productId: gone, quantity: 1 }])).json().errors).toEqual([{ property: 'items.0.productId', message: expect.any(String) }]);
  });

  it('needs an Idempotency-Key of 16 to 64 letters, digits and dashes', async () => {
    const id = await plan(user, { deliveries: {} });
    for (const key of [null, 'short', 'x'.repeat(65), 'checkout key with spaces']) {
      const response = await checkout(user, id, [], key);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([{ property: 'Idempotency-Key', message: expect.any(String) }]);
    }
    const [row] = await server.db.select().from(movePlans).where(eq(movePlans.id, id));
    expect(row!.checkedOutAt).toBeNull();
  });
});

describe('who may check a plan out', () => {
  it('is its owner only: someone else’s plan is not found, and a visitor must sign in', async () => {
    const id = await plan(user, { deliveries: {} });
    const before = await counts();
    expect((await checkout(other, id, [])).statusCode).toBe(404);
    expect((await checkout(null, id, [])).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });
});

/** The `.ics` attached to an outbox message, unfolded into its lines. */
async function calendarOf(name: string): Promise<string[]> {
  const eml = await readFile(path.join(server.config.dataDir, 'outbox', `${name}.eml`), 'utf8');
  // The part's other headers, a blank line, then its base64 body up to the next boundary.
  const part = /Content-Disposition: attachment; filename=move\.ics\n(?:[^\n]+\n)*\n([\s\S]*?)\n--/.exec(eml)![1]!;
  return Buffer.from(part.replace(/\s/g, ''), 'base64').toString('utf8').replace(/\r\n[ \t]/g, '').split('\r\n');
}

const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

describe('the e-mails of a checkout', () => {
  it('send the buyer one e-mail in their language with a calendar of 2 + N events, and each vendor its notice with the window', async () => {
    await server.db.update(users).set({ locale: 'en' }).where(eq(users.id, user.id));
    const bed = await product(dabrava, 40_000);
    const lamp = await product(rozova, 1_999);
    const id = await plan(user);
    // The e-mails of the checkouts before this one are sent first: what follows is this one's.
    await server.app.moveMails.idle();
    const earlier = new Set((await server.outbox()).map((mail) => JSON.stringify(mail)));
    const newMails = async () => (await server.outbox()).filter((mail) => !earlier.has(JSON.stringify(mail)));
    const key = newKey();
    const response = await checkout(user, id, [{ productId: bed, quantity: 1 }, { productId: lamp, quantity: 1 }], key);
    expect(response.statusCode).toBe(201);
    await server.app.moveMails.idle();
    const mails = await newMails();
    const buyer = mails.filter((mail) => mail.to === contact.email);
    expect(buyer).toHaveLength(1);
    expect(buyer[0]).toMatchObject({ subject: 'Your move is ordered', attachments: [{ filename: 'move.ics', contentType: expect.stringMatching(/^text\/calendar/) }] });
    expect(buyer[0]!.text).toContain('Delivery from Dabrava Furniture');
    expect(buyer[0]!.text).toContain('Mover (3 h): €45.00');
    expect(buyer[0]!.text).toContain('Total: €843.59');

    const lines = await calendarOf(`move-plan-${id}`);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2 + 2);
    for (const [event, when] of [
      ['moving', moving.when],
      ['cleaning', cleaning.when],
      [`delivery-${dabrava.vendorId}`, { day: day(22), slot: '08-11' }],
      [`delivery-${rozova.vendorId}`, { day: day(23), slot: '14-17' }],
    ] as const) {
      const { start, end } = slotInterval(when.day, when.slot as '08-11');
      const at = lines.indexOf(`UID:move-${id}-${event}@${new URL(server.config.publicUrl).hostname}`);
      expect(at).toBeGreaterThan(-1);
      const own = lines.slice(lines.lastIndexOf('BEGIN:VEVENT', at), lines.indexOf('END:VEVENT', at));
      expect(own).toEqual(expect.arrayContaining([`DTSTART:${utc(start)}`, `DTEND:${utc(end)}`]));
    }

    // Dabrava has its own address; Rose Valley's notice goes to its owner. Both carry their window.
    const dabravaMail = mails.find((mail) => mail.to === 'dabrava@example.bg');
    expect(dabravaMail?.text).toContain('08:00–11:00');
    expect(mails.filter((mail) => mail.to !== contact.email)).toHaveLength(2);
    // No shop or services buyer e-mail of their own.
    expect(mails).toHaveLength(3);

    // The same checkout again sends nothing more.
    expect((await checkout(user, id, [{ productId: bed, quantity: 1 }, { productId: lamp, quantity: 1 }], key)).statusCode).toBe(201);
    await server.app.moveMails.idle();
    expect(await newMails()).toHaveLength(3);
    await server.db.update(users).set({ locale: 'bg' }).where(eq(users.id, user.id));
  });
});
