/** AboutUsPage (/za-nas, product §2): what Domovik is, what a visitor can do, for agencies and sellers, and the ways on. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { StaticPage } from '../components/StaticPage.tsx';
import styles from '../content.module.css';
import pages from '../../../layout/pages.module.css';

const SECTIONS = ['story', 'what', 'business', 'values'] as const;

export default function AboutUsPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('page-title-AboutUsPage')} lead={t('content-about-lead')} prefix="content-about" sections={SECTIONS}>
      <div className={styles.actions}>
        <Link to={hrefFor('PropertySearchPage')} className={pages.primaryLink}>
          {t('content-about-cta-properties')}
        </Link>
        <Link to={hrefFor('Marketplace')} className={pages.secondaryLink}>
          {t('content-about-cta-shop')}
        </Link>
        <Link to={hrefFor('Contacts')} className={pages.secondaryLink}>
          {t('content-about-cta-contact')}
        </Link>
      </div>
    </StaticPage>
  );
}
