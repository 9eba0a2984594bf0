/**
 * What a failed call says (product §10 "Error body"): the server's message, and the fields a
 * `validation_failed` answer rejected. Plain functions, so pages can use them without loading the
 * machines (submitFlow.ts re-exports them for the form flows).
 */
import { VALIDATION_FAILED, fieldErrorsFromServer, isErrorBody, isValidationFailed } from '../../domain/validation/serverErrors.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The error body an RTK Query error (`{ status, data }`) carries, if it carries one. */
function errorBodyOf(error: unknown): unknown {
  return isRecord(error) && 'data' in error ? error.data : undefined;
}

/**
 * The server's message in a failed call's error (RTK Query `{ status, data: { message } }`), or
 * null when there is none: no answer (network failure, `{ status: 'FETCH_ERROR' }`), an answer
 * without an error body, or `validation_failed` (the caller maps the fields with `fieldErrorsOf`
 * and shows its own message). An `Error` thrown in the browser is not a server message: its text
 * ("Failed to fetch", internals) is never shown to the user.
 */
export function serverMessage(error: unknown): string | null {
  const body = errorBodyOf(error);
  if (!isErrorBody(body) || body.message === VALIDATION_FAILED || body.message.trim() === '') return null;
  return body.message;
}

/**
 * Field -> message for a `validation_failed` answer (its errors list, first error per field; a
 * confirmPassword error also highlights password); {} for any other error.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const body = errorBodyOf(error);
  if (!isValidationFailed(body)) return {};
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrorsFromServer(body.errors))) {
    if (message !== undefined) fields[field] = message;
  }
  return fields;
}
