/**
 * The server-rendering machinery (issue 24, decision 0029) against the real build and server:
 * the page's head holds its one title and description (React's copies are not left in #root);
 * pages rendered at the same time in both languages keep each its own; a signed-in user gets
 * the visitor's HTML, and their header becomes theirs once the page hydrates, without moving
 * the page's content.
 */
import { hrefFor } from '../../domain/routes.ts';
import { newPage, settle } from './helpers/browser.ts';
import { asHtml, get, hostOf, rootOf } from './helpers/hydration.ts';
import { english as t } from './helpers/review.ts';
import { signInFromHome } from './helpers/session.ts';
import { useSuite } from './helpers/suite.ts';

const { server, browser } = useSuite();

const PRODUCT_ID = 1;
const productPath = hrefFor('SingleProductPage', { id: PRODUCT_ID });

async function titleOf(locale: 'bg' | 'en'): Promise<string> {
  const api = await get(server, `/api/product/${PRODUCT_ID}`, hostOf(server, locale), { 'accept-language': locale });
  return (JSON.parse(api.body) as { title: string }).title;
}

describe('a page rendered on the server', () => {
  it.each(['en', 'bg'] as const)('has one title and one description, in its head, in %s', async (locale) => {
    const page = await get(server, productPath, hostOf(server, locale));
    expect(page.status).toBe(200);
    expect(rootOf(page.body)).toContain(`>${asHtml(await titleOf(locale))}</h1>`);
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    expect(page.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toContain(`<title>${asHtml(await titleOf(locale))} · `);
    expect(head).toMatch(/<meta name="description"/);
  });

  it('keeps each language when pages in both are rendered at the same time', async () => {
    const titles = { bg: await titleOf('bg'), en: await titleOf('en') };
    // Distinct queries: each is rendered, none served from the cache.
    const asked = Array.from({ length: 8 }, (_, n) => (n % 2 === 0 ? 'bg' : 'en') as 'bg' | 'en');
    const pages = await Promise.all(asked.map((locale, n) => get(server, `${productPath}?together=${n}`, hostOf(server, locale))));
    pages.forEach((page, n) => {
      const locale = asked[n]!;
      const other = locale === 'bg' ? 'en' : 'bg';
      const root = rootOf(page.body);
      expect(root).toContain(`>${asHtml(titles[locale])}</h1>`);
      expect(root).not.toContain(asHtml(titles[other]));
      expect(page.body).toContain(`<html lang="${locale}"`);
    });
  });
});

describe('a signed-in user on a public page', () => {
  it('gets the visitor\'s HTML, and their own header once it has hydrated, without a layout shift', async () => {
    const { context, page, errors } = await newPage(browser);
    await signInFromHome(page, server.url, 'maria@domovik.test');
    const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');

    // The user asks first (the page is rendered for their request), a visitor next.
    const path = `${productPath}?signed=in`;
    const theirs = await get(server, path, hostOf(server, 'en'), { cookie });
    const visitors = await get(server, path, hostOf(server, 'en'));
    expect(rootOf(theirs.body)).not.toBe('');
    expect(theirs.body).toBe(visitors.body);
    expect(rootOf(theirs.body)).toContain(`>${t('header-login')}<`);

    await page.addInitScript(() => {
      const shifts = { sum: 0 };
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.sum += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${server.url}${path}`);
    const header = page.locator('header').first();
    await header.getByRole('link', { name: new RegExp(t('header-profile')) }).first().waitFor();
    await settle(page);
    expect(await header.getByRole('button', { name: t('header-login') }).count()).toBe(0);
    const shifted = await page.evaluate(() => (window as unknown as { layoutShifts: { sum: number } }).layoutShifts.sum);
    expect(shifted).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
    await context.close();
  });
});
