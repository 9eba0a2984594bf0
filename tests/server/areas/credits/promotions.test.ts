/**
 * What credits buy: promoting one's own published property to premium for a number of days
 * (POST /api/credit/promotion), spent in one transaction, never below zero, with the ledger the
 * settings page shows (GET /api/credit/ledger); premium properties first in the search and in
 * the owner's premium filter, until their days are over.
 */
import { eq } from 'drizzle-orm';
import { PROMOTION_PLANS } from '../../../../domain/credits.ts';
import { creditLedger, properties } from '../../../../server/db/schema/index.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createPlaces, insertProperty } from '../rentals/fixtures.ts';
import type { Places } from '../rentals/fixtures.ts';
import { creditsOf, promote, setCredits } from './wallet.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestApp;
let places: Places;
let owner: Account;
let agency: Account;
let vendor: Account;

beforeAll(async () => {
  server = await startTestApp();
  places = await createPlaces(server);
  owner = await createAccount(server, 'user');
  agency = await createAccount(server, 'agency');
  vendor = await createAccount(server, 'vendor');
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

async function premiumUntilOf(id: number): Promise<Date | null> {
  const [row] = await server.db.select({ premiumUntil: properties.premiumUntil }).from(properties).where(eq(properties.id, id));
  return row!.premiumUntil;
}

const ledger = (account: Account, query = '', language = 'en') =>
  server.inject({ method: 'GET', url: `/api/credit/ledger${query}`, headers: { cookie: account.cookie, 'accept-language': language } });

describe('POST /api/credit/promotion', () => {
  it('spends the plan’s credits, makes the property premium for its days, and records it in the ledger', async () => {
    await setCredits(server, owner, 20);
    const id = await insertProperty(server, owner.id, places.lozenets);
    const before = Date.now();
    const response = await promote(server, owner, { kind: 'property', id, days: 7 });
    expect(response.statusCode).toBe(201);
    const promotion = response.json();
    expect(promotion).toEqual({ kind: 'property', id, days: 7, credits: 5, premiumUntil: expect.any(String), balance: 15 });
    const until = new Date(promotion.premiumUntil).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 5_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS + 5_000);
    expect(await creditsOf(server, owner)).toBe(15);

    const page = (await ledger(owner)).json();
    expect(page).toMatchObject({ total: 1, offset: 0, limit: 10, balance: 15 });
    expect(page.items).toEqual([
      {
        id: expect.any(Number),
        kind: 'promotion',
        credits: -5,
        balance: 15,
        createdAt: expect.any(String),
        payment: null,
        promotion: { kind: 'property', id, title: expect.stringMatching(/^Property \d+$/), days: 7, premiumUntil: promotion.premiumUntil },
      },
    ]);
  });

  it('adds the days to those a premium property still has', async () => {
    await setCredits(server, owner, 50);
    const stillPremium = new Date(Date.now() + 3 * DAY_MS);
    const id = await insertProperty(server, owner.id, places.lozenets, { premiumUntil: stillPremium });
    const response = await promote(server, owner, { kind: 'property', id, days: 14 });
    expect(response.json()).toMatchObject({ credits: 9, balance: 41 });
    expect((await premiumUntilOf(id))!.getTime()).toBe(stillPremium.getTime() + 14 * DAY_MS);
    // A premium that is over starts again from now.
    const expired = await insertProperty(server, owner.id, places.lozenets, { premiumUntil: new Date(Date.now() - 10 * DAY_MS) });
    await promote(server, owner, { kind: 'property', id: expired, days: 30 });
    expect((await premiumUntilOf(expired))!.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it('refuses a promotion with too few credits and spends nothing', async () => {
    await setCredits(server, owner, 8);
    const id = await insertProperty(server, owner.id, places.lozenets);
    const entries = (await ledger(owner)).json().total;
    const response = await promote(server, owner, { kind: 'property', id, days: 14 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'You do not have enough credits. Buy credits and try again.' });
    expect(await creditsOf(server, owner)).toBe(8);
    expect(await premiumUntilOf(id)).toBeNull();
    expect((await ledger(owner)).json().total).toBe(entries);
  });

  it('never goes below zero when two promotions race for the last credits', async () => {
    const account = await createAccount(server, 'user');
    await setCredits(server, account, 16);
    const [first, second] = [await insertProperty(server, account.id, places.mladost), await insertProperty(server, account.id, places.mladost)];
    const answers = await Promise.all([
      promote(server, account, { kind: 'property', id: first, days: 30 }),
      promote(server, account, { kind: 'property', id: second, days: 30 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await creditsOf(server, account)).toBe(0);
    const rows = await server.db.select().from(creditLedger).where(eq(creditLedger.userId, account.id));
    expect(rows.map((row) => [row.credits, row.balance])).toEqual([[-16, 0]]);
    expect([await premiumUntilOf(first), await premiumUntilOf(second)].filter((until) => until !== null)).toHaveLength(1);
  });

  it("refuses someone else's property (403), an unknown or deleted one (404), and one not published (409), spending nothing", async () => {
    await setCredits(server, owner, 30);
    const others = await insertProperty(server, agency.id, places.lozenets);
    const deleted = await insertProperty(server, owner.id, places.lozenets, { deletedAt: new Date() });
    const draft = await insertProperty(server, owner.id, places.lozenets, { status: 'draft' });
    expect((await promote(server, owner, { kind: 'property', id: others, days: 7 })).statusCode).toBe(403);
    expect((await promote(server, owner, { kind: 'property', id: deleted, days: 7 })).statusCode).toBe(404);
    expect((await promote(server, owner, { kind: 'property', id: 2_000_000, days: 7 })).statusCode).toBe(404);
    const notPublished = await promote(server, owner, { kind: 'property', id: draft, days: 7 });
    expect(notPublished.statusCode).toBe(409);
    expect(notPublished.json().message).toBe('Only a published listing can be promoted.');
    expect(await creditsOf(server, owner)).toBe(30);
    expect(await premiumUntilOf(others)).toBeNull();
  });

  it.each([
    ['days that are no plan', { kind: 'property', days: 10 }, 'days'],
    ['a kind that cannot be promoted', { kind: 'product', days: 7 }, 'kind'],
    ['a forged price', { kind: 'property', days: 7, credits: 1 }, 'credits'],
  ])('refuses %s with a 422', async (_name, payload, property) => {
    await setCredits(server, owner, 30);
    const id = await insertProperty(server, owner.id, places.lozenets);
    const response = await promote(server, owner, { id, ...payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].property).toBe(property);
    expect(await creditsOf(server, owner)).toBe(30);
  });

  it('asks a visitor to sign in and refuses a vendor (vendors list no properties)', async () => {
    const id = await insertProperty(server, owner.id, places.lozenets);
    expect((await promote(server, null, { kind: 'property', id, days: 7 })).statusCode).toBe(401);
    expect((await promote(server, vendor, { kind: 'property', id, days: 7 })).statusCode).toBe(403);
  });

  it('lets an agency promote its own properties', async () => {
    await setCredits(server, agency, PROMOTION_PLANS[2]!.credits);
    const id = await insertProperty(server, agency.id, places.chayka);
    expect((await promote(server, agency, { kind: 'property', id, days: 30 })).json()).toMatchObject({ credits: 16, balance: 0 });
  });
});

describe('premium in the search and in the owner’s list', () => {
  it('puts a promoted property in the premium band of GET /api/property whatever the order, in its place in the list, until its days are over', async () => {
    const account = await createAccount(server, 'user');
    await setCredits(server, account, 5);
    const older = await insertProperty(server, account.id, places.chayka, { price: 99_000, createdAt: new Date(Date.now() - 30 * DAY_MS) });
    const newer = await insertProperty(server, account.id, places.chayka, { price: 10_000 });
    type Summary = { id: number; premium: boolean; premiumUntil: string | null };
    const answer = async (orderBy: string) =>
      (await server.inject({ method: 'GET', url: `/api/property?districtId=${places.chayka}&ownerId=${account.id}&orderBy=${orderBy}` })).json() as {
        items: Summary[];
        premium: Summary[];
      };
    const search = async (orderBy: string) => (await answer(orderBy)).items;

    expect((await search('createdAt.DESC')).map((item) => item.id)).toEqual([newer, older]);
    expect((await answer('createdAt.DESC')).premium).toEqual([]);
    const { premiumUntil } = (await promote(server, account, { kind: 'property', id: older, days: 7 })).json();
    for (const [orderBy, order] of [
      ['createdAt.DESC', [newer, older]],
      ['createdAt.ASC', [older, newer]],
      ['price.ASC', [newer, older]],
      ['price.DESC', [older, newer]],
    ] as const) {
      const page = await answer(orderBy);
      expect(page.premium.map((item) => [item.id, item.premium])).toEqual([[older, true]]);
      expect(page.items.map((item) => item.id)).toEqual(order);
    }
    // Its summary says until when, in the search and in the owner's list.
    expect((await search('createdAt.DESC')).map((item) => item.premiumUntil)).toEqual([null, premiumUntil]);
    const mine = await server.inject({ method: 'GET', url: '/api/user/property?premium=1', headers: { cookie: account.cookie } });
    expect(mine.json().items.map((item: { id: number; premiumUntil: string | null }) => [item.id, item.premiumUntil])).toEqual([[older, premiumUntil]]);

    // Its days are over: out of the band, and out of the premium filter.
    await server.db.update(properties).set({ premiumUntil: new Date(Date.now() - 1000) }).where(eq(properties.id, older));
    expect((await search('createdAt.DESC')).map((item) => [item.id, item.premium, item.premiumUntil])).toEqual([
      [newer, false, null],
      [older, false, null],
    ]);
    expect((await answer('createdAt.DESC')).premium).toEqual([]);
    const after = await server.inject({ method: 'GET', url: '/api/user/property?premium=1', headers: { cookie: account.cookie } });
    expect(after.json().items).toEqual([]);
  });
});

describe('GET /api/credit/ledger', () => {
  it('lists newest first, pages, answers the balance, and names the property in the request language', async () => {
    const account = await createAccount(server, 'agency');
    await setCredits(server, account, 30);
    const id = await insertProperty(server, account.id, places.lozenets);
    await promote(server, account, { kind: 'property', id, days: 7 });
    await promote(server, account, { kind: 'property', id, days: 14 });
    const page = (await ledger(account, '', 'bg')).json();
    expect(page).toMatchObject({ total: 2, balance: 16 });
    expect(page.items.map((item: { credits: number; balance: number }) => [item.credits, item.balance])).toEqual([
      [-9, 16],
      [-5, 25],
    ]);
    expect(page.items[0].promotion.title).toMatch(/^Имот \d+$/);
    const second = (await ledger(account, '?offset=1&limit=1')).json();
    expect(second).toMatchObject({ total: 2, offset: 1, limit: 1 });
    expect(second.items.map((item: { credits: number }) => item.credits)).toEqual([-5]);
  });

  it('shows only my own entries, and asks a visitor to sign in', async () => {
    const fresh = await createAccount(server, 'vendor');
    expect((await ledger(fresh)).json()).toEqual({ items: [], total: 0, offset: 0, limit: 10, balance: 0 });
    expect((await server.inject({ method: 'GET', url: '/api/credit/ledger' })).statusCode).toBe(401);
    expect((await ledger(fresh, '?limit=0')).statusCode).toBe(422);
  });
});
