import { PRODUCT_IMPORT_STATUSES, importChanges, isImportRunning } from '../../domain/productImports.ts';

describe('catalogue imports', () => {
  it('may be approved only once read and with a good row, and cancelled until approved', () => {
    const changes = Object.fromEntries(PRODUCT_IMPORT_STATUSES.map((status) => [status, importChanges({ status, validRows: 3 })]));
    expect(changes).toEqual({
      parsing: ['cancelled'],
      parsed: ['publishing', 'cancelled'],
      publishing: [],
      completed: [],
      failed: [],
      cancelled: [],
    });
    expect(importChanges({ status: 'parsed', validRows: 0 })).toEqual(['cancelled']);
  });

  it('are worked on while being read or published', () => {
    expect(PRODUCT_IMPORT_STATUSES.filter(isImportRunning)).toEqual(['parsing', 'publishing']);
  });
});
