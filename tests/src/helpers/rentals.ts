/**
 * The rentals side of the network boundary for src tests: a few cities with districts, agencies,
 * owners and properties answered by MSW as the contract says (the search's filters, sort and
 * paging applied; an owner's list with its flags; someone else's property 403; the promotion of
 * an owner's property to premium), and recorders of what the pages sent. `resetRentals()` in a
 * beforeEach starts every test from the same data.
 */
import { http, HttpResponse } from 'msw';
import type { PublicUser, UserStats } from '../../../src/api/account.ts';
import type { City } from '../../../src/api/locations.ts';
import type { Promotion, PromotionInput } from '../../../src/features/credits/api.ts';
import type {
  Agency,
  Property,
  PropertyDescriptionInput,
  PropertyInput,
  PropertySettings,
  PropertySummary,
  ViewingRequest,
  ViewingRequestInput,
} from '../../../src/features/rentals/api.ts';

export const RENTAL_CITIES: City[] = [
  { id: 1, name: 'София', districts: [{ id: 2, name: 'Лозенец' }, { id: 3, name: 'Младост' }] },
  { id: 4, name: 'Варна', districts: [{ id: 5, name: 'Център' }] },
];

export const AGENCY: Agency = {
  id: 1,
  name: 'Домус Имоти',
  description: 'Помагаме на наематели в София от 2009 г.',
  logo: null,
  phone: '0888 214 367',
  email: 'domus@example.bg',
  city: { id: 1, name: 'София' },
  propertiesCount: 2,
};

export const OWNER: PublicUser = { id: 7, name: 'Десислава Николова', type: 'user', createdAt: '2026-05-03T08:20:37.473Z' };
/** The signed-in owner of the tests' own listings (userOf('agency') in tests/src/layout/shell.tsx). */
export const ME = { id: 5, name: 'Георги Петров', type: 'agency' as const };

const image = (id: number) => ({ id, url: `/media/uploads/p${id}.webp`, thumbnailUrl: `/media/uploads/p${id}-thumb.webp`, width: 1600, height: 1200 });

/** A property as the server keeps it: its page's fields, and until when it is premium (the lists show it). */
export type StoredProperty = Property & Pick<PropertySummary, 'premiumUntil'>;

/** When a promotion in the tests ends. */
export const PROMOTED_UNTIL = '2026-12-31T10:00:00.000Z';

function property(id: number, patch: Partial<StoredProperty> = {}): StoredProperty {
  return {
    id,
    title: `Апартамент ${id}`,
    description: 'Светъл апартамент.\n\nС южно изложение.',
    descriptionAi: null,
    taxDescription: 'Такса вход 10 €.',
    price: 50_000 + (id % 100) * 1_000,
    deposit: 100_000,
    city: { id: 1, name: 'София' },
    district: { id: 2, name: 'Лозенец' },
    type: 'apartment',
    construction: 'brick',
    heating: 'district',
    furniture: 'furnished',
    floor: 3,
    totalFloors: 8,
    bedrooms: 2,
    bathrooms: 1,
    area: 80,
    billsMeta: { includedInPrice: false, estimatedMonthly: 12_000, note: null },
    locationAdvantages: ['Близо до метро'],
    propertyAdvantages: ['Тераса'],
    buildingYear: 2008,
    gpsCoordinates: { lat: 42.67, lng: 23.32 },
    images: [image(id * 10), image(id * 10 + 1)],
    status: 'active',
    premium: false,
    premiumUntil: null,
    petFriendly: false,
    appliances: [{ id: 1, name: 'Хладилник', order: 1 }],
    plan: null,
    owner: { id: OWNER.id, name: OWNER.name, type: 'user' },
    agency: null,
    deletedAt: null,
    // A higher id is newer.
    createdAt: new Date(Date.UTC(2026, 10, 1) + id * 60_000).toISOString(),
    ...patch,
  };
}

function initialProperties(): StoredProperty[] {
  return [
    // Fourteen homes in Sofia (two pages of 12), some in Mladost, some with pets.
    ...Array.from({ length: 14 }, (_, index) =>
      property(101 + index, {
        district: index % 2 === 0 ? { id: 2, name: 'Лозенец' } : { id: 3, name: 'Младост' },
        bedrooms: (index % 3) + 1,
        petFriendly: index % 4 === 0,
        area: 50 + index * 5,
      }),
    ),
    property(201, {
      title: 'Къща до морето',
      price: 120_000,
      city: { id: 4, name: 'Варна' },
      district: { id: 5, name: 'Център' },
      type: 'house',
      floor: null,
      totalFloors: 2,
      bedrooms: 3,
      agency: { id: AGENCY.id, name: AGENCY.name, logo: null },
      owner: { id: 8, name: 'Петър Ангелов', type: 'agency' },
      gpsCoordinates: null,
    }),
    // The signed-in agency's own: one published with a viewing request, one draft, one deleted.
    property(301, { title: 'Моят двустаен', owner: ME, agency: { id: 4, name: 'Имоти Витоша', logo: null } }),
    property(302, { title: 'Моята чернова', owner: ME, status: 'draft', premium: true, premiumUntil: '2026-12-20T10:00:00.000Z' }),
    property(303, { title: 'Моят стар имот', owner: ME, deletedAt: '2026-11-20T10:00:00.000Z' }),
  ];
}

export const state = { properties: initialProperties(), viewings: [] as ViewingRequest[], nextId: 400 };

export function resetRentals(): void {
  state.properties = initialProperties();
  state.viewings = [
    {
      id: 1,
      property: summaryOf(state.properties.find((item) => item.id === 301)!),
      contactName: 'Мария Иванова',
      contactPhone: '0888 412 735',
      contactEmail: 'maria@domovik.test',
      dateTime: '2026-12-01 10:00',
      status: 'requested',
      conversationId: 71,
      createdAt: '2026-11-24T10:00:00.000Z',
    },
  ];
  state.nextId = 400;
  searches.length = 0;
  saved.length = 0;
  viewingRequests.length = 0;
  drafts.length = 0;
  promotions.length = 0;
}

export function summaryOf(item: StoredProperty): PropertySummary {
  const { id, title, price, city, district, type, furniture, bedrooms, area, floor, totalFloors, gpsCoordinates, petFriendly, premium, premiumUntil, status, deletedAt, createdAt } = item;
  return {
    id,
    title,
    price,
    city,
    district,
    type,
    furniture,
    bedrooms,
    area,
    floor,
    totalFloors,
    gpsCoordinates,
    petFriendly,
    premium,
    premiumUntil,
    status,
    image: item.images[0] ?? null,
    deletedAt,
    createdAt,
  };
}

/** The searches made (their query), newest last. */
export const searches: URLSearchParams[] = [];
/** The saves sent: create (id null) or update. */
export const saved: { id: number | null; input: PropertyInput }[] = [];
export const viewingRequests: ViewingRequestInput[] = [];
export const drafts: PropertyDescriptionInput[] = [];
/** The promotions asked for. */
export const promotions: PromotionInput[] = [];

const notFound = () => HttpResponse.json({ message: 'Не е намерено.' }, { status: 404 });
const forbidden = () => HttpResponse.json({ message: 'error-forbidden' }, { status: 403 });

const published = (item: Property) => item.status === 'active' && item.deletedAt === null;

const ORDERS: Record<string, (a: Property, b: Property) => number> = {
  'createdAt.DESC': (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  'createdAt.ASC': (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
  'price.ASC': (a, b) => a.price - b.price || a.id - b.id,
  'price.DESC': (a, b) => b.price - a.price || b.id - a.id,
};

function page(items: StoredProperty[], query: URLSearchParams, defaultLimit: number) {
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? defaultLimit);
  const sorted = [...items].sort(ORDERS[query.get('orderBy') ?? 'createdAt.DESC']);
  return { items: sorted.slice(offset, offset + limit).map(summaryOf), total: sorted.length, offset, limit };
}

function matches(item: Property, query: URLSearchParams): boolean {
  const number = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
  const checks: [number | string | undefined, (value: never) => boolean][] = [
    [number('cityId'), (id: number) => item.city.id === id],
    [number('districtId'), (id: number) => item.district.id === id],
    [query.get('type') ?? undefined, (type: string) => item.type === type],
    [query.get('furniture') ?? undefined, (furniture: string) => item.furniture === furniture],
    [number('bedrooms'), (count: number) => item.bedrooms === count],
    [number('petFriendly'), (flag: number) => item.petFriendly === (flag === 1)],
    [number('priceFrom'), (cents: number) => item.price >= cents],
    [number('priceTo'), (cents: number) => item.price <= cents],
    [number('areaFrom'), (area: number) => item.area >= area],
    [number('areaTo'), (area: number) => item.area <= area],
    [number('agencyId'), (id: number) => item.agency?.id === id],
    [number('ownerId'), (id: number) => item.owner.id === id],
  ];
  return checks.every(([value, test]) => value === undefined || test(value as never));
}

const SETTINGS: PropertySettings = {
  types: [
    { value: 'room', label: 'Стая' },
    { value: 'apartment', label: 'Апартамент' },
    { value: 'house', label: 'Къща' },
  ],
  construction: [
    { value: 'brick', label: 'Тухла' },
    { value: 'panel', label: 'Панел' },
  ],
  heating: [{ value: 'district', label: 'ТЕЦ' }],
  furniture: [
    { value: 'furnished', label: 'Обзаведен' },
    { value: 'unfurnished', label: 'Необзаведен' },
  ],
  statuses: [
    { value: 'draft', label: 'Чернова' },
    { value: 'active', label: 'Публикуван' },
  ],
};

export const STATS: UserStats = {
  properties: 2,
  activeProperties: 1,
  viewingRequests: 1,
  products: null,
  orders: null,
  tenantOffers: null,
  credits: 40,
  vendor: null,
};

/** What a save makes of the body (the server's answer). */
function savedProperty(id: number, input: PropertyInput): StoredProperty {
  const district = RENTAL_CITIES.flatMap((city) => city.districts.map((item) => ({ city, district: item }))).find(
    (item) => item.district.id === input.district_id,
  )!;
  return property(id, {
    ...input,
    descriptionAi: input.descriptionAi ?? null,
    taxDescription: input.taxDescription ?? null,
    deposit: input.deposit ?? null,
    construction: input.construction ?? null,
    heating: input.heating ?? null,
    floor: input.floor ?? null,
    totalFloors: input.totalFloors ?? null,
    billsMeta: input.billsMeta ?? null,
    locationAdvantages: input.locationAdvantages ?? [],
    propertyAdvantages: input.propertyAdvantages ?? [],
    buildingYear: input.buildingYear ?? null,
    gpsCoordinates: input.gpsCoordinates ?? null,
    petFriendly: input.petFriendly ?? false,
    city: { id: district.city.id, name: district.city.name },
    district: district.district,
    images: (input.images ?? []).map((_, index) => image(id * 10 + index)),
    appliances: (input.appliances ?? []).map((appliance) => ({ id: appliance, name: `Уред ${appliance}`, order: appliance })),
    plan: input.plan ?? null,
    owner: ME,
  });
}

export const rentalsCalls = [
  http.get('/api/location/city', () => HttpResponse.json(RENTAL_CITIES)),
  http.get('/api/property/settings', () => HttpResponse.json(SETTINGS)),
  http.get('/api/property/appliances', () =>
    HttpResponse.json([
      { id: 1, name: 'Хладилник', order: 1 },
      { id: 2, name: 'Пералня', order: 2 },
    ]),
  ),
  http.get('/api/property', ({ request }) => {
    const query = new URL(request.url).searchParams;
    searches.push(query);
    const found = page(state.properties.filter((item) => published(item) && matches(item, query)), query, 12);
    // The premium band as the server answers it: the first three premium matches in the order.
    const premium = page(state.properties.filter((item) => published(item) && item.premium && matches(item, query)), new URLSearchParams({ orderBy: query.get('orderBy') ?? 'createdAt.DESC' }), 3);
    return HttpResponse.json({ ...found, premium: premium.items });
  }),
  http.post('/api/property/ai/description', async ({ request }) => {
    const input = (await request.json()) as PropertyDescriptionInput;
    drafts.push(input);
    return HttpResponse.json({ description: `Апартамент от ${input.area} кв. м с ${input.bedrooms} спални.` });
  }),
  http.get('/api/property/:id', ({ params }) => {
    const found = state.properties.find((item) => item.id === Number(params.id));
    return found && published(found) ? HttpResponse.json(found) : notFound();
  }),
  http.delete('/api/property/:id', ({ params }) => {
    const found = state.properties.find((item) => item.id === Number(params.id));
    if (!found) return notFound();
    if (found.owner.id !== ME.id) return forbidden();
    found.deletedAt = '2026-11-25T10:00:00.000Z';
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('/api/property', async ({ request }) => {
    const input = (await request.json()) as PropertyInput;
    saved.push({ id: null, input });
    const created = savedProperty((state.nextId += 1), input);
    state.properties.push(created);
    return HttpResponse.json(created, { status: 201 });
  }),
  http.get('/api/user/property', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const flag = (name: string) => (query.has(name) ? query.get(name) === '1' : undefined);
    const deleted = flag('deleted') ?? false;
    const wanted = (value: boolean, filter: boolean | undefined) => filter === undefined || value === filter;
    const mine = state.properties.filter(
      (item) =>
        item.owner.id === ME.id &&
        (item.deletedAt !== null) === deleted &&
        wanted(item.premium, flag('premium')) &&
        wanted(state.viewings.some((viewing) => viewing.property.id === item.id), flag('requested')) &&
        wanted(item.status === 'active', flag('active')),
    );
    return HttpResponse.json(page(mine, query, 10));
  }),
  http.get('/api/user/property/:id', ({ params }) => {
    const found = state.properties.find((item) => item.id === Number(params.id));
    if (!found) return notFound();
    return found.owner.id === ME.id ? HttpResponse.json(found) : forbidden();
  }),
  http.post('/api/user/property/:id', async ({ params, request }) => {
    const id = Number(params.id);
    const input = (await request.json()) as PropertyInput;
    saved.push({ id, input });
    const updated = savedProperty(id, input);
    state.properties = state.properties.map((item) => (item.id === id ? updated : item));
    return HttpResponse.json(updated);
  }),
  // The credits area's call, as the owner's list makes it for one of the owner's published properties.
  http.post('/api/credit/promotion', async ({ request }) => {
    const input = (await request.json()) as PromotionInput;
    promotions.push(input);
    const found = state.properties.find((item) => item.id === input.id && item.deletedAt === null);
    if (input.kind !== 'property' || !found) return notFound();
    if (found.owner.id !== ME.id) return forbidden();
    Object.assign(found, { premium: true, premiumUntil: PROMOTED_UNTIL });
    const credits = { 7: 5, 14: 9, 30: 16 }[input.days];
    return HttpResponse.json({ ...input, credits, premiumUntil: PROMOTED_UNTIL, balance: 40 - credits } satisfies Promotion, { status: 201 });
  }),
  http.get('/api/property-view', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const propertyId = query.get('propertyId');
    const items = state.viewings.filter((viewing) => propertyId === null || viewing.property.id === Number(propertyId));
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 10);
    return HttpResponse.json({ items: items.slice(offset, offset + limit), total: items.length, offset, limit });
  }),
  http.post('/api/property-view', async ({ request }) => {
    const input = (await request.json()) as ViewingRequestInput;
    viewingRequests.push(input);
    const target = state.properties.find((item) => item.id === input.propertyId)!;
    return HttpResponse.json(
      { id: 99, property: summaryOf(target), ...input, status: 'requested', conversationId: 99, createdAt: '2026-11-25T10:00:00.000Z' } satisfies ViewingRequest,
      { status: 201 },
    );
  }),
  http.get('/api/agency', ({ request }) => {
    const query = new URL(request.url).searchParams;
    return HttpResponse.json({ items: [AGENCY], total: 1, offset: Number(query.get('offset') ?? 0), limit: Number(query.get('limit') ?? 12) });
  }),
  http.get('/api/agency/:id', ({ params }) => (Number(params.id) === AGENCY.id ? HttpResponse.json(AGENCY) : notFound())),
  http.get('/api/user/:id', ({ params }) => (Number(params.id) === OWNER.id ? HttpResponse.json(OWNER) : notFound())),
  http.get('/api/stats/user', () => HttpResponse.json(STATS)),
];
