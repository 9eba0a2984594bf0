/**
 * What a promotion refreshes (src/features/credits/api.ts): the wallet, and the lists and the
 * page that show the promoted listing, since its premium changes their order and their badges:
 * a property's search and its owner's list, or a flatmate offer's search, its poster's list and
 * its page. The other kind's lists are left alone.
 */
import { http, HttpResponse } from 'msw';
import { creditsApi } from '../../../../src/features/credits/api.ts';
import type { PromotionInput } from '../../../../src/features/credits/api.ts';
import { rentalsApi } from '../../../../src/features/rentals/api.ts';
import { roommatesApi } from '../../../../src/features/roommates/api.ts';
import { makeStore } from '../../../../src/store/store.ts';
import { useMswServer } from '../../helpers/msw.ts';

const page = { items: [], total: 0, offset: 0, limit: 10 };
/** The reads made, by path. */
let reads: string[] = [];

useMswServer(
  ...['/api/property', '/api/user/property', '/api/tenant-offer', '/api/tenant-offer/user', '/api/credit/ledger'].map((path) =>
    http.get(path, () => {
      reads.push(path);
      return HttpResponse.json(path === '/api/credit/ledger' ? { ...page, balance: 15 } : page);
    }),
  ),
  http.get('/api/tenant-offer/:id', ({ params }) => {
    reads.push('/api/tenant-offer/:id');
    return HttpResponse.json({ id: Number(params.id) });
  }),
  http.post('/api/credit/promotion', async ({ request }) => {
    const input = (await request.json()) as PromotionInput;
    return HttpResponse.json({ ...input, credits: 5, premiumUntil: '2026-12-24T10:00:00.000Z', balance: 15 }, { status: 201 });
  }),
);

beforeEach(() => {
  reads = [];
});

/** A store with every list a promotion may change on screen (subscribed, as mounted pages are), and the calls of its first reads. */
async function storeWithLists() {
  const store = makeStore();
  const subscriptions = [
    store.dispatch(rentalsApi.endpoints.listProperties.initiate({})),
    store.dispatch(rentalsApi.endpoints.listUserProperties.initiate({})),
    store.dispatch(roommatesApi.endpoints.listTenantOffers.initiate({})),
    store.dispatch(roommatesApi.endpoints.listMyTenantOffers.initiate({})),
    store.dispatch(roommatesApi.endpoints.getTenantOffer.initiate({ id: 44 })),
  ];
  await Promise.all(subscriptions);
  expect(reads.sort()).toEqual(['/api/property', '/api/tenant-offer', '/api/tenant-offer/:id', '/api/tenant-offer/user', '/api/user/property']);
  reads = [];
  return store;
}

/** The reads the store makes again after the promotion, once they have settled. */
async function readsAfter(store: ReturnType<typeof makeStore>, promotionInput: PromotionInput): Promise<string[]> {
  await store.dispatch(creditsApi.endpoints.promoteListing.initiate({ promotionInput })).unwrap();
  await new Promise((resolve) => setTimeout(resolve, 50));
  await Promise.all(store.dispatch(rentalsApi.util.getRunningQueriesThunk()));
  await Promise.all(store.dispatch(roommatesApi.util.getRunningQueriesThunk()));
  return [...reads].sort();
}

describe('a promotion', () => {
  it('of a property reads the property search and the owner’s list again, not the flatmate offers', async () => {
    const store = await storeWithLists();
    expect(await readsAfter(store, { kind: 'property', id: 12, days: 7 })).toEqual(['/api/property', '/api/user/property']);
  });

  it('of a flatmate offer reads the flatmate search, the poster’s list and the offer again, not the properties', async () => {
    const store = await storeWithLists();
    expect(await readsAfter(store, { kind: 'tenantOffer', id: 44, days: 7 })).toEqual(['/api/tenant-offer', '/api/tenant-offer/:id', '/api/tenant-offer/user']);
  });
});
