/**
 * Move plans (contract tag move-plans, docs/decisions/0031): made for a published property or
 * flatmate offer, listed current first, changed, made current, deleted; bad input refused with
 * the error body and nothing written; another user's plan is not found; at most 10 a user.
 */
import { eq } from 'drizzle-orm';
import { addDays, serviceToday } from '../../../../domain/cleaning.ts';
import { movePlans, properties, tenantOffers } from '../../../../server/db/schema/index.ts';
import { MOVE_PLAN_MAX_PER_USER } from '../../../../server/areas/move/repository.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createPlaces, insertProperty } from '../rentals/fixtures.ts';
import type { Places } from '../rentals/fixtures.ts';
import { insertOffer } from '../roommates/fixtures.ts';

let server: TestApp;
let places: Places;
let owner: Account;
let user: Account;
let other: Account;
let home: number;

beforeAll(async () => {
  server = await startTestApp();
  places = await createPlaces(server);
  owner = await createAccount(server, 'agency');
  user = await createAccount(server, 'user');
  other = await createAccount(server, 'user');
  home = await insertProperty(server, owner.id, places.lozenets, {
    type: 'apartment',
    area: 72.4,
    bedrooms: 2,
    bathrooms: 1,
    propertyAdvantages: ['Тераса', 'Garden'],
    title: { bg: 'Двустаен в Лозенец', en: 'Two-room flat in Lozenets' },
  });
});

afterAll(async () => {
  expect(server.contractViolations).toEqual([]);
  await server.close();
});

beforeEach(async () => {
  await server.db.delete(movePlans);
});

const today = () => serviceToday(new Date());
const body = (extra: object = {}) => ({
  home: { kind: 'property', id: home },
  moveInDate: addDays(today(), 30),
  from: { cityId: places.varna, street: 'ул. Цар Симеон 5' },
  household: { people: 2, pets: 1 },
  ...extra,
});

const request = (account: Account | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, language = 'bg') =>
  server.inject({
    method,
    url: `/api${url}`,
    headers: { ...(account ? { cookie: account.cookie } : {}), 'accept-language': language },
    ...(payload ? { payload } : {}),
  });

async function created(account: Account, payload: object = body(), language = 'bg') {
  const response = await request(account, 'POST', '/move-plan', payload, language);
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; current: boolean; homeTitle: string | null }>();
}

const rows = () => server.db.select().from(movePlans);

describe('making a plan', () => {
  it('keeps the published property as the home, titled in the request’s language, and makes the plan current', async () => {
    const response = await request(user, 'POST', '/move-plan', body(), 'en');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      current: true,
      home: { kind: 'property', id: home, cityId: places.sofia, type: 'apartment', area: 72.4, bedrooms: 2, bathrooms: 1, terrace: true, garden: true, availableFrom: null },
      homeTitle: 'Two-room flat in Lozenets',
      moveInDate: addDays(today(), 30),
      from: { cityId: places.varna, street: 'ул. Цар Симеон 5' },
      household: { people: 2, pets: 1 },
      moving: null,
      cleaning: null,
      deliveries: {},
      checkout: null,
      orders: [],
    });
    const [row] = await rows();
    expect(row).toMatchObject({ ownerUserId: user.id, homeKind: 'property', propertyId: home, offerId: null, current: true });
  });

  it('keeps a flatmate offer as a room free from its day, and a visitor’s choices and windows', async () => {
    const offer = await insertOffer(server, owner.id, places.varna, { availableFrom: addDays(today(), 10) });
    const moving = { cleaningType: 'moving', lines: [{ serviceKey: 'movers', amount: 3 }], when: { day: addDays(today(), 12), slot: '08-11' } };
    const plan = await created(user, body({ home: { kind: 'flatmate', id: offer }, from: null, moving, deliveries: { '7': { day: addDays(today(), 14), slot: '14-17' } } }));
    expect(plan).toMatchObject({
      home: { kind: 'flatmate', id: offer, cityId: places.varna, type: 'room', area: null, availableFrom: addDays(today(), 10) },
      homeTitle: expect.stringMatching(/^Стая /),
      from: null,
      moving,
      deliveries: { '7': { day: addDays(today(), 14), slot: '14-17' } },
    });
  });

  it('makes the new plan the current one, the others not', async () => {
    const first = await created(user);
    const second = await created(user);
    const list = await request(user, 'GET', '/move-plan');
    expect(list.json<{ items: { id: number; current: boolean }[] }>().items.map(({ id, current }) => [id, current])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('refuses an unknown, unpublished or deleted home on home.id, a move-in day out of range and an unknown city, writing nothing', async () => {
    const draft = await insertProperty(server, owner.id, places.lozenets, { status: 'draft' });
    const deletedOffer = await insertOffer(server, owner.id, places.varna, { deletedAt: new Date() });
    for (const ref of [{ kind: 'property', id: 999_999 }, { kind: 'property', id: draft }, { kind: 'flatmate', id: deletedOffer }, { kind: 'flatmate', id: 999_999 }]) {
      const response = await request(user, 'POST', '/move-plan', body({ home: ref }), 'en');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property: 'home.id', message: 'This home is no longer on offer.' }] });
    }
    for (const moveInDate of [addDays(today(), -1), addDays(today(), 181)]) {
      const response = await request(user, 'POST', '/move-plan', body({ moveInDate }), 'en');
      expect(response.json().errors).toEqual([{ property: 'moveInDate', message: 'Choose a move-in day from today to 180 days ahead.' }]);
    }
    expect((await request(user, 'POST', '/move-plan', body({ moveInDate: addDays(today(), 180) }))).statusCode).toBe(201);
    await server.db.delete(movePlans);
    const city = await request(user, 'POST', '/move-plan', body({ from: { cityId: 999_999, street: 'ул. Шипка 1' } }));
    expect(city.json().errors).toEqual([{ property: 'from.cityId', message: expect.any(String) }]);
    for (const household of [{ people: 0, pets: 0 }, { people: 13, pets: 0 }, { people: 1, pets: 11 }]) {
      const response = await request(user, 'POST', '/move-plan', body({ household }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([{ property: household.pets > 0 ? 'household.pets' : 'household.people', message: expect.any(String) }]);
    }
    const slot = await request(user, 'POST', '/move-plan', body({ deliveries: { '3': { day: addDays(today(), 5), slot: '06-08' } } }));
    expect(slot.statusCode).toBe(422);
    expect(await rows()).toEqual([]);
  });

  it(`keeps at most ${MOVE_PLAN_MAX_PER_USER} plans a user, refused on home, even asked at once`, async () => {
    const answers = await Promise.all(Array.from({ length: MOVE_PLAN_MAX_PER_USER + 2 }, () => request(user, 'POST', '/move-plan', body(), 'en')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(MOVE_PLAN_MAX_PER_USER).fill(201), 422, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)!.json().errors).toEqual([
      { property: 'home', message: 'You already keep as many move plans as you can. Delete one to start another.' },
    ]);
    const kept = await rows();
    expect(kept).toHaveLength(MOVE_PLAN_MAX_PER_USER);
    expect(kept.filter((row) => row.current)).toHaveLength(1);
    // Another user is not limited by them.
    await created(other);
  });

  it('needs a sign-in', async () => {
    expect((await request(null, 'POST', '/move-plan', body())).statusCode).toBe(401);
    expect((await request(null, 'GET', '/move-plan')).statusCode).toBe(401);
    expect(await rows()).toEqual([]);
  });
});

describe('a plan made', () => {
  it('is read by its owner only: someone else’s is not found, for reading, changing and deleting', async () => {
    const plan = await created(user);
    expect((await request(user, 'GET', `/move-plan/${plan.id}`)).json()).toMatchObject({ id: plan.id });
    expect((await request(other, 'GET', `/move-plan/${plan.id}`)).statusCode).toBe(404);
    expect((await request(other, 'POST', `/move-plan/${plan.id}`, { household: { people: 5, pets: 0 } })).statusCode).toBe(404);
    expect((await request(other, 'DELETE', `/move-plan/${plan.id}`)).statusCode).toBe(404);
    expect((await request(other, 'GET', '/move-plan')).json()).toEqual({ items: [] });
    expect((await request(null, 'GET', `/move-plan/${plan.id}`)).statusCode).toBe(401);
    const [row] = await rows();
    expect(row).toMatchObject({ people: 2, pets: 1 });
  });

  it('changes the fields given only, clears where from with null, and replaces the windows', async () => {
    const plan = await created(user, body({ deliveries: { '5': { day: addDays(today(), 20), slot: '08-11' } } }));
    const cleaning = { cleaningType: 'deep', lines: [{ serviceKey: 'deep-home', amount: 73, severity: 2 }], when: { day: addDays(today(), 25), slot: '11-14' } };
    const response = await request(user, 'POST', `/move-plan/${plan.id}`, { from: null, cleaning, deliveries: { '6': { day: addDays(today(), 26), slot: '17-20' } } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      from: null,
      household: { people: 2, pets: 1 },
      moveInDate: addDays(today(), 30),
      cleaning,
      deliveries: { '6': { day: addDays(today(), 26), slot: '17-20' } },
    });
    expect(Object.keys(response.json().deliveries)).toEqual(['6']);
  });

  it('does not refuse conflicting dates while a plan is edited', async () => {
    const plan = await created(user);
    const cleaning = { cleaningType: 'one-time', lines: [], when: { day: addDays(today(), 40), slot: '08-11' } };
    expect((await request(user, 'POST', `/move-plan/${plan.id}`, { cleaning })).statusCode).toBe(200);
  });

  it('refuses a move-in day out of range and an empty change, writing nothing', async () => {
    const plan = await created(user);
    const late = await request(user, 'POST', `/move-plan/${plan.id}`, { moveInDate: addDays(today(), 200) });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual([{ property: 'moveInDate', message: expect.any(String) }]);
    expect((await request(user, 'POST', `/move-plan/${plan.id}`, {})).statusCode).toBe(422);
    const [row] = await rows();
    expect(row!.moveInDate).toBe(addDays(today(), 30));
  });

  it('is made current again by current: true, the other plan no longer', async () => {
    const first = await created(user);
    const second = await created(user);
    const response = await request(user, 'POST', `/move-plan/${first.id}`, { current: true });
    expect(response.json()).toMatchObject({ id: first.id, current: true });
    expect((await request(user, 'GET', `/move-plan/${second.id}`)).json()).toMatchObject({ current: false });
    expect((await request(user, 'GET', '/move-plan')).json().items[0].id).toBe(first.id);
  });

  it('follows its listing’s edits while it is published, and keeps the home when it is gone', async () => {
    const listing = await insertProperty(server, owner.id, places.lozenets, { bedrooms: 1 });
    const plan = await created(user, body({ home: { kind: 'property', id: listing } }));
    await server.db.update(properties).set({ bedrooms: 3 }).where(eq(properties.id, listing));
    expect((await request(user, 'POST', `/move-plan/${plan.id}`, { household: { people: 3, pets: 0 } })).json().home.bedrooms).toBe(3);
    await server.db.delete(properties).where(eq(properties.id, listing));
    const after = await request(user, 'GET', `/move-plan/${plan.id}`);
    expect(after.json()).toMatchObject({ home: { kind: 'property', id: listing, bedrooms: 3 }, homeTitle: null });
    expect((await request(user, 'POST', `/move-plan/${plan.id}`, { household: { people: 1, pets: 0 } })).json()).toMatchObject({ home: { bedrooms: 3 }, household: { people: 1 } });
  });

  it('answers the offer’s title null once the offer is deleted', async () => {
    const offer = await insertOffer(server, owner.id, places.varna, { availableFrom: today() });
    const plan = await created(user, body({ home: { kind: 'flatmate', id: offer } }));
    await server.db.update(tenantOffers).set({ deletedAt: new Date() }).where(eq(tenantOffers.id, offer));
    expect((await request(user, 'GET', `/move-plan/${plan.id}`)).json().homeTitle).toBeNull();
  });

  it('is deleted by its owner', async () => {
    const plan = await created(user);
    expect((await request(user, 'DELETE', `/move-plan/${plan.id}`)).statusCode).toBe(204);
    expect((await request(user, 'GET', `/move-plan/${plan.id}`)).statusCode).toBe(404);
    expect(await rows()).toEqual([]);
  });
});

describe('the current user’s current plan (GET /api/user currentMovePlanId, the header’s link)', () => {
  const currentOf = async (account: Account) => {
    const response = await request(account, 'GET', '/user');
    expect(response.statusCode).toBe(200);
    return response.json<{ currentMovePlanId: number | null }>().currentMovePlanId;
  };

  it('is the plan made last, the one made current, and none once it is deleted; another user’s plans are not theirs', async () => {
    expect(await currentOf(user)).toBeNull();
    const first = await created(user);
    expect(await currentOf(user)).toBe(first.id);
    const second = await created(user);
    expect(await currentOf(user)).toBe(second.id);
    expect((await request(user, 'POST', `/move-plan/${first.id}`, { current: true })).statusCode).toBe(200);
    expect(await currentOf(user)).toBe(first.id);
    // A change that does not ask for current leaves it.
    expect((await request(user, 'POST', `/move-plan/${second.id}`, { household: { people: 1, pets: 0 } })).statusCode).toBe(200);
    expect(await currentOf(user)).toBe(first.id);
    expect(await currentOf(other)).toBeNull();
    expect((await request(user, 'DELETE', `/move-plan/${first.id}`)).statusCode).toBe(204);
    expect(await currentOf(user)).toBeNull();
  });
});
