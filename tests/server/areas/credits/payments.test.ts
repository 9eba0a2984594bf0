/**
 * Buying credits through the embedded sandbox card provider, on the real server and a fresh
 * database (PGlite here, PostgreSQL in test:postgres): the server's own price whatever the body
 * says, the sandbox checkout page's calls with its test cards, the status call, and the credits
 * added exactly once however many status calls and callbacks there are, also at the same moment.
 */
import { eq } from 'drizzle-orm';
import { SANDBOX_CARDS, cardDigits } from '../../../../domain/credits.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { creditLedger, payments, sandboxCheckouts, users } from '../../../../server/db/schema/index.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';

let server: TestApp;
let buyer: Account;
let other: Account;

beforeAll(async () => {
  server = await startTestApp();
  buyer = await createAccount(server, 'user');
  other = await createAccount(server, 'agency');
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

const as = (account: Account | null, options: { method: 'GET' | 'POST'; url: string; payload?: object; language?: string }) =>
  server.inject({
    method: options.method,
    url: options.url,
    payload: options.payload,
    headers: { 'accept-language': options.language ?? 'en', ...(account ? { cookie: account.cookie } : {}) },
  });

const buy = (account: Account, payload: object) => as(account, { method: 'POST', url: '/api/credit/buy', payload });
const status = (account: Account | null, paymentId: string, cancel?: boolean) =>
  as(account, { method: 'POST', url: '/api/payment/status', payload: cancel === undefined ? { paymentId } : { paymentId, cancel } });
const card = (reference: string, cardNumber: string) =>
  server.inject({
    method: 'POST',
    url: `/api/payment/sandbox/${reference}/pay`,
    headers: { 'accept-language': 'en' },
    payload: { cardNumber: cardDigits(cardNumber), expiry: '12/40', cvc: '123' },
  });

async function creditsOf(account: Account): Promise<number> {
  const [row] = await server.db.select({ credits: users.credits }).from(users).where(eq(users.id, account.id));
  return row!.credits;
}

async function ledgerOf(account: Account) {
  return server.db.select().from(creditLedger).where(eq(creditLedger.userId, account.id));
}

/** Starts buying `credits`: the payment's id and the sandbox checkout's reference (from the paymentUrl). */
async function startPurchase(account: Account, credits: number): Promise<{ paymentId: string; reference: string }> {
  const response = await buy(account, { credits });
  expect(response.statusCode).toBe(201);
  const { paymentId, paymentUrl } = response.json() as { paymentId: string; paymentUrl: string };
  const reference = /^\/plashtane\/testova-kasa\/([A-Za-z0-9_-]+)$/.exec(paymentUrl)?.[1];
  expect(reference).toBeDefined();
  return { paymentId, reference: reference! };
}

describe('POST /api/credit/buy', () => {
  it("creates a pending payment at the server's price and answers the sandbox checkout page", async () => {
    const before = await creditsOf(buyer);
    const { paymentId, reference } = await startPurchase(buyer, 39);
    const [payment] = await server.db.select().from(payments).where(eq(payments.publicId, paymentId));
    expect(payment).toMatchObject({ userId: buyer.id, provider: 'sandbox', providerRef: reference, credits: 39, amount: 3500, status: 'pending', creditedAt: null });
    const checkout = await server.inject({ method: 'GET', url: `/api/payment/sandbox/${reference}`, headers: { 'accept-language': 'en' } });
    expect(checkout.json()).toEqual({
      reference,
      amount: 3500,
      currency: 'EUR',
      description: '39 Domovik credits',
      status: 'open',
      returnUrl: `/plashtane/status?paymentId=${paymentId}`,
    });
    expect(await creditsOf(buyer)).toBe(before);
  });

  it('describes the checkout in the language of the request', async () => {
    const { reference } = await startPurchase(buyer, 4);
    const [checkout] = await server.db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.reference, reference));
    expect(checkout).toMatchObject({ amount: 400, description: '4 Domovik credits' });
    const bg = await as(buyer, { method: 'POST', url: '/api/credit/buy', payload: { credits: 132 }, language: 'bg' });
    const bgReference = (bg.json().paymentUrl as string).split('/').pop()!;
    const [bgCheckout] = await server.db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.reference, bgReference));
    expect(bgCheckout).toMatchObject({ amount: 10_000, description: '132 кредита в Домовик' });
  });

  it.each([
    ['a forged price beside the package', { credits: 39, price: 1 }, 'price'],
    ['a forged amount', { credits: 39, amount: 100 }, 'amount'],
    ['credits that are no package', { credits: 40 }, 'credits'],
    ['no package', {}, 'credits'],
  ])('refuses %s with a 422 and writes nothing', async (_name, payload, property) => {
    const before = await server.db.select().from(payments);
    const response = await buy(buyer, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property, message: expect.any(String) }] });
    expect(await server.db.select().from(payments)).toHaveLength(before.length);
  });

  it('asks a visitor to sign in', async () => {
    expect((await server.inject({ method: 'POST', url: '/api/credit/buy', payload: { credits: 9 } })).statusCode).toBe(401);
  });
});

describe('paying at the sandbox checkout, then POST /api/payment/status', () => {
  it('adds the credits of a paid package once, whoever reports it and however often', async () => {
    const before = await creditsOf(buyer);
    const { paymentId, reference } = await startPurchase(buyer, 39);
    expect((await status(buyer, paymentId)).json()).toEqual({ paymentId, status: 'pending', credits: 39, balance: before });

    const paid = await card(reference, SANDBOX_CARDS.success);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ status: 'paid', returnUrl: `/plashtane/status?paymentId=${paymentId}` });
    // The sandbox reported it at once (its callback): the credits are there before any status call.
    expect(await creditsOf(buyer)).toBe(before + 39);

    for (let i = 0; i < 3; i += 1) {
      expect((await status(buyer, paymentId)).json()).toEqual({ paymentId, status: 'succeeded', credits: 39, balance: before + 39 });
    }
    expect(await creditsOf(buyer)).toBe(before + 39);
    const entries = (await ledgerOf(buyer)).filter((entry) => entry.credits === 39);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'purchase', balance: before + 39 });
    // A second payment at the closed checkout changes nothing.
    expect((await card(reference, SANDBOX_CARDS.success)).statusCode).toBe(409);
    expect(await creditsOf(buyer)).toBe(before + 39);
  });

  it("e-mails one receipt in the buyer's language: what was bought, the price with its VAT, the new balance", async () => {
    const mailsTo = async (account: Account) => (await server.outbox()).filter((mail) => mail.to === account.email);
    const bulgarian = await createAccount(server, 'user');
    const { paymentId, reference } = await startPurchase(bulgarian, 39);
    expect(await mailsTo(bulgarian)).toEqual([]);
    await card(reference, SANDBOX_CARDS.success);
    for (let i = 0; i < 2; i += 1) await status(bulgarian, paymentId);
    const [receipt, ...more] = await mailsTo(bulgarian);
    expect(more).toEqual([]);
    expect(receipt!.subject).toBe('Разписка: 39 кредита в Домовик');
    expect(receipt!.text).toContain('Закупихте: 39 кредита в Домовик');
    expect(receipt!.text).toContain(`Цена: ${formatMoney(3500, 'bg')}, с включен ДДС (20 %) от ${formatMoney(583, 'bg')}`);
    expect(receipt!.text).toContain('Вашият баланс вече е 39 кредита.');

    const english = await createAccount(server, 'user');
    await server.db.update(users).set({ locale: 'en', credits: 10 }).where(eq(users.id, english.id));
    const second = await startPurchase(english, 4);
    await card(second.reference, SANDBOX_CARDS.success);
    const [receiptEn] = await mailsTo(english);
    expect(receiptEn!.subject).toBe('Receipt: 4 Domovik credits');
    expect(receiptEn!.text).toContain('Price: €4.00, including VAT (20 %) of €0.67');
    expect(receiptEn!.text).toContain('Your balance is now 14 credits.');

    // A declined card has no receipt.
    const declined = await startPurchase(english, 9);
    await card(declined.reference, SANDBOX_CARDS.decline);
    expect(await mailsTo(english)).toHaveLength(1);
  });

  it('adds the credits once when several status calls and the callback race', async () => {
    const account = await createAccount(server, 'user');
    const { paymentId, reference } = await startPurchase(account, 58);
    // The checkout is paid on the provider's side only: the status calls are the first to learn it.
    await server.db.update(sandboxCheckouts).set({ status: 'paid' }).where(eq(sandboxCheckouts.reference, reference));
    const answers = await Promise.all(Array.from({ length: 6 }, () => status(account, paymentId)));
    expect(answers.map((answer) => answer.json().status)).toEqual(Array(6).fill('succeeded'));
    expect(await creditsOf(account)).toBe(58);
    expect(await ledgerOf(account)).toHaveLength(1);

    // And the sandbox's own callback racing the buyer's status calls.
    const second = await startPurchase(account, 9);
    const [callback, ...calls] = await Promise.all([card(second.reference, SANDBOX_CARDS.success), status(account, second.paymentId), status(account, second.paymentId)]);
    expect(callback.statusCode).toBe(200);
    expect(calls.every((call) => call.statusCode === 200)).toBe(true);
    expect((await status(account, second.paymentId)).json()).toMatchObject({ status: 'succeeded', balance: 67 });
    expect(await creditsOf(account)).toBe(67);
    expect((await ledgerOf(account)).map((entry) => entry.balance).sort((a, b) => a - b)).toEqual([58, 67]);
  });

  it('adds nothing for a declined card, and the payment stays declined', async () => {
    const account = await createAccount(server, 'user');
    const { paymentId, reference } = await startPurchase(account, 86);
    const declined = await card(reference, SANDBOX_CARDS.decline);
    expect(declined.json()).toEqual({ status: 'declined', returnUrl: `/plashtane/status?paymentId=${paymentId}` });
    expect((await status(account, paymentId)).json()).toEqual({ paymentId, status: 'declined', credits: 86, balance: 0 });
    expect(await creditsOf(account)).toBe(0);
    expect(await ledgerOf(account)).toEqual([]);
    // Paying the same checkout afterwards is refused: a declined payment never turns into credits.
    expect((await card(reference, SANDBOX_CARDS.success)).statusCode).toBe(409);
    expect((await status(account, paymentId)).json().status).toBe('declined');
  });

  it('cancels when the buyer leaves the checkout (the page, or coming back with cancel)', async () => {
    const account = await createAccount(server, 'user');
    const left = await startPurchase(account, 9);
    const cancelled = await server.inject({ method: 'POST', url: `/api/payment/sandbox/${left.reference}/cancel` });
    expect(cancelled.json()).toEqual({ status: 'cancelled', returnUrl: `/plashtane/status?paymentId=${left.paymentId}&cancel=1` });
    expect((await status(account, left.paymentId, true)).json()).toMatchObject({ status: 'cancelled', balance: 0 });

    const back = await startPurchase(account, 4);
    expect((await status(account, back.paymentId, true)).json()).toMatchObject({ status: 'cancelled', balance: 0 });
    // The checkout is closed: it can no longer be paid.
    expect((await card(back.reference, SANDBOX_CARDS.success)).statusCode).toBe(409);
    expect(await creditsOf(account)).toBe(0);
  });

  it("answers someone else's payment 403, an unknown one 404 and a visitor 401", async () => {
    const { paymentId } = await startPurchase(buyer, 4);
    const foreign = await status(other, paymentId);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: expect.any(String) });
    expect((await status(buyer, 'no-such-payment')).statusCode).toBe(404);
    expect((await status(null, paymentId)).statusCode).toBe(401);
    expect((await status(buyer, 'bad id!')).statusCode).toBe(422);
  });
});

describe('the sandbox checkout', () => {
  it('takes only its test cards and a card that has not expired', async () => {
    const { reference } = await startPurchase(buyer, 9);
    const unknown = await card(reference, '5555 5555 5555 4444');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      message: 'validation_failed',
      errors: [{ property: 'cardNumber', message: 'The test checkout takes only the test cards shown on the page.' }],
    });
    const expired = await server.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${reference}/pay`,
      headers: { 'accept-language': 'en' },
      payload: { cardNumber: '4242424242424242', expiry: '01/20', cvc: '123' },
    });
    expect(expired.json()).toEqual({ message: 'validation_failed', errors: [{ property: 'expiry', message: 'The card has expired.' }] });
    const [checkout] = await server.db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.reference, reference));
    expect(checkout).toMatchObject({ status: 'open', cardLast4: null });
  });

  it('answers 404 for a checkout that does not exist', async () => {
    expect((await server.inject({ method: 'GET', url: '/api/payment/sandbox/nothing-here' })).statusCode).toBe(404);
    expect((await card('nothing-here', SANDBOX_CARDS.success)).statusCode).toBe(404);
    expect((await server.inject({ method: 'POST', url: '/api/payment/sandbox/nothing-here/cancel' })).statusCode).toBe(404);
  });

  it('has no callback endpoint of its own: the webhook answers 404', async () => {
    const response = await server.inject({ method: 'POST', url: '/api/payment/webhook', payload: { id: 'evt_1', type: 'checkout.session.completed', data: { object: {} } } });
    expect(response.statusCode).toBe(404);
  });
});
