/**
 * What only changes with a deploy is built and compressed once (server/fixedAnswer.ts): the
 * translations call answers brotli, gzip or plain bodies of the same JSON with a strong ETag
 * that every server of the build shares, 304 to a current copy, and a year's cache under the
 * version the page names; the build's files go out as the build compressed them
 * (docs/decisions/0026-fixed-answers.md).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadContract } from '../../server/contract.ts';
import { chooseEncoding } from '../../server/fixedAnswer.ts';
import { createAjv } from '../../server/plugins/validation.ts';
import { startTestApp } from './helpers/testApp.ts';
import type { TestApp } from './helpers/testApp.ts';

const URL_BG = '/api/localization/translation/bg';

let server: TestApp;
/** A second server of the same build on the same database, as another process would be. */
let other: FastifyInstance;
beforeAll(async () => {
  server = await startTestApp();
  other = await buildApp({ config: server.config, database: server.database });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

const get = (url: string, headers: Record<string, string> = {}) => server.inject({ method: 'GET', url, headers });

/** The version the page's inlined block names for each language. */
async function pageVersions(): Promise<Record<string, string>> {
  const page = await get('/', { host: 'domovik.bg' });
  const block = /<script id="preloaded-translations" type="application\/json">(.*?)<\/script>/.exec(page.body);
  return (JSON.parse(block![1]!) as { translationVersions: Record<string, string> }).translationVersions;
}

describe('the translations call', () => {
  it('answers the same JSON plain, with brotli at its best quality and with gzip, chosen by Accept-Encoding', async () => {
    const plain = await get(URL_BG);
    const br = await get(URL_BG, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(URL_BG, { 'accept-encoding': 'gzip, deflate' });
    expect([plain.statusCode, br.statusCode, gzip.statusCode]).toEqual([200, 200, 200]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const response of [plain, br, gzip]) {
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    expect(brotliDecompressSync(br.rawPayload)).toEqual(plain.rawPayload);
    expect(gunzipSync(gzip.rawPayload)).toEqual(plain.rawPayload);
    // Compressed ahead at quality 11, not at @fastify/compress's per-request quality.
    expect(br.rawPayload).toEqual(brotliCompressSync(plain.rawPayload, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    const operation = loadContract().operations.find((candidate) => candidate.operationId === 'getTranslations')!;
    const ajv = createAjv(false);
    expect(ajv.validate(operation.schema.response['200']!, plain.json())).toBe(true);
    expect(plain.json().translations['wrong-username-or-password']).toBe('Грешно потребителско име или парола');
  });

  it('is not compressed per request for a coding it has no copy in', async () => {
    const deflateOnly = await get(URL_BG, { 'accept-encoding': 'deflate' });
    expect(deflateOnly.headers['content-encoding']).toBeUndefined();
    expect(deflateOnly.json().translations['wrong-username-or-password']).toBe('Грешно потребителско име или парола');
  });

  it('has a strong ETag per encoding that another server of the build gives too', async () => {
    for (const encoding of ['identity', 'br', 'gzip']) {
      const here = await get(URL_BG, { 'accept-encoding': encoding });
      const there = await other.inject({ method: 'GET', url: URL_BG, headers: { 'accept-encoding': encoding } });
      expect(here.headers.etag).toMatch(/^"[\w-]{16}(-br|-gzip)?"$/);
      expect(there.headers.etag).toBe(here.headers.etag);
    }
    const [bg, en] = await Promise.all([get(URL_BG), get('/api/localization/translation/en')]);
    expect(en.headers.etag).not.toBe(bg.headers.etag);
  });

  it('answers 304 without a body to the current ETag, and the body to an old one', async () => {
    for (const encoding of ['identity', 'br', 'gzip']) {
      const first = await get(URL_BG, { 'accept-encoding': encoding });
      const again = await get(URL_BG, { 'accept-encoding': encoding, 'if-none-match': `"stale", ${first.headers.etag}` });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    const stale = await get(URL_BG, { 'if-none-match': '"AAAAAAAAAAAAAAAA"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().translations).toBeDefined();
  });

  it('is cached for good under the version the page names, and revalidated otherwise', async () => {
    const versions = await pageVersions();
    expect(Object.keys(versions).sort()).toEqual(['bg', 'en']);
    const [bg, en] = await Promise.all([get(URL_BG), get('/api/localization/translation/en')]);
    // The version is the plain body's ETag: the page and the call name the same content.
    expect(`"${versions.bg}"`).toBe(bg.headers.etag);
    expect(`"${versions.en}"`).toBe(en.headers.etag);

    const versioned = await get(`${URL_BG}?v=${versions.bg}`, { 'accept-encoding': 'br' });
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(versioned.rawPayload)).toEqual(bg.rawPayload);

    expect(bg.headers['cache-control']).toBe('no-cache');
    // Another build's version (a page of an older or newer deploy): the current texts, never kept for good.
    const unknown = await get(`${URL_BG}?v=AAAAAAAAAAAAAAAA`);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['cache-control']).toBe('no-cache');
    expect(unknown.rawPayload).toEqual(bg.rawPayload);
    // English's version does not make Bulgarian's address immutable.
    expect((await get(`${URL_BG}?v=${versions.en}`)).headers['cache-control']).toBe('no-cache');
  });
});

describe('choosing the encoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['GZIP;Q=1', 'gzip'],
  ])('for Accept-Encoding %p is %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("the build's files", () => {
  let dist: string;
  let withBuild: FastifyInstance;
  const script = Buffer.from(`console.log(${JSON.stringify('домовик '.repeat(400))});`);
  // What the build writes beside it (webpack.config.ts): brotli at quality 11, gzip at level 9.
  const copies = {
    br: brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(script, { level: 9 }),
  };
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'domovik-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><html lang="bg"><head><title>Domovik</title></head><body></body></html>');
    await writeFile(path.join(dist, 'assets', 'main.0123abcd.js'), script);
    await writeFile(path.join(dist, 'assets', 'main.0123abcd.js.br'), copies.br);
    await writeFile(path.join(dist, 'assets', 'main.0123abcd.js.gz'), copies.gzip);
    withBuild = await buildApp({ config: server.config, database: server.database, distDir: dist });
    await withBuild.ready();
  });
  afterAll(async () => {
    await withBuild.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ] as const)('sends the build\'s own copy for Accept-Encoding %p, not one compressed again', async (acceptEncoding, encoding) => {
    const response = await withBuild.inject({ method: 'GET', url: '/assets/main.0123abcd.js', headers: { 'accept-encoding': acceptEncoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload).toEqual(copies[encoding]);
  });

  it('sends the file itself to a client that takes no compression', async () => {
    const response = await withBuild.inject({ method: 'GET', url: '/assets/main.0123abcd.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(script);
  });
});
