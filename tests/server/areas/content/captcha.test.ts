/**
 * The default captcha, ALTCHA, through the real server (no verifier of the test's own): the
 * challenge call, and the newsletter taking a solution found by altcha-lib's own solver once. A
 * missing, forged, expired or replayed solution is the translated 400 with nothing written or
 * sent; reCAPTCHA configured, there is no challenge to hand out.
 */
import { count } from 'drizzle-orm';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import { newsletterSubscribers, usedCaptchas } from '../../../../server/db/schema/index.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';

const KEY = 'a-test-captcha-key-of-32-characters!';
let server: TestApp;

beforeAll(async () => {
  server = await startTestApp({ env: { CAPTCHA_HMAC_KEY: KEY } });
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

async function challenge(): Promise<Challenge> {
  const response = await server.inject({ method: 'GET', url: '/api/captcha/challenge' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
}

/** The widget's `code`: the challenge and its solution, base64 JSON. */
async function solved(of: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge: of, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: of, solution })).toString('base64');
}

let visitor = 0;
function subscribe(email: string, code: string) {
  visitor += 1;
  return server.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email, code },
    headers: { 'accept-language': 'en' },
    remoteAddress: `10.5.0.${visitor}`,
  });
}

const stored = async () => Number((await server.db.select({ value: count() }).from(newsletterSubscribers))[0]!.value);

async function expectRefused(code: string) {
  const [before, mails] = [await stored(), (await server.outbox()).length];
  const response = await subscribe(`refused${visitor}@example.com`, code);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: 'The check against robots did not pass. Please try again.' });
  expect(await stored()).toBe(before);
  expect(await server.outbox()).toHaveLength(mails);
}

it('hands out a signed challenge that expires within ten minutes', async () => {
  const { parameters, signature } = await challenge();
  expect(parameters.algorithm).toBe('PBKDF2/SHA-256');
  expect(signature).toMatch(/^[0-9a-f]{64}$/);
  const left = parameters.expiresAt! * 1000 - Date.now();
  expect(left).toBeGreaterThan(9 * 60_000);
  expect(left).toBeLessThanOrEqual(10 * 60_000);
});

it('takes a solved challenge, once', async () => {
  const code = await solved(await challenge());
  expect((await subscribe('solver@example.com', code)).statusCode).toBe(204);
  expect(await stored()).toBe(1);
  await expectRefused(code);
  expect(await server.db.select().from(usedCaptchas)).toHaveLength(1);
});

it('refuses the same solution sent twice at the same moment but once', async () => {
  const code = await solved(await challenge());
  const answers = await Promise.all([subscribe('twice1@example.com', code), subscribe('twice2@example.com', code)]);
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 400]);
});

it('refuses a code that is no solution: the placeholder, a wrong key, a challenge of its own, a changed one', async () => {
  await expectRefused('captcha-not-configured');
  await expectRefused(Buffer.from('{"challenge":').toString('base64'));
  const mine = await challenge();
  const solution = await solveChallenge({ challenge: mine, deriveKey });
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64');
  // The derived key proves the work (the challenge signs the right one).
  await expectRefused(encode({ challenge: mine, solution: { ...solution, derivedKey: solution!.derivedKey.replace(/^./, (digit) => (digit === '0' ? '1' : '0')) } }));
  // Signed with another key.
  const forged = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1, counter: 3, deriveKey, hmacSignatureSecret: 'another-key', expiresAt: new Date(Date.now() + 60_000) });
  await expectRefused(await solved(forged));
  // Its expiry moved on.
  await expectRefused(encode({ challenge: { ...mine, parameters: { ...mine.parameters, expiresAt: mine.parameters.expiresAt! + 3600 } }, solution }));
});

it('refuses an expired challenge, even solved and signed with the key', async () => {
  const expired = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter: 3,
    deriveKey,
    hmacSignatureSecret: KEY,
    hmacKeySignatureSecret: `${KEY}:derived-key`,
    expiresAt: new Date(Date.now() - 1_000),
  });
  await expectRefused(await solved(expired));
});

it('keeps a used solution only until its challenge expires', async () => {
  await server.db.insert(usedCaptchas).values({ signature: 'long-gone', expiresAt: new Date(Date.now() - 60_000) });
  expect((await subscribe('cleaner@example.com', await solved(await challenge()))).statusCode).toBe(204);
  expect((await server.db.select().from(usedCaptchas)).map((row) => row.signature)).not.toContain('long-gone');
});

it('has no challenge to hand out when reCAPTCHA is configured', async () => {
  const google = await startTestApp({ env: { RECAPTCHA_SECRET: 'secret', RECAPTCHA_SITE_KEY: 'site' } });
  try {
    expect((await google.inject({ method: 'GET', url: '/api/captcha/challenge' })).statusCode).toBe(404);
  } finally {
    await google.close();
  }
});

it('names no reCAPTCHA site key in the page without its secret: the server verifies ALTCHA', async () => {
  const siteKeyOnly = await startTestApp({ env: { RECAPTCHA_SITE_KEY: 'site' } });
  try {
    expect((await siteKeyOnly.inject({ method: 'GET', url: '/' })).body).not.toContain('recaptcha-site-key');
  } finally {
    await siteKeyOnly.close();
  }
});
