/**
 * Favorites (product §3), persisted in localStorage by redux-persist; the state is the domain's
 * Favorites and the reducer delegates to domain/favorites.ts.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import * as domainFavorites from '../../domain/favorites.ts';
import type { FavoriteItem, FavoriteType, Favorites } from '../../domain/favorites.ts';

interface FavoritesRootState {
  favorites: Favorites;
}

const favoritesSlice = createSlice({
  name: 'favorites',
  initialState: domainFavorites.emptyFavorites,
  reducers: {
    /** Adds the item when absent, removes it when present. */
    toggleFavorite(state, action: PayloadAction<FavoriteItem>) {
      return domainFavorites.toggleFavorite(state, action.payload);
    },
    /** Forgets every favorite (an account deleted: docs/privacy.md). */
    clearFavorites() {
      return domainFavorites.emptyFavorites();
    },
  },
});

export const { toggleFavorite, clearFavorites } = favoritesSlice.actions;
export const favoritesReducer = favoritesSlice.reducer;

export const selectIsFavorite =
  (type: FavoriteType, id: number | string) =>
  (state: FavoritesRootState): boolean =>
    domainFavorites.hasFavorite(state.favorites, type, id);

/** Memoized per favorites object and type, so the list is stable between renders. */
const listsByFavorites = new WeakMap<Favorites, Map<FavoriteType | 'all', FavoriteItem[]>>();
export const selectFavoritesList =
  (type?: FavoriteType) =>
  (state: FavoritesRootState): FavoriteItem[] => {
    let lists = listsByFavorites.get(state.favorites);
    if (lists === undefined) {
      lists = new Map();
      listsByFavorites.set(state.favorites, lists);
    }
    const key = type ?? 'all';
    let list = lists.get(key);
    if (list === undefined) {
      list = domainFavorites.listFavorites(state.favorites, type);
      lists.set(key, list);
    }
    return list;
  };
