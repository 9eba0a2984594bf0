/**
 * The reads of conversations that the inbox's calls and the live streams share (docs/decisions/0032).
 * A user is the owner side of a conversation (`owner_user_id`) or its signed-in guest
 * (`guest_user_id`); a message is unread by a side when the other side sent it after the side's
 * read mark.
 */
import { sql } from 'drizzle-orm';
import type { Db, Transaction } from './client.ts';
import { rowsOf } from './client.ts';

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
