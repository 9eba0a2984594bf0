/**
 * Server rendering as a visitor meets it (issue 24): a page fetched with JavaScript off (plain
 * HTTP, or a browser without scripts), and the same page hydrating in the browser without a
 * warning, showing what the server sent.
 */
import http from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Locale } from '../../../domain/locale.ts';
import { newPage, settle } from './browser.ts';
import type { RunningServer } from './server.ts';

/** The site's Bulgarian host (BULGARIAN_HOST's default); the server's own address is English. */
export function hostOf(server: RunningServer, locale: Locale): string {
  return locale === 'bg' ? 'domovik.bg' : new URL(server.url).host;
}

/** A plain GET (no JavaScript, no cookies) with the given Host. */
export function get(server: RunningServer, path: string, host: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
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

/** The API's answer (JSON) to a visitor in a language: a GET of `path` (under /api), or a POST of `body`. */
export async function apiAnswer<T>(server: RunningServer, locale: Locale, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'accept-language': locale, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The #root the server sends for the page at `path` in a language (its host's), with JavaScript off: a 200, rendered. */
export async function renderedRoot(server: RunningServer, locale: Locale, path: string): Promise<string> {
  const page = await get(server, path, hostOf(server, locale));
  expect(page.status).toBe(200);
  const root = rootOf(page.body);
  expect(root).not.toBe('');
  return root;
}

/** Text as React writes it into HTML. */
export const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The server-rendered HTML in #root ('' for a page the browser renders). */
export const rootOf = (html: string) => /<div id="root">(.*?)<\/div><script id="server-state"/s.exec(html)?.[1] ?? '';

/**
 * What the page shows: its main heading, the text of the page and of the header, as laid out
 * (innerText follows the styles). The footer's newsletter form is left out: it loads as the
 * footer nears the screen, after the page has hydrated.
 */
export async function shown(page: Page): Promise<{ heading: string; main: string; header: string }> {
  return {
    heading: (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '',
    main: await page.locator('main').innerText(),
    header: await page.locator('header').first().innerText(),
  };
}

/** What the server sent, as a browser without JavaScript shows it. */
export async function shownWithoutScript(browser: Browser, url: string): Promise<Awaited<ReturnType<typeof shown>>> {
  const withoutScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await withoutScript.newPage();
  await page.goto(url);
  const served = await shown(page);
  await withoutScript.close();
  expect(served.heading).not.toBe('');
  return served;
}

/** Every console message of the page, with its type. */
export function consoleOf(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  return messages;
}

/** The console messages that tell of a hydration that did not match. */
export const hydrationWarnings = (messages: readonly string[]) => messages.filter((message) => /hydrat|did not match|recoverable/i.test(message));

/**
 * Loads `url` in the browser, recording the paths of its calls to the API, and expects it to
 * hydrate without a warning or error, showing what the server sent; resolves with the page (its
 * context still open) and the calls. `later` is a line of the page shown only once the visitor
 * is known (the machines start after hydration): absent from the server's page, then in its
 * place. `prepare` readies the page's context before it loads (routes it answers itself).
 */
export async function expectHydrates(
  browser: Browser,
  url: string,
  { later, prepare }: { later?: string; prepare?: (context: BrowserContext) => Promise<unknown> } = {},
): Promise<Awaited<ReturnType<typeof newPage>> & { calls: string[] }> {
  const served = await shownWithoutScript(browser, url);
  const opened = await newPage(browser);
  await prepare?.(opened.context);
  const messages = consoleOf(opened.page);
  const calls: string[] = [];
  opened.page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  await opened.page.goto(url);
  await settle(opened.page);
  const hydrated = await shown(opened.page);
  if (later !== undefined) {
    expect(served.main).not.toContain(later);
    expect(hydrated.main).toContain(`\n${later}\n`);
    hydrated.main = hydrated.main.replace(`\n${later}`, '');
  }
  expect(hydrated).toEqual(served);
  expect(hydrationWarnings(messages)).toEqual([]);
  expect(opened.errors).toEqual([]);
  return { ...opened, calls };
}

/** The calls but the visitor's session (GET /api/user, which no page is rendered with): the page's data. */
export const dataCalls = (calls: readonly string[]) => calls.filter((call) => call !== '/api/user');
