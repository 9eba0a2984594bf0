/**
 * The route tree: every route of the one table answers under both its path sets with its page
 * (a real page or its own coming-soon title), profile pages ask signed-out visitors to sign in,
 * any other path is the not-found page, and links are built in the Bulgarian set.
 */
import { screen, within } from '@testing-library/react';
import { ROUTES, pageTitleKey, routeByName } from '../../../domain/routes.ts';
import type { RouteName } from '../../../domain/routes.ts';
import { isProfileRoute, pathsOf, preloadPageAt } from '../../../src/app/routes.tsx';
import { PAGES } from '../../../src/app/features.ts';
import { makeStore } from '../../../src/store/store.ts';
import { creditsCalls } from '../helpers/credits.ts';
import { useMswServer } from '../helpers/msw.ts';
import { rentalsCalls } from '../helpers/rentals.ts';
import { shopCalls } from '../helpers/shop.ts';
import { servicesCalls } from '../helpers/services.ts';
import { blogCalls } from '../helpers/blog.ts';
import { roommatesCalls } from '../helpers/roommates.ts';
import { statsCall } from '../helpers/vendor.ts';
import { text } from '../helpers/i18n.ts';
import { currentLocation, renderShell, signedInAs, signedOut, spyOnScroll, userOf } from '../layout/shell.tsx';

const server = useMswServer(...shopCalls, ...servicesCalls, ...rentalsCalls, ...roommatesCalls, ...creditsCalls, statsCall, ...blogCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
});

/** A path of the table with its parameters filled: '/imot/:id' → '/imot/7'. */
function concrete(path: string): string {
  return path.replace(/:(\w+)\??/g, '7');
}

const REAL_PAGE_TITLES: Partial<Record<RouteName, string>> = {
  Index: text('home-hero-title'),
  Marketplace: text('home-hero-title'),
  EmailConfirmation: text('email-confirmation-title'),
  NewsletterConfirmation: text('page-title-NewsletterConfirmation'),
  // The shop's pages at id 7 name what they show (tests/src/helpers/shop.ts); 7 is a category
  // and no product or vendor, which say they were not found.
  MarketplaceCategoryPage: 'Дивани',
  SingleProductPage: text('shop-not-found-title'),
  SingleVendor: text('shop-not-found-title'),
  // No blog category or post has the id 7 (tests/src/helpers/blog.ts).
  BlogCategory: text('blog-not-found-title'),
  BlogSinglePost: text('blog-not-found-title'),
  // No flatmate offer has id 7 (tests/src/helpers/roommates.ts).
  SingleRoommateOffer: text('roommates-not-found-title'),
  // The rentals pages at id 7 (tests/src/helpers/rentals.ts): no property or agency, a user.
  SinglePropertyPage: text('rentals-not-found-title'),
  Agency: text('rentals-agency-not-found-title'),
  User: 'Десислава Николова',
  // The order page without the e-mail's link asks a visitor to sign in, under the order's number.
  OrderTracking: 'Поръчка № 7',
};

/** What the first-level heading says for a signed-out visitor. */
function expectedTitle(name: RouteName): string {
  const route = routeByName(name);
  if (isProfileRoute(route)) return text('profile-sign-in-title');
  return REAL_PAGE_TITLES[name] ?? text(pageTitleKey(name));
}

const CASES = ROUTES.flatMap((route) =>
  [route.bg, route.en].map((path, index) => ({ name: route.name, set: index === 0 ? 'bg' : 'en', path: concrete(path) })),
);

describe('every route of the table', () => {
  it.each(CASES)('$name answers at its $set path $path', async ({ name, path }) => {
    renderShell({ route: path });
    expect(await screen.findByRole('heading', { level: 1, name: expectedTitle(name) })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: text('not-found-title') })).not.toBeInTheDocument();
  });

  it('has a title key in both languages for every route', () => {
    for (const route of ROUTES) {
      expect(text(pageTitleKey(route.name))).not.toBe('');
      expect(text(pageTitleKey(route.name), 'en')).not.toBe('');
    }
  });

  it('registers each distinct path once', () => {
    expect(pathsOf(routeByName('InteriorPage'))).toEqual(['/interior']);
    expect(pathsOf(routeByName('Cart'))).toEqual(['/kolichka', '/cart']);
  });
});

describe('special routes', () => {
  it('shows the not-found page for an unknown path', async () => {
    renderShell({ route: '/nyama-takava-stranitsa' });
    expect(await screen.findByRole('heading', { level: 1, name: text('not-found-title') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('back-to-home') })).toHaveAttribute('href', '/');
  });

  it('gives the more specific route precedence over a parameter (promo categories)', async () => {
    renderShell({ route: '/produkti/kategorii/promo' });
    expect(await screen.findByRole('heading', { level: 1, name: text('page-title-PromoCategories') })).toBeInTheDocument();
  });

  it('gives a path of its own precedence over a parameter (posting an offer wins over an offer id)', async () => {
    renderShell({ route: '/sakvartiranti/publikuvai' });
    expect(await screen.findByRole('heading', { level: 1, name: text('page-title-AddRoommate') })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: text('roommates-not-found-title') })).not.toBeInTheDocument();
  });

  it('shows a coming-soon page with its note and a way home', async () => {
    renderShell({ route: '/ochakvaite' });
    expect(await screen.findByRole('heading', { level: 1, name: text('page-title-ComingSoon') })).toBeInTheDocument();
    expect(screen.getByText(text('coming-soon-text'))).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: text('back-to-home') })).toHaveAttribute('href', '/');
  });

  it('asks a signed-out visitor of a profile page to sign in and opens the login dialog', async () => {
    const { user } = renderShell({ route: '/profil/imoti' });
    expect(await screen.findByRole('heading', { level: 1, name: text('profile-sign-in-title') })).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: text('login-modal-title') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('modal-close') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: text('header-login') }));
    expect(await screen.findByRole('dialog', { name: text('login-modal-title') })).toBeInTheDocument();
  });

  it('shows a signed-in user the profile page itself', async () => {
    server.use(signedInAs(userOf('user')));
    renderShell({ route: '/profile/settings' });
    expect(await screen.findByRole('heading', { level: 1, name: text('page-title-AdminSettings') })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends /profil to the dashboard of the user type', async () => {
    server.use(signedInAs(userOf('vendor')));
    renderShell({ route: '/profil' });
    expect(await screen.findByRole('heading', { level: 1, name: text('page-title-VendorDashboard') })).toBeInTheDocument();
    expect(currentLocation()).toBe('/profil/targovets/tablo');
  });
});

describe('preloading the page of the address', () => {
  it('fetches the chunk of the page at a path of either set, and nothing for an unknown path', async () => {
    const product = jest.spyOn(PAGES.SingleProductPage!, 'preload').mockResolvedValue(undefined);
    const home = jest.spyOn(PAGES.Index!, 'preload').mockResolvedValue(undefined);
    const dispatch = makeStore().dispatch;
    await preloadPageAt({ pathname: '/product/12', search: '' }, dispatch);
    await preloadPageAt({ pathname: '/produkt/12', search: '?x=1' }, dispatch);
    await expect(preloadPageAt({ pathname: '/nyama-takava-stranitsa', search: '' }, dispatch)).resolves.toBeUndefined();
    expect(product).toHaveBeenCalledTimes(2);
    expect(product).toHaveBeenLastCalledWith({ params: { id: '12' }, search: new URLSearchParams('?x=1'), dispatch });
    expect(home).not.toHaveBeenCalled();
    product.mockRestore();
    home.mockRestore();
  });
});
