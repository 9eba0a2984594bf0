/**
 * The Redux store: RTK Query's cache (the one base API every area injects into) and the three browser-persisted slices.
 * redux-persist keeps ONLY cart, favorites and cleaningCart in localStorage (key
 * `persist:domovik`), never the API cache. `makeStore` builds a fresh store (one per test);
 * `persistAppStore` starts persistence (rehydrate, then write on change) and is called by
 * main.tsx, and by tests that exercise persistence; `syncAcrossTabs` keeps the persisted slices
 * of every open tab in step.
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import type { PersistConfig, PersistState, Persistor, Storage } from 'redux-persist';
import { baseApi } from '../api/baseApi.ts';
import type { ApiExtra } from '../api/baseApi.ts';
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
const PERSISTED_KEYS = ['cart', 'favorites', 'cleaningCart'] as const satisfies readonly (keyof RootReducerState)[];
const PERSIST_KEY = 'domovik';
/** The localStorage key redux-persist writes (`persist:` + PERSIST_KEY). */
export const PERSIST_STORAGE_KEY = `persist:${PERSIST_KEY}`;

const memoryFallback = new Map<string, string>();

/**
 * localStorage as redux-persist's async storage. When it is unavailable (privacy modes,
 * blocked storage) the state lives in memory for this page instead of failing.
 */
const localStorageAdapter: Storage = {
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

/**
 * A fresh store; `preloadedState` seeds any slice (tests); `extra` reaches the base query (the
 * server's renderer gives its in-process API).
 */
export function makeStore(preloadedState?: Partial<RootReducerState>, extra: ApiExtra = {}) {
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        // Development-only checks; a generous time budget keeps slow machines from warning.
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

/**
 * Starts persistence: rehydrates the persisted slices, then saves them on every change.
 * redux-persist writes a change a few timer ticks later (one slice a tick); a page left
 * meanwhile (a reload, a link out, a closed tab right after "add to cart") would lose it, so
 * what is pending is written at once when the page goes (`pagehide`; the storage is synchronous).
 */
export function persistAppStore(store: AppStore, onRehydrated?: () => void, target: Window = window): Persistor {
  const persistor = persistStore(store, null, onRehydrated);
  target.addEventListener('pagehide', () => void persistor.flush());
  return persistor;
}

/**
 * Another tab of the site wrote the persisted slices (its cart or favorites changed): take them
 * over here too, so a second open tab shows the change without a reload. The browser fires
 * `storage` only in the other tabs and only for a changed value, so the write-back that follows
 * this rehydration (the same text) fires nothing and tabs never echo each other.
 */
export function syncAcrossTabs(store: AppStore, target: Window = window): () => void {
  const onStorage = (event: StorageEvent): void => {
    if (event.key !== PERSIST_STORAGE_KEY || event.newValue === null) return;
    try {
      const stored = JSON.parse(event.newValue) as Record<string, unknown>;
      const payload = Object.fromEntries(
        PERSISTED_KEYS.flatMap((key) => (typeof stored[key] === 'string' ? [[key, JSON.parse(stored[key])]] : [])),
      );
      store.dispatch({ type: REHYDRATE, key: PERSIST_KEY, payload });
    } catch {
      // Not redux-persist's format (written by something else): keep what this tab has.
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
