/**
 * Server rendering (issue 24, its first pages: the product page, the terms and the privacy policy)
 * against the real build and server: with JavaScript off the page's HTML holds the product's title
 * and price, or the text's last section, in both languages; in the browser the page hydrates
 * without a warning and shows what the server sent; the product page makes no call for the
 * product, and then navigates on as a single-page app.
 */
import http from 'node:http';
import type { Page } from 'playwright-core';
import { unitPrice } from '../../domain/cart.ts';
import { formatMoney, grossOf } from '../../domain/money.ts';
import type { Locale } from '../../domain/locale.ts';
import { hrefFor } from '../../domain/routes.ts';
import { loadMessages } from '../../locales/index.ts';
import { newPage } from './helpers/browser.ts';
import { english as t } from './helpers/review.ts';
import { useSuite } from './helpers/suite.ts';

const { server, browser } = useSuite();

const PRODUCT_ID = 1;

/** The site's Bulgarian host (BULGARIAN_HOST's default); the server's own address is English. */
const HOST: Record<Locale, (url: URL) => string> = { bg: () => 'domovik.bg', en: (url) => url.host };

/** A plain GET (no JavaScript, no cookies) with the given Host. */
function get(path: string, host: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host, ...headers } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** Text as React writes it into HTML. */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

const rootOf = (html: string) => /<div id="root">(.*?)<\/div><script id="server-state"/s.exec(html)?.[1] ?? '';

describe('the product page rendered on the server', () => {
  it.each(['en', 'bg'] as const)('holds the product\'s title and price in %s with JavaScript off', async (locale) => {
    const host = HOST[locale](new URL(server.url));
    const api = await get(`/api/product/${PRODUCT_ID}`, host, { 'accept-language': locale });
    const product = JSON.parse(api.body) as { title: string; price: number; promoPrice: number | null };
    const page = await get(hrefFor('SingleProductPage', { id: PRODUCT_ID }), host);
    expect(page.status).toBe(200);
    const root = rootOf(page.body);
    expect(root).toContain(`>${asHtml(product.title)}</h1>`);
    expect(root).toContain(asHtml(formatMoney(grossOf(unitPrice(product)), locale)));
  });

  it.each([
    ['TermsAndConditionsPage', 'content-terms-law-title'],
    ['PrivacyPolicyPage', 'content-privacy-cookies-title'],
  ] as const)('%s holds its last section in both languages with JavaScript off', async (name, key) => {
    for (const locale of ['en', 'bg'] as const) {
      const page = await get(hrefFor(name), HOST[locale](new URL(server.url)));
      expect(page.status).toBe(200);
      expect(rootOf(page.body)).toContain(`>${asHtml(loadMessages(locale)[key] ?? key)}</h2>`);
    }
  });

  it.each(['TermsAndConditionsPage', 'PrivacyPolicyPage'] as const)('%s hydrates without a warning and shows what the server sent', async (name) => {
    const served = await shownWithoutScript(hrefFor(name));
    const { context, page, errors } = await newPage(browser);
    const messages = consoleOf(page);
    await page.goto(`${server.url}${hrefFor(name)}`);
    await page.waitForLoadState('networkidle');
    expect(await shown(page)).toEqual(served);
    expect(messages.filter((message) => /hydrat|did not match|recoverable/i.test(message))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates without a warning, shows what the server sent, and then navigates as a single-page app', async () => {
    const path = hrefFor('SingleProductPage', { id: PRODUCT_ID });
    const served = await shownWithoutScript(path);
    const { context, page, errors } = await newPage(browser);
    const messages = consoleOf(page);
    const productCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/product/')) productCalls.push(request.url());
    });
    await page.goto(`${server.url}${path}`);
    await page.waitForLoadState('networkidle');
    expect(await shown(page)).toEqual(served);
    expect(messages.filter((message) => /hydrat|did not match|recoverable/i.test(message))).toEqual([]);
    expect(errors).toEqual([]);
    expect(productCalls).toEqual([]);

    // A link in the page is followed in place: the document (and this mark on it) stays.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.getByRole('navigation', { name: t('breadcrumbs') }).getByRole('link').first().click();
    await page.waitForURL(`${server.url}${hrefFor('Marketplace')}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates for a returning visitor too, whose stored choices and cart show once it has', async () => {
    const path = hrefFor('SingleProductPage', { id: PRODUCT_ID });
    const { context, page, errors } = await newPage(browser);
    await page.goto(`${server.url}${path}`);
    await page.getByRole('button', { name: t('cookie-banner-accept') }).click();
    await page.getByRole('button', { name: t('product-add-to-cart') }).click();
    await page.getByRole('status').filter({ hasText: t('product-added_one', { count: 1 }) }).waitFor();

    // The server sends the page as to anyone (the banner, an empty cart); the browser then shows its own.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.locator('header').getByRole('link', { name: t('header-cart-label', { count: 1 }) }).first().waitFor();
    expect(await page.getByRole('button', { name: t('cookie-banner-accept') }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** What the server sent, as a browser without JavaScript shows it. */
async function shownWithoutScript(path: string): Promise<Awaited<ReturnType<typeof shown>>> {
  const withoutScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await withoutScript.newPage();
  await page.goto(`${server.url}${path}`);
  const served = await shown(page);
  await withoutScript.close();
  expect(served.heading).not.toBe('');
  return served;
}

/** Every console message of the page, with its type. */
function consoleOf(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  return messages;
}

/**
 * What the page shows: its main heading, the text of the page and of the header, as laid out
 * (innerText follows the styles). The footer's newsletter form is left out: it loads as the
 * footer nears the screen, after the page has hydrated.
 */
async function shown(page: Page): Promise<{ heading: string; main: string; header: string }> {
  return {
    heading: (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '',
    main: await page.locator('main').innerText(),
    header: await page.locator('header').first().innerText(),
  };
}
