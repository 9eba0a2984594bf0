/**
 * A product's stock as a buyer reads it (domain stockLevel): in stock, only N left, or out of
 * stock, on the cards and the product page.
 */
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { stockLevel } from '../../domain/products.ts';
import styles from './StockLabel.module.css';

export function StockLabel({ stock, className }: { stock: number; className?: string }) {
  const { t } = useTranslation();
  const level = stockLevel(stock);
  return (
    <span className={clsx(styles.stock, styles[level.kind], className)}>
      {level.kind === 'out' ? t('stock-out') : level.kind === 'low' ? t('stock-low', { count: level.left }) : t('stock-in')}
    </span>
  );
}
