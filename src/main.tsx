/**
 * The browser entry: language first (the preloaded translations block, else one request), then
 * the store with its persisted slices (cart, favorites, cleaning cart) rehydrated behind
 * PersistGate and kept in step with the other open tabs, then the app, once the first page's
 * chunk has arrived. Lazy route chunks hold the pages (and formik/yup); nothing here imports them.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { baseApi } from './api/baseApi.ts';
import App from './app/App.tsx';
import { reportError, ROOT_ERROR_CALLBACKS } from './app/reportError.ts';
import { preloadPageAt } from './app/routes.tsx';
import { makeStore, persistAppStore, syncAcrossTabs } from './store/store.ts';
import { initI18n } from './i18n/index.ts';

/** How long the first render waits for the first page's chunk. */
const FIRST_PAGE_WAIT_MS = 2_000;

async function main(): Promise<void> {
  const i18n = await initI18n();
  const store = makeStore();
  // The page's chunk and data now (after the language: its calls carry Accept-Language). The
  // first render waits for the chunk, as a router with lazy routes does, so the page paints at
  // once instead of behind a fallback that React keeps for at least 300 ms; a slow chunk is
  // waited for FIRST_PAGE_WAIT_MS at most, then the shell shows its fallback as it comes.
  const pageReady = Promise.race([
    preloadPageAt(location, store.dispatch),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
  ]);
  const persistor = persistAppStore(store);
  syncAcrossTabs(store);
  // Cached server data is localized (Accept-Language): refetch it in the new language.
  i18n.on('languageChanged', () => {
    store.dispatch(baseApi.util.resetApiState());
  });

  await pageReady;
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root element');
  createRoot(container, ROOT_ERROR_CALLBACKS).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <PersistGate loading={null} persistor={persistor}>
            <App />
          </PersistGate>
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
}

main().catch((error: unknown) => {
  reportError('start', error);
});
