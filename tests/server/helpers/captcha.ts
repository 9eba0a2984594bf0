/**
 * ALTCHA for the server tests of the visitors' forms: a test app started with `captchaEnv` signs
 * its challenges with CAPTCHA_KEY, and `solvedCaptcha()` is what the browser's widget sends, a
 * challenge signed with that key, solved by altcha-lib's own solver. The challenge is a cheap one
 * (one round, the counter 3) so that a test may send many; the server checks the signature, the
 * expiry and the work, and takes each answer once.
 */
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export const CAPTCHA_KEY = 'a-test-captcha-key-of-32-characters!';

/** The environment that makes a test app's ALTCHA key CAPTCHA_KEY. */
export const captchaEnv = { CAPTCHA_HMAC_KEY: CAPTCHA_KEY };

/** A fresh solved challenge, base64 JSON as the widget sends it. */
export async function solvedCaptcha(): Promise<string> {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter: 3,
    deriveKey,
    hmacSignatureSecret: CAPTCHA_KEY,
    hmacKeySignatureSecret: `${CAPTCHA_KEY}:derived-key`,
    expiresAt: new Date(Date.now() + 60_000),
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
