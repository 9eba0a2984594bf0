/**
 * The catalogue imports' queries (docs/decisions/0015), decorated on the app as
 * `importRepository`: an import's record and row report, the staged rows, and the writes of the
 * background job. An import's parsing and its publishing are each a job in the jobs table
 * (server/services/jobs.ts), queued in the transaction that makes them due. Each batch of the job
 * commits its rows with the checkpoint that covers them, and only while the import still has the
 * status the job works for and the server still holds the job's lease, so a job stopped anywhere
 * (a restart, a cancel, a server that died or lost its lease) resumes or ends without a row
 * counted twice.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Transaction } from '../../db/client.ts';
import { productCategoryLinks, productImportErrors, productImportRows, productImports, products } from '../../db/schema/index.ts';
import type { ImportErrorParams, ProductImportFormat, ProductImportStatus, StagedProduct } from '../../db/schema/index.ts';
import { enqueue, holdLease } from '../../services/jobs.ts';
import type { Lease } from '../../services/jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    importRepository: ImportRepository;
  }
}

export type ImportRepository = ReturnType<typeof createImportRepository>;
export type ImportRecord = typeof productImports.$inferSelect;

interface ReportItem {
  row: number;
  column: string | null;
  key: string;
  params?: ImportErrorParams | undefined;
}

/** What one batch of the parsing job read: its valid rows, its problems, and how far it got. */
export interface ParsedBatch {
  rows: { row: number; sku: string; product: StagedProduct }[];
  /** The report items to keep. */
  errors: ReportItem[];
  /** Problems found (kept or not). */
  errorCount: number;
  processedRows: number;
  errorRows: number;
  throughRow: number;
  bytesRead: number;
  /** The last batch: the import waits for review (or failed, with `failureKey`). */
  done?: { status: 'parsed' } | { status: 'failed'; failureKey: string };
}

/** Rows the job may write at once (a statement's parameters stay far below PostgreSQL's limit). */
const INSERT_CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += INSERT_CHUNK) out.push(items.slice(start, start + INSERT_CHUNK));
  return out;
}

/** The kind of the import jobs; the payload names the import. */
export const IMPORT_JOB_KIND = 'product-import';

export interface ImportJobPayload {
  importId: number;
}

/** Queues the job of an import's phase (parsing or publishing), once per import and phase. */
function enqueueImport(tx: Transaction, record: ImportRecord): Promise<void> {
  const payload: ImportJobPayload = { importId: record.id };
  return enqueue(tx, { kind: IMPORT_JOB_KIND, key: `${IMPORT_JOB_KIND}:${record.id}:${record.status}`, payload });
}

/** Thrown inside a transaction to undo it when the import left the job's status meanwhile. */
class ImportMoved extends Error {}

function createImportRepository(db: Db) {
  return {
    async createImport(values: { vendorId: number; fileName: string; format: ProductImportFormat; fileKey: string; fileSize: number }): Promise<ImportRecord> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(productImports).values({ ...values, status: 'parsing' }).returning();
        await enqueueImport(tx, row!);
        return row!;
      });
    },

    async findImport(id: number): Promise<ImportRecord | undefined> {
      const [row] = await db.select().from(productImports).where(eq(productImports.id, id));
      return row;
    },

    async listImports(vendorId: number, page: { offset: number; limit: number }): Promise<{ items: ImportRecord[]; total: number }> {
      const own = eq(productImports.vendorId, vendorId);
      const [items, [totalRow]] = await Promise.all([
        db.select().from(productImports).where(own).orderBy(desc(productImports.createdAt), desc(productImports.id)).limit(page.limit).offset(page.offset),
        db.select({ value: count() }).from(productImports).where(own),
      ]);
      return { items, total: Number(totalRow?.value ?? 0) };
    },

    async reportPage(importId: number, page: { offset: number; limit: number }): Promise<{ items: ReportItem[]; total: number }> {
      const own = eq(productImportErrors.importId, importId);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({ row: productImportErrors.row, column: productImportErrors.column, key: productImportErrors.key, params: productImportErrors.params })
          .from(productImportErrors)
          .where(own)
          .orderBy(asc(productImportErrors.row), asc(productImportErrors.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(productImportErrors).where(own),
      ]);
      return { items: rows.map((row) => ({ ...row, params: row.params ?? undefined })), total: Number(totalRow?.value ?? 0) };
    },

    /**
     * Moves an import from one of `from` to `to` (queuing the job of publishing); the import after
     * it, or undefined when it had another status.
     */
    async changeStatus(id: number, from: readonly ProductImportStatus[], to: ProductImportStatus, extra: { minValidRows?: number } = {}) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(productImports)
          .set({ status: to })
          .where(
            and(
              eq(productImports.id, id),
              inArray(productImports.status, [...from]),
              extra.minValidRows ? sql`${productImports.validRows} >= ${extra.minValidRows}` : undefined,
            ),
          )
          .returning();
        // A cancelled import keeps its report; its staged rows are no longer needed.
        if (row && to === 'cancelled') await tx.delete(productImportRows).where(eq(productImportRows.importId, id));
        if (row && to === 'publishing') await enqueueImport(tx, row);
        return row;
      });
    },

    /** The first rows staged under these SKUs in this import (a SKU may appear once). */
    async stagedSkus(importId: number, skus: readonly string[]): Promise<Map<string, number>> {
      if (skus.length === 0) return new Map();
      const rows = await db
        .select({ sku: productImportRows.sku, row: productImportRows.row })
        .from(productImportRows)
        .where(and(eq(productImportRows.importId, importId), inArray(productImportRows.sku, [...skus])));
      return new Map(rows.map((row) => [row.sku, row.row]));
    },

    /**
     * Stores a batch of the parsing job with its checkpoint; false when the import is no longer
     * parsing (cancelled). Throws LeaseLost, writing nothing, when the job is no longer `lease`'s.
     */
    async saveParsedBatch(importId: number, batch: ParsedBatch, lease: Lease): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          await holdLease(tx, lease);
          const [row] = await tx
            .update(productImports)
            .set({
              processedRows: sql`${productImports.processedRows} + ${batch.processedRows}`,
              validRows: sql`${productImports.validRows} + ${batch.rows.length}`,
              errorRows: sql`${productImports.errorRows} + ${batch.errorRows}`,
              errorCount: sql`${productImports.errorCount} + ${batch.errorCount}`,
              parsedThroughRow: batch.throughRow,
              bytesRead: batch.bytesRead,
              ...(batch.done
                ? {
                    status: batch.done.status,
                    totalRows: sql`${productImports.processedRows} + ${batch.processedRows}`,
                    failureKey: batch.done.status === 'failed' ? batch.done.failureKey : null,
                    fileKey: null,
                  }
                : {}),
            })
            .where(and(eq(productImports.id, importId), eq(productImports.status, 'parsing')))
            .returning({ id: productImports.id });
          if (!row) throw new ImportMoved();
          for (const part of chunks(batch.rows)) await tx.insert(productImportRows).values(part.map((item) => ({ importId, ...item })));
          for (const part of chunks(batch.errors)) await tx.insert(productImportErrors).values(part.map((item) => ({ importId, ...item, params: item.params ?? null })));
          if (batch.done?.status === 'failed') await tx.delete(productImportRows).where(eq(productImportRows.importId, importId));
        });
        return true;
      } catch (error) {
        if (error instanceof ImportMoved) return false;
        throw error;
      }
    },

    /** Marks an import that cannot go on failed (its staged rows dropped) while `lease` holds its job; its report stays. */
    async failImport(importId: number, failureKey: string, lease: Lease): Promise<void> {
      await db.transaction(async (tx) => {
        await holdLease(tx, lease);
        await tx
          .update(productImports)
          .set({ status: 'failed', failureKey, fileKey: null })
          .where(and(eq(productImports.id, importId), inArray(productImports.status, ['parsing', 'publishing'])));
        await tx.delete(productImportRows).where(eq(productImportRows.importId, importId));
      });
    },

    /** The next staged rows after `afterRow`, in file order. */
    async stagedRows(importId: number, afterRow: number, limit: number) {
      return db
        .select({ row: productImportRows.row, sku: productImportRows.sku, product: productImportRows.product })
        .from(productImportRows)
        .where(and(eq(productImportRows.importId, importId), gt(productImportRows.row, afterRow)))
        .orderBy(asc(productImportRows.row))
        .limit(limit);
    },

    /**
     * Writes staged rows into the vendor's catalogue with the checkpoint that covers them: a live
     * product with the row's SKU is updated (the file's texts replace those languages, the others
     * and the pictures are kept; categories and filter values are the file's), any other row
     * creates a product. With `last`, the import is completed and its staged rows dropped.
     * False when the import is no longer publishing; LeaseLost, writing nothing, when the job is
     * no longer `lease`'s.
     */
    async publishBatch(
      importId: number,
      vendorId: number,
      rows: readonly { row: number; sku: string; product: StagedProduct }[],
      last: boolean,
      lease: Lease,
    ): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          await holdLease(tx, lease);
          const [state] = await tx
            .select({ status: productImports.status })
            .from(productImports)
            .where(eq(productImports.id, importId))
            .for('update');
          if (state?.status !== 'publishing') throw new ImportMoved();
          const skus = rows.map((row) => row.sku);
          const existing = skus.length
            ? await tx
                .select({ id: products.id, sku: products.sku, title: products.title, description: products.description })
                .from(products)
                .where(and(eq(products.vendorId, vendorId), isNull(products.deletedAt), inArray(products.sku, skus)))
                .for('update')
            : [];
          const bySku = new Map(existing.map((product) => [product.sku, product]));
          const links: { productId: number; categoryId: number }[] = [];
          const fresh = rows.filter((row) => !bySku.has(row.sku));
          for (const part of chunks(fresh)) {
            const created = await tx
              .insert(products)
              .values(part.map(({ sku, product: { categoryIds: _ids, ...columns } }) => ({ vendorId, sku, ...columns })))
              .returning({ id: products.id, sku: products.sku });
            const ids = new Map(created.map((product) => [product.sku, product.id]));
            for (const { sku, product } of part) for (const categoryId of product.categoryIds) links.push({ productId: ids.get(sku)!, categoryId });
          }
          const updated = rows.filter((row) => bySku.has(row.sku));
          for (const { sku, product } of updated) {
            const current = bySku.get(sku)!;
            const { categoryIds, title, description, ...columns } = product;
            await tx
              .update(products)
              .set({ ...columns, title: { ...current.title, ...title }, description: { ...current.description, ...description } })
              .where(eq(products.id, current.id));
            for (const categoryId of categoryIds) links.push({ productId: current.id, categoryId });
          }
          if (updated.length) {
            await tx.delete(productCategoryLinks).where(inArray(productCategoryLinks.productId, updated.map((row) => bySku.get(row.sku)!.id)));
          }
          for (const part of chunks(links)) await tx.insert(productCategoryLinks).values(part);
          await tx
            .update(productImports)
            .set({
              publishedThroughRow: rows.at(-1)?.row ?? sql`${productImports.publishedThroughRow}`,
              publishedRows: sql`${productImports.publishedRows} + ${rows.length}`,
              createdProducts: sql`${productImports.createdProducts} + ${fresh.length}`,
              updatedProducts: sql`${productImports.updatedProducts} + ${updated.length}`,
              ...(last ? { status: 'completed' as const } : {}),
            })
            .where(eq(productImports.id, importId));
          if (last) await tx.delete(productImportRows).where(eq(productImportRows.importId, importId));
        });
        return true;
      } catch (error) {
        if (error instanceof ImportMoved) return false;
        throw error;
      }
    },
  };
}

export const importRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('importRepository', createImportRepository(app.db));
  },
  { name: 'import-repository', decorators: { fastify: ['db'] } },
);
