import { object } from 'yup';
import {
  BG_MOBILE_PHONE_PATTERN,
  EMAIL_PATTERN,
  confirmPasswordRules,
  emailRules,
  isUpsideDownRange,
  passwordRules,
  phoneRules,
  presentText,
  requiredTextRules,
  textInputRules,
} from '../../../domain/validation/fields.ts';
import { validateForm } from '../../../domain/validation/validate.ts';

function errorOf(schema: Parameters<typeof object>[0], value: unknown, field = 'v'): string | undefined {
  return validateForm(object(schema), { [field]: value })[field];
}

describe('e-mail pattern', () => {
  it.each(['a@b.c', 'name.surname@mail.example.bg', 'x+tag@d.co', 'ivan@поща.бг'])('accepts %p', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each(['', 'a', 'a@b', '@b.c', 'a@.c', 'a@b.', 'a b@c.d', 'a@b c.d', 'a@@b.c', 'a@b@c.d', ' a@b.c'])('rejects %p', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});

describe('Bulgarian mobile phone pattern', () => {
  it.each(['0871234567', '0881234567', '0891234567', '+359871234567', '+359881234567', '+359 89 123 4567', '0888 123 456', '0888 12 34 56'])(
    'accepts %p',
    (phone) => {
      expect(BG_MOBILE_PHONE_PATTERN.test(phone)).toBe(true);
    },
  );

  it.each([
    '0861234567', // 086 is not a mobile prefix of product §5
    '0851234567',
    '088123456', // too short
    '08812345678', // too long
    '887123456',
    '+359861234567',
    '+3590881234567',
    '00359881234567',
    '0888  123456', // double space
    ' 0888123456',
    '0888-123-456',
    '088a123456',
    '',
  ])('rejects %p', (phone) => {
    expect(BG_MOBILE_PHONE_PATTERN.test(phone)).toBe(false);
  });

  it('can serve as an HTML pattern', () => {
    expect(new RegExp(`^(?:${BG_MOBILE_PHONE_PATTERN.source})$`).test('0871234567')).toBe(true);
  });
});

describe('textInputRules', () => {
  it('is optional and limits length to 999 by default', () => {
    expect(errorOf({ v: textInputRules() }, undefined)).toBeUndefined();
    expect(errorOf({ v: textInputRules() }, '')).toBeUndefined();
    expect(errorOf({ v: textInputRules() }, 'x'.repeat(999))).toBeUndefined();
    expect(errorOf({ v: textInputRules() }, 'x'.repeat(1000))).toBe('error-max-length');
  });

  it('takes another max length and a min length', () => {
    expect(errorOf({ v: textInputRules({ maxLength: 3 }) }, 'abcd')).toBe('error-max-length');
    expect(errorOf({ v: textInputRules({ maxLength: 3 }) }, 'abc')).toBeUndefined();
    expect(errorOf({ v: textInputRules({ minLength: 2 }) }, 'a')).toBe('error-min-length');
    expect(errorOf({ v: textInputRules({ minLength: 2 }) }, 'ab')).toBeUndefined();
  });

  it('trims before checking lengths', () => {
    expect(errorOf({ v: textInputRules({ maxLength: 3 }) }, '  abc  ')).toBeUndefined();
    expect(errorOf({ v: textInputRules({ minLength: 2 }) }, ' a ')).toBe('error-min-length');
  });

  it('checks min and max values of numeric text only', () => {
    const rules = textInputRules({ min: 1, max: 10 });
    expect(errorOf({ v: rules }, '0')).toBe('error-min-value');
    expect(errorOf({ v: rules }, '0.5')).toBe('error-min-value');
    expect(errorOf({ v: rules }, '1')).toBeUndefined();
    expect(errorOf({ v: rules }, '10')).toBeUndefined();
    expect(errorOf({ v: rules }, '11')).toBe('error-max-value');
    expect(errorOf({ v: rules }, '-3')).toBe('error-min-value');
    expect(errorOf({ v: rules }, 'abc')).toBeUndefined();
    expect(errorOf({ v: rules }, '')).toBeUndefined();
    expect(errorOf({ v: rules }, undefined)).toBeUndefined();
    expect(errorOf({ v: textInputRules({ max: 5 }) }, '-100')).toBeUndefined();
    expect(errorOf({ v: textInputRules({ min: 5 }) }, '100')).toBeUndefined();
  });
});

describe('requiredTextRules', () => {
  it.each([undefined, null, '', '   '])('flags %p as required', (value) => {
    expect(errorOf({ v: requiredTextRules({ minLength: 2 }) }, value)).toBe('error-required');
  });

  it('then applies the text rules', () => {
    expect(errorOf({ v: requiredTextRules({ minLength: 2 }) }, 'a')).toBe('error-min-length');
    expect(errorOf({ v: requiredTextRules() }, 'x'.repeat(1000))).toBe('error-max-length');
    expect(errorOf({ v: requiredTextRules() }, 'ok')).toBeUndefined();
  });
});

describe('emailRules', () => {
  it('flags empty as required, a bad address as format', () => {
    expect(errorOf({ v: emailRules() }, '')).toBe('error-required');
    expect(errorOf({ v: emailRules() }, 'nope')).toBe('error-email-format');
    expect(errorOf({ v: emailRules() }, ' a@b.bg ')).toBeUndefined();
  });
});

describe('passwordRules', () => {
  it('requires at least 6 characters, untrimmed', () => {
    expect(errorOf({ v: passwordRules() }, '')).toBe('error-required');
    expect(errorOf({ v: passwordRules() }, '12345')).toBe('error-password-min-length');
    expect(errorOf({ v: passwordRules() }, '123456')).toBeUndefined();
    expect(errorOf({ v: passwordRules() }, '      ')).toBeUndefined();
  });
});

describe('confirmPasswordRules', () => {
  it('requires a value equal to the other field', () => {
    const schema = object({ p: passwordRules(), c: confirmPasswordRules('p') });
    expect(validateForm(schema, { p: 'secret1', c: '' })).toEqual({ c: 'error-required' });
    expect(validateForm(schema, { p: 'secret1', c: 'secret2' })).toEqual({ c: 'error-passwords-do-not-match' });
    expect(validateForm(schema, { p: 'secret1', c: 'secret1' })).toEqual({});
  });
});

describe('phoneRules', () => {
  it('requires a Bulgarian mobile number by default', () => {
    expect(errorOf({ v: phoneRules() }, '')).toBe('error-required');
    expect(errorOf({ v: phoneRules() }, '0861234567')).toBe('error-phone-format');
    expect(errorOf({ v: phoneRules() }, ' 0881234567 ')).toBeUndefined();
  });

  it('only requires a value without format', () => {
    expect(errorOf({ v: phoneRules({ format: false }) }, '')).toBe('error-required');
    expect(errorOf({ v: phoneRules({ format: false }) }, '12')).toBeUndefined();
  });
});

describe('presentText', () => {
  it.each([
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['   ', undefined],
    [' abc ', 'abc'],
    ['42', '42'],
  ])('%p -> %p', (value, expected) => {
    expect(presentText(value)).toBe(expected);
  });
});

describe('isUpsideDownRange', () => {
  it('is a range whose both bounds are given with the top below the bottom', () => {
    expect(isUpsideDownRange(500, 100)).toBe(true);
    expect(isUpsideDownRange(100, 500)).toBe(false);
    expect(isUpsideDownRange(100, 100)).toBe(false);
    expect(isUpsideDownRange(undefined, 100)).toBe(false);
    expect(isUpsideDownRange(500, undefined)).toBe(false);
  });
});
