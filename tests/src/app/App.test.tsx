/**
 * The app and its shell: App brings its own browser data router; the app's routes (in a test's
 * memory router) render the frame (skip link, header, main, footer, cookie banner) around the routes, and every
 * route change scrolls smoothly to the top.
 */
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import App from '../../../src/app/App.tsx';
import { makeStore } from '../../../src/store/store.ts';
import { useMswServer } from '../helpers/msw.ts';
import { rentalsCalls } from '../helpers/rentals.ts';
import { shopCalls } from '../helpers/shop.ts';
import { testI18n, text } from '../helpers/i18n.ts';
import { renderShell, signedOut, spyOnScroll } from '../layout/shell.tsx';

useMswServer(...shopCalls, ...rentalsCalls, signedOut);

let scrollTo: jest.Mock;
beforeEach(() => {
  scrollTo = spyOnScroll();
});

describe('App', () => {
  it('renders the home page at the browser location with its own router', async () => {
    window.history.pushState({}, '', '/');
    render(
      <Provider store={makeStore()}>
        <I18nextProvider i18n={testI18n('bg')}>
          <App />
        </I18nextProvider>
      </Provider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: text('home-hero-title') })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: text('nav-trusted-agencies') }));
    expect(await screen.findByRole('heading', { level: 1, name: text('page-title-TrustedAgenciesPage') })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dovereni-agentsii');
    window.history.pushState({}, '', '/');
  });
});

describe('the shell', () => {
  it('frames the page: skip link to main, header, footer, cookie banner', async () => {
    renderShell({ route: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: text('home-hero-title') })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(screen.getByRole('link', { name: text('layout-skip-to-content') })).toHaveAttribute('href', `#${main.id}`);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: text('cookie-banner-label') })).toBeInTheDocument();
  });

  it('offers the ways in on the home page', async () => {
    renderShell({ route: '/' });
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { level: 2, name: text('home-entry-rentals-title') })).toBeInTheDocument();
    expect(main.getAllByRole('link', { name: text('home-entry-rentals-action') })[0]).toHaveAttribute('href', '/imoti');
    expect(main.getByRole('link', { name: text('home-entry-roommates-action') })).toHaveAttribute('href', '/sakvartiranti');
    expect(main.getByRole('link', { name: text('service-cleaning') })).toHaveAttribute('href', '/pochistvane');
    expect(main.getByRole('link', { name: text('service-moving') })).toHaveAttribute('href', '/premestvane');
    expect(main.getByRole('link', { name: text('room-kitchen') })).toHaveAttribute('href', '/produkti/kategorii?room=kitchen');
  });

  it('scrolls smoothly to the top on a route change, not on the first render', async () => {
    const { user } = renderShell({ route: '/' });
    await screen.findByRole('heading', { level: 1, name: text('home-hero-title') });
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: text('nav-about-us') }));
    expect(await screen.findByRole('heading', { level: 1, name: text('page-title-AboutUsPage') })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });
});
