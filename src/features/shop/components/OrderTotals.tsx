/**
 * An order's totals as lines a buyer can add up: the products with VAT, the VAT they include
 * (not added again), each shop's delivery by its name, and the total the server charged. The
 * groups carry the server's own amounts (it priced the order).
 */
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../ui/useMoney.ts';
import type { Order } from '../api.ts';
import styles from './OrderTotals.module.css';

export function OrderTotals({ order }: { order: Pick<Order, 'groups' | 'totalOrderAmount'> }) {
  const { t } = useTranslation();
  const money = useMoney();
  const products = order.groups.reduce((sum, group) => sum + group.totalAmount + group.totalTaxes, 0);
  const vat = order.groups.reduce((sum, group) => sum + group.totalTaxes, 0);
  return (
    <dl className={styles.totals}>
      <div className={styles.row}>
        <dt>{t('order-totals-products')}</dt>
        <dd>{money(products)}</dd>
      </div>
      <div className={styles.included}>
        <dt>{t('order-totals-vat')}</dt>
        <dd>{money(vat)}</dd>
      </div>
      {order.groups.map((group) => (
        <div key={group.vendor.id} className={styles.row}>
          <dt>{t('order-totals-delivery', { shop: group.vendor.name })}</dt>
          <dd>{group.delivery === 0 ? t('cart-delivery-free') : money(group.delivery)}</dd>
        </div>
      ))}
      <div className={styles.total}>
        <dt>{t('cart-grand-total')}</dt>
        <dd>{money(order.totalOrderAmount)}</dd>
      </div>
    </dl>
  );
}
