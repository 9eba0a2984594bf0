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
import { createTwoShops, createVendor, placeTwoShopOrder } from '../shop/fixtures.ts';
import type { TestVendor, TwoShops } from '../shop/fixtures.ts';

let server: TestApp;
let shops: TwoShops;
let outsider: TestVendor;
let buyer: Account;
let other: Account;

beforeAll(async () => {
  server = await startTestApp();
  shops = await createTwoShops(server);
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
  const { id, link } = await placeTwoShopOrder(server, shops, account, `question.buyer.${placed}@example.bg`);
  return { id, token: new URL(link).searchParams.get('token') ?? '' };
}

function ask(id: number, body: object, account?: Account) {
  address += 1;
  return server.inject({ method: 'POST', url: `/api/order/${id}/question`, remoteAddress: `10.1.0.${address}`, headers: account ? { cookie: account.cookie } : {}, payload: body });
}
const messages = async () => (await server.db.select({ n: count() }).from(conversationMessages))[0]!.n;

describe('a question about an order', () => {
  it("opens the buyer's conversation with the vendor, and a second question continues it", async () => {
    const { id } = await place(buyer);
    const first = await ask(id, { vendorId: shops.dabrava.vendorId, message: 'Кога ще доставите масата?' }, buyer);
    expect(first.statusCode).toBe(201);
    const second = await ask(id, { vendorId: shops.dabrava.vendorId, message: 'И монтирате ли?' }, buyer);
    expect(second.json()).toEqual({ id: first.json().id });
    const another = await ask(id, { vendorId: shops.rozova.vendorId, message: 'Здравейте!' }, buyer);
    expect(another.json().id).not.toBe(first.json().id);

    // The vendor's user reads it, under the shop's name for the buyer.
    const seen = await server.inject({ method: 'GET', url: `/api/conversations/${first.json().id}`, headers: { cookie: shops.dabrava.cookie } });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ me: 'owner', about: { kind: 'order', id }, messages: [{ body: 'Кога ще доставите масата?' }, { body: 'И монтирате ли?' }] });
    const mine = await server.inject({ method: 'GET', url: `/api/conversations/${first.json().id}`, headers: { cookie: buyer.cookie } });
    expect(mine.json()).toMatchObject({ me: 'guest', otherName: 'Мебели Дъбрава' });
    // The other shop of the order does not read it.
    expect((await server.inject({ method: 'GET', url: `/api/conversations/${first.json().id}`, headers: { cookie: shops.rozova.cookie } })).statusCode).toBe(404);
  });

  it("takes the order e-mail's token for an order without an account", async () => {
    const { id, token } = await place(null);
    const response = await ask(id, { vendorId: shops.rozova.vendorId, message: 'Въпрос', token });
    expect(response.statusCode).toBe(201);
    const wrong = await ask(id, { vendorId: shops.rozova.vendorId, message: 'Въпрос', token: 'x'.repeat(43) });
    expect(wrong.statusCode).toBe(404);
  });

  it("refuses a vendor not in the order, someone else's order and nobody signed in, writing nothing", async () => {
    const { id } = await place(buyer);
    const before = await messages();
    const outside = await ask(id, { vendorId: outsider.vendorId, message: 'Въпрос' }, buyer);
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual([{ property: 'vendorId', message: expect.any(String) }]);
    expect((await ask(id, { vendorId: shops.dabrava.vendorId, message: 'Въпрос' }, other)).statusCode).toBe(403);
    expect((await ask(id, { vendorId: shops.dabrava.vendorId, message: 'Въпрос' })).statusCode).toBe(401);
    expect((await ask(999_999, { vendorId: shops.dabrava.vendorId, message: 'Въпрос' }, buyer)).statusCode).toBe(404);
    expect(await messages()).toBe(before);
  });
});
