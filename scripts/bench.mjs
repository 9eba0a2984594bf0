// `npm run bench`: builds the browser app if needed, then prints the gzip sizes of what a first
// visit downloads (the entry's JS and CSS listed in dist/index.html) and of every lazy chunk,
// largest first; then each area's speed figures: every module in scripts/bench/ exports run()
// and prints its own (an area adds a file there, this one stays as it is). Speed goals are
// tracked here, not in timed tests (docs/architecture.md "Tests").
// A minimal app on the same stack was 141 KiB of initial JS when the toolchain was chosen.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildIfNeeded } from './build-if-needed.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');

buildIfNeeded({ force: process.argv.includes('--build') });

const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const referenced = (pattern) => [...html.matchAll(pattern)].map((match) => match[1].replace(/^\//, ''));
const initialJs = referenced(/<script[^>]*\ssrc="?([^"\s>]+\.js)"?/g);
const initialCss = referenced(/<link[^>]*\shref="?([^"\s>]+\.css)"?/g);

function sizes(file) {
  const content = readFileSync(path.join(DIST, file));
  return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const table = (rows) => {
  const width = Math.max(...rows.map((row) => row.file.length), 4);
  for (const row of rows) console.log(`  ${row.file.padEnd(width)}  ${kib(row.gzip).padStart(10)} gzip  ${kib(row.raw).padStart(10)} raw`);
};
const total = (rows) => rows.reduce((sum, row) => sum + row.gzip, 0);

const assets = readdirSync(path.join(DIST, 'assets')).map((name) => `assets/${name}`);
const initialSet = new Set([...initialJs, ...initialCss]);
const byGzip = (a, b) => b.gzip - a.gzip;

const first = initialJs.map(sizes).sort(byGzip);
const firstCss = initialCss.map(sizes).sort(byGzip);
const lazyJs = assets.filter((file) => file.endsWith('.js') && !initialSet.has(file)).map(sizes).sort(byGzip);
const lazyCss = assets.filter((file) => file.endsWith('.css') && !initialSet.has(file)).map(sizes).sort(byGzip);

console.log(`Initial JS: ${kib(total(first))} gzip`);
table(first);
console.log(`Initial CSS: ${kib(total(firstCss))} gzip`);
table(firstCss);
console.log(`Lazy JS chunks (${lazyJs.length}): ${kib(total(lazyJs))} gzip in all`);
table(lazyJs);
console.log(`Lazy CSS chunks (${lazyCss.length}): ${kib(total(lazyCss))} gzip in all`);
table(lazyCss);

const AREA_BENCHES = path.join(ROOT, 'scripts', 'bench');
for (const name of readdirSync(AREA_BENCHES).filter((file) => /\.(ts|mjs|js)$/.test(file)).sort()) {
  const { run } = await import(pathToFileURL(path.join(AREA_BENCHES, name)).href);
  console.log('');
  await run();
}
