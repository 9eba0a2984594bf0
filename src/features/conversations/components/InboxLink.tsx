/**
 * The header's link to the inbox, with how many conversations have unread messages (its name
 * says it: "Messages, 3 unread"), kept live by the conversations' event stream while it shows
 * (the stream closes when it unmounts: on sign-out).
 */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { useAppDispatch } from '../../../store/hooks.ts';
import { useGetUnreadConversationsQuery } from '../api.ts';
import { openConversationStream } from '../live.ts';
import styles from './InboxLink.module.css';

function EnvelopeIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </svg>
  );
}

export default function InboxLink() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const unread = useGetUnreadConversationsQuery();
  useEffect(() => openConversationStream(dispatch) ?? undefined, [dispatch]);
  const count = unread.data?.count ?? 0;
  return (
    <Link to={hrefFor('Inbox')} className={styles.link} aria-label={count > 0 ? t('conversations-header-link-unread', { count }) : t('conversations-header-link')} data-testid="inbox-link">
      <EnvelopeIcon />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
