/**
 * A post's comments, oldest first, each as its author typed it (plain text: markup shows as the
 * characters it is, line breaks kept). A signed-in reader writes one (3 to 999 characters, the
 * domain's comment rules); it shows at once, as the post is fetched again. A visitor is asked to
 * sign in, and the button opens the login modal (also while the session is being checked, as on
 * the page the server renders: a signed-in reader's form replaces it once known). A refused comment keeps its text and says why.
 */
import { useState } from 'react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_LENGTH } from '../../../../domain/constants.ts';
import { commentInitialValues, commentSchema, toCommentInput } from '../../../../domain/validation/comment.ts';
import type { CommentFormValues } from '../../../../domain/validation/comment.ts';
import { fieldErrorsOf, serverMessage } from '../../../api/errors.ts';
import { useAskToSignIn, useAuth } from '../../../machines/AppMachines.tsx';
import { Button } from '../../../ui/Button.tsx';
import { FocusFirstError } from '../../../ui/formErrors.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { translateMessage } from '../../../ui/translateMessage.ts';
import { useAddNewsCommentMutation } from '../api.ts';
import type { NewsComment } from '../api.ts';
import { useDate } from '../useDate.ts';
import styles from '../blog.module.css';

function CommentForm({ postId }: { postId: number }) {
  const translator = useTranslation();
  const { t } = translator;
  const [addComment] = useAddNewsCommentMutation();
  const [outcome, setOutcome] = useState<{ posted: true } | { failure: string } | null>(null);

  const submit = async (values: CommentFormValues, helpers: FormikHelpers<CommentFormValues>): Promise<void> => {
    setOutcome(null);
    try {
      await addComment({ id: postId, newsCommentInput: toCommentInput(values) }).unwrap();
      helpers.resetForm();
      setOutcome({ posted: true });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      helpers.setErrors(fields);
      helpers.setTouched(Object.fromEntries(Object.keys(fields).map((field) => [field, true])), false);
      const message = serverMessage(error);
      setOutcome({ failure: message ? translateMessage(translator, message) : t('error-please-try-again-later') });
    }
  };

  return (
    <Formik initialValues={commentInitialValues} validationSchema={commentSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate className={styles.commentForm}>
          <FocusFirstError />
          <TextAreaField name="body" label={t('blog-comment-label')} hint={t('blog-comment-hint')} maxLength={COMMENT_MAX_LENGTH} rows={4} required />
          {outcome && 'failure' in outcome && (
            <p role="alert" className={styles.failure}>
              {outcome.failure}
            </p>
          )}
          <p role="status" className={styles.posted}>
            {outcome && 'posted' in outcome ? t('blog-comment-posted') : ''}
          </p>
          <Button type="submit" loading={isSubmitting}>
            {t('blog-comment-submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}

function SignInToComment() {
  const { t } = useTranslation();
  const askToSignIn = useAskToSignIn();
  return (
    <div className={styles.signIn}>
      <p>{t('blog-comment-sign-in-text')}</p>
      <Button theme="outline-orange" onClick={askToSignIn}>
        {t('blog-comment-sign-in')}
      </Button>
    </div>
  );
}

export function Comments({ postId, comments }: { postId: number; comments: readonly NewsComment[] }) {
  const { t } = useTranslation();
  const date = useDate();
  const { isAuthenticated } = useAuth();
  return (
    <section className={styles.comments} aria-labelledby="blog-comments">
      <h2 id="blog-comments" className={styles.sectionTitle}>
        {t('blog-comments-title', { count: comments.length })}
      </h2>
      {comments.length === 0 ? (
        <p className={styles.muted}>{t('blog-comments-empty')}</p>
      ) : (
        <ol className={styles.commentList}>
          {comments.map((comment) => (
            <li key={comment.id}>
              <article className={styles.comment} aria-label={t('blog-comment-by', { author: comment.author })}>
                <p className={styles.commentMeta}>
                  <strong>{comment.author}</strong> · <time dateTime={comment.createdAt}>{date(comment.createdAt)}</time>
                </p>
                <p className={styles.commentBody}>{comment.body}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
      {/* A visitor's until the session is known: what the server renders for anyone (issue 24). */}
      {isAuthenticated ? <CommentForm postId={postId} /> : <SignInToComment />}
    </section>
  );
}
