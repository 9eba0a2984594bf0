/**
 * Favorites kept in browser storage (product §3): grouped by type, then keyed by id. Every function
 * returns a new object and leaves its arguments untouched.
 */
import type { Cents } from './money.ts';

export type FavoriteType = 'product' | 'property' | 'roommate';

export interface FavoriteItem {
  id: number;
  type: FavoriteType;
  title: string;
  image?: string | null;
  price?: Cents | null;
}

export type Favorites = Record<string, Record<string, FavoriteItem>>;

export function emptyFavorites(): Favorites {
  return {};
}

export function hasFavorite(favorites: Favorites, type: FavoriteType, id: number | string): boolean {
  return favorites[type]?.[String(id)] !== undefined;
}

/** Adds the item when absent, removes it when present; an emptied type group disappears. */
export function toggleFavorite(favorites: Favorites, item: FavoriteItem): Favorites {
  const key = String(item.id);
  const group = { ...favorites[item.type] };
  if (group[key] === undefined) {
    return { ...favorites, [item.type]: { ...group, [key]: { ...item } } };
  }
  delete group[key];
  const next = { ...favorites };
  if (Object.keys(group).length === 0) delete next[item.type];
  else next[item.type] = group;
  return next;
}

/** Items of one type, or of all types, ordered by type then id (numerically). */
export function listFavorites(favorites: Favorites, type?: FavoriteType): FavoriteItem[] {
  const types = type === undefined ? Object.keys(favorites).sort() : [type];
  return types.flatMap((t) => Object.values(favorites[t] ?? {}).sort((a, b) => a.id - b.id));
}
