/**
 * The placeholder of every page a later issue fills: its own title (a 'page-title-<RouteName>'
 * key) and a translated "coming soon" note with a way back home. One component for all of them.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../domain/routes.ts';
import { PageMark } from './PageMark.tsx';
import { PageTitle } from '../ui/PageTitle.tsx';
import styles from './pages.module.css';

interface ComingSoonPageProps {
  /** Translation key of the page's title, e.g. 'page-title-Cart'. */
  titleKey: string;
}

export default function ComingSoonPage({ titleKey }: ComingSoonPageProps) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <section className={styles.notice}>
      <PageTitle title={title} />
      <PageMark />
      <h1>{title}</h1>
      <p className={styles.lead}>{t('coming-soon-text')}</p>
      <Link to={hrefFor('Index')} className={styles.primaryLink}>
        {t('back-to-home')}
      </Link>
    </section>
  );
}
