/**
 * Catalogue imports (the contract's ProductImportStatus and ProductImportStatusInput;
 * docs/decisions/0015, docs/product-import.md): how large a file may be, which imports are still
 * being worked on, and what the vendor may do with an import in each status.
 */

/** The largest file an import accepts: 10 MB. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const PRODUCT_IMPORT_STATUSES = ['parsing', 'parsed', 'publishing', 'completed', 'failed', 'cancelled'] as const;
export type ProductImportStatus = (typeof PRODUCT_IMPORT_STATUSES)[number];

/** What a vendor may post: approve (publish) or cancel. */
export type ProductImportChange = 'publishing' | 'cancelled';

/**
 * From which statuses each change may be made; approving also needs a good row. The server
 * makes a change only from these (in one statement), so two clicks cannot both succeed.
 */
export const IMPORT_STATUS_CHANGES: Readonly<Record<ProductImportChange, { from: readonly ProductImportStatus[]; minValidRows: number }>> = {
  publishing: { from: ['parsed'], minValidRows: 1 },
  cancelled: { from: ['parsing', 'parsed'], minValidRows: 0 },
};

/** The changes a vendor may make to an import as it stands, approve first. */
export function importChanges(current: { status: ProductImportStatus; validRows: number }): ProductImportChange[] {
  return (['publishing', 'cancelled'] as const).filter((change) => {
    const rule = IMPORT_STATUS_CHANGES[change];
    return rule.from.includes(current.status) && current.validRows >= rule.minValidRows;
  });
}

/** The background job is still working on it (a page polls it meanwhile). */
export function isImportRunning(status: ProductImportStatus): boolean {
  return status === 'parsing' || status === 'publishing';
}
