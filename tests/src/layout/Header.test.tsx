/**
 * The header: sign-in or the profile link by user type, the cart (an empty cart shows the
 * error notification instead of opening), the Services disclosure, the shop's room picker,
 * rentals and flatmates, the search box,
 * the language switch and the progress bar.
 */
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addToCart } from '../../../src/store/cartSlice.ts';
import { makeStore } from '../../../src/store/store.ts';
import { setProgress } from '../../../src/layout/progress.ts';
import { useMswServer } from '../helpers/msw.ts';
import { shopCalls } from '../helpers/shop.ts';
import { servicesCalls } from '../helpers/services.ts';
import { text } from '../helpers/i18n.ts';
import { currentLocation, renderShell, signedInAs, signedOut, spyOnScroll, translationsCall, userOf } from './shell.tsx';

const server = useMswServer(...shopCalls, ...servicesCalls, signedOut, translationsCall);

beforeEach(() => {
  spyOnScroll();
});

afterEach(() => {
  act(() => setProgress(null));
});

function header(): HTMLElement {
  return screen.getByRole('banner');
}

describe('sign-in and profile', () => {
  it('offers the login button to a visitor and opens the login dialog', async () => {
    const { user } = renderShell({ route: '/kontakti' });
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).queryByRole('link', { name: new RegExp(`^${text('header-profile')}`) })).not.toBeInTheDocument();
    await user.click(within(header()).getByRole('button', { name: text('header-login') }));
    expect(await screen.findByRole('dialog', { name: text('login-modal-title') })).toBeInTheDocument();
  });

  it.each([
    ['user', '/profil/tablo'],
    ['agency', '/profil/tablo'],
    ['vendor', '/profil/targovets/tablo'],
  ] as const)('shows a signed-in %s the profile link to %s instead of the login button', async (type, href) => {
    server.use(signedInAs(userOf(type)));
    renderShell({ route: '/kontakti' });
    const profile = await within(header()).findByRole('link', { name: new RegExp(`^${text('header-profile')}`) });
    expect(profile).toHaveAttribute('href', href);
    expect(within(header()).queryByRole('button', { name: text('header-login') })).not.toBeInTheDocument();
  });
});

describe('cart', () => {
  it('shows the empty-cart error instead of opening an empty cart', async () => {
    const { user } = renderShell({ route: '/kontakti' });
    const cart = within(header()).getByRole('link', { name: text('header-cart-label').replace('{{count}}', '0') });
    await user.click(cart);
    const message = await screen.findByText(text('error-message-empty-cart'));
    expect(message.closest('[role="dialog"]')).not.toBeNull();
    expect(currentLocation()).toBe('/kontakti');
  });

  it('shows the product count and opens the cart when it has products', async () => {
    const store = makeStore();
    store.dispatch(addToCart({ id: 1, title: 'Лампа', price: 2500, vendor: { id: 7, name: 'Светлина' } }, 3));
    const { user } = renderShell({ route: '/kontakti', store });
    const cart = within(header()).getByRole('link', { name: text('header-cart-label').replace('{{count}}', '3') });
    expect(cart).toHaveTextContent('3');
    await user.click(cart);
    expect(await screen.findByRole('heading', { level: 1, name: text('page-title-Cart') })).toBeInTheDocument();
    expect(currentLocation()).toBe('/kolichka');
  });
});

describe('services dropdown', () => {
  it('is a disclosure button that shows the service links and closes on Escape', async () => {
    const { user } = renderShell({ route: '/kontakti' });
    const button = within(header()).getByRole('button', { name: text('header-services') });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(header()).queryByRole('link', { name: text('service-cleaning') })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(header()).getByRole('link', { name: text('service-interior') })).toHaveAttribute('href', '/interior');
    expect(within(header()).getByRole('link', { name: text('service-cleaning') })).toHaveAttribute('href', '/pochistvane');
    expect(within(header()).getByRole('link', { name: text('service-moving') })).toHaveAttribute('href', '/premestvane');

    await user.tab();
    expect(within(header()).getByRole('link', { name: text('service-interior') })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes after following a link', async () => {
    const { user } = renderShell({ route: '/kontakti' });
    await user.click(within(header()).getByRole('button', { name: text('header-services') }));
    await user.click(within(header()).getByRole('link', { name: text('service-moving') }));
    expect(await screen.findByRole('heading', { level: 1, name: text('page-title-MovingPage') })).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: text('header-services') })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('other header parts', () => {
  it('links the logo home, trusted agencies and favorites by route name', () => {
    renderShell({ route: '/kontakti' });
    expect(within(header()).getByRole('link', { name: 'Домовик' })).toHaveAttribute('href', '/');
    expect(within(header()).getByRole('link', { name: text('nav-trusted-agencies') })).toHaveAttribute('href', '/dovereni-agentsii');
    expect(within(header()).getByRole('link', { name: text('nav-favorites') })).toHaveAttribute('href', '/lyubimi');
  });

  it('opens the room picker from the shop button', async () => {
    const { user } = renderShell({ route: '/kontakti' });
    await user.click(within(header()).getByRole('button', { name: text('header-shop') }));
    expect(await screen.findByRole('dialog', { name: text('room-picker-title') })).toBeInTheDocument();
  });

  it('switches the language in place and shows the English logo', async () => {
    const { user } = renderShell({ route: '/kontakti' });
    await user.click(within(header()).getByRole('button', { name: text('header-language-switch') }));
    expect(await within(header()).findByRole('link', { name: 'Domovik' })).toHaveAttribute('href', '/');
    expect(within(header()).getByRole('button', { name: text('header-language-switch', 'en') })).toBeInTheDocument();
    expect(localStorage.getItem('defaultLanguage')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows a progress bar only while a progress value is set', () => {
    renderShell({ route: '/kontakti' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => setProgress(40));
    expect(screen.getByRole('progressbar', { name: text('header-progress') })).toHaveAttribute('aria-valuenow', '40');
    act(() => setProgress(null));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('navigation and search', () => {
  it('links rentals and flatmates from the header', async () => {
    renderShell({ route: '/kontakti' });
    const nav = within(header()).getByRole('navigation', { name: text('header-nav-label') });
    expect(within(nav).getByRole('link', { name: text('nav-rentals') })).toHaveAttribute('href', '/imoti');
    expect(within(nav).getByRole('link', { name: text('nav-roommates') })).toHaveAttribute('href', '/sakvartiranti');
  });

  it('searches the words typed in the labelled search box with Enter', async () => {
    const none = { total: 0, items: [] };
    const asked: string[] = [];
    server.use(
      http.get('/api/search', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q')!);
        return HttpResponse.json({ products: { total: 1, items: [{ id: 5, title: 'Ъглов диван Ото', image: null }] }, properties: none, roommates: none, posts: none });
      }),
    );
    const { user } = renderShell({ route: '/kontakti' });
    const box = within(within(header()).getByRole('search')).getByRole('searchbox', { name: text('search-box-label') });
    await user.type(box, '  divan {Enter}');
    expect(await screen.findByRole('link', { name: 'Ъглов диван Ото' })).toHaveAttribute('href', '/produkt/5');
    expect(currentLocation()).toBe('/tarsene?q=divan');
    expect(asked).toEqual(['divan']);
  });
});
