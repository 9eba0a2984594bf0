/** What a page shows while its data loads, when the call failed (with a retry) and when there is nothing. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../api/errors.ts';
import { PageFallback } from './PageFallback.tsx';
import { Button } from '../ui/Button.tsx';
import { translateMessage } from '../ui/translateMessage.ts';
import styles from './StatusViews.module.css';

/** The shell's page fallback: the footer waits meanwhile, so it is not pushed down when the content comes (no layout shift). */
export function Loading() {
  return <PageFallback />;
}

/** The call failed: the server's message when it gave one, else a generic line, and Retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translator = useTranslation();
  const { t } = translator;
  const message = serverMessage(error);
  return (
    <div className={styles.status} role="alert">
      <p>{message ? translateMessage(translator, message) : t('load-error')}</p>
      <Button theme="outline-orange" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

export function Empty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.status}>
      <p className={styles.emptyText}>{children}</p>
      {action}
    </div>
  );
}

/** A 404 from the server: the thing asked for does not exist (any more). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/** What QueryResult needs of an RTK Query hook's result. */
export interface QueryLike<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * The four states of a page's data: loading, failed (with Retry), empty (`empty`, when
 * `isEmpty` says so) and loaded (`children` with the data).
 */
export function QueryResult<T>({
  query,
  isEmpty = () => false,
  empty,
  children,
}: {
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <Loading />;
  if (isEmpty(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
