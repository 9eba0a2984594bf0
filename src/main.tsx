/**
 * The browser entry: language first (the preloaded translations block, else one request), then
 * the store with its persisted slices (cart, favorites, cleaning cart) rehydrated and kept in
 * step with the other open tabs (redux-persist: its own chunk, src/store/persistence.ts), then the
 * app, once the first page's chunk has arrived and the persisted slices are in (or a set time has
 * passed). Lazy route chunks hold the pages (and formik/yup); nothing here imports them.
 *
 * A page the server rendered (issue 24: #root holds its HTML, the SERVER_STATE_ID block the API
 * cache it was rendered with) is hydrated instead: the store starts from that cache, and the
 * persisted slices are read only once the page has hydrated, so the first render is the
 * server's. When the language chosen here is not the one the server rendered in (a stored
 * choice), the page is rendered anew as without the server's HTML.
 */
import { StrictMode, useEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { SERVER_STATE_ID } from '../domain/constants.ts';
import { baseApi, hydrateApi } from './api/baseApi.ts';
import App from './app/App.tsx';
import { reportError, ROOT_ERROR_CALLBACKS } from './app/reportError.ts';
import { preloadPageAt } from './app/routes.tsx';
import { makeStore } from './store/store.ts';
import { currentLocale, initI18n } from './i18n/index.ts';
import type { ServerState } from './server.tsx';

/** How long the first render waits for the first page's chunk (and, not hydrating, the persisted slices). */
const FIRST_PAGE_WAIT_MS = 2_000;

/** The state the server rendered #root with, or null for a page it did not render. */
function readServerState(): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}

/**
 * Marks the document once the app has committed its first render (hydrated the server's HTML, or
 * rendered its own): `<html data-started>`. Until then a rendered page's buttons do nothing (its
 * scripts come after its first paint, src/boot.ts); the browser tests wait for the mark.
 */
function markStarted(): void {
  document.documentElement.dataset.started = '';
}

/** Runs `start` once its children have been committed (after hydration), and renders them alone. */
function AfterCommit({ start, children }: { start: () => void; children: ReactNode }) {
  useEffect(start, [start]);
  return children;
}

async function main(): Promise<void> {
  // Persistence (redux-persist) is its own chunk, fetched beside the language and the page.
  const persistence = import(/* webpackChunkName: "persistence" */ './store/persistence.ts');
  const i18n = await initI18n();
  const store = makeStore();
  const serverState = readServerState();
  const hydrating = serverState !== null && serverState.locale === currentLocale();
  if (hydrating) store.dispatch(hydrateApi(serverState.api));
  // Hydrating, the persisted slices are read after the first render (see AfterCommit below);
  // else the first render waits for them (from localStorage, once persistence's chunk has come)
  // instead of a gate component, which would cost the first download redux-persist's React part.
  // A chunk that fails leaves the slices as they start (reported), never the app unstarted.
  const rehydrated = hydrating
    ? undefined
    : persistence
        .then(({ persistAppStore, syncAcrossTabs }) => {
          syncAcrossTabs(store);
          return new Promise<void>((resolve) => persistAppStore(store, resolve));
        })
        .catch((error: unknown) => reportError('start', error));
  // The page's chunk and data now (after the language: its calls carry Accept-Language). The
  // first render waits for the chunk, as a router with lazy routes does, so the page paints at
  // once instead of behind a fallback that React keeps for at least 300 ms; slow chunks (the
  // page's, persistence's) are waited for FIRST_PAGE_WAIT_MS at most, then the shell shows its
  // fallback, and the page and the persisted slices come as they arrive.
  const firstRenderReady = Promise.race([
    Promise.all([preloadPageAt(location, store.dispatch), rehydrated]),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
  ]);
  // Cached server data is localized (Accept-Language): refetch it in the new language.
  i18n.on('languageChanged', () => {
    store.dispatch(baseApi.util.resetApiState());
  });

  await firstRenderReady;
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root element');
  // Hydrating, the store's state now is what the server rendered: react-redux reads it until the
  // whole page has hydrated (its parts in Suspense hydrate later than the store may change).
  const serverStoreState = hydrating ? store.getState() : undefined;
  const root = (children: ReactNode) => (
    <StrictMode>
      <Provider store={store} serverState={serverStoreState}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </Provider>
    </StrictMode>
  );
  if (hydrating) {
    let persisting = false;
    const startPersistence = () => {
      if (persisting) return;
      persisting = true;
      // Started once the stored slices are in: a click held until then (src/boot.ts) adds to the
      // stored cart; made before, the stored cart would be dropped for the one it made.
      persistence
        .then(({ persistAppStore, syncAcrossTabs }) => {
          syncAcrossTabs(store);
          persistAppStore(store, markStarted);
        })
        .catch((error: unknown) => {
          reportError('start', error);
          markStarted();
        });
    };
    hydrateRoot(container, root(<AfterCommit start={startPersistence}><App /></AfterCommit>), ROOT_ERROR_CALLBACKS);
    return;
  }
  // (The server's HTML, in another language, goes: createRoot empties its container.)
  createRoot(container, ROOT_ERROR_CALLBACKS).render(root(<AfterCommit start={markStarted}><App /></AfterCommit>));
}

main().catch((error: unknown) => {
  reportError('start', error);
});
