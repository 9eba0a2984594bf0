/**
 * The credits and settings calls at the network boundary (MSW), answering like the real server
 * from a small in-memory wallet: the signed-in user, purchases (POST /api/credit/buy → the sandbox
 * checkout), the payment's status, the sandbox checkout, promotions, the ledger, and the settings
 * calls. Every request is recorded; tests override single answers with `server.use(...)`.
 */
import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import type { CreditLedgerEntry, CurrentUser } from '../../../src/api/account.ts';
import type { PaymentStatus, SandboxCheckout } from '../../../src/features/credits/api.ts';
import { testI18n } from './i18n.ts';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

export interface WalletState {
  user: CurrentUser | null;
  /** The next payment status answers, by payment id (the last one repeats). */
  statuses: Record<string, PaymentStatus[]>;
  checkout: SandboxCheckout;
  ledger: CreditLedgerEntry[];
  calls: RecordedCall[];
}

export function walletUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    type: 'user',
    name: 'Мария Иванова',
    email: 'maria@example.bg',
    phone: '0888412735',
    credits: 20,
    emailConfirmed: true,
    pendingEmail: null,
    vendor: null,
    agency: null,
    currentMovePlanId: null,
    ...overrides,
  };
}

export function purchaseEntry(id: number, credits: number, balance: number, amount: number, createdAt = '2026-10-01T09:00:00.000Z'): CreditLedgerEntry {
  return { id, kind: 'purchase', credits, balance, createdAt, payment: { paymentId: `pay-${id}`, amount }, promotion: null };
}

export function promotionEntry(id: number, credits: number, balance: number, days: number, title: string | null, premiumUntil = '2026-12-01T12:00:00.000Z'): CreditLedgerEntry {
  return { id, kind: 'promotion', credits: -credits, balance, createdAt: '2026-11-01T09:00:00.000Z', payment: null, promotion: { kind: 'property', id: 12, title, days, premiumUntil } };
}

export function createWalletState(user: CurrentUser | null = walletUser()): WalletState {
  return {
    user,
    statuses: {},
    checkout: {
      reference: 'ref-1',
      amount: 3500,
      currency: 'EUR',
      description: '39 кредита в Домовик',
      status: 'open',
      returnUrl: '/plashtane/status?paymentId=pay-1',
    },
    ledger: [promotionEntry(2, 5, 20, 7, 'Светъл апартамент'), purchaseEntry(1, 25, 25, 2500)],
    calls: [],
  };
}

async function record(state: WalletState, request: Request): Promise<unknown> {
  const text = await request.text();
  const body = text === '' ? undefined : (JSON.parse(text) as unknown);
  const url = new URL(request.url);
  state.calls.push({ method: request.method, path: `${url.pathname}${url.search}`, body });
  return body;
}

/** The calls a test made to one path (without the query). */
export function callsTo(state: WalletState, method: string, path: string): RecordedCall[] {
  return state.calls.filter((call) => call.method === method && call.path.split('?')[0] === path);
}

export function walletHandlers(state: WalletState): RequestHandler[] {
  return [
    http.get('/api/user', () => (state.user === null ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(state.user))),
    http.post('/api/credit/buy', async ({ request }) => {
      const body = (await record(state, request)) as { credits: number };
      return HttpResponse.json({ paymentId: `pay-${body.credits}`, paymentUrl: '/plashtane/testova-kasa/ref-1' }, { status: 201 });
    }),
    http.post('/api/payment/status', async ({ request }) => {
      const { paymentId } = (await record(state, request)) as { paymentId: string };
      const answers = state.statuses[paymentId] ?? [];
      const answer = answers.length > 1 ? answers.shift()! : answers[0];
      if (!answer) return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
      if (answer.status === 'succeeded' && state.user) state.user = { ...state.user, credits: answer.balance };
      return HttpResponse.json(answer);
    }),
    http.get('/api/payment/sandbox/:reference', ({ params }) =>
      params.reference === state.checkout.reference ? HttpResponse.json(state.checkout) : HttpResponse.json({ message: 'Not found.' }, { status: 404 }),
    ),
    http.post('/api/payment/sandbox/:reference/pay', async ({ request }) => {
      const body = (await record(state, request)) as { cardNumber: string };
      const paid = body.cardNumber === '4242424242424242';
      state.checkout = { ...state.checkout, status: paid ? 'paid' : 'declined' };
      return HttpResponse.json({ status: state.checkout.status, returnUrl: state.checkout.returnUrl });
    }),
    http.post('/api/payment/sandbox/:reference/cancel', async ({ request }) => {
      await record(state, request);
      state.checkout = { ...state.checkout, status: 'cancelled' };
      return HttpResponse.json({ status: 'cancelled', returnUrl: `${state.checkout.returnUrl}&cancel=1` });
    }),
    http.post('/api/credit/promotion', async ({ request }) => {
      const body = (await record(state, request)) as { kind: 'property'; id: number; days: number };
      const credits = { 7: 5, 14: 9, 30: 16 }[body.days] ?? 0;
      if (!state.user || state.user.credits < credits) {
        return HttpResponse.json({ message: testI18n('bg').t('credits-error-not-enough-credits') }, { status: 409 });
      }
      state.user = { ...state.user, credits: state.user.credits - credits };
      return HttpResponse.json(
        { ...body, credits, premiumUntil: '2026-12-24T10:00:00.000Z', balance: state.user.credits },
        { status: 201 },
      );
    }),
    http.get('/api/credit/ledger', ({ request }) => {
      const url = new URL(request.url);
      state.calls.push({ method: 'GET', path: `${url.pathname}${url.search}`, body: undefined });
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      return HttpResponse.json({ items: state.ledger.slice(offset, offset + limit), total: state.ledger.length, offset, limit, balance: state.user?.credits ?? 0 });
    }),
    http.post('/api/user/me', async ({ request }) => {
      const body = (await record(state, request)) as Partial<CurrentUser> & { currentPassword?: string };
      const { currentPassword: _password, email, ...details } = body;
      const pendingEmail = email === undefined ? state.user!.pendingEmail : email.toLowerCase() === state.user!.email ? null : email.toLowerCase();
      state.user = { ...state.user!, ...details, pendingEmail };
      return HttpResponse.json(state.user);
    }),
    http.post('/api/user/password', async ({ request }) => {
      await record(state, request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/user/change-password/request', async ({ request }) => {
      await record(state, request);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** What the app's route tests need from the credits and settings pages: no sandbox checkout, an empty wallet. */
export const creditsCalls: RequestHandler[] = [
  http.get('/api/payment/sandbox/:reference', () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
  http.get('/api/credit/ledger', () => HttpResponse.json({ items: [], total: 0, offset: 0, limit: 10, balance: 40 })),
];
