// Jest global set-up of the browser tests, once per run: build the app when stale (the server
// serves dist/), then find the browser (unpacking @sparticuz/chromium once if that is the one)
// and say which it is. Without a browser the run stops here with one line saying how to get one.
import { spawnSync } from 'node:child_process';
import { describeBrowser, findBrowser } from './browser.ts';

export default async function globalSetup() {
  const result = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building the app for the browser tests failed');
  console.log(describeBrowser(await findBrowser()));
}
