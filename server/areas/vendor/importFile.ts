/**
 * Reading a catalogue import file row by row, never the whole file in memory (docs/decisions/0015):
 * a CSV through csv-parse's stream, an XLSX through exceljs's streaming WorkbookReader (its first
 * worksheet). Each row comes with its number in the file (1 is the first line) and the bytes of
 * the file read so far, which the job reports as progress.
 */
import type { ReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import type { CsvError } from 'csv-parse';
import ExcelJS from 'exceljs';
import unzipper from 'unzipper';
import type { CellValue } from 'exceljs';
import type { ProductImportFormat } from '../../db/schema/index.ts';

export { IMPORT_MAX_BYTES } from '../../../domain/productImports.ts';

/** How much of a file's start decides its format and, for a CSV, its separator. */
const HEAD_BYTES = 64 * 1024;

/** The longest CSV record read; a longer one (an unclosed quote, say) is reported, not buffered. */
const MAX_CSV_RECORD_BYTES = 256 * 1024;

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

type FileRow =
  | { row: number; cells: string[]; bytesRead: number }
  /** A CSV record the parser could not read (a stray quote, a record too long): reported as it is skipped. */
  | { row: number; unreadable: true; bytesRead: number };

export async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file);
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The format a file's first bytes show, judged by content, never by name: an XLSX is a ZIP
 * archive; a CSV is UTF-8 text without control characters. Anything else (a picture, a PDF, an
 * old binary XLS, an empty file) is null.
 */
export function formatOf(head: Buffer): ProductImportFormat | null {
  if (head.length === 0) return null;
  if (head.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE)) return 'xlsx';
  try {
    // `stream` keeps a character cut at the end of the sample pending instead of refusing it.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return CONTROL_CHARACTERS.test(text) ? null : 'csv';
  } catch {
    return null;
  }
}

/** The separator of a CSV: a semicolon when the header line has more of them than commas. */
function csvDelimiterOf(head: Buffer): ',' | ';' {
  const firstLine = head.toString('utf8').split(/\r?\n/, 1)[0] ?? '';
  const count = (character: string) => firstLine.split(character).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

export async function* readRows(file: string, format: ProductImportFormat): AsyncGenerator<FileRow> {
  if (format === 'csv') yield* csvRows(file, csvDelimiterOf(await readHead(file)));
  else yield* xlsxRows(file);
}

/**
 * The file opened before anything reads it: a file removed meanwhile (an import cancelled just
 * then) fails here, not as a stream error after the parser has started waiting for data.
 */
async function streamOf(file: string): Promise<ReadStream> {
  return (await open(file)).createReadStream();
}

async function* csvRows(file: string, delimiter: string): AsyncGenerator<FileRow> {
  const input = await streamOf(file);
  const skipped: FileRow[] = [];
  const parser = input.pipe(
    parse({
      bom: true,
      delimiter,
      trim: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: MAX_CSV_RECORD_BYTES,
      skip_records_with_error: true,
      info: true,
      on_skip: (error: CsvError | undefined) => {
        if (error) skipped.push({ row: Number(error.lines) || 0, unreadable: true, bytesRead: input.bytesRead });
      },
    }),
  );
  // pipe() does not pass a read error on: without this the parser would wait for data forever.
  input.on('error', (error) => parser.destroy(error));
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number; bytes: number } }>) {
      yield* skipped.splice(0);
      yield { row: info.lines, cells: record, bytesRead: info.bytes };
    }
    yield* skipped.splice(0);
  } finally {
    input.destroy();
  }
}

/** What of exceljs's streaming reader xlsxRows drives: its parsers of a workbook's parts. */
interface WorkbookParts {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseWorksheet(rows: Readable, sheetNo: string): Iterable<{ eventType: string; value: ExcelJS.stream.xlsx.WorksheetReader }>;
}

/**
 * The rows of a workbook's first worksheet, read through the archive's central directory
 * (unzipper.Open): the workbook's relations, the workbook itself and its shared strings first,
 * then the worksheet row by row. exceljs's own reader takes the archive in one streaming pass,
 * and that pass loses the parts stored after a worksheet (where exceljs itself writes the
 * workbook) now and then, failing "Cannot read properties of undefined (reading 'sheets')"
 * (exceljs issues 962 and 3064). Its part parsers are used as they are.
 */
async function* xlsxRows(file: string): AsyncGenerator<FileRow> {
  const archive = await unzipper.Open.file(file);
  const part = (name: string) => archive.files.find((entry) => entry.path === name);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  }) as unknown as WorkbookParts;
  const rels = part('xl/_rels/workbook.xml.rels');
  const workbookPart = part('xl/workbook.xml');
  if (!rels || !workbookPart) throw new Error('not a workbook');
  await reader._parseRels(rels.stream());
  await reader._parseWorkbook(workbookPart.stream());
  const sharedStrings = part('xl/sharedStrings.xml');
  if (sharedStrings) for await (const _ of reader._parseSharedStrings(sharedStrings.stream()));
  const sheets = archive.files
    .map((entry) => ({ entry, sheetNo: /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(entry.path)?.[1] }))
    .filter((sheet): sheet is { entry: unzipper.File; sheetNo: string } => sheet.sheetNo !== undefined)
    .sort((a, b) => Number(a.sheetNo) - Number(b.sheetNo));
  const first = sheets[0];
  if (!first) return;
  // Progress in bytes of the file: the worksheet's place in it plus the share of it read so far.
  const { entry, sheetNo } = first;
  const input = entry.stream();
  let inflated = 0;
  input.on('data', (chunk: Buffer) => (inflated += chunk.length));
  const bytesRead = () => entry.offsetToLocalFileHeader + Math.round((entry.compressedSize * inflated) / Math.max(entry.uncompressedSize, 1));
  try {
    for (const { value: worksheet } of reader._parseWorksheet(input, sheetNo)) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const values = Array.isArray(row.values) ? row.values : [];
        // exceljs numbers cells from 1.
        yield { row: row.number, cells: Array.from({ length: Math.max(values.length - 1, 0) }, (_, index) => cellText(values[index + 1])), bytesRead: bytesRead() };
      }
    }
  } finally {
    input.destroy();
  }
}

/** A cell as the text a person sees in it (a formula's result, a link's text, rich text joined). */
function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
  if ('result' in value) return cellText(value.result as CellValue);
  if ('text' in value) return cellText(value.text as CellValue);
  return '';
}
