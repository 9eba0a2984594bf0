/**
 * "Ask the vendor" on the buyer's order page (issue 27): a small dialog whose question opens (or
 * continues) a conversation with that shop about the order (askAboutOrder, with the order
 * e-mail's token when the order was placed without an account). Then: signed in, a link to the
 * conversation; a visitor, the reply comes to the order's e-mail address. A failed send keeps
 * the question.
 */
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { object } from 'yup';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '../../../../domain/conversations.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import { requiredTextRules } from '../../../../domain/validation/fields.ts';
import type { OrderQuestionProps } from '../../../layout/featureSlots.tsx';
import { useAuth } from '../../../machines/AppMachines.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ErrorNote } from '../../../ui/ErrorNote.tsx';
import { Modal, ModalActions } from '../../../ui/Modal.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { useAskAboutOrderMutation } from '../api.ts';
import { failureText } from '../failure.ts';
import styles from '../conversations.module.css';

const schema = object({ message: requiredTextRules({ maxLength: MESSAGE_MAX_LENGTH }) });

export default function AskVendor({ orderId, vendorId, vendorName, token }: OrderQuestionProps) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const [ask] = useAskAboutOrderMutation();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<number | null>(null);
  return (
    <>
      <div className={styles.tools}>
        <Button size="small" theme="outline-orange" onClick={() => setOpen(true)}>
          {t('conversations-ask-vendor')}
        </Button>
        {sentTo !== null &&
          (isAuthenticated ? (
            <Link to={hrefFor('Conversation', { id: sentTo })}>{t('conversations-view-conversation')}</Link>
          ) : (
            <span role="status">{t('conversations-replies-by-email-order')}</span>
          ))}
      </div>
      {open && (
        <Modal title={t('conversations-ask-vendor-title', { vendor: vendorName })} onClose={() => setOpen(false)}>
          <Formik
            initialValues={{ message: '' }}
            validationSchema={schema}
            onSubmit={async (values, helpers) => {
              helpers.setStatus(undefined);
              try {
                const conversation = await ask({
                  id: orderId,
                  orderQuestionInput: { vendorId, message: values.message.trim(), ...(token !== undefined && { token }) },
                }).unwrap();
                setSentTo(conversation.id);
                setOpen(false);
              } catch (error) {
                helpers.setStatus(failureText(t, error, 'conversations-send-error'));
              }
            }}
          >
            {({ isSubmitting, status }) => (
              <Form className={styles.form} noValidate>
                <TextAreaField name="message" label={t('conversations-ask-vendor-message')} maxLength={MESSAGE_MAX_LENGTH} rows={4} required />
                {typeof status === 'string' && (
                  <ErrorNote>{status}</ErrorNote>
                )}
                <ModalActions>
                  <Button theme="outline-grey" onClick={() => setOpen(false)}>
                    {t('conversations-cancel')}
                  </Button>
                  <Button type="submit" loading={isSubmitting}>
                    {t('conversations-ask-vendor-send')}
                  </Button>
                </ModalActions>
              </Form>
            )}
          </Formik>
        </Modal>
      )}
    </>
  );
}
