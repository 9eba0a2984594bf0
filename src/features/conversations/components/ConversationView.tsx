/**
 * One conversation, for either side (the signed-in page and the visitor's private link share
 * it): the other side and what it is about; the messages oldest first (older ones on demand);
 * the reply; marks it read up to the newest message shown, when opened and when new ones come;
 * block and report; a viewing request's panel; the other side's contact if they shared it; for a
 * visitor, the e-mails and the link's switches. Loading, failed with Retry, and not found (or a
 * link expired or turned off).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { LoadError, Loading, isNotFound } from '../../../layout/StatusViews.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ErrorNote } from '../../../ui/ErrorNote.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useMarkConversationReadMutation } from '../api.ts';
import type { Conversation, Message } from '../api.ts';
import type { ConversationSource } from '../source.ts';
import { subjectHref } from '../subject.ts';
import { ConversationTools } from './ConversationTools.tsx';
import { GuestNotices } from './GuestNotices.tsx';
import { MessageList } from './MessageList.tsx';
import { ReplyForm } from './ReplyForm.tsx';
import { ViewingPanel } from './ViewingPanel.tsx';
import styles from '../conversations.module.css';

/** Marks the conversation read up to the newest message shown, each time a newer one shows. */
function useMarkRead(id: number, newest: number | undefined, token: string | undefined): void {
  const [mark] = useMarkConversationReadMutation();
  const marked = useRef(0);
  useEffect(() => {
    if (newest === undefined || newest <= marked.current) return;
    marked.current = newest;
    mark({ id, conversationReadInput: { upTo: newest, ...(token !== undefined && { token }) } }).catch(() => undefined);
  }, [id, newest, token, mark]);
}

function NotFound({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <PageContainer className={styles.page}>
      <PageTitle title={title} />
      <h1 className={styles.title}>{title}</h1>
      <p role="alert" className={styles.notice}>
        {t('conversations-not-found')}
      </p>
    </PageContainer>
  );
}

function Loaded({ conversation, source, guest }: { conversation: Conversation; source: ConversationSource; guest: boolean }) {
  const { t } = useTranslation();
  const [older, setOlder] = useState<{ messages: Message[]; hasOlder: boolean } | null>(null);
  const [olderFailed, setOlderFailed] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [reported, setReported] = useState(false);
  const [revoked, setRevoked] = useState(false);
  const messages = useMemo(() => {
    const shown = new Set(conversation.messages.map((message) => message.id));
    return [...(older?.messages.filter((message) => !shown.has(message.id)) ?? []), ...conversation.messages];
  }, [older, conversation.messages]);
  const hasOlder = older === null ? conversation.hasOlder : older.hasOlder;
  useMarkRead(conversation.id, revoked ? undefined : conversation.messages.at(-1)?.id, source.token);
  const listing = subjectHref(conversation.about);
  const title = t('conversations-with', { name: conversation.otherName });
  const blocked = conversation.blockedByMe || conversation.blockedByThem;

  const loadOlder = async () => {
    const first = messages[0];
    if (first === undefined) return;
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      const page = await source.older(first.id);
      setOlder({ messages: [...page.messages, ...(older?.messages ?? [])], hasOlder: page.hasOlder });
    } catch {
      setOlderFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  };

  if (revoked) {
    return (
      <PageContainer className={styles.page}>
        <PageTitle title={t('page-title-GuestConversation')} />
        <h1 className={styles.title}>{t('page-title-GuestConversation')}</h1>
        <p role="status" className={styles.notice}>
          {t('conversations-revoked')}
        </p>
      </PageContainer>
    );
  }

  const { sharedContact } = conversation;
  return (
    <PageContainer className={styles.page}>
      <PageTitle title={title} />
      <header className={styles.header}>
        {!guest && (
          <Link to={hrefFor('Inbox')} className={styles.back}>
            {t('conversations-back')}
          </Link>
        )}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.about}>
          {conversation.about.picture !== null && <img src={conversation.about.picture} alt="" className={styles.aboutPicture} width={48} height={48} />}
          <span>
            {t('conversations-about')} ({t(`conversations-about-${conversation.about.kind}`)}):{' '}
            {listing !== null ? <Link to={listing}>{conversation.about.title}</Link> : <strong>{conversation.about.title}</strong>}
          </span>
        </p>
        <ConversationTools conversation={conversation} token={source.token} onChanged={source.replace} onReported={() => setReported(true)} />
      </header>
      <div className={styles.layout}>
        <div className={styles.thread}>
          {hasOlder && (
            <div>
              <Button size="small" theme="outline-grey" loading={loadingOlder} onClick={() => void loadOlder()}>
                {t('conversations-load-older')}
              </Button>
              {olderFailed && (
                <ErrorNote>{t('conversations-load-older-error')}</ErrorNote>
              )}
            </div>
          )}
          <MessageList messages={messages} otherName={conversation.otherName} readByThemUpTo={conversation.readByThemUpTo} />
          {conversation.blockedByMe && (
            <p role="status" className={styles.notice}>
              {t('conversations-blocked-by-me')}
            </p>
          )}
          {conversation.blockedByThem && !conversation.blockedByMe && (
            <p role="status" className={styles.notice}>
              {t('conversations-blocked-by-them')}
            </p>
          )}
          {!blocked && <ReplyForm id={conversation.id} token={source.token} onSent={source.token !== undefined ? source.refetch : () => undefined} />}
        </div>
        <aside className={styles.side} aria-label={t('conversations-details')}>
          {conversation.viewing !== null && (
            <ViewingPanel
              id={conversation.id}
              viewing={conversation.viewing}
              me={conversation.me}
              otherName={conversation.otherName}
              token={source.token}
              onChanged={source.replace}
            />
          )}
          {(sharedContact.phone !== null || sharedContact.email !== null) && (
            <section className={styles.panel}>
              <h2>{t('conversations-contact-title', { name: conversation.otherName })}</h2>
              <dl className={styles.contact}>
                {sharedContact.phone !== null && (
                  <>
                    <dt>{t('conversations-contact-phone')}</dt>
                    <dd>
                      <a href={`tel:${sharedContact.phone.replace(/[^\d+]/gu, '')}`}>{sharedContact.phone}</a>
                    </dd>
                  </>
                )}
                {sharedContact.email !== null && (
                  <>
                    <dt>{t('conversations-contact-email')}</dt>
                    <dd>
                      <a href={`mailto:${sharedContact.email}`}>{sharedContact.email}</a>
                    </dd>
                  </>
                )}
              </dl>
            </section>
          )}
          {(conversation.reported || reported) && (
            <p role="status" className={styles.notice}>
              {t('conversations-reported')}
            </p>
          )}
          {guest && source.token !== undefined && <GuestNotices conversation={conversation} token={source.token} onChanged={source.refetch} onRevoked={() => setRevoked(true)} />}
        </aside>
      </div>
    </PageContainer>
  );
}

export function ConversationView({ source, guest }: { source: ConversationSource; guest: boolean }) {
  const { t } = useTranslation();
  const title = t(guest ? 'page-title-GuestConversation' : 'page-title-Conversation');
  if (source.data === undefined) {
    if (source.isError && isNotFound(source.error)) return <NotFound title={title} />;
    if (source.isError) {
      return (
        <PageContainer className={styles.page}>
          <PageTitle title={title} />
          <h1 className={styles.title}>{title}</h1>
          <LoadError error={source.error} onRetry={source.refetch} />
        </PageContainer>
      );
    }
    return (
      <>
        <PageTitle title={title} />
        <Loading />
      </>
    );
  }
  return <Loaded conversation={source.data} source={source} guest={guest} />;
}
