/**
 * The buyer's order page (POST /api/order/{id}/view) through the real server on a fresh database:
 * every order e-mail links to it, privately (a token, stored only as its hash) for an order
 * without an account; the token opens that one order without signing in, a signed-in buyer
 * opens their own, and nothing else opens anything.
 */
import { count, eq } from 'drizzle-orm';
import { orderAccessTokens } from '../../../../server/db/schema/index.ts';
import { hashToken } from '../../../../server/services/tokens.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createTwoShops, placeTwoShopOrder } from './fixtures.ts';
import type { TwoShops } from './fixtures.ts';

let server: TestApp;
let shops: TwoShops;
let buyer: Account;
let other: Account;

beforeAll(async () => {
  server = await startTestApp();
  shops = await createTwoShops(server);
  [buyer, other] = await Promise.all([createAccount(server, 'user'), createAccount(server, 'user')]);
});

afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

let placed = 0;
/** An order of a line of each shop, by `account` (null: without one); its id and the buyer's e-mail link. */
function place(account: Account | null): Promise<{ id: number; link: string }> {
  placed += 1;
  return placeTwoShopOrder(server, shops, account, `page.buyer.${placed}@example.bg`);
}

function view(id: number | string, body: object, account?: Account) {
  return server.inject({ method: 'POST', url: `/api/order/${id}/view`, headers: account ? { cookie: account.cookie } : {}, payload: body });
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function tokenRows(): Promise<number> {
  const [row] = await server.db.select({ value: count() }).from(orderAccessTokens);
  return Number(row!.value);
}

describe('the order e-mails link to the order page', () => {
  it('gives an order without an account a private link whose token is stored only as its hash', async () => {
    const { id, link } = await place(null);
    expect(link).toMatch(new RegExp(`^http://localhost:3000/porachka/${id}\\?token=[A-Za-z0-9_-]{43}$`));
    const rows = await server.db.select().from(orderAccessTokens).where(eq(orderAccessTokens.orderId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(tokenOf(link)));
    expect(JSON.stringify(rows)).not.toContain(tokenOf(link));
  });

  it('gives a buyer with an account the page itself, to sign in to', async () => {
    const { id, link } = await place(buyer);
    expect(link).toBe(`http://localhost:3000/porachka/${id}`);
  });
});

describe('POST /api/order/{id}/view', () => {
  it('opens the order by its token without signing in: every shop’s part, its lines and status', async () => {
    const { id, link } = await place(null);
    const response = await view(id, { token: tokenOf(link) });
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({ id, status: 'new', totalProductCount: 2 });
    expect(order.groups.map((group: { vendor: { id: number }; status: string; shipment: unknown }) => [group.vendor.id, group.status, group.shipment])).toEqual([
      [shops.dabrava.vendorId, 'new', null],
      [shops.rozova.vendorId, 'new', null],
    ]);
    expect(order.items).toHaveLength(2);
  });

  it('opens a signed-in buyer’s own order without a token', async () => {
    const { id } = await place(buyer);
    const response = await view(id, {}, buyer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, groups: [{ vendor: { id: shops.dabrava.vendorId } }, { vendor: { id: shops.rozova.vendorId } }] });
  });

  it('needs a token or a sign-in', async () => {
    const { id } = await place(buyer);
    const response = await view(id, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 404 for a token that is not this order’s, also when signed in', async () => {
    const first = await place(null);
    const second = await place(null);
    expect((await view(first.id, { token: 'x'.repeat(43) })).statusCode).toBe(404);
    // Another order's token opens only that order.
    expect((await view(first.id, { token: tokenOf(second.link) })).statusCode).toBe(404);
    expect((await view(first.id, { token: tokenOf(second.link) }, other)).statusCode).toBe(404);
    expect((await view(999_999, { token: tokenOf(first.link) })).statusCode).toBe(404);
  });

  it('answers 403 for someone else’s order and 404 for an unknown one', async () => {
    const { id } = await place(buyer);
    const anonymous = await place(null);
    const foreign = await view(id, {}, other);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).not.toHaveProperty('items');
    expect((await view(anonymous.id, {}, other)).statusCode).toBe(403);
    expect((await view(999_999, {}, other)).statusCode).toBe(404);
  });

  it('refuses bad input with the error body and writes nothing', async () => {
    const { id } = await place(null);
    const before = await tokenRows();
    for (const [path, body] of [
      [id, { token: '' }],
      [id, { token: 'x'.repeat(101) }],
      [id, { token: 12 }],
      [id, { token: 'abc', extra: true }],
      [id, []],
    ] as const) {
      const response = await view(path, body);
      expect([400, 422]).toContain(response.statusCode);
      expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    }
    expect(await tokenRows()).toBe(before);
  });
});
