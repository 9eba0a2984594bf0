import { sql } from 'drizzle-orm';
import type { ConversationSide } from '../../../../domain/conversations.ts';
import { rowsOf } from '../../client.ts';
import { conversationMessages, conversations, viewingRequests } from '../../schema/index.ts';
import type { MessageKind } from '../../schema/index.ts';
import type { SeedStep } from './support.ts';

/** A message of a demo conversation after its first one: who, what, how long after the one before. */
interface Step {
  from: ConversationSide;
  kind?: MessageKind;
  body?: string;
  /** For a viewing step: hours added to the time asked for. */
  moveHours?: number;
  afterMinutes: number;
}

/** What the demo conversations say after their first message, in the order their requests were seeded; unlisted ones wait for an answer. */
const VIEWING_THREADS: readonly (readonly Step[])[] = [
  [
    { from: 'owner', body: 'Здравей, Георги! В 18:00 още съм на работа – може ли час по-късно?', afterMinutes: 40 },
    { from: 'owner', kind: 'viewing-proposed', moveHours: 1, afterMinutes: 41 },
    { from: 'guest', kind: 'viewing-accepted', moveHours: 1, afterMinutes: 95 },
    { from: 'guest', body: 'Чудесно, до скоро!', afterMinutes: 96 },
  ],
  [],
  [],
  [
    { from: 'owner', kind: 'viewing-accepted', afterMinutes: 25 },
    { from: 'owner', body: 'Очакваме Ви! Входът е откъм двора, звънец „Домус“.', afterMinutes: 26 },
  ],
];

const INQUIRY_THREADS: readonly (readonly Step[])[] = [
  [
    { from: 'owner', body: 'Здравей, Елена! Да, свободна е от 1-ви. Удобно ли ти е в събота сутринта?', afterMinutes: 55 },
    { from: 'guest', body: 'Събота в 11 ми е идеално. Благодаря!', afterMinutes: 130 },
  ],
  [],
  [{ from: 'owner', body: 'Hi Desislava! Yes, it is still free. You can see photos of the kitchen at www.domovik.bg – shall we talk on Friday?', afterMinutes: 30 }],
  [{ from: 'owner', body: 'Здравей, Мария! Разбира се – нека ми пише тук и ще се разберем за оглед.', afterMinutes: 240 }],
  [{ from: 'owner', body: 'Здравейте! На терасата няма проблем.', afterMinutes: 300 }],
];

interface Opening {
  id: number;
  ownerUserId: number;
  guestUserId: number | null;
  guestName: string;
  guestEmail: string;
  guestPhone: string | null;
  createdAt: Date;
  at: string | null;
  body: string | null;
}

const MINUTE_MS = 60 * 1000;

/**
 * The demo conversations: one for each seeded viewing request and flatmate message (as the two
 * forms open them), several answered, some read and some not, so the demo accounts' inboxes
 * (Мария's above all) show every state.
 */
export async function seedConversations({ tx, note }: SeedStep): Promise<void> {
  const viewings = rowsOf<Opening & { propertyId: number }>(
    await tx.execute(sql`
      select v.id, v.property_id as "propertyId", p.owner_user_id as "ownerUserId", v.requester_user_id as "guestUserId",
             v.contact_name as "guestName", lower(v.contact_email) as "guestEmail", v.contact_phone as "guestPhone",
             v.created_at as "createdAt", to_char(v.date_time, 'YYYY-MM-DD HH24:MI') as at, null as body
      from viewing_requests v join properties p on p.id = v.property_id order by v.id`),
  );
  const inquiries = rowsOf<Opening & { offerId: number }>(
    await tx.execute(sql`
      select i.id, i.offer_id as "offerId", o.owner_user_id as "ownerUserId", i.sender_user_id as "guestUserId", i.name as "guestName",
             coalesce(lower(u.email), 'visitor' || i.id || '@example.bg') as "guestEmail", i.phone as "guestPhone",
             i.created_at as "createdAt", null as at, i.message as body
      from tenant_offer_inquiries i join tenant_offers o on o.id = i.offer_id left join users u on u.id = i.sender_user_id
      order by i.id`),
  );
  let messages = 0;
  const open = async (opening: Opening, subject: Partial<typeof conversations.$inferInsert>, first: MessageKind, steps: readonly Step[]) => {
    const senderKey = (side: ConversationSide) =>
      side === 'owner' ? `u:${opening.ownerUserId}` : opening.guestUserId !== null ? `u:${opening.guestUserId}` : `e:${opening.guestEmail}`;
    const [conversation] = await tx
      .insert(conversations)
      .values({
        subjectKind: 'property',
        ...subject,
        ownerUserId: opening.ownerUserId,
        guestUserId: opening.guestUserId,
        guestName: opening.guestName,
        guestEmail: opening.guestEmail,
        guestPhone: opening.guestPhone,
        createdAt: new Date(opening.createdAt),
      })
      .returning({ id: conversations.id });
    const id = conversation!.id;
    let when = new Date(opening.createdAt).getTime();
    const shiftedAt = (hours = 0) => {
      if (opening.at === null) return null;
      const moved = new Date(new Date(`${opening.at.replace(' ', 'T')}:00Z`).getTime() + hours * 60 * MINUTE_MS);
      return moved.toISOString().slice(0, 16).replace('T', ' ') + ':00';
    };
    const ids: { id: number; from: ConversationSide }[] = [];
    const write = async (from: ConversationSide, kind: MessageKind, body: string | null, at: string | null, createdAt: number) => {
      const [row] = await tx
        .insert(conversationMessages)
        .values({ conversationId: id, sender: from, senderKey: senderKey(from), kind, body, at, createdAt: new Date(createdAt) })
        .returning({ id: conversationMessages.id });
      ids.push({ id: row!.id, from });
    };
    await write('guest', first, opening.body, shiftedAt(), when);
    for (const step of steps) {
      when = new Date(opening.createdAt).getTime() + step.afterMinutes * MINUTE_MS;
      await write(step.from, step.kind ?? 'text', step.body ?? null, step.kind ? shiftedAt(step.moveHours) : null, when);
    }
    // Each side has read up to its own last message; what the other wrote after it is unread.
    const lastOf = (side: ConversationSide) => ids.filter((message) => message.from === side).at(-1)?.id ?? null;
    await tx.update(conversations).set({ ownerReadId: lastOf('owner'), guestReadId: lastOf('guest'), lastMessageAt: new Date(when) }).where(sql`${conversations.id} = ${id}`);
    messages += ids.length;
    return id;
  };

  for (const [index, viewing] of viewings.entries()) {
    const steps = VIEWING_THREADS[index] ?? [];
    await open(viewing, { subjectKind: 'property', propertyId: viewing.propertyId, viewingRequestId: viewing.id }, 'viewing-requested', steps);
    const last = steps.filter((step) => step.kind !== undefined).at(-1);
    if (last) {
      const status = last.kind === 'viewing-accepted' ? 'accepted' : 'proposed';
      const moved = last.moveHours ?? 0;
      await tx
        .update(viewingRequests)
        .set({ status, proposedBy: moved > 0 ? 'owner' : 'guest', dateTime: sql`${viewingRequests.dateTime} + ${moved} * interval '1 hour'` })
        .where(sql`${viewingRequests.id} = ${viewing.id}`);
    }
  }
  for (const [index, inquiry] of inquiries.entries()) {
    await open(inquiry, { subjectKind: 'tenant-offer', tenantOfferId: inquiry.offerId }, 'text', INQUIRY_THREADS[index] ?? []);
  }
  note('conversations', viewings.length + inquiries.length);
  note('conversationMessages', messages);
}
