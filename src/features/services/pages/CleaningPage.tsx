/** Cleaning (/pochistvane): one-time and deep cleaning, their services and prices, and the way to order. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import type { PageAddress } from '../../../layout/lazyPage.tsx';
import { catalogueApi } from '../../../api/catalogue.ts';
import { ServiceLanding } from '../components/ServiceLanding.tsx';
import styles from '../services.module.css';

/** Both catalogues the page lists, asked for before it renders (on the server, and for the first page of a visit). */
export function prefetch({ dispatch }: PageAddress): void {
  dispatch(catalogueApi.util.prefetch('listCleaningServices', { cleaningType: 'one-time' }, {}));
  dispatch(catalogueApi.util.prefetch('listCleaningServices', { cleaningType: 'deep' }, {}));
}

export default function CleaningPage() {
  const { t } = useTranslation();
  return (
    <ServiceLanding
      title={t('page-title-CleaningPage')}
      lead={t('services-cleaning-lead')}
      catalogues={[
        { cleaningType: 'one-time', heading: t('services-type-one-time') },
        { cleaningType: 'deep', heading: t('services-type-deep') },
      ]}
      actions={
        <>
          <Link to={hrefFor('SelectCleaningServicePage')} className={styles.action}>
            {t('services-cleaning-order-one-time')}
          </Link>
          <Link to={hrefFor('SelectCleaningServicePage', {}, { type: 'deep' })} className={styles.secondaryAction}>
            {t('services-cleaning-order-deep')}
          </Link>
        </>
      }
    />
  );
}
