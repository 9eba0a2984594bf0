/**
 * The columns of a catalogue import file (docs/product-import.md) and the check of each row:
 * a row becomes the product it describes, or the list of its problems, each named by its column
 * as the file heads it. Pure: the categories come in, the outcome goes out. A row is checked by
 * the same rules as the product form (productRules.ts) plus the file's own (a price in euros,
 * category codes).
 */
import {
  centsFromText,
  PRODUCT_ATTRIBUTE_VALUE_MAX_LENGTH as ATTRIBUTE_VALUE_MAX,
  PRODUCT_DESCRIPTION_MAX_LENGTH as DESCRIPTION_MAX,
  PRODUCT_MAX_CATEGORIES as MAX_CATEGORIES,
  PRODUCT_MAX_PRICE_CENTS as MAX_PRICE_CENTS,
  PRODUCT_MAX_STOCK as MAX_STOCK,
  PRODUCT_TITLE_LENGTH as TITLE_LENGTH,
  isSku,
  stockFromText,
} from '../../../domain/products.ts';
import type { ImportErrorParams, Localized, StagedProduct } from '../../db/schema/index.ts';
import { storableText } from '../../plugins/validation.ts';
import { productProblems } from './productRules.ts';
import type { CategoryRules } from './productRules.ts';

/** The columns with a fixed meaning; any other column is a category filter (its key). */
const FIELDS = ['sku', 'title_bg', 'title_en', 'description_bg', 'description_en', 'price', 'promo_price', 'stock', 'categories'] as const;
type Field = (typeof FIELDS)[number];

const REQUIRED: readonly Field[] = ['sku', 'price', 'stock', 'categories'];

/** A cell (or header) holding a control character or ill-formed Unicode, which no text may. */
const REFUSED_TEXT = 'error-import-text';

/** The contract's pattern of a filter key (ProductInput.attributes). */
const ATTRIBUTE_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** A problem of the report: its column as the file heads it (null: the whole row), a translation key and its values. */
interface RowProblem {
  column: string | null;
  key: string;
  params?: ImportErrorParams;
}

interface Column {
  index: number;
  /** The header as in the file. */
  name: string;
  field: Field | { attribute: string };
}

export interface Header {
  columns: Column[];
  problems: RowProblem[];
  /** A required column is missing: the rows cannot be read. */
  unusable: boolean;
}

export function headerOf(cells: readonly string[]): Header {
  const columns: Column[] = [];
  const problems: RowProblem[] = [];
  const seen = new Set<string>();
  cells.forEach((cell, index) => {
    const name = storableText(cell, true);
    // The report cannot name a column whose name cannot be stored.
    if (name === undefined) problems.push({ column: null, key: REFUSED_TEXT });
    if (name === undefined || name === '') return;
    const normalized = name.toLowerCase();
    if (seen.has(normalized)) {
      problems.push({ column: name, key: 'error-import-column-repeated' });
      return;
    }
    seen.add(normalized);
    if ((FIELDS as readonly string[]).includes(normalized)) columns.push({ index, name, field: normalized as Field });
    else if (ATTRIBUTE_KEY_PATTERN.test(normalized)) columns.push({ index, name, field: { attribute: normalized } });
    else problems.push({ column: name, key: 'error-import-column-unknown' });
  });
  const has = (field: Field) => columns.some((column) => column.field === field);
  const missing: string[] = REQUIRED.filter((field) => !has(field));
  if (!has('title_bg') && !has('title_en')) missing.push('title_bg / title_en');
  for (const column of missing) problems.push({ column: null, key: 'error-import-column-missing', params: { column } });
  return { columns, problems, unusable: missing.length > 0 };
}

type CheckedRow = { sku: string; product: StagedProduct; problems: [] } | { sku: string | null; product: null; problems: RowProblem[] };

/** Checks one row against the header's columns and the categories (by key). */
export function checkRow(cells: readonly string[], header: Header, categoriesByKey: ReadonlyMap<string, CategoryRules>): CheckedRow {
  const problems: RowProblem[] = [];
  const values = new Map<Field, { text: string; column: string }>();
  const attributes: Record<string, string> = {};
  const attributeColumns = new Map<string, string>();
  const refused = new Set<string>();
  for (const column of header.columns) {
    const text = storableText(cells[column.index] ?? '', true);
    if (text === undefined) {
      // The column's problem is this one alone: its text is not looked at further.
      problems.push({ column: column.name, key: REFUSED_TEXT });
      refused.add(column.name);
      if (typeof column.field === 'string') values.set(column.field, { text: '', column: column.name });
      continue;
    }
    if (typeof column.field === 'string') values.set(column.field, { text, column: column.name });
    else if (text !== '') {
      attributes[column.field.attribute] = text;
      attributeColumns.set(column.field.attribute, column.name);
      if (text.length > ATTRIBUTE_VALUE_MAX) problems.push({ column: column.name, key: 'error-import-too-long', params: { max: ATTRIBUTE_VALUE_MAX } });
    }
  }
  const cell = (field: Field) => values.get(field) ?? { text: '', column: field };
  const required = (field: Field): string | null => {
    const { text, column } = cell(field);
    if (text === '' && !refused.has(column)) problems.push({ column, key: 'error-import-required' });
    return text === '' ? null : text;
  };

  const sku = required('sku');
  if (sku !== null && !isSku(sku)) problems.push({ column: cell('sku').column, key: 'error-import-sku' });

  const title: Localized = {};
  const description: Localized = {};
  for (const language of ['bg', 'en'] as const) {
    const titleCell = cell(`title_${language}`);
    if (titleCell.text !== '') {
      if (titleCell.text.length < TITLE_LENGTH.min || titleCell.text.length > TITLE_LENGTH.max) {
        problems.push({ column: titleCell.column, key: 'error-import-length', params: TITLE_LENGTH });
      }
      title[language] = titleCell.text;
    }
    const descriptionCell = cell(`description_${language}`);
    if (descriptionCell.text !== '') {
      if (descriptionCell.text.length > DESCRIPTION_MAX) problems.push({ column: descriptionCell.column, key: 'error-import-too-long', params: { max: DESCRIPTION_MAX } });
      description[language] = descriptionCell.text;
    }
  }
  if (title.bg === undefined && title.en === undefined && !refused.has(cell('title_bg').column) && !refused.has(cell('title_en').column)) problems.push({ column: null, key: 'error-import-title' });

  const amount = (field: Field, text: string | null): number | null => {
    if (text === null) return null;
    const cents = centsFromText(text);
    if (cents === null || cents > MAX_PRICE_CENTS) problems.push({ column: cell(field).column, key: 'error-import-price' });
    return cents;
  };
  const price = amount('price', required('price'));
  const promoText = cell('promo_price').text;
  const promoPrice = amount('promo_price', promoText === '' ? null : promoText);

  const stockText = required('stock');
  const stock = stockText === null ? null : stockFromText(stockText);
  if (stockText !== null && stock === null) problems.push({ column: cell('stock').column, key: 'error-import-stock', params: { max: MAX_STOCK } });

  const categoryIds: number[] = [];
  const categoriesText = required('categories');
  if (categoriesText !== null) {
    const keys = [...new Set(categoriesText.split(/[|,;]/).map((key) => key.trim()).filter((key) => key !== ''))];
    for (const key of keys) {
      const category = categoriesByKey.get(key);
      if (category) categoryIds.push(category.id);
      else problems.push({ column: cell('categories').column, key: 'error-import-category', params: { value: key } });
    }
    if (keys.length > MAX_CATEGORIES) problems.push({ column: cell('categories').column, key: 'error-import-categories', params: { max: MAX_CATEGORIES } });
  }

  if (price !== null && stock !== null && problems.length === 0) {
    const rules = new Map([...categoriesByKey.values()].filter((category) => categoryIds.includes(category.id)).map((category) => [category.id, category]));
    for (const problem of productProblems({ price, promoPrice, categoryIds, attributes }, rules)) {
      const column = problem.property === 'promoPrice' ? cell('promo_price').column : attributeColumns.get(problem.property.replace(/^attributes\./, '')) ?? null;
      problems.push({ column, key: problem.key });
    }
  }
  if (problems.length > 0 || sku === null || price === null || stock === null) return { sku, product: null, problems };
  return { sku, product: { title, description, price, promoPrice, stock, categoryIds, attributes }, problems: [] };
}
