/**
 * Persistence of the store's browser slices (cart, favorites, cleaningCart, movePlan) by redux-persist, in
 * localStorage under PERSIST_STORAGE_KEY, never the API cache. Its own module, which main.tsx
 * loads on demand: a hydrating page starts persistence only after its first render, so
 * redux-persist stays out of the first download. Starting it swaps redux-persist's reducer in
 * for the store's plain one (the state is kept: it passes through until persistence begins).
 */
import type { Reducer } from '@reduxjs/toolkit';
import { REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import type { PersistConfig, Persistor, Storage } from 'redux-persist';
import { PERSIST_STORAGE_KEY, rootReducer } from './store.ts';
import type { AppStore, RootReducerState, RootState } from './store.ts';

/** The slices kept in browser storage; everything else starts fresh on every page load. */
const PERSISTED_KEYS = ['cart', 'favorites', 'cleaningCart', 'movePlan'] as const satisfies readonly (keyof RootReducerState)[];
const PERSIST_KEY = 'domovik';

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

/** The stores that already run redux-persist's reducer (one reducer per store: it keeps the store's writer). */
const persisting = new WeakSet<AppStore>();

function installPersistedReducer(store: AppStore): void {
  if (persisting.has(store)) return;
  persisting.add(store);
  // Its state type says `_persist` is always there; until PERSIST it is not (RootState).
  store.replaceReducer(persistReducer(persistConfig, rootReducer) as Reducer<RootState>);
}

/**
 * Starts persistence: rehydrates the persisted slices, then saves them on every change.
 * redux-persist writes a change a few timer ticks later (one slice a tick); a page left
 * meanwhile (a reload, a link out, a closed tab right after "add to cart") would lose it, so
 * what is pending is written at once when the page goes (`pagehide`; the storage is synchronous).
 */
export function persistAppStore(store: AppStore, onRehydrated?: () => void, target: Window = window): Persistor {
  installPersistedReducer(store);
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
  installPersistedReducer(store);
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
