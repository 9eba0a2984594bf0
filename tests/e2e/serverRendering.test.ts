/**
 * Server rendering (issue 24, its first pages: the product page, the terms and the privacy policy)
 * against the real build and server: with JavaScript off the page's HTML holds the product's title
 * and price, or the text's last section, in both languages; in the browser the page hydrates
 * without a warning and shows what the server sent; the product page makes no call for the
 * product, and then navigates on as a single-page app. A click on "add to cart" before the app's
 * scripts have come is held (the button busy) and made once the app has started; the search box,
 * a form with its own address, searches without the app meanwhile.
 */
import type { Page } from 'playwright-core';
import { unitPrice } from '../../domain/cart.ts';
import { formatMoney, grossOf } from '../../domain/money.ts';
import { hrefFor } from '../../domain/routes.ts';
import { loadMessages } from '../../locales/index.ts';
import { newPage, settle } from './helpers/browser.ts';
import { asHtml, consoleOf, expectHydrates, get, hostOf, hydrationWarnings, rootOf, shown, shownWithoutScript } from './helpers/hydration.ts';
import { english as t } from './helpers/review.ts';
import { useSuite } from './helpers/suite.ts';

const { server, browser } = useSuite();

const PRODUCT_ID = 1;

/** Holds the app's scripts (all but src/boot.ts, which asks for them) back until the answer is called. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith('.js') && !url.pathname.includes('/boot.'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

describe('the product page rendered on the server', () => {
  it.each(['en', 'bg'] as const)('holds the product\'s title and price in %s with JavaScript off', async (locale) => {
    const host = hostOf(server, locale);
    const api = await get(server, `/api/product/${PRODUCT_ID}`, host, { 'accept-language': locale });
    const product = JSON.parse(api.body) as { title: string; price: number; promoPrice: number | null };
    const page = await get(server, hrefFor('SingleProductPage', { id: PRODUCT_ID }), host);
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
      const page = await get(server, hrefFor(name), hostOf(server, locale));
      expect(page.status).toBe(200);
      expect(rootOf(page.body)).toContain(`>${asHtml(loadMessages(locale)[key] ?? key)}</h2>`);
    }
  });

  it.each(['TermsAndConditionsPage', 'PrivacyPolicyPage'] as const)('%s hydrates without a warning and shows what the server sent', async (name) => {
    const { context } = await expectHydrates(browser, `${server.url}${hrefFor(name)}`);
    await context.close();
  });

  it('hydrates without a warning, shows what the server sent, and then navigates as a single-page app', async () => {
    const path = hrefFor('SingleProductPage', { id: PRODUCT_ID });
    const served = await shownWithoutScript(browser, `${server.url}${path}`);
    const { context, page, errors } = await newPage(browser);
    const messages = consoleOf(page);
    const productCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/product/')) productCalls.push(request.url());
    });
    await page.goto(`${server.url}${path}`);
    await settle(page);
    expect(await shown(page)).toEqual(served);
    expect(hydrationWarnings(messages)).toEqual([]);
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
    await settle(page);
    await page.locator('header').getByRole('link', { name: t('header-cart-label', { count: 1 }) }).first().waitFor();
    expect(await page.getByRole('button', { name: t('cookie-banner-accept') }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a click on "add to cart" made before the app started, once, and makes it when the app has', async () => {
    const { context, page, errors } = await newPage(browser);
    const release = await holdAppScripts(page);
    await page.goto(`${server.url}${hrefFor('SingleProductPage', { id: PRODUCT_ID })}`, { waitUntil: 'commit' });
    // src/boot.ts (deferred) has run: the page is the server's, and the app cannot start.
    await page.waitForLoadState('domcontentloaded');
    const add = page.getByRole('button', { name: t('product-add-to-cart') });
    // An impatient visitor: a double click, which adds one.
    await add.dblclick();
    expect(await page.locator('html').getAttribute('data-started')).toBeNull();
    expect(await add.getAttribute('aria-busy')).toBe('true');

    release();
    await page.locator('html[data-started]').waitFor({ state: 'attached' });
    await page.getByRole('status').filter({ hasText: t('product-added_one', { count: 1 }) }).waitFor();
    await page.locator('header').getByRole('link', { name: t('header-cart-label', { count: 1 }) }).first().waitFor();
    expect(await add.getAttribute('aria-busy')).toBeNull();
    // Once started, a click is the app's own: a second one adds a second.
    await add.click();
    await page.locator('header').getByRole('link', { name: t('header-cart-label', { count: 2 }) }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('adds a click made before the app started to a returning visitor’s stored cart, which it keeps', async () => {
    const path = `${server.url}${hrefFor('SingleProductPage', { id: PRODUCT_ID })}`;
    const { context, page, errors } = await newPage(browser);
    await page.goto(path);
    const add = page.getByRole('button', { name: t('product-add-to-cart') });
    await add.click();
    await page.locator('header').getByRole('link', { name: t('header-cart-label', { count: 1 }) }).first().waitFor();

    const release = await holdAppScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    await add.click();
    release();
    // The stored item and the held click's: neither replaces the other.
    await page.locator('header').getByRole('link', { name: t('header-cart-label', { count: 2 }) }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('searches from the header’s search box before the app started, as a form without the app does', async () => {
    const { context, page, errors } = await newPage(browser);
    const release = await holdAppScripts(page);
    await page.goto(`${server.url}${hrefFor('SingleProductPage', { id: PRODUCT_ID })}`, { waitUntil: 'commit' });
    // src/boot.ts (deferred) has run: the page is the server's, and the app cannot start.
    await page.waitForLoadState('domcontentloaded');
    const header = page.locator('header');
    await header.getByRole('searchbox', { name: t('search-box-label') }).fill('divan');
    await header.getByRole('button', { name: t('search-box-submit') }).click();
    // The browser's own submission: the app, held back, could not have made it.
    await page.waitForURL((url) => url.searchParams.get('q') === 'divan', { waitUntil: 'commit' });
    expect(await page.locator('html').getAttribute('data-started')).toBeNull();
    release();
    await page.locator('html[data-started]').waitFor({ state: 'attached' });
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
