/**
 * Choose a cleaning service (/pochistvane/uslugi?type=deep): one-time cleaning by default, deep
 * cleaning with ?type=deep (the kind is in the address, so it can be shared and reloaded).
 */
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import type { PageAddress } from '../../../layout/lazyPage.tsx';
import { catalogueApi } from '../../../api/catalogue.ts';
import { ServiceSelection } from '../components/ServiceSelection.tsx';
import styles from '../services.module.css';

const KINDS = ['one-time', 'deep'] as const;

/** The kind of cleaning the address asks for. */
function kindOf(search: URLSearchParams): (typeof KINDS)[number] {
  return search.get('type') === 'deep' ? 'deep' : 'one-time';
}

/** The catalogue of the address's kind, asked for before the page renders. */
export function prefetch({ search, dispatch }: PageAddress): void {
  dispatch(catalogueApi.util.prefetch('listCleaningServices', { cleaningType: kindOf(search) }, {}));
}

export default function SelectCleaningServicePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind = kindOf(params);
  return (
    <ServiceSelection
      key={kind}
      cleaningType={kind}
      title={t('page-title-SelectCleaningServicePage')}
      lead={t(`services-selection-lead-${kind}`)}
      nav={
        <nav aria-label={t('services-types-label')} className={styles.tabs}>
          {KINDS.map((each) => (
            <Link
              key={each}
              to={hrefFor('SelectCleaningServicePage', {}, each === 'deep' ? { type: 'deep' } : undefined)}
              className={styles.tab}
              aria-current={each === kind ? 'page' : undefined}
            >
              {t(`services-type-${each}`)}
            </Link>
          ))}
        </nav>
      }
    />
  );
}
