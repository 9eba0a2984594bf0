/**
 * The server's error body (product §10 "Open points settled"):
 * `{ message: string, errors?: [{ property, message }] }`, validation failures with message
 * `validation_failed` (status 422). These helpers turn it into form field errors.
 */
import type { FieldErrors } from './validate.ts';

export const VALIDATION_FAILED = 'validation_failed';

export interface ServerFieldError {
  property: string;
  message: string;
}

export interface ErrorBody {
  message: string;
  errors?: ServerFieldError[];
}

export interface ValidationFailedBody {
  message: typeof VALIDATION_FAILED;
  errors: ServerFieldError[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isServerFieldError(value: unknown): value is ServerFieldError {
  return isRecord(value) && typeof value.property === 'string' && typeof value.message === 'string';
}

/** Whether `body` is an error body: a string `message` and, if present, a well-formed `errors` list. */
export function isErrorBody(body: unknown): body is ErrorBody {
  return (
    isRecord(body) &&
    typeof body.message === 'string' &&
    (body.errors === undefined || (Array.isArray(body.errors) && body.errors.every(isServerFieldError)))
  );
}

/** Whether `body` is a validation failure: message `validation_failed` and an `errors` list. */
export function isValidationFailed(body: unknown): body is ValidationFailedBody {
  return isErrorBody(body) && body.message === VALIDATION_FAILED && body.errors !== undefined;
}

/**
 * Field -> message for the fields the server rejected (its message: a key or a localized text).
 * The first error of a property wins. A `confirmPassword` error also highlights `password`
 * (product §5), with the confirmPassword message unless password has its own error.
 */
export function fieldErrorsFromServer(errors: readonly ServerFieldError[] | undefined): FieldErrors {
  const fields = new Map<string, string>();
  const add = (field: string, message: string): void => {
    if (!fields.has(field)) fields.set(field, message);
  };
  for (const { property, message } of errors ?? []) add(property, message);
  for (const { property, message } of errors ?? []) {
    if (property === 'confirmPassword') add('password', message);
  }
  return Object.fromEntries(fields);
}

