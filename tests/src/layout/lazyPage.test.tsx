import { act, screen } from '@testing-library/react';
import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../domain/constants.ts';
import {
  ChunkErrorBoundary,
  ChunkLoadTimeoutError,
  chunkErrorKind,
  lazyPage,
  lazySlot,
  withChunkTimeout,
} from '../../../src/layout/lazyPage.tsx';
import { text } from '../helpers/i18n.ts';
import { renderWithProviders } from '../helpers/render.tsx';

/** What webpack's JSONP loader rejects with for a missing or failed script chunk. */
function webpackChunkError(type: 'missing' | 'error' | 'timeout'): Error {
  const error = new Error(`Loading chunk 42 failed.\n(${type}: /assets/42.js)`);
  error.name = 'ChunkLoadError';
  return Object.assign(error, { type, request: '/assets/42.js' });
}

/** What mini-css-extract-plugin rejects with for a failed style chunk. */
function cssChunkError(): Error {
  const error = new Error('Loading CSS chunk 42 failed.\n(error: /assets/42.css)');
  error.name = 'ChunkLoadError';
  return Object.assign(error, { code: 'CSS_CHUNK_LOAD_FAILED', type: 'error', request: '/assets/42.css' });
}

function Page() {
  return <h1>The page</h1>;
}

/** A module promise the test settles by hand. */
function deferredModule() {
  let resolve!: (module: { default: typeof Page }) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<{ default: typeof Page }>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderLazy(LazyPage: ReturnType<typeof lazyPage>, onReload = jest.fn()) {
  const caught: unknown[] = [];
  const result = renderWithProviders(
    <ChunkErrorBoundary onReload={onReload}>
      <Suspense fallback={<p>loading</p>}>
        <LazyPage />
      </Suspense>
    </ChunkErrorBoundary>,
    { onCaughtError: (error: unknown) => caught.push(error) },
  );
  return { ...result, caught, onReload };
}

describe('chunkErrorKind', () => {
  it.each(['missing', 'error', 'timeout'] as const)('classifies a webpack %s chunk failure as chunk', (type) => {
    expect(chunkErrorKind(webpackChunkError(type))).toBe('chunk');
  });

  it('classifies a failed style chunk as css', () => {
    expect(chunkErrorKind(cssChunkError())).toBe('css');
  });

  it('classifies our time-out as chunk', () => {
    expect(chunkErrorKind(new ChunkLoadTimeoutError(5))).toBe('chunk');
  });

  it.each([[new Error('render bug')], [new TypeError('x is undefined')], ['a string'], [null]])('ignores %p', (error) => {
    expect(chunkErrorKind(error)).toBeNull();
  });
});

describe('withChunkTimeout', () => {
  it('rejects with a ChunkLoadError after CHUNK_LOAD_TIMEOUT_MS', async () => {
    jest.useFakeTimers();
    const never = withChunkTimeout(() => new Promise<never>(() => undefined));
    const settled = jest.fn();
    never.catch(settled);
    await jest.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError', type: 'timeout' }));
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a value or an error through and clears its timer', async () => {
    jest.useFakeTimers();
    await expect(withChunkTimeout(() => Promise.resolve('module'))).resolves.toBe('module');
    await expect(withChunkTimeout(() => Promise.reject(cssChunkError()))).rejects.toMatchObject({ code: 'CSS_CHUNK_LOAD_FAILED' });
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('lazyPage', () => {
  it('renders the default export once its chunk arrives', async () => {
    const chunk = deferredModule();
    renderLazy(lazyPage(() => chunk.promise));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => chunk.resolve({ default: Page }));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('preloads its chunk once, and renders from that load', async () => {
    const importer = jest.fn(() => Promise.resolve({ default: Page }));
    const page = lazyPage(importer);
    page.preload();
    page.preload();
    expect(importer).toHaveBeenCalledTimes(1);
    renderLazy(page);
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without the fallback, once an awaited preload has run its chunk', async () => {
    const page = lazyPage(() => Promise.resolve({ default: Page }));
    await page.preload();
    renderLazy(page);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('settles its preload when the chunk fails too (the failure shows when the page renders)', async () => {
    const page = lazyPage(() => Promise.reject(webpackChunkError('missing')));
    await expect(page.preload()).resolves.toBeUndefined();
  });

  it('hands the address to the module\'s prefetch once its chunk has run', async () => {
    const prefetch = jest.fn();
    const page = lazyPage(() => Promise.resolve({ default: Page, prefetch }));
    const address = { params: { id: '7' }, search: new URLSearchParams('sort=title.ASC'), dispatch: jest.fn() };
    page.preload();
    page.preload(address);
    await act(async () => undefined);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(address);
  });

  it('forgets a failed preload, so rendering tries the chunk again', async () => {
    const importer = jest.fn<Promise<{ default: typeof Page }>, []>().mockRejectedValueOnce(webpackChunkError('error')).mockResolvedValue({ default: Page });
    const page = lazyPage(importer);
    page.preload();
    await act(async () => undefined);
    renderLazy(page);
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('renders a named export', async () => {
    renderLazy(lazyPage(() => Promise.resolve({ Page }), 'Page'));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('shows the translated chunk-load message when the chunk does not arrive in 120 s', async () => {
    jest.useFakeTimers();
    const { caught, onReload, user } = renderLazy(
      lazyPage(() => new Promise<{ default: typeof Page }>(() => undefined)),
      jest.fn(),
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(text('error-chunk-load'));
    expect(caught).toEqual([expect.objectContaining({ name: 'ChunkLoadError', type: 'timeout' })]);
    jest.useRealTimers();
    await user.click(screen.getByRole('button', { name: text('reload-page') }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('shows the chunk-load message for a missing chunk', async () => {
    renderLazy(lazyPage(() => Promise.reject<{ default: typeof Page }>(webpackChunkError('missing'))));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('error-chunk-load'));
  });

  it('shows the style-chunk message when the CSS chunk fails', async () => {
    renderLazy(lazyPage(() => Promise.reject<{ default: typeof Page }>(cssChunkError())));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('error-css-chunk-load'));
    expect(screen.getByRole('button', { name: text('reload-page') })).toBeInTheDocument();
  });
});

describe('lazySlot', () => {
  function Greeting({ name }: { name: string }) {
    return <p>Hello, {name}</p>;
  }

  it('shows nothing while its chunk loads, then the component with the props it was given', async () => {
    let resolve!: (module: { Greeting: typeof Greeting }) => void;
    const Slot = lazySlot(() => new Promise<{ Greeting: typeof Greeting }>((res) => (resolve = res)), 'Greeting');
    const { container } = renderWithProviders(<Slot name="Ana" />);
    expect(container).toBeEmptyDOMElement();
    await act(async () => resolve({ Greeting }));
    expect(await screen.findByText('Hello, Ana')).toBeInTheDocument();
  });

  it('shows the chunk-load message with Reload in its own place when its chunk fails', async () => {
    const Slot = lazySlot(() => Promise.reject<{ default: typeof Page }>(webpackChunkError('missing')));
    const caught: unknown[] = [];
    renderWithProviders(
      <>
        <h1>The page</h1>
        <Slot />
      </>,
      { onCaughtError: (error: unknown) => caught.push(error) },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(text('error-chunk-load'));
    expect(caught).toEqual([expect.objectContaining({ name: 'ChunkLoadError' })]);
    expect(screen.getByRole('button', { name: text('reload-page') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });
});

describe('ChunkErrorBoundary', () => {
  class Outer extends Component<{ children: ReactNode }, { failed: boolean }> {
    override state = { failed: false };
    static getDerivedStateFromError() {
      return { failed: true };
    }
    override render() {
      return this.state.failed ? <p>outer boundary</p> : this.props.children;
    }
  }

  function Broken(): never {
    throw new Error('render bug');
  }

  it('passes any other error on to the next boundary', () => {
    const caught: unknown[] = [];
    renderWithProviders(
      <Outer>
        <ChunkErrorBoundary>
          <Broken />
        </ChunkErrorBoundary>
      </Outer>,
      { onCaughtError: (error: unknown) => caught.push(error) },
    );
    expect(screen.getByText('outer boundary')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(caught).toEqual([expect.objectContaining({ message: 'render bug' })]);
  });

  it('renders its children when nothing fails', () => {
    renderWithProviders(
      <ChunkErrorBoundary>
        <Page />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('shows the English message in English', async () => {
    renderWithProviders(
      <ChunkErrorBoundary onReload={jest.fn()}>
        <Suspense fallback={null}>{(() => {
          const Failing = lazyPage(() => Promise.reject<{ default: typeof Page }>(webpackChunkError('error')));
          return <Failing />;
        })()}</Suspense>
      </ChunkErrorBoundary>,
      { locale: 'en', onCaughtError: () => undefined },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(text('error-chunk-load', 'en'));
    expect(screen.getByRole('button', { name: text('reload-page', 'en') })).toBeInTheDocument();
  });
});
