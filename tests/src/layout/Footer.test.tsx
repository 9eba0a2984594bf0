/**
 * The footer: its links by route name, the social pages, the newsletter block only with
 * showSubscribe, and no footer on PaymentStatus.
 */
import { act, screen, within } from '@testing-library/react';
import { Footer } from '../../../src/layout/Footer.tsx';
import { useMswServer } from '../helpers/msw.ts';
import { shopCalls } from '../helpers/shop.ts';
import { text } from '../helpers/i18n.ts';
import { renderWithProviders } from '../helpers/render.tsx';
import { renderShell, signedOut, spyOnScroll } from './shell.tsx';

useMswServer(...shopCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
});

describe('footer', () => {
  it('links privacy, terms, about us, blog and contact us', () => {
    renderWithProviders(<Footer />);
    const nav = within(screen.getByRole('navigation', { name: text('footer-nav-label') }));
    expect(nav.getByRole('link', { name: text('nav-privacy-policy') })).toHaveAttribute('href', '/poveritelnost');
    expect(nav.getByRole('link', { name: text('nav-terms') })).toHaveAttribute('href', '/obshti-usloviya');
    expect(nav.getByRole('link', { name: text('nav-about-us') })).toHaveAttribute('href', '/za-nas');
    expect(nav.getByRole('link', { name: text('nav-blog') })).toHaveAttribute('href', '/blog/kategoriya');
    expect(nav.getByRole('link', { name: text('nav-contact-us') })).toHaveAttribute('href', '/kontakti');
  });

  it('links the social pages with names, in a new tab without an opener', () => {
    renderWithProviders(<Footer />);
    for (const key of ['footer-social-facebook', 'footer-social-instagram', 'footer-social-youtube']) {
      const link = screen.getByRole('link', { name: text(key) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('shows the newsletter block, with the form it is handed (once the page has painted, where the browser cannot tell when it is near), only when showSubscribe is true', async () => {
    const form = <form aria-label="newsletter form" />;
    const { unmount } = renderWithProviders(<Footer newsletter={form} />);
    expect(screen.queryByRole('heading', { name: text('footer-newsletter-title') })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'newsletter form' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Footer showSubscribe newsletter={form} />);
    expect(screen.getByRole('heading', { name: text('footer-newsletter-title') })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'newsletter form' })).not.toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'newsletter form' })).toBeInTheDocument();
  });

  it('renders the newsletter form only as the visitor nears it, where the browser can tell', async () => {
    const observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; target?: Element }[] = [];
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed.push({ callback, options });
      }
      observe(target: Element) {
        observed.at(-1)!.target = target;
      }
      disconnect() {}
    }
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    try {
      renderWithProviders(<Footer showSubscribe newsletter={<form aria-label="newsletter form" />} />);
      const [{ callback, options, target }] = observed as [(typeof observed)[number]];
      expect(options?.rootMargin).toBe('600px 0px');
      const report = (isIntersecting: boolean) =>
        act(() => callback([{ isIntersecting, target } as IntersectionObserverEntry], {} as IntersectionObserver));
      await report(false);
      expect(screen.queryByRole('form', { name: 'newsletter form' })).not.toBeInTheDocument();
      await report(true);
      expect(screen.getByRole('form', { name: 'newsletter form' })).toBeInTheDocument();
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('shows in the shell with the newsletter block and its form', async () => {
    renderShell({ route: '/kontakti' });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('heading', { name: text('footer-newsletter-title') })).toBeInTheDocument();
    expect(await footer.findByRole('textbox', { name: text('content-newsletter-email-label') })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it.each(['/plashtane/status', '/payment/status'])('is hidden on PaymentStatus (%s)', async (route) => {
    renderShell({ route });
    expect(await screen.findByRole('heading', { level: 1, name: text('page-title-PaymentStatus') })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
