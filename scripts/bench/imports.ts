/**
 * `npm run bench`, catalogue imports (docs/decisions/0015): a generated file of 10,000 and of
 * 20,000 products (CSV and XLSX; 1 % of the rows bad) is uploaded to the real server (listening on
 * a port, the file streamed by fetch) on a fresh database with the demo data, signed in as the
 * demo vendor; the import is read, approved and published. Each run is its own process, so its
 * peak memory is its own: the figures are rows per second of reading and of publishing, the
 * server's peak RSS and its growth over the RSS before the upload, and the growth of the JS heap
 * (where the rows being read live). The database is PGlite on disk, as `npm start` runs it. The import streams, so the
 * 20,000-row file must not need about twice the memory of the 10,000-row one.
 */
import { execFile } from 'node:child_process';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { seedDatabase } from '../../server/db/seed/index.ts';

const SIZES = [10_000, 20_000];
const FORMATS = ['csv', 'xlsx'] as const;
type Format = (typeof FORMATS)[number];

const HEADER = ['sku', 'title_bg', 'title_en', 'description_bg', 'description_en', 'price', 'promo_price', 'stock', 'categories', 'upholstery', 'colour', 'seats', 'style'];
const UPHOLSTERY = ['velvet', 'linen', 'fabric', 'leather'];
const COLOURS = ['grey', 'beige', 'green', 'blue', 'mustard', 'terracotta'];
const SEATS = ['2', '3', 'corner'];
const STYLES = ['scandinavian', 'modern', 'classic'];

/** Row `index` of the generated file: a sofa of the demo category, every 100th row with a bad price. */
function rowOf(index: number): (string | number)[] {
  const pick = <T>(list: readonly T[]) => list[index % list.length]!;
  return [
    `BENCH-${index}`,
    `Диван ${index}`,
    `Sofa ${index}`,
    'Дълбоки седалки и възглавници, които пазят формата си; дамаска, която се почиства лесно.',
    'Deep seats and cushions that keep their shape; upholstery that is easy to clean.',
    index % 100 === 99 ? 'free' : (400 + (index % 900)).toFixed(2),
    index % 5 === 0 ? (350 + (index % 40)).toFixed(2) : '',
    index % 50,
    'sofas',
    pick(UPHOLSTERY),
    pick(COLOURS),
    pick(SEATS),
    pick(STYLES),
  ];
}

/** Writes a generated import file of `rows` rows (the two-server bench uploads one too). */
export async function writeFile(file: string, format: Format, rows: number): Promise<void> {
  if (format === 'xlsx') {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow(HEADER).commit();
    for (let index = 0; index < rows; index += 1) sheet.addRow(rowOf(index)).commit();
    await workbook.commit();
    return;
  }
  const out = createWriteStream(file);
  const line = (cells: readonly (string | number)[]) => `${cells.map((cell) => `"${String(cell).replaceAll('"', '""')}"`).join(',')}\n`;
  out.write(line(HEADER));
  for (let index = 0; index < rows; index += 1) if (!out.write(line(rowOf(index)))) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

interface Figures {
  format: Format;
  rows: number;
  fileBytes: number;
  readSeconds: number;
  publishSeconds: number;
  baselineRss: number;
  peakRss: number;
  /** The live JS heap, after a full collection (the parsers' rows, the job's batches): what streaming keeps flat. */
  baselineHeap: number;
  peakHeap: number;
  valid: number;
  errors: number;
}

/** One import in this process (started by run() with `--child <rows> <format>`). */
async function child(rows: number, format: Format): Promise<Figures> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'domovik-bench-imports-'));
  // On disk, as `npm start` keeps it: an in-memory database would count its own rows as the server's memory.
  await mkdir(path.join(dataDir, 'db'), { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    await seedDatabase(database.db);
    const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' }), database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
    try {
      const file = path.join(dataDir, `bench.${format}`);
      await writeFile(file, format, rows);
      const login = await fetch(`${base}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'vendor@domovik.test', password: 'demo1234' }) });
      const cookie = login.headers.getSetCookie().map((item) => item.split(';')[0]).join('; ');
      global.gc?.();
      const baselineRss = process.memoryUsage.rss();
      const baselineHeap = process.memoryUsage().heapUsed;
      let peakRss = baselineRss;
      let peakHeap = baselineHeap;
      // RSS every 20 ms; the live JS heap (after a full collection) every 500 ms.
      const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage.rss()));
      const sampleHeap = () => {
        global.gc?.();
        peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
      };
      const sampler = setInterval(sample, 20);
      const heapSampler = setInterval(sampleHeap, 500);

      const started = performance.now();
      const form = new FormData();
      form.append('file', await openAsBlob(file), path.basename(file));
      const created = await fetch(`${base}/product/import`, { method: 'POST', headers: { cookie }, body: form });
      if (created.status !== 201) throw new Error(`upload: ${created.status} ${await created.text()}`);
      const { id } = (await created.json()) as { id: number };
      const until = async (status: string) => {
        for (;;) {
          const answer = (await (await fetch(`${base}/product/import/${id}?limit=1`, { headers: { cookie } })).json()) as { import: { status: string; validRows: number; errorCount: number } };
          if (answer.import.status === status) return answer.import;
          if (['failed', 'cancelled'].includes(answer.import.status)) throw new Error(`import ${answer.import.status}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      const parsed = await until('parsed');
      const read = performance.now();
      await fetch(`${base}/product/import/${id}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ status: 'publishing' }) });
      await until('completed');
      const published = performance.now();
      clearInterval(sampler);
      clearInterval(heapSampler);
      sample();
      return {
        format,
        rows,
        fileBytes: (await stat(file)).size,
        readSeconds: (read - started) / 1000,
        publishSeconds: (published - read) / 1000,
        baselineRss,
        peakRss,
        baselineHeap,
        peakHeap,
        valid: parsed.validRows,
        errors: parsed.errorCount,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

export async function run(): Promise<void> {
  console.log('Catalogue import: generated files uploaded to the real server, read, approved and published (each in its own process)');
  const self = fileURLToPath(import.meta.url);
  for (const format of FORMATS) {
    for (const rows of SIZES) {
      const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', self, '--child', String(rows), format], { maxBuffer: 1024 * 1024 });
      const figures = JSON.parse(stdout.trim().split('\n').at(-1)!) as Figures;
      console.log(
        `  ${format.toUpperCase().padEnd(4)} ${rows.toLocaleString('en').padStart(6)} rows (${(figures.fileBytes / 1024 / 1024).toFixed(1)} MB; ${figures.valid} good, ${figures.errors} reported): ` +
          `read ${Math.round(rows / figures.readSeconds).toLocaleString('en')} rows/s, publish ${Math.round(figures.valid / figures.publishSeconds).toLocaleString('en')} rows/s; ` +
          `server RSS ${mib(figures.baselineRss)} before, peak ${mib(figures.peakRss)} (+${mib(figures.peakRss - figures.baselineRss)}); ` +
          `live JS heap peak +${mib(figures.peakHeap - figures.baselineHeap)}`,
      );
    }
  }
  console.log(`  (load average of this machine: ${os.loadavg().map((load) => load.toFixed(1)).join(', ')})`);
}

if (process.argv[2] === '--child') {
  const figures = await child(Number(process.argv[3]), process.argv[4] as Format);
  console.log(JSON.stringify(figures));
}
