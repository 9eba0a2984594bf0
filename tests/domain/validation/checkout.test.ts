import { checkoutInitialValues, checkoutSchema } from '../../../domain/validation/checkout.ts';
import { validateForm } from '../../../domain/validation/validate.ts';

const valid = {
  ...checkoutInitialValues,
  name: 'Мария Иванова',
  phone: '0888123456',
  email: 'maria@example.bg',
  cityId: '1',
  street: 'ул. Оборище 12',
};

describe('the checkout form', () => {
  it('asks for the contact and the address; the note may stay empty', () => {
    expect(validateForm(checkoutSchema, checkoutInitialValues)).toEqual({
      name: 'error-required',
      phone: 'error-required',
      email: 'error-required',
      cityId: 'error-required',
      street: 'error-required',
    });
    expect(validateForm(checkoutSchema, valid)).toEqual({});
  });

  it('checks the phone, the e-mail, a name of two characters, a street of three and a note of a text input', () => {
    expect(validateForm(checkoutSchema, { ...valid, name: 'М', street: 'ул', phone: '123', email: 'maria', note: 'x'.repeat(1000) })).toEqual({
      name: 'error-min-length',
      street: 'error-min-length',
      phone: 'error-phone-format',
      email: 'error-email-format',
      note: 'error-max-length',
    });
  });
});
