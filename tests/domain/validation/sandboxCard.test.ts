import {
  expiryNotPassed,
  sandboxCardInitialValues,
  sandboxCardSchema,
  toSandboxCardPayload,
} from '../../../domain/validation/sandboxCard.ts';
import { validateForm } from '../../../domain/validation/validate.ts';

const now = new Date('2026-11-24T10:00:00Z');
const schema = sandboxCardSchema(now);

describe('the sandbox card form', () => {
  it('needs every field', () => {
    expect(validateForm(schema, sandboxCardInitialValues)).toEqual({ cardNumber: 'error-required', expiry: 'error-required', cvc: 'error-required' });
  });

  it('takes a test card with spaced groups, a month to come and a three-digit code', () => {
    expect(validateForm(schema, { cardNumber: '4242 4242 4242 4242', expiry: '12/27', cvc: '123' })).toEqual({});
    expect(validateForm(schema, { cardNumber: '4000000000000002', expiry: '11 / 26', cvc: '1234' })).toEqual({});
  });

  it('names what is wrong with each field', () => {
    expect(validateForm(schema, { cardNumber: '4242 4242', expiry: '13/27', cvc: '12a' })).toEqual({
      cardNumber: 'credits-error-card-number',
      expiry: 'credits-error-card-expiry',
      cvc: 'credits-error-card-cvc',
    });
    expect(validateForm(schema, { cardNumber: '4242424242424242', expiry: '10/26', cvc: '123' })).toEqual({ expiry: 'credits-error-card-expired' });
  });

  it('counts the month of the expiry as still valid', () => {
    expect(expiryNotPassed('11/26', now)).toBe(true);
    expect(expiryNotPassed('10/26', now)).toBe(false);
    expect(expiryNotPassed('01/27', now)).toBe(true);
    expect(expiryNotPassed('1/27', now)).toBe(false);
  });

  it('sends digits only and the expiry without spaces', () => {
    expect(toSandboxCardPayload({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 27', cvc: ' 123 ' })).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12/27',
      cvc: '123',
    });
  });
});
