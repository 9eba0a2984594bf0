/**
 * Request validation from the contract's schemas. Bodies are checked strictly (no type
 * coercion, unknown fields rejected); path and query parameters arrive as text and are coerced.
 * A failure becomes the 422 `validation_failed` body with one translated item per property.
 */
import { Ajv } from 'ajv';
import type { ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../errors.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** An Ajv for the contract's schemas (draft-07 after dereferencing, formats, `binary`). */
export function createAjv(coerceTypes: boolean | 'array'): Ajv {
  const ajv = new Ajv({ allErrors: true, coerceTypes, removeAdditional: false, useDefaults: true, strict: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  return ajv;
}

export function installValidators(app: FastifyInstance): void {
  const strict = createAjv(false);
  const coercing = createAjv('array');
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
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
