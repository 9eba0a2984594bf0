import { ValidationError, number, object, string } from 'yup';
import { validateForm } from '../../../domain/validation/validate.ts';

describe('validateForm', () => {
  const schema = object({
    a: string().required('a-required').min(3, 'a-short'),
    b: number().required('b-required').max(5, 'b-big'),
  });

  it('returns an empty object when valid', () => {
    expect(validateForm(schema, { a: 'abc', b: 5 })).toEqual({});
  });

  it('returns every failing field with its first message', () => {
    expect(validateForm(schema, { a: '', b: 9 })).toEqual({ a: 'a-required', b: 'b-big' });
    expect(validateForm(schema, { a: 'ab' })).toEqual({ a: 'a-short', b: 'b-required' });
  });

  it('reports an error of the object itself under the empty key', () => {
    expect(validateForm(object({}).test('root', 'root', () => false), {})).toEqual({ '': 'root' });
  });

  it('reports an error that carries no path under the empty key', () => {
    const custom = object({ a: string().test('custom', 'unused', () => new ValidationError('custom')) });
    expect(validateForm(custom, { a: 'x' })).toEqual({ '': 'custom' });
  });

  it('rethrows errors that are not validation errors', () => {
    const broken = object({
      a: string().test('boom', 'never', () => {
        throw new TypeError('boom');
      }),
    });
    expect(() => validateForm(broken, { a: 'x' })).toThrow(TypeError);
  });

  it('does not mutate the values', () => {
    const values = { a: '  abc  ', b: 1 };
    validateForm(object({ a: string().trim() }), values);
    expect(values).toEqual({ a: '  abc  ', b: 1 });
  });
});
