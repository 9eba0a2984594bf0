/**
 * The conversations area's e-mails.
 *
 * - The notice of a new message (issue 27), sent by a job the message's transaction queued
 *   (`conversation-notice:<conversation>:<side>:<message>`, repository.ts appendMessage decides
 *   when one is due), decorated on the app as `conversationMails`. In the receiver's language:
 *   who wrote, what it is about, the message (plain text), and the link: a user's conversation
 *   page, or for a visitor the conversation's page with a new private link (`?token=`) and how
 *   to turn the e-mails off. Nothing is sent when, by the time the job runs, the receiver has
 *   read the message, turned the notices off, or the conversation is blocked. Each message has
 *   an id, so a job run again after a crash sends the same message.
 * - A report of a conversation, to the site's contact address (`sendReportMail`).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hrefFor } from '../../../domain/routes.ts';
import type { ConversationSide, ReportReason } from '../../../domain/conversations.ts';
import type { Locale } from '../../../domain/index.ts';
import type { Db } from '../../db/client.ts';
import { conversationMessages } from '../../db/schema/index.ts';
import { createJobRunner } from '../../services/jobs.ts';
import type { JobContext, JobRunner } from '../../services/jobs.ts';
import type { Mailer } from '../../services/mail.ts';
import type { ConversationRepository, NoticePayload } from './repository.ts';
import { CONVERSATION_NOTICE_JOB, grantConversationLink, otherNameOf } from './repository.ts';
import { pick } from '../../localize.ts';

declare module 'fastify' {
  interface FastifyInstance {
    conversationMails: JobRunner;
  }
}

interface NoticeDeps {
  db: Db;
  mailer: Mailer;
  repository: ConversationRepository;
  server: FastifyInstance;
}

/** 'YYYY-MM-DD HH:mm' as people read it in `locale`. */
function spoken(at: string, locale: Locale): string {
  const [date, time] = at.split(' ');
  return new Intl.DateTimeFormat(locale === 'bg' ? 'bg-BG' : 'en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(`${date}T${time}:00Z`));
}

async function sendNotice(deps: NoticeDeps, run: JobContext): Promise<void> {
  const { db, mailer, repository, server } = deps;
  const { conversationId, side, messageId } = run.job.payload as NoticePayload;
  const found = await repository.forId(conversationId);
  if (!found) return;
  const { conversation } = found;
  const [message] = await db.select().from(conversationMessages).where(eq(conversationMessages.id, messageId));
  if (!message) return;
  const readId = side === 'owner' ? conversation.ownerReadId : conversation.guestReadId;
  if (conversation.ownerBlockedAt !== null || conversation.guestBlockedAt !== null || (readId ?? 0) >= messageId) return;

  const userId = side === 'owner' ? conversation.ownerUserId : conversation.guestUserId;
  const user = userId === null ? undefined : await repository.user(userId);
  if (userId !== null && (!user || !(await repository.emailNotices(userId)))) return;
  if (userId === null && !conversation.guestNotices) return;
  const locale: Locale = user?.locale ?? conversation.guestLocale;
  const to = user?.email ?? conversation.guestEmail;
  const name = user?.name ?? conversation.guestName;
  const t = (key: string, values?: Record<string, string | number>) => server.translator.t(locale, key, values);

  const sender = otherNameOf(found, side, locale);
  const title = pick(found.title, locale).replace(/\s+/g, ' ');
  const base = server.config.publicUrl;
  const link =
    userId !== null
      ? `${base}${hrefFor('Conversation', { id: conversationId })}`
      : `${base}${hrefFor('GuestConversation', { id: conversationId })}?token=${await grantConversationLink(db, conversationId)}`;
  const at = message.at ? spoken(message.at.slice(0, 16), locale) : '';
  const text = [
    t('mail-greeting', { name }),
    '',
    t('conversation-mail-intro', { name: sender, title }),
    '',
    ...(message.kind === 'text' ? [] : [t(`conversation-mail-${message.kind}`, { name: sender, at })]),
    ...(message.body ? [message.body] : []),
    '',
    t('conversation-mail-link'),
    link,
    '',
    userId !== null ? t('conversation-mail-off-user', { url: `${base}${hrefFor('Inbox')}` }) : t('conversation-mail-off-guest'),
    '',
    t('mail-signature'),
  ].join('\n');
  await mailer.send({ id: `conversation-${conversationId}-${side}-${messageId}`, to, subject: t('conversation-mail-subject', { name: sender, title }), text });
}

/**
 * A report (abuse, scam, a listing that does not exist) to the site's contact address
 * (CONTACT_EMAIL), in Bulgarian. The report is saved before this runs; an e-mail that fails is
 * logged, not the caller's error.
 */
export async function sendReportMail(server: FastifyInstance, conversationId: number, side: ConversationSide, reason: ReportReason, note: string | undefined): Promise<void> {
  const t = (key: string, values?: Record<string, string | number>) => server.translator.t('bg', key, values);
  try {
    await server.mailer.send({
      to: server.config.contactEmail,
      subject: t('conversation-mail-report-subject', { id: conversationId }),
      text: [t('conversation-mail-report-intro', { id: conversationId, side, reason }), '', note ?? ''].join('\n'),
    });
  } catch (error) {
    server.log.error({ err: error, conversationId }, 'conversation report e-mail not sent');
  }
}

export const conversationMails = fp(
  async (app: FastifyInstance) => {
    const deps: NoticeDeps = { db: app.db, mailer: app.mailer, repository: app.conversationRepository, server: app };
    const runner = createJobRunner({ db: app.db, handlers: { [CONVERSATION_NOTICE_JOB]: (run) => sendNotice(deps, run) }, pollMs: app.config.jobPollMs, log: app.log });
    app.decorate('conversationMails', runner);
    app.addHook('onReady', async () => runner.wake());
    app.addHook('preClose', async () => runner.stop());
  },
  { name: 'conversation-mails', dependencies: ['conversation-repository'] },
);
