/**
 * Writes public/samples/products.xlsx from public/samples/products.csv (the same rows, numbers as
 * numbers), so the two sample files of the catalogue import (docs/product-import.md) always agree.
 * Run after editing the CSV: `npm run samples`.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

const NUMERIC = new Set(['price', 'promo_price', 'stock']);

const rows: string[][] = parse(await readFile('public/samples/products.csv'), { bom: true });
const [header = [], ...products] = rows;
const workbook = new ExcelJS.Workbook();
const sheet = workbook.addWorksheet('Products');
sheet.addRow(header);
for (const row of products) sheet.addRow(row.map((cell, index) => (NUMERIC.has(header[index]!) && cell !== '' ? Number(cell) : cell)));
sheet.getRow(1).font = { bold: true };
sheet.columns.forEach((column, index) => (column.width = Math.max(12, header[index]!.length + 2)));
// A fixed date keeps the file the same from run to run.
workbook.created = workbook.modified = new Date('2026-11-23T00:00:00Z');
await workbook.xlsx.writeFile('public/samples/products.xlsx');
console.log(`public/samples/products.xlsx: ${products.length} products`);
