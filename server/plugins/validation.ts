/**
 * Request validation from the contract's schemas, the same for every operation
 * (docs/decisions/0008-hostile-input.md).
 *
 * 1. Every text of the body, query and path, field names too, is looked at first: body and query
 *    texts are trimmed (so "   " is empty, not a name; path parameters name a thing exactly and
 *    stay as they are), a Windows line break becomes a line feed, and a control character other
 *    than tab and line feed, or text that is not well-formed Unicode (a lone surrogate, which JSON's
 *    \u escapes can carry), fails its property: PostgreSQL refuses NUL and lone surrogates in text.
 * 2. Path and query parameters arrive as text and are coerced, but a number only from its decimal
 *    spelling (Ajv alone would read "0x10", "1e3" or "Infinity"). Bodies are checked strictly (no
 *    coercion, unknown fields rejected).
 * 3. The schema check stops at the first failure (Ajv's allErrors is off): a limit (maxItems,
 *    maxLength, maxProperties) is checked before what it limits, so refusing a body never costs
 *    more than reading it, and a pattern only ever runs on a text within its maxLength.
 *
 * A failure becomes the 422 `validation_failed` body naming the property (a path parameter's
 * failure is a 404: the path names nothing; plugins/errorBodies.ts).
 */
import { Ajv } from 'ajv';
import type { ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { JsonSchema } from '../contract.ts';
import type { FieldError } from '../errors.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/**
 * An Ajv for the contract's schemas (draft-07 after dereferencing, formats, `binary`) that stops
 * at the first failure. NaN and Infinity are never numbers (JSON reads 1e400 as Infinity).
 */
export function createAjv(coerceTypes: boolean | 'array'): Ajv {
  const ajv = new Ajv({ allErrors: false, coerceTypes, removeAdditional: false, useDefaults: true, strict: false, strictNumbers: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  return ajv;
}

/**
 * What no text may hold: a control character (C0, DEL, C1) other than tab and line feed, or a
 * lone surrogate (with the u flag a pair is one code point, so \p{Cs} finds only ill-formed
 * Unicode: the same test as String.prototype.isWellFormed, which TypeScript's ES2023 library lacks).
 */
const REFUSED = /(?![\t\n])\p{Cc}|\p{Cs}/u;

/**
 * A text as the server stores it (Windows line breaks as line feeds, trimmed when asked), or
 * undefined when it holds what no text may: the rule of every request's texts, and of what else
 * reaches the database from outside (an import file's cells).
 */
export function storableText(text: string, trim: boolean): string | undefined {
  const unified = text.includes('\r') ? text.replaceAll('\r\n', '\n') : text;
  const cleaned = trim ? unified.trim() : unified;
  return REFUSED.test(cleaned) ? undefined : cleaned;
}

/** An object or array being walked: its keys, the next one to look at, and where it sits. */
interface Frame {
  container: Record<string, unknown>;
  keys: string[] | undefined;
  next: number;
  parent: Frame | undefined;
  key: string | number | undefined;
}

function textError(frame: Frame | undefined, key: string | number | undefined): ErrorObject {
  const path: (string | number)[] = key === undefined ? [] : [key];
  for (let at = frame; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  const pointer = path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
  return { keyword: 'text', instancePath: pointer, schemaPath: '#', params: {}, message: 'must be well-formed Unicode without control characters' };
}

/**
 * Every text of a request part and every field name, walked without recursion (a deeply nested
 * body cannot exhaust the stack): texts are trimmed when asked, Windows line breaks become line
 * feeds, and the first text with a control character or ill-formed Unicode is a failure of its
 * property.
 */
function cleanText(part: unknown, trim: boolean): { value: unknown } | { error: ErrorObject } {
  const clean = (text: string) => storableText(text, trim);
  if (typeof part === 'string') {
    const text = clean(part);
    return text === undefined ? { error: textError(undefined, undefined) } : { value: text };
  }
  if (typeof part !== 'object' || part === null) return { value: part };
  const open = (container: object, parent: Frame | undefined, key: string | number | undefined): Frame => ({
    container: container as Record<string, unknown>,
    keys: Array.isArray(container) ? undefined : Object.keys(container),
    next: 0,
    parent,
    key,
  });
  let frame: Frame | undefined = open(part, undefined, undefined);
  while (frame) {
    const { container, keys } = frame;
    if (frame.next >= (keys ?? (container as unknown as unknown[])).length) {
      frame = frame.parent;
      continue;
    }
    const key: string | number = keys ? keys[frame.next]! : frame.next;
    frame.next += 1;
    if (typeof key === 'string' && REFUSED.test(key)) return { error: textError(frame, key) };
    const value = container[key];
    if (typeof value === 'string') {
      const text = clean(value);
      if (text === undefined) return { error: textError(frame, key) };
      if (text !== value) container[key] = text;
    } else if (typeof value === 'object' && value !== null) {
      frame = open(value, frame, key);
    }
  }
  return { value: part };
}

/** How a parameter read as a number must be written. */
const DECIMAL = { integer: /^-?\d+$/, number: /^-?\d+(\.\d+)?$/ };

/** The first path or query parameter that would be read as a number without being a decimal one. */
function nonDecimalParameter(schema: JsonSchema, data: unknown): ErrorObject | undefined {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, property] of Object.entries(properties)) {
    const types = ([] as unknown[]).concat(property.type ?? []);
    const spelling = types.includes('integer') ? DECIMAL.integer : types.includes('number') ? DECIMAL.number : undefined;
    const value = (data as Record<string, unknown> | null)?.[name];
    // A repeated query parameter arrives as an array of texts.
    if (spelling && ([] as unknown[]).concat(value).some((text) => typeof text === 'string' && !spelling.test(text))) {
      return { keyword: 'type', instancePath: `/${name}`, schemaPath: `#/properties/${name}/type`, params: { type: property.type }, message: 'must be a decimal number' };
    }
  }
  return undefined;
}

export function installValidators(app: FastifyInstance): void {
  const strict = createAjv(false);
  const coercing = createAjv('array');
  const compiler: FastifySchemaCompiler<JsonSchema> = ({ schema, httpPart }) => {
    const body = httpPart === 'body';
    const validate = (body ? strict : coercing).compile(schema);
    return (data: unknown) => {
      const text = cleanText(data, httpPart !== 'params');
      if ('error' in text) return { error: [text.error] };
      const problem = body ? undefined : nonDecimalParameter(schema, text.value);
      if (problem) return { error: [problem] };
      return validate(text.value) ? { value: text.value } : { error: validate.errors ?? [] };
    };
  };
  app.setValidatorCompiler(compiler);
}

function keyOf(error: ErrorObject, property: string): string {
  const field = property.toLowerCase();
  switch (error.keyword) {
    case 'required':
    case 'minProperties':
    case 'minItems':
      return 'error-required';
    case 'minLength':
      if (Number(error.params.limit) <= 1) return 'error-required';
      if (field.includes('email')) return 'error-email-format';
      return field.endsWith('password') ? 'error-password-min-length' : 'error-min-length';
    case 'maxLength':
      return 'error-max-length';
    case 'pattern':
    case 'format':
      if (field.includes('email')) return 'error-email-format';
      if (field.includes('phone')) return 'error-phone-format';
      return 'error-invalid-value';
    case 'minimum':
    case 'exclusiveMinimum':
      return 'error-min-value';
    case 'maximum':
    case 'exclusiveMaximum':
    case 'maxItems':
      return 'error-max-value';
    case 'type':
      return 'error-invalid-type';
    case 'additionalProperties':
      return 'error-unknown-field';
    default:
      return 'error-invalid-value';
  }
}

/** Ajv's errors as one item per property (the first reason wins), dotted paths. */
export function fieldErrorsOf(errors: ErrorObject[]): FieldError[] {
  const byProperty = new Map<string, string>();
  for (const error of errors) {
    const segments = error.instancePath.split('/').filter(Boolean);
    const extra = error.params.missingProperty ?? error.params.additionalProperty;
    if (typeof extra === 'string') segments.push(extra);
    const property = segments.join('.') || '(body)';
    if (!byProperty.has(property)) byProperty.set(property, keyOf(error, property));
  }
  return [...byProperty].map(([property, key]) => ({ property, key }));
}
