/**
 * The Redux store: RTK Query's cache (the one base API every area injects into) and the four browser-persisted slices.
 * redux-persist keeps ONLY cart, favorites, cleaningCart and movePlan (a visitor's move-in plan) in localStorage (key
 * `persist:domovik`), never the API cache. `makeStore` builds a fresh store (one per test) with
 * the plain reducers; persistence (persistence.ts) swaps in redux-persist's reducer when it
 * starts, so redux-persist is not in the first download (main.tsx loads it on demand).
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist/lib/constants';
import type { PersistState } from 'redux-persist';
import { baseApi } from '../api/baseApi.ts';
import type { ApiExtra } from '../api/baseApi.ts';
import { cartReducer } from './cartSlice.ts';
import { favoritesReducer } from './favoritesSlice.ts';
import { cleaningCartReducer } from './cleaningCartSlice.ts';
import { movePlanReducer } from './movePlanSlice.ts';

export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  cart: cartReducer,
  favorites: favoritesReducer,
  cleaningCart: cleaningCartReducer,
  movePlan: movePlanReducer,
});

export type RootReducerState = ReturnType<typeof rootReducer>;

/** The localStorage key redux-persist writes (`persist:` + the key in persistence.ts). */
export const PERSIST_STORAGE_KEY = 'persist:domovik';

/** The persisted slices' bookkeeping, there once persistence has started (persistence.ts). */
export type RootState = RootReducerState & { _persist?: PersistState };

/**
 * A fresh store; `preloadedState` seeds any slice (tests); `extra` reaches the base query (the
 * server's renderer gives its in-process API).
 */
export function makeStore(preloadedState?: Partial<RootReducerState>, extra: ApiExtra = {}) {
  const store = configureStore({
    reducer: rootReducer as Reducer<RootState>,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        // Development-only checks; each warns in the console when it takes over 200 ms.
        immutableCheck: { warnAfter: 200 },
        serializableCheck: { warnAfter: 200, ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(baseApi.middleware),
  });
  // refetchOnFocus / refetchOnReconnect support for queries that ask for it.
  setupListeners(store.dispatch);
  return store;
}

/**
 * Whether the persisted slices have been read from storage: false until persistence starts
 * (a hydrating page starts it after its first render, main.tsx).
 */
export const selectRehydrated = (state: RootState): boolean => (state._persist as PersistState | undefined)?.rehydrated === true;

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
