/** Choose a moving service (/premestvane/uslugi): movers, packing, boxes, or the van with a driver. */
import { useTranslation } from 'react-i18next';
import { ServiceSelection } from '../components/ServiceSelection.tsx';

export default function SelectMovingServicePage() {
  const { t } = useTranslation();
  return <ServiceSelection cleaningType="moving" title={t('page-title-SelectMovingServicePage')} lead={t('services-selection-lead-moving')} />;
}
