// `npm run audit:web [-- --runs N] [-- --build]`: Lighthouse (the npm package, its default mobile
// preset) on the production build served by the real server (a fresh database with the demo
// data), in the browser the browser tests use (tests/e2e/helpers/browser.ts). Each page type is
// audited N times (default 10, as issue 24's goals are measured): it prints every run, the median scores, LCP and TBT, the WORST
// CLS (a layout-shift race must not hide behind one lucky run), and the JS a first visit loads.
// Not part of `npm test`: timings are noisy. The feature issues' Lighthouse goals are measured here.
// `auditWeb()` does the same for a caller (scripts/bench/lighthouse.mjs) and answers the medians.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { hrefFor } from '../domain/routes.ts';
import { BROWSER_ARGS, describeBrowser, findBrowser } from '../tests/e2e/helpers/browser.ts';
import { startServer } from '../tests/e2e/helpers/server.ts';
import { buildIfNeeded } from './build-if-needed.mjs';

/**
 * Every real page type (a feature issue adds its search, product and property pages here). A
 * page's path is text, or found on the running server (`path(serverUrl)`).
 */
export const PAGES = [
  { name: 'home', path: hrefFor('Index') },
  {
    name: 'category',
    // The demo data's fullest category: a whole first page of products, filters and facets.
    async path(serverUrl) {
      const categories = await answerOf(serverUrl, '/api/product/category');
      const fullest = categories.reduce((best, category) => (category.productCount > (best?.productCount ?? -1) ? category : best), undefined);
      if (fullest === undefined) throw new Error('the demo data has no product category');
      return hrefFor('MarketplaceCategoryPage', { id: fullest.id });
    },
  },
  {
    name: 'product',
    // The newest product (the first of a search in the default order).
    async path(serverUrl) {
      const [product] = (await answerOf(serverUrl, '/api/product/search?limit=1', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).items;
      if (product === undefined) throw new Error('the demo data has no product');
      return hrefFor('SingleProductPage', { id: product.id });
    },
  },
  { name: 'property-search', path: hrefFor('PropertySearchPage') },
  {
    name: 'property',
    async path(serverUrl) {
      const [property] = (await answerOf(serverUrl, '/api/property?limit=1')).items;
      if (property === undefined) throw new Error('the demo data has no property');
      return hrefFor('SinglePropertyPage', { id: property.id });
    },
  },
  { name: 'cleaning-services', path: hrefFor('SelectCleaningServicePage') },
];

async function answerOf(serverUrl, address, init) {
  const response = await fetch(new URL(address, serverUrl), init);
  if (!response.ok) throw new Error(`GET ${address} answered ${response.status}`);
  return response.json();
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The figures of one Lighthouse result. */
function figures(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)]));
  const metric = (id) => lhr.audits[id].numericValue;
  return {
    scores,
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

function line({ scores, lcp, tbt, cls }) {
  const named = CATEGORIES.map((id) => `${id} ${Math.round(scores[id])}`).join(', ');
  return `${named}; LCP ${(lcp / 1000).toFixed(1)} s, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)}`;
}

/** The gzip size (level 9, as `npm run bench`) of the app's scripts a page loaded. */
function firstVisitJs(lhr, origin) {
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(origin),
  );
  const bytes = scripts.reduce((sum, item) => sum + gzipSync(readFileSync(path.join(DIST, new URL(item.url).pathname)), { level: 9 }).length, 0);
  return `${(bytes / 1024).toFixed(1)} KiB gzip in ${scripts.length} files`;
}

/**
 * Audits every page of PAGES `runs` times on a fresh server; answers each page's medians (CLS:
 * the worst run). `log` prints the details (every run, the JS of a first visit).
 */
export async function auditWeb({ runs = 10, build = false, log = console.log } = {}) {
  if (!Number.isInteger(runs) || runs < 1) throw new Error('runs must be a whole number of at least 1');
  const audited = [];
  buildIfNeeded({ force: build });
  const browser = await findBrowser();
  log(describeBrowser(browser));
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: browser.path,
    chromeFlags: [...BROWSER_ARGS, '--headless'],
    handleSIGINT: false,
  }).catch(async (error) => {
    await server.stop();
    throw error;
  });

  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      try {
        chrome.kill();
      } finally {
        await server.stop();
      }
    })());
  const onSignal = Object.fromEntries(
    [['SIGINT', 130], ['SIGTERM', 143]].map(([signal, code]) => [signal, () => stop().then(() => process.exit(code))]),
  );
  for (const [signal, handler] of Object.entries(onSignal)) process.once(signal, handler);

  try {
    log(`server: ${server.url} (production build, fresh database with the demo data)`);
    for (const page of PAGES) {
      const pagePath = typeof page.path === 'string' ? page.path : await page.path(server.url);
      const url = new URL(pagePath, server.url).href;
      log(`\n${page.name} (${pagePath}), ${runs} run${runs === 1 ? '' : 's'}:`);
      const results = [];
      let first;
      for (let run = 1; run <= runs; run += 1) {
        const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES });
        first ??= lhr;
        results.push(figures(lhr));
        log(`  run ${run}: ${line(results.at(-1))}`);
      }
      const summary = {
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(results.map((result) => result.scores[id]))])),
        lcp: median(results.map((result) => result.lcp)),
        tbt: median(results.map((result) => result.tbt)),
        cls: Math.max(...results.map((result) => result.cls)),
      };
      log(`  median (CLS: worst): ${line(summary)}`);
      log(`  JS of a first visit: ${firstVisitJs(first, server.url)}`);
      log(`  Lighthouse ${first.lighthouseVersion}, ${first.configSettings.formFactor}, ${first.environment.hostUserAgent}`);
      audited.push({ name: page.name, path: pagePath, summary });
    }
    return audited;
  } finally {
    for (const [signal, handler] of Object.entries(onSignal)) process.off(signal, handler);
    await stop();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runsArgument = process.argv.indexOf('--runs');
  const runs = runsArgument === -1 ? 10 : Number(process.argv[runsArgument + 1]);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error('--runs takes a whole number of at least 1');
    process.exit(2);
  }
  await auditWeb({ runs, build: process.argv.includes('--build') });
}
