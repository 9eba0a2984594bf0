/**
 * Deleting one's account (POST /api/user/deletion, docs/privacy.md) on the demo data: confirmed
 * with the password (or, for a Google-only account, the word), it erases the person (name,
 * e-mail, phone, flatmate offers and their messages, comments, the newsletter address, every
 * session) in one go and signs them out; the orders and the credit ledger stay, no longer linked
 * to anyone; the address can register again. Without a sign-in, with a wrong password or word,
 * or for a shop, nothing changes.
 */
import { eq, inArray, or } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../../../server/db/seed/content/index.ts';
import { seedDatabase } from '../../../../server/db/seed/index.ts';
import { authTokens, conversationMessages, conversations, creditLedger, newsComments, newsletterSubscribers, orders, tenantOffers, users } from '../../../../server/db/schema/index.ts';
import { PASSWORD, createAccount } from '../../helpers/accounts.ts';
import { captchaEnv, solvedCaptcha } from '../../helpers/captcha.ts';
import { startTestApp, tokenCookie } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp({ env: captchaEnv });
  await seedDatabase(server.db);
}, 120_000);
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

const signIn = (email: string, password: string) => server.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
const remove = (cookie: string | null, payload: object, language = 'en') =>
  server.inject({ method: 'POST', url: '/api/user/deletion', payload, headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) } });
const rowOf = async (id: number) => (await server.db.select().from(users).where(eq(users.id, id)))[0]!;

it('erases the person, keeps the orders and the ledger unlinked, signs out, and frees the address', async () => {
  const email = 'maria@domovik.test';
  const cookie = tokenCookie(await signIn(email, DEMO_PASSWORD));
  const maria = (await server.db.select().from(users).where(eq(users.email, email)))[0]!;
  const orderIds = (await server.db.select({ id: orders.id }).from(orders).where(eq(orders.buyerUserId, maria.id))).map((row) => row.id);
  const ledger = await server.db.select().from(creditLedger).where(eq(creditLedger.userId, maria.id));
  expect(orderIds.length).toBeGreaterThan(0);
  expect((await server.db.select().from(tenantOffers).where(eq(tenantOffers.ownerUserId, maria.id))).length).toBeGreaterThan(0);
  // The demo conversations: hers as the one who wrote, and about her listings.
  const herConversations = () => server.db.select().from(conversations).where(or(eq(conversations.guestUserId, maria.id), eq(conversations.ownerUserId, maria.id)));
  expect((await herConversations()).map((row) => row.guestUserId === maria.id)).toEqual(expect.arrayContaining([true, false]));

  const response = await remove(cookie, { password: DEMO_PASSWORD });
  expect(response.statusCode).toBe(204);
  expect(response.cookies.find((item) => item.name === 'token')?.value).toBe('');

  const row = await rowOf(maria.id);
  expect(row).toMatchObject({ name: '—', email: `deleted-${maria.id}@deleted.invalid`, phone: null, passwordHash: null, googleSubject: null, pendingEmail: null });
  expect(row.deletedAt).toBeInstanceOf(Date);
  expect(await server.db.select().from(tenantOffers).where(eq(tenantOffers.ownerUserId, maria.id))).toEqual([]);
  expect(await server.db.select().from(newsComments).where(eq(newsComments.userId, maria.id))).toEqual([]);
  expect(await herConversations()).toEqual([]);
  expect(await server.db.select().from(conversationMessages).where(eq(conversationMessages.senderKey, `u:${maria.id}`))).toEqual([]);
  expect(await server.db.select().from(authTokens).where(eq(authTokens.userId, maria.id))).toEqual([]);
  expect(await server.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toEqual([]);
  // Kept for accounting, no longer linked to a person.
  const kept = await server.db.select().from(orders).where(inArray(orders.id, orderIds));
  expect(kept.map((order) => order.buyerUserId)).toEqual(orderIds.map(() => null));
  // Every ledger entry stays; a promotion no longer names the listing that is gone.
  expect(await server.db.select().from(creditLedger).where(eq(creditLedger.userId, maria.id))).toEqual(
    ledger.map((entry) => ({ ...entry, propertyId: null, tenantOfferId: null })),
  );

  expect((await server.inject({ method: 'GET', url: '/api/user/newsletter', headers: { cookie } })).statusCode).toBe(401);
  // Nobody's public page shows the erased person any more.
  const page = await server.inject({ method: 'GET', url: `/api/user/${maria.id}`, headers: { 'accept-language': 'en' } });
  expect(page.statusCode).toBe(404);
  expect(page.json()).toMatchObject({ message: expect.any(String) });
  expect((await signIn(email, DEMO_PASSWORD)).statusCode).toBe(401);
  const again = await server.inject({ method: 'POST', url: '/api/user', payload: { name: 'Мария Иванова', phone: '0888123456', email, password: 'parola123', code: await solvedCaptcha() } });
  expect(again.statusCode).toBe(201);
});

it('asks a visitor to sign in', async () => {
  expect((await remove(null, { password: PASSWORD })).statusCode).toBe(401);
});

it('refuses a wrong or missing password, and a wrong word for a Google-only account, changing nothing', async () => {
  const account = await createAccount(server, 'user');
  const wrong = await remove(account.cookie, { password: 'not-it' });
  expect(wrong.statusCode).toBe(422);
  expect(wrong.json()).toEqual({ message: 'validation_failed', errors: [{ property: 'password', message: 'The current password is not right.' }] });
  expect((await remove(account.cookie, {})).json().errors).toEqual([{ property: 'password', message: expect.any(String) }]);
  expect((await rowOf(account.id)).email).toBe(account.email);
  expect((await signIn(account.email, PASSWORD)).statusCode).toBe(200);

  const google = await createAccount(server, 'user');
  await server.db.update(users).set({ passwordHash: null, googleSubject: 'google-sub-1' }).where(eq(users.id, google.id));
  const word = await remove(google.cookie, { confirmation: 'yes' }, 'bg');
  expect(word.statusCode).toBe(422);
  expect(word.json().errors).toEqual([{ property: 'confirmation', message: 'Напишете показаната дума, за да потвърдите.' }]);
  expect((await rowOf(google.id)).deletedAt).toBeNull();
  expect((await remove(google.cookie, { confirmation: ' изтрий ' })).statusCode).toBe(204);
  expect((await rowOf(google.id)).googleSubject).toBeNull();
});

it("refuses a shop's account: the office closes it once its orders are settled", async () => {
  const vendor = await createAccount(server, 'vendor');
  const response = await remove(vendor.cookie, { password: PASSWORD });
  expect(response.statusCode).toBe(409);
  expect((await rowOf(vendor.id)).deletedAt).toBeNull();
});
