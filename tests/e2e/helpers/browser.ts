/**
 * The one place that decides which browser drives the browser tests and the audit
 * (scripts/audit-web.mjs): CHROME_PATH when set; else a system Chrome or Chromium; else the
 * Chromium inside the `@sparticuz/chromium` package (Linux x64). Nothing is ever downloaded
 * (docs/toolchain.md trap 12); without a browser it fails with one line saying how to get one.
 */
import { execFile } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';

export interface BrowserExecutable {
  /** What it is, for the log: `CHROME_PATH`, `system`, or `@sparticuz/chromium <version>`. */
  label: string;
  path: string;
}

/** Flags for a headless run as any user (root included) with nothing reaching the network. */
export const BROWSER_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, Google Chrome on Linux, and the usual macOS locations. */
const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/google-chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

const HOW_TO_GET_ONE =
  'set CHROME_PATH to a Chrome or Chromium, install one (Debian: apt-get install chromium), or run `npm ci` on Linux x64 for @sparticuz/chromium';

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The Chromium of `@sparticuz/chromium`, unpacked once per package version into the temp
 * folder. Its `executablePath()` unpacks into `os.tmpdir()` and trusts whatever it finds there,
 * so a child process unpacks into a fresh folder that is then renamed into place: an
 * interrupted or concurrent unpack never leaves a half-written browser behind.
 */
async function bundledChromium(): Promise<BrowserExecutable> {
  const entry = createRequire(path.resolve('package.json')).resolve('@sparticuz/chromium');
  const { version } = JSON.parse(readFileSync(path.resolve(entry, '../../package.json'), 'utf8')) as { version: string };
  const folder = path.join(os.tmpdir(), `domovik-chromium-${version}`);
  const executable = path.join(folder, 'chromium');
  if (!existsSync(executable)) {
    const staging = await mkdtemp(`${folder}-unpacking-`);
    try {
      const unpack = "import('@sparticuz/chromium').then((m) => m.default.executablePath()).then((p) => console.log(p))";
      const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', unpack], {
        env: { ...process.env, TMPDIR: staging, NODE_OPTIONS: '' },
      });
      if (stdout.trim() !== path.join(staging, 'chromium')) throw new Error(`@sparticuz/chromium unpacked to ${stdout.trim()}`);
      // Another process may have won the race: then its folder stays and ours goes.
      await rename(staging, folder).catch((error: unknown) => {
        if (!existsSync(executable)) throw error;
      });
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }
  return { label: `@sparticuz/chromium ${version}`, path: executable };
}

/** Which browser to use; rejects with one line saying how to get one. */
export async function findBrowser(): Promise<BrowserExecutable> {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (!isExecutableFile(configured)) throw new Error(`CHROME_PATH=${configured} is not an executable file: ${HOW_TO_GET_ONE}.`);
    return { label: 'CHROME_PATH', path: configured };
  }
  const system = SYSTEM_BROWSERS.find(isExecutableFile);
  if (system) return { label: 'system', path: system };
  if (process.platform === 'linux' && process.arch === 'x64') {
    try {
      return await bundledChromium();
    } catch (error) {
      throw new Error(`No browser found, and @sparticuz/chromium did not unpack (${String(error)}): ${HOW_TO_GET_ONE}.`);
    }
  }
  throw new Error(`No browser found: ${HOW_TO_GET_ONE}.`);
}

export function describeBrowser(browser: BrowserExecutable): string {
  return `browser: ${browser.label} (${browser.path})`;
}

export async function launchBrowser(): Promise<Browser> {
  const { path: executablePath } = await findBrowser();
  return chromium.launch({ executablePath, headless: true, args: [...BROWSER_ARGS] });
}

/**
 * A page whose goto and reload settle once the app has started (`<html data-started>`,
 * src/main.tsx): a server-rendered page shows before its scripts run (src/boot.ts), and a click
 * before then waits for the app, as for a visitor on a slow network. A goto with
 * `waitUntil: 'commit'` settles when the document arrives, for a test of what happens before.
 */
function waitsForTheApp(page: Page): void {
  const started = () => page.locator('html[data-started]').waitFor({ state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (args[1]?.waitUntil !== 'commit') await started();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await started();
    return response;
  };
}

/** The requests each page has sent and not yet seen answered or failed. */
const unanswered = new WeakMap<Page, Set<Request>>();

function tracksItsRequests(page: Page): void {
  const requests = new Set<Request>();
  unanswered.set(page, requests);
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
}

/**
 * Waits until the page has sent nothing for half a second (Playwright's `networkidle`, which leaves
 * event streams out). When it does not get there, the error names the requests still open, so a
 * request the server never answers shows as itself rather than as a timeout.
 */
export async function settle(page: Page, timeout = 20_000): Promise<void> {
  try {
    await page.waitForLoadState('networkidle', { timeout });
  } catch (error) {
    const open = [...(unanswered.get(page) ?? [])].filter((request) => request.resourceType() !== 'eventsource');
    const named = open.map((request) => `${request.method()} ${request.url()} (${request.resourceType()})`).join(', ');
    throw new Error(`${page.url()} did not settle in ${timeout} ms; still open: ${named || 'none (requests kept starting)'}`, { cause: error });
  }
}

/**
 * A fresh browser profile. Page errors and console errors are collected so a test can assert
 * the app ran cleanly (a CSP violation or an uncaught error shows up here).
 */
export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: 'bg-BG',
  });
  context.on('page', (page) => {
    waitsForTheApp(page);
    tracksItsRequests(page);
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return { context, page, errors };
}

/** A plain map tile (PNG, 256 px), made once. */
let plainTile: Promise<Buffer> | undefined;

/**
 * Answers the maps' tile requests of a browser profile with a plain tile (the browser has no
 * internet: a tile left to fail is a console error); answers the tile addresses asked for.
 */
export async function answerMapTiles(context: BrowserContext): Promise<string[]> {
  plainTile ??= sharp({ create: { width: 256, height: 256, channels: 3, background: { r: 232, g: 228, b: 220 } } }).png().toBuffer();
  const tile = await plainTile;
  const asked: string[] = [];
  await context.route('https://tile.openstreetmap.org/**', async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'image/png', body: tile });
  });
  return asked;
}
