/**
 * The second kind of promotion (docs/decisions/0020): a regular user promotes one of their own
 * flatmate offers to premium with credits (POST /api/credit/promotion, kind `tenantOffer`), at
 * the same prices and in the same transaction as a property, recorded in the ledger; the offer
 * then comes first in GET /api/tenant-offer with its premium, until its days are over.
 */
import { eq } from 'drizzle-orm';
import { creditLedger, tenantOffers } from '../../../../server/db/schema/index.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createPlaces, insertOffer } from '../roommates/fixtures.ts';
import type { Places } from '../roommates/fixtures.ts';
import { creditsOf, promote, setCredits } from './wallet.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestApp;
let places: Places;
let poster: Account;
let other: Account;
let agency: Account;
let vendor: Account;

beforeAll(async () => {
  server = await startTestApp();
  places = await createPlaces(server);
  [poster, other, agency, vendor] = await Promise.all([
    createAccount(server, 'user'),
    createAccount(server, 'user'),
    createAccount(server, 'agency'),
    createAccount(server, 'vendor'),
  ]);
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

async function premiumUntilOf(id: number): Promise<Date | null> {
  const [row] = await server.db.select({ premiumUntil: tenantOffers.premiumUntil }).from(tenantOffers).where(eq(tenantOffers.id, id));
  return row!.premiumUntil;
}

async function ledgerRowsOf(account: Account) {
  return server.db.select().from(creditLedger).where(eq(creditLedger.userId, account.id));
}

const HOUR_MS = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS);

describe('POST /api/credit/promotion of a flatmate offer', () => {
  it('spends the plan’s credits, makes my offer premium for its days, and records it in the ledger by its title', async () => {
    await setCredits(server, poster, 20);
    const id = await insertOffer(server, poster.id, places.sofia, { title: { bg: 'Стая до СУ', en: 'Room near SU' } });
    const before = Date.now();
    const response = await promote(server, poster, { kind: 'tenantOffer', id, days: 14 });
    expect(response.statusCode).toBe(201);
    const promotion = response.json();
    expect(promotion).toEqual({ kind: 'tenantOffer', id, days: 14, credits: 9, premiumUntil: expect.any(String), balance: 11 });
    const until = new Date(promotion.premiumUntil).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 14 * DAY_MS - 5_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 14 * DAY_MS + 5_000);
    expect((await premiumUntilOf(id))!.getTime()).toBe(until);
    expect(await creditsOf(server, poster)).toBe(11);

    const ledger = async (language: string) =>
      (await server.inject({ method: 'GET', url: '/api/credit/ledger', headers: { cookie: poster.cookie, 'accept-language': language } })).json();
    const page = await ledger('en');
    expect(page).toMatchObject({ total: 1, balance: 11 });
    expect(page.items[0]).toEqual({
      id: expect.any(Number),
      kind: 'promotion',
      credits: -9,
      balance: 11,
      createdAt: expect.any(String),
      payment: null,
      promotion: { kind: 'tenantOffer', id, title: 'Room near SU', days: 14, premiumUntil: promotion.premiumUntil },
    });
    expect((await ledger('bg')).items[0].promotion.title).toBe('Стая до СУ');
    const [row] = await ledgerRowsOf(poster);
    expect(row).toMatchObject({ listingKind: 'tenantOffer', tenantOfferId: id, propertyId: null });
  });

  it('adds the days to those a premium offer still has, and starts again from now when they are over', async () => {
    await setCredits(server, poster, 50);
    const stillPremium = new Date(Date.now() + 2 * DAY_MS);
    const id = await insertOffer(server, poster.id, places.sofia, { premiumUntil: stillPremium });
    expect((await promote(server, poster, { kind: 'tenantOffer', id, days: 7 })).json()).toMatchObject({ credits: 5, balance: 45 });
    expect((await premiumUntilOf(id))!.getTime()).toBe(stillPremium.getTime() + 7 * DAY_MS);
    const expired = await insertOffer(server, poster.id, places.sofia, { premiumUntil: new Date(Date.now() - 3 * DAY_MS) });
    await promote(server, poster, { kind: 'tenantOffer', id: expired, days: 30 });
    expect((await premiumUntilOf(expired))!.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it('refuses a promotion with too few credits and spends nothing', async () => {
    await setCredits(server, poster, 15);
    const id = await insertOffer(server, poster.id, places.varna);
    const entries = (await ledgerRowsOf(poster)).length;
    const response = await promote(server, poster, { kind: 'tenantOffer', id, days: 30 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'You do not have enough credits. Buy credits and try again.' });
    expect(await creditsOf(server, poster)).toBe(15);
    expect(await premiumUntilOf(id)).toBeNull();
    expect(await ledgerRowsOf(poster)).toHaveLength(entries);
  });

  it("refuses someone else's offer (403), a deleted or unknown one (404), spending nothing", async () => {
    await setCredits(server, poster, 30);
    const others = await insertOffer(server, other.id, places.sofia);
    const deleted = await insertOffer(server, poster.id, places.sofia, { deletedAt: new Date() });
    const answer = async (id: number) => {
      const response = await promote(server, poster, { kind: 'tenantOffer', id, days: 7 });
      return [response.statusCode, response.json().message];
    };
    expect(await answer(others)).toEqual([403, 'You are not allowed to do this.']);
    expect(await answer(deleted)).toEqual([404, 'Not found.']);
    expect(await answer(2_000_000)).toEqual([404, 'Not found.']);
    expect(await creditsOf(server, poster)).toBe(30);
    expect([await premiumUntilOf(others), await premiumUntilOf(deleted)]).toEqual([null, null]);
  });

  it('names the listing by kind: a property id is not an offer', async () => {
    await setCredits(server, poster, 30);
    const id = await insertOffer(server, poster.id, places.sofia);
    // No property has this id in this database: promoting it as a property finds nothing.
    expect((await promote(server, poster, { kind: 'property', id, days: 7 })).statusCode).toBe(404);
    expect(await creditsOf(server, poster)).toBe(30);
  });

  it('asks a visitor to sign in, and refuses an agency and a vendor (offers are for regular users) before reading the offer', async () => {
    const id = await insertOffer(server, poster.id, places.sofia);
    await setCredits(server, agency, 30);
    expect((await promote(server, null, { kind: 'tenantOffer', id, days: 7 })).statusCode).toBe(401);
    for (const account of [agency, vendor]) {
      // Even for an offer that does not exist: the type is refused first.
      for (const target of [id, 2_000_000]) {
        const response = await promote(server, account, { kind: 'tenantOffer', id: target, days: 7 });
        expect({ type: account.type, target, status: response.statusCode }).toEqual({ type: account.type, target, status: 403 });
      }
    }
    expect(await creditsOf(server, agency)).toBe(30);
    expect(await premiumUntilOf(id)).toBeNull();
  });
});

describe('a premium offer in the search', () => {
  it('comes first in GET /api/tenant-offer, with its premium, until its days are over; the poster’s list keeps its order', async () => {
    const account = await createAccount(server, 'user');
    await setCredits(server, account, 5);
    const priceFrom = 88_000;
    const older = await insertOffer(server, account.id, places.varna, { price: priceFrom, createdAt: hoursAgo(48) });
    const newer = await insertOffer(server, account.id, places.varna, { price: priceFrom, createdAt: hoursAgo(1) });
    const search = async () =>
      ((await server.inject({ method: 'GET', url: `/api/tenant-offer?city=${places.varna}&priceFrom=${priceFrom}` })).json().items as {
        id: number;
        premium: boolean;
        premiumUntil: string | null;
      }[]).map((item) => [item.id, item.premium, item.premiumUntil !== null]);
    expect(await search()).toEqual([
      [newer, false, false],
      [older, false, false],
    ]);

    expect((await promote(server, account, { kind: 'tenantOffer', id: older, days: 7 })).statusCode).toBe(201);
    expect(await search()).toEqual([
      [older, true, true],
      [newer, false, false],
    ]);
    const mine = await server.inject({ method: 'GET', url: '/api/tenant-offer/user', headers: { cookie: account.cookie } });
    expect(mine.json().items.map((item: { id: number; premium: boolean }) => [item.id, item.premium])).toEqual([
      [newer, false],
      [older, true],
    ]);

    // Its days are over: back in its place, no longer premium.
    await server.db.update(tenantOffers).set({ premiumUntil: new Date(Date.now() - 1000) }).where(eq(tenantOffers.id, older));
    expect(await search()).toEqual([
      [newer, false, false],
      [older, false, false],
    ]);
    expect((await server.inject({ method: 'GET', url: `/api/tenant-offer/${older}` })).json()).toMatchObject({ premium: false, premiumUntil: null });
  });
});
