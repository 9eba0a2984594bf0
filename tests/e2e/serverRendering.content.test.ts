/**
 * Server rendering of the blog, the services, contacts, the static pages, the site search and the
 * not-found page (issue 24) against the real build and server: with JavaScript off each page's
 * real content is in #root in both languages (the post's text, a category's posts, the services'
 * lists, the search's hits); a path no route matches, an unknown post or category is a 404 with
 * its not-found heading, and a deleted property a 410. In the browser each page hydrates without a
 * warning and shows what the server sent; the post makes no call for its data and then navigates
 * as a single-page app. The post is photographed with JavaScript off at 390 and 1280 px for review.
 */
import type { Page } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '../../domain/locale.ts';
import { hrefFor } from '../../domain/routes.ts';
import type { RouteName } from '../../domain/routes.ts';
import { loadMessages } from '../../locales/index.ts';
import { newPage, settle } from './helpers/browser.ts';
import { apiAnswer, asHtml, consoleOf, expectHydrates, get, hostOf, hydrationWarnings, rootOf, shown, shownWithoutScript } from './helpers/hydration.ts';
import { SCREENSHOTS, english as t } from './helpers/review.ts';
import { signInFromHome } from './helpers/session.ts';
import { useSuite } from './helpers/suite.ts';

const { server, browser } = useSuite();

const LOCALES = ['en', 'bg'] as const;

const api = <T>(path: string, locale: Locale) => apiAnswer<T>(server, locale, path);

interface PostSummary {
  id: number;
  title: string;
}
interface ServiceGroup {
  name: string;
  items: { name: string }[];
}

/** The page at `path` in `locale` with JavaScript off: its status and the HTML in #root. */
async function served(path: string, locale: Locale): Promise<{ status: number; root: string }> {
  const page = await get(server, path, hostOf(server, locale));
  return { status: page.status, root: rootOf(page.body) };
}

const message = (locale: Locale, key: string) => asHtml(loadMessages(locale)[key] ?? key);

describe('the content pages rendered on the server, with JavaScript off', () => {
  it.each(LOCALES)('a post holds its text, the newest posts and its comments heading in %s', async (locale) => {
    const [first] = (await api<{ items: PostSummary[] }>('/news?limit=1', locale)).items;
    const post = await api<{ id: number; title: string; body: string }>(`/news/${first!.id}`, locale);
    const { status, root } = await served(hrefFor('BlogSinglePost', { id: post.id }), locale);
    expect(status).toBe(200);
    expect(root).toContain(`>${asHtml(post.title)}</h1>`);
    // The body is the server's sanitized HTML, written as it is.
    expect(root).toContain(post.body);
    const newest = await api<{ items: PostSummary[] }>('/news?limit=5&orderBy=publishedAt.DESC', locale);
    for (const item of newest.items) expect(root).toContain(`>${asHtml(item.title)}</a>`);
  });

  it.each(LOCALES)('the blog and a category hold their posts in %s', async (locale) => {
    const all = await api<{ items: PostSummary[] }>('/news?type=blog&offset=0&limit=9', locale);
    const blog = await served(hrefFor('BlogCategory'), locale);
    expect(blog.status).toBe(200);
    expect(all.items).toHaveLength(9);
    for (const post of all.items) expect(blog.root).toContain(`>${asHtml(post.title)}</a></h2>`);

    const [category] = await api<{ id: number; name: string }[]>('/news/categories', locale);
    const posts = await api<{ items: PostSummary[] }>(`/news?type=blog&category_id=${category!.id}&offset=0&limit=9`, locale);
    const page = await served(hrefFor('BlogCategory', { id: category!.id }), locale);
    expect(page.status).toBe(200);
    expect(page.root).toContain(`>${asHtml(category!.name)}</h1>`);
    expect(posts.items.length).toBeGreaterThan(0);
    for (const post of posts.items) expect(page.root).toContain(`>${asHtml(post.title)}</a></h2>`);
  });

  it.each([
    ['CleaningPage', {}, ['one-time', 'deep']],
    ['MovingPage', {}, ['moving']],
    ['SelectCleaningServicePage', {}, ['one-time']],
    ['SelectCleaningServicePage', { type: 'deep' }, ['deep']],
    ['SelectMovingServicePage', {}, ['moving']],
  ] as const)('%s %j lists its services in both languages', async (name, query, types) => {
    for (const locale of LOCALES) {
      const { status, root } = await served(hrefFor(name, {}, query), locale);
      expect(status).toBe(200);
      for (const type of types) {
        const groups = await api<ServiceGroup[]>(`/cleaning/one-time/services?cleaningType=${type}`, locale);
        expect(groups.length).toBeGreaterThan(0);
        for (const group of groups) {
          expect(root).toContain(asHtml(group.name));
          for (const service of group.items) expect(root).toContain(asHtml(service.name));
        }
      }
    }
  });

  it.each([
    ['Contacts', 'content-contacts-form-title'],
    ['AboutUsPage', 'content-about-values-title'],
    ['ComingSoon', 'coming-soon-text'],
    ['InteriorPage', 'interior-advice-title'],
  ] as const)('%s holds its text in both languages', async (name, key) => {
    for (const locale of LOCALES) {
      const { status, root } = await served(hrefFor(name), locale);
      expect(status).toBe(200);
      expect(root).toContain(message(locale, key));
    }
  });

  it.each(LOCALES)('the site search holds its hits for a word in %s', async (locale) => {
    const [post] = (await api<{ items: PostSummary[] }>('/news?limit=1', locale)).items;
    // The longest word of a post's title finds that post at least.
    const word = post!.title.split(/[^\p{L}\p{N}]+/u).sort((a, b) => b.length - a.length)[0]!;
    const results = await api<Record<string, { total: number; items: { title: string }[] }>>(`/search?q=${encodeURIComponent(word)}`, locale);
    expect(results.posts!.total).toBeGreaterThan(0);
    const { status, root } = await served(hrefFor('SiteSearch', {}, { q: word }), locale);
    expect(status).toBe(200);
    for (const group of Object.values(results)) {
      for (const hit of group.items) expect(root).toContain(`>${asHtml(hit.title)}</span>`);
    }
  });

  it.each(LOCALES)('a path no route matches, an unknown post and an unknown category are 404s with their not-found heading in %s', async (locale) => {
    const nowhere = await served('/nyama-takava-stranitsa', locale);
    expect(nowhere.status).toBe(404);
    expect(nowhere.root).toContain(`>${message(locale, 'not-found-title')}</h1>`);
    for (const address of [hrefFor('BlogSinglePost', { id: 999_999 }), hrefFor('BlogCategory', { id: 999_999 })]) {
      const page = await served(address, locale);
      expect(page.status).toBe(404);
      expect(page.root).toContain(`>${message(locale, 'blog-not-found-title')}</h1>`);
    }
  });

  it('a deleted property is a 410', async () => {
    const { context, page } = await newPage(browser);
    await signInFromHome(page, server.url, 'agency@domovik.test');
    const mine = (await (await page.request.get(`${server.url}/api/user/property?limit=1`)).json()) as { items: { id: number }[] };
    const id = mine.items[0]!.id;
    expect((await page.request.delete(`${server.url}/api/property/${id}`)).status()).toBeLessThan(300);
    await context.close();
    for (const locale of LOCALES) expect((await served(hrefFor('SinglePropertyPage', { id }), locale)).status).toBe(410);
  });
});

/**
 * Loads `url` and expects it to hydrate without a warning, showing what the server sent once
 * `tidy` has run (it takes away what the page adds after hydrating); `expectedErrors` are the
 * console errors the page is known to give (a 404 document, its record's call answering 404).
 */
async function expectHydratesWith(url: string, tidy: (page: Page) => Promise<void>, expectedErrors: RegExp | null = null): Promise<void> {
  const before = await shownWithoutScript(browser, url);
  const { context, page, errors } = await newPage(browser);
  const messages = consoleOf(page);
  await page.goto(url);
  await settle(page);
  await tidy(page);
  expect(await shown(page)).toEqual(before);
  expect(hydrationWarnings(messages)).toEqual([]);
  expect(errors.filter((error) => expectedErrors === null || !expectedErrors.test(error))).toEqual([]);
  await context.close();
}

describe('the content pages hydrating', () => {
  it.each<[RouteName, Record<string, string>]>([
    ['BlogCategory', {}],
    ['CleaningPage', {}],
    ['MovingPage', {}],
    ['SelectCleaningServicePage', {}],
    ['SelectCleaningServicePage', { type: 'deep' }],
    ['SelectMovingServicePage', {}],
    ['AboutUsPage', {}],
    ['ComingSoon', {}],
    ['InteriorPage', {}],
    ['SiteSearch', { q: 'sofa' }],
  ])('%s %j hydrates without a warning and shows what the server sent', async (name, query) => {
    const { context } = await expectHydrates(browser, `${server.url}${hrefFor(name, {}, query)}`);
    await context.close();
  });

  it('a blog category hydrates too', async () => {
    const [category] = await api<{ id: number }[]>('/news/categories', 'en');
    const { context } = await expectHydrates(browser, `${server.url}${hrefFor('BlogCategory', { id: category!.id })}`);
    await context.close();
  });

  it('the contacts page hydrates, its captcha coming once it has', async () => {
    await expectHydratesWith(`${server.url}${hrefFor('Contacts')}`, async (page) => {
      // The captcha's widget is the one part that comes after hydration (it reads the page's <meta>).
      await page.locator('main altcha-widget').waitFor();
      await page.evaluate(() => document.querySelectorAll('altcha-widget').forEach((widget) => widget.remove()));
    });
  });

  it.each(['/nyama-takava-stranitsa', hrefFor('BlogSinglePost', { id: 999_999 }), hrefFor('BlogCategory', { id: 999_999 })])(
    'the not-found page at %s hydrates',
    async (address) => {
      await expectHydratesWith(`${server.url}${address}`, () => Promise.resolve(), /Failed to load resource: the server responded with a status of 404/);
    },
  );

  it('a post hydrates without calling for its data, and then navigates as a single-page app', async () => {
    const [first] = (await api<{ items: PostSummary[] }>('/news?limit=1', 'en')).items;
    const url = `${server.url}${hrefFor('BlogSinglePost', { id: first!.id })}`;
    const before = await shownWithoutScript(browser, url);
    const { context, page, errors } = await newPage(browser);
    const messages = consoleOf(page);
    const blogCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/news')) blogCalls.push(request.url());
    });
    await page.goto(url);
    await settle(page);
    expect(await shown(page)).toEqual(before);
    expect(hydrationWarnings(messages)).toEqual([]);
    expect(errors).toEqual([]);
    expect(blogCalls).toEqual([]);

    // A link in the page is followed in place: the document (and this mark on it) stays.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.getByRole('navigation', { name: t('breadcrumbs') }).getByRole('link').first().click();
    await page.waitForURL(`${server.url}${hrefFor('BlogCategory')}`);
    await page.getByRole('heading', { level: 1, name: t('page-title-BlogCategory') }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a post with JavaScript off, photographed at 390 and 1280 px', async () => {
    const [first] = (await api<{ items: PostSummary[] }>('/news?limit=1', 'en')).items;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}${hrefFor('BlogSinglePost', { id: first!.id })}`);
    await mkdir(SCREENSHOTS, { recursive: true });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(SCREENSHOTS, `ssr-content-blog-post-no-js-${width}.png`), fullPage: true });
    }
    await context.close();
  });
});
