/**
 * The app's own error boundaries (react-error-boundary): a render error that no nearer boundary
 * handles (ChunkErrorBoundary takes only chunk-load failures) shows a translated error page
 * instead of unmounting the app. Two sit in the shell: one around the page inside the layout, so
 * the header and footer stay, and an outermost one for when the layout itself throws. Either
 * starts again when the address changes. The error is reported by createRoot's onCaughtError
 * (src/app/reportError.ts), not here.
 */
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { hrefFor } from '../../domain/routes.ts';
import { Button } from '../ui/Button.tsx';
import { PageTitle } from '../ui/PageTitle.tsx';
import styles from './pages.module.css';

/** What a visitor sees in place of a page that failed to render: Try again, or the home page. */
function ErrorPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page the visitor was on is gone: a screen reader starts again at what replaced it.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className={styles.notice}>
      <PageTitle title={t('error-page-title')} />
      <h1 ref={heading} tabIndex={-1}>
        {t('error-page-title')}
      </h1>
      <p className={styles.lead}>{t('error-page-text')}</p>
      <div className={styles.noticeActions}>
        <Button theme="solid-orange" size="medium" onClick={onRetry}>
          {t('error-page-retry')}
        </Button>
        <Link to={hrefFor('Index')} className={styles.secondaryLink}>
          {t('back-to-home')}
        </Link>
      </div>
    </section>
  );
}

/** Shows ErrorPage when what is below it throws; a new address renders it anew. */
export function AppErrorBoundary({ children }: { children?: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary resetKeys={[location.key]} fallbackRender={({ resetErrorBoundary }) => <ErrorPage onRetry={resetErrorBoundary} />}>
      {children}
    </ErrorBoundary>
  );
}
