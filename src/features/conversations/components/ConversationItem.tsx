/**
 * One conversation in the inbox: what it is about (picture and title, linking to the listing),
 * the other side's name (the link to the conversation), the last message as a short plain-text
 * preview (a viewing step in words), when, and how many of its messages are new to me.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import type { ConversationSummary } from '../api.ts';
import { useConversationFormat } from '../format.ts';
import { subjectHref } from '../subject.ts';
import styles from '../conversations.module.css';

export function ConversationItem({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useTranslation();
  const format = useConversationFormat();
  const { about, lastMessage, unread } = conversation;
  const listing = subjectHref(about);
  const unreadText = unread > 0 ? t('conversations-unread', { count: unread }) : null;
  return (
    <li className={styles.item} data-unread={unread > 0} data-testid="conversation-item">
      {about.picture !== null ? <img src={about.picture} alt="" className={styles.picture} loading="lazy" width={64} height={64} /> : <span className={styles.picture} />}
      <div className={styles.itemBody}>
        <h2 className={styles.itemHead}>
          <Link to={hrefFor('Conversation', { id: conversation.id })} className={styles.openLink}>
            {conversation.otherName}
            {unreadText !== null && <span className="visually-hidden">{`, ${unreadText}`}</span>}
          </Link>
          {unreadText !== null && (
            <span className={styles.badge} aria-hidden="true">
              {unread}
            </span>
          )}
          {conversation.blocked && <span className={styles.subject}>{t('conversations-blocked-mark')}</span>}
          <time className={styles.when} dateTime={lastMessage.createdAt}>
            {format.sentAt(lastMessage.createdAt)}
          </time>
        </h2>
        <p className={styles.subject}>
          {t(`conversations-about-${about.kind}`)}:{' '}
          {listing !== null ? <Link to={listing}>{about.title}</Link> : about.title}
        </p>
        <p className={styles.preview}>
          {lastMessage.mine && t('conversations-you')}
          {format.preview(lastMessage)}
        </p>
      </div>
    </li>
  );
}
