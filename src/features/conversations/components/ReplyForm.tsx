/**
 * The reply: plain text up to MESSAGE_MAX_LENGTH, required. A failed send keeps the typed text
 * and says why (the conversation is blocked: 409; too many messages: 429; a field the server
 * refused; else try again); a sent one empties the field.
 */
import { Form, Formik } from 'formik';
import { object } from 'yup';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '../../../../domain/conversations.ts';
import { requiredTextRules } from '../../../../domain/validation/fields.ts';
import { fieldErrorsOf } from '../../../api/errors.ts';
import { Button } from '../../../ui/Button.tsx';
import { ErrorNote } from '../../../ui/ErrorNote.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { useSendMessageMutation } from '../api.ts';
import { failureText } from '../failure.ts';
import styles from '../conversations.module.css';

const schema = object({ body: requiredTextRules({ maxLength: MESSAGE_MAX_LENGTH }) });

export function ReplyForm({ id, token, onSent }: { id: number; token: string | undefined; onSent: () => void }) {
  const { t } = useTranslation();
  const [send] = useSendMessageMutation();
  return (
    <Formik
      initialValues={{ body: '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await send({ id, messageInput: { body: values.body.trim(), ...(token !== undefined && { token }) } }).unwrap();
          helpers.resetForm();
          onSent();
        } catch (error) {
          const fields = fieldErrorsOf(error);
          if (fields.body !== undefined) helpers.setFieldError('body', fields.body);
          else helpers.setStatus(failureText(t, error, 'conversations-send-error'));
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Form className={styles.form} noValidate aria-label={t('conversations-reply')}>
          <TextAreaField name="body" label={t('conversations-reply')} maxLength={MESSAGE_MAX_LENGTH} rows={3} required />
          {typeof status === 'string' && (
            <ErrorNote>{status}</ErrorNote>
          )}
          <div>
            <Button type="submit" loading={isSubmitting}>
              {t('conversations-send')}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
