/**
 * Field rules shared by the forms of product §5. Every message is a translation KEY, so a
 * failed validation gives a field -> error-key map that the UI translates (Formik's
 * `validationSchema` accepts these schemas as they are) and the server can answer as is.
 *
 * Text rules trim surrounding white space before checking (yup casts in non-strict mode), so a
 * value of only spaces is "required". Passwords are never trimmed.
 *
 * Order matters: `validateForm` (and Formik) keep the FIRST message of a field, and yup reports a
 * field's messages in the order its tests were added, so `required` always comes first.
 */
import { string } from 'yup';
import type { StringSchema } from 'yup';
import { PASSWORD_MIN_LENGTH, TEXT_INPUT_DEFAULT_MAX_LENGTH } from '../constants.ts';

/** Every error key the validation rules produce; the i18n files must define each of them. */
export const ERROR_KEYS = {
  required: 'error-required',
  emailFormat: 'error-email-format',
  passwordMinLength: 'error-password-min-length',
  passwordsDoNotMatch: 'error-passwords-do-not-match',
  phoneFormat: 'error-phone-format',
  minLength: 'error-min-length',
  maxLength: 'error-max-length',
  minValue: 'error-min-value',
  maxValue: 'error-max-value',
  dateFormat: 'error-date-format',
  timeFormat: 'error-time-format',
  dateInPast: 'error-date-in-past',
  acceptTerms: 'sign-up-modal-error-accept-terms',
  chooseCreditPackage: 'error-choose-credit-package',
  tryAgain: 'error-try-again',
} as const;

/** What a form's payload builder answers: the payload, or the error key to show (nothing is sent). */
export type PayloadResult<T, E extends string = typeof ERROR_KEYS.tryAgain> =
  | { ok: true; payload: T }
  | { ok: false; error: E };

/** A loose address: {something}@{something}.{something}, no white space, one @ before the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Bulgarian mobile number (product §5: starting 087, 088 or 089): 0 or +359, then 87/88/89, then
 * 7 digits, e.g. 0888123456, +359888123456. Single spaces between digits are allowed
 * ("0888 123 456", "+359 888 12 34 56"). Usable as an HTML `pattern` through `.source`.
 */
export const BG_MOBILE_PHONE_PATTERN = /^(?:\+359 ?|0)8[789](?: ?\d){7}$/;

export interface TextInputOptions {
  /** Longest text accepted; default 999 (product §5). */
  maxLength?: number;
  /** Shortest text accepted (only checked when the text is not empty). */
  minLength?: number;
  /** Smallest number accepted, for numeric text. Text that is not a number is not checked. */
  min?: number;
  /** Largest number accepted, for numeric text. Text that is not a number is not checked. */
  max?: number;
}

function asNumber(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

function applyTextRules<T extends string | undefined>(
  schema: StringSchema<T>,
  { maxLength = TEXT_INPUT_DEFAULT_MAX_LENGTH, minLength, min, max }: TextInputOptions,
): StringSchema<T> {
  let s = schema;
  if (minLength !== undefined) s = s.min(minLength, ERROR_KEYS.minLength);
  s = s.max(maxLength, ERROR_KEYS.maxLength);
  if (min !== undefined) {
    s = s.test('min-value', ERROR_KEYS.minValue, (value) => (asNumber(value) ?? min) >= min);
  }
  if (max !== undefined) {
    s = s.test('max-value', ERROR_KEYS.maxValue, (value) => (asNumber(value) ?? max) <= max);
  }
  return s;
}

/** An optional text input: trimmed, max length (default 999), optional min length and min/max values. */
export function textInputRules(options: TextInputOptions = {}): StringSchema<string | undefined> {
  return applyTextRules(string().trim(), options);
}

/** A required text input: 'error-required' first, then the rules of `textInputRules`. */
export function requiredTextRules(options: TextInputOptions = {}): StringSchema<string> {
  return applyTextRules(string().trim().required(ERROR_KEYS.required), options);
}

/** Required, loosely an e-mail address ('error-email-format'). */
export function emailRules(): StringSchema<string> {
  return requiredTextRules().matches(EMAIL_PATTERN, ERROR_KEYS.emailFormat);
}

/** Required, at least 6 characters ('error-password-min-length'); not trimmed. */
export function passwordRules(): StringSchema<string> {
  return string().required(ERROR_KEYS.required).min(PASSWORD_MIN_LENGTH, ERROR_KEYS.passwordMinLength);
}

/** Required and equal to the field `otherField` ('error-passwords-do-not-match'); not trimmed. */
export function confirmPasswordRules(otherField: string): StringSchema<string> {
  // A test rather than `oneOf([ref(...)])`: yup checks `oneOf` before `required`, which would
  // report an empty confirmation as a mismatch instead of as required.
  return string()
    .required(ERROR_KEYS.required)
    .test('equals-' + otherField, ERROR_KEYS.passwordsDoNotMatch, (value, context) => {
      const other: unknown = (context.parent as Record<string, unknown>)[otherField];
      return value === undefined || value === '' || value === other;
    });
}

/** Required phone; with `format` (default) it must be a Bulgarian mobile number ('error-phone-format'). */
export function phoneRules({ format = true }: { format?: boolean } = {}): StringSchema<string> {
  const required = requiredTextRules();
  return format ? required.matches(BG_MOBILE_PHONE_PATTERN, ERROR_KEYS.phoneFormat) : required;
}

/** A route id or query token, trimmed; undefined when missing or blank. */
export function presentText(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/**
 * A from–to range typed upside down (both bounds given, the top below the bottom), which the
 * searches refuse: the browser says so beside the fields and sends nothing, the server answers 422.
 */
export function isUpsideDownRange(from: number | undefined, to: number | undefined): boolean {
  return from !== undefined && to !== undefined && to < from;
}
