/** A comment on a blog post (POST /api/news/{id}/comments): plain text, 3 to 999 characters once trimmed. */
import { object } from 'yup';
import type { ObjectSchema } from 'yup';
import { COMMENT_MAX_LENGTH, COMMENT_MIN_LENGTH } from '../constants.ts';
import { requiredTextRules } from './fields.ts';

export interface CommentFormValues {
  body: string;
}

export const commentInitialValues: CommentFormValues = { body: '' };

export const commentSchema: ObjectSchema<CommentFormValues> = object({
  body: requiredTextRules({ minLength: COMMENT_MIN_LENGTH, maxLength: COMMENT_MAX_LENGTH }),
});

/** The call's body: the text trimmed (the server stores it as typed, trimmed). */
export function toCommentInput(values: CommentFormValues): { body: string } {
  return { body: values.body.trim() };
}
