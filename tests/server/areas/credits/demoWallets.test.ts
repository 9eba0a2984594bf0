/**
 * The demo wallets (server/db/seed/credits.ts) on a freshly seeded database: every ledger adds
 * up, step by step, to the credits its user has; every premium property has the promotion that
 * made it premium; Maria's wallet shows purchases and promotions through the API.
 */
import { asc, eq, isNotNull } from 'drizzle-orm';
import { creditLedger, payments, properties, tenantOffers, users } from '../../../../server/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../../../server/db/seed/content/index.ts';
import { seedDatabase } from '../../../../server/db/seed/index.ts';
import { startTestApp, tokenCookie } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
  await seedDatabase(server.db);
}, 60_000);
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

it('gives every user with credits a ledger that adds up, step by step, to them', async () => {
  const people = await server.db.select({ id: users.id, email: users.email, credits: users.credits }).from(users);
  const entries = await server.db.select().from(creditLedger).orderBy(asc(creditLedger.createdAt), asc(creditLedger.id));
  for (const person of people) {
    const own = entries.filter((entry) => entry.userId === person.id);
    if (person.credits > 0) expect({ user: person.email, entries: own.length > 0 }).toEqual({ user: person.email, entries: true });
    let balance = 0;
    for (const entry of own) {
      balance += entry.credits;
      expect({ user: person.email, balance: entry.balance }).toEqual({ user: person.email, balance });
    }
    expect({ user: person.email, credits: balance }).toEqual({ user: person.email, credits: person.credits });
  }
  const purchases = entries.filter((entry) => entry.kind === 'purchase');
  const paid = await server.db.select().from(payments);
  expect(paid.every((payment) => payment.status === 'succeeded' && payment.creditedAt !== null)).toBe(true);
  expect(purchases.map((entry) => entry.paymentId).sort()).toEqual(paid.map((payment) => payment.id).sort());
});

it('has the promotion that made each premium property and flatmate offer premium, by its owner', async () => {
  const premium = await server.db
    .select({ id: properties.id, ownerUserId: properties.ownerUserId, premiumUntil: properties.premiumUntil })
    .from(properties)
    .where(isNotNull(properties.premiumUntil));
  expect(premium.length).toBeGreaterThan(5);
  const premiumOffers = await server.db
    .select({ id: tenantOffers.id, ownerUserId: tenantOffers.ownerUserId, premiumUntil: tenantOffers.premiumUntil })
    .from(tenantOffers)
    .where(isNotNull(tenantOffers.premiumUntil));
  expect(premiumOffers.length).toBeGreaterThanOrEqual(3);
  const promotions = await server.db.select().from(creditLedger).where(eq(creditLedger.kind, 'promotion'));
  const madeBy = (listing: { premiumUntil: Date | null }, matches: (entry: (typeof promotions)[number]) => boolean) =>
    promotions.find((entry) => matches(entry) && entry.premiumUntil?.getTime() === listing.premiumUntil!.getTime())?.userId;
  for (const property of premium) {
    const owner = madeBy(property, (entry) => entry.listingKind === 'property' && entry.propertyId === property.id);
    expect({ property: property.id, owner }).toEqual({ property: property.id, owner: property.ownerUserId });
  }
  for (const offer of premiumOffers) {
    const owner = madeBy(offer, (entry) => entry.listingKind === 'tenantOffer' && entry.tenantOfferId === offer.id);
    expect({ offer: offer.id, owner }).toEqual({ offer: offer.id, owner: offer.ownerUserId });
  }
});

it('puts the premium flatmate offers first in the search', async () => {
  const response = await server.inject({ method: 'GET', url: '/api/tenant-offer?limit=100' });
  const items = (response.json() as { items: { premium: boolean }[] }).items.map((item) => item.premium);
  const premiumCount = items.filter(Boolean).length;
  expect(premiumCount).toBeGreaterThanOrEqual(3);
  expect(items).toEqual([...Array<boolean>(premiumCount).fill(true), ...Array<boolean>(items.length - premiumCount).fill(false)]);
});

it("shows Maria's 20 credits with past purchases and a promotion", async () => {
  const signIn = await server.inject({ method: 'POST', url: '/api/auth', payload: { email: 'maria@domovik.test', password: DEMO_PASSWORD } });
  const response = await server.inject({ method: 'GET', url: '/api/credit/ledger?limit=100', headers: { cookie: tokenCookie(signIn), 'accept-language': 'en' } });
  const ledger = response.json() as { balance: number; items: { kind: string; payment: unknown; promotion: { title: string | null } | null }[] };
  expect(ledger.balance).toBe(20);
  expect(ledger.items.some((item) => item.kind === 'purchase' && item.payment !== null)).toBe(true);
  expect(ledger.items.filter((item) => item.kind === 'promotion').every((item) => item.promotion?.title)).toBe(true);
  expect(ledger.items.some((item) => item.kind === 'promotion')).toBe(true);
});
