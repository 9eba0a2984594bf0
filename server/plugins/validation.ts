/**
 * Request validation from the contract's schemas. Bodies are checked strictly (no type
 * coercion, unknown fields rejected); path and query parameters arrive as text and are coerced,
 * but a number only from its decimal spelling (Ajv alone would read "0x10", "1e3" or "Infinity").
 * A failure becomes the 422 `validation_failed` body with one translated item per property (a
 * path parameter's failure is a 404: the path names nothing).
 */
import { Ajv } from 'ajv';
import type { ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { JsonSchema } from '../contract.ts';
import type { FieldError } from '../errors.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/**
 * An Ajv for the contract's schemas (draft-07 after dereferencing, formats, `binary`). NaN and
 * Infinity are never numbers (JSON reads 1e400 as Infinity).
 */
export function createAjv(coerceTypes: boolean | 'array'): Ajv {
  const ajv = new Ajv({ allErrors: true, coerceTypes, removeAdditional: false, useDefaults: true, strict: false, strictNumbers: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  return ajv;
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
    if (httpPart === 'body') return strict.compile(schema);
    const validate = coercing.compile(schema);
    return (data: unknown) => {
      const problem = nonDecimalParameter(schema, data);
      if (problem) return { error: [problem] };
      return validate(data) ? { value: data } : { error: validate.errors ?? [] };
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
