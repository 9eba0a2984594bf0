/**
 * The search engines' files through the real server: robots.txt names the sitemap and keeps the
 * signed-in area out; /sitemap.xml lists a file per kind of public record (and the static pages);
 * each file is well-formed XML listing every public record of its kind once per language, with its
 * alternates and date, and nothing deleted, hidden or unpublished; a kind's files split by ranges
 * of ids, a range with no public record being neither listed nor served; with an English host,
 * the English addresses are on it.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { pathFor } from '../../../../domain/routes.ts';
import type { RouteName } from '../../../../domain/routes.ts';
import { buildApp } from '../../../../server/app.ts';
import { seoFiles } from '../../../../server/areas/seo/routes.ts';
import { STATIC_PAGES, escapeXml } from '../../../../server/areas/seo/sitemap.ts';
import { users } from '../../../../server/db/schema/index.ts';
import { createAccount } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createNewsCategory, createPost } from '../blog/fixtures.ts';
import { agencyIdOf, createPlaces, insertProperty } from '../rentals/fixtures.ts';
import { insertOffer } from '../roommates/fixtures.ts';
import { createCategory, createProduct, createVendor, daysAgo } from '../shop/fixtures.ts';

const ORIGIN = 'http://localhost:3000';
const XHTML = 'http://www.w3.org/1999/xhtml';

let server: TestApp;
/** The pages that must be listed, by kind, and those that must not be. */
const listed: Record<string, { route: RouteName; id: number }[]> = {};
const hidden: { route: RouteName; id: number }[] = [];
let productIds: { live: number[]; hidden: number[] };
let updatedProduct: { id: number; updatedAt: Date };

beforeAll(async () => {
  server = await startTestApp();
  const vendor = await createVendor(server, { name: { bg: 'Мебели & Co', en: 'Furniture & Co' }, deliveryPrice: null });
  const category = await createCategory(server, { name: { bg: 'Дивани', en: 'Sofas' }, room: 'living-room' });
  const product = (values: { stock?: number; deleted?: boolean; createdAt?: Date } = {}) =>
    createProduct(server, { vendorId: vendor.vendorId, categoryIds: [category], title: { bg: 'Диван', en: 'Sofa' }, price: 10_000, ...values });
  // In id order: two live, a deleted and a sold-out one (a range of two with nothing public), one live.
  // One instant for the product and what the test expects of it (two clocks may read either side of a second).
  const changed = daysAgo(3);
  const first = await product({ createdAt: changed });
  const second = await product();
  const deleted = await product({ deleted: true });
  const soldOut = await product({ stock: 0 });
  const last = await product();
  productIds = { live: [first, second, last], hidden: [deleted, soldOut] };
  updatedProduct = { id: first, updatedAt: changed };

  const places = await createPlaces(server);
  const landlord = await createAccount(server, 'user', { signIn: false });
  const published = [await insertProperty(server, landlord.id, places.lozenets), await insertProperty(server, landlord.id, places.mladost)];
  const draft = await insertProperty(server, landlord.id, places.lozenets, { status: 'draft' });
  const removed = await insertProperty(server, landlord.id, places.lozenets, { deletedAt: new Date() });
  // A user whose homes are all unpublished, and one who deleted the account, have no listed page.
  const draftsOnly = await createAccount(server, 'user', { signIn: false });
  await insertProperty(server, draftsOnly.id, places.lozenets, { status: 'draft' });
  // (Deleting an account removes its homes; this one keeps a published home, so that the
  // account's own deletion is what leaves its page out.)
  const gone = await createAccount(server, 'user', { signIn: false });
  published.push(await insertProperty(server, gone.id, places.lozenets));
  await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));

  const agency = await createAccount(server, 'agency', { signIn: false });
  const offer = await insertOffer(server, landlord.id, places.sofia);
  const deletedOffer = await insertOffer(server, landlord.id, places.sofia, { deletedAt: new Date() });
  const blogCategory = await createNewsCategory(server, { bg: 'Съвети', en: 'Tips' });
  const post = await createPost(server, { categoryIds: [blogCategory] });
  const scheduled = await createPost(server, { daysAgo: -1, categoryIds: [blogCategory] });

  Object.assign(listed, {
    products: productIds.live.map((id) => ({ route: 'SingleProductPage', id })),
    properties: published.map((id) => ({ route: 'SinglePropertyPage', id })),
    roommates: [{ route: 'SingleRoommateOffer', id: offer }],
    posts: [{ route: 'BlogSinglePost', id: post }],
    'blog-categories': [{ route: 'BlogCategory', id: blogCategory }],
    'product-categories': [{ route: 'MarketplaceCategoryPage', id: category }],
    agencies: [{ route: 'Agency', id: await agencyIdOf(server, agency.id) }],
    vendors: [{ route: 'SingleVendor', id: vendor.vendorId }],
    users: [{ route: 'User', id: landlord.id }],
  });
  hidden.push(
    ...productIds.hidden.map((id) => ({ route: 'SingleProductPage' as const, id })),
    { route: 'SinglePropertyPage', id: draft },
    { route: 'SinglePropertyPage', id: removed },
    { route: 'SingleRoommateOffer', id: deletedOffer },
    { route: 'BlogSinglePost', id: scheduled },
    { route: 'User', id: draftsOnly.id },
    { route: 'User', id: gone.id },
    { route: 'User', id: vendor.id },
  );
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

/** A well-formed XML document (the parser throws on anything else). */
function parseXml(text: string): Document {
  return new JSDOM(text, { contentType: 'application/xml' }).window.document;
}

interface UrlElement {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}

function urlsOf(document: Document): UrlElement[] {
  return [...document.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]!.textContent!,
    lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
    alternates: Object.fromEntries(
      [...url.getElementsByTagNameNS(XHTML, 'link')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    ),
  }));
}

async function get(app: { inject: TestApp['inject'] }, url: string) {
  return app.inject({ method: 'GET', url });
}

async function sitemapFiles(app: { inject: TestApp['inject'] } = server): Promise<string[]> {
  const response = await get(app, '/sitemap.xml');
  expect(response.statusCode).toBe(200);
  const document = parseXml(response.body);
  expect(document.documentElement.localName).toBe('sitemapindex');
  return [...document.getElementsByTagName('loc')].map((loc) => loc.textContent!);
}

async function sitemapUrls(file: string, app: { inject: TestApp['inject'] } = server): Promise<UrlElement[]> {
  const response = await get(app, new URL(file).pathname);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  return urlsOf(parseXml(response.body));
}

const both = (route: RouteName, id: number, origins = { bg: ORIGIN, en: ORIGIN }) => ({
  bg: `${origins.bg}${pathFor(route, { id }, 'bg')}`,
  en: `${origins.en}${pathFor(route, { id }, 'en')}`,
});

describe('GET /robots.txt', () => {
  it('names the sitemap by its absolute address and keeps the signed-in area and the API out', async () => {
    const response = await get(server, '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.trim().split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /profil', 'Disallow: /profile', 'Disallow: /nanasyane', 'Disallow: /move-in', 'Disallow: /api/', `Sitemap: ${ORIGIN}/sitemap.xml`]));
  });

  it('is the server’s even beside a build from before, which held a static robots.txt', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'domovik-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><html lang="bg"><head><title>Domovik</title></head><body></body></html>');
    await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    await writeFile(path.join(dist, 'robots.txt.gz'), gzipSync('User-agent: *\nAllow: /\n'));
    const withOldBuild = await buildApp({ config: server.config, database: server.database, distDir: dist });
    try {
      const response = await withOldBuild.inject({ method: 'GET', url: '/robots.txt', headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    } finally {
      await withOldBuild.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('GET /sitemap.xml', () => {
  it('lists one file for the static pages and for each kind of public record, cached for an hour', async () => {
    const response = await get(server, '/sitemap.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect((await sitemapFiles()).sort()).toEqual(['pages', ...Object.keys(listed)].map((kind) => `${ORIGIN}/sitemaps/${kind}-1.xml`).sort());
  });

  it('lists every public record once, at its Bulgarian address (no English host: no English address), and nothing hidden', async () => {
    const files = await sitemapFiles();
    const urls = (await Promise.all(files.map((file) => sitemapUrls(file)))).flat();
    const locs = urls.map((url) => url.loc);
    for (const [kind, pages] of Object.entries(listed)) {
      const kindUrls = (await sitemapUrls(`${ORIGIN}/sitemaps/${kind}-1.xml`)).map((url) => url.loc);
      expect(kindUrls.sort()).toEqual(pages.map(({ route, id }) => both(route, id).bg).sort());
    }
    for (const { route, id } of Object.values(listed).flat()) {
      const { bg } = both(route, id);
      expect(locs.filter((loc) => loc === bg)).toHaveLength(1);
      expect(urls.find((url) => url.loc === bg)!.alternates).toEqual({});
    }
    for (const { route, id } of hidden) expect(locs).not.toContain(both(route, id).bg);
    expect(locs.some((loc) => loc.startsWith(`${ORIGIN}/product/`) || loc.startsWith(`${ORIGIN}/property/`))).toBe(false);
  });

  it('dates a record by its last change', async () => {
    const urls = await sitemapUrls(`${ORIGIN}/sitemaps/products-1.xml`);
    const { bg } = both('SingleProductPage', updatedProduct.id);
    const expected = updatedProduct.updatedAt.toISOString().replace(/\.\d+Z$/, 'Z');
    expect(urls.filter((url) => url.loc === bg).map((url) => url.lastmod)).toEqual([expected]);
  });

  it('lists the static public pages and none of the signed-in area, cart, favorites, payment or move-in plans', async () => {
    const locs = (await sitemapUrls(`${ORIGIN}/sitemaps/pages-1.xml`)).map((url) => url.loc);
    expect(locs).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/kontakti`, `${ORIGIN}/imoti`, `${ORIGIN}/blog/kategoriya`]));
    expect(locs).toHaveLength(STATIC_PAGES.length);
    for (const path of ['/profil', '/profile', '/kolichka', '/cart', '/lyubimi', '/favorites', '/plashtane/status', '/payment/status', '/nanasyane', '/move-in']) {
      expect(locs.some((loc) => loc === `${ORIGIN}${path}` || loc.startsWith(`${ORIGIN}${path}/`))).toBe(false);
    }
  });

  it('answers 404 for a file it does not list', async () => {
    for (const url of ['/sitemaps/secrets-1.xml', '/sitemaps/products-0.xml', '/sitemaps/products-99.xml', '/sitemaps/products.xml', '/sitemaps/pages-2.xml']) {
      expect((await get(server, url)).statusCode).toBe(404);
    }
  });
});

describe('a sitemap of small files, on two hosts', () => {
  let app: FastifyInstance;
  const origins = { bg: 'https://domovik.bg', en: 'https://domovik.com' };

  beforeAll(async () => {
    app = Fastify();
    app.decorate('db', server.db);
    app.decorate('config', { ...server.config, publicUrl: origins.bg, bulgarianHost: 'domovik.bg', englishHost: 'domovik.com' });
    await app.register(seoFiles, { pageSize: 2 });
    await app.ready();
  });
  afterAll(() => app.close());

  it('splits a kind by ranges of ids, leaving out a range with nothing public', async () => {
    const pageOf = (id: number) => Math.ceil(id / 2);
    const pages = [...new Set(productIds.live.map(pageOf))];
    const emptyPage = pageOf(productIds.hidden[0]!);
    expect(pageOf(productIds.hidden[1]!)).toBe(emptyPage);
    const productFiles = (await sitemapFiles(app)).filter((file) => file.includes('/products-'));
    expect(productFiles).toEqual(pages.map((page) => `${origins.bg}/sitemaps/products-${page}.xml`));
    expect((await get(app, `/sitemaps/products-${emptyPage}.xml`)).statusCode).toBe(404);

    const locs = (await Promise.all(productFiles.map((file) => sitemapUrls(file, app)))).map((urls) => urls.map((url) => url.loc));
    for (const fileLocs of locs) expect(fileLocs.length).toBeLessThanOrEqual(4);
    expect(locs.flat().sort()).toEqual(productIds.live.flatMap((id) => Object.values(both('SingleProductPage', id, origins))).sort());
  });

  it('puts the English addresses on the English host and names the sitemap on the Bulgarian one', async () => {
    const [url] = await sitemapUrls(`${origins.bg}/sitemaps/vendors-${Math.ceil(listed.vendors![0]!.id / 2)}.xml`, app);
    const { bg, en } = both('SingleVendor', listed.vendors![0]!.id, origins);
    expect(url).toEqual({ loc: bg, lastmod: expect.any(String), alternates: { bg, en, 'x-default': bg } });
    expect(en).toBe(`https://domovik.com/vendor/${listed.vendors![0]!.id}`);
    expect((await get(app, '/robots.txt')).body).toContain(`Sitemap: ${origins.bg}/sitemap.xml`);
  });
});

describe('escapeXml', () => {
  it('escapes what would end a text or an attribute', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&#38;b&#60;c&#62;&#34;d&#39;');
  });
});

