/**
 * The captcha that guards the newsletter and the visitors' forms (product §10 "Captcha"): by
 * default ALTCHA, a proof of work the browser solves with no outside service; Google reCAPTCHA
 * v3 instead when RECAPTCHA_SECRET is configured. A test may hand the app a verifier of its own
 * (AppOptions.captcha).
 *
 * ALTCHA: GET /api/captcha/challenge hands out a challenge signed with the HMAC key
 * (CAPTCHA_HMAC_KEY, config.ts) that expires after CHALLENGE_LIFETIME_MS; the browser's widget
 * finds the counter and sends the challenge with its solution, base64 JSON, as the form's `code`.
 * A solution is taken once: its challenge's signature goes into used_captchas (kept until the
 * challenge expires) in the same statement that checks it, so several servers sharing the
 * database cannot each accept it.
 *
 * reCAPTCHA's answer (POST https://www.google.com/recaptcha/api/siteverify) is trusted only when
 * it says `success`, the token was obtained for the expected action, and the score is at least
 * the threshold Google recommends to start with (0.5). Google unreachable, or an answer that is
 * not its JSON, is `unavailable`: the caller answers 503, not a refusal the visitor caused.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import type { Payload } from 'altcha-lib/types';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { components } from '../contract.types.ts';
import type { Db } from '../db/client.ts';
import { usedCaptchas } from '../db/schema/index.ts';
import { badRequest, serviceUnavailable } from '../errors.ts';

export type CaptchaChallenge = components['schemas']['CaptchaChallenge'];

type CaptchaVerdict = 'accepted' | 'rejected' | 'unavailable';

export interface CaptchaCheck {
  /** The token the browser obtained. */
  code: string;
  /** The action it must have been obtained for. */
  action: string;
  /** The visitor's address, passed on to Google. */
  remoteIp?: string;
}

export interface CaptchaVerifier {
  verify(check: CaptchaCheck): Promise<CaptchaVerdict>;
  /** A new challenge for the browser; absent when the captcha is not one the server hands out (reCAPTCHA). */
  challenge?(): Promise<CaptchaChallenge>;
  /** What verifies, for the start-up log. */
  readonly description: string;
}

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** Google's suggested starting threshold: 1.0 is very likely a person, 0.0 very likely a bot. */
export const RECAPTCHA_MIN_SCORE = 0.5;
/** How long Google gets to answer. */
const VERIFY_TIMEOUT_MS = 5_000;

/** How long a visitor has to send the form after the widget fetched its challenge. */
const CHALLENGE_LIFETIME_MS = 10 * 60_000;
/**
 * The work: PBKDF2 rounds per try, and the range the secret counter is drawn from (the browser
 * tries every counter up to it). About half a second on a phone.
 */
const ALTCHA_COST = 2_000;
const ALTCHA_COUNTER = { min: 1_000, max: 2_500 } as const;

interface SiteVerifyAnswer {
  success?: unknown;
  action?: unknown;
  score?: unknown;
}

export function createRecaptchaVerifier(secret: string, fetchImpl: typeof fetch = fetch): CaptchaVerifier {
  return {
    description: 'Google reCAPTCHA v3',
    async verify({ code, action, remoteIp }) {
      const form = new URLSearchParams({ secret, response: code, ...(remoteIp ? { remoteip: remoteIp } : {}) });
      let answer: SiteVerifyAnswer;
      try {
        const response = await fetchImpl(RECAPTCHA_VERIFY_URL, { method: 'POST', body: form, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
        if (!response.ok) return 'unavailable';
        answer = (await response.json()) as SiteVerifyAnswer;
      } catch {
        return 'unavailable';
      }
      if (typeof answer !== 'object' || answer === null) return 'unavailable';
      const passed = answer.success === true && answer.action === action && typeof answer.score === 'number' && answer.score >= RECAPTCHA_MIN_SCORE;
      return passed ? 'accepted' : 'rejected';
    },
  };
}

/** The browser's `code`, read as ALTCHA's payload; undefined when it is not one. */
function readPayload(code: string): Payload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(code, 'base64').toString('utf8')) as Partial<Payload> | null;
    const signature = payload?.challenge?.signature;
    if (typeof signature !== 'string' || typeof payload?.challenge?.parameters !== 'object' || typeof payload.solution !== 'object') return undefined;
    return payload as Payload;
  } catch {
    return undefined;
  }
}

function createAltchaVerifier(db: Db, hmacKey: string, now: () => number = Date.now): CaptchaVerifier {
  // A second key, from the first, signs the derived key of deterministic challenges.
  const keySignatureKey = `${hmacKey}:derived-key`;
  return {
    description: 'ALTCHA (proof of work, self-hosted)',
    async challenge() {
      const { parameters, signature } = await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: ALTCHA_COST,
        counter: randomInt(ALTCHA_COUNTER.max, ALTCHA_COUNTER.min),
        deriveKey,
        expiresAt: new Date(now() + CHALLENGE_LIFETIME_MS),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureKey,
      });
      const { algorithm, nonce, salt, cost, keyLength, keyPrefix, keySignature, expiresAt } = parameters;
      return { parameters: { algorithm: algorithm as 'PBKDF2/SHA-256', nonce, salt, cost, keyLength, keyPrefix, keySignature, expiresAt: expiresAt! }, signature: signature! };
    },
    async verify({ code }) {
      const payload = readPayload(code);
      if (!payload) return 'rejected';
      let verified: boolean;
      try {
        const result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: hmacKey, hmacKeySignatureSecret: keySignatureKey });
        verified = result.verified && !result.expired;
      } catch {
        return 'rejected';
      }
      const expiresAt = payload.challenge.parameters.expiresAt;
      if (!verified || typeof expiresAt !== 'number' || expiresAt * 1000 <= now()) return 'rejected';
      // Taken once: the first to record the signature wins, on every server sharing the database.
      await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, sql`now()`));
      const recorded = await db
        .insert(usedCaptchas)
        .values({ signature: payload.challenge.signature!, expiresAt: new Date(expiresAt * 1000) })
        .onConflictDoNothing()
        .returning({ signature: usedCaptchas.signature });
      return recorded.length === 1 ? 'accepted' : 'rejected';
    },
  };
}

/**
 * The embedded database's own key: one server opens DATA_DIR, so it keeps the key there,
 * made on its first start and the same after a restart.
 */
export function embeddedCaptchaKey(dataDir: string): string {
  const file = path.join(dataDir, 'captcha-hmac-key');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const key = randomBytes(32).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
    return key;
  }
}

/** The verifier the configuration chooses. */
export function createCaptchaVerifier(
  config: { recaptchaSecret: string | undefined; captchaHmacKey: string | undefined; dataDir: string },
  db: Db,
): CaptchaVerifier {
  if (config.recaptchaSecret) return createRecaptchaVerifier(config.recaptchaSecret);
  return createAltchaVerifier(db, config.captchaHmacKey ?? embeddedCaptchaKey(config.dataDir));
}

/**
 * Passes a form's captcha answer (app.captcha), or stops the request: a refusal is 400, an
 * unreachable reCAPTCHA 503. Called after the fields are checked, before anything is written.
 */
export async function passCaptcha(request: FastifyRequest, code: string, action: string): Promise<void> {
  const verdict = await request.server.captcha.verify({ code, action, remoteIp: request.ip });
  if (verdict === 'unavailable') throw serviceUnavailable('content-error-captcha-unavailable');
  if (verdict === 'rejected') throw badRequest('content-error-captcha');
}
