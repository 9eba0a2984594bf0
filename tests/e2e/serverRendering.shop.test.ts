/**
 * The shop's public pages rendered on the server (issue 24) against the real build and server on
 * the demo data: with JavaScript off each page's HTML holds its content in both languages (the
 * home page's promo categories and featured products, a room's and the promo categories, a
 * category's products for the filter and sort in its address in that order, a vendor's name and
 * products), as the API answers it; in the browser each hydrates without a warning and shows what
 * the server sent. The category page asks for none of its data on its first load and then filters
 * as a single-page app; without scripts it and the home page are styled at 390 and 1280 px
 * (photographed).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '../../domain/locale.ts';
import { hrefFor } from '../../domain/routes.ts';
import type { RouteName } from '../../domain/routes.ts';
import { newPage, settle } from './helpers/browser.ts';
import { apiAnswer, asHtml, consoleOf, expectHydrates, hydrationWarnings, renderedRoot, shown, shownWithoutScript } from './helpers/hydration.ts';
import { SCREENSHOTS, english as t } from './helpers/review.ts';
import { useSuite } from './helpers/suite.ts';

const { server, browser } = useSuite();

const LOCALES: readonly Locale[] = ['en', 'bg'];

const api = <T>(locale: Locale, url: string, body?: unknown) => apiAnswer<T>(server, locale, url, body);

interface Named {
  id: number;
  name: string;
}
interface Category extends Named {
  key: string;
  room: string | null;
  promo: boolean;
}
interface SearchPage {
  items: { title: string }[];
  total: number;
}

const rootAt = (locale: Locale, path: string) => renderedRoot(server, locale, path);

/** Every text is in `html`, in this order. */
function expectInOrder(html: string, texts: readonly string[]): void {
  expect(texts.length).toBeGreaterThan(0);
  const positions = texts.map((text) => html.indexOf(`>${asHtml(text)}<`));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
}

let sofas: Category;
let vendorId: number;

beforeAll(async () => {
  const categories = await api<Category[]>('en', '/product/category');
  sofas = categories.find((category) => category.key === 'sofas')!;
  const product = await api<{ vendor: Named }>('en', '/product/1');
  vendorId = product.vendor.id;
});

/** The category page with a filter and an order in its address, as a visitor shares it. */
const filteredSofas = () => `${hrefFor('MarketplaceCategoryPage', { id: sofas.id })}?f.seats=corner&sort=price.DESC`;

describe('the shop\'s pages with JavaScript off', () => {
  it.each(LOCALES)('the home page holds its promo categories and featured products in %s', async (locale) => {
    const promo = await api<Category[]>(locale, '/product/category?promo=1');
    // The home page's featured products: pictured, on promotion, newest first (HomeSections.tsx).
    const featured = await api<SearchPage>(locale, '/product/search?limit=8&orderBy=createdAt.DESC', { promo: true, pictured: true });
    for (const name of ['Index', 'Marketplace'] as const) {
      const root = await rootAt(locale, hrefFor(name));
      expectInOrder(root, promo.slice(0, 4).map((category) => category.name));
      expectInOrder(root, featured.items.map((product) => product.title));
    }
  });

  it.each(LOCALES)('a room\'s categories and the promo categories hold their categories in %s', async (locale) => {
    const room = await api<Category[]>(locale, '/product/category?room=living-room');
    expectInOrder(await rootAt(locale, hrefFor('MarketplaceProductCategories', {}, { room: 'living-room' })), room.map((category) => category.name));
    const promo = await api<Category[]>(locale, '/product/category?promo=1');
    expectInOrder(await rootAt(locale, hrefFor('PromoCategories')), promo.map((category) => category.name));
  });

  it.each(LOCALES)('the category page lists the products of the filter and order in its address in %s', async (locale) => {
    const found = await api<SearchPage>(locale, '/product/search?offset=0&limit=10&orderBy=price.DESC', { categoryId: sofas.id, filters: { seats: ['corner'] } });
    const all = await api<SearchPage>(locale, '/product/search?offset=0&limit=10&orderBy=price.ASC', { categoryId: sofas.id });
    expect(found.items.length).toBeGreaterThan(1);
    const root = await rootAt(locale, filteredSofas());
    expectInOrder(root, found.items.map((product) => product.title));
    // No sofa of another shape is listed.
    const others = all.items.filter((product) => !found.items.some((item) => item.title === product.title));
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(root).not.toContain(`>${asHtml(other.title)}<`);
    const category = (await api<Category[]>(locale, '/product/category')).find((item) => item.id === sofas.id)!;
    expect(root).toContain(`>${asHtml(category.name)}</h1>`);
  });

  it.each(LOCALES)('the vendor page holds the vendor\'s name and products in %s', async (locale) => {
    const vendor = await api<Named>(locale, `/vendor/${vendorId}`);
    const products = await api<SearchPage>(locale, '/product/search?offset=0&limit=10&orderBy=price.ASC', { vendorId });
    const root = await rootAt(locale, hrefFor('SingleVendor', { id: vendorId }));
    expect(root).toContain(`>${asHtml(vendor.name)}</h1>`);
    expectInOrder(root, products.items.map((product) => product.title));
  });

  it.each([
    ['category', filteredSofas],
    // The home page's product grid is in its sections' chunk, whose styles the head applies.
    ['home', () => hrefFor('Index')],
  ])('styles the %s page before any script runs, at 390 and 1280 px', async (name, pathOf) => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}${pathOf()}`);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(SCREENSHOTS, `shop-${name}-no-script-${width}.png`), fullPage: true });
      // The product grid is laid out by its styles: two cards side by side even on a phone.
      const cards = page.locator('main li > article');
      const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
      expect(first && second && Math.abs(first.y - second.y) < 1 && second.x > first.x).toBe(true);
      const { scrollWidth, clientWidth } = await page.locator('html').evaluate((html) => ({ scrollWidth: html.scrollWidth, clientWidth: html.clientWidth }));
      expect(scrollWidth).toBe(clientWidth);
    }
    await context.close();
  });
});

describe('the shop\'s pages in the browser', () => {
  const pages: [RouteName, () => string][] = [
    ['Index', () => hrefFor('Index')],
    ['Marketplace', () => hrefFor('Marketplace')],
    ['MarketplaceProductCategories', () => hrefFor('MarketplaceProductCategories', {}, { room: 'living-room' })],
    ['PromoCategories', () => hrefFor('PromoCategories')],
    ['MarketplaceCategoryPage', filteredSofas],
    ['SingleVendor', () => hrefFor('SingleVendor', { id: vendorId })],
  ];

  it.each(pages)('%s hydrates without a warning and shows what the server sent', async (_name, pathOf) => {
    const { context } = await expectHydrates(browser, `${server.url}${pathOf()}`);
    await context.close();
  });

  it('loads the category page without asking for its data, then filters as a single-page app', async () => {
    const url = `${server.url}${filteredSofas()}`;
    const served = await shownWithoutScript(browser, url);
    const { context, page, errors } = await newPage(browser);
    const messages = consoleOf(page);
    const shopCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/product')) shopCalls.push(`${request.method()} ${request.url()}`);
    });
    await page.goto(url);
    await settle(page);
    expect(await shown(page)).toEqual(served);
    expect(hydrationWarnings(messages)).toEqual([]);
    expect(shopCalls).toEqual([]);

    // A filter switched on changes the address and the list in place: the document (and this mark on it) stays.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    const seats = page.getByRole('group', { name: 'Seats' });
    expect(await seats.getByRole('checkbox', { name: /Corner/ }).isChecked()).toBe(true);
    await seats.getByRole('checkbox', { name: /Three-seater/ }).check();
    await page.waitForURL(/f\.seats=3/);
    const found = await api<SearchPage>('en', '/product/search?offset=0&limit=10&orderBy=price.DESC', { categoryId: sofas.id, filters: { seats: ['corner', '3'] } });
    await page.getByRole('status').filter({ hasText: t('results-count', { count: found.total }) }).waitFor();
    const titles = await page.locator('main article h2').allTextContents();
    expect(titles).toEqual(found.items.map((product) => product.title));
    expect(shopCalls.filter((call) => call.startsWith('POST') && call.includes('/api/product/search'))).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
