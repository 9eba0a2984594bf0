import {
  passwordChangeInitialValues,
  passwordChangeSchema,
  toPasswordChangePayload,
} from '../../../domain/validation/passwordChange.ts';
import { validateForm } from '../../../domain/validation/validate.ts';

describe('password change form', () => {
  it('starts empty and invalid', () => {
    expect(passwordChangeInitialValues).toEqual({ password: '', password2: '' });
    expect(validateForm(passwordChangeSchema, passwordChangeInitialValues)).toEqual({
      password: 'error-required',
      password2: 'error-required',
    });
  });

  it('accepts 6 equal characters', () => {
    expect(validateForm(passwordChangeSchema, { password: '123456', password2: '123456' })).toEqual({});
  });

  it('flags a 5-character password on password', () => {
    expect(validateForm(passwordChangeSchema, { password: '12345', password2: '12345' })).toEqual({
      password: 'error-password-min-length',
    });
  });

  it('flags a different repetition on password2 only', () => {
    expect(validateForm(passwordChangeSchema, { password: '123456', password2: '1234567' })).toEqual({
      password2: 'error-passwords-do-not-match',
    });
  });

  it('builds the payload with the token', () => {
    expect(toPasswordChangePayload({ password: '123456', password2: '123456' }, 'abc')).toEqual({
      ok: true,
      payload: { token: 'abc', password: '123456' },
    });
  });

  it.each([undefined, null, '', '  '])('answers error-try-again without a token (%p)', (token) => {
    expect(toPasswordChangePayload({ password: '123456', password2: '123456' }, token)).toEqual({
      ok: false,
      error: 'error-try-again',
    });
  });
});
