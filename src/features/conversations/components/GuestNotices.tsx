/**
 * A visitor's controls of their private link: stop (or restart) the e-mails of this
 * conversation, and turn off every link of it sent so far, this one included (after a
 * confirmation; the page then says the link is off).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { ErrorNote } from '../../../ui/ErrorNote.tsx';
import { useSetConversationNoticesMutation } from '../api.ts';
import type { Conversation } from '../api.ts';
import { failureText } from '../failure.ts';
import { forgetToken } from '../guestToken.ts';
import styles from '../conversations.module.css';

export function GuestNotices({ conversation, token, onChanged, onRevoked }: { conversation: Conversation; token: string; onChanged: () => void; onRevoked: () => void }) {
  const { t } = useTranslation();
  const [setNotices, saving] = useSetConversationNoticesMutation();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async (emailNotices: boolean, revokeLinks: boolean) => {
    setFailure(null);
    try {
      await setNotices({ id: conversation.id, conversationNoticesInput: { token, emailNotices, ...(revokeLinks && { revokeLinks }) } }).unwrap();
      setAsking(false);
      if (revokeLinks) {
        forgetToken(conversation.id);
        onRevoked();
      }
      else onChanged();
    } catch (error) {
      setFailure(failureText(t, error, 'conversations-action-error'));
    }
  };
  return (
    <section className={styles.panel}>
      {!conversation.emailNotices && <p>{t('conversations-notices-stopped')}</p>}
      <div className={styles.tools}>
        <Button size="small" theme="outline-grey" loading={saving.isLoading && !asking} onClick={() => void save(!conversation.emailNotices, false)}>
          {conversation.emailNotices ? t('conversations-notices-stop') : t('conversations-notices-start')}
        </Button>
        <Button size="small" theme="outline-grey" onClick={() => setAsking(true)}>
          {t('conversations-revoke')}
        </Button>
      </div>
      {failure !== null && !asking && (
        <ErrorNote>{failure}</ErrorNote>
      )}
      {asking && (
        <ConfirmDialog
          title={t('conversations-revoke-title')}
          text={t('conversations-revoke-text')}
          cancelLabel={t('conversations-cancel')}
          confirmLabel={t('conversations-revoke-confirm')}
          busy={saving.isLoading}
          failure={failure}
          onConfirm={() => void save(conversation.emailNotices, true)}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}
