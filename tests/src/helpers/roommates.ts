/**
 * The roommates' side of the network boundary for src tests: cities, universities and flatmate
 * offers answered by MSW as the contract says (the search's four filters, newest first, paging
 * and the total; the poster's own list; an offer's page; the promotion of the poster's offer to
 * premium), and recorders of what the pages sent: messages to posters, saved offers (with the
 * answer the server would give), deletions and promotions.
 */
import { http, HttpResponse } from 'msw';
import type { City } from '../../../src/api/locations.ts';
import type { Promotion, PromotionInput } from '../../../src/features/credits/api.ts';
import type { TenantOffer, TenantOfferInput, TenantOfferInquiry, TenantOfferPage, University } from '../../../src/features/roommates/api.ts';

export const CITIES: City[] = [
  { id: 1, name: 'София', districts: [] },
  { id: 2, name: 'Варна', districts: [] },
];

export const UNIVERSITIES: University[] = [
  { id: 1, name: 'Софийски университет', cityId: 1 },
  { id: 2, name: 'УНСС', cityId: 1 },
  { id: 3, name: 'Технически университет – Варна', cityId: 2 },
];

/** The signed-in poster of the tests (userOf's id). */
export const POSTER_ID = 5;

function offer(id: number, cityId: number, universityId: number | null, price: number, ownerId: number, extra: Partial<TenantOffer> = {}): TenantOffer {
  const city = CITIES.find((item) => item.id === cityId)!;
  const university = UNIVERSITIES.find((item) => item.id === universityId);
  return {
    id,
    title: `Стая ${id} ${university ? `до ${university.name}` : `в ${city.name}`}`,
    description: `Светла стая.\nКонсумативите се делят поравно.`,
    city: { id: city.id, name: city.name },
    university: university ? { id: university.id, name: university.name } : null,
    price,
    availableFrom: '2020-01-01',
    roommatesWanted: 1 + (id % 2),
    genderPreference: 'any',
    images: [],
    owner: { id: ownerId, name: ownerId === POSTER_ID ? 'Мария Иванова' : 'Георги Петров' },
    premium: false,
    premiumUntil: null,
    // Newest first is id descending.
    createdAt: new Date(Date.UTC(2026, 10, 1, 0, id)).toISOString(),
    ...extra,
  };
}

/** Fourteen offers (two pages of 12): ten in Sofia (four near SU), four in Varna; 101–103 are the poster's. */
export const OFFERS: TenantOffer[] = [
  ...Array.from({ length: 10 }, (_, index) => offer(100 + index, 1, index % 3 === 0 ? 1 : index % 3 === 1 ? 2 : null, 25_000 + index * 2_000, index >= 1 && index <= 3 ? POSTER_ID : 9)),
  ...Array.from({ length: 4 }, (_, index) => offer(200 + index, 2, index % 2 === 0 ? 3 : null, 20_000 + index * 3_000, 9)),
];

/** The offer with a photo and a future date that the page tests open. */
export const SHOWN: TenantOffer = offer(42, 1, 1, 32_000, 9, {
  title: 'Стая в тристаен до СУ',
  description: 'Търсим спокоен съквартирант.\n<b>Без</b> пушене.',
  availableFrom: '2099-03-01',
  roommatesWanted: 2,
  genderPreference: 'female',
  images: [
    { id: 1, url: '/media/uploads/a.webp', thumbnailUrl: '/media/uploads/a-thumb.webp', width: 1600, height: 1067 },
    { id: 2, url: '/media/uploads/b.webp', thumbnailUrl: '/media/uploads/b-thumb.webp', width: 1600, height: 1067 },
  ],
});

const ALL = [...OFFERS, SHOWN];

/** The searches the page made (their query), newest last. */
export const searches: URLSearchParams[] = [];
/** The messages sent to posters, with the offer id. */
export const inquiries: { id: number; body: TenantOfferInquiry }[] = [];
/** The offers saved (created: id undefined), newest last. */
export const savedOffers: { id?: number; body: TenantOfferInput }[] = [];
/** The offers deleted, newest last. */
export const deletedOffers: number[] = [];
/** The promotions asked for, newest last: a promoted offer is premium until PROMOTED_UNTIL. */
export const promotions: PromotionInput[] = [];
export const PROMOTED_UNTIL = '2026-12-24T10:00:00.000Z';

export function resetRoommateRecorders(): void {
  searches.length = 0;
  inquiries.length = 0;
  savedOffers.length = 0;
  deletedOffers.length = 0;
  promotions.length = 0;
}

/** An offer as the server answers it now: premium once promoted. */
const current = (item: TenantOffer): TenantOffer =>
  promotions.some((promotion) => promotion.id === item.id) ? { ...item, premium: true, premiumUntil: PROMOTED_UNTIL } : item;

const notFound = () => HttpResponse.json({ message: 'Не е намерено.' }, { status: 404 });
const byNewest = (a: TenantOffer, b: TenantOffer) => b.createdAt.localeCompare(a.createdAt);
const number = (query: URLSearchParams, name: string) => (query.get(name) === null ? undefined : Number(query.get(name)));

function page(items: TenantOffer[], query: URLSearchParams, defaultLimit: number): TenantOfferPage {
  const offset = number(query, 'offset') ?? 0;
  const limit = number(query, 'limit') ?? defaultLimit;
  return { items: items.slice(offset, offset + limit), total: items.length, offset, limit };
}

/** What the server answers for a saved offer. */
function answered(id: number, body: TenantOfferInput): TenantOffer {
  const city = CITIES.find((item) => item.id === body.cityId)!;
  const university = UNIVERSITIES.find((item) => item.id === body.universityId);
  return {
    id,
    title: body.title,
    description: body.description,
    city: { id: city.id, name: city.name },
    university: university ? { id: university.id, name: university.name } : null,
    price: body.price,
    availableFrom: body.availableFrom,
    roommatesWanted: body.roommatesWanted,
    genderPreference: body.genderPreference,
    images: (body.images ?? []).map((url, index) => ({ id: index + 1, url: url.startsWith('data:') ? `/media/uploads/new-${index}.webp` : url, thumbnailUrl: url })),
    owner: { id: POSTER_ID, name: 'Мария Иванова' },
    premium: false,
    premiumUntil: null,
    createdAt: '2026-11-23T10:00:00.000Z',
  };
}

export const roommatesCalls = [
  http.get('/api/location/city', () => HttpResponse.json(CITIES)),
  http.get('/api/roommates/universities', () => HttpResponse.json(UNIVERSITIES)),
  http.get('/api/tenant-offer', ({ request }) => {
    const query = new URL(request.url).searchParams;
    searches.push(query);
    const city = number(query, 'city');
    const university = number(query, 'university');
    const priceFrom = number(query, 'priceFrom');
    const priceTo = number(query, 'priceTo');
    const found = OFFERS.filter(
      (item) =>
        (city === undefined || item.city.id === city) &&
        (university === undefined || item.university?.id === university) &&
        (priceFrom === undefined || item.price >= priceFrom) &&
        (priceTo === undefined || item.price <= priceTo),
    ).sort(byNewest);
    return HttpResponse.json(page(found.map(current), query, 12));
  }),
  http.get('/api/tenant-offer/user', ({ request }) => {
    const mine = OFFERS.filter((item) => item.owner.id === POSTER_ID && !deletedOffers.includes(item.id)).sort(byNewest);
    return HttpResponse.json(page(mine.map(current), new URL(request.url).searchParams, 10));
  }),
  http.get('/api/tenant-offer/:id', ({ params }) => {
    const found = ALL.find((item) => item.id === Number(params.id));
    return found ? HttpResponse.json(current(found)) : notFound();
  }),
  // The credits area's call, as the poster's list makes it for one of the poster's offers.
  http.post('/api/credit/promotion', async ({ request }) => {
    const input = (await request.json()) as PromotionInput;
    const found = ALL.find((item) => item.id === input.id && !deletedOffers.includes(item.id));
    if (input.kind !== 'tenantOffer' || !found) return notFound();
    if (found.owner.id !== POSTER_ID) return HttpResponse.json({ message: 'error-forbidden' }, { status: 403 });
    promotions.push(input);
    const credits = { 7: 5, 14: 9, 30: 16 }[input.days];
    return HttpResponse.json({ ...input, credits, premiumUntil: PROMOTED_UNTIL, balance: 40 - credits } satisfies Promotion, { status: 201 });
  }),
  http.post('/api/tenant-offer/:id/inquiry', async ({ params, request }) => {
    inquiries.push({ id: Number(params.id), body: (await request.json()) as TenantOfferInquiry });
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('/api/tenant-offer', async ({ request }) => {
    const body = (await request.json()) as TenantOfferInput;
    savedOffers.push({ body });
    return HttpResponse.json(answered(500, body), { status: 201 });
  }),
  http.post('/api/tenant-offer/:id', async ({ params, request }) => {
    const body = (await request.json()) as TenantOfferInput;
    savedOffers.push({ id: Number(params.id), body });
    return HttpResponse.json(answered(Number(params.id), body));
  }),
  http.delete('/api/roommates/posts/:id', ({ params }) => {
    deletedOffers.push(Number(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
];
