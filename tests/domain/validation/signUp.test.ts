import { signUpInitialValues, signUpSchema, toSignUpPayload } from '../../../domain/validation/signUp.ts';
import type { SignUpFormValues } from '../../../domain/validation/signUp.ts';
import { validateForm } from '../../../domain/validation/validate.ts';

const valid: SignUpFormValues = {
  name: 'Иван Петров',
  phone: '0881234567',
  email: 'ivan@example.bg',
  password: 'secret',
  confirmPassword: 'secret',
  acceptTerms: true,
  marketingOptIn: false,
};

describe('sign-up form', () => {
  it('starts empty with every required field flagged', () => {
    expect(signUpInitialValues).toEqual({
      name: '',
      phone: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
      marketingOptIn: false,
    });
    expect(validateForm(signUpSchema, signUpInitialValues)).toEqual({
      name: 'error-required',
      phone: 'error-required',
      email: 'error-required',
      password: 'error-required',
      confirmPassword: 'error-required',
      acceptTerms: 'sign-up-modal-error-accept-terms',
    });
  });

  it('accepts valid values with or without the marketing opt-in', () => {
    expect(validateForm(signUpSchema, valid)).toEqual({});
    expect(validateForm(signUpSchema, { ...valid, marketingOptIn: true })).toEqual({});
    const { marketingOptIn: _omitted, ...withoutOptIn } = valid;
    expect(validateForm(signUpSchema, withoutOptIn)).toEqual({});
  });

  it('flags unticked terms with the key of product §5', () => {
    expect(validateForm(signUpSchema, { ...valid, acceptTerms: false })).toEqual({
      acceptTerms: 'sign-up-modal-error-accept-terms',
    });
    const { acceptTerms: _omitted, ...withoutTerms } = valid;
    expect(validateForm(signUpSchema, withoutTerms)).toEqual({ acceptTerms: 'sign-up-modal-error-accept-terms' });
  });

  it('flags a 5-character password and accepts 6', () => {
    expect(validateForm(signUpSchema, { ...valid, password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'error-password-min-length',
    });
    expect(validateForm(signUpSchema, { ...valid, password: '123456', confirmPassword: '123456' })).toEqual({});
  });

  it('flags only confirmPassword when the confirmation differs', () => {
    expect(validateForm(signUpSchema, { ...valid, confirmPassword: 'secreT' })).toEqual({
      confirmPassword: 'error-passwords-do-not-match',
    });
  });

  it('flags a missing confirmation as required, not as a mismatch', () => {
    expect(validateForm(signUpSchema, { ...valid, confirmPassword: '' })).toEqual({ confirmPassword: 'error-required' });
    const { confirmPassword: _omitted, ...withoutConfirm } = valid;
    expect(validateForm(signUpSchema, withoutConfirm)).toEqual({ confirmPassword: 'error-required' });
  });

  it.each(['0871234567', '0881234567', '0891234567', '+359 88 123 4567'])('accepts phone %p', (phone) => {
    expect(validateForm(signUpSchema, { ...valid, phone })).toEqual({});
  });

  it.each(['0861234567', '088123456', '12345'])('flags phone %p', (phone) => {
    expect(validateForm(signUpSchema, { ...valid, phone })).toEqual({ phone: 'error-phone-format' });
  });

  it('flags a bad e-mail and a blank name', () => {
    expect(validateForm(signUpSchema, { ...valid, email: 'ivan', name: '   ' })).toEqual({
      email: 'error-email-format',
      name: 'error-required',
    });
  });

  it('wants a name of two characters, as the server', () => {
    expect(validateForm(signUpSchema, { ...valid, name: ' И ' })).toEqual({ name: 'error-min-length' });
  });

  it('sends only name, phone, email, password and the captcha answer', () => {
    expect(toSignUpPayload({ ...valid, name: ' Иван ', phone: ' 0881234567 ', email: ' ivan@example.bg ', marketingOptIn: true }, 'captcha-answer')).toEqual({
      name: 'Иван',
      phone: '0881234567',
      email: 'ivan@example.bg',
      password: 'secret',
      code: 'captcha-answer',
    });
  });
});
