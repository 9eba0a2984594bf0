/**
 * A product price in euro as a consumer must see it (product §10 "Money": integer cents, Intl
 * formatting): the price with VAT first, the net price with the VAT note beside it, smaller. On a
 * promotion the old price with VAT is struck through beside the new one. The gross is the
 * domain's grossOf, the price with VAT one unit has in the cart (domain/cart.ts, grossLineTotals).
 */
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { unitPrice } from '../../domain/cart.ts';
import { grossOf } from '../../domain/money.ts';
import type { Cents } from '../../domain/money.ts';
import { useMoney } from './useMoney.ts';
import styles from './Price.module.css';

export interface PriceProps {
  /** Net prices, as stored. */
  price: Cents;
  promoPrice?: Cents | null;
  size?: 'medium' | 'large';
  className?: string;
}

export function Price({ price, promoPrice, size = 'medium', className }: PriceProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const charged = unitPrice({ price, promoPrice });
  const onPromo = promoPrice != null && promoPrice < price;
  return (
    <span className={clsx(styles.price, size === 'large' && styles.large, className)}>
      <span className={clsx(styles.current, onPromo && styles.promo)}>
        {onPromo && <span className="visually-hidden">{t('price-promo')} </span>}
        {money(grossOf(charged))}
      </span>
      {onPromo && (
        <del className={styles.old}>
          <span className="visually-hidden">{t('price-old')} </span>
          {money(grossOf(price))}
        </del>
      )}
      <span className={styles.note}>{t('price-vat-note', { net: money(charged) })}</span>
    </span>
  );
}
