/**
 * A conversation's messages, oldest first: mine on one side, theirs on the other, a viewing step
 * in words in the middle; each with its time, and "Seen" under my last message the other side
 * has read (readByThemUpTo).
 */
import { useTranslation } from 'react-i18next';
import type { Message } from '../api.ts';
import { useConversationFormat } from '../format.ts';
import { MessageText } from './MessageText.tsx';
import styles from '../conversations.module.css';

export function MessageList({ messages, otherName, readByThemUpTo }: { messages: readonly Message[]; otherName: string; readByThemUpTo: number | null }) {
  const { t } = useTranslation();
  const format = useConversationFormat();
  const seenId = readByThemUpTo === null ? null : (messages.filter((message) => message.mine && message.id <= readByThemUpTo).at(-1)?.id ?? null);
  if (messages.length === 0) return <p className={styles.lead}>{t('conversations-no-messages')}</p>;
  return (
    <ol className={styles.messages} aria-label={t('conversations-messages-label')}>
      {messages.map((message) => {
        const step = format.step(message);
        return (
          <li key={message.id} className={styles.message} data-mine={message.mine} data-step={step !== null} data-testid="message">
            {step !== null && <span className={styles.stepText}>{step}</span>}
            {message.body !== null && <MessageText text={message.body} />}
            <span className={styles.messageMeta}>
              {message.mine ? t('conversations-from-me') : otherName} ·{' '}
              <time dateTime={message.createdAt}>{format.sentAt(message.createdAt)}</time>
              {message.id === seenId && ` · ${t('conversations-seen')}`}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
