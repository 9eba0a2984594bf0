/**
 * A product price in euro (product §10 "Money": integer cents, Intl formatting): the price
 * charged (promoPrice when present, else price), the old price struck through beside a promo
 * price, and the "excl. VAT" note, since listed prices exclude VAT.
 */
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { unitPrice } from '../../domain/cart.ts';
import type { Cents } from '../../domain/money.ts';
import { useMoney } from './useMoney.ts';
import styles from './Price.module.css';

export interface PriceProps {
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
        {money(charged)}
      </span>
      {onPromo && (
        <del className={styles.old}>
          <span className="visually-hidden">{t('price-old')} </span>
          {money(price)}
        </del>
      )}
      <span className={styles.note}>{t('price-excl-vat')}</span>
    </span>
  );
}

