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

  it('checks the e-mail, the name length and a message of at most 10,000 characters', () => {
    expect(validateForm(contactSchema, { name: 'x'.repeat(1000), email: 'nope', message: 'x'.repeat(5000) })).toEqual({
      name: 'error-max-length',
      email: 'error-email-format',
    });
    expect(validateForm(contactSchema, { name: 'Ана', email: 'ana@example.bg', message: 'x'.repeat(10_001) })).toEqual({ message: 'error-max-length' });
    expect(validateForm(contactSchema, { name: 'Ана', email: 'ana@example.bg', message: 'Здравейте' })).toEqual({});
  });

  it('builds a trimmed payload with the captcha answer', () => {
    expect(toContactPayload({ name: ' Ана ', email: ' ana@example.bg ', message: ' Здравейте ' }, 'captcha-answer')).toEqual({
      name: 'Ана',
      email: 'ana@example.bg',
      message: 'Здравейте',
      code: 'captcha-answer',
    });
  });
});
