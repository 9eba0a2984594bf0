import { COMMENT_MAX_LENGTH, COMMENT_MIN_LENGTH } from '../../../domain/constants.ts';
import { commentInitialValues, commentSchema, toCommentInput } from '../../../domain/validation/comment.ts';
import { validateForm } from '../../../domain/validation/validate.ts';

describe('blog comment form', () => {
  it('requires a text of 3 to 999 characters once trimmed, as the contract does', () => {
    expect([COMMENT_MIN_LENGTH, COMMENT_MAX_LENGTH]).toEqual([3, 999]);
    expect(validateForm(commentSchema, commentInitialValues)).toEqual({ body: 'error-required' });
    expect(validateForm(commentSchema, { body: '   ' })).toEqual({ body: 'error-required' });
    expect(validateForm(commentSchema, { body: ' ок ' })).toEqual({ body: 'error-min-length' });
    expect(validateForm(commentSchema, { body: 'д'.repeat(1000) })).toEqual({ body: 'error-max-length' });
    expect(validateForm(commentSchema, { body: 'Благодаря!' })).toEqual({});
  });

  it('sends the text trimmed, line breaks inside kept', () => {
    expect(toCommentInput({ body: '  Първи ред\nвтори ред  ' })).toEqual({ body: 'Първи ред\nвтори ред' });
  });
});
