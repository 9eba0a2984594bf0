/**
 * The captcha that guards the newsletter (product §10 "Captcha"): Google reCAPTCHA v3 when
 * RECAPTCHA_SECRET is configured, else a default that accepts every code and says so at
 * start-up (server/main.ts). A test hands the app a verifier of its own (AppOptions.captcha).
 *
 * reCAPTCHA's answer (POST https://www.google.com/recaptcha/api/siteverify) is trusted only when
 * it says `success`, the token was obtained for the expected action, and the score is at least
 * the threshold Google recommends to start with (0.5). Google unreachable, or an answer that is
 * not its JSON, is `unavailable`: the caller answers 503, not a refusal the visitor caused.
 */

export type CaptchaVerdict = 'accepted' | 'rejected' | 'unavailable';

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
  /** What verifies, for the start-up log. */
  readonly description: string;
}

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** Google's suggested starting threshold: 1.0 is very likely a person, 0.0 very likely a bot. */
export const RECAPTCHA_MIN_SCORE = 0.5;
/** How long Google gets to answer. */
const VERIFY_TIMEOUT_MS = 5_000;

/** The default without a secret: every code is accepted. */
export const acceptEveryCaptcha: CaptchaVerifier = {
  description: 'none configured (every captcha is accepted)',
  async verify() {
    return 'accepted';
  },
};

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

/** The verifier the configuration chooses. */
export function createCaptchaVerifier(config: { recaptchaSecret: string | undefined }): CaptchaVerifier {
  return config.recaptchaSecret ? createRecaptchaVerifier(config.recaptchaSecret) : acceptEveryCaptcha;
}
