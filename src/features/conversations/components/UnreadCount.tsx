/**
 * How many conversations are unread, beside Messages in the profile's navigation (the mobile
 * menu's too): the same cached count the header's link keeps live, nothing when none.
 */
import { useTranslation } from 'react-i18next';
import { useGetUnreadConversationsQuery } from '../api.ts';
import styles from './InboxLink.module.css';

export default function UnreadCount() {
  const { t } = useTranslation();
  const count = useGetUnreadConversationsQuery().data?.count ?? 0;
  if (count === 0) return null;
  return (
    <>
      {' '}
      <span className={styles.count}>{t('conversations-unread', { count })}</span>
    </>
  );
}
