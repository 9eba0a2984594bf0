/**
 * Messages to a flatmate-offer poster through the real server on a fresh database: anyone may
 * write (a signed-in sender is recorded), the message is stored and e-mailed to the poster in the
 * poster's language with the sender's name, phone and message, with no Reply-To and nothing that
 * shows the poster's address; product §5's validation (name ≥ 2, phone required, message ≥ 3) and
 * the captcha (ALTCHA, tests/server/helpers/captcha.ts) with nothing stored or sent; a deleted or
 * unknown offer; and the strict rate limit.
 */
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { RATE_LIMIT_POLICIES } from '../../../../server/app.ts';
import { conversations, tenantOfferInquiries, users } from '../../../../server/db/schema/index.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { captchaEnv, solvedCaptcha } from '../../helpers/captcha.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createPlaces, insertOffer } from './fixtures.ts';
import type { Places } from './fixtures.ts';

let server: TestApp;
let poster: Account;
let englishPoster: Account;
let visitor: Account;
let offer: number;
let englishOffer: number;
let places: Places;

beforeAll(async () => {
  server = await startTestApp({ env: captchaEnv });
  places = await createPlaces(server);
  [poster, englishPoster, visitor] = await Promise.all([createAccount(server, 'user'), createAccount(server, 'user'), createAccount(server, 'vendor')]);
  await server.db.update(users).set({ name: 'Мария', locale: 'bg' }).where(eq(users.id, poster.id));
  await server.db.update(users).set({ name: 'Emma', locale: 'en' }).where(eq(users.id, englishPoster.id));
  offer = await insertOffer(server, poster.id, places.sofia, { title: { bg: 'Стая до СУ', en: 'Room near SU' } });
  englishOffer = await insertOffer(server, englishPoster.id, places.varna, { title: { en: 'Sunny room\nby the sea' } });
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Георги Петров',
  email: 'georgi@example.bg',
  phone: '0888 123 456',
  message: 'Здравейте! Стаята свободна ли е от декември?\nРаботя и уча задочно.',
  ...overrides,
});
/** Sends `payload` with a solved captcha, unless it says its own `code`. */
const send = async (id: number, payload: Record<string, unknown>, options: Partial<InjectOptions> = {}) =>
  server.inject({ method: 'POST', url: `/api/tenant-offer/${id}/inquiry`, payload: { code: await solvedCaptcha(), ...payload }, ...options });
const stored = async () => Number((await server.db.select({ value: count() }).from(tenantOfferInquiries))[0]!.value);

describe('POST /api/tenant-offer/{id}/inquiry', () => {
  it("stores a visitor's message and e-mails the poster in Bulgarian with the name, phone and message (204)", async () => {
    const response = await send(offer, message(), { headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const [row] = await server.db.select().from(tenantOfferInquiries).where(eq(tenantOfferInquiries.offerId, offer));
    expect(row).toMatchObject({ senderUserId: null, name: 'Георги Петров', phone: '0888 123 456', message: message().message });

    const mails = (await server.outbox()).filter((mail) => mail.to === poster.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Ново съобщение за обявата „Стая до СУ“');
    expect(mail!.text).toContain('Здравейте, Мария!');
    expect(mail!.text).toContain('Георги Петров ви писа по обявата „Стая до СУ“ в Домовик:');
    expect(mail!.text).toContain(`\n\n${message().message}\n\n`);
    expect(mail!.text).toContain('Телефон за връзка: 0888 123 456');
    // The poster replies in the conversation the message opened.
    const [conversation] = await server.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.tenantOfferId, offer));
    expect(mail!.links).toEqual([`http://localhost:3000/profil/saobshteniya/${conversation!.id}`, `http://localhost:3000/sakvartiranti/${offer}`, 'http://localhost:3000/profil/sakvartiranti']);
    // Replies go nowhere near the visitor, and nothing in the message shows the poster's address.
    expect(mail!.replyTo).toBeUndefined();
    expect(mail!.text).not.toContain(poster.email);
  });

  it("records a signed-in sender of any type, and writes to an English poster in English with the title on one line", async () => {
    const response = await send(englishOffer, message({ name: 'Ivan', message: 'Is the room still free?' }), { headers: { cookie: visitor.cookie } });
    expect(response.statusCode).toBe(204);
    const [row] = await server.db.select().from(tenantOfferInquiries).where(eq(tenantOfferInquiries.offerId, englishOffer));
    expect(row!.senderUserId).toBe(visitor.id);
    const mail = (await server.outbox()).find((item) => item.to === englishPoster.email)!;
    expect(mail.subject).toBe('New message about "Sunny room by the sea"');
    expect(mail.text).toContain('Hello Emma,');
    expect(mail.text).toContain('Ivan wrote to you about your offer "Sunny room by the sea" on Domovik:');
    expect(mail.text).toContain('Phone: 0888 123 456');
    expect(mail.replyTo).toBeUndefined();
  });

  it("keeps an older client's message without an e-mail address and mails the poster to answer by phone, opening no conversation", async () => {
    const before = await server.db.select({ id: conversations.id }).from(conversations);
    const response = await send(offer, message({ email: undefined, message: 'Пиша от старо приложение.' }));
    expect(response.statusCode).toBe(204);
    const [row] = await server.db.select().from(tenantOfferInquiries).where(eq(tenantOfferInquiries.message, 'Пиша от старо приложение.'));
    expect(row).toMatchObject({ offerId: offer, phone: '0888 123 456' });
    expect(await server.db.select({ id: conversations.id }).from(conversations)).toEqual(before);
    const mail = (await server.outbox()).filter((item) => item.to === poster.email).at(-1)!;
    expect(mail.text).toContain('Пиша от старо приложение.');
    expect(mail.text).toContain('Телефон за връзка: 0888 123 456');
    expect(mail.text).toContain(server.app.translator.t('bg', 'roommates-mail-inquiry-reply-phone'));
    expect(mail.links).toEqual([`http://localhost:3000/sakvartiranti/${offer}`, 'http://localhost:3000/profil/sakvartiranti']);
  });

  it('keeps markup in a message as text', async () => {
    const text = '<a href="https://evil.example">click</a> & {{name}}';
    expect((await send(offer, message({ message: text }))).statusCode).toBe(204);
    const mail = (await server.outbox()).filter((item) => item.to === poster.email).at(-1)!;
    expect(mail.text).toContain(`\n\n${text}\n\n`);
  });

  it.each([
    ['a one-letter name', { name: 'Г' }, 'name', 'error-min-length'],
    ['no name', { name: undefined }, 'name', 'error-required'],
    ['a name of spaces', { name: '   ' }, 'name', 'error-min-length'],
    ['no phone', { phone: undefined }, 'phone', 'error-required'],
    ['an empty phone', { phone: '' }, 'phone', 'error-required'],
    ['a two-letter message', { message: 'Зд' }, 'message', 'error-min-length'],
    ['no message', { message: undefined }, 'message', 'error-required'],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message', 'error-max-length'],
    ['an unknown field', { fax: '02 123 456' }, 'fax', 'error-unknown-field'],
    ['no captcha answer', { code: undefined }, 'code', 'error-required'],
  ])('refuses %s with a 422 naming the field, storing and sending nothing', async (_name, change, property, key) => {
    const [before, mails] = [await stored(), (await server.outbox()).length];
    const response = await send(offer, message(change), { headers: { 'accept-language': 'en' } });
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
        expect((await send(offer, message({ code }))).statusCode).toBe(204);
        return code;
      },
    ],
  ])('refuses %s with the translated 400, storing and sending nothing', async (_name, codeOf) => {
    const code = await codeOf();
    const [before, mails] = [await stored(), (await server.outbox()).length];
    const response = await send(offer, message({ code }), { headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The check against robots did not pass. Please try again.' });
    expect(await stored()).toBe(before);
    expect((await server.outbox()).length).toBe(mails);
  });

  it('answers 404 for a deleted or unknown offer, storing and sending nothing', async () => {
    const deleted = await insertOffer(server, poster.id, places.sofia, { deletedAt: new Date() });
    const [before, mails] = [await stored(), (await server.outbox()).length];
    for (const id of [deleted, 999_999]) {
      const response = await send(id, message());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    expect(await stored()).toBe(before);
    expect((await server.outbox()).length).toBe(mails);
  });

  it(`answers 429 after ${RATE_LIMIT_POLICIES.strict!.max} messages a minute from one address`, async () => {
    const from = { remoteAddress: '203.0.113.21' };
    const { max } = RATE_LIMIT_POLICIES.strict!;
    for (let index = 0; index < max; index += 1) {
      expect((await send(offer, message(), from)).statusCode).toBe(204);
    }
    const [before, mails] = [await stored(), (await server.outbox()).length];
    const limited = await send(offer, message(), from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.any(String) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toBe(before);
    expect((await server.outbox()).length).toBe(mails);
    // Another visitor is not held back.
    expect((await send(offer, message(), { remoteAddress: '203.0.113.22' })).statusCode).toBe(204);
  });
});
