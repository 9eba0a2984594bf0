/** Moving (/premestvane): movers, packing and the van with a driver, their prices, and the way to order. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import type { PageAddress } from '../../../layout/lazyPage.tsx';
import { catalogueApi } from '../../../api/catalogue.ts';
import { ServiceLanding } from '../components/ServiceLanding.tsx';
import styles from '../services.module.css';

/** The moving catalogue the page lists, asked for before it renders. */
export function prefetch({ dispatch }: PageAddress): void {
  dispatch(catalogueApi.util.prefetch('listCleaningServices', { cleaningType: 'moving' }, {}));
}

export default function MovingPage() {
  const { t } = useTranslation();
  return (
    <ServiceLanding
      title={t('page-title-MovingPage')}
      lead={t('services-moving-lead')}
      catalogues={[{ cleaningType: 'moving' }]}
      actions={
        <Link to={hrefFor('SelectMovingServicePage')} className={styles.action}>
          {t('services-moving-order')}
        </Link>
      }
    />
  );
}
