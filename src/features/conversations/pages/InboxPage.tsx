/**
 * Inbox (/profil/saobshteniya, issue 27): the signed-in user's conversations, the one with the
 * newest message first, 20 a page (the page in the URL); how many are unread; the e-mail notices
 * switch; loading, failed (with Retry) and empty (where conversations come from) states.
 */
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONVERSATIONS_PAGE_SIZE } from '../../../../domain/conversations.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import { Empty, QueryResult } from '../../../layout/StatusViews.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { useGetUnreadConversationsQuery, useListConversationsQuery } from '../api.ts';
import { ConversationItem } from '../components/ConversationItem.tsx';
import { EmailNoticesSwitch } from '../components/EmailNoticesSwitch.tsx';
import styles from '../conversations.module.css';

const PAGE_SIZE = CONVERSATIONS_PAGE_SIZE.default;

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export default function InboxPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const conversations = useListConversationsQuery({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const unread = useGetUnreadConversationsQuery();
  const title = t('page-title-Inbox');
  const hrefOfPage = (n: number): string => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete('page');
    else next.set('page', String(n));
    const query = next.toString();
    return query === '' ? '?' : `?${query}`;
  };
  return (
    <PageContainer className={styles.page}>
      <PageTitle title={title} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{t('conversations-lead')}</p>
      <EmailNoticesSwitch />
      <QueryResult
        query={conversations}
        isEmpty={(data) => data.total === 0}
        empty={
          <Empty
            action={
              <p className={styles.tools}>
                <Link to={hrefFor('PropertySearchPage')}>{t('conversations-empty-properties')}</Link>
                <Link to={hrefFor('SearchRoommateResult')}>{t('conversations-empty-roommates')}</Link>
              </p>
            }
          >
            <strong>{t('conversations-empty')}</strong>
            <br />
            {t('conversations-empty-hint')}
          </Empty>
        }
      >
        {(data) => (
          <>
            {unread.data !== undefined && unread.data.count > 0 && (
              <p role="status" className={styles.lead}>
                {t('conversations-unread-total', { count: unread.data.count })}
              </p>
            )}
            <ul className={styles.list} aria-label={title}>
              {data.items.map((conversation) => (
                <ConversationItem key={conversation.id} conversation={conversation} />
              ))}
            </ul>
            <Pagination page={page} pages={Math.max(1, Math.ceil(data.total / PAGE_SIZE))} hrefOf={hrefOfPage} />
          </>
        )}
      </QueryResult>
    </PageContainer>
  );
}
