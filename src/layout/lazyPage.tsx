/**
 * Lazy route chunks (product §8 "Chunk load errors", 9 "Chunk load time-out 120 seconds").
 *
 * lazyPage(() => import('./pages/X.tsx')) is React.lazy whose load fails with a ChunkLoadError
 * after CHUNK_LOAD_TIMEOUT_MS, and which can be preloaded (`preload(address)`: main.tsx fetches
 * the chunk of the address's page at once, beside the app's start, and the page module's
 * `prefetch` starts its calls) (webpack's own chunkLoadTimeout covers the script; this covers
 * the whole load, style chunk included, which has no time-out of its own).
 *
 * Failures are classified: a missing chunk, a network error or a time-out is a 'chunk' error
 * (webpack names them ChunkLoadError); a failed style chunk is a 'css' error
 * (mini-css-extract-plugin sets code CSS_CHUNK_LOAD_FAILED). ChunkErrorBoundary shows the
 * translated message of either with a Reload button (a new deployment replaces chunk names, so
 * reloading is the cure); any other error goes on to the app's error boundary (AppErrorBoundary.tsx:
 * the error page, inside the header and footer). The boundary itself is react-error-boundary's.
 */
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { ComponentProps, ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../domain/constants.ts';
import type { RouteName } from '../../domain/routes.ts';
import type { ModalName } from '../machines/modals.ts';
import type { AppDispatch } from '../store/store.ts';
import { Button } from '../ui/Button.tsx';

type ChunkErrorKind = 'chunk' | 'css';

const CHUNK_ERROR_KEYS: Readonly<Record<ChunkErrorKind, string>> = {
  chunk: 'error-chunk-load',
  css: 'error-css-chunk-load',
};

const RELOAD_KEY = 'reload-page';

/** A chunk that did not arrive in time; shaped like webpack's ChunkLoadError. */
export class ChunkLoadTimeoutError extends Error {
  override name = 'ChunkLoadError';
  readonly type = 'timeout';

  constructor(timeoutMs: number) {
    super(`Loading chunk timed out after ${timeoutMs} ms`);
  }
}

/** 'css' for a failed style chunk, 'chunk' for any other chunk-load failure, null otherwise. */
export function chunkErrorKind(error: unknown): ChunkErrorKind | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, name } = error as { code?: unknown; name?: unknown };
  if (code === 'CSS_CHUNK_LOAD_FAILED') return 'css';
  if (name === 'ChunkLoadError') return 'chunk';
  return null;
}

/** `load()`, rejected with a ChunkLoadTimeoutError when it has not settled within `timeoutMs`. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
type PageModule<K extends string> = { [P in K]: ComponentType<any> } & { prefetch?: (address: PageAddress) => void };

/** The address a page is preloaded for, and the store's dispatch to start its calls with. */
export interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  dispatch: AppDispatch;
}

/**
 * A lazily loaded page: `lazyPage(() => import('./X.tsx'))` for a default export, or
 * `lazyPage(() => import('./X.tsx'), 'X')` for a named one. Render it inside Suspense and a
 * ChunkErrorBoundary. Once its chunk has run it renders without suspending: the first page of a
 * visit, whose chunk main.tsx awaits before the first render, paints at once, without the
 * fallback that React would keep on the screen for at least 300 ms.
 */
export function lazyPage<K extends string = 'default', M extends PageModule<K> = PageModule<K>>(
  importer: () => Promise<M>,
  exportName?: K,
): ComponentType<ComponentProps<M[K]>> & Preloadable {
  const name = (exportName ?? 'default') as K;
  let loading: Promise<M> | undefined;
  let loaded: M[K] | undefined;
  // One load for the preload and the render; a failed one is forgotten, so a later try starts anew.
  const load = (): Promise<M> =>
    (loading ??= withChunkTimeout(importer).then(
      (module) => {
        loaded = module[name];
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const LazyPage = lazy<M[K]>(async () => {
    const module = await load();
    return { default: module[name] };
  });
  function Page(props: ComponentProps<M[K]>) {
    const Component = loaded ?? LazyPage;
    return <Component {...props} />;
  }
  return Object.assign(Page, {
    preload(address?: PageAddress) {
      // A page module may export `prefetch`: its calls start as soon as the chunk runs, before
      // the page renders. A failure shows when the page renders (its boundary), not here.
      return load().then(
        (module) => {
          if (address) module.prefetch?.(address);
        },
        () => undefined,
      );
    },
  });
}

/**
 * A lazily loaded control in another component's place (a header link, a count, a button): a
 * `lazyPage` rendered inside its own ChunkErrorBoundary and a Suspense that shows nothing while
 * the chunk loads, given the props the place passes. `lazySlot(() => import('./X.tsx'))` for a
 * default export, `lazySlot(() => import('./X.tsx'), 'X')` for a named one; the place decides
 * whether to render it at all (the chunk loads only when it is rendered).
 */
export function lazySlot<K extends string = 'default', M extends PageModule<K> = PageModule<K>>(
  importer: () => Promise<M>,
  exportName?: K,
): ComponentType<ComponentProps<M[K]>> {
  const Lazy = lazyPage<K, M>(importer, exportName);
  return function Slot(props: ComponentProps<M[K]>) {
    return (
      <ChunkErrorBoundary>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  };
}

/**
 * A page whose chunk (and data, given the address) can be fetched before it renders: the page
 * of the address, at start. The promise settles when the page can render without waiting for
 * its own chunk (loaded or failed: a failure shows when it renders).
 */
interface Preloadable {
  preload: (address?: PageAddress) => Promise<void>;
}

/**
 * A page or dialog (it takes no props) that a feature registers: a lazy chunk, or a component in
 * the first download whose `preload` fetches what it loads lazily (the home page's sections).
 */
export type LazyPage = (LazyExoticComponent<ComponentType> | ComponentType) & Preloadable;

/**
 * What a feature adds to the app, exported by its index.ts: its pages by route name and its
 * dialogs by modal name, each a lazy chunk. The app (src/app/features.ts) assembles them.
 */
export interface FeatureEntry {
  pages?: Partial<Record<RouteName, LazyPage>>;
  modals?: Partial<Record<ModalName, LazyPage>>;
}

function ChunkErrorMessage({ kind, onReload }: { kind: ChunkErrorKind; onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <p>{t(CHUNK_ERROR_KEYS[kind])}</p>
      <Button theme="solid-orange" size="medium" onClick={onReload}>
        {t(RELOAD_KEY)}
      </Button>
    </div>
  );
}

interface ChunkErrorBoundaryProps {
  children?: ReactNode;
  /** What Reload does (default: reload the page). */
  onReload?: () => void;
}

function reloadPage(): void {
  window.location.reload();
}

/** Catches chunk-load failures below it and shows the translated message with a Reload button. */
export function ChunkErrorBoundary({ children, onReload = reloadPage }: ChunkErrorBoundaryProps) {
  return (
    <ErrorBoundary
      fallbackRender={({ error }) => {
        const kind = chunkErrorKind(error);
        // Not ours: thrown from the boundary's own render, it goes on to AppErrorBoundary.
        if (kind === null) throw error;
        return <ChunkErrorMessage kind={kind} onReload={onReload} />;
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
