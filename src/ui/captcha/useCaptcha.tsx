/**
 * The captcha of a visitor's form (product §10 "Captcha"): `field` goes inside the form and
 * `code()` answers the code to send with it. By default the captcha is ALTCHA's proof of work
 * (AltchaWidget.tsx, in its own lazy chunk, so no page's first download grows); when the page
 * names a reCAPTCHA site key (the server verifies reCAPTCHA then) there is no field and the code
 * is reCAPTCHA's token for the form's action (recaptcha.ts).
 */
import { Suspense, lazy, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ChunkErrorBoundary, withChunkTimeout } from '../../layout/lazyPage.tsx';
import { useHydrated } from '../useHydrated.ts';
import { captchaSiteKey, recaptchaToken } from './recaptcha.ts';

/** What the widget lets a form do. */
export interface CaptchaHandle {
  /** The solved challenge (solving it first when the visitor has not yet); used up by this call. */
  solve(): Promise<string>;
  /** A fresh challenge, after a send used the last one. */
  reset(): void;
}

const AltchaWidget = lazy(() => withChunkTimeout(() => import(/* webpackChunkName: "captcha" */ './AltchaWidget.tsx')));

export interface Captcha {
  /** What goes inside the form: the widget, or nothing for reCAPTCHA. */
  field: ReactNode;
  /** The code to send; throws when the captcha could not be answered. */
  code: () => Promise<string>;
  /** The code to send, or null when it could not be answered (then `failed` is true until one is). */
  answer: () => Promise<string | null>;
  failed: boolean;
  reset: () => void;
}

export function useCaptcha(action: string): Captcha {
  const widget = useRef<CaptchaHandle>(null);
  const [failed, setFailed] = useState(false);
  // The page's <meta> is read once the page is hydrated (undefined until then: no field yet, as
  // while a lazy widget loads anyway), so the server's render and the first one agree.
  const siteKey = useHydrated() ? captchaSiteKey() : undefined;
  const code =
    typeof siteKey === 'string'
      ? () => recaptchaToken(siteKey, action)
      : async () => {
          if (!widget.current) throw new Error('the captcha has not loaded');
          return widget.current.solve();
        };
  const answer = async (): Promise<string | null> => {
    try {
      const answered = await code();
      setFailed(false);
      return answered;
    } catch {
      setFailed(true);
      return null;
    }
  };
  if (siteKey !== null) return { field: null, code, answer, failed, reset: () => undefined };
  return {
    field: (
      <ChunkErrorBoundary>
        <Suspense fallback={null}>
          <AltchaWidget ref={widget} />
        </Suspense>
      </ChunkErrorBoundary>
    ),
    code,
    answer,
    failed,
    reset: () => widget.current?.reset(),
  };
}
