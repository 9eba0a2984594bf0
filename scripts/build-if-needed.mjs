// Builds the browser app (`webpack --mode production` into dist/) when dist/index.html is missing
// or older than anything the bundle is made from: src/, domain/, public/, webpack.config.ts,
// package.json, package-lock.json. `npm start` runs it first, so `npm ci && npm start` serves
// the app; bench.mjs uses it too. `--force` always builds.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INPUTS = ['src', 'domain', 'public', 'webpack.config.ts', 'package.json', 'package-lock.json'];

/** Newest modification time (ms) under `target`, or 0 when it does not exist. */
function newestMtime(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Why a build is needed, or null when dist/ is up to date. */
export function buildReason(root = ROOT) {
  let built;
  try {
    built = statSync(path.join(root, 'dist', 'index.html')).mtimeMs;
  } catch {
    return 'dist/index.html does not exist';
  }
  for (const input of INPUTS) {
    if (newestMtime(path.join(root, input)) > built) return `${input} changed since the last build`;
  }
  return null;
}

/** Runs the production build; throws when it fails. */
export function build(root = ROOT) {
  const cli = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');
  const result = spawnSync(process.execPath, [cli, '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`webpack failed (exit ${result.status ?? result.signal})`);
}

/** Builds when needed; returns whether it built. */
export function buildIfNeeded({ force = false } = {}) {
  const reason = force ? 'a build was asked for' : buildReason();
  if (reason === null) return false;
  console.log(`Building the browser app: ${reason}.`);
  build();
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    if (!buildIfNeeded({ force: process.argv.includes('--force') })) console.log('The browser app is up to date (dist/).');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
