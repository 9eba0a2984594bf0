import { newsletterSchema, toNewsletterPayload } from '../../../domain/validation/newsletter.ts';
import { validateForm } from '../../../domain/validation/validate.ts';

describe('newsletter form', () => {
  it('requires a loosely valid e-mail', () => {
    expect(validateForm(newsletterSchema, { email: '' })).toEqual({ email: 'error-required' });
    expect(validateForm(newsletterSchema, { email: 'ivan@' })).toEqual({ email: 'error-email-format' });
    expect(validateForm(newsletterSchema, { email: 'ivan@example.bg' })).toEqual({});
  });

  it('builds the payload with the captcha code', () => {
    expect(toNewsletterPayload({ email: ' ivan@example.bg ' }, 'captcha-token')).toEqual({
      email: 'ivan@example.bg',
      code: 'captcha-token',
    });
  });
});
