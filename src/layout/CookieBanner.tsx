/**
 * The cookie-consent banner (product §2): shown until accepted. "Accept" stores the flag in
 * local storage (key 'cookieConsent') and hides the banner for good. The second control opens
 * the privacy policy and hides the banner for this browser session only (sessionStorage), without
 * recording consent: reading the policy is not agreeing to it, so the banner returns in the
 * next session until the visitor accepts.
 *
 * While shown, the banner publishes the height it covers at the bottom of the screen as the CSS
 * variable --cookie-banner-space on the document, so a full-screen panel under it (the mobile
 * menu) can leave that much room below its last control and scroll everything above it.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../domain/routes.ts';
import { Button } from '../ui/Button.tsx';
import styles from './CookieBanner.module.css';

export const COOKIE_CONSENT_KEY = 'cookieConsent';
const COOKIE_BANNER_DISMISSED_KEY = 'cookieBannerDismissed';

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

function hasCookieConsent(): boolean {
  return read(local, COOKIE_CONSENT_KEY) === 'true';
}

/** The CSS variable with the height the banner covers at the bottom of the viewport. */
const COOKIE_BANNER_SPACE = '--cookie-banner-space';

/** Keeps COOKIE_BANNER_SPACE at the room the banner takes from the viewport's bottom, while it is there. */
function useBannerSpace(banner: RefObject<HTMLElement | null>, visible: boolean): void {
  useEffect(() => {
    const element = banner.current;
    if (!visible || element === null) return undefined;
    const root = document.documentElement;
    const measure = (): void => {
      const space = Math.max(0, window.innerHeight - element.getBoundingClientRect().top);
      root.style.setProperty(COOKIE_BANNER_SPACE, `${Math.ceil(space)}px`);
    };
    measure();
    // Its text wraps anew with the language and the width (no observer where there is none, as in jsdom).
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(COOKIE_BANNER_SPACE);
    };
  }, [banner, visible]);
}

/** Whether the stored choices leave the banner to show. */
function bannerWanted(): boolean {
  return !hasCookieConsent() && read(session, COOKIE_BANNER_DISMISSED_KEY) !== 'true';
}

const noChanges = () => () => undefined;
/** A page rendered on the server shows the banner, as for a first visit; hydrated, the stored choices decide. */
const shownOnServer = () => true;

export function CookieBanner() {
  const { t } = useTranslation();
  const wanted = useSyncExternalStore(noChanges, bannerWanted, shownOnServer);
  const [hidden, setHidden] = useState(false);
  const visible = wanted && !hidden;
  const banner = useRef<HTMLElement>(null);
  useBannerSpace(banner, visible);
  if (!visible) return null;

  const accept = (): void => {
    write(local, COOKIE_CONSENT_KEY, 'true');
    setHidden(true);
  };

  const readPolicy = (): void => {
    write(session, COOKIE_BANNER_DISMISSED_KEY, 'true');
    setHidden(true);
  };

  return (
    <section ref={banner} className={styles.banner} aria-label={t('cookie-banner-label')}>
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
