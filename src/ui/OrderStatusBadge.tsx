/** An order's status as a coloured label (its words, never colour alone): the buyer's and the vendor's order pages. */
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../domain/orders.ts';
import { Pill } from './Pill.tsx';
import type { PillTone } from './Pill.tsx';

const ORDER_TONES: Record<OrderStatus, PillTone> = {
  new: 'orange',
  confirmed: 'grey',
  shipped: 'grey',
  delivered: 'green',
  cancelled: 'red',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Pill tone={ORDER_TONES[status]}>
      {t(`vendor-order-status-${status}`)}
    </Pill>
  );
}
