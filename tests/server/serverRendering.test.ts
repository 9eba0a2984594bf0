/**
 * How server/spa.ts uses the app's server build (issue 24): a stand-in build (dist/server/server.cjs)
 * shows what the server hands it and does with its answer. The page goes out with the rendered
 * HTML in #root and the state block after it; the API answers it the product search (a read sent
 * as POST) and no other POST; a render that fails or outlasts its budget leaves
 * the browser to render the page (200, the empty #root), as does a page the server does not render.
 * The real build is rendered in the browser tests (tests/e2e/serverRendering.test.ts).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SERVER_STATE_ID } from '../../domain/constants.ts';
import { buildApp } from '../../server/app.ts';
import { RENDER_BUDGET_MS } from '../../server/spa.ts';
import { createAccount } from './helpers/accounts.ts';
import { startTestApp } from './helpers/testApp.ts';
import type { TestApp } from './helpers/testApp.ts';
import { createCategory, createProduct, createVendor } from './areas/shop/fixtures.ts';

const TEMPLATE = '<!doctype html><html lang="bg"><head><title>Domovik</title></head><body><div id="root"></div></body></html>';

/**
 * The stand-in renders what the API answered it for the current user (in-process, as the page's
 * visitor or not) and the address and language it was asked for.
 */
const ANSWERING = `exports.render = async ({ url, locale, translations, fetchApi }) => {
  const answer = await fetchApi(new Request('http://in-process/api/user'));
  return { html: '<p>' + locale + ' ' + url + ' ' + translations['app-name'] + ' user ' + answer.status + '</p>', state: { url, note: '</script><!--' } };
};`;
/** The stand-in asks in-process with a POST: `search` (the product search's criteria) or `write`. */
const POSTING = (path: string, body: unknown) => `exports.render = async ({ fetchApi }) => {
  const answer = await fetchApi(new Request('http://in-process${path}', { method: 'POST', headers: { 'content-type': 'application/json' }, body: ${JSON.stringify(JSON.stringify(body))} }));
  const page = await answer.json();
  return { html: '<p>' + answer.status + ' ' + page.items.map((item) => item.title).join(', ') + '</p>', state: null };
};`;
const FAILING = `exports.render = async () => { throw new Error('the page broke'); };`;
const HANGING = `exports.render = () => new Promise(() => {});`;

let server: TestApp;
const dists: string[] = [];
const apps: FastifyInstance[] = [];

/** An app serving a build whose server renderer is `renderer` (its source). */
async function appWith(renderer: string): Promise<FastifyInstance> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'domovik-dist-'));
  dists.push(dist);
  await writeFile(path.join(dist, 'index.html'), TEMPLATE);
  await mkdir(path.join(dist, 'server'));
  await writeFile(path.join(dist, 'server', 'server.cjs'), renderer);
  const app = await buildApp({ config: server.config, database: server.database, distDir: dist });
  apps.push(app);
  await app.ready();
  return app;
}

/** The product the pages show (a page of a record that does not exist is a 404, never rendered). */
let productPath: string;
let categoryId: number;

beforeAll(async () => {
  server = await startTestApp();
  const vendor = await createVendor(server, { name: { bg: 'Дъбрава', en: 'Dabrava' }, deliveryPrice: null });
  const category = await createCategory(server, { name: { bg: 'Маси', en: 'Tables' }, room: 'kitchen' });
  categoryId = category;
  const id = await createProduct(server, { vendorId: vendor.vendorId, categoryIds: [category], title: { bg: 'Маса', en: 'Table' }, price: 10_000 });
  productPath = `/produkt/${id}`;
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(dists.map((dist) => rm(dist, { recursive: true, force: true })));
  await server.close();
});

const rootOf = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];

describe('a page the server renders (the product page)', () => {
  it('goes out with its HTML in #root, in the language of its host, and the state as script-safe JSON after it', async () => {
    const app = await appWith(ANSWERING);
    const english = await app.inject({ method: 'GET', url: `${productPath}?from=search` });
    expect(english.statusCode).toBe(200);
    expect(rootOf(english.body)).toBe(`<p>en ${productPath}?from=search Domovik user 204</p>`);
    const state = new RegExp(`<div id="root">.*</div><script id="${SERVER_STATE_ID}" type="application/json">(.*?)</script>`, 's').exec(english.body)?.[1];
    expect(state).toBe(`{"url":"${productPath}?from=search","note":"\\u003c/script>\\u003c!--"}`);

    const englishPath = productPath.replace('/produkt/', '/product/');
    const bulgarian = await app.inject({ method: 'GET', url: englishPath, headers: { host: 'domovik.bg' } });
    expect(rootOf(bulgarian.body)).toBe(`<p>bg ${englishPath} Домовик user 204</p>`);
  });

  it('is rendered as for a visitor when a signed-in user asks: their cookie never reaches the API', async () => {
    const app = await appWith(ANSWERING);
    const { cookie } = await createAccount(server, 'user');
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: productPath, headers: { cookie } });
    expect(rootOf(page.body)).toContain('user 204');
  });

  it('may search products, a read whose criteria are a POST body, in the page\'s language', async () => {
    const app = await appWith(POSTING('/api/product/search?limit=5&orderBy=price.ASC', { categoryId }));
    const page = await app.inject({ method: 'GET', url: productPath });
    expect(rootOf(page.body)).toBe('<p>200 Table</p>');
  });

  it('is left to the browser when its render would write (any other POST)', async () => {
    const app = await appWith(POSTING('/api/order', { lines: [] }));
    const page = await app.inject({ method: 'GET', url: productPath });
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toBe('');
  });

  it('is left to the browser (200, empty #root, no state) when its render fails', async () => {
    const app = await appWith(FAILING);
    const page = await app.inject({ method: 'GET', url: productPath });
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toBe('');
    expect(page.body).not.toContain(SERVER_STATE_ID);
  });

  it('is left to the browser when its render outlasts the budget', async () => {
    const app = await appWith(HANGING);
    const started = Date.now();
    const page = await app.inject({ method: 'GET', url: productPath });
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toBe('');
    expect(Date.now() - started).toBeGreaterThanOrEqual(RENDER_BUDGET_MS - 50);
  });
});

describe('a page the server does not render', () => {
  it.each(['/lyubimi', '/kolichka', '/profil'])('%s is left to the browser', async (url) => {
    const app = await appWith(ANSWERING);
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toBe('');
  });
});
