/** Choose a moving service (/premestvane/uslugi): movers, packing, boxes, or the van with a driver. */
import { useTranslation } from 'react-i18next';
import type { PageAddress } from '../../../layout/lazyPage.tsx';
import { catalogueApi } from '../../../api/catalogue.ts';
import { ServiceSelection } from '../components/ServiceSelection.tsx';

/** The moving catalogue, asked for before the page renders. */
export function prefetch({ dispatch }: PageAddress): void {
  dispatch(catalogueApi.util.prefetch('listCleaningServices', { cleaningType: 'moving' }, {}));
}

export default function SelectMovingServicePage() {
  const { t } = useTranslation();
  return <ServiceSelection cleaningType="moving" title={t('page-title-SelectMovingServicePage')} lead={t('services-selection-lead-moving')} />;
}
