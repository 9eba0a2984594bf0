/**
 * Viewing requests through the real server on a fresh database: anyone may ask for a published
 * property at a time that is not past (Sofia's clock) and within a year; the owner is e-mailed
 * in their language with the visitor's contact; a request without a solved captcha (ALTCHA,
 * tests/server/helpers/captcha.ts) is refused with nothing written; the rate limit; and the
 * owner's list of requests with who may read it.
 */
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { agencies, users, viewingRequests } from '../../../../server/db/schema/index.ts';
import { RATE_LIMIT_POLICIES } from '../../../../server/app.ts';
import { sofiaWallTime, viewingTimeOf } from '../../../../server/areas/rentals/viewings.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { captchaEnv, solvedCaptcha } from '../../helpers/captcha.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createPlaces, insertProperty, insertViewingRequest } from './fixtures.ts';
import type { Places } from './fixtures.ts';

const HOUR_MS = 60 * 60 * 1000;

describe('when a viewing may be asked for', () => {
  // 21:30 UTC on 1 July is 00:30 the next day in Sofia (summer time, UTC+3).
  const summerNight = new Date('2026-07-01T21:30:00Z');
  // 23:10 UTC on 15 January is 01:10 the next day in Sofia (UTC+2).
  const winterNight = new Date('2026-01-15T23:10:00Z');

  it("reads the time on Sofia's clock, whatever the server's zone", () => {
    expect(sofiaWallTime(summerNight)).toBe('2026-07-02 00:30');
    expect(sofiaWallTime(winterNight)).toBe('2026-01-16 01:10');
    expect(viewingTimeOf('2026-07-01 23:59', summerNight)).toEqual({ problem: 'error-date-in-past' });
    expect(viewingTimeOf('2026-07-02 00:29', summerNight)).toEqual({ problem: 'error-date-in-past' });
    // This very minute is still allowed; seconds are dropped.
    expect(viewingTimeOf('2026-07-02 00:30', summerNight)).toEqual({ at: '2026-07-02 00:30' });
    expect(viewingTimeOf('2026-07-02 09:15:59', summerNight)).toEqual({ at: '2026-07-02 09:15' });
    expect(viewingTimeOf('2026-01-16 01:09', winterNight)).toEqual({ problem: 'error-date-in-past' });
  });

  it('refuses a date that does not exist, and one more than a year ahead', () => {
    expect(viewingTimeOf('2027-02-30 10:00', summerNight)).toEqual({ problem: 'error-date-format' });
    expect(viewingTimeOf('2028-02-29 10:00', winterNight)).toEqual({ problem: 'error-viewing-date-too-far' });
    expect(viewingTimeOf('2027-07-02 00:30', summerNight)).toEqual({ at: '2027-07-02 00:30' });
    expect(viewingTimeOf('2027-07-02 00:31', summerNight)).toEqual({ problem: 'error-viewing-date-too-far' });
  });
});

describe('through the server', () => {
  let server: TestApp;
  let places: Places;
  let owner: Account;
  let agency: Account;
  let visitor: Account;
  let vendor: Account;
  let flat: number;
  let agencyFlat: number;

  beforeAll(async () => {
    server = await startTestApp({ env: captchaEnv });
    places = await createPlaces(server);
    [owner, agency, visitor, vendor] = await Promise.all([
      createAccount(server, 'user'),
      createAccount(server, 'agency'),
      createAccount(server, 'user'),
      createAccount(server, 'vendor'),
    ]);
    await server.db.update(users).set({ name: 'Мария', locale: 'bg' }).where(eq(users.id, owner.id));
    await server.db.update(users).set({ locale: 'en' }).where(eq(users.id, agency.id));
    flat = await insertProperty(server, owner.id, places.lozenets, { title: { bg: 'Тристаен в Лозенец', en: 'Flat in Lozenets' } });
    agencyFlat = await insertProperty(server, agency.id, places.chayka, { title: { bg: 'Апартамент в Чайка', en: 'Flat in Chayka' } });
  });
  afterAll(async () => {
    await server.close();
    expect(server.contractViolations).toEqual([]);
  });

  const tomorrow = () => `${sofiaWallTime(new Date(Date.now() + 24 * HOUR_MS)).slice(0, 10)} 18:00`;
  const request = (propertyId: number, overrides: Record<string, unknown> = {}) => ({
    propertyId,
    contactName: 'Георги Петров',
    contactPhone: '0888 123 456',
    contactEmail: 'georgi@example.bg',
    dateTime: tomorrow(),
    ...overrides,
  });
  /** Sends `payload` with a solved captcha, unless it says its own `code`. */
  const ask = async (payload: Record<string, unknown>, options: Partial<InjectOptions> = {}) =>
    server.inject({ method: 'POST', url: '/api/property-view', payload: { code: await solvedCaptcha(), ...payload }, ...options });
  const stored = async () => Number((await server.db.select({ value: count() }).from(viewingRequests))[0]!.value);

  it('takes a request from a visitor without an account and e-mails the owner in Bulgarian', async () => {
    const response = await ask(request(flat), { headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      property: expect.objectContaining({ id: flat, title: 'Flat in Lozenets' }),
      contactName: 'Георги Петров',
      contactPhone: '0888 123 456',
      contactEmail: 'georgi@example.bg',
      dateTime: tomorrow(),
      status: 'requested',
      conversationId: expect.any(Number),
      createdAt: expect.any(String),
    });
    const [row] = await server.db.select().from(viewingRequests).where(eq(viewingRequests.id, response.json().id));
    expect(row).toMatchObject({ requesterUserId: null, dateTime: `${tomorrow()}:00` });

    const mail = (await server.outbox()).find((item) => item.to === owner.email)!;
    expect(mail.subject).toBe('Заявка за оглед: Тристаен в Лозенец');
    expect(mail.replyTo).toBe('georgi@example.bg');
    expect(mail.text).toContain('Здравейте, Мария!');
    expect(mail.text).toContain('Георги Петров, тел. 0888 123 456, имейл georgi@example.bg');
    expect(mail.text).toMatch(/Желан час: \S+, \d+ \S+ 20\d\d г\. в 18:00/);
    // The owner answers in the conversation the request opened.
    expect(mail.links).toEqual([`http://localhost:3000/imot/${flat}`, `http://localhost:3000/profil/saobshteniya/${response.json().conversationId}`, 'http://localhost:3000/profil/zayavki-za-oglied']);
  });

  it("records a signed-in requester, and writes to an agency's own address in its owner's language", async () => {
    await server.db.update(agencies).set({ email: 'office@agency.example' }).where(eq(agencies.ownerUserId, agency.id));
    const response = await ask(request(agencyFlat, { contactName: 'Visitor' }), { headers: { cookie: visitor.cookie } });
    expect(response.statusCode).toBe(201);
    const [row] = await server.db.select().from(viewingRequests).where(eq(viewingRequests.id, response.json().id));
    expect(row!.requesterUserId).toBe(visitor.id);
    const mail = (await server.outbox()).find((item) => item.to === 'office@agency.example')!;
    expect(mail.subject).toBe('Viewing request: Flat in Chayka');
    expect(mail.text).toContain('Who wants to come: Visitor, phone 0888 123 456, e-mail georgi@example.bg');
  });

  it.each([
    ['a time in the past', () => ({ dateTime: sofiaWallTime(new Date(Date.now() - HOUR_MS)) }), 'dateTime', 'error-date-in-past'],
    ['a date that does not exist', () => ({ dateTime: '2031-02-30 10:00' }), 'dateTime', 'error-date-format'],
    ['a date years ahead', () => ({ dateTime: '2099-01-01 10:00' }), 'dateTime', 'error-viewing-date-too-far'],
    ['a date without a time', () => ({ dateTime: '2031-01-10' }), 'dateTime', 'error-invalid-value'],
    ['no name', () => ({ contactName: undefined }), 'contactName', 'error-required'],
    ['a bad e-mail', () => ({ contactEmail: 'georgi@' }), 'contactEmail', 'error-email-format'],
    ['no captcha answer', () => ({ code: undefined }), 'code', 'error-required'],
  ])('refuses %s with a 422 naming the field, writing and sending nothing', async (_name, change, property, key) => {
    const [before, mails] = [await stored(), (await server.outbox()).length];
    const response = await ask(request(flat, change()), { headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property, message: server.app.translator.t('en', key) }] });
    expect(await stored()).toBe(before);
    expect((await server.outbox()).length).toBe(mails);
  });

  it.each([
    ['a code that is no solution', () => Promise.resolve('captcha-not-configured')],
    [
      'a solution already used',
      async () => {
        const code = await solvedCaptcha();
        expect((await ask(request(flat, { code }))).statusCode).toBe(201);
        return code;
      },
    ],
  ])('refuses %s with the translated 400, writing and sending nothing', async (_name, codeOf) => {
    const code = await codeOf();
    const [before, mails] = [await stored(), (await server.outbox()).length];
    const response = await ask(request(flat, { code }), { headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The check against robots did not pass. Please try again.' });
    expect(await stored()).toBe(before);
    expect((await server.outbox()).length).toBe(mails);
  });

  it.each([
    ['a draft', { status: 'draft' as const }],
    ['a rented', { status: 'rented' as const }],
    ['a deleted', { deletedAt: new Date() }],
  ])('refuses a viewing of %s property', async (_name, values) => {
    const id = await insertProperty(server, owner.id, places.mladost, values);
    const response = await ask(request(id));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property: 'propertyId', message: server.app.translator.t('bg', 'error-property-unavailable') }]);
  });

  it('names a past time and an unknown property together', async () => {
    const response = await ask(request(999_999, { dateTime: '2020-01-01 10:00' }));
    expect(response.json().errors.map((error: { property: string }) => error.property)).toEqual(['propertyId', 'dateTime']);
  });

  it(`answers 429 after ${RATE_LIMIT_POLICIES.strict!.max} requests a minute from one address`, async () => {
    const from = { remoteAddress: '203.0.113.7' };
    const { max } = RATE_LIMIT_POLICIES.strict!;
    for (let index = 0; index < max; index += 1) {
      expect((await ask(request(flat), from)).statusCode).toBe(201);
    }
    const before = await stored();
    const limited = await ask(request(flat), from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.any(String) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toBe(before);
    // Another visitor is not held back.
    expect((await ask(request(flat), { remoteAddress: '203.0.113.8' })).statusCode).toBe(201);
  });

  describe('GET /api/property-view', () => {
    let otherFlat: number;
    beforeAll(async () => {
      otherFlat = await insertProperty(server, owner.id, places.mladost, { status: 'inactive' });
      await insertViewingRequest(server, otherFlat, { contactName: 'Първи', createdAt: new Date(Date.now() + HOUR_MS) });
      await insertViewingRequest(server, otherFlat, { contactName: 'Втори', createdAt: new Date(Date.now() + 2 * HOUR_MS) });
    });
    const list = (account: Account | null, query = '') =>
      server.inject({ method: 'GET', url: `/api/property-view${query}`, headers: account ? { cookie: account.cookie } : {} });

    it("answers the requests for the owner's properties, newest first, 10 a page", async () => {
      const response = await list(owner);
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page).toMatchObject({ offset: 0, limit: 10 });
      expect(page.total).toBeGreaterThan(10);
      expect(page.items).toHaveLength(10);
      expect(page.items.slice(0, 2).map((item: { contactName: string }) => item.contactName)).toEqual(['Втори', 'Първи']);
      expect(page.items[0]).toMatchObject({ property: { id: otherFlat, status: 'inactive' }, dateTime: '2030-01-15 18:00' });
      // Nobody else's requests.
      const properties = new Set(page.items.map((item: { property: { id: number } }) => item.property.id));
      expect(properties.has(agencyFlat)).toBe(false);
    });

    it('narrows to one of my properties, pages, and refuses one of someone else', async () => {
      const one = await list(owner, `?propertyId=${otherFlat}&limit=1&offset=1`);
      expect(one.json()).toMatchObject({ total: 2, items: [{ contactName: 'Първи' }] });
      const theirs = await list(owner, `?propertyId=${agencyFlat}`);
      expect(theirs.statusCode).toBe(403);
      expect((await list(owner, '?propertyId=999999')).statusCode).toBe(404);
      expect((await list(agency)).json().total).toBe(1);
    });

    it('asks a visitor to sign in, refuses a vendor, and answers an owner of nothing with nothing', async () => {
      expect((await list(null)).statusCode).toBe(401);
      expect((await list(vendor)).statusCode).toBe(403);
      expect((await list(visitor)).json()).toEqual({ items: [], total: 0, offset: 0, limit: 10 });
    });
  });
});
