/**
 * Conversations (issue 27, docs/decisions/0032): the two sides of a viewing request, a message to
 * a flatmate poster or a question about an order, and their messages. The owner is the user who
 * owns what it is about (the property's owner, the offer's poster, the vendor's user); the guest
 * wrote first, signed in (`guest_user_id`) or as a visitor known by an e-mail address, who reads
 * and answers through private links (`conversation_links`, each e-mail a token of its own, only
 * its SHA-256 kept). The messages table is the truth; live events carry ids only.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONVERSATION_SIDES, REPORT_REASONS } from '../../../domain/conversations.ts';
import type { ConversationSide, ReportReason } from '../../../domain/conversations.ts';
import { users } from './account.ts';
import { createdAt, id, instant, oneOf, updatedAt } from './columns.ts';
import type { ContentLocale } from './columns.ts';
import { properties, viewingRequests } from './rentals.ts';
import { tenantOffers } from './roommates.ts';
import { orders, vendors } from './shop.ts';

export const CONVERSATION_SUBJECT_KINDS = ['property', 'tenant-offer', 'order'] as const;
export type ConversationSubjectKind = (typeof CONVERSATION_SUBJECT_KINDS)[number];
export const MESSAGE_KINDS = ['text', 'viewing-requested', 'viewing-proposed', 'viewing-accepted', 'viewing-declined'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    subjectKind: text('subject_kind').$type<ConversationSubjectKind>().notNull(),
    /** A property's conversation is a viewing request's (one each). */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    viewingRequestId: integer('viewing_request_id').references(() => viewingRequests.id, { onDelete: 'cascade' }),
    tenantOfferId: integer('tenant_offer_id').references(() => tenantOffers.id, { onDelete: 'cascade' }),
    /** An order's conversation is with one of its vendors. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guestUserId: integer('guest_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name the guest gave (a signed-in guest's display name when they wrote). */
    guestName: text('guest_name').notNull(),
    /** Where a visitor's notices go; lower case. A signed-in guest's account address when they wrote. */
    guestEmail: text('guest_email').notNull(),
    /** The phone the guest shared with the form they wrote with, if any. */
    guestPhone: text('guest_phone'),
    /** The language a visitor guest wrote in: their notices' language (a user's is users.locale). */
    guestLocale: text('guest_locale').$type<ContentLocale>().notNull().default('bg'),
    /** The last message each side has read (a message id; null: none). */
    ownerReadId: integer('owner_read_id'),
    guestReadId: integer('guest_read_id'),
    ownerBlockedAt: instant('owner_blocked_at'),
    guestBlockedAt: instant('guest_blocked_at'),
    /** A visitor guest's own switch for e-mail notices (a user's is conversation_settings). */
    guestNotices: boolean('guest_notices').notNull().default(true),
    /** When each side was last sent a notice; cleared when they read (at most one per NOTICE_INTERVAL_MINUTES while unread). */
    ownerNotifiedAt: instant('owner_notified_at'),
    guestNotifiedAt: instant('guest_notified_at'),
    lastMessageAt: instant('last_message_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversations_owner_user_id_idx').on(t.ownerUserId, t.lastMessageAt.desc().nullsFirst()),
    index('conversations_guest_user_id_idx').on(t.guestUserId, t.lastMessageAt.desc().nullsFirst()),
    index('conversations_guest_email_idx').on(t.guestEmail),
    uniqueIndex('conversations_viewing_request_id_idx').on(t.viewingRequestId),
    index('conversations_property_id_idx').on(t.propertyId),
    /** One conversation per offer and person: a second message continues it. */
    uniqueIndex('conversations_tenant_offer_guest_idx').on(t.tenantOfferId, t.guestEmail),
    /** One conversation per order and vendor. */
    uniqueIndex('conversations_order_vendor_idx').on(t.orderId, t.vendorId),
    check('conversations_subject_kind_check', oneOf(t.subjectKind, CONVERSATION_SUBJECT_KINDS)),
    check(
      'conversations_subject_check',
      sql`case ${t.subjectKind}
        when 'property' then ${t.propertyId} is not null and ${t.viewingRequestId} is not null and ${t.tenantOfferId} is null and ${t.orderId} is null
        when 'tenant-offer' then ${t.tenantOfferId} is not null and ${t.propertyId} is null and ${t.orderId} is null
        else ${t.orderId} is not null and ${t.vendorId} is not null and ${t.propertyId} is null and ${t.tenantOfferId} is null
      end`,
    ),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<ConversationSide>().notNull(),
    /** Who sent it, for the hourly limit across conversations: 'u:<user id>' or 'e:<visitor's e-mail>'. */
    senderKey: text('sender_key').notNull(),
    kind: text('kind').$type<MessageKind>().notNull().default('text'),
    body: text('body'),
    /** A viewing step's local (Europe/Sofia) time. */
    at: timestamp('at', { withTimezone: false, mode: 'string', precision: 0 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_conversation_id_idx').on(t.conversationId, t.id.desc().nullsFirst()),
    index('conversation_messages_sender_key_idx').on(t.senderKey, t.createdAt),
    check('conversation_messages_sender_check', oneOf(t.sender, CONVERSATION_SIDES)),
    check('conversation_messages_kind_check', oneOf(t.kind, MESSAGE_KINDS)),
    check('conversation_messages_content_check', sql`${t.body} is not null or ${t.kind} <> 'text'`),
  ],
);

/** A visitor guest's private links: each e-mail a token of its own. */
export const conversationLinks = pgTable(
  'conversation_links',
  {
    id: id(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('conversation_links_token_hash_unique'),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('conversation_links_conversation_id_idx').on(t.conversationId)],
);

/** One report per side of a conversation (a second replaces the first). */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: id(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    side: text('side').$type<ConversationSide>().notNull(),
    reason: text('reason').$type<ReportReason>().notNull(),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('conversation_reports_conversation_side_idx').on(t.conversationId, t.side),
    check('conversation_reports_side_check', oneOf(t.side, CONVERSATION_SIDES)),
    check('conversation_reports_reason_check', oneOf(t.reason, REPORT_REASONS)),
  ],
);

/** A user's settings for conversations; no row is the defaults. */
export const conversationSettings = pgTable('conversation_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotices: boolean('email_notices').notNull().default(true),
});

export type ConversationRow = typeof conversations.$inferSelect;
export type NewConversationRow = typeof conversations.$inferInsert;
export type ConversationMessageRow = typeof conversationMessages.$inferSelect;
