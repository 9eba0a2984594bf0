/**
 * The page frame: a skip link, the header, the page in <main>, the footer (unless the route turns
 * it off, as PaymentStatus does) and the cookie banner. Navigation side effects live here too.
 * A page that throws shows the error page in <main>, between the header and the footer.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { CookieBanner } from './CookieBanner.tsx';
import { useCurrentRoute } from './currentRoute.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { useNavigationEffects } from './useNavigationEffects.ts';
import styles from './Layout.module.css';

const MAIN_CONTENT_ID = 'main-content';

export function Layout({
  children,
  newsletter,
  moveLink,
  inboxLink,
}: {
  children: ReactNode;
  /** The footer's newsletter form. */
  newsletter?: ReactNode;
  /** The header's link to the current move-in plan (the move feature's). */
  moveLink?: ReactNode;
  /** The header's link to the inbox with the live unread count (the conversations feature's). */
  inboxLink?: ReactNode;
}) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  useNavigationEffects();
  return (
    <div className={styles.layout}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        {t('layout-skip-to-content')}
      </a>
      <Header moveLink={moveLink} inboxLink={inboxLink} />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <AppErrorBoundary>{children}</AppErrorBoundary>
      </main>
      {route?.hideFooter !== true && <Footer showSubscribe newsletter={newsletter} />}
      <CookieBanner />
    </div>
  );
}
