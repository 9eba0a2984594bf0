/**
 * The newsletter (POST /api/newsletter/subscribe) through the real server, with a captcha
 * verifier of the test's own: the code is checked for the action `login`; a passed captcha
 * stores the address once, unconfirmed, and e-mails it a confirmation link in the visitor's
 * language (double opt-in), with the one-click unsubscribe (a link and RFC 8058's headers); the link confirms it, twice harmlessly, an unknown token is a 400; a
 * signed-in user's switch (GET/PUT /api/user/newsletter) subscribes and removes their address;
 * the same address again (in any letter case) is a success that writes and sends nothing; a
 * rejected captcha is a 400 and an unreachable one a 503, both with nothing written; bad input is
 * a 422 before the captcha is asked; the strict rate limit stops a flood.
 */
import { count, eq } from 'drizzle-orm';
import { RATE_LIMIT_POLICIES } from '../../../../server/app.ts';
import { newsletterSubscribers } from '../../../../server/db/schema/index.ts';
import type { CaptchaCheck, CaptchaVerifier } from '../../../../server/services/captcha.ts';
import { createAccount } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';

/** Accepts the code 'human', says Google is down for 'down', rejects anything else; records each check. */
const checks: CaptchaCheck[] = [];
const captcha: CaptchaVerifier = {
  description: 'test verifier',
  async verify(check) {
    checks.push(check);
    if (check.code === 'down') return 'unavailable';
    return check.code === 'human' ? 'accepted' : 'rejected';
  },
};

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp({ captcha });
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

let address = 0;
function subscribe(payload: unknown, language = 'bg') {
  address += 1;
  return server.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: payload as Record<string, unknown>,
    headers: { 'accept-language': language },
    remoteAddress: `10.4.0.${address}`,
  });
}

const subscribers = async () => server.db.select().from(newsletterSubscribers);
const stored = async () => Number((await server.db.select({ value: count() }).from(newsletterSubscribers))[0]!.value);

describe('POST /api/newsletter/subscribe', () => {
  it('checks the captcha for the action login, stores the address unconfirmed and e-mails it a confirmation link', async () => {
    const response = await subscribe({ email: 'Maria.Petrova@Example.com', code: 'human' });
    expect(response.statusCode).toBe(204);
    expect(checks.at(-1)).toEqual({ code: 'human', action: 'login', remoteIp: `10.4.0.${address}` });
    expect(await subscribers()).toEqual([expect.objectContaining({ email: 'maria.petrova@example.com', locale: 'bg', confirmedAt: null })]);
    const mail = (await server.outbox()).at(-1)!;
    expect(mail).toMatchObject({ to: 'maria.petrova@example.com', subject: 'Потвърдете абонамента си за бюлетина на Домовик' });
    expect(mail.text).toContain('maria.petrova@example.com');
    expect(mail.links).toEqual([
      expect.stringMatching(/^http:\/\/localhost:3000\/byuletin\/potvarzhdenie\?token=[\w-]{43}$/),
      'http://localhost:3000/blog/kategoriya',
      expect.stringMatching(/^http:\/\/localhost:3000\/otpisvane\?token=[0-9a-f]{64}$/),
      'http://localhost:3000/poveritelnost',
    ]);
  });

  it('carries the one-click unsubscribe (RFC 8058): a link to the unsubscribe page and the List-Unsubscribe headers, which work', async () => {
    expect((await subscribe({ email: 'one.click@example.com', code: 'human' }, 'en')).statusCode).toBe(204);
    const mail = (await server.outbox()).find((item) => item.to === 'one.click@example.com')!;
    const { unsubscribeToken } = (await subscribers()).find((row) => row.email === 'one.click@example.com')!;
    expect(mail.text).toContain(`To leave the newsletter at any time, open this link:\nhttp://localhost:3000/unsubscribe?token=${unsubscribeToken}`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/api/unsubscribe/${unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // The mail client's one-click POST to the header's address removes the address.
    const oneClick = mail.headers!['List-Unsubscribe']!.slice('<http://localhost:3000'.length, -1);
    const response = await server.inject({
      method: 'POST',
      url: oneClick,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'newsletter', name: null, unsubscribed: true });
    expect((await subscribers()).filter((row) => row.email === 'one.click@example.com')).toEqual([]);
  });

  it('subscribes the address once its link is opened; opening it again is harmless; a wrong token is a 400', async () => {
    const link = (await server.outbox()).find((mail) => mail.to === 'maria.petrova@example.com')!.links[0]!;
    const token = new URL(link).searchParams.get('token')!;
    const confirm = (value: string, language = 'bg') =>
      server.inject({ method: 'POST', url: '/api/newsletter/confirmation', payload: { token: value }, headers: { 'accept-language': language } });
    const row = async () => (await subscribers()).find((subscriber) => subscriber.email === 'maria.petrova@example.com')!;

    expect((await confirm(token)).statusCode).toBe(204);
    const { confirmedAt } = await row();
    expect(confirmedAt).toBeInstanceOf(Date);
    expect((await confirm(token)).statusCode).toBe(204);
    expect((await row()).confirmedAt).toEqual(confirmedAt);

    const wrong = await confirm(`${token.slice(0, -1)}x`, 'en');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'This confirmation link is not valid. Subscribe again to get a new one.' });
  });

  it('takes the same address again as a success, storing and sending nothing more', async () => {
    const mails = (await server.outbox()).length;
    for (const email of ['maria.petrova@example.com', 'MARIA.PETROVA@EXAMPLE.COM']) {
      expect((await subscribe({ email, code: 'human' })).statusCode).toBe(204);
    }
    expect((await subscribers()).filter((row) => row.email === 'maria.petrova@example.com')).toHaveLength(1);
    expect(await server.outbox()).toHaveLength(mails);
  });

  it('confirms in English to an English visitor', async () => {
    expect((await subscribe({ email: 'john@example.com', code: 'human' }, 'en')).statusCode).toBe(204);
    expect((await subscribers()).find((row) => row.email === 'john@example.com')?.locale).toBe('en');
    expect((await server.outbox()).at(-1)).toMatchObject({ to: 'john@example.com', subject: 'Confirm your subscription to the Domovik newsletter' });
  });

  it('refuses a rejected captcha with a 400 in the visitor\'s language, writing and sending nothing', async () => {
    const [before, mails] = [await stored(), (await server.outbox()).length];
    const response = await subscribe({ email: 'robot@example.com', code: 'robot' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Проверката срещу роботи не премина. Моля, опитайте отново.' });
    expect(await stored()).toBe(before);
    expect(await server.outbox()).toHaveLength(mails);
  });

  it('answers 503 when the captcha service cannot answer, writing nothing', async () => {
    const before = await stored();
    const response = await subscribe({ email: 'later@example.com', code: 'down' }, 'en');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'The check against robots is unavailable for now. Please try again later.' });
    expect(await stored()).toBe(before);
  });

  it.each([
    ['an address that is not one', { email: 'maria@', code: 'human' }, 'email'],
    ['no address', { code: 'human' }, 'email'],
    ['no captcha code', { email: 'ivan@example.com' }, 'code'],
    ['an empty captcha code', { email: 'ivan@example.com', code: '  ' }, 'code'],
    ['a field of its own', { email: 'ivan@example.com', code: 'human', name: 'Ivan' }, 'name'],
  ])('refuses %s with a 422 before asking the captcha, writing nothing', async (_name, payload, property) => {
    const [before, asked] = [await stored(), checks.length];
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property, message: expect.any(String) }] });
    expect(await stored()).toBe(before);
    expect(checks).toHaveLength(asked);
  });

  it('stores one subscriber when two requests for one address race', async () => {
    const responses = await Promise.all([subscribe({ email: 'race@example.com', code: 'human' }), subscribe({ email: 'Race@example.com', code: 'human' })]);
    expect(responses.map((response) => response.statusCode)).toEqual([204, 204]);
    expect((await subscribers()).filter((row) => row.email === 'race@example.com')).toHaveLength(1);
  });

  it('names no site key in the page when none is configured', async () => {
    expect((await server.inject({ method: 'GET', url: '/' })).body).not.toContain('recaptcha-site-key');
  });

  it(`answers 429 after ${RATE_LIMIT_POLICIES.strict!.max} subscriptions a minute from one address`, async () => {
    const { max } = RATE_LIMIT_POLICIES.strict!;
    const post = (index: number) =>
      server.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: `flood${index}@example.com`, code: 'human' }, remoteAddress: '10.4.9.9' });
    for (let index = 0; index < max; index += 1) expect((await post(index)).statusCode).toBe(204);
    const before = await stored();
    expect((await post(max)).statusCode).toBe(429);
    expect(await stored()).toBe(before);
  });
});

describe('the settings switch (GET and PUT /api/user/newsletter)', () => {
  const switchOf = (cookie: string, method: 'GET' | 'PUT', subscribed?: unknown) =>
    server.inject({ method, url: '/api/user/newsletter', headers: { cookie }, ...(method === 'PUT' ? { payload: { subscribed } } : {}) });
  const rowOf = async (email: string) => (await server.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

  it('subscribes the account address at once and removes it again', async () => {
    const account = await createAccount(server, 'user');
    expect((await switchOf(account.cookie, 'GET')).json()).toEqual({ subscribed: false });
    const on = await switchOf(account.cookie, 'PUT', true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ subscribed: true });
    expect((await rowOf(account.email))?.confirmedAt).toBeInstanceOf(Date);
    expect((await switchOf(account.cookie, 'GET')).json()).toEqual({ subscribed: true });
    // On again changes nothing.
    expect((await switchOf(account.cookie, 'PUT', true)).json()).toEqual({ subscribed: true });

    expect((await switchOf(account.cookie, 'PUT', false)).json()).toEqual({ subscribed: false });
    expect(await rowOf(account.email)).toBeUndefined();
    expect((await switchOf(account.cookie, 'GET')).json()).toEqual({ subscribed: false });
  });

  it('counts a pending, unconfirmed request of the address as not subscribed, and the switch confirms it', async () => {
    const account = await createAccount(server, 'user');
    expect((await subscribe({ email: account.email.toUpperCase(), code: 'human' })).statusCode).toBe(204);
    expect((await switchOf(account.cookie, 'GET')).json()).toEqual({ subscribed: false });
    expect((await switchOf(account.cookie, 'PUT', true)).json()).toEqual({ subscribed: true });
    expect((await subscribers()).filter((row) => row.email === account.email)).toEqual([expect.objectContaining({ confirmedAt: expect.any(Date) })]);
  });

  it('asks a visitor to sign in and refuses a body that is not a yes or no', async () => {
    expect((await server.inject({ method: 'GET', url: '/api/user/newsletter' })).statusCode).toBe(401);
    expect((await server.inject({ method: 'PUT', url: '/api/user/newsletter', payload: { subscribed: true } })).statusCode).toBe(401);
    const account = await createAccount(server, 'user');
    expect((await switchOf(account.cookie, 'PUT', 'yes')).statusCode).toBe(422);
    expect(await rowOf(account.email)).toBeUndefined();
  });
});
