import { contactInitialValues, contactSchema, toContactPayload } from '../../../domain/validation/contact.ts';
import { validateForm } from '../../../domain/validation/validate.ts';

describe('general contact form', () => {
  it('requires name, e-mail and message', () => {
    expect(contactInitialValues).toEqual({ name: '', email: '', message: '' });
    expect(validateForm(contactSchema, contactInitialValues)).toEqual({
      name: 'error-required',
      email: 'error-required',
      message: 'error-required',
    });
  });

  it('checks the e-mail and the name length, not the message length', () => {
    expect(validateForm(contactSchema, { name: 'x'.repeat(1000), email: 'nope', message: 'x'.repeat(5000) })).toEqual({
      name: 'error-max-length',
      email: 'error-email-format',
    });
    expect(validateForm(contactSchema, { name: 'Ана', email: 'ana@example.bg', message: 'Здравейте' })).toEqual({});
  });

  it('builds a trimmed payload', () => {
    expect(toContactPayload({ name: ' Ана ', email: ' ana@example.bg ', message: ' Здравейте ' })).toEqual({
      name: 'Ана',
      email: 'ana@example.bg',
      message: 'Здравейте',
    });
  });
});
