/**
 * Whether this render may read the browser: false on the server and while the browser hydrates
 * what the server sent (both must render the same), true in every later render and from the
 * first in a page the browser renders alone. What depends on the browser (a <meta> of the page,
 * Leaflet, the document's title) waits for it.
 */
import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

export function useHydrated(): boolean {
  return useSyncExternalStore(noChanges, inBrowser, onServer);
}
