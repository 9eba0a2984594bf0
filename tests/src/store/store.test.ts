import { PERSIST_STORAGE_KEY, makeStore } from '../../../src/store/store.ts';
import { persistAppStore, syncAcrossTabs } from '../../../src/store/persistence.ts';
import type { AppStore } from '../../../src/store/store.ts';
import { addToCart, selectCart, selectCartCount } from '../../../src/store/cartSlice.ts';
import { selectIsFavorite, toggleFavorite } from '../../../src/store/favoritesSlice.ts';
import { installCatalog, selectCleaningCart } from '../../../src/store/cleaningCartSlice.ts';
import { selectVisitorPlan, visitorPlanSaved } from '../../../src/store/movePlanSlice.ts';
import type { MovePlan } from '../../../domain/move.ts';

const LAMP = { id: 11, title: 'Lamp', price: 2500, promoPrice: 1999, vendor: { id: 3, name: 'Light shop', deliveryPrice: 500 } };

const PLAN: MovePlan = {
  home: { kind: 'flatmate', id: 4, cityId: 1, type: 'room', area: null, bedrooms: 0, bathrooms: 0, terrace: false, garden: false, availableFrom: '2026-12-10' },
  moveInDate: '2026-12-12',
  from: null,
  household: { people: 1, pets: 0 },
  moving: null,
  cleaning: null,
  deliveries: {},
  checkout: null,
};

function persisted(store: AppStore) {
  return new Promise<ReturnType<typeof persistAppStore>>((resolve) => {
    const persistor = persistAppStore(store, () => resolve(persistor));
  });
}

function storedSlices(): Record<string, unknown> {
  const raw = localStorage.getItem(PERSIST_STORAGE_KEY);
  if (raw === null) throw new Error('nothing persisted');
  return JSON.parse(raw) as Record<string, unknown>;
}

describe('store', () => {
  it('holds the API cache and the four browser slices', () => {
    const state = makeStore().getState();
    expect(Object.keys(state)).toEqual(expect.arrayContaining(['api', 'cart', 'favorites', 'cleaningCart', 'movePlan']));
    expect(selectCartCount(state)).toBe(0);
  });

  it('accepts preloaded slices and gives a fresh store each time', () => {
    const seeded = makeStore({ favorites: { product: { 5: { id: 5, type: 'product', title: 'Rug' } } } });
    expect(selectIsFavorite('product', 5)(seeded.getState())).toBe(true);
    expect(selectIsFavorite('product', 5)(makeStore().getState())).toBe(false);
  });

  it('persists only cart, favorites, cleaningCart and movePlan in localStorage, never the API cache', async () => {
    const store = makeStore();
    const persistor = await persisted(store);
    expect(store.dispatch(addToCart(LAMP, 2))).toBeNull();
    store.dispatch(toggleFavorite({ id: 5, type: 'product', title: 'Rug' }));
    store.dispatch(installCatalog('one-time', []));
    await persistor.flush();

    const slices = storedSlices();
    expect(Object.keys(slices).sort()).toEqual(['_persist', 'cart', 'cleaningCart', 'favorites', 'movePlan']);
    expect(slices).not.toHaveProperty('api');
    // redux-persist stores each slice as its own JSON string.
    expect(JSON.parse(slices.cart as string)).toEqual(selectCart(store.getState()));
    expect(JSON.parse(slices.cleaningCart as string)).toEqual(selectCleaningCart(store.getState()));
  });

  it('rehydrates a fresh store with the persisted cart, favorites and the visitor\'s move plan', async () => {
    const first = makeStore();
    const persistor = await persisted(first);
    first.dispatch(addToCart(LAMP, 3));
    first.dispatch(toggleFavorite({ id: 9, type: 'property', title: 'Flat' }));
    first.dispatch(visitorPlanSaved(PLAN));
    await persistor.flush();
    persistor.pause();

    const second = makeStore();
    expect(selectCartCount(second.getState())).toBe(0);
    await persisted(second);
    expect(selectCart(second.getState())).toEqual(selectCart(first.getState()));
    expect(selectCartCount(second.getState())).toBe(3);
    expect(selectIsFavorite('property', 9)(second.getState())).toBe(true);
    expect(selectVisitorPlan(second.getState())).toEqual(PLAN);
  });

  it('saves a change made just before the page goes away (a reload right after "add to cart")', async () => {
    const store = makeStore();
    await persisted(store);
    store.dispatch(addToCart(LAMP, 1));
    // Nothing awaited: the timer redux-persist writes with has not run yet.
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(storedSlices().cart as string)).toEqual(selectCart(store.getState()));
  });

  it('starts empty when nothing was persisted', async () => {
    const store = makeStore();
    await persisted(store);
    expect(selectCartCount(store.getState())).toBe(0);
  });

  it('takes over what another tab persisted (storage event), so a second tab shows the change', async () => {
    const other = makeStore();
    const otherPersistor = await persisted(other);
    const here = makeStore();
    const herePersistor = await persisted(here);
    const stop = syncAcrossTabs(here);

    other.dispatch(addToCart(LAMP, 4));
    other.dispatch(toggleFavorite({ id: 5, type: 'product', title: 'Rug' }));
    await otherPersistor.flush();
    window.dispatchEvent(new StorageEvent('storage', { key: PERSIST_STORAGE_KEY, newValue: localStorage.getItem(PERSIST_STORAGE_KEY) }));
    expect(selectCart(here.getState())).toEqual(selectCart(other.getState()));
    expect(selectCartCount(here.getState())).toBe(4);
    expect(selectIsFavorite('product', 5)(here.getState())).toBe(true);

    // Another key, or a value that is not redux-persist's, changes nothing.
    window.dispatchEvent(new StorageEvent('storage', { key: 'defaultLanguage', newValue: 'en' }));
    window.dispatchEvent(new StorageEvent('storage', { key: PERSIST_STORAGE_KEY, newValue: 'not json' }));
    expect(selectCartCount(here.getState())).toBe(4);

    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: PERSIST_STORAGE_KEY, newValue: JSON.stringify({ cart: JSON.stringify(selectCart(makeStore().getState())) }) }));
    expect(selectCartCount(here.getState())).toBe(4);
    otherPersistor.pause();
    herePersistor.pause();
  });
});
