/**
 * The cookie-consent banner (product §2): shown until accepted. "Accept" stores the flag in
 * local storage (key 'cookieConsent') and hides the banner for good. The second control opens
 * the privacy policy and hides the banner for this browser session only (sessionStorage), without
 * recording consent: reading the policy is not agreeing to it, so the banner returns in the
 * next session until the visitor accepts.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../domain/routes.ts';
import { Button } from '../ui/Button.tsx';
import styles from './CookieBanner.module.css';

export const COOKIE_CONSENT_KEY = 'cookieConsent';
export const COOKIE_BANNER_DISMISSED_KEY = 'cookieBannerDismissed';

/** Storage may be unavailable (blocked cookies, private modes): then nothing is remembered. */
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Not remembered; the banner is hidden for this page view all the same.
  }
}

const local = (): Storage => window.localStorage;
const session = (): Storage => window.sessionStorage;

export function hasCookieConsent(): boolean {
  return read(local, COOKIE_CONSENT_KEY) === 'true';
}

export function CookieBanner() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => !hasCookieConsent() && read(session, COOKIE_BANNER_DISMISSED_KEY) !== 'true');
  if (!visible) return null;

  const accept = (): void => {
    write(local, COOKIE_CONSENT_KEY, 'true');
    setVisible(false);
  };

  const readPolicy = (): void => {
    write(session, COOKIE_BANNER_DISMISSED_KEY, 'true');
    setVisible(false);
  };

  return (
    <section className={styles.banner} aria-label={t('cookie-banner-label')}>
      <p className={styles.text}>{t('cookie-banner-text')}</p>
      <div className={styles.actions}>
        <Link to={hrefFor('PrivacyPolicyPage')} className={styles.policy} onClick={readPolicy}>
          {t('cookie-banner-privacy')}
        </Link>
        <Button theme="solid-orange" size="small" onClick={accept}>
          {t('cookie-banner-accept')}
        </Button>
      </div>
    </section>
  );
}
