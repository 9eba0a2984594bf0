/** Any path outside the route table. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../domain/routes.ts';
import { PageTitle } from '../ui/PageTitle.tsx';
import styles from './pages.module.css';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.notice}>
      <PageTitle title={t('not-found-title')} />
      <p className={styles.bigCode} aria-hidden="true">
        404
      </p>
      <h1>{t('not-found-title')}</h1>
      <p className={styles.lead}>{t('not-found-text')}</p>
      <div className={styles.noticeActions}>
        <Link to={hrefFor('Index')} className={styles.primaryLink}>
          {t('back-to-home')}
        </Link>
        <Link to={hrefFor('Contacts')} className={styles.secondaryLink}>
          {t('nav-contacts')}
        </Link>
      </div>
    </section>
  );
}
