/**
 * A buyer's question to a vendor of their order (askAboutOrder, issue 27): signed in as the
 * order's buyer or with the order e-mail's token; one conversation per order and vendor, which
 * the vendor's user reads under the shop's name; a vendor not in the order is refused on
 * `vendorId`, someone else's order is 403, nothing signed in 401, nothing written when refused.
 */
import { count } from 'drizzle-orm';
import { conversationMessages } from '../../../../server/db/schema/index.ts';
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
let outsider: TestVendor;
let buyer: Account;
let other: Account;

beforeAll(async () => {
  server = await startTestApp();
  sofia = await createCity(server, { bg: 'София', en: 'Sofia' });
  categoryId = await createCategory(server, { name: { bg: 'Маси', en: 'Tables' }, room: 'living-room' });
  dabrava = await createVendor(server, { name: { bg: 'Мебели Дъбрава', en: 'Dabrava Furniture' }, deliveryPrice: 2500 });
  rozova = await createVendor(server, { name: { bg: 'Розова долина', en: 'Rose Valley' }, deliveryPrice: null });
  outsider = await createVendor(server, { name: { bg: 'Друг', en: 'Other' }, deliveryPrice: null });
  [buyer, other] = await Promise.all([createAccount(server, 'user'), createAccount(server, 'user')]);
});

afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

let placed = 0;
let address = 0;
/** An order of a line of each of two shops, by `account` (null: without one); its id and the e-mail link's token. */
async function place(account: Account | null): Promise<{ id: number; token: string }> {
  placed += 1;
  const email = `question.buyer.${placed}@example.bg`;
  const items = [];
  for (const vendor of [dabrava, rozova]) {
    const productId = await createProduct(server, { vendorId: vendor.vendorId, categoryIds: [categoryId], title: { bg: `Маса ${placed}`, en: `Table ${placed}` }, price: 10_000, stock: 100 });
    items.push({ productId, quantity: 1 });
  }
  const response = await server.inject({
    method: 'POST',
    url: '/api/order',
    headers: account ? { cookie: account.cookie } : {},
    payload: { items, contact: { name: 'Мария Иванова', phone: '0888123456', email }, address: { cityId: sofia, street: 'ул. „Оборище“ 18' } },
  });
  expect(response.statusCode).toBe(201);
  const mail = (await server.outbox()).find((each) => each.to === email)!;
  return { id: response.json().id, token: new URL(mail.links[0]!).searchParams.get('token') ?? '' };
}

function ask(id: number, body: object, account?: Account) {
  address += 1;
  return server.inject({ method: 'POST', url: `/api/order/${id}/question`, remoteAddress: `10.1.0.${address}`, headers: account ? { cookie: account.cookie } : {}, payload: body });
}
const messages = async () => (await server.db.select({ n: count() }).from(conversationMessages))[0]!.n;

describe('a question about an order', () => {
  it("opens the buyer's conversation with the vendor, and a second question continues it", async () => {
    const { id } = await place(buyer);
    const first = await ask(id, { vendorId: dabrava.vendorId, message: 'Кога ще доставите масата?' }, buyer);
    expect(first.statusCode).toBe(201);
    const second = await ask(id, { vendorId: dabrava.vendorId, message: 'И монтирате ли?' }, buyer);
    expect(second.json()).toEqual({ id: first.json().id });
    const another = await ask(id, { vendorId: rozova.vendorId, message: 'Здравейте!' }, buyer);
    expect(another.json().id).not.toBe(first.json().id);

    // The vendor's user reads it, under the shop's name for the buyer.
    const seen = await server.inject({ method: 'GET', url: `/api/conversations/${first.json().id}`, headers: { cookie: dabrava.cookie } });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ me: 'owner', about: { kind: 'order', id }, messages: [{ body: 'Кога ще доставите масата?' }, { body: 'И монтирате ли?' }] });
    const mine = await server.inject({ method: 'GET', url: `/api/conversations/${first.json().id}`, headers: { cookie: buyer.cookie } });
    expect(mine.json()).toMatchObject({ me: 'guest', otherName: 'Мебели Дъбрава' });
    // The other shop of the order does not read it.
    expect((await server.inject({ method: 'GET', url: `/api/conversations/${first.json().id}`, headers: { cookie: rozova.cookie } })).statusCode).toBe(404);
  });

  it("takes the order e-mail's token for an order without an account", async () => {
    const { id, token } = await place(null);
    const response = await ask(id, { vendorId: rozova.vendorId, message: 'Въпрос', token });
    expect(response.statusCode).toBe(201);
    const wrong = await ask(id, { vendorId: rozova.vendorId, message: 'Въпрос', token: 'x'.repeat(43) });
    expect(wrong.statusCode).toBe(404);
  });

  it("refuses a vendor not in the order, someone else's order and nobody signed in, writing nothing", async () => {
    const { id } = await place(buyer);
    const before = await messages();
    const outside = await ask(id, { vendorId: outsider.vendorId, message: 'Въпрос' }, buyer);
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual([{ property: 'vendorId', message: expect.any(String) }]);
    expect((await ask(id, { vendorId: dabrava.vendorId, message: 'Въпрос' }, other)).statusCode).toBe(403);
    expect((await ask(id, { vendorId: dabrava.vendorId, message: 'Въпрос' })).statusCode).toBe(401);
    expect((await ask(999_999, { vendorId: dabrava.vendorId, message: 'Въпрос' }, buyer)).statusCode).toBe(404);
    expect(await messages()).toBe(before);
  });
});
