import { loginInitialValues, loginSchema, toLoginPayload } from '../../../domain/validation/login.ts';
import { validateForm } from '../../../domain/validation/validate.ts';

const valid = { email: 'ivan@example.bg', password: '123456' };

describe('login form', () => {
  it('starts empty and invalid', () => {
    expect(loginInitialValues).toEqual({ email: '', password: '' });
    expect(validateForm(loginSchema, loginInitialValues)).toEqual({ email: 'error-required', password: 'error-required' });
  });

  it('accepts a valid e-mail and a 6-character password', () => {
    expect(validateForm(loginSchema, valid)).toEqual({});
  });

  it('flags a 5-character password', () => {
    expect(validateForm(loginSchema, { ...valid, password: '12345' })).toEqual({ password: 'error-password-min-length' });
  });

  it('flags an e-mail that does not look like one', () => {
    expect(validateForm(loginSchema, { ...valid, email: 'ivan@example' })).toEqual({ email: 'error-email-format' });
  });

  it('works with the undefined values Formik passes for empty fields', () => {
    expect(validateForm(loginSchema, {})).toEqual({ email: 'error-required', password: 'error-required' });
  });

  it('builds the payload with a trimmed e-mail', () => {
    expect(toLoginPayload({ email: ' ivan@example.bg ', password: ' 123456 ' })).toEqual({
      email: 'ivan@example.bg',
      password: ' 123456 ',
    });
  });
});
