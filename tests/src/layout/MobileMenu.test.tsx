/**
 * The phone menu: user type and credits, the user navigation exactly as the specification lists it per
 * type, the add-listing link (login first for visitors), and closing on every navigation.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ROOM_PICKER_VALUES } from '../../../domain/constants.ts';
import { useMswServer } from '../helpers/msw.ts';
import { rentalsCalls } from '../helpers/rentals.ts';
import { shopCalls } from '../helpers/shop.ts';
import { text } from '../helpers/i18n.ts';
import { currentLocation, renderShell, signedInAs, signedOut, spyOnScroll, userOf } from './shell.tsx';

const server = useMswServer(...shopCalls, ...rentalsCalls, signedOut);

let scrollTo: jest.Mock;
beforeEach(() => {
  scrollTo = spyOnScroll();
});

function menuButton(): HTMLElement {
  return within(screen.getByRole('banner')).getByRole('button', { name: text('header-menu') });
}

/** The panel the menu button controls. */
function panel(): HTMLElement {
  const id = menuButton().getAttribute('aria-controls');
  const element = id === null ? null : document.getElementById(id);
  if (element === null) throw new Error('The menu panel is not open');
  return element;
}

function siteNav(): HTMLElement {
  return screen.getByRole('navigation', { name: text('mobile-menu-nav-label') });
}

describe('mobile user navigation', () => {
  it.each([
    [
      'user',
      [
        ['user-nav-dashboard', '/profil/tablo'],
        ['user-nav-properties', '/profil/imoti'],
        ['user-nav-orders', '/profil/porachki'],
        ['user-nav-viewing-requests', '/profil/zayavki-za-oglied'],
        ['user-nav-roommates', '/profil/sakvartiranti'],
        ['user-nav-inbox', '/profil/saobshteniya'],
        ['user-nav-saved-searches', '/profil/zapazeni-tarseniya'],
        ['user-nav-move-plans', '/profil/nanasyane'],
        ['user-nav-settings', '/profil/nastroiki'],
      ],
    ],
    [
      'agency',
      [
        ['user-nav-dashboard', '/profil/tablo'],
        ['user-nav-properties', '/profil/imoti'],
        ['user-nav-viewing-requests', '/profil/zayavki-za-oglied'],
        ['user-nav-inbox', '/profil/saobshteniya'],
        ['user-nav-saved-searches', '/profil/zapazeni-tarseniya'],
        ['user-nav-move-plans', '/profil/nanasyane'],
        ['user-nav-settings', '/profil/nastroiki'],
      ],
    ],
    [
      'vendor',
      [
        ['user-nav-dashboard', '/profil/targovets/tablo'],
        ['user-nav-products', '/profil/produkti'],
        ['user-nav-orders', '/profil/porachki'],
        ['user-nav-inbox', '/profil/saobshteniya'],
        ['user-nav-saved-searches', '/profil/zapazeni-tarseniya'],
        ['user-nav-move-plans', '/profil/nanasyane'],
        ['user-nav-settings', '/profil/nastroiki'],
      ],
    ],
  ] as const)('shows a signed-in %s exactly their links, then logout', async (type, expected) => {
    server.use(signedInAs(userOf(type)));
    const { user } = renderShell({ route: '/kontakti' });
    await within(screen.getByRole('banner')).findByRole('link', { name: new RegExp(`^${text('header-profile')}`) });
    await user.click(menuButton());
    const nav = screen.getByRole('navigation', { name: text('user-nav-label') });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expected.map(([key, href]) => [text(key), href]),
    );
    expect(within(nav).getByRole('button', { name: text('user-nav-logout') })).toBeInTheDocument();
  });

  it('shows the user type and credits of a signed-in vendor, and the add-product link', async () => {
    server.use(signedInAs(userOf('vendor', { credits: 75 })));
    const { user } = renderShell({ route: '/kontakti' });
    await within(screen.getByRole('banner')).findByRole('link', { name: new RegExp(`^${text('header-profile')}`) });
    await user.click(menuButton());
    expect(within(panel()).getByText(text('user-type-vendor'))).toBeInTheDocument();
    expect(within(panel()).getByText('Кредити: 75')).toBeInTheDocument();
    expect(within(panel()).getByText('Уютен дом ООД')).toBeInTheDocument();
    expect(within(siteNav()).getByRole('link', { name: text('menu-add-product') })).toHaveAttribute('href', '/profil/produkt');
    expect(within(siteNav()).queryByRole('link', { name: text('menu-add-property') })).not.toBeInTheDocument();
  });

  it('logs out from the menu', async () => {
    server.use(signedInAs(userOf('user')));
    server.use(http.post('/api/auth/logout', () => new HttpResponse(null, { status: 204 })));
    const { user } = renderShell({ route: '/kontakti' });
    await within(screen.getByRole('banner')).findByRole('link', { name: new RegExp(`^${text('header-profile')}`) });
    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: text('user-nav-logout') }));
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: text('header-login') })).toBeInTheDocument();
  });
});

describe('the menu for visitors', () => {
  it('has no user navigation and lists the site links', async () => {
    const { user } = renderShell({ route: '/kontakti' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('navigation', { name: text('user-nav-label') })).not.toBeInTheDocument();
    const nav = within(siteNav());
    expect(nav.getByRole('link', { name: text('menu-search-roommate') })).toHaveAttribute('href', '/sakvartiranti');
    expect(nav.getByRole('link', { name: text('menu-properties-for-rent') })).toHaveAttribute('href', '/imoti');
    expect(nav.getByRole('link', { name: text('service-cleaning') })).toHaveAttribute('href', '/pochistvane');
    expect(nav.getByRole('link', { name: text('nav-blog') })).toHaveAttribute('href', '/blog/kategoriya');
    expect(nav.getByRole('link', { name: text('nav-contacts') })).toHaveAttribute('href', '/kontakti');
    expect(nav.getByRole('link', { name: text('nav-privacy-policy') })).toHaveAttribute('href', '/poveritelnost');
    expect(nav.getByRole('link', { name: text('nav-terms') })).toHaveAttribute('href', '/obshti-usloviya');
    for (const room of ROOM_PICKER_VALUES) {
      expect(nav.getByRole('link', { name: text(`room-${room}`) })).toHaveAttribute('href', `/produkti/kategorii?room=${room}`);
    }
  });

  it('opens the login dialog instead of the add-property page', async () => {
    const { user } = renderShell({ route: '/kontakti' });
    await user.click(menuButton());
    await user.click(within(siteNav()).getByRole('link', { name: text('menu-add-property') }));
    expect(await screen.findByRole('dialog', { name: text('login-modal-title') })).toBeInTheDocument();
    expect(currentLocation()).toBe('/kontakti');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('closing', () => {
  it('closes on a route change, and the page scrolls smoothly to the top', async () => {
    const { user } = renderShell({ route: '/kontakti' });
    await user.click(menuButton());
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(within(siteNav()).getByRole('link', { name: text('menu-properties-for-rent') }));
    expect(await screen.findByRole('heading', { level: 1, name: text('page-title-PropertySearchPage') })).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: text('mobile-menu-nav-label') })).not.toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('closes on Escape and gives the focus back to the menu button', async () => {
    const { user } = renderShell({ route: '/kontakti' });
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });
});
