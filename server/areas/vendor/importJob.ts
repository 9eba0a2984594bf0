/**
 * The background job of catalogue imports (docs/decisions/0015), decorated on the app as
 * `importJob`. Its state is the database: an upload and an approval queue a job of the jobs table
 * (server/services/jobs.ts), which one server claims under a lease; whatever a stopped or dead
 * server left is claimed again and carried on from the last committed checkpoint, and every
 * commit checks the lease, so a row is never written by two servers. A new upload or an
 * approval wakes this server's runner; the others find the job when they next look. It runs one
 * import at a time, in batches: parsing reads the file as a stream (importFile.ts), checks each
 * row (importRows.ts) and commits the batch's staged rows and report with its checkpoint;
 * publishing writes the staged rows into the catalogue batch by batch. On close it finishes the
 * batch under way and releases its job to the other servers.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import type { ProductImportFormat } from '../../db/schema/index.ts';
import type { Storage } from '../../services/storage.ts';
import type { CategoryRules } from './productRules.ts';
import { readRows } from './importFile.ts';
import { LeaseLost, createJobRunner } from '../../services/jobs.ts';
import type { JobContext } from '../../services/jobs.ts';
import { IMPORT_JOB_KIND } from './importRepository.ts';
import type { ImportJobPayload, ImportRecord, ImportRepository, ParsedBatch } from './importRepository.ts';
import { checkRow, headerOf } from './importRows.ts';
import type { Header } from './importRows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    importJob: ImportJob;
  }
}

/** Rows checked or published per committed batch. */
export const IMPORT_BATCH_ROWS = 500;

/** Report items kept per import (the first ones, by row); `errorCount` still counts every problem. */
export const IMPORT_REPORT_MAX = 10_000;

interface ImportJob {
  /** This server's folder for files on their way (an upload being received, a copy being parsed). */
  scratch: string;
  /** Puts a file just received into the import files' store under `key`. */
  keep(temporaryFile: string, key: string, format: ProductImportFormat): Promise<void>;
  /** Removes the file of an import that no longer needs it from the store (a missing file is fine). */
  discard(key: string | null): Promise<void>;
  /** Looks for work now (after an upload or an approval). */
  wake(): void;
  /** Resolves once this server finds no import job it can claim (tests, the bench). */
  idle(): Promise<void>;
  /** Finishes the batch under way, releases its job and stops. */
  stop(): Promise<void>;
}

const CONTENT_TYPES: Record<ProductImportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function createImportJob(options: {
  scratch: string;
  files: Storage;
  imports: ImportRepository;
  categoryRules: () => Promise<Map<number, CategoryRules>>;
  db: Db;
  pollMs: number;
  log: FastifyBaseLogger;
}): ImportJob {
  const { scratch, files, imports, log } = options;

  async function discard(key: string | null) {
    if (key) await files.delete(key);
  }

  /**
   * `work` on a copy of the import's file on this server's disk: the store may be a bucket
   * another server wrote to, and the parsers read a file (at most IMPORT_MAX_BYTES, streamed).
   * A file gone from the store (an import cancelled just then) fails here.
   */
  async function withLocalCopy(key: string, work: (file: string) => Promise<void>): Promise<void> {
    const stored = await files.get(key);
    if (!stored) throw new Error(`the import file ${key} is not in the store`);
    await mkdir(scratch, { recursive: true });
    const copy = path.join(scratch, `${randomBytes(8).toString('hex')}-${key}`);
    try {
      await pipeline(stored.body, createWriteStream(copy));
      await work(copy);
    } finally {
      await rm(copy, { force: true });
    }
  }

  async function parse(job: ImportRecord, run: JobContext): Promise<void> {
    await withLocalCopy(job.fileKey!, (file) => parseFile(job, file, run));
  }

  async function parseFile(job: ImportRecord, file: string, run: JobContext): Promise<void> {
    const categoriesByKey = new Map([...(await options.categoryRules()).values()].map((category) => [category.key, category]));
    let header: Header | undefined;
    // Everything found since the last commit (every problem, kept in the report or not).
    let batch: Omit<ParsedBatch, 'errorCount' | 'done'> = { rows: [], errors: [], processedRows: 0, errorRows: 0, throughRow: job.parsedThroughRow, bytesRead: job.bytesRead };
    let problemsFound = job.errorCount;
    // SKUs of this batch's valid rows (earlier batches' are asked of the database).
    let batchSkus = new Map<string, number>();
    const commit = async (done?: ParsedBatch['done']): Promise<boolean> => {
      const stagedBefore = await imports.stagedSkus(job.id, [...batchSkus.keys()]);
      for (const [sku, firstRow] of stagedBefore) {
        // Staged by an earlier batch: this batch's row is the repeat.
        const index = batch.rows.findIndex((item) => item.sku === sku);
        const [repeat] = batch.rows.splice(index, 1);
        batch.errors.push({ row: repeat!.row, column: header!.columns.find((column) => column.field === 'sku')!.name, key: 'error-import-sku-repeated', params: { row: firstRow } });
        batch.errorRows += 1;
      }
      batch.errors.sort((a, b) => a.row - b.row);
      const kept = batch.errors.slice(0, Math.max(0, IMPORT_REPORT_MAX - problemsFound));
      problemsFound += batch.errors.length;
      const saved = await imports.saveParsedBatch(job.id, { ...batch, errors: kept, errorCount: batch.errors.length, done }, run.job);
      batch = { rows: [], errors: [], processedRows: 0, errorRows: 0, throughRow: batch.throughRow, bytesRead: batch.bytesRead };
      batchSkus = new Map();
      return saved;
    };

    for await (const item of readRows(file, job.format)) {
      if ('cells' in item && item.cells.every((cell) => cell.trim() === '')) continue;
      if (!header) {
        // The first row that is not empty names the columns.
        if (!('cells' in item)) throw new Error('unreadable header');
        header = headerOf(item.cells);
        if (item.row > job.parsedThroughRow) {
          batch.errors.push(...header.problems.map((problem) => ({ row: item.row, ...problem })));
          batch.throughRow = item.row;
        }
        if (header.unusable) break;
        continue;
      }
      if (item.row <= job.parsedThroughRow) continue;
      batch.processedRows += 1;
      batch.throughRow = item.row;
      batch.bytesRead = item.bytesRead;
      if (!('cells' in item)) {
        batch.errors.push({ row: item.row, column: null, key: 'error-import-row-unreadable' });
        batch.errorRows += 1;
      } else {
        const checked = checkRow(item.cells, header, categoriesByKey);
        const problems = [...checked.problems];
        const firstRow = checked.sku === null ? undefined : batchSkus.get(checked.sku);
        if (firstRow !== undefined) problems.push({ column: header.columns.find((column) => column.field === 'sku')!.name, key: 'error-import-sku-repeated', params: { row: firstRow } });
        if (checked.product && problems.length === 0) {
          batch.rows.push({ row: item.row, sku: checked.sku, product: checked.product });
          batchSkus.set(checked.sku, item.row);
        } else {
          batch.errors.push(...problems.map((problem) => ({ row: item.row, ...problem })));
          batch.errorRows += 1;
        }
      }
      if (batch.processedRows >= IMPORT_BATCH_ROWS) {
        if (!(await commit())) return discard(job.fileKey);
        if (run.stopping()) return;
      }
    }
    if (!header || header.unusable) await commit({ status: 'failed', failureKey: header ? 'error-import-columns' : 'error-import-empty' });
    else await commit({ status: 'parsed' });
    await discard(job.fileKey);
  }

  async function publish(job: ImportRecord, run: JobContext): Promise<void> {
    let after = job.publishedThroughRow;
    for (;;) {
      const rows = await imports.stagedRows(job.id, after, IMPORT_BATCH_ROWS);
      const last = rows.length < IMPORT_BATCH_ROWS;
      if (!(await imports.publishBatch(job.id, job.vendorId, rows, last, run.job)) || last || run.stopping()) return;
      after = rows.at(-1)!.row;
    }
  }

  /** One claimed job: the import's phase it finds (nothing when the import moved on, cancelled say). */
  async function work(run: JobContext): Promise<void> {
    const job = await imports.findImport((run.job.payload as ImportJobPayload).importId);
    if (job?.status !== 'parsing' && job?.status !== 'publishing') return;
    try {
      if (job.status === 'parsing') await parse(job, run);
      else await publish(job, run);
    } catch (error) {
      if (run.stopping() || error instanceof LeaseLost) throw error;
      // A file the parsers cannot read (a ZIP that is no workbook, a broken archive).
      log.warn({ err: error, importId: job.id }, 'product import failed');
      await imports.failImport(job.id, job.status === 'parsing' ? 'error-import-unreadable' : 'error-import-publish', run.job);
      await discard(job.fileKey);
    }
  }

  const runner = createJobRunner({ db: options.db, handlers: { [IMPORT_JOB_KIND]: work }, pollMs: options.pollMs, log });

  const job: ImportJob = {
    scratch,
    async keep(temporaryFile, key, format) {
      await files.put(key, await readFile(temporaryFile), CONTENT_TYPES[format]);
    },
    discard,
    wake: runner.wake,
    idle: runner.idle,
    stop: runner.stop,
  };
  return job;
}

/** A scratch file older than this is no live server's: a killed one left it. */
const SCRATCH_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes what a killed server left in the scratch folder (an upload's spool, a job's copy).
 * Another server may share the folder, so only files older than a day go: one at work is
 * minutes old at most.
 */
async function sweepScratch(scratch: string): Promise<void> {
  const names = await readdir(scratch).catch(() => [] as string[]);
  const before = Date.now() - SCRATCH_MAX_AGE_MS;
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(scratch, name);
      const info = await stat(file).catch(() => null);
      if (info?.isFile() && info.mtimeMs < before) await rm(file, { force: true });
    }),
  );
}

export const importJob = fp(
  async (app: FastifyInstance) => {
    const job = createImportJob({
      scratch: path.join(app.config.dataDir, 'tmp'),
      files: app.importFiles,
      imports: app.importRepository,
      categoryRules: () => app.vendorRepository.categoryRules(),
      db: app.db,
      pollMs: app.config.jobPollMs,
      log: app.log,
    });
    app.decorate('importJob', job);
    // Whatever a stopped server left is carried on once the app is ready.
    app.addHook('onReady', async () => {
      await sweepScratch(job.scratch);
      job.wake();
    });
    app.addHook('preClose', async () => job.stop());
  },
  { name: 'import-job', dependencies: ['import-repository', 'vendor-repository'] },
);
