// Jest global set-up of the browser tests: the server serves dist/, so build it when stale.
import { spawnSync } from 'node:child_process';

export default function buildApp() {
  const result = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building the app for the browser tests failed');
}
