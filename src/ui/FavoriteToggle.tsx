/** The heart button that keeps an item in the favorites (product §3 "Favorites"; browser storage). */
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import type { FavoriteItem } from '../../domain/favorites.ts';
import { selectIsFavorite, toggleFavorite } from '../store/favoritesSlice.ts';
import { useAppDispatch, useAppSelector } from '../store/hooks.ts';
import styles from './FavoriteToggle.module.css';

export interface FavoriteToggleProps {
  item: FavoriteItem;
  /** Shows the words beside the heart (the product page); the lists show the heart alone. */
  withLabel?: boolean;
}

export function FavoriteToggle({ item, withLabel = false }: FavoriteToggleProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const favorite = useAppSelector(selectIsFavorite(item.type, item.id));
  const label = t(favorite ? 'favorite-remove' : 'favorite-add', { title: item.title });
  return (
    <button
      type="button"
      className={clsx(styles.toggle, favorite && styles.on, withLabel && styles.withLabel)}
      aria-pressed={favorite}
      aria-label={withLabel ? undefined : label}
      title={label}
      onClick={() => dispatch(toggleFavorite(item))}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"
          fill={favorite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {withLabel && <span>{t(favorite ? 'favorite-saved' : 'favorite-save')}</span>}
    </button>
  );
}
