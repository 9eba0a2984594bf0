import { fieldErrorsFromServer, isErrorBody, isValidationFailed } from '../../../domain/validation/serverErrors.ts';

describe('fieldErrorsFromServer', () => {
  it('maps each property to its message', () => {
    expect(
      fieldErrorsFromServer([
        { property: 'email', message: 'error-email-taken' },
        { property: 'phone', message: 'Невалиден телефон' },
      ]),
    ).toEqual({ email: 'error-email-taken', phone: 'Невалиден телефон' });
  });

  it('keeps the first message of a property', () => {
    expect(
      fieldErrorsFromServer([
        { property: 'email', message: 'first' },
        { property: 'email', message: 'second' },
      ]),
    ).toEqual({ email: 'first' });
  });

  it('also highlights password on a confirmPassword error', () => {
    expect(fieldErrorsFromServer([{ property: 'confirmPassword', message: 'mismatch' }])).toEqual({
      confirmPassword: 'mismatch',
      password: 'mismatch',
    });
  });

  it("keeps password's own message when it has one", () => {
    expect(
      fieldErrorsFromServer([
        { property: 'confirmPassword', message: 'mismatch' },
        { property: 'password', message: 'too-short' },
      ]),
    ).toEqual({ confirmPassword: 'mismatch', password: 'too-short' });
  });

  it('answers nothing for no errors', () => {
    expect(fieldErrorsFromServer(undefined)).toEqual({});
    expect(fieldErrorsFromServer([])).toEqual({});
  });

  it('stores a property named __proto__ as a plain field', () => {
    const fields = fieldErrorsFromServer([{ property: '__proto__', message: 'x' }]);
    expect(Object.hasOwn(fields, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  });
});

describe('isErrorBody', () => {
  it.each([
    [{ message: 'not_found' }, true],
    [{ message: 'x', errors: [] }, true],
    [{ message: 'x', errors: [{ property: 'a', message: 'b' }] }, true],
    [{ message: 'x', errors: [{ property: 'a' }] }, false],
    [{ message: 'x', errors: [{ property: 1, message: 'b' }] }, false],
    [{ message: 'x', errors: [null] }, false],
    [{ message: 'x', errors: 'no' }, false],
    [{ message: 1 }, false],
    [{}, false],
    [null, false],
    ['validation_failed', false],
    [undefined, false],
  ])('%p -> %p', (body, expected) => {
    expect(isErrorBody(body)).toBe(expected);
  });
});

describe('isValidationFailed', () => {
  it('recognises the validation failure body', () => {
    expect(isValidationFailed({ message: 'validation_failed', errors: [{ property: 'email', message: 'm' }] })).toBe(true);
    expect(isValidationFailed({ message: 'validation_failed', errors: [] })).toBe(true);
  });

  it.each([
    { message: 'validation_failed' },
    { message: 'other', errors: [] },
    { message: 'validation_failed', errors: [{ nope: true }] },
    null,
    'validation_failed',
  ])('rejects %p', (body) => {
    expect(isValidationFailed(body)).toBe(false);
  });
});
