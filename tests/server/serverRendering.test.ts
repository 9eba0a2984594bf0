/**
 * How server/spa.ts uses the app's server build (issue 24): a stand-in build (dist/server/server.cjs)
 * shows what the server hands it and does with its answer. The page goes out with the rendered
 * HTML in #root and the state block after it; the API answers it the product search (a read sent
 * as POST) and no other POST; a render that fails or outlasts its budget leaves
 * the browser to render the page (200, the empty #root), as does a page the server does not render.
 * A missing record's page and a path no route matches are rendered too, keeping their 404.
 * The head goes out before the render ends (compressed as it comes), a crawler's page whole; a
 * rendered page is cached for a few seconds and dropped at the first write, on every server (two apps on one database).
 * The real build is rendered in the browser tests (tests/e2e/serverRendering.test.ts).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { SERVER_STATE_ID } from '../../domain/constants.ts';
import { buildApp } from '../../server/app.ts';
import { PAGE_CACHE_ENTRIES, PAGE_CACHE_TTL_MS, RENDER_BUDGET_MS } from '../../server/spa.ts';
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
/** Renders when the test calls globalThis.finishRender (the stand-in runs in the test's process). */
const GATED = `exports.render = () => new Promise((resolve) => {
  globalThis.finishRender = () => resolve({ html: '<p>rendered</p>', state: {} });
});`;
/** Counts its renders. */
const COUNTING = `let renders = 0;
exports.render = async ({ url, locale }) => ({ html: '<p>' + locale + ' ' + url + ' render ' + ++renders + '</p>', state: {} });`;

const gate = globalThis as { finishRender?: () => void };

let server: TestApp;
const dists: string[] = [];
const apps: FastifyInstance[] = [];

/** An app serving a build whose server renderer is `renderer` (its source). */
async function appWith(renderer: string, template = TEMPLATE): Promise<FastifyInstance> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'domovik-dist-'));
  dists.push(dist);
  await writeFile(path.join(dist, 'index.html'), template);
  await writeFile(path.join(dist, 'page-chunks.json'), JSON.stringify({ SingleProductPage: ['/assets/product.js', '/assets/product.css'] }));
  await mkdir(path.join(dist, 'server'));
  await writeFile(path.join(dist, 'server', 'server.cjs'), renderer);
  const app = await buildApp({ config: server.config, database: server.database, distDir: dist });
  apps.push(app);
  await app.ready();
  return app;
}

/** The product the pages show. */
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
    // The page's own styles are applied from the head; the document is whole, with one #root.
    expect(english.body).toMatch(/<head>.*<link rel="stylesheet" href="\/assets\/product.css">.*<\/head><body><div id="root"><p>.*<\/p><\/div><script id="server-state" type="application\/json">[^<]*<\/script><\/body><\/html>$/s);

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

describe('the head of a page the server renders', () => {
  const titles = (body: string) => body.match(/<title>[^<]*<\/title>/g);

  it('names the page from its first byte: its own title, its metadata\'s, or the not-found one', async () => {
    const app = await appWith(ANSWERING);
    const bulgarian = { host: 'domovik.bg' };
    expect(titles((await app.inject({ method: 'GET', url: '/kontakti', headers: bulgarian })).body)).toEqual(['<title>Контакти · Домовик</title>']);
    expect(titles((await app.inject({ method: 'GET', url: '/kontakti' })).body)).toEqual(['<title>Contacts · Domovik</title>']);
    expect(titles((await app.inject({ method: 'GET', url: productPath })).body)).toEqual(['<title>Table · Domovik</title>']);
    expect(titles((await app.inject({ method: 'GET', url: '/nyama-takava-stranitsa' })).body)).toEqual(['<title>Page not found · Domovik</title>']);
  });

  it('starts the app after its HTML is painted: the boot script is told the app\'s scripts in their order', async () => {
    const script = (name: string) => `<script defer="defer" src="/assets/${name}.1.js"></script>`;
    const scripts = `${script('boot')}${script('vendor')}${script('main')}`;
    const app = await appWith(ANSWERING, TEMPLATE.replace('</head>', `${scripts}</head>`));
    const rendered = (await app.inject({ method: 'GET', url: productPath })).body;
    expect(rendered).toContain('<script defer="defer" src="/assets/boot.1.js" data-scripts="/assets/vendor.1.js /assets/main.1.js"></script>');
    expect(rendered).not.toContain(script('vendor'));
    expect(rendered).not.toContain(script('main'));
    // A page the browser renders runs its scripts as the build names them.
    expect((await app.inject({ method: 'GET', url: '/kolichka' })).body).toContain(scripts);
  });

  it('says the app needs JavaScript only when the page could not be rendered', async () => {
    const notice = '<noscript>JavaScript</noscript>';
    const rendered = await appWith(ANSWERING, TEMPLATE.replace('<div id="root">', `${notice}<div id="root">`));
    expect((await rendered.inject({ method: 'GET', url: productPath })).body).not.toContain(notice);
    const failed = await appWith(FAILING, TEMPLATE.replace('<div id="root">', `${notice}<div id="root">`));
    expect((await failed.inject({ method: 'GET', url: productPath })).body).toContain(`<div id="root"></div>${notice}`);
  });
});

describe('a page that is not found', () => {
  it.each([
    ['a path no route matches', '/nyama-takava-stranitsa'],
    ['the page of a product nobody made', '/produkt/999999'],
  ])('is rendered for %s, and stays a 404', async (_name, url) => {
    const app = await appWith(ANSWERING);
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(404);
    expect(rootOf(page.body)).toBe(`<p>en ${url} Domovik user 204</p>`);
    expect(page.body).toContain(SERVER_STATE_ID);
  });

  it('is left to the browser, still a 404, when its render fails', async () => {
    const app = await appWith(FAILING);
    const page = await app.inject({ method: 'GET', url: '/nyama-takava-stranitsa' });
    expect(page.statusCode).toBe(404);
    expect(rootOf(page.body)).toBe('');
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

/**
 * GETs `url` from the listening `app`, decoding the body as it comes; `onChunk` sees the text
 * decoded so far at each chunk. Resolves with the encoding and the whole text.
 */
async function stream(app: FastifyInstance, url: string, headers: Record<string, string>, onChunk: (text: string) => void) {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return new Promise<{ encoding: string | undefined; text: string }>((resolve, reject) => {
    http
      .get(`${address}${url}`, { headers }, (response) => {
        const encoding = response.headers['content-encoding'];
        const decoded = encoding === 'br' ? response.pipe(zlib.createBrotliDecompress()) : encoding === 'gzip' ? response.pipe(zlib.createGunzip()) : response;
        let text = '';
        decoded.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
          onChunk(text);
        });
        decoded.on('end', () => resolve({ encoding, text }));
        decoded.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('a rendered page as it goes out', () => {
  it.each(['br', 'gzip', 'identity'])('sends its head at once and #root when rendered, encoded %s', async (encoding) => {
    const app = await appWith(GATED);
    // The render ends only once the head has come (else the request runs out of time).
    let early = false;
    const page = await stream(app, productPath, { 'accept-encoding': encoding }, (text) => {
      if (gate.finishRender === undefined || !text.endsWith('<div id="root">')) return;
      early = text.includes('</head>');
      const finish = gate.finishRender;
      delete gate.finishRender;
      finish();
    });
    expect(page.encoding).toBe(encoding === 'identity' ? undefined : encoding);
    expect(early).toBe(true);
    expect(rootOf(page.text)).toBe('<p>rendered</p>');
    expect(page.text).toMatch(/<\/html>$/);
  });

  it('goes to a crawler whole, once rendered', async () => {
    const app = await appWith(GATED);
    let finished = false;
    const chunks: string[] = [];
    const answer = stream(app, productPath, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'accept-encoding': 'gzip' }, (text) =>
      chunks.push(`${finished} ${text.length}`),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    finished = true;
    gate.finishRender?.();
    const page = await answer;
    expect(chunks[0]).toMatch(/^true /);
    expect(rootOf(page.text)).toBe('<p>rendered</p>');
  });
});

describe('the cache of rendered pages', () => {
  const rendered = async (app: FastifyInstance, url: string, host?: string) =>
    rootOf((await app.inject({ method: 'GET', url, headers: host ? { host } : {} })).body);

  it('serves a page again without rendering it, per path, query and language', async () => {
    const app = await appWith(COUNTING);
    expect(await rendered(app, productPath)).toBe(`<p>en ${productPath} render 1</p>`);
    expect(await rendered(app, productPath)).toBe(`<p>en ${productPath} render 1</p>`);
    expect(await rendered(app, `${productPath}?from=search`)).toBe(`<p>en ${productPath}?from=search render 2</p>`);
    expect(await rendered(app, productPath, 'domovik.bg')).toBe(`<p>bg ${productPath} render 3</p>`);
    expect(await rendered(app, productPath, 'domovik.bg')).toBe(`<p>bg ${productPath} render 3</p>`);
  });

  it('sends a page from the cache compressed as the client takes it', async () => {
    const app = await appWith(COUNTING);
    const plain = await app.inject({ method: 'GET', url: productPath, headers: { 'accept-encoding': 'identity' } });
    expect(rootOf(plain.body)).toContain('render 1');
    const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    for (const encoding of ['br', 'gzip'] as const) {
      const page = await app.inject({ method: 'GET', url: productPath, headers: { 'accept-encoding': encoding } });
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.headers.vary).toContain('Accept-Encoding');
      expect(decode[encoding](page.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  it('renders a page again once its time is up', async () => {
    const app = await appWith(COUNTING);
    expect(await rendered(app, productPath)).toContain('render 1');
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + PAGE_CACHE_TTL_MS + 1);
    try {
      expect(await rendered(app, productPath)).toContain('render 2');
    } finally {
      clock.mockRestore();
    }
  });

  /** A write a public page shows (a user's name is on their page). */
  const rename = async (app: FastifyInstance) => {
    const account = await createAccount(server, 'user');
    expect((await app.inject({ method: 'POST', url: '/api/user/me', headers: { cookie: account.cookie }, payload: { name: 'Нина Нова' } })).statusCode).toBe(200);
  };

  it('is dropped when a write through the API succeeds on this server, not when one fails or no public page shows it', async () => {
    const app = await appWith(COUNTING);
    expect(await rendered(app, productPath)).toContain('render 1');
    expect((await app.inject({ method: 'POST', url: '/api/auth', payload: { email: 'nobody' } })).statusCode).toBeGreaterThanOrEqual(400);
    expect(await rendered(app, productPath)).toContain('render 1');
    // A search (a read, though a POST) changes nothing: the category and home pages make them as they render.
    expect((await app.inject({ method: 'POST', url: '/api/product/search?limit=1', payload: {} })).statusCode).toBe(200);
    expect(await rendered(app, productPath)).toContain('render 1');
    // Signing out changes no public page.
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    expect(await rendered(app, productPath)).toContain('render 1');
    await rename(app);
    expect(await rendered(app, productPath)).toContain('render 2');
  });

  it('is dropped on every server when a write succeeds on one of them', async () => {
    const [writer, reader] = [await appWith(COUNTING), await appWith(COUNTING)];
    expect(await rendered(reader, productPath)).toContain('render 1');
    await rename(writer);
    // The announcement reaches the other server through the database's notifications, well within the pages' time limit.
    const deadline = Date.now() + PAGE_CACHE_TTL_MS / 2;
    let page = await rendered(reader, productPath);
    while (page?.includes('render 1') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      page = await rendered(reader, productPath);
    }
    expect(page).toContain('render 2');
  });

  it('does not keep a page whose reads began before a write', async () => {
    const app = await appWith(`let renders = 0;
exports.render = () => new Promise((resolve) => {
  const n = ++renders;
  globalThis.finishRender = () => resolve({ html: '<p>render ' + n + '</p>', state: {} });
});`);
    /** The page, its render finished once it has begun (after `meanwhile`). */
    const renderedAfter = async (meanwhile: () => Promise<void>) => {
      const answer = app.inject({ method: 'GET', url: productPath });
      while (gate.finishRender === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
      await meanwhile();
      const finish = gate.finishRender;
      delete gate.finishRender;
      finish();
      return rootOf((await answer).body);
    };
    expect(await renderedAfter(() => rename(app))).toBe('<p>render 1</p>');
    // Rendered again: the first page may not show the write.
    expect(await renderedAfter(async () => undefined)).toBe('<p>render 2</p>');
  });

  it(`keeps the ${PAGE_CACHE_ENTRIES} pages served last`, async () => {
    const app = await appWith(COUNTING);
    // The clock stands still: however slow the machine, no page's time runs out meanwhile.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    try {
      expect(await rendered(app, `${productPath}?n=0`)).toContain('render 1');
      for (let n = 1; n < PAGE_CACHE_ENTRIES; n += 1) await rendered(app, `${productPath}?n=${n}`);
      // The first is served again (now the last served), so the next page puts out the second.
      expect(await rendered(app, `${productPath}?n=0`)).toContain('render 1');
      await rendered(app, `${productPath}?n=${PAGE_CACHE_ENTRIES}`);
      expect(await rendered(app, `${productPath}?n=0`)).toContain('render 1');
      expect(await rendered(app, `${productPath}?n=1`)).toContain(`render ${PAGE_CACHE_ENTRIES + 2}`);
    } finally {
      clock.mockRestore();
    }
  });

  it('holds no page that failed to render', async () => {
    const app = await appWith(FAILING);
    expect(await rendered(app, productPath)).toBe('');
    expect((await app.inject({ method: 'GET', url: productPath })).body).not.toContain(SERVER_STATE_ID);
  });

  it('holds no not-found page: each answer is rendered, and stays a 404', async () => {
    const app = await appWith(COUNTING);
    for (const render of [1, 2]) {
      const page = await app.inject({ method: 'GET', url: '/nyama-takava-stranitsa' });
      expect(page.statusCode).toBe(404);
      expect(rootOf(page.body)).toContain(`render ${render}`);
    }
  });

  it('gives a signed-in user the same page as a visitor, whoever asked first', async () => {
    const app = await appWith(ANSWERING);
    const { cookie } = await createAccount(server, 'user');
    const theirs = await app.inject({ method: 'GET', url: productPath, headers: { cookie } });
    const visitors = await app.inject({ method: 'GET', url: productPath });
    expect(rootOf(theirs.body)).toContain('user 204');
    expect(theirs.body).toBe(visitors.body);
  });
});
