/**
 * Block or unblock a conversation (blocking asks first, in a dialog; focus goes back to the
 * button), and report it (a dialog with the three reasons and an optional note).
 */
import { useId, useState } from 'react';
import { Field, Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { REPORT_NOTE_MAX_LENGTH, REPORT_REASONS } from '../../../../domain/conversations.ts';
import type { ReportReason } from '../../../../domain/conversations.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { ErrorNote } from '../../../ui/ErrorNote.tsx';
import { Modal, ModalActions } from '../../../ui/Modal.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { useBlockConversationMutation, useReportConversationMutation } from '../api.ts';
import type { Conversation } from '../api.ts';
import { failureText } from '../failure.ts';
import styles from '../conversations.module.css';

interface ToolsProps {
  conversation: Conversation;
  token: string | undefined;
  onChanged: (conversation: Conversation) => void;
}

function BlockButton({ conversation, token, onChanged }: ToolsProps) {
  const { t } = useTranslation();
  const [block, blocking] = useBlockConversationMutation();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const setBlocked = async (blocked: boolean) => {
    setFailure(null);
    try {
      onChanged(await block({ id: conversation.id, conversationBlockInput: { blocked, ...(token !== undefined && { token }) } }).unwrap());
      setAsking(false);
    } catch (error) {
      setFailure(failureText(t, error, 'conversations-action-error'));
    }
  };
  return (
    <>
      {conversation.blockedByMe ? (
        <Button size="small" theme="outline-grey" loading={blocking.isLoading} onClick={() => void setBlocked(false)}>
          {t('conversations-unblock')}
        </Button>
      ) : (
        <Button size="small" theme="outline-grey" onClick={() => setAsking(true)}>
          {t('conversations-block')}
        </Button>
      )}
      {failure !== null && !asking && (
        <ErrorNote>{failure}</ErrorNote>
      )}
      {asking && (
        <ConfirmDialog
          title={t('conversations-block-title')}
          text={t('conversations-block-text')}
          cancelLabel={t('conversations-cancel')}
          confirmLabel={t('conversations-block-confirm')}
          busy={blocking.isLoading}
          failure={failure}
          onConfirm={() => void setBlocked(true)}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}

interface ReportValues {
  reason: ReportReason | '';
  note: string;
}

function ReportButton({ conversation, token, onReported }: { conversation: Conversation; token: string | undefined; onReported: () => void }) {
  const { t } = useTranslation();
  const legendId = useId();
  const [report] = useReportConversationMutation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" theme="outline-grey" onClick={() => setOpen(true)}>
        {t('conversations-report')}
      </Button>
      {open && (
        <Modal title={t('conversations-report-title')} onClose={() => setOpen(false)}>
          <Formik<ReportValues>
            initialValues={{ reason: '', note: '' }}
            validate={(values) => (values.reason === '' ? { reason: 'error-required' } : {})}
            onSubmit={async (values, helpers) => {
              if (values.reason === '') return;
              helpers.setStatus(undefined);
              const note = values.note.trim();
              try {
                await report({
                  id: conversation.id,
                  conversationReportInput: { reason: values.reason, ...(note !== '' && { note }), ...(token !== undefined && { token }) },
                }).unwrap();
                setOpen(false);
                onReported();
              } catch (error) {
                helpers.setStatus(failureText(t, error, 'conversations-action-error'));
              }
            }}
          >
            {({ isSubmitting, status, errors, submitCount }) => (
              <Form className={styles.form} noValidate>
                <fieldset className={styles.radios} aria-describedby={submitCount > 0 && errors.reason ? `${legendId}-error` : undefined}>
                  <legend id={legendId} className={styles.label}>
                    {t('conversations-report-reason')}
                  </legend>
                  {REPORT_REASONS.map((reason) => (
                    <label key={reason}>
                      <Field type="radio" name="reason" value={reason} />
                      {t(`conversations-report-reason-${reason}`)}
                    </label>
                  ))}
                </fieldset>
                {submitCount > 0 && errors.reason !== undefined && (
                  <ErrorNote id={`${legendId}-error`}>{t(errors.reason)}</ErrorNote>
                )}
                <TextAreaField name="note" label={t('conversations-report-note')} maxLength={REPORT_NOTE_MAX_LENGTH} rows={3} />
                {typeof status === 'string' && (
                  <ErrorNote>{status}</ErrorNote>
                )}
                <ModalActions>
                  <Button theme="outline-grey" onClick={() => setOpen(false)}>
                    {t('conversations-cancel')}
                  </Button>
                  <Button type="submit" loading={isSubmitting}>
                    {t('conversations-report-send')}
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

export function ConversationTools({ conversation, token, onChanged, onReported }: ToolsProps & { onReported: () => void }) {
  return (
    <div className={styles.tools}>
      <BlockButton conversation={conversation} token={token} onChanged={onChanged} />
      <ReportButton conversation={conversation} token={token} onReported={onReported} />
    </div>
  );
}
