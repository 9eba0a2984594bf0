/** An order's or an import's status as a coloured label (its words, never colour alone). */
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../../domain/orders.ts';
import type { ProductImportStatus } from '../../../../domain/productImports.ts';
import { Pill } from '../../../ui/Pill.tsx';
import type { PillTone } from '../../../ui/Pill.tsx';
import styles from '../vendor.module.css';

const ORDER_TONES: Record<OrderStatus, PillTone> = {
  new: 'orange',
  confirmed: 'grey',
  shipped: 'grey',
  delivered: 'green',
  cancelled: 'red',
};

const IMPORT_TONES: Record<ProductImportStatus, PillTone> = {
  parsing: 'grey',
  parsed: 'orange',
  publishing: 'grey',
  completed: 'green',
  failed: 'red',
  cancelled: 'red',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Pill tone={ORDER_TONES[status]} className={styles.badge}>
      {t(`vendor-order-status-${status}`)}
    </Pill>
  );
}

export function ImportStatusBadge({ status }: { status: ProductImportStatus }) {
  const { t } = useTranslation();
  return (
    <Pill tone={IMPORT_TONES[status]} className={styles.badge}>
      {t(`vendor-import-status-${status}`)}
    </Pill>
  );
}
