/** A service's price per unit ("€12.00 per hour", "€150.00 a month"). */
import { useTranslation } from 'react-i18next';
import type { CleaningService } from '../../../../domain/cleaning.ts';
import { useMoney } from '../../../ui/useMoney.ts';

export function ServicePrice({ service }: { service: Pick<CleaningService, 'price' | 'unit' | 'months'> }) {
  const { t } = useTranslation();
  const money = useMoney();
  const per = service.months === undefined ? service.unit : 'months';
  return <>{t(`services-price-${per}`, { price: money(service.price) })}</>;
}
