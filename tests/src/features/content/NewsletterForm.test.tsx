/**
 * The footer's newsletter form in the app shell (product §4, 5, 8): the error flag set or cleared on
 * each input and on send, nothing sent while it is set; a send with the captcha code (ALTCHA's
 * payload from its widget without a site key, the widget's solving stood in for by its event;
 * reCAPTCHA's token for the action login with one), the success notification and an empty field;
 * the error notification with the address kept. The browser test (tests/e2e) solves for real.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CAPTCHA_CHALLENGE_PATH, CAPTCHA_SITE_KEY_META } from '../../../../domain/constants.ts';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { blogCalls, blogState, resetBlogState } from '../../helpers/blog.ts';
import { shopCalls } from '../../helpers/shop.ts';
import { renderShell, signedOut, spyOnScroll } from '../../layout/shell.tsx';

const server = useMswServer(...blogCalls, ...shopCalls, signedOut);

type WithReCaptcha = Window & { grecaptcha?: unknown };

beforeEach(() => {
  spyOnScroll();
  resetBlogState();
});

afterEach(() => {
  document.head.querySelectorAll(`meta[name="${CAPTCHA_SITE_KEY_META}"], script[src*="recaptcha"]`).forEach((element) => element.remove());
  delete (window as WithReCaptcha).grecaptcha;
});

async function openFooter() {
  const rendered = renderShell({ route: '/za-nas' });
  const footer = within(screen.getByRole('contentinfo'));
  const email = await footer.findByRole('textbox', { name: text('content-newsletter-email-label') });
  return { ...rendered, footer, email, subscribe: footer.getByRole('button', { name: text('content-newsletter-submit') }) };
}

/** The notification modal says `message` (its chunk may still be loading at first). */
async function notified(message: string): Promise<void> {
  await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent(message));
}

function announceSiteKey(key: string): void {
  const meta = document.createElement('meta');
  meta.name = CAPTCHA_SITE_KEY_META;
  meta.content = key;
  document.head.append(meta);
}

describe('newsletter form', () => {
  it('sets and clears the error flag on each input, and sends nothing while it is set', async () => {
    const { user, footer, email, subscribe } = await openFooter();
    expect(email).toHaveAttribute('aria-invalid', 'false');
    await user.click(subscribe);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(footer.getByText(text('error-required'))).toBeInTheDocument();
    await user.type(email, 'maria@');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(footer.getByText(text('error-email-format'))).toBeInTheDocument();
    await user.click(subscribe);
    await user.type(email, 'example.bg');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(footer.queryByText(text('error-email-format'))).not.toBeInTheDocument();
    expect(blogState.subscriptions).toEqual([]);
  });

  it("subscribes with ALTCHA's solved payload when the page names no site key, then empties the field", async () => {
    const { user, footer, email, subscribe } = await openFooter();
    const widget = await waitFor(() => {
      const element = footer.getByRole('textbox', { name: text('content-newsletter-email-label') }).closest('form')!.querySelector('altcha-widget');
      expect(element).not.toBeNull();
      return element!;
    });
    expect(widget).toHaveAttribute('challenge', CAPTCHA_CHALLENGE_PATH);
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solved-payload' } }));
    await user.type(email, '  maria@example.bg ');
    await user.click(subscribe);
    await notified(text('subscribing-successful-message'));
    expect(blogState.subscriptions).toEqual([{ email: 'maria@example.bg', code: 'solved-payload' }]);
    expect(email).toHaveValue('');
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it('sends reCAPTCHA\'s token for the action login when the page names a site key', async () => {
    announceSiteKey('site-key-1');
    const execute = jest.fn(async () => 'token-from-google');
    (window as WithReCaptcha).grecaptcha = { ready: (callback: () => void) => callback(), execute };
    const { user, email, subscribe } = await openFooter();
    await user.type(email, 'maria@example.bg');
    await user.click(subscribe);
    await notified(text('subscribing-successful-message'));
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'login' });
    expect(blogState.subscriptions).toEqual([{ email: 'maria@example.bg', code: 'token-from-google' }]);
  });

  it('loads Google\'s script with the site key on the first send, and says it failed when it cannot', async () => {
    announceSiteKey('site key/2');
    const { user, email, subscribe } = await openFooter();
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
    await user.type(email, 'maria@example.bg');
    await user.click(subscribe);
    const script = await waitFor(() => document.querySelector<HTMLScriptElement>('script[src*="recaptcha"]')!);
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=site%20key%2F2');
    script.dispatchEvent(new Event('error'));
    await notified(text('subscribing-error-message'));
    expect(blogState.subscriptions).toEqual([]);
    expect(email).toHaveValue('maria@example.bg');
  });

  it('shows the error notification when the server refuses, keeping the address', async () => {
    server.use(http.post('/api/newsletter/subscribe', () => HttpResponse.json({ message: 'Проверката срещу роботи не премина.' }, { status: 400 })));
    const { user, email, subscribe } = await openFooter();
    await user.type(email, 'maria@example.bg');
    await user.click(subscribe);
    await notified(text('subscribing-error-message'));
    expect(email).toHaveValue('maria@example.bg');
  });
});
