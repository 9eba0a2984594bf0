/**
 * A page's data as the server renders it with (issue 24): the store after preloadPageAt has run
 * the page module's prefetch for an address and its calls have been answered, which is also
 * where the browser's first render starts from when it hydrates. A page rendered from it that
 * asks for nothing more asks with exactly the prefetch's arguments.
 */
import { baseApi } from '../../../src/api/baseApi.ts';
import { preloadPageAt } from '../../../src/app/routes.tsx';
import { makeStore } from '../../../src/store/store.ts';
import type { AppStore } from '../../../src/store/store.ts';

export async function preloadedStore(route: string): Promise<AppStore> {
  const store = makeStore();
  const { pathname, search } = new URL(route, 'http://localhost');
  await preloadPageAt({ pathname, search }, store.dispatch);
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  return store;
}
