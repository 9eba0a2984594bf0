/**
 * Catalogue imports through the real server on a fresh database: a CSV or XLSX file uploaded as
 * multipart, read by the background job into a row report (nothing good lost, every bad row
 * named by row and column), reviewed, then published or cancelled; a re-import updates products
 * by SKU; a file that is neither format, or too large, is refused with nothing kept; a job
 * stopped by a server restart finishes after it; two servers on one database write every row
 * once; another vendor's import is 403.
 */
import { mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, countDistinct, eq, inArray, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import sharp from 'sharp';
import { buildApp } from '../../../../server/app.ts';
import { PRODUCT_CATEGORIES } from '../../../../server/db/seed/content/products.ts';
import { categoryFilters, jobs, productCategories, productCategoryLinks, productImportErrors, productImportRows, productImports, products } from '../../../../server/db/schema/index.ts';
import { IMPORT_BATCH_ROWS, IMPORT_REPORT_MAX } from '../../../../server/areas/vendor/importJob.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createCategory, createProduct, createVendor, option } from '../shop/fixtures.ts';
import type { TestVendor } from '../shop/fixtures.ts';

let server: TestApp;
let tablesKey: string;
let lampsKey: string;
let tables: number;
let dabrava: TestVendor;
let rozova: TestVendor;
let buyer: Account;

beforeAll(async () => {
  server = await startTestApp();
  tables = await createCategory(server, {
    name: { bg: 'Маси', en: 'Tables' },
    room: 'living-room',
    filters: [{ key: 'material', name: { bg: 'Материал', en: 'Material' }, values: [option('oak', 'Дъб'), option('pine', 'Бор')] }],
  });
  const lamps = await createCategory(server, { name: { bg: 'Лампи', en: 'Lamps' }, room: 'living-room' });
  const keyOf = async (id: number) => (await server.db.select({ key: productCategories.key }).from(productCategories).where(eq(productCategories.id, id)))[0]!.key;
  [tablesKey, lampsKey] = [await keyOf(tables), await keyOf(lamps)];
  dabrava = await createVendor(server, { name: { bg: 'Мебели Дъбрава', en: 'Dabrava Furniture' }, deliveryPrice: 2500 });
  rozova = await createVendor(server, { name: { bg: 'Розова долина', en: 'Rose Valley' }, deliveryPrice: null });
  buyer = await createAccount(server, 'user');
});

afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

const HEADER = ['sku', 'title_bg', 'title_en', 'description_bg', 'price', 'promo_price', 'stock', 'categories', 'material'];

/** A CSV of these rows (a header first), each cell quoted. */
function csv(rows: readonly (readonly string[])[], separator = ','): Buffer {
  return Buffer.from(rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(separator)).join('\r\n') + '\r\n');
}

async function xlsx(rows: readonly (readonly (string | number)[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** An XLSX of these rows whose shared strings are then rewritten by `edit`: how a test writes XML exceljs would not. */
async function xlsxWithStrings(rows: readonly (readonly (string | number)[])[], edit: (xml: string) => string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await xlsx(rows));
  const strings = zip.file('xl/sharedStrings.xml')!;
  zip.file('xl/sharedStrings.xml', edit(await strings.async('string')));
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** A multipart/form-data body with one file field. */
function multipart(bytes: Buffer, fileName: string, field = 'file') {
  const boundary = '----domovik-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(account: Account | null, bytes: Buffer, fileName: string, app: TestApp['inject'] = server.inject) {
  const body = multipart(bytes, fileName);
  return app({ method: 'POST', url: '/api/product/import', headers: { ...body.headers, 'accept-language': 'en', ...(account ? { cookie: account.cookie } : {}) }, payload: body.payload });
}

function report(account: Account, id: number, query = '') {
  return server.inject({ method: 'GET', url: `/api/product/import/${id}${query}`, headers: { cookie: account.cookie, 'accept-language': 'en' } });
}

function setStatus(account: Account, id: number, status: string) {
  return server.inject({ method: 'POST', url: `/api/product/import/${id}`, headers: { cookie: account.cookie, 'accept-language': 'en' }, payload: { status } });
}

/** The import once the background job has nothing more to do with it. */
async function settled(account: Account, id: number) {
  await server.app.importJob.idle();
  const response = await report(account, id, '?limit=500');
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Uploads, waits for the review, and answers the report. */
async function parsed(account: Account, bytes: Buffer, fileName: string) {
  const response = await upload(account, bytes, fileName);
  expect(response.statusCode).toBe(201);
  expect(response.json()).toMatchObject({ status: 'parsing', fileName, processedRows: 0 });
  return settled(account, response.json().id);
}

async function publish(account: Account, id: number) {
  const response = await setStatus(account, id, 'publishing');
  expect(response.statusCode).toBe(200);
  return (await settled(account, id)).import;
}

async function liveProducts(vendor: TestVendor) {
  return server.db
    .select({ id: products.id, sku: products.sku, title: products.title, price: products.price, promoPrice: products.promoPrice, stock: products.stock, attributes: products.attributes })
    .from(products)
    .where(and(eq(products.vendorId, vendor.vendorId), isNull(products.deletedAt)))
    .orderBy(products.id);
}

let skus = 0;
const sku = (prefix = 'T') => `${prefix}-${++skus}`;

describe('a file of good rows', () => {
  it('is read into staged rows for review, then published into the catalogue on approval', async () => {
    const vendor = await createVendor(server, { name: { bg: 'Нов магазин', en: 'New Shop' }, deliveryPrice: 990 });
    const [first, second] = [sku(), sku()];
    const { import: job, errors } = await parsed(
      vendor,
      csv([HEADER, [first, 'Дъбова маса', 'Oak table', 'Масивен дъб', '249.90', '199,90', '5', tablesKey, 'oak'], [second, 'Лампа', '', '', '39', '', '12', `${lampsKey}|${tablesKey}`, '']]),
      'catalogue.csv',
    );
    expect(job).toMatchObject({ status: 'parsed', format: 'csv', progress: 100, processedRows: 2, totalRows: 2, validRows: 2, errorRows: 0, errorCount: 0, publishedRows: 0 });
    expect(errors).toEqual({ items: [], total: 0, offset: 0, limit: 500 });
    // Nothing reaches the catalogue before the vendor approves.
    expect(await liveProducts(vendor)).toEqual([]);

    const done = await publish(vendor, job.id);
    expect(done).toMatchObject({ status: 'completed', progress: 100, publishedRows: 2, createdProducts: 2, updatedProducts: 0 });
    const created = await liveProducts(vendor);
    expect(created).toEqual([
      expect.objectContaining({ sku: first, title: { bg: 'Дъбова маса', en: 'Oak table' }, price: 24_990, promoPrice: 19_990, stock: 5, attributes: { material: 'oak' } }),
      expect.objectContaining({ sku: second, title: { bg: 'Лампа' }, price: 3_900, promoPrice: null, stock: 12, attributes: {} }),
    ]);
    const links = await server.db.select({ categoryId: productCategoryLinks.categoryId }).from(productCategoryLinks).where(eq(productCategoryLinks.productId, created[1]!.id));
    expect(links.map((link) => link.categoryId).sort()).toHaveLength(2);
    // The staged rows are gone once published; the file too.
    expect(await server.db.select({ value: count() }).from(productImportRows).where(eq(productImportRows.importId, job.id))).toEqual([{ value: 0 }]);
    expect(await readdir(path.join(server.config.dataDir, 'imports'))).toEqual([]);

    // The vendor's list shows them; the import list shows the import.
    const list = await server.inject({ method: 'GET', url: '/api/product/import', headers: { cookie: vendor.cookie } });
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: job.id, status: 'completed' }] });
  });

  it('reads an XLSX file (its first worksheet) the same way, numbers as numbers', async () => {
    const vendor = await createVendor(server, { name: { bg: 'Ексел', en: 'Excel Shop' }, deliveryPrice: null });
    const code = sku('X');
    const { import: job } = await parsed(vendor, await xlsx([HEADER, [code, 'Борова маса', 'Pine table', '', 129.9, '', 3, tablesKey, 'pine']]), 'products.xlsx');
    expect(job).toMatchObject({ status: 'parsed', format: 'xlsx', totalRows: 1, validRows: 1, errorCount: 0 });
    await publish(vendor, job.id);
    expect(await liveProducts(vendor)).toEqual([expect.objectContaining({ sku: code, price: 12_990, stock: 3, attributes: { material: 'pine' } })]);
  });

  it('reads a CSV separated by semicolons, with a byte order mark', async () => {
    const vendor = await createVendor(server, { name: { bg: 'Точка и запетая', en: 'Semicolon' }, deliveryPrice: null });
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csv([HEADER, [sku(), 'Маса, голяма', '', '', '10,50', '', '1', tablesKey, '']], ';')]);
    const { import: job } = await parsed(vendor, bytes, 'excel-export.csv');
    expect(job).toMatchObject({ status: 'parsed', validRows: 1, errorCount: 0 });
  });
});

describe('the sample files (public/samples/)', () => {
  it.each(['products.csv', 'products.xlsx'])('%s imports without a problem into the demo data’s categories', async (fileName) => {
    // The demo categories the samples name, with their filters, as the seed writes them.
    for (const category of PRODUCT_CATEGORIES.filter((candidate) => ['sofas', 'coffee-tables', 'housewarming-gifts'].includes(candidate.key))) {
      const exists = await server.db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.key, category.key));
      if (exists.length) continue;
      const [row] = await server.db
        .insert(productCategories)
        .values({ key: category.key, name: category.name, room: category.room, promo: false, imageUrl: '/media/generated/product/1.svg', sortOrder: 100 })
        .returning({ id: productCategories.id });
      for (const [index, filter] of category.filters.entries()) {
        await server.db
          .insert(categoryFilters)
          .values({ categoryId: row!.id, key: filter.key, name: filter.name, values: filter.values.map((value) => ({ value: value.key, label: value.label })), sortOrder: index + 1 });
      }
    }
    const vendor = await createVendor(server, { name: { bg: 'Образец', en: 'Sample' }, deliveryPrice: null });
    const { import: job, errors } = await parsed(vendor, await readFile(path.join('public/samples', fileName)), fileName);
    expect(errors.items).toEqual([]);
    expect(job).toMatchObject({ status: 'parsed', totalRows: 6, validRows: 6 });
  });
});

describe('bad and mixed rows', () => {
  it('keeps every good row and reports every problem of every bad row by row and column', async () => {
    const good = [sku(), sku()];
    const repeated = sku();
    const { import: job, errors } = await parsed(
      dabrava,
      csv([
        HEADER,
        [good[0]!, 'Маса', '', '', '100', '', '1', tablesKey, 'oak'], // row 2
        ['bad sku', '', '', '', 'free', '', '-1', 'no-such-category', ''], // row 3
        [repeated, 'Маса', '', '', '100', '150', '1', tablesKey, 'steel'], // row 4
        [good[1]!, 'Маса', '', '', '100', '', '1', tablesKey, ''], // row 5
        [good[1]!, 'Пак', '', '', '100', '', '1', tablesKey, ''], // row 6: the same SKU again
      ]),
      'mixed.csv',
    );
    expect(job).toMatchObject({ status: 'parsed', processedRows: 5, totalRows: 5, validRows: 2, errorRows: 3 });
    expect(errors.items).toEqual([
      { row: 3, column: 'sku', message: 'A code of letters, digits and . _ / - (no spaces), at most 64 characters.' },
      { row: 3, column: null, message: 'A title is required, in title_bg or title_en.' },
      { row: 3, column: 'price', message: 'A price in euros, such as 129.90 (at most 1,000,000).' },
      { row: 3, column: 'stock', message: 'A whole number from 0 to 1000000.' },
      { row: 3, column: 'categories', message: 'Unknown category code: no-such-category.' },
      { row: 4, column: 'promo_price', message: 'The promotional price must be below the price.' },
      { row: 4, column: 'material', message: "Choose one of the values this category's filter offers." },
      { row: 6, column: 'sku', message: `This code already appears in row 5; the row is skipped.` },
    ]);
    expect(job.errorCount).toBe(errors.total);

    const done = await publish(dabrava, job.id);
    expect(done).toMatchObject({ publishedRows: 2, createdProducts: 2 });
    expect((await liveProducts(dabrava)).map((product) => product.sku)).toEqual(good);
  });

  it('reports the header’s problems, and fails a file without the required columns (nothing staged)', async () => {
    const { import: job, errors } = await parsed(dabrava, csv([['sku', 'title_en', 'Price', 'price', 'weird column!'], ['A-1', 'Table', '1', '1', 'x']]), 'columns.csv');
    expect(job).toMatchObject({ status: 'failed', failure: "The file's header row lacks required columns (see the row report).", validRows: 0 });
    expect(errors.items).toEqual([
      { row: 1, column: 'price', message: 'This column appears twice; the second is ignored.' },
      { row: 1, column: 'weird column!', message: 'Not a column of the import (letters, digits, - and _ only); it is ignored.' },
      { row: 1, column: null, message: 'The header row lacks the column stock.' },
      { row: 1, column: null, message: 'The header row lacks the column categories.' },
    ]);
    expect((await setStatus(dabrava, job.id, 'publishing')).statusCode).toBe(422);
  });

  it('keeps the first 10,000 problems in the report and counts them all', async () => {
    const rows = Array.from({ length: IMPORT_REPORT_MAX + 3 }, (_, index) => [`M-${index}`, 'Маса', '', '', '', '', '1', tablesKey, '']);
    const { import: job } = await parsed(dabrava, csv([HEADER, ...rows]), 'many.csv');
    expect(job).toMatchObject({ status: 'parsed', errorRows: IMPORT_REPORT_MAX + 3, errorCount: IMPORT_REPORT_MAX + 3, validRows: 0 });
    const last = (await report(dabrava, job.id, `?offset=${IMPORT_REPORT_MAX - 1}&limit=10`)).json().errors;
    expect(last).toMatchObject({ total: IMPORT_REPORT_MAX, items: [{ row: IMPORT_REPORT_MAX + 1, column: 'price' }] });
  }, 120_000);

  it('answers the report in pages, in the request’s language', async () => {
    const rows = Array.from({ length: 7 }, () => ['', 'Маса', '', '', '1', '', '1', tablesKey, '']);
    const { import: job } = await parsed(dabrava, csv([HEADER, ...rows]), 'skus.csv');
    expect(job).toMatchObject({ errorRows: 7, errorCount: 7, validRows: 0 });
    const page = await server.inject({ method: 'GET', url: `/api/product/import/${job.id}?offset=5&limit=5`, headers: { cookie: dabrava.cookie, 'accept-language': 'bg' } });
    expect(page.json().errors).toEqual({ items: [{ row: 7, column: 'sku', message: 'Задължително.' }, { row: 8, column: 'sku', message: 'Задължително.' }], total: 7, offset: 5, limit: 5 });
    // Nothing to publish.
    const approve = await setStatus(dabrava, job.id, 'publishing');
    expect(approve.statusCode).toBe(422);
    expect(approve.json().errors).toEqual([{ property: 'status', message: 'Only an import waiting for review with at least one good row can be published.' }]);
  });
});

describe('text that cannot be stored', () => {
  const refused = 'A character that cannot be stored: a control character or a broken one.';

  // XML 1.1 lets a sheet write a control character as a reference; the parser then hands it on.
  it('refuses an XLSX cell or header holding a control character as a problem of its row and column, keeping the good rows', async () => {
    const good = sku();
    const { import: job, errors } = await parsed(
      dabrava,
      await xlsxWithStrings(
        [
          [...HEADER, 'BADHEAD'],
          [good, 'Маса', '', '', 100, '', 1, tablesKey, 'oak', ''], // row 2
          [sku(), 'BELL маса', '', '', 100, '', 1, tablesKey, '', ''], // row 3
          [sku(), 'Маса', '', '', 100, '', 1, 'ESCAPE', '', ''], // row 4
        ],
        (xml) => xml.replace('version="1.0"', 'version="1.1"').replace('BADHEAD', 'x&#x1;').replace('BELL', '&#x7;').replace('ESCAPE', '&#x1b;'),
      ),
      'controls.xlsx',
    );
    expect(job).toMatchObject({ status: 'parsed', totalRows: 3, validRows: 1, errorRows: 2 });
    expect(errors.items).toEqual([
      { row: 1, column: null, message: refused },
      { row: 3, column: 'title_bg', message: refused },
      { row: 4, column: 'categories', message: refused },
    ]);
    expect((await publish(dabrava, job.id)).publishedRows).toBe(1);
  });

  // Only the file's first 64 KiB decide that it is text; a NUL further on reached PostgreSQL, which refuses it.
  it('refuses a CSV row with a NUL after the sniffed start as a row problem, not a failed job', async () => {
    const rows = Array.from({ length: 1200 }, () => [sku(), 'Маса с дълго описание', '', 'x'.repeat(40), '100', '', '1', tablesKey, '']);
    const { import: job, errors } = await parsed(dabrava, csv([HEADER, ...rows, [sku(), 'Маса', '', 'a\u0000b', '100', '', '1', tablesKey, '']]), 'nul.csv');
    expect(job).toMatchObject({ status: 'parsed', validRows: 1200, errorRows: 1 });
    expect(errors.items).toEqual([{ row: 1202, column: 'description_bg', message: refused }]);
  }, 60_000);

  it('fails a sheet whose XML holds a lone surrogate (&#xD800;, which no XML parser reads) with its translated failure, nothing staged', async () => {
    const response = await upload(dabrava, await xlsxWithStrings([HEADER, [sku(), 'BAD', '', '', 100, '', 1, tablesKey, '']], (xml) => xml.replace('BAD', '&#xD800;')), 'reference.xlsx');
    expect(response.statusCode).toBe(201);
    const { import: job } = await settled(dabrava, response.json().id);
    expect(job).toMatchObject({ status: 'failed', failure: 'The file could not be read as CSV or XLSX.', validRows: 0 });
    expect(await server.db.select({ value: count() }).from(productImportRows).where(eq(productImportRows.importId, job.id))).toEqual([{ value: 0 }]);
  });
});

describe('a re-import', () => {
  it('updates the vendor’s products by SKU instead of duplicating them, keeping the other language', async () => {
    const vendor = await createVendor(server, { name: { bg: 'Повторно', en: 'Again' }, deliveryPrice: null });
    const [first, second] = [sku(), sku()];
    const file = (price: string) => csv([['sku', 'title_en', 'price', 'stock', 'categories'], [first, 'Table', price, '4', tablesKey], [second, 'Lamp', price, '4', lampsKey]]);
    const retired = await createProduct(server, { vendorId: vendor.vendorId, categoryIds: [tables], title: { bg: 'Стара', en: 'Old' }, price: 1, deleted: true });
    await server.db.update(products).set({ sku: second }).where(eq(products.id, retired));
    const other = await createProduct(server, { vendorId: rozova.vendorId, categoryIds: [tables], title: { bg: 'Чужда', en: 'Theirs' }, price: 1 });
    await server.db.update(products).set({ sku: first }).where(eq(products.id, other));

    const firstImport = (await parsed(vendor, file('10'), 'a.csv')).import;
    expect(await publish(vendor, firstImport.id)).toMatchObject({ createdProducts: 2, updatedProducts: 0 });
    const before = await liveProducts(vendor);
    await server.db.update(products).set({ title: { bg: 'Маса', en: 'Table' } }).where(eq(products.id, before[0]!.id));

    const again = (await parsed(vendor, file('12.50'), 'a.csv')).import;
    expect(await publish(vendor, again.id)).toMatchObject({ createdProducts: 0, updatedProducts: 2 });
    const after = await liveProducts(vendor);
    expect(after.map((product) => product.id)).toEqual(before.map((product) => product.id));
    expect(after.map((product) => product.price)).toEqual([1_250, 1_250]);
    expect(after[0]!.title).toEqual({ bg: 'Маса', en: 'Table' });
    // Another vendor's product with the same SKU, and a retired one, are untouched.
    expect((await server.db.select({ price: products.price }).from(products).where(eq(products.id, other)))[0]!.price).toBe(1);
    expect((await server.db.select({ price: products.price }).from(products).where(eq(products.id, retired)))[0]!.price).toBe(1);
  });
});

describe('files that are refused', () => {
  async function nothingKept(before: number) {
    expect((await server.db.select({ value: count() }).from(productImports))[0]!.value).toBe(before);
    // Neither the part received on this server's disk nor anything in the store.
    expect(await readdir(path.join(server.config.dataDir, 'tmp')).catch(() => [])).toEqual([]);
    expect((await readdir(path.join(server.config.dataDir, 'imports')).catch(() => [])).filter((name) => !name.endsWith('.xlsx') && !name.endsWith('.csv'))).toEqual([]);
  }

  it.each([
    ['a picture', async () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer(), 'products.csv'],
    ['a PDF', async () => Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1'), 'products.xlsx'],
    ['an empty file', async () => Buffer.alloc(0), 'products.csv'],
  ])('refuses %s with a 422 of file, whatever its name, keeping nothing', async (_name, bytes, fileName) => {
    const before = (await server.db.select({ value: count() }).from(productImports))[0]!.value;
    const response = await upload(dabrava, await bytes(), fileName);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property: 'file', message: 'This is not a CSV (UTF-8 text) or XLSX file.' }] });
    await nothingKept(before);
  });

  it('refuses a file over 10 MB with a 413, keeping nothing', async () => {
    const before = (await server.db.select({ value: count() }).from(productImports))[0]!.value;
    const response = await upload(dabrava, Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), 'big.csv');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String) });
    await nothingKept(before);
  });

  it('refuses a body without the file field (422) and a JSON body (400)', async () => {
    const body = multipart(Buffer.from('sku\n'), 'a.csv', 'document');
    const wrongField = await server.inject({ method: 'POST', url: '/api/product/import', headers: { ...body.headers, cookie: dabrava.cookie }, payload: body.payload });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors[0].property).toBe('file');
    const json = await server.inject({ method: 'POST', url: '/api/product/import', headers: { cookie: dabrava.cookie }, payload: { file: 'sku' } });
    expect(json.statusCode).toBe(400);
  });

  it.each([
    ['cut short', '--x\r\nbroken'],
    ['ending inside the file', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nsku,price'],
  ])('answers a multipart body %s 400 with the error body, keeping nothing', async (_name, payload) => {
    const before = (await server.db.select({ value: count() }).from(productImports))[0]!.value;
    const response = await server.inject({
      method: 'POST',
      url: '/api/product/import',
      headers: { cookie: dabrava.cookie, 'accept-language': 'en', 'content-type': 'multipart/form-data; boundary=x' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
    await nothingKept(before);
  });

  it('fails, in the background, a ZIP archive that is no workbook', async () => {
    const zip = Buffer.from('504b0304140000000000000000000000000000000000000000000000000000', 'hex');
    const response = await upload(dabrava, zip, 'archive.xlsx');
    expect(response.statusCode).toBe(201);
    const { import: job } = await settled(dabrava, response.json().id);
    expect(job).toMatchObject({ status: 'failed', failure: 'The file could not be read as CSV or XLSX.', validRows: 0 });
  });
});

describe('statuses', () => {
  it('cancels an import under review (nothing reaches the catalogue), and then refuses to publish it', async () => {
    const vendor = await createVendor(server, { name: { bg: 'Отказ', en: 'Cancel' }, deliveryPrice: null });
    const { import: job } = await parsed(vendor, csv([HEADER, [sku(), 'Маса', '', '', '1', '', '1', tablesKey, '']]), 'c.csv');
    const cancelled = await setStatus(vendor, job.id, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', progress: 100 });
    expect((await setStatus(vendor, job.id, 'publishing')).statusCode).toBe(422);
    const again = await setStatus(vendor, job.id, 'cancelled');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual([{ property: 'status', message: 'Only an import still being read or waiting for review can be cancelled.' }]);
    expect(await liveProducts(vendor)).toEqual([]);
    expect(await server.db.select({ value: count() }).from(productImportRows).where(eq(productImportRows.importId, job.id))).toEqual([{ value: 0 }]);
  });

  it.each([
    ['at once', false],
    ['after its first batch', true],
  ])('cancels an import while its file is being read (%s): the job stops, nothing stays staged, the file is gone', async (_when, waitForBatch) => {
    const total = IMPORT_BATCH_ROWS * 12;
    const rows = Array.from({ length: total }, (_, index) => [`C-${index}`, `Маса ${index}`, '', '', '10', '', '1', tablesKey, '']);
    const response = await upload(dabrava, csv([HEADER, ...rows]), 'stop.csv');
    const processed = async () => (await server.db.select({ rows: productImports.processedRows }).from(productImports).where(eq(productImports.id, response.json().id)))[0]!.rows;
    for (let tries = 0; waitForBatch && (await processed()) === 0 && tries < 2000; tries += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    if (waitForBatch) expect(await processed()).toBeGreaterThan(0);
    const cancelled = await setStatus(dabrava, response.json().id, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const { import: job } = await settled(dabrava, response.json().id);
    expect(job.status).toBe('cancelled');
    expect(job.processedRows).toBeLessThan(total);
    expect(await server.db.select({ value: count() }).from(productImportRows).where(eq(productImportRows.importId, job.id))).toEqual([{ value: 0 }]);
    expect(await readdir(path.join(server.config.dataDir, 'imports'))).toEqual([]);
  });

  it('refuses a status outside the contract with a 422 and a completed import any change', async () => {
    const { import: job } = await parsed(dabrava, csv([HEADER, [sku(), 'Маса', '', '', '1', '', '1', tablesKey, '']]), 'd.csv');
    expect((await setStatus(dabrava, job.id, 'completed')).statusCode).toBe(422);
    await publish(dabrava, job.id);
    expect((await setStatus(dabrava, job.id, 'cancelled')).statusCode).toBe(422);
    expect((await setStatus(dabrava, job.id, 'publishing')).statusCode).toBe(422);
  });
});

describe('who may', () => {
  it('answers another vendor’s import 403 and an unknown one 404, changing nothing', async () => {
    const { import: job } = await parsed(dabrava, csv([HEADER, [sku(), 'Маса', '', '', '1', '', '1', tablesKey, '']]), 'mine.csv');
    expect((await report(rozova, job.id)).statusCode).toBe(403);
    const refused = await setStatus(rozova, job.id, 'cancelled');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You are not allowed to do this.' });
    expect((await report(dabrava, job.id)).json().import.status).toBe('parsed');
    expect((await report(dabrava, 999_999)).statusCode).toBe(404);
    expect((await setStatus(dabrava, 999_999, 'cancelled')).statusCode).toBe(404);
    // Another vendor's list does not show it.
    const theirs = await server.inject({ method: 'GET', url: '/api/product/import', headers: { cookie: rozova.cookie } });
    expect(theirs.json().items.map((item: { id: number }) => item.id)).not.toContain(job.id);
  });

  it('asks for sign-in without a session and refuses a regular user, before reading the file', async () => {
    const file = csv([HEADER]);
    expect((await upload(null, file, 'a.csv')).statusCode).toBe(401);
    expect((await upload(buyer, file, 'a.csv')).statusCode).toBe(403);
    expect((await server.inject({ method: 'GET', url: '/api/product/import', headers: { cookie: buyer.cookie } })).statusCode).toBe(403);
  });
});

describe('two servers on one database', () => {
  it('parse and publish every row exactly once while both run, even when one loses its lease mid-file', async () => {
    // A second server on the same database and data folder, looking for jobs every 20 ms.
    const other = await buildApp({ config: { ...server.config, jobPollMs: 20 }, database: { db: server.db, engine: server.engine, close: async () => {} } });
    try {
      await other.ready();
      const vendor = await createVendor(server, { name: { bg: 'Два сървъра', en: 'Two servers' }, deliveryPrice: null });
      const total = IMPORT_BATCH_ROWS * 8;
      const ids: number[] = [];
      for (const part of [0, 1, 2]) {
        const rows = Array.from({ length: total }, (_, index) => [`S${part}-${index}`, `Маса ${index}`, '', '', '10', '', '1', tablesKey, 'oak']);
        const through: TestApp['inject'] = part === 1 ? (options) => other.inject(options) : server.inject;
        const response = await upload(vendor, csv([HEADER, ...rows]), `part-${part}.csv`, through);
        expect(response.statusCode).toBe(201);
        ids.push(response.json().id);
      }
      const importsNow = () => server.db.select().from(productImports).where(inArray(productImports.id, ids)).orderBy(productImports.id);
      const until = async (status: string) => {
        for (let tries = 0; tries < 6000 && !(await importsNow()).every((row) => row.status === status); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      };

      // Once the last import has a batch committed, its server loses the lease (as if another had claimed it).
      for (let tries = 0; (await importsNow())[2]!.processedRows === 0 && tries < 2000; tries += 1) await new Promise((resolve) => setTimeout(resolve, 5));
      const stolen = await server.db
        .update(jobs)
        .set({ lockedBy: 'a server that died', lockedUntil: new Date(Date.now() - 1000) })
        .where(and(eq(jobs.key, `product-import:${ids[2]}:parsing`), eq(jobs.state, 'running')))
        .returning({ id: jobs.id });
      expect(stolen).toHaveLength(1);

      await until('parsed');
      for (const row of await importsNow()) expect(row).toMatchObject({ status: 'parsed', processedRows: total, totalRows: total, validRows: total, errorRows: 0, fileKey: null });
      const staged = await server.db.select({ value: count() }).from(productImportRows).where(inArray(productImportRows.importId, ids));
      expect(staged).toEqual([{ value: 3 * total }]);

      for (const [index, id] of ids.entries()) {
        const through = index === 1 ? (options: InjectOptions) => other.inject(options) : server.inject;
        const approved = await through({ method: 'POST', url: `/api/product/import/${id}`, headers: { cookie: vendor.cookie }, payload: { status: 'publishing' } });
        expect(approved.statusCode).toBe(200);
      }
      await until('completed');
      for (const row of await importsNow()) expect(row).toMatchObject({ status: 'completed', publishedRows: total, createdProducts: total, updatedProducts: 0 });
      const written = await server.db
        .select({ rows: count(), skus: countDistinct(products.sku) })
        .from(products)
        .where(eq(products.vendorId, vendor.vendorId));
      expect(written).toEqual([{ rows: 3 * total, skus: 3 * total }]);
      // A job is marked done just after its import's last commit.
      await Promise.all([server.app.importJob.idle(), other.importJob.idle()]);
      const states = await server.db.select({ state: jobs.state, lockedBy: jobs.lockedBy }).from(jobs).where(inArray(jobs.key, ids.flatMap((id) => [`product-import:${id}:parsing`, `product-import:${id}:publishing`])));
      expect(states).toEqual(Array.from({ length: 6 }, () => ({ state: 'done', lockedBy: null })));
    } finally {
      await other.close();
    }
  }, 120_000);
});

describe('a restart', () => {
  it('finishes a job stopped mid-file after the server starts again, every row counted once', async () => {
    const vendor = await createVendor(server, { name: { bg: 'Рестарт', en: 'Restart' }, deliveryPrice: null });
    const total = IMPORT_BATCH_ROWS * 12;
    const rows = Array.from({ length: total }, (_, index) =>
      index % 100 === 7 ? [`R-${index}`, '', '', '', 'x', '', '1', tablesKey, ''] : [`R-${index}`, `Маса ${index}`, '', '', '10', '', '1', tablesKey, 'oak'],
    );
    const response = await upload(vendor, csv([HEADER, ...rows]), 'big.csv');
    expect(response.statusCode).toBe(201);
    const id = response.json().id;

    // Stop the app once the first batch is committed.
    const progressOf = async () => (await server.db.select().from(productImports).where(eq(productImports.id, id)))[0]!;
    for (let tries = 0; (await progressOf()).processedRows === 0 && tries < 2000; tries += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    await server.app.close();
    const stopped = await progressOf();
    expect(stopped.status).toBe('parsing');
    expect(stopped.processedRows).toBeGreaterThan(0);
    expect(stopped.processedRows).toBeLessThan(total);

    // What a killed server left in the scratch folder a day ago goes; a file of now stays.
    const scratch = path.join(server.config.dataDir, 'tmp');
    await mkdir(scratch, { recursive: true });
    await writeFile(path.join(scratch, 'left-by-a-killed-server.part'), 'x');
    await utimes(path.join(scratch, 'left-by-a-killed-server.part'), new Date(Date.now() - 25 * 3600_000), new Date(Date.now() - 25 * 3600_000));
    await writeFile(path.join(scratch, 'at-work.part'), 'x');

    // The same database and data folder, a new server: the job carries on by itself.
    const restarted = await buildApp({ config: server.config, database: { db: server.db, engine: server.engine, close: async () => {} } });
    try {
      await restarted.ready();
      expect((await readdir(scratch)).filter((name) => name.endsWith('.part'))).toEqual(['at-work.part']);
      await restarted.importJob.idle();
      const finished = await progressOf();
      expect(finished).toMatchObject({ status: 'parsed', processedRows: total, totalRows: total, validRows: total - total / 100, errorRows: total / 100, fileKey: null });
      const staged = await server.db.select({ value: count() }).from(productImportRows).where(eq(productImportRows.importId, id));
      expect(staged).toEqual([{ value: total - total / 100 }]);
      // Each bad row reported once (a title and a price each).
      const reported = await server.db.select({ value: count() }).from(productImportErrors).where(eq(productImportErrors.importId, id));
      expect(reported).toEqual([{ value: (2 * total) / 100 }]);
    } finally {
      await restarted.close();
    }
  });
});
