/**
 * Furnishing, room by room (decision 0031): each room of the home with its essentials, ticked by
 * what is in the cart (its lines' categories), each essential linking to the shop's category and
 * each room to the shop's room; then a delivery window for each vendor in the cart.
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Cart } from '../../../../domain/cart.ts';
import { cartLines } from '../../../../domain/cart.ts';
import { furnishingChecklist } from '../../../../domain/move.ts';
import type { MovePlan, MoveWhen } from '../../../../domain/move.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import { useListProductCategoriesQuery } from '../../../api/catalogue.ts';
import type { FurnishingEvent } from '../../../machines/movePlan.ts';
import { WhenPicker } from './WhenPicker.tsx';
import styles from '../move.module.css';

export function FurnishingStep({
  plan,
  cart,
  send,
  window,
}: {
  plan: MovePlan;
  cart: Cart;
  send: (event: FurnishingEvent) => void;
  window: { first: string; last: string };
}) {
  const { t } = useTranslation();
  const categories = useListProductCategoriesQuery({});
  const byKey = useMemo(() => new Map((categories.data ?? []).map((category) => [category.key, category])), [categories.data]);
  const categoriesOf = useMemo(() => {
    const keyOf = new Map((categories.data ?? []).map((category) => [category.id, category.key]));
    return Object.fromEntries(
      cartLines(cart).map(({ product }) => [String(product.id), (product.categoryIds ?? []).flatMap((id) => keyOf.get(id) ?? [])]),
    );
  }, [cart, categories.data]);
  const checklist = furnishingChecklist(plan.home, cart, categoriesOf);
  const vendors = Object.values(cart.vendors).map((group) => group.vendor);

  return (
    <div className={styles.stepBody}>
      <ul className={styles.rooms}>
        {checklist.map(({ room, items, done }) => {
          const name = room.number > 1 ? t('move-room-numbered', { room: t(`room-${room.room}`), number: room.number }) : t(`room-${room.room}`);
          return (
            <li key={room.key} className={styles.room}>
              <h3 className={styles.roomTitle}>
                <Link to={hrefFor('MarketplaceProductCategories', {}, { room: room.room })}>{name}</Link>
                {done && <span className={styles.roomDone}> · {t('move-room-done')}</span>}
              </h3>
              <ul className={styles.essentials}>
                {items.map(({ essential, done: ticked }) => {
                  const category = byKey.get(essential.category);
                  const label = t(`move-essential-${essential.key}`);
                  return (
                    <li key={essential.key} className={styles.essential} data-done={ticked}>
                      <span aria-hidden="true">{ticked ? '✓' : '○'}</span>
                      {category ? <Link to={hrefFor('MarketplaceCategoryPage', { id: category.id })}>{label}</Link> : <span>{label}</span>}
                      <span className="visually-hidden">{ticked ? t('move-essential-in-cart') : t('move-essential-missing')}</span>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
      {vendors.length === 0 ? (
        <p className={styles.lead}>{t('move-furnishing-empty-cart')}</p>
      ) : (
        <div className={styles.deliveries}>
          <h3 className={styles.roomTitle}>{t('move-deliveries')}</h3>
          <p className={styles.lead}>{t('move-deliveries-lead')}</p>
          {vendors.map((vendor) => (
            <WhenPicker
              key={vendor.id}
              label={t('move-delivery-of', { vendor: vendor.name })}
              when={plan.deliveries[String(vendor.id)] ?? null}
              window={window}
              onChange={(when: MoveWhen | null) => send({ type: 'furnishing.window', vendorId: vendor.id, when })}
            />
          ))}
        </div>
      )}
    </div>
  );
}
