/**
 * Runs a form schema synchronously and answers field -> first error key (an empty object when the
 * values are valid), the same map Formik builds from a `validationSchema`. Usable in Node too.
 */
import { ValidationError } from 'yup';

/** Field -> error key (or server message). Only failing fields are present. */
export type FieldErrors<T = Record<string, unknown>> = Partial<Record<Extract<keyof T, string>, string>>;

/** Any yup schema: only `validateSync` is needed. */
export interface SyncValidatable {
  validateSync(value: unknown, options: { abortEarly: boolean }): unknown;
}

/**
 * All failing fields at once (`abortEarly: false`); per field the first message, which is the
 * first failing rule in declaration order. An error without a path (a schema that is not an
 * object) is reported under the empty key ''. Errors that are not validation errors propagate.
 */
export function validateForm<T extends object>(schema: SyncValidatable, values: T): FieldErrors<T> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors = new Map<string, string>();
    for (const inner of error.inner) {
      const path = inner.path ?? '';
      if (!errors.has(path)) errors.set(path, inner.message);
    }
    return Object.fromEntries(errors) as FieldErrors<T>;
  }
}
