/**
 * Stripe Checkout as the card provider (PAYMENT_PROVIDER=stripe), offline: the `stripe` package
 * talks to a small fake of Stripe's API on a local port (STRIPE_API_URL), and the webhook's
 * signatures are made with the package's own test helper (webhooks.generateTestHeaderString):
 * a good signature settles the payment once, a bad, missing or replayed-for-another-body one is
 * refused and changes nothing.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { creditLedger, payments, users } from '../../../../server/db/schema/index.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';

const WEBHOOK_SECRET = 'whsec_test_domovik';
const stripe = new Stripe('sk_test_domovik');

interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
}

/** Stripe's API as far as the adapter uses it: create, retrieve and expire Checkout Sessions. */
class FakeStripe {
  readonly sessions = new Map<string, FakeSession>();
  readonly created: URLSearchParams[] = [];
  down = false;
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const answer = (status: number, json: object) => {
          response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
          response.end(JSON.stringify(json));
        };
        if (this.down) return answer(500, { error: { type: 'api_error', message: 'Stripe is down' } });
        const [, id, action] = /^\/v1\/checkout\/sessions(?:\/([^/]+))?(?:\/(expire))?$/.exec(request.url ?? '') ?? [];
        if (request.method === 'POST' && !id) {
          const params = new URLSearchParams(body);
          this.created.push(params);
          const session: FakeSession = {
            id: `cs_test_${this.created.length}`,
            object: 'checkout.session',
            url: `https://checkout.stripe.com/c/pay/cs_test_${this.created.length}`,
            status: 'open',
            payment_status: 'unpaid',
          };
          this.sessions.set(session.id, session);
          return answer(200, session);
        }
        const session = id ? this.sessions.get(id) : undefined;
        if (!session) return answer(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
        if (request.method === 'POST' && action === 'expire') {
          if (session.status !== 'open') return answer(400, { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired' } });
          session.status = 'expired';
        }
        return answer(200, session);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const fake = new FakeStripe();
let server: TestApp;
let buyer: Account;

beforeAll(async () => {
  const apiUrl = await fake.start();
  server = await startTestApp({
    env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_domovik', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: apiUrl },
  });
  buyer = await createAccount(server, 'user');
});
afterAll(async () => {
  await server.close();
  await fake.stop();
  expect(server.contractViolations).toEqual([]);
});

async function creditsOf(account: Account): Promise<number> {
  const [row] = await server.db.select({ credits: users.credits }).from(users).where(eq(users.id, account.id));
  return row!.credits;
}

async function buy(credits: number): Promise<{ paymentId: string; paymentUrl: string; session: FakeSession }> {
  const response = await server.inject({ method: 'POST', url: '/api/credit/buy', payload: { credits }, headers: { cookie: buyer.cookie, 'accept-language': 'en' } });
  expect(response.statusCode).toBe(201);
  const { paymentId, paymentUrl } = response.json() as { paymentId: string; paymentUrl: string };
  return { paymentId, paymentUrl, session: [...fake.sessions.values()].at(-1)! };
}

const status = (paymentId: string, cancel?: boolean) =>
  server.inject({ method: 'POST', url: '/api/payment/status', payload: cancel ? { paymentId, cancel } : { paymentId }, headers: { cookie: buyer.cookie } });

/** A Stripe event about a session, as Stripe would send it. */
function event(type: string, session: Partial<FakeSession> & { id: string }): string {
  return JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, api_version: '2025-01-01', data: { object: { object: 'checkout.session', ...session } } });
}

const webhook = (payload: string, signature?: string) =>
  server.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
  });

const signed = (payload: string, secret = WEBHOOK_SECRET) => stripe.webhooks.generateTestHeaderString({ payload, secret });

describe('the Stripe Checkout adapter', () => {
  it("opens a Checkout Session for the package at the server's price and sends the buyer to Stripe", async () => {
    const { paymentId, paymentUrl, session } = await buy(39);
    expect(paymentUrl).toBe(session.url);
    const params = fake.created.at(-1)!;
    expect(Object.fromEntries(params)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '3500',
      'line_items[0][price_data][product_data][name]': '39 Domovik credits',
      client_reference_id: paymentId,
      'metadata[paymentId]': paymentId,
      locale: 'en',
      success_url: `http://localhost:3000/plashtane/status?paymentId=${paymentId}`,
      cancel_url: `http://localhost:3000/plashtane/status?paymentId=${paymentId}&cancel=1`,
    });
    const [payment] = await server.db.select().from(payments).where(eq(payments.publicId, paymentId));
    expect(payment).toMatchObject({ provider: 'stripe', providerRef: session.id, amount: 3500, status: 'pending' });
  });

  it('asks Stripe on a status call: open is pending, paid is succeeded (credits added once)', async () => {
    const before = await creditsOf(buyer);
    const { paymentId, session } = await buy(9);
    expect((await status(paymentId)).json()).toMatchObject({ status: 'pending', balance: before });
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    expect((await status(paymentId)).json()).toMatchObject({ status: 'succeeded', balance: before + 9 });
    // Stripe's event arrives afterwards: received, and nothing is added twice.
    const payload = event('checkout.session.completed', session);
    expect((await webhook(payload, signed(payload))).statusCode).toBe(204);
    expect(await creditsOf(buyer)).toBe(before + 9);
  });

  it('expires the session when the buyer comes back from its cancel address', async () => {
    const { paymentId, session } = await buy(4);
    expect((await status(paymentId, true)).json()).toMatchObject({ status: 'cancelled' });
    expect(session.status).toBe('expired');
  });

  it('answers 503 when Stripe cannot open a checkout, and the payment is cancelled', async () => {
    fake.down = true;
    try {
      const response = await server.inject({ method: 'POST', url: '/api/credit/buy', payload: { credits: 4 }, headers: { cookie: buyer.cookie, 'accept-language': 'en' } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'Card payments are not available at the moment. Please try again later.' });
    } finally {
      fake.down = false;
    }
    const [latest] = await server.db.select().from(payments).where(eq(payments.userId, buyer.id)).orderBy(desc(payments.id)).limit(1);
    expect(latest).toMatchObject({ status: 'cancelled', providerRef: null });
  }, 30_000);

  it('has no sandbox checkout pages', async () => {
    expect((await server.inject({ method: 'GET', url: '/api/payment/sandbox/anything' })).statusCode).toBe(404);
  });
});

describe('POST /api/payment/webhook', () => {
  it('settles a paid session from a correctly signed event, once however often Stripe sends it', async () => {
    const before = await creditsOf(buyer);
    const receiptsBefore = (await server.outbox()).filter((mail) => mail.to === buyer.email).length;
    const { paymentId, session } = await buy(58);
    const payload = event('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid' });
    const header = signed(payload);
    expect((await webhook(payload, header)).statusCode).toBe(204);
    expect((await webhook(payload, header)).statusCode).toBe(204);
    const [first, second] = await Promise.all([webhook(payload, header), webhook(payload, header)]);
    expect([first.statusCode, second.statusCode]).toEqual([204, 204]);
    expect(await creditsOf(buyer)).toBe(before + 58);
    const [payment] = await server.db.select().from(payments).where(eq(payments.publicId, paymentId));
    const entries = await server.db.select().from(creditLedger).where(eq(creditLedger.paymentId, payment!.id));
    expect(entries).toHaveLength(1);
    // One receipt, however often the event came.
    const receipts = (await server.outbox()).filter((mail) => mail.to === buyer.email).slice(receiptsBefore);
    expect(receipts.map((mail) => mail.subject)).toEqual(['Разписка: 58 кредита в Домовик']);
    expect(receipts[0]!.text).toContain(`${before + 58} кредита`);
  });

  it('refuses a bad, missing or foreign signature, and a body other than the one signed, changing nothing', async () => {
    const before = await creditsOf(buyer);
    const { paymentId, session } = await buy(86);
    const payload = event('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid' });
    // Signed for another session, sent about this one.
    const other = event('checkout.session.completed', { ...session, id: 'cs_test_other', status: 'complete', payment_status: 'paid' });
    const forged = other.replace('cs_test_other', session.id);
    for (const [body, header] of [
      [payload, undefined],
      [payload, 't=1,v1=deadbeef'],
      [payload, signed(payload, 'whsec_someone_else')],
      [forged, signed(other)],
    ] as const) {
      const response = await webhook(body, header);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "The callback's signature is not valid." });
    }
    expect(await creditsOf(buyer)).toBe(before);
    const [payment] = await server.db.select().from(payments).where(eq(payments.publicId, paymentId));
    expect(payment!.status).toBe('pending');
  });

  it('records a failed delayed payment as declined and an expired session as cancelled, adding nothing', async () => {
    const before = await creditsOf(buyer);
    const failed = await buy(132);
    const failure = event('checkout.session.async_payment_failed', { ...failed.session, status: 'complete', payment_status: 'unpaid' });
    expect((await webhook(failure, signed(failure))).statusCode).toBe(204);
    expect((await status(failed.paymentId)).json()).toMatchObject({ status: 'declined', balance: before });

    const left = await buy(4);
    const expired = event('checkout.session.expired', { ...left.session, status: 'expired' });
    expect((await webhook(expired, signed(expired))).statusCode).toBe(204);
    expect((await status(left.paymentId)).json()).toMatchObject({ status: 'cancelled', balance: before });
  });

  it('receives events of no interest and events about unknown sessions without changing anything', async () => {
    const other = JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
    expect((await webhook(other, signed(other))).statusCode).toBe(204);
    const unknown = event('checkout.session.completed', { id: 'cs_unknown', status: 'complete', payment_status: 'paid' });
    expect((await webhook(unknown, signed(unknown))).statusCode).toBe(204);
  });
});
