/**
 * The captcha verifiers (server/services/captcha.ts): without a reCAPTCHA secret the built-in
 * ALTCHA, whose key the embedded database's server keeps in DATA_DIR (the server tests of
 * areas/content/captcha.test.ts solve its challenges); with one, Google's siteverify answer
 * decides, given the secret, the code and the visitor's address, and only a success for the
 * expected action with a score of at least 0.5 passes. Google's fetch is the test's own: nothing
 * leaves the machine.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../../server/db/client.ts';
import {
  RECAPTCHA_MIN_SCORE,
  RECAPTCHA_VERIFY_URL,
  createCaptchaVerifier,
  createRecaptchaVerifier,
  embeddedCaptchaKey,
} from '../../../server/services/captcha.ts';

const check = { code: 'token-1', action: 'login', remoteIp: '203.0.113.7' };

function googleAnswering(answer: unknown, status = 200) {
  const calls: { url: string; body: URLSearchParams }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, body: init.body as URLSearchParams });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, verifier: createRecaptchaVerifier('secret-1', fetchImpl) };
}

it('chooses ALTCHA without a reCAPTCHA secret and Google with one', () => {
  // Choosing touches no database.
  const db = null as unknown as Db;
  const altcha = createCaptchaVerifier({ recaptchaSecret: undefined, captchaHmacKey: 'k'.repeat(32), dataDir: os.tmpdir() }, db);
  expect(altcha.description).toBe('ALTCHA (proof of work, self-hosted)');
  expect(altcha.challenge).toBeDefined();
  const google = createCaptchaVerifier({ recaptchaSecret: 'secret', captchaHmacKey: undefined, dataDir: os.tmpdir() }, db);
  expect(google.description).toBe('Google reCAPTCHA v3');
  expect(google.challenge).toBeUndefined();
});

it("keeps the embedded database's key in DATA_DIR, the same after a restart, readable by the server only", async () => {
  const dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'domovik-captcha-')), 'data');
  try {
    const key = embeddedCaptchaKey(dataDir);
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(embeddedCaptchaKey(dataDir)).toBe(key);
    expect((await stat(path.join(dataDir, 'captcha-hmac-key'))).mode & 0o777).toBe(0o600);
  } finally {
    await rm(path.dirname(dataDir), { recursive: true, force: true });
  }
});

it('asks Google with the secret, the code and the visitor\'s address, and accepts a person doing the action', async () => {
  const { calls, verifier } = googleAnswering({ success: true, action: 'login', score: 0.9, hostname: 'domovik.bg' });
  await expect(verifier.verify(check)).resolves.toBe('accepted');
  expect(calls).toHaveLength(1);
  expect(calls[0]!.url).toBe(RECAPTCHA_VERIFY_URL);
  expect(Object.fromEntries(calls[0]!.body)).toEqual({ secret: 'secret-1', response: 'token-1', remoteip: '203.0.113.7' });
});

it.each([
  ['a failed token', { success: false, 'error-codes': ['invalid-input-response'] }],
  ['a token of another action', { success: true, action: 'homepage', score: 0.9 }],
  ['a score under the threshold', { success: true, action: 'login', score: RECAPTCHA_MIN_SCORE - 0.1 }],
  ['an answer without a score', { success: true, action: 'login' }],
])('rejects %s', async (_name, answer) => {
  await expect(googleAnswering(answer).verifier.verify(check)).resolves.toBe('rejected');
});

it('is unavailable when Google answers an error, something that is not its JSON, or nothing', async () => {
  await expect(googleAnswering({}, 500).verifier.verify(check)).resolves.toBe('unavailable');
  await expect(googleAnswering(null).verifier.verify(check)).resolves.toBe('unavailable');
  const failing = createRecaptchaVerifier('secret-1', (async () => {
    throw new TypeError('fetch failed');
  }) as unknown as typeof fetch);
  await expect(failing.verify(check)).resolves.toBe('unavailable');
});
