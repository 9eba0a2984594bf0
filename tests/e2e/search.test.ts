/**
 * The header's search box in a real browser against the real server on the demo data: "divan"
 * typed in Latin letters finds the sofas, grouped by kind with their counts; the products group
 * leads to every product found with the words kept in the address, the properties group to the
 * property search filtered by the words; the box is in the phone menu too, and the desktop
 * header links rentals and flatmates. axe finds nothing on the results pages and the header's
 * box; each is photographed at 390 and 1280 px (test-results/screenshots/search-*.png).
 */
import type { Browser } from 'playwright-core';
import { newPage } from './helpers/browser.ts';
import { expectNoViolations } from './helpers/axe.ts';
import { english as t, review } from './helpers/review.ts';
import type { RunningServer } from './helpers/server.ts';
import { startSuite } from './helpers/suite.ts';
import type { Suite } from './helpers/suite.ts';

let suite: Suite | undefined;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  suite = await startSuite();
  ({ server, browser } = suite);
}, 120_000);
afterAll(() => suite?.stop());

describe('the search box', () => {
  it('finds the sofas for "divan", grouped by kind, and follows the products to their page with the words kept', async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: t('cookie-banner-accept') }).click();
    const box = page.locator('header').getByRole('search').getByRole('searchbox', { name: t('search-box-label') });
    await box.fill('divan');
    await expectNoViolations(page, 'search-header-box');
    await box.press('Enter');

    await page.waitForURL(`${server.url}/tarsene?q=divan`);
    await page.getByRole('heading', { level: 1, name: t('search-heading', { q: 'divan' }) }).waitFor();
    const products = page.getByRole('region', { name: new RegExp(`^${t('search-group-products')}`) });
    await products.getByRole('listitem').first().waitFor();
    const titles = await products.getByRole('listitem').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    // The demo's sofas, and its throws (their Bulgarian names say "за диван", for a sofa).
    for (const title of titles) expect(title).toMatch(/sofa|throw/i);
    expect(titles.filter((title) => /sofa/i.test(title)).length).toBeGreaterThanOrEqual(titles.length / 2);
    const total = Number((await products.getByRole('heading', { level: 2 }).textContent())!.match(/\((\d+)\)/)![1]);
    expect(total).toBeGreaterThanOrEqual(titles.length);
    for (const group of ['search-group-properties', 'search-group-roommates', 'search-group-posts']) {
      await page.getByRole('region', { name: new RegExp(`^${t(group)}`) }).waitFor();
    }
    await review(page, 'search-results');

    await products.getByRole('link', { name: t('search-all-products', { count: total }) }).click();
    await page.waitForURL(`${server.url}/tarsene?q=divan&kind=products`);
    await page.getByRole('heading', { level: 1, name: t('search-products-heading', { q: 'divan' }) }).waitFor();
    await page.getByText(t('search-products-found', { count: total })).waitFor();
    const cards = page.locator('main article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(Math.min(total, 12));
    const headings = await cards.getByRole('heading').allTextContents();
    for (const heading of headings) expect(heading).toMatch(/sofa|throw/i);
    expect(headings.filter((heading) => /sofa/i.test(heading)).length).toBeGreaterThanOrEqual(headings.length / 2);
    await review(page, 'search-products');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('is in the phone menu, and an address without words asks for them', async () => {
    const { context, page, errors } = await newPage(browser, { width: 390 });
    await page.goto(`${server.url}/tarsene`);
    await page.getByRole('button', { name: t('cookie-banner-accept') }).click();
    await page.getByText(t('search-prompt', { min: 2 })).waitFor();
    await review(page, 'search-empty');

    await page.setViewportSize({ width: 390, height: 900 });
    await page.getByRole('button', { name: t('header-menu') }).click();
    const box = page.locator('header').getByRole('search').getByRole('searchbox', { name: t('search-box-label') });
    await box.fill('stol');
    await expectNoViolations(page, 'search-menu-box');
    await box.press('Enter');
    await page.waitForURL(`${server.url}/tarsene?q=stol`);
    await page.getByRole('heading', { level: 1, name: t('search-heading', { q: 'stol' }) }).waitFor();
    await expect(box.isVisible()).resolves.toBe(false);
    // A phone's page has its own box, with the words searched.
    await expect(page.locator('main').getByRole('searchbox', { name: t('search-box-label') }).inputValue()).resolves.toBe('stol');
    expect(errors).toEqual([]);
    await context.close();
  });
  it('follows the properties group to the property search, filtered by the words shown in its box', async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: t('cookie-banner-accept') }).click();
    // "dvor" typed in Latin letters: the homes "с двор" (with a garden).
    const box = page.locator('header').getByRole('search').getByRole('searchbox', { name: t('search-box-label') });
    await box.fill('dvor');
    await box.press('Enter');
    await page.waitForURL(`${server.url}/tarsene?q=dvor`);
    const properties = page.getByRole('region', { name: new RegExp(`^${t('search-group-properties')}`) });
    await properties.getByRole('listitem').first().waitFor();
    const total = Number((await properties.getByRole('heading', { level: 2 }).textContent())!.match(/\((\d+)\)/)![1]);
    expect(total).toBeGreaterThan(0);

    await properties.getByRole('link', { name: t('search-all-properties', { count: total }) }).click();
    await page.waitForURL(`${server.url}/imoti?q=dvor`);
    await page.getByRole('heading', { level: 1, name: t('page-title-PropertySearchPage') }).waitFor();
    await page.getByText(t('rentals-results-count', { count: total }), { exact: true }).waitFor();
    await expect(page.locator('main').getByRole('searchbox', { name: t('rentals-filter-words') }).inputValue()).resolves.toBe('dvor');
    // As many homes as the group counted: the same words, matched the same way.
    await page.locator('main article').first().waitFor();
    await review(page, 'search-properties');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leads from the desktop header to the rentals and the flatmates', async () => {
    const { context, page, errors } = await newPage(browser, { width: 1280 });
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: t('cookie-banner-accept') }).click();
    const nav = page.locator('header').getByRole('navigation', { name: t('header-nav-label') });
    await nav.getByRole('link', { name: t('nav-rentals') }).click();
    await page.waitForURL(`${server.url}/imoti`);
    await page.getByRole('heading', { level: 1, name: t('page-title-PropertySearchPage') }).waitFor();
    await nav.getByRole('link', { name: t('nav-roommates') }).click();
    await page.waitForURL(`${server.url}/sakvartiranti`);
    await page.getByRole('heading', { level: 1, name: t('page-title-SearchRoommateResult') }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
