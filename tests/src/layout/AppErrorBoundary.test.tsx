/**
 * The app's error boundaries: a page that throws shows the translated error page between the
 * header and the footer (Try again renders the page anew, the home link leads home, a new address
 * starts again); a frame that throws shows the same page alone. React reports the caught error
 * through the root's onCaughtError, which main.tsx sets to ROOT_ERROR_CALLBACKS.
 */
import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { reportError, ROOT_ERROR_CALLBACKS } from '../../../src/app/reportError.ts';
import { AppErrorBoundary } from '../../../src/layout/AppErrorBoundary.tsx';
import { Layout } from '../../../src/layout/Layout.tsx';
import { AppMachinesProvider } from '../../../src/machines/AppMachines.tsx';
import { text } from '../helpers/i18n.ts';
import { useMswServer } from '../helpers/msw.ts';
import { renderWithProviders } from '../helpers/render.tsx';
import type { ProvidersOptions } from '../helpers/render.tsx';
import { currentLocation, signedOut, spyOnScroll } from './shell.tsx';

useMswServer(signedOut);

const failure = new Error('The page broke');
let pageThrows = true;

function BrokenPage() {
  if (pageThrows) throw failure;
  return <h1>The page works</h1>;
}

/** Where the router is (read by currentLocation()). */
function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** The shell's frame with a page of our own at /broken and a home page at /. */
function renderBrokenPage(options: ProvidersOptions = {}) {
  const caught: unknown[] = [];
  const result = renderWithProviders(
    <AppErrorBoundary>
      <AppMachinesProvider>
        <Layout>
          <Routes>
            <Route path="/" element={<h1>Home</h1>} />
            <Route path="/broken" element={<BrokenPage />} />
          </Routes>
        </Layout>
      </AppMachinesProvider>
      <LocationProbe />
    </AppErrorBoundary>,
    { route: '/broken', onCaughtError: (error: unknown) => caught.push(error), ...options },
  );
  return { ...result, caught };
}

beforeEach(() => {
  pageThrows = true;
  spyOnScroll();
});

describe('a page that throws', () => {
  it('shows the translated error page inside the header and footer, its heading focused', async () => {
    const { caught } = renderBrokenPage();
    const main = within(screen.getByRole('main'));
    const heading = await main.findByRole('heading', { level: 1, name: text('error-page-title') });
    expect(heading).toHaveFocus();
    expect(main.getByText(text('error-page-text'))).toBeInTheDocument();
    expect(main.getByRole('button', { name: text('error-page-retry') })).toBeInTheDocument();
    expect(main.getByRole('link', { name: text('back-to-home') })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(caught).toContain(failure);
  });

  it('speaks English on the English site', async () => {
    renderBrokenPage({ locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: text('error-page-title', 'en') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text('error-page-retry', 'en') })).toBeInTheDocument();
  });

  it('renders the page again on Try again, once it no longer throws', async () => {
    const { user } = renderBrokenPage();
    const retry = await screen.findByRole('button', { name: text('error-page-retry') });
    pageThrows = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'The page works' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: text('error-page-title') })).not.toBeInTheDocument();
  });

  it('leads to the home page, which renders in place of the error page', async () => {
    const { user } = renderBrokenPage();
    await user.click(await screen.findByRole('link', { name: text('back-to-home') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});

describe('a frame that throws', () => {
  it('shows the same error page without the header and footer', async () => {
    const caught: unknown[] = [];
    // The header needs the machines' provider: without it the frame itself throws.
    renderWithProviders(
      <AppErrorBoundary>
        <Layout>
          <h1>Home</h1>
        </Layout>
      </AppErrorBoundary>,
      { onCaughtError: (error: unknown) => caught.push(error) },
    );
    expect(await screen.findByRole('heading', { level: 1, name: text('error-page-title') })).toHaveFocus();
    expect(screen.getByRole('link', { name: text('back-to-home') })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(caught).toHaveLength(1);
  });
});

describe('ROOT_ERROR_CALLBACKS', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
  });

  it('reports the error a boundary caught, with where it was thrown, when given to the root', async () => {
    renderBrokenPage({ onCaughtError: ROOT_ERROR_CALLBACKS.onCaughtError });
    await screen.findByRole('heading', { level: 1, name: text('error-page-title') });
    const reports = consoleError.mock.calls.filter(([first]) => first === 'Domovik error (caught):');
    expect(reports).toHaveLength(1);
    expect(reports[0]?.[1]).toBe(failure);
    expect(String(reports[0]?.[2])).toMatch(/^\nIn the components:[^]*Layout/);
  });

  it.each([
    ['onUncaughtError', 'uncaught'],
    ['onRecoverableError', 'recoverable'],
  ] as const)('reports through %s as %s', (callback, origin) => {
    ROOT_ERROR_CALLBACKS[callback](failure, { componentStack: '\n    at Page' });
    expect(consoleError).toHaveBeenCalledWith(`Domovik error (${origin}):`, failure, '\nIn the components:\n    at Page');
  });

  it('reports a failed start without a component stack', () => {
    reportError('start', failure);
    expect(consoleError).toHaveBeenCalledWith('Domovik error (start):', failure);
  });
});
