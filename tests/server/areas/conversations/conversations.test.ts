/**
 * Conversations (issue 27): a flatmate message and a viewing request open one; only its two
 * sides read it (a visitor through the private link of an e-mail, which stops working when
 * revoked or expired); replies, read marks, blocks, the hourly limit, viewing answers, e-mail
 * notices at most one per 15 minutes while unread, and sign-up attaching a visitor's ones.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { MESSAGES_PER_HOUR } from '../../../../domain/conversations.ts';
import { SITE_CONTACT_EMAIL } from '../../../../domain/index.ts';
import { conversationLinks, conversationMessages, conversations, tenantOfferInquiries, users, viewingRequests } from '../../../../server/db/schema/index.ts';
import { appendMessage } from '../../../../server/db/conversations.ts';
import type { AppendOutcome } from '../../../../server/db/conversations.ts';
import { sofiaWallTime } from '../../../../server/viewingTime.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { captchaEnv, solvedCaptcha } from '../../helpers/captcha.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { OutboxMail, TestApp } from '../../helpers/testApp.ts';
import { createPlaces, insertProperty } from '../rentals/fixtures.ts';
import type { Places } from '../rentals/fixtures.ts';
import { insertOffer } from '../roommates/fixtures.ts';

let server: TestApp;
let places: Places;
let poster: Account;
let owner: Account;
let stranger: Account;
let offer: number;
let flat: number;
let address = 0;

beforeAll(async () => {
  server = await startTestApp({ env: captchaEnv });
  places = await createPlaces(server);
  [poster, owner, stranger] = await Promise.all([createAccount(server, 'user'), createAccount(server, 'agency'), createAccount(server, 'user')]);
  offer = await insertOffer(server, poster.id, places.sofia);
  flat = await insertProperty(server, owner.id, places.lozenets);
});

afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

/** Each call from an address of its own, so the strict per-address limits do not mix the tests. */
const inject = (options: InjectOptions) => {
  address += 1;
  return server.inject({ remoteAddress: `10.0.${Math.floor(address / 250)}.${address % 250}`, ...options });
};
const as = (account: Account | undefined) => (account ? { cookie: account.cookie } : {});

async function messagePoster(payload: Record<string, unknown>, account?: Account) {
  return inject({ method: 'POST', url: `/api/tenant-offer/${offer}/inquiry`, headers: as(account), payload: { code: await solvedCaptcha(), name: 'Ива', phone: '0888111222', message: 'Свободна ли е стаята?', ...payload } });
}

let visitors = 0;
/** A visitor's message to the poster; answers the conversation's id and the visitor's address. */
async function visitorConversation(): Promise<{ id: number; email: string }> {
  visitors += 1;
  const email = `visitor${visitors}@example.bg`;
  const response = await messagePoster({ email });
  expect(response.statusCode).toBe(204);
  const [row] = await server.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.guestEmail, email));
  return { id: row!.id, email };
}

const send = (id: number, body: string, account?: Account, token?: string) =>
  inject({ method: 'POST', url: `/api/conversations/${id}/messages`, headers: as(account), payload: { body, ...(token ? { token } : {}) } });
const read = (id: number, upTo: number, account?: Account, token?: string) =>
  inject({ method: 'POST', url: `/api/conversations/${id}/read`, headers: as(account), payload: { upTo, ...(token ? { token } : {}) } });
const get = (id: number, account?: Account) => inject({ method: 'GET', url: `/api/conversations/${id}`, headers: as(account) });
const view = (id: number, token: string) => inject({ method: 'POST', url: `/api/conversations/${id}/view`, payload: { token } });
const messageCount = async () => (await server.db.select({ n: count() }).from(conversationMessages))[0]!.n;

/** The notices sent since `before` (the job runs first). */
async function newMails(before: Set<string>): Promise<OutboxMail[]> {
  await server.app.conversationMails.idle();
  return (await server.outbox()).filter((mail) => !before.has(JSON.stringify(mail)));
}
const outboxNow = async () => {
  await server.app.conversationMails.idle();
  return new Set((await server.outbox()).map((mail) => JSON.stringify(mail)));
};
const tokenOf = (mail: OutboxMail) => {
  const link = mail.text.split('\n').find((line) => line.includes('?token='));
  return new URL(link!).searchParams.get('token')!;
};

/**
 * Writes the guest's message `first` ([conversation, body]) and keeps its transaction open while
 * `second` is written in a transaction of its own; answers whether the second waited for the
 * first to commit (it had not ended 300 ms later), and both outcomes.
 */
async function whileWriting(first: [number, string], second: [number, string]): Promise<{ waited: boolean; outcomes: AppendOutcome[] }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let written!: () => void;
  const firstWritten = new Promise<void>((resolve) => (written = resolve));
  const slow = server.db.transaction(async (tx) => {
    const outcome = await appendMessage(tx, first[0], { sender: 'guest', body: first[1] });
    written();
    await held;
    return outcome;
  });
  await firstWritten;
  const fast = server.db.transaction((tx) => appendMessage(tx, second[0], { sender: 'guest', body: second[1] }));
  const pending = Symbol('pending');
  const waited = (await Promise.race([fast.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve(pending), 300))])) === pending;
  release();
  return { waited, outcomes: await Promise.all([slow, fast]) };
}

describe('a flatmate message', () => {
  it('opens a conversation the poster reads, replies to and marks read; a second message continues it', async () => {
    const { id, email } = await visitorConversation();
    const list = await inject({ method: 'GET', url: '/api/conversations', headers: as(poster) });
    expect(list.statusCode).toBe(200);
    const item = list.json().items.find((each: { id: number }) => each.id === id);
    expect(item).toMatchObject({ me: 'owner', otherName: 'Ива', unread: 1, blocked: false, about: { kind: 'tenant-offer', id: offer }, lastMessage: { mine: false, kind: 'text', body: 'Свободна ли е стаята?' } });
    const unread = await inject({ method: 'GET', url: '/api/conversations/unread', headers: as(poster) });
    expect(unread.json().count).toBeGreaterThanOrEqual(1);

    const conversation = await get(id, poster);
    expect(conversation.statusCode).toBe(200);
    // The phone is shared by the form; the visitor's address is not.
    expect(conversation.json()).toMatchObject({ me: 'owner', sharedContact: { phone: '0888111222', email: null }, viewing: null, hasOlder: false });
    expect(JSON.stringify(conversation.json())).not.toContain(email);

    const reply = await send(id, 'Да, заповядайте на оглед.', poster);
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ mine: true, kind: 'text', body: 'Да, заповядайте на оглед.' });
    expect((await read(id, reply.json().id, poster)).statusCode).toBe(204);
    const after = await inject({ method: 'GET', url: '/api/conversations', headers: as(poster) });
    expect(after.json().items.find((each: { id: number }) => each.id === id).unread).toBe(0);

    expect((await messagePoster({ email: email.toUpperCase(), message: 'Още един въпрос.' })).statusCode).toBe(204);
    const again = await server.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.guestEmail, email));
    expect(again).toEqual([{ id }]);
    // What reads the inquiries still finds both.
    const inquiries = await server.db.select({ n: count() }).from(tenantOfferInquiries).where(eq(tenantOfferInquiries.offerId, offer));
    expect(inquiries[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it("lists each conversation with its own last message and unread count", async () => {
    const first = await visitorConversation();
    const second = await visitorConversation();
    expect((await send(first.id, 'Отговор на първия.', poster)).statusCode).toBe(201);
    const list = await inject({ method: 'GET', url: '/api/conversations?limit=50', headers: as(poster) });
    const byId = new Map(list.json().items.map((item: { id: number }) => [item.id, item]));
    expect(byId.get(first.id)).toMatchObject({ unread: 1, lastMessage: { mine: true, body: 'Отговор на първия.' } });
    expect(byId.get(second.id)).toMatchObject({ unread: 1, lastMessage: { mine: false, body: 'Свободна ли е стаята?' } });
  });

  it("opens no conversation for a visitor's message without an e-mail address (an older client's: the poster answers by phone)", async () => {
    const before = await messageCount();
    expect((await messagePoster({})).statusCode).toBe(204);
    expect(await messageCount()).toBe(before);
  });

  it("takes a signed-in sender's account address, and refuses writing to oneself", async () => {
    expect((await messagePoster({}, stranger)).statusCode).toBe(204);
    const [row] = await server.db.select().from(conversations).where(eq(conversations.guestUserId, stranger.id));
    expect(row!.guestEmail).toBe(stranger.email);
    const self = await messagePoster({ email: 'x@example.bg' }, poster);
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual([{ property: 'message', message: expect.any(String) }]);
  });
});

describe('who reads a conversation', () => {
  it('is its two sides only: nobody signed in is 401, anybody else 404', async () => {
    const { id } = await visitorConversation();
    expect((await get(id)).statusCode).toBe(401);
    expect((await get(id, stranger)).statusCode).toBe(404);
    expect((await send(id, 'hi', stranger)).statusCode).toBe(404);
    expect((await read(id, 1, stranger)).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/api/conversations' })).statusCode).toBe(401);
    expect((await get(999_999, poster)).statusCode).toBe(404);
  });

  it('answers the inbox, the count and the settings 401 to nobody signed in', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/conversations', undefined],
      ['GET', '/api/conversations/unread', undefined],
      ['GET', '/api/conversation-settings', undefined],
      ['POST', '/api/conversation-settings', { emailNotices: false }],
    ] as const) {
      const response = await inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBeDefined();
    }
  });

  it('pages the messages: the newest first page, then the older ones before the first shown', async () => {
    const { id } = await visitorConversation();
    await server.db.insert(conversationMessages).values(
      // Written two hours ago, so the poster's hourly limit is not spent on them.
      Array.from({ length: 34 }, (_, index) => ({ conversationId: id, sender: 'owner' as const, senderKey: `u:${poster.id}`, body: `Съобщение ${index + 1}`, createdAt: new Date(Date.now() - 2 * 3_600_000) })),
    );
    const newest = (await get(id, poster)).json();
    expect(newest.messages).toHaveLength(30);
    expect(newest.hasOlder).toBe(true);
    expect(newest.messages.at(-1).body).toBe('Съобщение 34');
    const older = await inject({ method: 'GET', url: `/api/conversations/${id}?before=${newest.messages[0].id}`, headers: as(poster) });
    expect(older.json().hasOlder).toBe(false);
    expect(older.json().messages.map((message: { body: string }) => message.body)).toEqual(['Свободна ли е стаята?', 'Съобщение 1', 'Съобщение 2', 'Съобщение 3', 'Съобщение 4']);
  });

  it('refuses a read mark of a message of another conversation, and an empty message, writing nothing', async () => {
    const first = await visitorConversation();
    const second = await visitorConversation();
    const [other] = await server.db.select({ id: conversationMessages.id }).from(conversationMessages).where(eq(conversationMessages.conversationId, second.id));
    const response = await read(first.id, other!.id, poster);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([expect.objectContaining({ property: 'upTo' })]);
    const before = await messageCount();
    const empty = await send(first.id, '', poster);
    expect(empty.statusCode).toBe(422);
    expect(await messageCount()).toBe(before);
  });
});

describe("a visitor's private link and the e-mail notices", () => {
  it('e-mails the visitor a working link at most once per 15 minutes while unread, again after a read', async () => {
    const { id, email } = await visitorConversation();
    let before = await outboxNow();
    expect((await send(id, 'Първи отговор.', poster)).statusCode).toBe(201);
    expect((await send(id, 'Втори отговор.', poster)).statusCode).toBe(201);
    let mails = (await newMails(before)).filter((mail) => mail.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Първи отговор.');
    const token = tokenOf(mails[0]!);

    const opened = await view(id, token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ me: 'guest', otherName: expect.any(String), sharedContact: { phone: null, email: null } });
    expect(opened.json().otherName).not.toContain('@');
    const lastId = opened.json().messages.at(-1).id;

    // The link opens only its own conversation.
    const other = await visitorConversation();
    const wrong = await view(other.id, token);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBeDefined();

    // The visitor answers through the link; the poster, who has read, gets a notice.
    expect((await read(id, lastId, poster)).statusCode).toBe(204);
    before = await outboxNow();
    const answer = await send(id, 'Благодаря!', undefined, token);
    expect(answer.statusCode).toBe(201);
    mails = await newMails(before);
    expect(mails.some((mail) => mail.text.includes('Благодаря!'))).toBe(true);

    // After a read, the next reply is e-mailed again.
    expect((await read(id, lastId, undefined, token)).statusCode).toBe(204);
    before = await outboxNow();
    expect((await send(id, 'Трети отговор.', poster)).statusCode).toBe(201);
    mails = (await newMails(before)).filter((mail) => mail.to === email);
    expect(mails).toHaveLength(1);
    const newer = tokenOf(mails[0]!);
    expect(newer).not.toBe(token);

    // Turned off, and every link revoked: no more e-mails, and the links stop working.
    const off = await inject({ method: 'POST', url: `/api/conversations/${id}/notices`, payload: { token: newer, emailNotices: false, revokeLinks: true } });
    expect(off.statusCode).toBe(204);
    expect((await view(id, newer)).statusCode).toBe(404);
    expect((await view(id, token)).statusCode).toBe(404);
    await server.db.update(conversations).set({ guestNotifiedAt: null }).where(eq(conversations.id, id));
    before = await outboxNow();
    expect((await send(id, 'Четвърти отговор.', poster)).statusCode).toBe(201);
    expect((await newMails(before)).filter((mail) => mail.to === email)).toHaveLength(0);
  });

  it('stops opening a conversation when the link expired', async () => {
    const { id, email } = await visitorConversation();
    const before = await outboxNow();
    await send(id, 'Отговор.', poster);
    const [mail] = (await newMails(before)).filter((each) => each.to === email);
    const token = tokenOf(mail!);
    expect((await view(id, token)).statusCode).toBe(200);
    await server.db.update(conversationLinks).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(conversationLinks.conversationId, id));
    const expired = await view(id, token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBeDefined();
  });

  it("sends a user none when they turned them off", async () => {
    const settings = await inject({ method: 'POST', url: '/api/conversation-settings', headers: as(poster), payload: { emailNotices: false } });
    expect(settings.json()).toEqual({ emailNotices: false });
    expect((await inject({ method: 'GET', url: '/api/conversation-settings', headers: as(poster) })).json()).toEqual({ emailNotices: false });
    const before = await outboxNow();
    const { id } = await visitorConversation();
    const [link] = await server.db.select().from(conversations).where(eq(conversations.id, id));
    expect(link).toBeDefined();
    const [posterRow] = await server.db.select({ email: users.email }).from(users).where(eq(users.id, poster.id));
    // The visitor replies through a link the poster's reply e-mailed them.
    const sent = await send(id, 'Отговор.', poster);
    expect(sent.statusCode).toBe(201);
    const visitorMail = (await newMails(before)).find((mail) => mail.text.includes('Отговор.'));
    const token = tokenOf(visitorMail!);
    const before2 = await outboxNow();
    expect((await send(id, 'Въпрос.', undefined, token)).statusCode).toBe(201);
    expect((await newMails(before2)).filter((mail) => mail.to === posterRow!.email)).toHaveLength(0);
    await inject({ method: 'POST', url: '/api/conversation-settings', headers: as(poster), payload: { emailNotices: true } });
  });
});

describe('blocks and the hourly limit', () => {
  it('refuses messages while blocked, by either side, until the blocker lifts it', async () => {
    const { id } = await visitorConversation();
    const blocked = await inject({ method: 'POST', url: `/api/conversations/${id}/block`, headers: as(poster), payload: { blocked: true } });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ blockedByMe: true, blockedByThem: false });
    const refused = await send(id, 'Ехо?', poster);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBeDefined();
    const lifted = await inject({ method: 'POST', url: `/api/conversations/${id}/block`, headers: as(poster), payload: { blocked: false } });
    expect(lifted.json().blockedByMe).toBe(false);
    expect((await send(id, 'Ехо?', poster)).statusCode).toBe(201);
    const before = await outboxNow();
    const reported = await inject({ method: 'POST', url: `/api/conversations/${id}/report`, headers: as(poster), payload: { reason: 'scam', note: 'Иска предплата.' } });
    expect(reported.statusCode).toBe(204);
    expect((await get(id, poster)).json().reported).toBe(true);
    // The site's team hears of it at its contact address, with the reason and the note.
    const [mail] = (await newMails(before)).filter((sent) => sent.to === SITE_CONTACT_EMAIL);
    expect(mail?.subject).toBe(`Докладван разговор № ${id}`);
    expect(mail?.text).toContain('причина: scam');
    expect(mail?.text).toContain('Иска предплата.');
  });

  it("lets the visitor block and report through the link; only the visitor lifts the visitor's block", async () => {
    const { id, email } = await visitorConversation();
    const before = await outboxNow();
    expect((await send(id, 'Здравейте!', poster)).statusCode).toBe(201);
    const token = tokenOf((await newMails(before)).find((mail) => mail.to === email)!);
    const blocked = await inject({ method: 'POST', url: `/api/conversations/${id}/block`, payload: { blocked: true, token } });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ me: 'guest', blockedByMe: true, blockedByThem: false });
    expect((await send(id, 'Ехо?', poster)).statusCode).toBe(409);
    // The poster's "unblock" lifts only a block of the poster's own.
    await inject({ method: 'POST', url: `/api/conversations/${id}/block`, headers: as(poster), payload: { blocked: false } });
    expect((await get(id, poster)).json()).toMatchObject({ blockedByMe: false, blockedByThem: true });
    expect((await send(id, 'Ехо?', poster)).statusCode).toBe(409);
    const reported = await inject({ method: 'POST', url: `/api/conversations/${id}/report`, payload: { reason: 'listing-missing', token } });
    expect(reported.statusCode).toBe(204);
    expect((await view(id, token)).json()).toMatchObject({ reported: true });
    expect((await inject({ method: 'POST', url: `/api/conversations/${id}/block`, payload: { blocked: false, token } })).statusCode).toBe(200);
    expect((await send(id, 'Ехо?', poster)).statusCode).toBe(201);
  });

  it("answers a sender's 31st message within an hour 429", async () => {
    const sender = await createAccount(server, 'user');
    expect((await messagePoster({}, sender)).statusCode).toBe(204);
    const [row] = await server.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.guestUserId, sender.id));
    // The first message (the form's) counts: 29 replies more make 30.
    for (let sent = 1; sent < MESSAGES_PER_HOUR; sent += 1) expect((await send(row!.id, `Съобщение ${sent}`, sender)).statusCode).toBe(201);
    const over = await send(row!.id, 'Още едно', sender);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBeDefined();
  });

  it("counts a sender's message written meanwhile in another conversation: the 31st is refused", async () => {
    const sender = await createAccount(server, 'user');
    // Two conversations of the sender's, with two posters: the limit is the sender's, across them.
    for (const to of [poster, stranger]) {
      const other = await insertOffer(server, to.id, places.sofia);
      const opened = await inject({ method: 'POST', url: `/api/tenant-offer/${other}/inquiry`, headers: as(sender), payload: { code: await solvedCaptcha(), name: 'Ива', phone: '0888111222', message: 'Свободна ли е стаята?' } });
      expect(opened.statusCode).toBe(204);
    }
    const rows = await server.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.guestUserId, sender.id));
    expect(rows).toHaveLength(2);
    for (let sent = 3; sent < MESSAGES_PER_HOUR; sent += 1) expect((await send(rows[0]!.id, `Съобщение ${sent}`, sender)).statusCode).toBe(201);
    // The 30th is written in one conversation and its transaction kept open while the 31st is sent in the other.
    const { waited, outcomes } = await whileWriting([rows[0]!.id, '30-о'], [rows[1]!.id, '31-во']);
    expect(waited).toBe(true);
    expect(outcomes[0]).toHaveProperty('message');
    expect(outcomes[1]).toEqual({ refused: 'rate-limit' });
  });
});

describe('the order of the messages to one user', () => {
  it('gives a message to a user its id only once the one before it to the same user is written', async () => {
    const [first, second] = await Promise.all([createAccount(server, 'user'), createAccount(server, 'user')]);
    const ids: number[] = [];
    for (const account of [first, second]) {
      expect((await messagePoster({}, account)).statusCode).toBe(204);
      const [row] = await server.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.guestUserId, account.id));
      ids.push(row!.id);
    }
    const { waited, outcomes: [one, two] } = await whileWriting([ids[0]!, 'Първо'], [ids[1]!, 'Второ']);
    // Had the second taken an id meanwhile and committed, a stream that sent it could never replay the first.
    expect(waited).toBe(true);
    if (!one || !('message' in one) || !two || !('message' in two)) throw new Error('a message was refused');
    expect(two.message.id).toBeGreaterThan(one.message.id);
  });
});

describe('a viewing request', () => {
  const when = (hours: number) => sofiaWallTime(new Date(Date.now() + hours * 60 * 60 * 1000));

  it("names the other side by the owner's own name when the owner is not an agency, however many agencies there are", async () => {
    const home = await insertProperty(server, poster.id, places.lozenets);
    const response = await inject({
      method: 'POST',
      url: '/api/property-view',
      headers: as(stranger),
      payload: { code: await solvedCaptcha(), propertyId: home, contactName: 'Стоян', contactPhone: '0888333445', contactEmail: stranger.email, dateTime: when(50) },
    });
    expect(response.statusCode).toBe(201);
    const [name] = await server.db.select({ name: users.name }).from(users).where(eq(users.id, poster.id));
    const list = await inject({ method: 'GET', url: '/api/conversations?limit=50', headers: as(stranger) });
    const item = list.json().items.find((each: { id: number }) => each.id === response.json().conversationId);
    expect(item).toMatchObject({ me: 'guest', otherName: name!.name, about: { kind: 'property', id: home } });
  });

  it('opens a conversation; the owner proposes another time, the visitor accepts it', async () => {
    const before = await outboxNow();
    const asked = when(48);
    const response = await inject({
      method: 'POST',
      url: '/api/property-view',
      payload: { code: await solvedCaptcha(), propertyId: flat, contactName: 'Петър', contactPhone: '0888333444', contactEmail: 'petar@example.bg', dateTime: asked },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'requested', conversationId: expect.any(Number), dateTime: asked });
    const id = response.json().conversationId as number;
    // The owner's viewing e-mail links to the conversation.
    const ownerMail = (await newMails(before)).find((mail) => mail.to === owner.email);
    expect(ownerMail?.text).toContain(`/profil/saobshteniya/${id}`);

    const conversation = await get(id, owner);
    expect(conversation.json()).toMatchObject({ me: 'owner', viewing: { status: 'requested', dateTime: asked, proposedBy: 'guest' }, sharedContact: { phone: '0888333444', email: 'petar@example.bg' } });
    expect(conversation.json().messages[0]).toMatchObject({ kind: 'viewing-requested', at: asked });

    // The owner proposes another time.
    const other = when(72);
    const proposed = await inject({ method: 'POST', url: `/api/conversations/${id}/viewing`, headers: as(owner), payload: { action: 'propose', dateTime: other } });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json().viewing).toMatchObject({ status: 'proposed', proposedBy: 'owner', dateTime: other });
    // The owner may not accept their own proposal.
    const own = await inject({ method: 'POST', url: `/api/conversations/${id}/viewing`, headers: as(owner), payload: { action: 'accept' } });
    expect(own.statusCode).toBe(409);

    const mails = await newMails(before);
    const visitorMail = mails.find((mail) => mail.to === 'petar@example.bg');
    expect(visitorMail).toBeDefined();
    const token = tokenOf(visitorMail!);
    const accepted = await inject({ method: 'POST', url: `/api/conversations/${id}/viewing`, payload: { action: 'accept', token } });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().viewing).toMatchObject({ status: 'accepted', dateTime: other });
    const [stored] = await server.db.select().from(viewingRequests).where(eq(viewingRequests.id, response.json().id));
    expect(stored).toMatchObject({ status: 'accepted', proposedBy: 'owner' });
    expect(stored!.dateTime.slice(0, 16)).toBe(other);

    const list = await inject({ method: 'GET', url: `/api/property-view?propertyId=${flat}`, headers: as(owner) });
    expect(list.json().items.find((item: { id: number }) => item.id === response.json().id)).toMatchObject({ status: 'accepted', conversationId: id, dateTime: other });

    // Declined, it takes no more answers.
    expect((await inject({ method: 'POST', url: `/api/conversations/${id}/viewing`, headers: as(owner), payload: { action: 'decline' } })).statusCode).toBe(200);
    const late = await inject({ method: 'POST', url: `/api/conversations/${id}/viewing`, headers: as(owner), payload: { action: 'propose', dateTime: when(96) } });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBeDefined();
  });

  it('refuses a proposal without a time, and answers about a flatmate conversation 404', async () => {
    const { id } = await visitorConversation();
    expect((await inject({ method: 'POST', url: `/api/conversations/${id}/viewing`, headers: as(poster), payload: { action: 'decline' } })).statusCode).toBe(404);
  });
});

describe('signing up', () => {
  it("attaches a visitor's conversations to the account whose address is confirmed", async () => {
    const { id, email } = await visitorConversation();
    const [user] = await server.db.insert(users).values({ type: 'user', name: 'Нов', email, locale: 'bg' }).returning({ id: users.id });
    await server.app.accountRepository.confirmEmail(user!.id);
    const [row] = await server.db.select({ guestUserId: conversations.guestUserId }).from(conversations).where(eq(conversations.id, id));
    expect(row!.guestUserId).toBe(user!.id);
  });
});
