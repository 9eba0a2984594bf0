import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/Spinner.tsx';
import styles from './PageFallback.module.css';

/** What a page shows while its chunk loads. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className={styles.fallback}>
      <Spinner size="large" label={t('loading')} />
    </div>
  );
}
