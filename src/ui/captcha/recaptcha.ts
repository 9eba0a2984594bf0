/**
 * reCAPTCHA, when the server uses it instead of ALTCHA (useCaptcha.tsx): a token obtained for an
 * action (the newsletter's is `login`, product §3 "Subscriber").
 *
 * The browser learns the reCAPTCHA site key from the page: the server names it in
 * <meta name="recaptcha-site-key"> when reCAPTCHA is configured (server/spa.ts). Google's
 * reCAPTCHA v3 script is loaded on the first send (not with the page, so a visit that never
 * sends never talks to Google) and asked for a token.
 */
import { CAPTCHA_SITE_KEY_META } from '../../../domain/constants.ts';

interface ReCaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

type WindowWithReCaptcha = Window & { grecaptcha?: ReCaptcha };

/** The site key the page announces, or null. */
export function captchaSiteKey(doc: Document = document): string | null {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${CAPTCHA_SITE_KEY_META}"]`)?.content.trim();
  return content === undefined || content === '' ? null : content;
}

let loading: Promise<ReCaptcha> | undefined;

/** reCAPTCHA, ready: the page's own when it has it, else from Google's script (loaded once; a failed load is tried again next time). */
function loadReCaptcha(siteKey: string, win: WindowWithReCaptcha): Promise<ReCaptcha> {
  const ready = (api: ReCaptcha) => new Promise<ReCaptcha>((resolve) => api.ready(() => resolve(api)));
  if (win.grecaptcha) return ready(win.grecaptcha);
  loading ??= new Promise<ReCaptcha>((resolve, reject) => {
    const script = win.document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => (win.grecaptcha ? resolve(ready(win.grecaptcha)) : reject(new Error('reCAPTCHA did not load')));
    script.onerror = () => reject(new Error('reCAPTCHA did not load'));
    win.document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A fresh token for `action` (reCAPTCHA's tokens live two minutes: ask for one at each send). */
export async function recaptchaToken(siteKey: string, action: string, win: Window = window): Promise<string> {
  const api = await loadReCaptcha(siteKey, win as WindowWithReCaptcha);
  return api.execute(siteKey, { action });
}
