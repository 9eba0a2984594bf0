/** "E-mail me about new messages": a signed-in user's one setting for every conversation. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/ErrorNote.tsx';
import { useGetConversationSettingsQuery, useUpdateConversationSettingsMutation } from '../api.ts';
import styles from '../conversations.module.css';

export function EmailNoticesSwitch() {
  const { t } = useTranslation();
  const id = useId();
  const settings = useGetConversationSettingsQuery();
  const [update, updating] = useUpdateConversationSettingsMutation();
  if (settings.data === undefined) return null;
  return (
    <>
      <label className={styles.switch} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={settings.data.emailNotices}
          disabled={updating.isLoading}
          onChange={(event) => void update({ conversationSettings: { emailNotices: event.target.checked } })}
        />
        {t('conversations-settings-email')}
      </label>
      {updating.isError && (
        <ErrorNote>{t('conversations-action-error')}</ErrorNote>
      )}
    </>
  );
}
