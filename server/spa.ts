/**
 * The browser app: hashed assets from dist/ with a year's cache, and index.html for every other
 * page path (both path sets; the app's router shows its not-found page). The chosen locale's
 * translations are inlined as a JSON data block, so the first paint needs no extra request; the
 * block names each language's translations version, under which the app asks for another
 * language's and keeps it for good (docs/decisions/0026-fixed-answers.md).
 * The build's compressed copies of its files are sent as they are (preCompressed).
 * Until the app is built, a small translated page says the API is running.
 *
 * A shared link shows what it leads to: an area may give a page (by route name, in both path
 * sets) a metadata resolver that answers its title, description and picture in the page's
 * language (areas/index.ts lists them); they fill the page's <title>, description and Open
 * Graph tags, escaped as HTML text, and its schema.org JSON-LD. A resolver that answers 'unknown'
 * (an unknown or hidden record) or 'gone' (a deleted one) makes the page a 404 or 410, as is a
 * path no route matches: the normal page, whose app shows its own not-found (rendered here too
 * when the server renders that page, and always for a path no route matches). A resolver that
 * fails leaves the normal page (200, logged). A resolver may also name the page's first picture
 * (its largest paint), which the head preloads.
 *
 * Every page found names its canonical address and, with an English host, the same page in each
 * language (pageAddress.ts, docs/decisions/0028-page-addresses.md).
 *
 * The page's own chunks (dist/page-chunks.json, written by the build) are preloaded from its
 * head, so they download beside the app's start instead of after it has run.
 *
 * When reCAPTCHA is configured (its secret and site key), the page names the site key in a
 * <meta> (CAPTCHA_SITE_KEY_META), which is how the forms learn to use it instead of ALTCHA.
 *
 * Server rendering, its streaming, crawlers and page cache: docs/decisions/0029-server-rendering.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CAPTCHA_SITE_KEY_META, LOCALES, PRELOADED_TRANSLATIONS_ID, ROUTES, SERVER_STATE_ID, chooseLocale, pageTitleKey, toHtmlLang } from '../domain/index.ts';
import { routeId } from '../domain/routes.ts';
import type { Locale, RouteName, UiLocale } from '../domain/index.ts';
import { pictureSrcSet } from '../domain/images.ts';
import type { StoredPicture } from '../domain/images.ts';
import { IMMUTABLE, chooseEncoding } from './fixedAnswer.ts';
import { announce } from './services/notifications.ts';
import { canonicalQuery, pageAddresses } from './pageAddress.ts';
import type { PageAddresses } from './pageAddress.ts';

/** What a shared link to a page shows (texts in the page's language). */
export interface PageMetadata {
  title: string;
  description: string;
  /** The picture: its URL (relative to the site or absolute) and, when known, its size. */
  image?: { url: string; width: number | null; height: number | null } | null;
  /**
   * The picture the page will show largest in the first screen (its largest paint), with the
   * `sizes` its <img> will have: preloaded from the head, so it downloads beside the app instead
   * of after the app has run and asked for the page's data.
   */
  firstPicture?: { picture: StoredPicture; sizes: string } | null;
  /** The page's schema.org nodes (each with its @context), written as JSON-LD data blocks. */
  structuredData?: readonly Record<string, unknown>[];
}

/** The page's record does not exist or is hidden (404), or was deleted (410). */
type PageAbsence = 'unknown' | 'gone';

/** What a resolver is told of the page it describes. */
type PageContext = {
  params: Record<string, string>;
  search: URLSearchParams;
  locale: Locale;
  server: FastifyInstance;
  /** The absolute address of a page in this page's language. */
  link: (name: RouteName, params?: Record<string, string | number>, query?: Record<string, string>) => string;
  /** A picture's URL as an absolute address (a stored one may be relative to the site). */
  absolute: (url: string) => string;
};

/** The metadata of one page, from its route parameters and query, or why there is no such page. */
type PageMetadataResolver = (context: PageContext) => Promise<PageMetadata | PageAbsence>;

export type PageMetadataResolvers = Partial<Record<RouteName, PageMetadataResolver>>;

/**
 * The resolver of a record's page (`/…/:id`): the record `find` reads by the address's id, then
 * `describe` says what the page shows of it. An id that is no id, or a record not found, is
 * 'unknown' (a 404); `describe` may still answer an absence (a deleted record is 'gone').
 */
export function recordPage<T>(
  find: (server: FastifyInstance, id: number) => Promise<T | null | undefined>,
  describe: (record: T, context: PageContext & { id: number }) => PageMetadata | PageAbsence | Promise<PageMetadata | PageAbsence>,
): PageMetadataResolver {
  return async (context) => {
    const id = routeId(context.params.id);
    const record = id === null ? null : await find(context.server, id);
    return record ? describe(record, { ...context, id: id! }) : 'unknown';
  };
}

const ASSETS_PREFIX = '/assets/';

const PLACEHOLDER = `<!doctype html>
<html lang="bg">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Domovik</title></head>
<body><!--app--><main><h1 data-i18n="app-coming-title"></h1><p data-i18n="app-coming-text"></p></main></body>
</html>`;

/** JSON that is safe inside <script>: no "</script>" or "<!--" can be formed. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A route path ('/imot/:id') as a pattern capturing its parameters by name. */
function pathPattern(routePath: string): RegExp {
  const escaped = routePath
    .split('/')
    .map((segment) => {
      const parameter = /^:(\w+)(\?)?$/.exec(segment);
      if (!parameter) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return parameter[2] ? `?(?<${parameter[1]}>[^/]+)?` : `(?<${parameter[1]}>[^/]+)`;
    })
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/** Each route with the patterns of both its paths (ROUTES lists '/x/promo' before '/x/:id'). */
const ROUTE_PATTERNS = ROUTES.map((route) => ({ name: route.name, patterns: [pathPattern(route.bg), pathPattern(route.en)] }));

/** The route at `pathname` with its parameters, or undefined when none matches (or a parameter is not valid percent-encoding). */
function matchRoute(pathname: string): { name: RouteName; params: Record<string, string> } | undefined {
  for (const { name, patterns } of ROUTE_PATTERNS) {
    const match = patterns.map((pattern) => pattern.exec(pathname)).find(Boolean);
    if (!match) continue;
    try {
      return { name, params: Object.fromEntries(Object.entries(match.groups ?? {}).map(([key, value]) => [key, decodeURIComponent(value ?? '')])) };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The files of each page's own chunks by route name (dist/page-chunks.json). */
export type PageChunks = Partial<Record<RouteName, readonly string[]>>;

/**
 * The preload links of the page at `pathname`: its chunks' scripts and styles, at the priority of
 * the app's own deferred scripts (low), so they share the line with them instead of jumping it.
 */
export function preloadLinks(pageChunks: PageChunks, pathname: string): string {
  const route = matchRoute(pathname);
  const files = route ? (pageChunks[route.name] ?? []) : [];
  return files.map((file) => `<link rel="preload" href="${escapeHtml(file)}" as="${file.endsWith('.css') ? 'style' : 'script'}" fetchpriority="low">`).join('');
}

/** The preload link of a page's first picture, asking for the copy its <img> will ask for. */
function picturePreload({ picture, sizes }: NonNullable<PageMetadata['firstPicture']>): string {
  const srcSet = pictureSrcSet(picture);
  const copies = srcSet === undefined ? '' : ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"`;
  return `<link rel="preload" as="image" href="${escapeHtml(picture.url)}"${copies} fetchpriority="high">`;
}

/** The page's head with the metadata's title, description, Open Graph tags and JSON-LD. */
function withMetadata(html: string, metadata: PageMetadata, context: { locale: Locale; site: string; absolute: (url: string) => string; url: string }): string {
  const { absolute } = context;
  const title = `${metadata.title} · ${context.site}`;
  const meta = (attribute: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}">`;
  const { image } = metadata;
  const tags = [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', context.site),
    meta('property', 'og:locale', context.locale === 'bg' ? 'bg_BG' : 'en_GB'),
    meta('property', 'og:url', context.url),
    meta('property', 'og:title', metadata.title),
    meta('property', 'og:description', metadata.description),
    ...(image
      ? [
          meta('property', 'og:image', absolute(image.url)),
          ...(image.width && image.height ? [meta('property', 'og:image:width', image.width), meta('property', 'og:image:height', image.height)] : []),
          meta('name', 'twitter:card', 'summary_large_image'),
        ]
      : [meta('name', 'twitter:card', 'summary')]),
    // A data block: not run, so the page's CSP (script-src 'self') does not apply to it.
    ...(metadata.structuredData ?? []).map((node) => `<script type="application/ld+json">${scriptSafeJson(node)}</script>`),
  ];
  const description = meta('name', 'description', metadata.description);
  const withDescription = /<meta name="description"[^>]*>/.test(html)
    ? html.replace(/<meta name="description"[^>]*>/, () => description)
    : html.replace('</head>', () => `${description}</head>`);
  return withDescription
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `${tags.join('')}</head>`);
}

/** The head's links to the page's canonical address and to the same page in each language. */
function addressLinks(addresses: PageAddresses, locale: Locale, name: RouteName, params: Record<string, string>, search: URLSearchParams): string {
  const query = canonicalQuery(name, search);
  const url = (language: Locale) => escapeHtml(addresses.url(language, name, params, query));
  const canonical = `<link rel="canonical" href="${url(locale)}">`;
  if (!addresses.alternates) return canonical;
  const alternate = (hreflang: string, language: Locale) => `<link rel="alternate" hreflang="${hreflang}" href="${url(language)}">`;
  return canonical + alternate('bg', 'bg') + alternate('en', 'en') + alternate('x-default', 'bg');
}


// Server rendering (issue 24, docs/decisions/0029-server-rendering.md). When the build has the
// app's server renderer (dist/server/, from src/server.tsx), a page it renders goes out with its
// HTML in #root and, after it, the state the browser hydrates from (SERVER_STATE_ID). Its data
// comes from the API in-process, as a visitor's. The head goes out first, #root when rendered (a
// crawler's page whole). A render that fails or outlasts RENDER_BUDGET_MS is logged and #root is
// left for the browser to render: never a 5xx. A rendered page is cached for a few seconds.

/** The pages the server renders (the first slice of issue 24); every other page is rendered by the browser. */
const SERVER_RENDERED: ReadonlySet<RouteName> = new Set<RouteName>([
  'SingleProductPage',
  'TermsAndConditionsPage',
  'PrivacyPolicyPage',
  'BlogCategory',
  'BlogSinglePost',
  'CleaningPage',
  'MovingPage',
  'SelectCleaningServicePage',
  'SelectMovingServicePage',
  'InteriorPage',
  'Contacts',
  'AboutUsPage',
  'ComingSoon',
  'SiteSearch',
  'Index',
  'Marketplace',
  'MarketplaceProductCategories',
  'PromoCategories',
  'MarketplaceCategoryPage',
  'SingleVendor',
  'PropertySearchPage',
  'SinglePropertyPage',
  'TrustedAgenciesPage',
  'Agency',
  'User',
  'SearchRoommateResult',
  'SingleRoommateOffer',
]);

/** How long a page may take to render before the browser is left to render it. */
export const RENDER_BUDGET_MS = 1_500;

/** What the server's build of the app (dist/server/server.cjs, from src/server.tsx) exports. */
interface PageRenderer {
  render(input: {
    url: string;
    locale: Locale;
    translations: Record<string, string>;
    fetchApi: (input: RequestInfo) => Promise<Response>;
    signal: AbortSignal;
  }): Promise<{ html: string; state: unknown }>;
}

/** The server's build of the app, or null when the build has none. */
async function loadRenderer(distDir: string): Promise<PageRenderer | null> {
  const file = path.join(distDir, 'server', 'server.cjs');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { default?: PageRenderer } & Partial<PageRenderer>;
  return module.default ?? (module as PageRenderer);
}

/** The reads sent as POST, their criteria being a body (the product search): a page may make them. */
const POSTED_READS: ReadonlySet<string> = new Set(['/api/product/search']);

/**
 * The API answering in-process (app.inject: the same routes, handlers and repositories, no
 * network), as a visitor: no cookie of the person asking is passed on, so nothing of theirs is
 * ever in a rendered page.
 */
function inProcessApi(app: FastifyInstance, locale: Locale) {
  return async (input: RequestInfo): Promise<Response> => {
    const request = typeof input === 'string' ? new Request(input) : input;
    const { pathname, search } = new URL(request.url);
    const posted = request.method === 'POST' && POSTED_READS.has(pathname);
    if (request.method !== 'GET' && !posted) throw new Error(`${request.method} ${pathname}: a page renders with reads only`);
    const answer = await app.inject({
      method: posted ? 'POST' : 'GET',
      url: `${pathname}${search}`,
      headers: { accept: 'application/json', 'accept-language': locale, ...(posted ? { 'content-type': 'application/json' } : {}) },
      ...(posted ? { payload: await request.text() } : {}),
    });
    const type = answer.headers['content-type'];
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: typeof type === 'string' ? { 'content-type': type } : {} });
  };
}

const EMPTY_ROOT = '<div id="root"></div>';
const NOSCRIPT = /<noscript>[^<]*<\/noscript>/;

/**
 * A page the server renders has its own styles, which preloadLinks only preloads (the page's chunk
 * applies them when it runs), applied from the head: the HTML is styled before any script runs
 * (mini-css-extract-plugin's loader then finds them there and adds no second copy).
 */
function withPageStyles(html: string): string {
  return html.replace(/<link rel="preload" href="([^"]+\.css)" as="style"[^>]*>/g, (_link, href: string) => `<link rel="stylesheet" href="${href}">`);
}

/** The app's scripts as the build names them in index.html (deferred), the boot script first. */
const APP_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/g;
const BOOT_SCRIPT = `${ASSETS_PREFIX}boot.`;

/**
 * The app's scripts of a rendered page are asked for once its HTML is painted (src/boot.ts): the
 * boot script is told them in their order, and they are not named in the head, where they would
 * share the line with the page's styles and first picture. (Unchanged without a boot script.)
 */
function scriptsAfterPaint(html: string): string {
  const sources = [...html.matchAll(APP_SCRIPT)].map((match) => match[1]!);
  const boot = sources.find((source) => source.startsWith(BOOT_SCRIPT));
  if (boot === undefined) return html;
  const others = sources.filter((source) => source !== boot);
  return html.replace(APP_SCRIPT, (tag, source: string) =>
    source === boot
      ? `<script defer="defer" src="${source}" data-scripts="${escapeHtml(others.join(' '))}"></script>`
      : '',
  );
}

/** What follows `<div id="root">`: the rendered HTML and the state block after #root, or an empty #root. */
function rootContent(rendered: { html: string; state: unknown } | null): string {
  if (rendered === null) return '</div>';
  return `${rendered.html}</div><script id="${SERVER_STATE_ID}" type="application/json">${scriptSafeJson(rendered.state)}</script>`;
}

/**
 * Crawlers and link previewers, by user agent: they get a rendered page whole in one answer,
 * since some read only the first part of a streamed one.
 */
const CRAWLERS =
  /googlebot|bingbot|yandex(?:bot|images)|duckduckbot|baiduspider|applebot|petalbot|facebookexternalhit|facebot|twitterbot|linkedinbot|slackbot|discordbot|telegrambot|whatsapp|pinterestbot/i;

/** How long a rendered page is served from the cache (decision 0029). */
export const PAGE_CACHE_TTL_MS = 5_000;
/** The channel of the notification bus where a server announces a write: every server drops its rendered pages. */
export const PAGES_CHANGED_CHANNEL = 'pages_changed';
/** The most rendered pages a server keeps (the least recently served go first). */
export const PAGE_CACHE_ENTRIES = 200;

/** How a cached page is compressed: fast levels, since it is kept for seconds (a deploy's files get the best, decision 0026). */
const compressors = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};
const COMPRESSION = { br: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }, gzip: { level: 6 } };

/** A rendered page as kept: its bytes, and each encoding's, compressed once at its first use. */
class CachedPage {
  private readonly compressed = new Map<'br' | 'gzip', Promise<Buffer>>();
  readonly identity: Buffer;
  readonly expires: number;

  constructor(identity: Buffer, expires: number) {
    this.identity = identity;
    this.expires = expires;
  }

  body(encoding: 'br' | 'gzip'): Promise<Buffer> {
    let done = this.compressed.get(encoding);
    if (done === undefined) {
      done = compressors[encoding](this.identity, COMPRESSION[encoding]);
      this.compressed.set(encoding, done);
    }
    return done;
  }
}

/**
 * Rendered pages (a visitor's: nothing personal) by language, path and query, for a few seconds.
 * `generation` counts the clears: a page whose reads began before the last one is not kept.
 */
class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  generation = 0;

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    if (entry.expires <= Date.now()) return undefined;
    this.entries.set(key, entry);
    return entry;
  }

  /** Keeps `document`, unless the cache was cleared since `generation` (when its reads began). */
  set(key: string, document: string, generation: number): void {
    if (generation !== this.generation) return;
    this.entries.delete(key);
    this.entries.set(key, new CachedPage(Buffer.from(document), Date.now() + PAGE_CACHE_TTL_MS));
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= PAGE_CACHE_ENTRIES) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** The writes no public page shows, the most frequent ones: signing in and out, and the conversations'. */
const UNSEEN_WRITES = /^\/api\/(?:auth(?:\/logout)?|conversations(?:\/.*)?|conversation-settings)$/;

/** A non-GET API request that succeeded may have changed what a page shows. */
function isWrite(request: FastifyRequest, reply: FastifyReply): boolean {
  const method = request.method;
  const [pathname = ''] = request.url.split('?', 1);
  // A read whose criteria are a POST body (a page's own render makes them too) changes nothing.
  const read = method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || (method === 'POST' && POSTED_READS.has(pathname));
  return !read && reply.statusCode < 400 && pathname.startsWith('/api/') && !UNSEEN_WRITES.test(pathname);
}

/** `distDir` is the build's folder (a test may give its own). */
export async function registerSpa(
  app: FastifyInstance,
  resolvers: PageMetadataResolvers = {},
  distDir = path.resolve('dist'),
  renderBudgetMs = RENDER_BUDGET_MS,
): Promise<void> {
  const addresses = pageAddresses(app.config);
  const renderer = await loadRenderer(distDir);
  const built = existsSync(path.join(distDir, 'index.html'));
  const template = built ? readFileSync(path.join(distDir, 'index.html'), 'utf8') : PLACEHOLDER;
  const pageChunksFile = path.join(distDir, 'page-chunks.json');
  const pageChunks: PageChunks = existsSync(pageChunksFile) ? (JSON.parse(readFileSync(pageChunksFile, 'utf8')) as PageChunks) : {};

  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build's .br and .gz copies (webpack.config.ts) go out as they are, with Vary:
      // Accept-Encoding; @fastify/compress leaves an answer that has its encoding alone.
      preCompressed: true,
      // The server answers these itself (server/areas/seo); a build from before that may still hold them.
      globIgnore: ['robots.txt', 'robots.txt.*', 'sitemap.xml'],
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(path.join(distDir, ASSETS_PREFIX));
        res.header('Cache-Control', hashed ? IMMUTABLE : 'public, max-age=300');
      },
    });
  }

  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${app.config.publicUrl}${url}`);

  /** The metadata of a page, when an area resolves it (a failure is logged: the page still answers). */
  async function metadataOf(
    request: FastifyRequest,
    route: { name: RouteName; params: Record<string, string> },
    search: URLSearchParams,
    locale: Locale,
  ): Promise<PageMetadata | PageAbsence | undefined> {
    const resolve = resolvers[route.name];
    if (!resolve) return undefined;
    const link = (name: RouteName, params: Record<string, string | number> = {}, query?: Record<string, string>) =>
      addresses.url(locale, name, Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])), new URLSearchParams(query));
    try {
      return await resolve({ params: route.params, search, locale, server: app, link, absolute });
    } catch (error) {
      request.log.error({ err: error, page: route.name }, 'page metadata not resolved');
      return undefined;
    }
  }

  const { bulgarianHost, englishHost, testingHosts } = app.config;
  // The language switch leads to the other language's host when hosts are configured.
  const hosts = { bg: bulgarianHost, ...(englishHost ? { en: englishHost } : {}), testing: testingHosts };
  // The version of each language's translations: the app asks for the other language under it, cached for good.
  const translationVersions = Object.fromEntries(LOCALES.map((locale) => [locale, app.translator.answer(locale).version]));
  /** The inlined data block of each language, serialized once (it only changes with a deploy). */
  const dataBlocks = new Map<UiLocale, string>();

  const cache = new PageCache();
  // A write shows at once on this server, and on every other one as soon as the announcement
  // reaches it (decision 0029); the pages' time limit covers a server that did not hear it.
  app.addHook('onResponse', async (request, reply) => {
    if (!isWrite(request, reply)) return;
    cache.clear();
    try {
      await announce(app.db, PAGES_CHANGED_CHANNEL, {});
    } catch (error) {
      request.log.warn({ err: error }, 'the write was not announced to the other servers; their pages show it within their time limit');
    }
  });
  let unsubscribe: (() => void) | undefined;
  app.addHook('onReady', async () => {
    // What was announced while the bus did not listen is not known: every page is dropped.
    unsubscribe = app.notifications.subscribe(PAGES_CHANGED_CHANNEL, { notify: () => cache.clear(), resync: () => cache.clear() });
  });
  app.addHook('preClose', async () => unsubscribe?.());

  /** Whether the server renders this page (the app's server build has it, and it is asked for as a page). */
  // (No route: a path no route matches, the app's not-found page.)
  const rendersOn = (request: FastifyRequest, route: RouteName | undefined, uiLocale: UiLocale) =>
    renderer !== null && request.method === 'GET' && uiLocale !== 'debug' && (route === undefined || SERVER_RENDERED.has(route));

  /**
   * The page rendered by the app's server build; null (logged) when it failed or ran out of its
   * time budget, which leaves it to the browser, as for any page.
   */
  async function serverRendered(request: FastifyRequest, render: PageRenderer['render'], route: RouteName | undefined, pathname: string, query: string, uiLocale: UiLocale) {
    const controller = new AbortController();
    const timedOut = new Promise<never>((_resolve, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true });
    });
    const timer = setTimeout(() => controller.abort(new Error(`not rendered within ${renderBudgetMs} ms`)), renderBudgetMs);
    try {
      const locale = toHtmlLang(uiLocale);
      const rendering = render({
        url: query === '' ? pathname : `${pathname}?${query}`,
        locale,
        translations: app.translator.messages(uiLocale),
        fetchApi: inProcessApi(app, locale),
        signal: controller.signal,
      });
      return await Promise.race([rendering, timedOut]);
    } catch (error) {
      request.log.error({ err: error, page: route }, 'page not rendered on the server: the browser renders it');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  async function renderPage(request: FastifyRequest, reply: FastifyReply, pathname: string, query: string) {
    const uiLocale = chooseLocale({ host: request.hostname, bulgarianHost, testingHosts });
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    const cacheKey = `${uiLocale} ${pathname}?${query}`;
    const cached = request.method === 'GET' ? cache.get(cacheKey) : undefined;
    const generation = cache.generation;
    if (cached !== undefined) {
      // Sent as compressed once (an answer with its Content-Encoding is left alone by @fastify/compress).
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (encoding === 'identity') return reply.send(cached.identity);
      return reply.header('Vary', 'Accept-Encoding').header('Content-Encoding', encoding).send(await cached.body(encoding));
    }

    const locale = toHtmlLang(uiLocale);
    let block = dataBlocks.get(uiLocale);
    if (block === undefined) {
      const data = { locale: uiLocale, translations: app.translator.messages(uiLocale), translationVersions, hosts, mapTiles: app.config.mapTiles };
      block = `<script id="${PRELOADED_TRANSLATIONS_ID}" type="application/json">${scriptSafeJson(data)}</script>`;
      dataBlocks.set(uiLocale, block);
    }
    let html = template.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`).replace('</head>', () => `${block}</head>`);
    // The forms' captcha: reCAPTCHA when the server verifies with it (services/captcha.ts), else ALTCHA.
    const { recaptchaSiteKey, recaptchaSecret } = app.config;
    if (recaptchaSiteKey && recaptchaSecret) html = html.replace('</head>', () => `<meta name="${CAPTCHA_SITE_KEY_META}" content="${escapeHtml(recaptchaSiteKey)}"></head>`);
    const route = matchRoute(pathname);
    const search = new URLSearchParams(query);
    const found = route && (await metadataOf(request, route, search, locale));
    const metadata = typeof found === 'object' ? found : undefined;
    const picture = metadata?.firstPicture ? picturePreload(metadata.firstPicture) : '';
    html = html.replace('</head>', () => `${picture}${preloadLinks(pageChunks, pathname)}</head>`);
    // No such page: the app shows its not-found; search engines learn it from the status.
    const status = !route || found === 'unknown' ? 404 : found === 'gone' ? 410 : 200;
    if (route && status === 200) html = html.replace('</head>', () => `${addressLinks(addresses, locale, route.name, route.params, search)}</head>`);
    const site = app.translator.t(locale, 'app-name');
    if (metadata && route) {
      const url = addresses.url(locale, route.name, route.params, canonicalQuery(route.name, search));
      html = withMetadata(html, metadata, { locale, site, absolute, url });
    } else {
      // The page's own title from its first render on (the app's PageTitle comes after hydration).
      const key = status === 200 && route ? pageTitleKey(route.name) : 'not-found-title';
      const title = app.translator.t(locale, key);
      if (title !== key) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(`${title} · ${site}`)}</title>`);
    }
    if (!built) {
      html = html.replace(/<(h1|p) data-i18n="([^"]+)"><\/\1>/g, (_whole, tag: string, key: string) =>
        `<${tag}>${escapeHtml(app.translator.t(locale, key))}</${tag}>`,
      );
    }
    reply.code(status);
    // A missing record's page (404, 410) renders its own not-found from its call's answer, and a
    // path no route matches the app's not-found page: the status stays.
    if (renderer === null || !html.includes(EMPTY_ROOT) || !rendersOn(request, route?.name, uiLocale)) return reply.send(html);

    // The template's "needs JavaScript" notice only goes out when the page could not be rendered.
    const noscript = NOSCRIPT.exec(html)?.[0] ?? '';
    html = scriptsAfterPaint(withPageStyles(html).replace(noscript, ''));
    const rootAt = html.indexOf(EMPTY_ROOT);
    const head = `${html.slice(0, rootAt)}<div id="root">`;
    const tail = html.slice(rootAt + EMPTY_ROOT.length);
    const rendering = serverRendered(request, renderer.render, route?.name, pathname, query, uiLocale).then((rendered) => {
      const rest = `${rootContent(rendered)}${rendered === null ? noscript : ''}${tail}`;
      // Only a found page is kept: a cached answer goes out as a 200.
      if (rendered !== null && status === 200) cache.set(cacheKey, `${head}${rest}`, generation);
      return rest;
    });
    if (CRAWLERS.test(request.headers['user-agent'] ?? '')) return reply.send(`${head}${await rendering}`);
    // The head goes out at once (its preloads and styles start downloading), #root when rendered.
    const body = new PassThrough();
    body.write(head);
    void rendering.then((rest) => body.end(rest));
    return reply.send(body);
  }

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ message: app.translator.t(request.locale, 'error-not-found') });

  // A route rather than the not-found handler, so that the page is compressed like every answer
  // (@fastify/compress works on routes); the operations and files are more specific routes.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    // Each part of a streamed page is flushed through the compression as it comes, not held back for the next.
    compress: { brotliOptions: { flush: zlibConstants.BROTLI_OPERATION_FLUSH }, zlibOptions: { flush: zlibConstants.Z_SYNC_FLUSH } },
    handler(request, reply) {
      // A file is told by its path: a query may hold dots too (?sort=price.DESC).
      const [pathname = '/', query = ''] = request.url.split('?', 2);
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      const isAsset = pathname.startsWith(ASSETS_PREFIX) || /\.[a-z0-9]+$/i.test(pathname);
      return isApi || isAsset ? notFound(request, reply) : renderPage(request, reply, pathname, query);
    },
  });
  app.setNotFoundHandler(notFound);
}
