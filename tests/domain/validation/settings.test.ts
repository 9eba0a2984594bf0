import {
  businessProfileFormValues,
  businessProfileSchema,
  deliveryPriceOf,
  emailChangeInitialValues,
  emailChangeSchema,
  profileSchema,
  settingsPasswordInitialValues,
  settingsPasswordSchema,
  toBusinessProfilePayload,
  toEmailChangePayload,
  toProfilePayload,
  toSettingsPasswordPayload,
} from '../../../domain/validation/settings.ts';
import type { BusinessProfileFormValues } from '../../../domain/validation/settings.ts';
import { validateForm } from '../../../domain/validation/validate.ts';

describe('personal details', () => {
  it('need a name of two letters and a Bulgarian mobile number', () => {
    expect(validateForm(profileSchema, { name: ' ', phone: '' })).toEqual({ name: 'error-required', phone: 'error-required' });
    expect(validateForm(profileSchema, { name: 'M', phone: '12345' })).toEqual({ name: 'error-min-length', phone: 'error-phone-format' });
    expect(validateForm(profileSchema, { name: 'Мария', phone: '0888 123 456' })).toEqual({});
  });

  it('are sent trimmed', () => {
    expect(toProfilePayload({ name: ' Мария ', phone: ' 0888123456 ' })).toEqual({ name: 'Мария', phone: '0888123456' });
  });
});

describe('a new e-mail address', () => {
  const schema = emailChangeSchema('Maria@Domovik.test');

  it('needs an address and the current password', () => {
    expect(validateForm(schema, emailChangeInitialValues)).toEqual({ email: 'error-required', currentPassword: 'error-required' });
    expect(validateForm(schema, { email: 'maria@', currentPassword: 'x' })).toEqual({ email: 'error-email-format' });
  });

  it('must differ from the current one, ignoring case', () => {
    expect(validateForm(schema, { email: 'maria@domovik.TEST', currentPassword: 'x' })).toEqual({ email: 'settings-error-same-email' });
    expect(validateForm(schema, { email: 'new@domovik.test', currentPassword: 'x' })).toEqual({});
  });

  it('is sent trimmed, the password as typed', () => {
    expect(toEmailChangePayload({ email: ' new@domovik.test ', currentPassword: ' pass ' })).toEqual({ email: 'new@domovik.test', currentPassword: ' pass ' });
  });
});

describe('a new password', () => {
  it('needs the current one, six characters and the same twice', () => {
    expect(validateForm(settingsPasswordSchema, settingsPasswordInitialValues)).toEqual({
      currentPassword: 'error-required',
      password: 'error-required',
      password2: 'error-required',
    });
    expect(validateForm(settingsPasswordSchema, { currentPassword: 'old', password: '12345', password2: '1234' })).toEqual({
      password: 'error-password-min-length',
      password2: 'error-passwords-do-not-match',
    });
    const values = { currentPassword: 'old123', password: 'new1234', password2: 'new1234' };
    expect(validateForm(settingsPasswordSchema, values)).toEqual({});
    expect(toSettingsPasswordPayload(values)).toEqual({ currentPassword: 'old123', password: 'new1234' });
  });
});

describe('the public profile of a shop or an agency', () => {
  const filled: BusinessProfileFormValues = {
    name: 'Мебели Дъбрава',
    description: 'Масивна мебел',
    phone: '0888123456',
    email: 'shop@domovik.test',
    cityId: '3',
    deliveryPrice: '12,50',
  };

  it('needs a name; the rest may be blank, but well formed when given', () => {
    expect(validateForm(businessProfileSchema, filled)).toEqual({});
    expect(validateForm(businessProfileSchema, { name: 'Ab' })).toEqual({});
    expect(validateForm(businessProfileSchema, { ...filled, name: '', phone: '123', email: 'shop', deliveryPrice: 'free' })).toEqual({
      name: 'error-required',
      phone: 'error-phone-format',
      email: 'error-email-format',
      deliveryPrice: 'settings-error-money-format',
    });
    expect(validateForm(businessProfileSchema, { ...filled, description: 'x'.repeat(10_001) })).toEqual({ description: 'error-max-length' });
  });

  it('takes a delivery fee up to 1,000,000 €, as the server does', () => {
    expect(validateForm(businessProfileSchema, { ...filled, deliveryPrice: '1000000' })).toEqual({});
    expect(validateForm(businessProfileSchema, { ...filled, deliveryPrice: '1000000,01' })).toEqual({ deliveryPrice: 'error-max-value' });
    expect(validateForm(businessProfileSchema, { ...filled, deliveryPrice: '9999999.99' })).toEqual({ deliveryPrice: 'error-max-value' });
  });

  it('turns the form into the shared body fields, blank as null, and the fee into cents', () => {
    expect(toBusinessProfilePayload(filled)).toEqual({
      name: 'Мебели Дъбрава',
      description: 'Масивна мебел',
      phone: '0888123456',
      email: 'shop@domovik.test',
      cityId: 3,
    });
    const blank = { ...filled, description: ' ', phone: '', email: '', cityId: '', deliveryPrice: '' };
    expect(toBusinessProfilePayload(blank)).toMatchObject({ description: null, phone: null, email: null, cityId: null });
    expect(deliveryPriceOf(filled)).toBe(1250);
    expect(deliveryPriceOf(blank)).toBeNull();
    expect(deliveryPriceOf({ ...filled, deliveryPrice: 'x' })).toBeNull();
  });

  it('fills the form from what the server answers', () => {
    expect(
      businessProfileFormValues({ name: 'Домус', description: null, phone: null, email: null, city: null, deliveryPrice: null }),
    ).toEqual({ name: 'Домус', description: '', phone: '', email: '', cityId: '', deliveryPrice: '' });
    expect(
      businessProfileFormValues({ name: 'Дъбрава', description: 'Д', phone: '0888123456', email: 'a@b.bg', city: { id: 3 }, deliveryPrice: 1250 }),
    ).toEqual({ name: 'Дъбрава', description: 'Д', phone: '0888123456', email: 'a@b.bg', cityId: '3', deliveryPrice: '12.50' });
    expect(businessProfileFormValues({ name: 'Агенция', description: null, phone: null, email: null, city: null }).deliveryPrice).toBe('');
  });
});
