/**
 * The conversations area's queries and writes (issue 27, docs/decisions/0032), decorated on the
 * app as `conversationRepository`. A conversation is read by its two sides only: the owner user,
 * the guest user, or a visitor guest through a private link (`conversation_links`: only the
 * SHA-256 of a token is kept). Every new message is written by `appendMessage` in the writing
 * transaction: the hourly limit of its sender, the conversation's last message time, the live
 * event to a receiving user (events.ts) and, when due, the receiver's e-mail notice job
 * (mails.ts). The other areas open conversations with `openConversation` in their own
 * transactions (a viewing request, a flatmate message, an order question).
 */
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CONVERSATION_LINK_DAYS } from '../../../domain/conversations.ts';
import type { ConversationSide, ReportReason, ViewingState } from '../../../domain/conversations.ts';
import type { Locale } from '../../../domain/index.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { appendMessage, unreadConversationCount } from '../../db/conversations.ts';
import type { AppendOutcome, ConversationOpening, NewMessage, Refusal, StoredMessage } from '../../db/conversations.ts';
import { Refused, messageColumns, openConversation } from '../../db/conversations.ts';
export { CONVERSATION_NOTICE_JOB, otherSide, senderKeyOf } from '../../db/conversations.ts';
export type { AppendOutcome, NoticePayload, Refusal, StoredMessage } from '../../db/conversations.ts';
import {
  agencies,
  conversationLinks,
  conversationMessages,
  conversationReports,
  conversationSettings,
  conversations,
  properties,
  propertyImages,
  tenantOfferImages,
  tenantOffers,
  users,
  vendors,
  viewingRequests,
} from '../../db/schema/index.ts';
import type { ConversationRow, Localized } from '../../db/schema/index.ts';
import { pick } from '../../localize.ts';
import { newToken } from '../../services/tokens.ts';
import { publish } from './events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    conversationRepository: ConversationRepository;
  }
}

export type ConversationRepository = ReturnType<typeof createConversationRepository>;

/** A conversation with what its answers show: what it is about and both sides' names. */
export interface ConversationHeader {
  conversation: ConversationRow;
  title: Localized | null;
  picture: string | null;
  /** The owner's own name, and its agency's (a property's owner is named as the site names its listings). */
  ownerName: string;
  ownerAgencyName: Localized | null;
  guestName: string;
  viewing: (ViewingState & { id: number; dateTime: string }) | null;
}

/** The other side's display name: a visitor's or user's own; an owner as the site names it (its agency, its shop). */
export function otherNameOf(header: ConversationHeader, side: ConversationSide, locale: Locale): string {
  if (side === 'owner') return header.guestName;
  if (header.conversation.subjectKind === 'order') return pick(header.title, locale);
  return header.ownerAgencyName ? pick(header.ownerAgencyName, locale) || header.ownerName : header.ownerName;
}

/**
 * A column of the conversation a correlated subquery belongs to, written with its table: in a
 * select of one table Drizzle writes columns without it, and inside a subquery a bare "id" would
 * be the subquery's own.
 */
const outer = (column: AnyPgColumn) => sql.raw(`"conversations"."${column.name}"`);

const title = sql<Localized | null>`case ${conversations.subjectKind}
  when 'property' then (select ${properties.title} from ${properties} where ${properties.id} = ${outer(conversations.propertyId)})
  when 'tenant-offer' then (select ${tenantOffers.title} from ${tenantOffers} where ${tenantOffers.id} = ${outer(conversations.tenantOfferId)})
  else (select ${vendors.name} from ${vendors} where ${vendors.id} = ${outer(conversations.vendorId)}) end`;
const picture = sql<string | null>`case ${conversations.subjectKind}
  when 'property' then (select ${propertyImages.url} from ${propertyImages} where ${propertyImages.propertyId} = ${outer(conversations.propertyId)} order by ${propertyImages.position}, ${propertyImages.id} limit 1)
  when 'tenant-offer' then (select ${tenantOfferImages.url} from ${tenantOfferImages} where ${tenantOfferImages.offerId} = ${outer(conversations.tenantOfferId)} order by ${tenantOfferImages.position}, ${tenantOfferImages.id} limit 1)
  else (select ${vendors.logoUrl} from ${vendors} where ${vendors.id} = ${outer(conversations.vendorId)}) end`;
const ownerName = sql<string>`(select ${users.name} from ${users} where ${users.id} = ${outer(conversations.ownerUserId)})`;
const ownerAgencyName = sql<Localized | null>`case when ${conversations.subjectKind} = 'property'
  then (select ${agencies.name} from ${agencies} where ${agencies.ownerUserId} = ${outer(conversations.ownerUserId)} limit 1) end`;
const guestName = sql<string>`coalesce((select ${users.name} from ${users} where ${users.id} = ${outer(conversations.guestUserId)}), ${conversations.guestName})`;
const viewing = sql<{ id: number; status: ViewingState['status']; proposedBy: ConversationSide; dateTime: string } | null>`(select json_build_object(
  'id', ${viewingRequests.id}, 'status', ${viewingRequests.status}, 'proposedBy', ${viewingRequests.proposedBy},
  'dateTime', to_char(${viewingRequests.dateTime}, 'YYYY-MM-DD HH24:MI'))
  from ${viewingRequests} where ${viewingRequests.id} = ${outer(conversations.viewingRequestId)})`;

const headerColumns = { conversation: conversations, title, picture, ownerName, ownerAgencyName, guestName, viewing };

/** The side `userId` is of a conversation (in SQL), null when neither. */
const sideOfUser = (userId: number) => sql<ConversationSide>`case when ${outer(conversations.ownerUserId)} = ${userId} then 'owner' else 'guest' end`;
const ofUser = (userId: number) => or(eq(conversations.ownerUserId, userId), eq(conversations.guestUserId, userId))!;

function createConversationRepository(db: Db) {
  async function headers(where: SQL): Promise<ConversationHeader[]> {
    const rows = await db.select(headerColumns).from(conversations).where(where);
    return rows;
  }

  return {
    /** How many of `userId`'s conversations have a message they have not read (the stream's count too). */
    unreadCount: (userId: number) => unreadConversationCount(db, userId),

    /** The conversation `id` with what its answers show, whoever asks (the notice job). */
    async forId(id: number): Promise<ConversationHeader | undefined> {
      const [header] = await headers(eq(conversations.id, id));
      return header;
    },

    /** The conversation `id` with `userId` as one of its sides, and that side; undefined for anybody else. */
    async forUser(id: number, userId: number): Promise<{ header: ConversationHeader; side: ConversationSide } | undefined> {
      const [header] = await headers(and(eq(conversations.id, id), ofUser(userId))!);
      if (!header) return undefined;
      return { header, side: header.conversation.ownerUserId === userId ? 'owner' : 'guest' };
    },

    /** The conversation `id` when `tokenHash` is one of its private links, not revoked nor expired; undefined otherwise. */
    async forLink(id: number, tokenHash: string): Promise<{ header: ConversationHeader; linkId: number } | undefined> {
      const [link] = await db
        .select({ id: conversationLinks.id })
        .from(conversationLinks)
        .where(and(eq(conversationLinks.conversationId, id), eq(conversationLinks.tokenHash, tokenHash), isNull(conversationLinks.revokedAt), gt(conversationLinks.expiresAt, sql`now()`)));
      if (!link) return undefined;
      const [header] = await headers(eq(conversations.id, id));
      return header && { header, linkId: link.id };
    },

    /** Messages of a conversation, oldest first: the newest `limit`, or the `limit` before message `before`; and whether older ones exist. */
    async messages(conversationId: number, options: { before?: number | undefined; limit: number }): Promise<{ messages: StoredMessage[]; hasOlder: boolean }> {
      const rows = await db
        .select(messageColumns)
        .from(conversationMessages)
        .where(and(eq(conversationMessages.conversationId, conversationId), options.before === undefined ? undefined : lt(conversationMessages.id, options.before)))
        .orderBy(desc(conversationMessages.id))
        .limit(options.limit + 1);
      return { messages: rows.slice(0, options.limit).reverse(), hasOlder: rows.length > options.limit };
    },

    /** Whether `side` reported the conversation, and whether a user gets e-mail notices. */
    async sideDetails(conversation: ConversationRow, side: ConversationSide): Promise<{ reported: boolean; emailNotices: boolean }> {
      const [report] = await db
        .select({ id: conversationReports.id })
        .from(conversationReports)
        .where(and(eq(conversationReports.conversationId, conversation.id), eq(conversationReports.side, side)));
      const userId = side === 'owner' ? conversation.ownerUserId : conversation.guestUserId;
      const emailNotices = userId === null ? conversation.guestNotices : await this.emailNotices(userId);
      return { reported: report !== undefined, emailNotices };
    },

    /** One page of a user's conversations, newest message first, with the last message and the unread count of each. */
    async list(userId: number, options: { offset: number; limit: number }) {
      const unread = sql<number>`(select count(*)::int from ${conversationMessages}
        where ${conversationMessages.conversationId} = ${outer(conversations.id)} and ${conversationMessages.sender} <> ${sideOfUser(userId)}
          and ${conversationMessages.id} > coalesce(case when ${outer(conversations.ownerUserId)} = ${userId} then ${outer(conversations.ownerReadId)} else ${outer(conversations.guestReadId)} end, 0))`;
      const lastId = sql<number>`(select max(${conversationMessages.id}) from ${conversationMessages} where ${conversationMessages.conversationId} = ${outer(conversations.id)})`;
      const [rows, [counted]] = await Promise.all([
        db
          .select({ ...headerColumns, unread, lastId })
          .from(conversations)
          .where(ofUser(userId))
          .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ total: sql<number>`count(*)::int` }).from(conversations).where(ofUser(userId)),
      ]);
      const ids = rows.map((row) => row.lastId).filter((id): id is number => id !== null);
      const last = ids.length === 0 ? [] : await db.select(messageColumns).from(conversationMessages).where(inArray(conversationMessages.id, ids));
      const byId = new Map(last.map((message) => [message.id, message]));
      return {
        items: rows.flatMap((row) => {
          const message = byId.get(row.lastId);
          return message ? [{ header: row as ConversationHeader, side: (row.conversation.ownerUserId === userId ? 'owner' : 'guest') as ConversationSide, unread: row.unread, lastMessage: message }] : [];
        }),
        total: counted?.total ?? 0,
      };
    },

    /** Writes `side`'s message (see appendMessage). */
    send(conversationId: number, message: NewMessage): Promise<AppendOutcome> {
      return db.transaction((tx) => appendMessage(tx, conversationId, message));
    },

    /** Whether `messageId` is a message of the conversation. */
    async hasMessage(conversationId: number, messageId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: conversationMessages.id })
        .from(conversationMessages)
        .where(and(eq(conversationMessages.id, messageId), eq(conversationMessages.conversationId, conversationId)));
      return row !== undefined;
    },

    /** Moves `side`'s read mark up to `upTo` (never back) and clears its notice time, so the next message may be e-mailed. */
    async markRead(conversation: ConversationRow, side: ConversationSide, upTo: number): Promise<void> {
      await db.transaction(async (tx) => {
        const read = side === 'owner' ? conversations.ownerReadId : conversations.guestReadId;
        await tx
          .update(conversations)
          .set(side === 'owner' ? { ownerReadId: sql`greatest(coalesce(${read}, 0), ${upTo})`, ownerNotifiedAt: null } : { guestReadId: sql`greatest(coalesce(${read}, 0), ${upTo})`, guestNotifiedAt: null })
          .where(eq(conversations.id, conversation.id));
        const userId = side === 'owner' ? conversation.ownerUserId : conversation.guestUserId;
        if (userId !== null) await publish(tx, { kind: 'unread', userId });
      });
    },

    /** Sets or lifts `side`'s block; both sides' unread counts may change in the streams. */
    async block(conversation: ConversationRow, side: ConversationSide, blocked: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const at = blocked ? sql`coalesce(${side === 'owner' ? conversations.ownerBlockedAt : conversations.guestBlockedAt}, now())` : null;
        await tx
          .update(conversations)
          .set(side === 'owner' ? { ownerBlockedAt: at } : { guestBlockedAt: at })
          .where(eq(conversations.id, conversation.id));
        for (const userId of [conversation.ownerUserId, conversation.guestUserId]) if (userId !== null) await publish(tx, { kind: 'unread', userId });
      });
    },

    /** `side`'s report (a second replaces the first). */
    async report(conversationId: number, side: ConversationSide, reason: ReportReason, note: string | null): Promise<void> {
      await db
        .insert(conversationReports)
        .values({ conversationId, side, reason, note })
        .onConflictDoUpdate({ target: [conversationReports.conversationId, conversationReports.side], set: { reason, note, updatedAt: sql`now()` } });
    },

    /**
     * A viewing answer in one transaction: the request's state is read locked, `next` decides
     * from it (null: refused, nothing written), then the request and the step message are written.
     */
    async answerViewing(
      conversation: ConversationRow,
      side: ConversationSide,
      next: (state: ViewingState & { dateTime: string }) => { state: ViewingState; dateTime: string; message: Omit<NewMessage, 'sender'> } | null,
    ): Promise<'state' | 'blocked' | 'rate-limit' | 'done'> {
      return db.transaction(async (tx) => {
        const [request] = await tx
          .select({ id: viewingRequests.id, status: viewingRequests.status, proposedBy: viewingRequests.proposedBy, dateTime: sql<string>`to_char(${viewingRequests.dateTime}, 'YYYY-MM-DD HH24:MI')` })
          .from(viewingRequests)
          .where(eq(viewingRequests.id, conversation.viewingRequestId!))
          .for('update');
        if (!request) return 'state';
        const answer = next(request);
        if (!answer) return 'state';
        const outcome = await appendMessage(tx, conversation.id, { sender: side, ...answer.message });
        // Nothing of the answer stays: the step and its message go together.
        if ('refused' in outcome) throw new Refused(outcome.refused);
        await tx
          .update(viewingRequests)
          .set({ status: answer.state.status, proposedBy: answer.state.proposedBy, dateTime: `${answer.dateTime}:00` })
          .where(eq(viewingRequests.id, request.id));
        return 'done' as const;
      }).catch((error: unknown) => {
        if (error instanceof Refused) return error.reason;
        throw error;
      });
    },

    /** A visitor's notices switch, and (revokeLinks) every private link of the conversation revoked. */
    async setGuestNotices(conversationId: number, emailNotices: boolean, revokeLinks: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(conversations).set({ guestNotices: emailNotices }).where(eq(conversations.id, conversationId));
        if (revokeLinks) await tx.update(conversationLinks).set({ revokedAt: sql`now()` }).where(and(eq(conversationLinks.conversationId, conversationId), isNull(conversationLinks.revokedAt)));
      });
    },

    /** A user's switch of e-mail notices (no settings row: on). */
    async emailNotices(userId: number): Promise<boolean> {
      const [row] = await db.select({ on: conversationSettings.emailNotices }).from(conversationSettings).where(eq(conversationSettings.userId, userId));
      return row?.on ?? true;
    },

    async setEmailNotices(userId: number, emailNotices: boolean): Promise<void> {
      await db.insert(conversationSettings).values({ userId, emailNotices }).onConflictDoUpdate({ target: conversationSettings.userId, set: { emailNotices } });
    },

    /** Opens (or continues) a conversation with its guest's message, in a transaction of its own. */
    open(opening: ConversationOpening, message: Omit<NewMessage, 'sender'>): Promise<{ conversationId: number; noticeQueued: boolean } | Refusal> {
      return db
        .transaction(async (tx) => {
          const { conversationId, outcome } = await openConversation(tx, opening, message);
          if ('refused' in outcome) throw new Refused(outcome.refused);
          return { conversationId, noticeQueued: outcome.noticeQueued };
        })
        .catch((error: unknown) => {
          if (error instanceof Refused) return { refused: error.reason };
          throw error;
        });
    },

    /** The owner user of a vendor. */
    async vendorOwner(vendorId: number): Promise<number | undefined> {
      const [row] = await db.select({ userId: vendors.ownerUserId }).from(vendors).where(eq(vendors.id, vendorId));
      return row?.userId ?? undefined;
    },

    /** A user's name, e-mail address and language. */
    async user(userId: number) {
      const [row] = await db.select({ name: users.name, email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId));
      return row;
    },
  };
}

/** A new private link to a conversation, valid CONVERSATION_LINK_DAYS: the token for the e-mail (only its hash is kept). */
export async function grantConversationLink(db: Db | Transaction, conversationId: number): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(conversationLinks).values({ conversationId, tokenHash: hash, expiresAt: sql`now() + ${CONVERSATION_LINK_DAYS} * interval '1 day'` });
  return token;
}

export const conversationRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('conversationRepository', createConversationRepository(app.db));
  },
  { name: 'conversation-repository' },
);
