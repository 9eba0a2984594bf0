/**
 * The cookie banner: shown until accepted; Accept keeps the flag in localStorage ('cookieConsent');
 * "Learn more" opens the privacy policy and hides the banner for this session only.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { COOKIE_CONSENT_KEY } from '../../../src/layout/CookieBanner.tsx';
import { useMswServer } from '../helpers/msw.ts';
import { shopCalls } from '../helpers/shop.ts';
import { text } from '../helpers/i18n.ts';
import { currentLocation, renderShell, signedOut, spyOnScroll } from './shell.tsx';

useMswServer(...shopCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
});

function banner(): HTMLElement | null {
  return screen.queryByRole('region', { name: text('cookie-banner-label') });
}

describe('cookie banner', () => {
  it('stays hidden after Accept, also in a new render with the same localStorage', async () => {
    const first = renderShell({ route: '/kontakti' });
    expect(banner()).toBeInTheDocument();
    expect(within(banner()!).getByText(text('cookie-banner-text'))).toBeInTheDocument();
    await first.user.click(within(banner()!).getByRole('button', { name: text('cookie-banner-accept') }));
    expect(banner()).not.toBeInTheDocument();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
    first.unmount();

    sessionStorage.clear();
    renderShell({ route: '/kontakti' });
    expect(banner()).not.toBeInTheDocument();
  });

  it('"Learn more" opens the privacy policy and hides the banner for this session without consenting', async () => {
    const first = renderShell({ route: '/kontakti' });
    await first.user.click(within(banner()!).getByRole('link', { name: text('cookie-banner-privacy') }));
    // The router shows the new address once the privacy page's chunk has loaded.
    await waitFor(() => expect(currentLocation()).toBe('/poveritelnost'));
    expect(banner()).not.toBeInTheDocument();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull();
    first.unmount();

    const second = renderShell({ route: '/kontakti' });
    expect(banner()).not.toBeInTheDocument();
    second.unmount();

    sessionStorage.clear();
    renderShell({ route: '/kontakti' });
    expect(banner()).toBeInTheDocument();
  });
});
