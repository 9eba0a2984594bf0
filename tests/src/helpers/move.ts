/**
 * The move plans' side of the network boundary for src tests (contract tag move-plans, decision
 * 0031): a user's plans answered by MSW as the contract says (list current first, create making
 * the new plan current, get, update, delete, checkout with its Idempotency-Key), and recorders of
 * what the pages sent. `state.failCheckouts` makes that many checkouts answer 503 first;
 * `state.refuseCreate` makes a create answer 422.
 * `resetMove()` in a beforeEach starts every test from the same data.
 */
import { http, HttpResponse } from 'msw';
import type { CurrentUser } from '../../../src/api/account.ts';
import type { MoveHome, MovePlan, MovePlanCheckoutInput, MovePlanInput, MovePlanUpdate } from '../../../src/features/move/api.ts';

export const HOME: MoveHome = {
  kind: 'property',
  id: 301,
  cityId: 1,
  type: 'apartment',
  area: 80,
  bedrooms: 2,
  bathrooms: 1,
  terrace: true,
  garden: false,
  availableFrom: null,
};

export function movePlan(id: number, patch: Partial<MovePlan> = {}): MovePlan {
  return {
    id,
    current: false,
    home: HOME,
    homeTitle: `Апартамент ${id}`,
    moveInDate: '2026-12-20',
    from: { cityId: 1, street: 'ул. Шипка 3' },
    household: { people: 2, pets: 0 },
    moving: null,
    cleaning: null,
    deliveries: {},
    checkout: null,
    orders: [],
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...patch,
  };
}

export const state = { plans: [] as MovePlan[], failCheckouts: 0, nextId: 50, refuseCreate: false };

export const sent = {
  /** How many times the plans were listed. */
  listed: 0,
  /** How many times signedInWithPlans answered the current user. */
  userAsked: 0,
  created: [] as MovePlanInput[],
  updates: [] as { id: number; body: MovePlanUpdate }[],
  deleted: [] as number[],
  checkouts: [] as { id: number; key: string | null; body: MovePlanCheckoutInput }[],
};

export function resetMove(): void {
  state.plans = [];
  state.failCheckouts = 0;
  state.nextId = 50;
  state.refuseCreate = false;
  sent.listed = 0;
  sent.userAsked = 0;
  sent.created = [];
  sent.updates = [];
  sent.deleted = [];
  sent.checkouts = [];
}

/**
 * GET /api/user signed in as `user`, whose currentMovePlanId is the current one of the plans
 * (as the server answers it); counts the asks, so a test sees the header's link refreshed.
 */
export function signedInWithPlans(user: CurrentUser) {
  return http.get('/api/user', () => {
    sent.userAsked += 1;
    return HttpResponse.json({ ...user, currentMovePlanId: state.plans.find((plan) => plan.current)?.id ?? null });
  });
}

const notFound = () => HttpResponse.json({ message: 'Няма такъв план.' }, { status: 404 });
const ordered = () => [...state.plans].sort((a, b) => Number(b.current) - Number(a.current) || b.id - a.id);

export const moveCalls = [
  http.get('/api/move-plan', () => {
    sent.listed += 1;
    return HttpResponse.json({ items: ordered() });
  }),
  http.post('/api/move-plan', async ({ request }) => {
    const input = (await request.json()) as MovePlanInput;
    sent.created.push(input);
    if (state.refuseCreate) return HttpResponse.json({ message: 'validation_failed', errors: [{ property: 'moveInDate', message: 'Денят е минал.' }] }, { status: 422 });
    state.plans = state.plans.map((plan) => ({ ...plan, current: false }));
    const { home, ...rest } = input;
    const created = movePlan(state.nextId++, { ...rest, current: true, home: { ...HOME, kind: home.kind, id: home.id } });
    state.plans.push(created);
    return HttpResponse.json(created, { status: 201 });
  }),
  http.get('/api/move-plan/:id', ({ params }) => {
    const found = state.plans.find((plan) => plan.id === Number(params.id));
    return found ? HttpResponse.json(found) : notFound();
  }),
  http.post('/api/move-plan/:id', async ({ params, request }) => {
    const id = Number(params.id);
    const body = (await request.json()) as MovePlanUpdate;
    sent.updates.push({ id, body });
    const found = state.plans.find((plan) => plan.id === id);
    if (!found) return notFound();
    const { current, ...change } = body;
    if (current) state.plans = state.plans.map((plan) => ({ ...plan, current: false }));
    const next = { ...found, ...change, current: current === true || found.current };
    state.plans = state.plans.map((plan) => (plan.id === id ? next : plan));
    return HttpResponse.json(next);
  }),
  http.delete('/api/move-plan/:id', ({ params }) => {
    const id = Number(params.id);
    sent.deleted.push(id);
    state.plans = state.plans.filter((plan) => plan.id !== id);
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('/api/move-plan/:id/checkout', async ({ params, request }) => {
    const id = Number(params.id);
    sent.checkouts.push({ id, key: request.headers.get('Idempotency-Key'), body: (await request.json()) as MovePlanCheckoutInput });
    if (state.failCheckouts > 0) {
      state.failCheckouts -= 1;
      return HttpResponse.json({ message: 'Услугата е временно недостъпна.' }, { status: 503 });
    }
    const found = state.plans.find((plan) => plan.id === id);
    if (!found) return notFound();
    const products = sent.checkouts.at(-1)!.body.items.length > 0;
    const next: MovePlan = {
      ...found,
      checkout: { at: '2026-12-01T10:05:00.000Z', shopOrderId: products ? 900 : null, movingOrderId: found.moving ? 901 : null, cleaningOrderId: found.cleaning ? 902 : null },
      orders: [
        ...(found.moving ? [{ kind: 'moving' as const, id: 901, vendorId: null, vendorName: null, status: 'new' }] : []),
        ...(found.cleaning ? [{ kind: 'cleaning' as const, id: 902, vendorId: null, vendorName: null, status: 'new' }] : []),
      ],
    };
    state.plans = state.plans.map((plan) => (plan.id === id ? next : plan));
    return HttpResponse.json(next, { status: 201 });
  }),
];
