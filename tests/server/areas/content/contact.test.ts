/**
 * The general contact form (POST /api/contact/general) through the real server: a message is
 * stored and e-mailed to the site's contact address (CONTACT_EMAIL), replies going to the
 * visitor; what the domain's contact rules or the contract refuse is a 422 naming the field, and
 * a refused captcha (a verifier of the test's own, asked for the action `contact`) a 400, both
 * with nothing stored or sent; the strict rate limit stops a flood.
 */
import { count } from 'drizzle-orm';
import { RATE_LIMIT_POLICIES } from '../../../../server/app.ts';
import { contactMessages } from '../../../../server/db/schema/index.ts';
import type { CaptchaCheck, CaptchaVerifier } from '../../../../server/services/captcha.ts';
import { createAccount } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';

let server: TestApp;

/** Accepts the code 'human' and rejects any other; records each check. */
const checks: CaptchaCheck[] = [];
const captcha: CaptchaVerifier = {
  description: 'test verifier',
  async verify(check) {
    checks.push(check);
    return check.code === 'human' ? 'accepted' : 'rejected';
  },
};

beforeAll(async () => {
  server = await startTestApp({ env: { CONTACT_EMAIL: 'office@domovik.test', RECAPTCHA_SECRET: 'secret', RECAPTCHA_SITE_KEY: 'site-key-"1"' }, captcha });
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

let address = 0;
function send(payload: unknown, headers: Record<string, string> = {}) {
  address += 1;
  return server.inject({
    method: 'POST',
    url: '/api/contact/general',
    payload: payload as Record<string, unknown>,
    headers: { 'accept-language': 'en', ...headers },
    remoteAddress: `10.3.0.${address}`,
  });
}

const stored = async () => Number((await server.db.select({ value: count() }).from(contactMessages))[0]!.value);

const message = { name: 'Elena Ivanova', email: 'elena@example.com', phone: '0888 123 456', message: 'Do you deliver to Bansko?\nThank you!', code: 'human' };

describe('POST /api/contact/general', () => {
  it('stores the message and e-mails it to the contact address, replies going to the visitor', async () => {
    const response = await send(message);
    expect(response.statusCode).toBe(204);
    expect(checks.at(-1)).toEqual({ code: 'human', action: 'contact', remoteIp: `10.3.0.${address}` });
    const [row] = await server.db.select().from(contactMessages);
    expect(row).toMatchObject({ name: 'Elena Ivanova', email: 'elena@example.com', phone: '0888 123 456', message: 'Do you deliver to Bansko?\nThank you!', locale: 'en' });
    const mail = (await server.outbox()).at(-1)!;
    expect(mail).toMatchObject({ to: 'office@domovik.test', replyTo: 'elena@example.com', subject: 'Съобщение от Elena Ivanova през Домовик' });
    expect(mail.text).toContain('Do you deliver to Bansko?\nThank you!');
    expect(mail.text).toContain('Телефон: 0888 123 456');
    expect(mail.text).toContain(`(№ ${row!.id})`);
  });

  it('takes a message without a phone, from a signed-in user too', async () => {
    const user = await createAccount(server, 'vendor');
    const { phone: _phone, ...withoutPhone } = message;
    expect((await send(withoutPhone, { cookie: user.cookie })).statusCode).toBe(204);
    expect((await server.outbox()).at(-1)!.text).not.toContain('Телефон');
  });

  it.each([
    ['no name', { name: undefined }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name over 999 characters', { name: 'Е'.repeat(1000) }, 'name'],
    ['an address that is not one', { email: 'elena.example.com' }, 'email'],
    ['no message', { message: undefined }, 'message'],
    ['a blank message', { message: ' \n ' }, 'message'],
    ['a message over 10,000 characters', { message: 'д'.repeat(10_001) }, 'message'],
    ['a phone over 30 characters', { phone: '0'.repeat(31) }, 'phone'],
    ['no captcha answer', { code: undefined }, 'code'],
    ['a field of its own', { subject: 'Hi' }, 'subject'],
  ])('refuses %s with a 422 naming the field, storing and sending nothing', async (_name, change, property) => {
    const [before, mails] = [await stored(), (await server.outbox()).length];
    const response = await send({ ...message, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property, message: expect.any(String) }] });
    expect(await stored()).toBe(before);
    expect(await server.outbox()).toHaveLength(mails);
  });

  it('refuses a rejected captcha with a 400 in the visitor\'s language, storing and sending nothing', async () => {
    const [before, mails] = [await stored(), (await server.outbox()).length];
    const response = await send({ ...message, code: 'robot' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The check against robots did not pass. Please try again.' });
    expect(await stored()).toBe(before);
    expect(await server.outbox()).toHaveLength(mails);
  });

  it('says what is wrong in the request\'s language', async () => {
    const response = await server.inject({ method: 'POST', url: '/api/contact/general', payload: { ...message, name: '' }, headers: { 'accept-language': 'bg' }, remoteAddress: '10.3.1.1' });
    expect(response.json().errors[0].message).toBe('Полето е задължително.');
  });

  it(`answers 429 after ${RATE_LIMIT_POLICIES.strict!.max} messages a minute from one address`, async () => {
    const { max } = RATE_LIMIT_POLICIES.strict!;
    const post = () => server.inject({ method: 'POST', url: '/api/contact/general', payload: message, remoteAddress: '10.3.2.1' });
    for (let index = 0; index < max; index += 1) expect((await post()).statusCode).toBe(204);
    const before = await stored();
    expect((await post()).statusCode).toBe(429);
    expect(await stored()).toBe(before);
  });
});

describe('the captcha with reCAPTCHA configured', () => {
  it('names the site key in every page, and lets the page load Google\'s captcha', async () => {
    const page = await server.inject({ method: 'GET', url: '/kontakti' });
    expect(page.body).toContain('<meta name="recaptcha-site-key" content="site-key-&#34;1&#34;">');
    expect(page.headers['content-security-policy']).toContain('script-src \'self\' https://www.google.com https://www.gstatic.com');
  });
});
