/** An import's status as a coloured label (its words, never colour alone); an order's is ui/OrderStatusBadge. */
import { useTranslation } from 'react-i18next';
import type { ProductImportStatus } from '../../../../domain/productImports.ts';
import { Pill } from '../../../ui/Pill.tsx';
import type { PillTone } from '../../../ui/Pill.tsx';

const IMPORT_TONES: Record<ProductImportStatus, PillTone> = {
  parsing: 'grey',
  parsed: 'orange',
  publishing: 'grey',
  completed: 'green',
  failed: 'red',
  cancelled: 'red',
};

export function ImportStatusBadge({ status }: { status: ProductImportStatus }) {
  const { t } = useTranslation();
  return (
    <Pill tone={IMPORT_TONES[status]}>
      {t(`vendor-import-status-${status}`)}
    </Pill>
  );
}
