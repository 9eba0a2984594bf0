/**
 * The Redux store: RTK Query's cache (the one base API every area injects into) and the three browser-persisted slices.
 * redux-persist keeps ONLY cart, favorites and cleaningCart in localStorage (key
 * `persist:domovik`), never the API cache. `makeStore` builds a fresh store (one per test);
 * `persistAppStore` starts persistence (rehydrate, then write on change) and is called by
 * main.tsx, and by tests that exercise persistence.
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import type { PersistConfig, Persistor, Storage } from 'redux-persist';
import { baseApi } from '../api/baseApi.ts';
import { cartReducer } from './cartSlice.ts';
import { favoritesReducer } from './favoritesSlice.ts';
import { cleaningCartReducer } from './cleaningCartSlice.ts';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  cart: cartReducer,
  favorites: favoritesReducer,
  cleaningCart: cleaningCartReducer,
});

type RootReducerState = ReturnType<typeof rootReducer>;

/** The slices kept in browser storage; everything else starts fresh on every page load. */
export const PERSISTED_KEYS = ['cart', 'favorites', 'cleaningCart'] as const satisfies readonly (keyof RootReducerState)[];
export const PERSIST_KEY = 'domovik';
/** The localStorage key redux-persist writes (`persist:` + PERSIST_KEY). */
export const PERSIST_STORAGE_KEY = `persist:${PERSIST_KEY}`;

const memoryFallback = new Map<string, string>();

/**
 * localStorage as redux-persist's async storage. When it is unavailable (privacy modes,
 * blocked storage) the state lives in memory for this page instead of failing.
 */
export const localStorageAdapter: Storage = {
  getItem(key: string): Promise<string | null> {
    try {
      return Promise.resolve(localStorage.getItem(key));
    } catch {
      return Promise.resolve(memoryFallback.get(key) ?? null);
    }
  },
  setItem(key: string, value: string): Promise<void> {
    try {
      localStorage.setItem(key, value);
    } catch {
      memoryFallback.set(key, value);
    }
    return Promise.resolve();
  },
  removeItem(key: string): Promise<void> {
    try {
      localStorage.removeItem(key);
    } catch {
      memoryFallback.delete(key);
    }
    return Promise.resolve();
  },
};

const persistConfig: PersistConfig<RootReducerState> = {
  key: PERSIST_KEY,
  version: 1,
  storage: localStorageAdapter,
  whitelist: [...PERSISTED_KEYS],
};

const persistedReducer = persistReducer(persistConfig, rootReducer);

export type RootState = ReturnType<typeof persistedReducer>;

/** A fresh store; `preloadedState` seeds any slice (tests). */
export function makeStore(preloadedState?: Partial<RootReducerState>) {
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // Development-only checks; a generous time budget keeps slow machines from warning.
        immutableCheck: { warnAfter: 200 },
        serializableCheck: { warnAfter: 200, ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(baseApi.middleware),
  });
  // refetchOnFocus / refetchOnReconnect support for queries that ask for it.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;

/** Starts persistence: rehydrates the persisted slices, then saves them on every change. */
export function persistAppStore(store: AppStore, onRehydrated?: () => void): Persistor {
  return persistStore(store, null, onRehydrated);
}
