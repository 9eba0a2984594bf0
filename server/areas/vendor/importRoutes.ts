/**
 * The catalogue import's handlers (contract tag products; docs/decisions/0015): the upload,
 * streamed to this server's disk, judged by its content and put in the import files' store, the vendor's imports with their
 * progress and row report, and the vendor's approval or cancel. The work itself is the
 * background job's (importJob.ts).
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { IMPORT_STATUS_CHANGES } from '../../../domain/productImports.ts';
import { HttpError, badRequest, forbidden, notFound, validationFailed } from '../../errors.ts';
import type { AreaHandlers } from '../../handler.ts';
import { IMPORT_MAX_BYTES, formatOf, readHead } from './importFile.ts';
import type { ImportRecord } from './importRepository.ts';
import { ownShop } from './routes.ts';

/** Characters kept of an uploaded file's name (it is only shown back to its vendor, as text). */
const FILE_NAME_MAX = 200;

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.min(99, Math.floor((part * 100) / whole)) : 0;
}

function importOf(record: ImportRecord, request: FastifyRequest) {
  const progress =
    record.status === 'parsing' ? percent(record.bytesRead, record.fileSize) : record.status === 'publishing' ? percent(record.publishedRows, record.validRows) : 100;
  return {
    id: record.id,
    fileName: record.fileName,
    format: record.format,
    status: record.status,
    progress,
    processedRows: record.processedRows,
    totalRows: record.totalRows,
    validRows: record.validRows,
    errorRows: record.errorRows,
    errorCount: record.errorCount,
    publishedRows: record.publishedRows,
    createdProducts: record.createdProducts,
    updatedProducts: record.updatedProducts,
    failure: record.failureKey ? request.server.translator.t(request.locale, record.failureKey) : null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** Import `id` if it is the caller's shop's: someone else's is 403, an unknown one 404. */
async function ownImport(request: FastifyRequest, id: number): Promise<ImportRecord> {
  const [vendorId, record] = await Promise.all([ownShop(request), request.server.importRepository.findImport(id)]);
  if (!record) throw notFound();
  if (record.vendorId !== vendorId) throw forbidden();
  return record;
}

/** A file name as the browser gave it, without folders or control characters. */
function fileNameOf(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(0, FILE_NAME_MAX) || 'import';
}

const fileProblem = (key: string) => validationFailed([{ property: 'file', key }]);

/**
 * What reading a multipart body threw, as the answer: the plugin's own refusals keep their 4xx
 * (413 for a file over the limit), a file system error stays a server error, and anything else
 * is the parser's refusal of a broken body (busboy's "Unexpected end of form"): 400.
 */
function unreadableBody(error: unknown): never {
  const { statusCode, syscall } = error as { statusCode?: number; syscall?: string };
  if (error instanceof HttpError || syscall !== undefined || (statusCode !== undefined && statusCode >= 400 && statusCode < 500)) throw error;
  throw badRequest();
}

export const importHandlers = {
  async listProductImports(request) {
    // The contract's defaults (offset 0, limit 10) are filled in before a handler runs.
    const offset = request.query.offset!;
    const limit = request.query.limit!;
    const page = await request.server.importRepository.listImports(await ownShop(request), { offset, limit });
    return { items: page.items.map((record) => importOf(record, request)), total: page.total, offset, limit };
  },

  async getProductImport(request) {
    const offset = request.query.offset!;
    const limit = request.query.limit!;
    const record = await ownImport(request, request.params.id);
    const report = await request.server.importRepository.reportPage(record.id, { offset, limit });
    const { translator } = request.server;
    return {
      import: importOf(record, request),
      errors: {
        items: report.items.map((item) => ({ row: item.row, column: item.column, message: translator.t(request.locale, item.key, item.params) })),
        total: report.total,
        offset,
        limit,
      },
    };
  },

  async importProducts(request, reply) {
    const { importJob, importRepository } = request.server;
    const vendorId = await ownShop(request);
    const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 0 } }).catch(unreadableBody);
    if (!part || part.fieldname !== 'file') throw fileProblem('error-import-file-missing');

    // Streamed to this server's disk; busboy stops a file at the limit (truncated): 413. Then
    // into the import files' store, where whichever server claims the job reads it.
    const name = randomBytes(16).toString('hex');
    const temporary = path.join(importJob.scratch, `${name}.part`);
    await mkdir(importJob.scratch, { recursive: true });
    try {
      await pipeline(part.file, createWriteStream(temporary)).catch(unreadableBody);
      if (part.file.truncated) throw new HttpError(413, 'error-payload-too-large');
      const format = formatOf(await readHead(temporary));
      if (!format) throw fileProblem('error-import-file-type');
      const fileKey = `${name}.${format}`;
      await importJob.keep(temporary, fileKey, format);
      const record = await importRepository.createImport({ vendorId, fileName: fileNameOf(part.filename), format, fileKey, fileSize: part.file.bytesRead });
      importJob.wake();
      return reply.code(201).send(importOf(record, request));
    } finally {
      await rm(temporary, { force: true });
    }
  },

  async updateProductImportStatus(request) {
    const { importJob, importRepository } = request.server;
    const record = await ownImport(request, request.params.id);
    const { status } = request.body;
    const { from, minValidRows } = IMPORT_STATUS_CHANGES[status];
    const changed = await importRepository.changeStatus(record.id, from, status, { minValidRows });
    if (!changed) throw validationFailed([{ property: 'status', key: status === 'publishing' ? 'error-import-approve' : 'error-import-cancel' }]);
    if (status === 'publishing') importJob.wake();
    // A cancelled import's file is of no more use (the job, if it is reading it, stops at its next batch).
    else await importJob.discard(changed.fileKey);
    return importOf(changed, request);
  },
} satisfies AreaHandlers;
