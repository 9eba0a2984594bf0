/**
 * The reads of conversations that the inbox's calls and the live streams share (docs/decisions/0032).
 * A user is the owner side of a conversation (`owner_user_id`) or its signed-in guest
 * (`guest_user_id`); a message is unread by a side when the other side sent it after the side's
 * read mark. The writes every area shares are here too: `openConversation` (a viewing request,
 * a flatmate message, an order question open one in their own transactions), `appendMessage`
 * (every new message: limits, live event, notice job) and `attachGuestConversations` (sign-up).
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { MESSAGES_PER_HOUR, NOTICE_INTERVAL_MINUTES } from '../../domain/conversations.ts';
import type { ConversationSide } from '../../domain/conversations.ts';
import { publish } from '../areas/conversations/events.ts';
import { enqueue } from '../services/jobs.ts';
import type { Db, Transaction } from './client.ts';
import { rowsOf } from './client.ts';
import { conversationMessages, conversationSettings, conversations } from './schema/index.ts';
import type { ConversationMessageRow, ConversationRow, MessageKind, NewConversationRow } from './schema/index.ts';

/** How many of `userId`'s conversations have a message they have not read. */
export async function unreadConversationCount(db: Db | Transaction, userId: number): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`
      select count(*)::int as count from conversations c
      where (c.owner_user_id = ${userId} and exists (
              select 1 from conversation_messages m
              where m.conversation_id = c.id and m.sender = 'guest' and m.id > coalesce(c.owner_read_id, 0)))
         or (c.guest_user_id = ${userId} and exists (
              select 1 from conversation_messages m
              where m.conversation_id = c.id and m.sender = 'owner' and m.id > coalesce(c.guest_read_id, 0)))`),
  );
  return row?.count ?? 0;
}

/** The messages the other sides sent `userId` after message `afterId`, oldest first (a stream's replay). */
export async function messagesToUserAfter(
  db: Db | Transaction,
  userId: number,
  afterId: number,
  limit: number,
): Promise<Array<{ conversationId: number; messageId: number }>> {
  return rowsOf<{ conversationId: number; messageId: number }>(
    await db.execute(sql`
      select m.conversation_id as "conversationId", m.id as "messageId"
      from conversation_messages m join conversations c on c.id = m.conversation_id
      where m.id > ${afterId}
        and ((c.owner_user_id = ${userId} and m.sender = 'guest') or (c.guest_user_id = ${userId} and m.sender = 'owner'))
      order by m.id
      limit ${limit}`),
  );
}

/** The job that e-mails one notice of a new message (mails.ts): `conversation-notice:<conversation>:<side>:<message>`. */
export const CONVERSATION_NOTICE_JOB = 'conversation-notice';
export interface NoticePayload {
  conversationId: number;
  side: ConversationSide;
  messageId: number;
}

export const otherSide = (side: ConversationSide): ConversationSide => (side === 'owner' ? 'guest' : 'owner');

/** Who sends, for the hourly limit: a user by id, a visitor by their e-mail address. */
export const senderKeyOf = (conversation: ConversationRow, side: ConversationSide): string =>
  side === 'owner' ? `u:${conversation.ownerUserId}` : conversation.guestUserId !== null ? `u:${conversation.guestUserId}` : `e:${conversation.guestEmail}`;

/** A message as its local wall time `at` ('YYYY-MM-DD HH:mm') is shown. */
export const messageColumns = {
  id: conversationMessages.id,
  conversationId: conversationMessages.conversationId,
  sender: conversationMessages.sender,
  kind: conversationMessages.kind,
  body: conversationMessages.body,
  at: sql<string | null>`to_char(${conversationMessages.at}, 'YYYY-MM-DD HH24:MI')`,
  createdAt: conversationMessages.createdAt,
};
export type StoredMessage = Pick<ConversationMessageRow, 'id' | 'conversationId' | 'sender' | 'kind' | 'body' | 'createdAt'> & { at: string | null };

export interface NewMessage {
  sender: ConversationSide;
  kind?: MessageKind;
  body?: string | null;
  /** A viewing step's local time, 'YYYY-MM-DD HH:mm'. */
  at?: string | null;
}

export interface AppendOptions {
  /** False for a form's first message (its captcha was checked): not held to the hourly limit. */
  rateLimit?: boolean;
  /** The caller e-mails the receiver itself (a form's own notice): the notice time is set, no job queued. */
  noticeByCaller?: boolean;
}

/** Why a message was not written (nothing was). */
export type Refusal = { refused: 'blocked' | 'rate-limit' };

/** A written message, and whether its receiver's notice job is due now; or why it was not written. */
export type AppendOutcome = { message: StoredMessage; noticeQueued: boolean } | Refusal;

/** Thrown inside a transaction to undo it when a message is refused; answered as its reason. */
export class Refused extends Error {
  readonly reason: 'blocked' | 'rate-limit';
  constructor(reason: 'blocked' | 'rate-limit') {
    super(reason);
    this.reason = reason;
  }
}

/** The namespaces of appendMessage's transaction locks (pg_advisory_xact_lock's first key): a sender's, a receiving user's. */
const SENDER_LOCK = 0x636d_7301;
const RECEIVER_LOCK = 0x636d_7202;

/**
 * Writes a new message of `side` into the conversation, in `tx`: refused while either side
 * blocks it, or when its sender sent MESSAGES_PER_HOUR in the last hour (across conversations).
 * Messages of one sender, and messages to one user, are written one at a time (transaction
 * locks taken in that order, after the conversation's row: no two writers wait for each other).
 * Moves the conversation's last message time, tells the receiving user's streams, and queues
 * the receiver's e-mail notice when due: their notices are on, and no notice went out in the
 * last NOTICE_INTERVAL_MINUTES since they last read (one guarded UPDATE decides, so two
 * messages at once queue one notice). Answers whether a notice job was queued too.
 */
export async function appendMessage(tx: Transaction, conversationId: number, message: NewMessage, options: AppendOptions = {}): Promise<AppendOutcome> {
  // The row is locked so a block and a message cannot cross.
  const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, conversationId)).for('update');
  if (!conversation) throw new Error(`conversation ${conversationId} not found`);
  if (conversation.ownerBlockedAt !== null || conversation.guestBlockedAt !== null) return { refused: 'blocked' };
  const senderKey = senderKeyOf(conversation, message.sender);
  const receiver = otherSide(message.sender);
  const receiverUserId = receiver === 'owner' ? conversation.ownerUserId : conversation.guestUserId;
  // A sender's messages are counted and written one at a time, so two at once cannot both pass the limit.
  await tx.execute(sql`select pg_advisory_xact_lock(${SENDER_LOCK}, hashtext(${senderKey}))`);
  // A receiver's messages take their ids in the order they commit: a stream that sent message n
  // (its Last-Event-ID) can never later miss a message to the same user with an id below n.
  if (receiverUserId !== null) await tx.execute(sql`select pg_advisory_xact_lock(${RECEIVER_LOCK}, ${receiverUserId})`);
  if (options.rateLimit !== false) {
    const [sent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(conversationMessages)
      .where(and(eq(conversationMessages.senderKey, senderKey), sql`${conversationMessages.createdAt} > now() - interval '1 hour'`));
    if ((sent?.count ?? 0) >= MESSAGES_PER_HOUR) return { refused: 'rate-limit' };
  }
  const [row] = await tx
    .insert(conversationMessages)
    .values({ conversationId, sender: message.sender, senderKey, kind: message.kind ?? 'text', body: message.body ?? null, at: message.at ? `${message.at}:00` : null })
    .returning({ id: conversationMessages.id });
  const [stored] = await tx.select(messageColumns).from(conversationMessages).where(eq(conversationMessages.id, row!.id));
  await tx.update(conversations).set({ lastMessageAt: sql`now()` }).where(eq(conversations.id, conversationId));

  if (receiverUserId !== null) await publish(tx, { kind: 'message', userId: receiverUserId, conversationId, messageId: stored!.id });

  const notifiedAt = receiver === 'owner' ? conversations.ownerNotifiedAt : conversations.guestNotifiedAt;
  const noticesOn =
    receiverUserId !== null
      ? sql`coalesce((select ${conversationSettings.emailNotices} from ${conversationSettings} where ${conversationSettings.userId} = ${receiverUserId}), true)`
      : sql`${conversations.guestNotices}`;
  const due = await tx
    .update(conversations)
    .set(receiver === 'owner' ? { ownerNotifiedAt: sql`now()` } : { guestNotifiedAt: sql`now()` })
    .where(
      and(
        eq(conversations.id, conversationId),
        isNull(conversations.ownerBlockedAt),
        isNull(conversations.guestBlockedAt),
        noticesOn,
        or(isNull(notifiedAt), sql`${notifiedAt} < now() - ${NOTICE_INTERVAL_MINUTES} * interval '1 minute'`),
      ),
    )
    .returning({ id: conversations.id });
  if (due.length > 0 && options.noticeByCaller !== true) {
    const payload: NoticePayload = { conversationId, side: receiver, messageId: stored!.id };
    await enqueue(tx, { kind: CONVERSATION_NOTICE_JOB, key: `${CONVERSATION_NOTICE_JOB}:${conversationId}:${receiver}:${stored!.id}`, payload });
  }
  return { message: stored!, noticeQueued: due.length > 0 && options.noticeByCaller !== true };
}

/** What opens a conversation: its subject and sides (without the read, block and notice columns). */
export type ConversationOpening = Pick<
  NewConversationRow,
  'subjectKind' | 'propertyId' | 'viewingRequestId' | 'tenantOfferId' | 'orderId' | 'vendorId' | 'ownerUserId' | 'guestUserId' | 'guestName' | 'guestEmail' | 'guestPhone' | 'guestLocale'
>;

/**
 * Opens a conversation, or finds the one of the same subject and guest (an offer and e-mail
 * address, an order and vendor), in `tx`, and writes `message` (the guest's) into it. The
 * guest's e-mail is kept in lower case. A later message refreshes the phone and name given.
 */
export async function openConversation(tx: Transaction, opening: ConversationOpening, message: Omit<NewMessage, 'sender'>, options: AppendOptions = {}): Promise<{ conversationId: number; outcome: AppendOutcome }> {
  const values = { ...opening, guestEmail: opening.guestEmail.toLowerCase() };
  let conversationId: number | undefined;
  if (values.subjectKind === 'tenant-offer' || values.subjectKind === 'order') {
    const target = values.subjectKind === 'order' ? [conversations.orderId, conversations.vendorId] : [conversations.tenantOfferId, conversations.guestEmail];
    const [row] = await tx
      .insert(conversations)
      .values(values)
      .onConflictDoUpdate({ target, set: { guestPhone: sql`coalesce(excluded.guest_phone, ${conversations.guestPhone})`, guestUserId: sql`coalesce(${conversations.guestUserId}, excluded.guest_user_id)` } })
      .returning({ id: conversations.id });
    conversationId = row!.id;
  } else {
    const [row] = await tx.insert(conversations).values(values).returning({ id: conversations.id });
    conversationId = row!.id;
  }
  const outcome = await appendMessage(tx, conversationId, { sender: 'guest', ...message }, options);
  return { conversationId, outcome };
}

/** Attaches the conversations a visitor started with `email` to the user who now owns that (confirmed) address. */
export async function attachGuestConversations(db: Db | Transaction, userId: number, email: string): Promise<number> {
  const rows = await db
    .update(conversations)
    .set({ guestUserId: userId })
    .where(and(eq(conversations.guestEmail, email.toLowerCase()), isNull(conversations.guestUserId), sql`${conversations.ownerUserId} <> ${userId}`))
    .returning({ id: conversations.id });
  if (rows.length > 0) await publish(db, { kind: 'unread', userId });
  return rows.length;
}

