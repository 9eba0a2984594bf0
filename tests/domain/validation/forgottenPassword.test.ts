import {
  forgottenPasswordInitialValues,
  forgottenPasswordSchema,
  toForgottenPasswordPayload,
} from '../../../domain/validation/forgottenPassword.ts';
import { validateForm } from '../../../domain/validation/validate.ts';

describe('forgotten password form', () => {
  it('starts empty and requires the e-mail', () => {
    expect(forgottenPasswordInitialValues).toEqual({ email: '' });
    expect(validateForm(forgottenPasswordSchema, forgottenPasswordInitialValues)).toEqual({ email: 'error-required' });
    expect(validateForm(forgottenPasswordSchema, { email: '   ' })).toEqual({ email: 'error-required' });
  });

  it('flags fewer than 6 characters as e-mail format', () => {
    expect(validateForm(forgottenPasswordSchema, { email: 'a@b.c' })).toEqual({ email: 'error-email-format' });
    expect(validateForm(forgottenPasswordSchema, { email: 'a@b.cd' })).toEqual({});
  });

  it.each(['ivan example@mail.bg', 'ivanexample.bg', 'ivan@example'])('flags %p as e-mail format', (email) => {
    expect(validateForm(forgottenPasswordSchema, { email })).toEqual({ email: 'error-email-format' });
  });

  it('builds the payload with a trimmed e-mail', () => {
    expect(toForgottenPasswordPayload({ email: ' ivan@example.bg ' })).toEqual({ email: 'ivan@example.bg' });
  });
});
