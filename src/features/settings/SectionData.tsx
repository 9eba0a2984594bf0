/** A settings section's data: a small spinner while it loads, the failure with Retry, then the section. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../layout/StatusViews.tsx';
import type { QueryLike } from '../../layout/StatusViews.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import styles from './settings.module.css';

export function SectionData<T>({ query, children }: { query: QueryLike<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) {
    return (
      <div className={styles.loading}>
        <Spinner label={t('loading')} />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
