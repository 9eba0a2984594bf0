/**
 * The server's renderer (issue 24): webpack's server build (webpack.config.ts) bundles this file
 * into dist/server/server.cjs, which server/spa.ts calls for a server-rendered page. It renders
 * the same route objects and providers as the browser (main.tsx) with react-router's static
 * handler: the page's data is loaded first by the page's own preload (the browser's), through
 * `fetchApi`, which answers API requests in-process; the API cache it ends with goes to the
 * browser with the HTML, so the hydrating first render has the same data and makes no call.
 * The persisted slices (cart, favorites) are left at their start: the browser reads them after
 * hydrating, so both first renders agree.
 */
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { QueryStatus } from '@reduxjs/toolkit/query';
import type { UiLocale } from '../domain/locale.ts';
import { baseApi } from './api/baseApi.ts';
import type { ApiExtra } from './api/baseApi.ts';
import { preloadPageAt, routes } from './app/routes.tsx';
import { createI18n } from './i18n/index.ts';
import type { Translations } from './i18n/index.ts';
import { makeStore } from './store/store.ts';

/** What the page was rendered with, which the browser starts from (the SERVER_STATE_ID block). */
export interface ServerState {
  locale: UiLocale;
  /** The RTK Query cache (its slice of the store). */
  api: unknown;
}

export interface RenderInput {
  /** The page's path and query. */
  url: string;
  locale: UiLocale;
  translations: Translations;
  fetchApi: NonNullable<ApiExtra['fetchApi']>;
  /** Aborts the render (the server's time budget). */
  signal?: AbortSignal;
}

/** An answer saying the request itself was wrong or asked for nothing there (4xx). */
function isRequestError(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** React's mark of a Suspense boundary whose content is written later in the document. */
const PENDING_BOUNDARY = '<!--$?-->';

/** The whole document of `element` (every Suspense boundary resolved), rejected on any render error. */
function renderToHtml(element: ReactNode, signal: AbortSignal | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every part in its place, however large: React would otherwise write a large Suspense
      // boundary's content after it, with an inline script (which the CSP blocks) to move it in.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // An error below a Suspense boundary would leave that part to the browser: the page is
      // then not the one a visitor should get from the server.
      onError: reject,
    });
    signal?.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  });
}

/** The page at `url` as HTML for #root, with the state the browser hydrates it from. */
export async function render({ url, locale, translations, fetchApi, signal }: RenderInput): Promise<{ html: string; state: ServerState }> {
  const i18n = createI18n(locale, translations);
  const store = makeStore(undefined, { fetchApi });
  try {
    const address = new URL(url, 'http://in-process');
    await preloadPageAt(address, store.dispatch);
    await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
    // A call that failed but for the request itself (a 4xx: the record's not-found, say) would be
    // an error in the page, which the browser would then fetch again and render otherwise: the
    // browser renders such a page from the start instead.
    const failed = Object.values(store.getState()[baseApi.reducerPath].queries).find(
      (query) => query?.status === QueryStatus.rejected && !isRequestError(query.error),
    );
    if (failed) throw new Error(`${url}: ${failed.endpointName} failed while rendering`);
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(address, signal ? { signal } : {}));
    // The routes have no loaders or actions, so the handler never answers with a redirect.
    if (context instanceof Response) throw new Error(`${url}: the router answered ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const page = (
      <StrictMode>
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            {/* No hydration script: the CSP allows no inline script, and the routes load no data. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </I18nextProvider>
        </Provider>
      </StrictMode>
    );
    const html = await renderToHtml(page, signal);
    // Its fallback with an inline script to swap the part in, which the CSP would block.
    if (html.includes(PENDING_BOUNDARY)) throw new Error(`${url}: a part of the page was written after its place`);
    return { html, state: { locale, api: store.getState()[baseApi.reducerPath] } };
  } finally {
    // Ends the cache's timers (unused data is kept a minute) and calls, so the store goes with the request.
    store.dispatch(baseApi.util.resetApiState());
  }
}
