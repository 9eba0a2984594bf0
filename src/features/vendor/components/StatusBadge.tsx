/** An order's or an import's status as a coloured label (its words, never colour alone). */
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import type { OrderStatus } from '../../../../domain/orders.ts';
import type { ProductImportStatus } from '../../../../domain/productImports.ts';
import styles from '../vendor.module.css';

type Tone = 'new' | 'progress' | 'done' | 'stopped';

const ORDER_TONES: Record<OrderStatus, Tone> = {
  new: 'new',
  confirmed: 'progress',
  shipped: 'progress',
  delivered: 'done',
  cancelled: 'stopped',
};

const IMPORT_TONES: Record<ProductImportStatus, Tone> = {
  parsing: 'progress',
  parsed: 'new',
  publishing: 'progress',
  completed: 'done',
  failed: 'stopped',
  cancelled: 'stopped',
};

const TONE_CLASS: Record<Tone, string | undefined> = {
  new: styles.toneNew,
  progress: styles.toneProgress,
  done: styles.toneDone,
  stopped: styles.toneStopped,
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <span className={clsx(styles.badge, TONE_CLASS[ORDER_TONES[status]])}>{t(`vendor-order-status-${status}`)}</span>;
}

export function ImportStatusBadge({ status }: { status: ProductImportStatus }) {
  const { t } = useTranslation();
  return <span className={clsx(styles.badge, TONE_CLASS[IMPORT_TONES[status]])}>{t(`vendor-import-status-${status}`)}</span>;
}
