/** Interior design (/interior): what help Domovik offers, with the way to the shop's rooms and to a designer. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import styles from '../services.module.css';

export default function InteriorPage() {
  const { t } = useTranslation();
  const title = t('page-title-InteriorPage');
  return (
    <PageContainer>
      <PageTitle title={title} />
      <div className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{t('interior-lead')}</p>
      </div>
      <div className={`${styles.intro} ${styles.section}`}>
        <section aria-labelledby="interior-rooms">
          <h2 id="interior-rooms">{t('interior-rooms-title')}</h2>
          <p>{t('interior-rooms-text')}</p>
          <Link to={hrefFor('MarketplaceProductCategories')} className={styles.action}>
            {t('interior-rooms-action')}
          </Link>
        </section>
        <section aria-labelledby="interior-advice">
          <h2 id="interior-advice">{t('interior-advice-title')}</h2>
          <p>{t('interior-advice-text')}</p>
          <Link to={hrefFor('Contacts')} className={styles.secondaryAction}>
            {t('interior-advice-action')}
          </Link>
        </section>
      </div>
      <section className={styles.section} aria-labelledby="interior-points">
        <h2 id="interior-points" className={styles.sectionTitle}>
          {t('interior-points-title')}
        </h2>
        <ul className={styles.points}>
          <li>{t('interior-point-rental')}</li>
          <li>{t('interior-point-small')}</li>
          <li>{t('interior-point-budget')}</li>
        </ul>
      </section>
    </PageContainer>
  );
}
