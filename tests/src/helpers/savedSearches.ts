/**
 * The saved searches' side of the network boundary for src tests (contract tag saved-searches):
 * a user's saved searches answered by MSW as the contract says (list, create, get, update,
 * delete; a 422 refusal when `state.refuse` holds one), the unsubscribe link's GET and POST
 * (404 for an unknown or used token), and recorders of what the pages sent. `resetSavedSearches()`
 * in a beforeEach starts every test from the same data.
 */
import { http, HttpResponse } from 'msw';
import type { ErrorItem, SavedSearch, SavedSearchInput, SavedSearchUpdate, Unsubscription } from '../../../src/features/savedSearches/api.ts';

export function savedSearch(id: number, patch: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id,
    kind: 'property',
    name: `Търсене ${id}`,
    frequency: 'instant',
    paused: false,
    criteria: { cityId: 1, districtId: 2, type: 'apartment', bedrooms: 2, priceFrom: 50_000, priceTo: 90_000, petFriendly: 1 },
    city: { id: 1, name: 'София' },
    district: { id: 2, name: 'Лозенец' },
    university: null,
    matchCount: 12,
    newCount: 0,
    newListingIds: [],
    openedAt: '2026-11-20T08:00:00.000Z',
    createdAt: '2026-11-01T08:00:00.000Z',
    ...patch,
  };
}

interface SavedSearchesState {
  items: SavedSearch[];
  /** The field errors of a 422 answer the next create or update gets, or null. */
  refuse: ErrorItem[] | null;
  /** Unsubscribe tokens and what each stops; a used one is removed. */
  tokens: Map<string, Omit<Unsubscription, 'unsubscribed'> & { searchId?: number }>;
}

export const state: SavedSearchesState = { items: [], refuse: null, tokens: new Map() };

/** What the pages sent: created inputs, updates by id, deleted ids, unsubscribe POSTs with their body. */
export const sent = {
  created: [] as SavedSearchInput[],
  updates: [] as { id: number; body: SavedSearchUpdate }[],
  deleted: [] as number[],
  unsubscribed: [] as { token: string; body: string }[],
};

export function resetSavedSearches(): void {
  state.items = [
    savedSearch(1, { name: 'Двустаен в Лозенец', newCount: 2, newListingIds: [108, 104] }),
    savedSearch(2, {
      kind: 'roommate',
      name: 'Стая до университета',
      frequency: 'daily',
      paused: true,
      criteria: { cityId: 1, universityId: 3, priceTo: 30_000 },
      district: null,
      university: { id: 3, name: 'Софийски университет' },
      matchCount: 1,
    }),
  ];
  state.refuse = null;
  state.tokens = new Map([
    ['a'.repeat(64), { kind: 'saved-search', name: 'Двустаен в Лозенец', searchId: 1 }],
    ['b'.repeat(64), { kind: 'newsletter', name: null }],
  ]);
  sent.created = [];
  sent.updates = [];
  sent.deleted = [];
  sent.unsubscribed = [];
}

const refused = (errors: ErrorItem[]) => HttpResponse.json({ message: 'validation_failed', errors }, { status: 422 });
const notFound = () => HttpResponse.json({ message: 'Няма такова запазено търсене.' }, { status: 404 });

export const savedSearchesCalls = [
  http.get('/api/saved-search', () => HttpResponse.json({ items: state.items })),
  http.post('/api/saved-search', async ({ request }) => {
    const input = (await request.json()) as SavedSearchInput;
    sent.created.push(input);
    if (state.refuse) return refused(state.refuse);
    const created = savedSearch(state.items.length + 10, {
      kind: input.kind,
      name: input.name ?? '2 спални · София, Лозенец',
      frequency: input.frequency,
      criteria: input.criteria,
      matchCount: 3,
    });
    state.items.push(created);
    return HttpResponse.json(created, { status: 201 });
  }),
  http.get('/api/saved-search/:id', ({ params }) => {
    const found = state.items.find((item) => item.id === Number(params.id));
    return found ? HttpResponse.json(found) : notFound();
  }),
  http.post('/api/saved-search/:id', async ({ params, request }) => {
    const id = Number(params.id);
    const body = (await request.json()) as SavedSearchUpdate;
    sent.updates.push({ id, body });
    if (state.refuse) return refused(state.refuse);
    const index = state.items.findIndex((item) => item.id === id);
    if (index < 0) return notFound();
    const { opened, ...change } = body;
    const next = { ...state.items[index]!, ...change, ...(opened ? { newCount: 0, newListingIds: [] } : {}) };
    state.items[index] = next;
    return HttpResponse.json(next);
  }),
  http.delete('/api/saved-search/:id', ({ params }) => {
    const id = Number(params.id);
    sent.deleted.push(id);
    state.items = state.items.filter((item) => item.id !== id);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('/api/unsubscribe/:token', ({ params }) => {
    const found = state.tokens.get(String(params.token));
    return found ? HttpResponse.json({ kind: found.kind, name: found.name, unsubscribed: false }) : HttpResponse.json({ message: 'Връзката е непозната.' }, { status: 404 });
  }),
  http.post('/api/unsubscribe/:token', async ({ params, request }) => {
    const token = String(params.token);
    sent.unsubscribed.push({ token, body: await request.text() });
    const found = state.tokens.get(token);
    if (!found) return HttpResponse.json({ message: 'Връзката е непозната.' }, { status: 404 });
    state.tokens.delete(token);
    const search = state.items.find((item) => item.id === found.searchId);
    if (search) search.paused = true;
    return HttpResponse.json({ kind: found.kind, name: found.name, unsubscribed: true });
  }),
];
