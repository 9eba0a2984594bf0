// Jest global set-up of the browser tests, once per run: build the app when stale (the server
// serves dist/) and, meanwhile, make the database every suite's server starts on (server.ts): a
// first start's, migrated with the demo data, made by `npm run seed` (seeding it for each suite took
// 5 s a suite). Then find the browser (unpacking @sparticuz/chromium once if that is the one) and
// say which it is. Without a browser the run stops here with one line saying how to get one.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describeBrowser, findBrowser } from './browser.ts';

/** Runs `node <script>`; rejects with `what` when it fails. */
function run(script, what, options) {
  const child = spawn(process.execPath, [script], options);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(what))));
  });
}

export default async function globalSetup() {
  const seeded = await mkdtemp(path.join(os.tmpdir(), 'domovik-e2e-seeded-'));
  // Removed when Jest ends, whatever the outcome.
  process.once('exit', () => rmSync(seeded, { recursive: true, force: true }));
  await Promise.all([
    run('scripts/build-if-needed.mjs', 'building the app for the browser tests failed', { stdio: 'inherit' }),
    run('server/db/seed/cli.ts', 'seeding the browser tests\' database failed', {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: seeded, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    }),
  ]);
  // The test workers start after this and inherit it.
  process.env.DOMOVIK_E2E_DATABASE = path.join(seeded, 'db');
  console.log(describeBrowser(await findBrowser()));
}
