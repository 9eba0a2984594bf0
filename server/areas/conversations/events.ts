/**
 * What the conversations tell the live streams (docs/decisions/0032): ids only, on PostgreSQL's
 * NOTIFY channel CONVERSATION_CHANNEL, so a stream held by any server hears a change made through
 * any other; the messages table stays the truth, and a stream reads what it sends from it. Sent
 * inside the writing transaction, NOTIFY is delivered only when it commits.
 */
import type { Db, Transaction } from '../../db/client.ts';
import { announce } from '../../services/notifications.ts';

export const CONVERSATION_CHANNEL = 'conversation_events';

export type ConversationEvent =
  /** A message to `userId` (the receiving side's user): a `message` event, and its unread count. */
  | { kind: 'message'; userId: number; conversationId: number; messageId: number }
  /** `userId`'s unread count may have changed (a read on another device, a block). */
  | { kind: 'unread'; userId: number };

/** Announces `event` (when the transaction commits, if `db` is one). */
export async function publish(db: Db | Transaction, event: ConversationEvent): Promise<void> {
  await announce(db, CONVERSATION_CHANNEL, event);
}
