/**
 * The live events of conversations (GET /api/conversations/stream, docs/decisions/0032-conversations.md),
 * followed over HTTP on a listening server. Messages are written straight to the tables and
 * announced with `publish` inside their transaction, as the conversations' own operations do.
 * The last part runs two servers on one PostgreSQL (an embedded PostgreSQL 18 unless
 * TEST_DATABASE_URL names a server): a message sent through A's sendMessage reaches a stream
 * held on B, and one written while B's listening connection was cut still arrives.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../server/app.ts';
import { publish } from '../../../../server/areas/conversations/events.ts';
import { connectDatabase, openDatabase, rowsOf } from '../../../../server/db/client.ts';
import type { Db, ManagedDatabase } from '../../../../server/db/client.ts';
import { cities, conversationMessages, conversations, tenantOffers, users } from '../../../../server/db/schema/index.ts';
import { newToken } from '../../../../server/services/tokens.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { dataOf, openEventStream } from '../../helpers/eventStream.ts';
import type { EventStream } from '../../helpers/eventStream.ts';
import { createDatabase, startEmbeddedPostgres } from '../../helpers/postgres.ts';
import type { EmbeddedPostgres } from '../../helpers/postgres.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';

jest.setTimeout(120_000);

let server: TestApp;
let url: string;
let owner: Account;
let guest: Account;
let stranger: Account;
let conversationId: number;
const open: EventStream[] = [];

/** The address of a listening app's stream. */
function streamUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app does not listen');
  return `http://127.0.0.1:${address.port}/api/conversations/stream`;
}

async function follow(address: string, headers: Record<string, string>): Promise<EventStream> {
  const stream = await openEventStream(address, headers);
  open.push(stream);
  return stream;
}

/** A conversation about a new flatmate offer of `ownerId`, with `guestId` as its signed-in guest. */
async function newConversation(db: Db, ownerId: number, guestId: number): Promise<number> {
  const [city] = await db.insert(cities).values({ key: `city-${ownerId}-${guestId}`, name: { bg: 'София', en: 'Sofia' } }).returning({ id: cities.id });
  const [offer] = await db
    .insert(tenantOffers)
    .values({ ownerUserId: ownerId, cityId: city!.id, title: { bg: 'Стая', en: 'Room' }, description: { bg: 'Стая.', en: 'A room.' }, price: 30_000, availableFrom: '2030-01-01' })
    .returning({ id: tenantOffers.id });
  const [row] = await db
    .insert(conversations)
    .values({ subjectKind: 'tenant-offer', tenantOfferId: offer!.id, ownerUserId: ownerId, guestUserId: guestId, guestName: 'Гост', guestEmail: `guest-${guestId}@domovik.test` })
    .returning({ id: conversations.id });
  return row!.id;
}

/** A message from one side, announced to the other side's user when it commits, as sending one does; its id. */
function writeMessage(db: Db, conversation: number, sender: 'owner' | 'guest', receiverUserId: number, senderUserId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conversationMessages)
      .values({ conversationId: conversation, sender, senderKey: `u:${senderUserId}`, body: 'Здравейте, свободна ли е стаята?' })
      .returning({ id: conversationMessages.id });
    await publish(tx, { kind: 'message', userId: receiverUserId, conversationId: conversation, messageId: row!.id });
    return row!.id;
  });
}

const toOwner = () => writeMessage(server.db, conversationId, 'guest', owner.id, guest.id);
const toGuest = () => writeMessage(server.db, conversationId, 'owner', guest.id, owner.id);

/** Resolves once `check` holds (polled), or fails after `withinMs`. */
async function eventually(check: () => boolean, withinMs = 5_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  server = await startTestApp();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  url = streamUrl(server.app);
  owner = await createAccount(server, 'user');
  guest = await createAccount(server, 'user');
  stranger = await createAccount(server, 'user');
  conversationId = await newConversation(server.db, owner.id, guest.id);
});

afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

afterAll(async () => {
  await server?.close();
});

describe('one server', () => {
  it('answers 401 with the error body without a sign-in, and 422 for a Last-Event-ID that is not an id', async () => {
    for (const headers of [{}, { cookie: 'token=not-a-session' }, { authorization: 'Bearer not-a-session' }]) {
      const response = await server.inject({ method: 'GET', url: '/api/conversations/stream', headers: { accept: 'text/event-stream', 'accept-language': 'en', ...headers } });
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    for (const lastEventId of ['abc', '-1', '1.5', '1'.repeat(21), '']) {
      const response = await server.inject({ method: 'GET', url: '/api/conversations/stream', headers: { cookie: owner.cookie, 'last-event-id': lastEventId } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message: expect.any(String), errors: [{ property: 'Last-Event-ID', message: expect.any(String) }] });
    }
    expect(server.app.conversationStreams.size()).toBe(0);
    expect(server.contractViolations).toEqual([]);
  });

  it('sends the unread count on connect, uncompressed, never stored, and an event at a time', async () => {
    await toGuest();
    const stream = await follow(url, { cookie: guest.cookie, 'accept-encoding': 'gzip, br' });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    const first = await stream.next();
    expect(first).toEqual({ id: undefined, event: 'unread', data: JSON.stringify({ count: 1 }) });
  });

  it('sends a message to the user as a `message` event with its id, then the new count; another user hears nothing of it', async () => {
    const mine = await follow(url, { cookie: owner.cookie });
    const theirs = await follow(url, { authorization: `Bearer ${stranger.token}` });
    expect(dataOf(await mine.next())).toEqual({ count: 0 });
    expect(dataOf(await theirs.next())).toEqual({ count: 0 });

    const messageId = await toOwner();
    const message = await mine.next((event) => event.event === 'message', { seen: 1 });
    expect(message).toEqual({ id: String(messageId), event: 'message', data: JSON.stringify({ conversationId, messageId }) });
    const unread = await mine.next((event) => event.event === 'unread', { seen: 2 });
    expect(dataOf(unread)).toEqual({ count: 1 });
    expect(mine.events.map((event) => event.event)).toEqual(['unread', 'message', 'unread']);
    // The notification reached every stream of this process at once: the other user's had nothing.
    expect(theirs.events).toHaveLength(1);

    // Read on another device: the count follows, with no message event.
    await server.db.transaction(async (tx) => {
      await tx.update(conversations).set({ ownerReadId: messageId }).where(eq(conversations.id, conversationId));
      await publish(tx, { kind: 'unread', userId: owner.id });
    });
    expect(dataOf(await mine.next((event) => event.event === 'unread', { seen: 3 }))).toEqual({ count: 0 });
    expect(mine.events.map((event) => event.event)).toEqual(['unread', 'message', 'unread', 'unread']);
  });

  it('sends every open tab of the user the message', async () => {
    const tabs = [await follow(url, { cookie: owner.cookie }), await follow(url, { cookie: owner.cookie })];
    for (const tab of tabs) await tab.next();
    const messageId = await toOwner();
    for (const tab of tabs) expect((await tab.next((event) => event.event === 'message')).id).toBe(String(messageId));
  });

  it('replays the messages missed after Last-Event-ID, oldest first, then the count', async () => {
    const first = await follow(url, { cookie: owner.cookie });
    await first.next();
    const seen = await toOwner();
    expect((await first.next((event) => event.event === 'message')).id).toBe(String(seen));
    first.close();

    const missed = [await toOwner(), await toOwner()];
    await toGuest(); // the other side's: not replayed to the owner
    const again = await follow(url, { cookie: owner.cookie, 'last-event-id': String(seen) });
    await again.next((event) => event.event === 'unread');
    expect(again.events.map((event) => [event.event, event.id])).toEqual([...missed.map((id) => ['message', String(id)]), ['unread', undefined]]);
    expect(again.events.slice(0, 2).map((event) => dataOf(event))).toEqual(missed.map((messageId) => ({ conversationId, messageId })));

    // An id past every message: nothing to replay.
    const past = await follow(url, { cookie: owner.cookie, 'last-event-id': '99999999999999999999' });
    expect((await past.next()).event).toBe('unread');
  });

  it('passes over a notification on its channel that is not an event', async () => {
    const stream = await follow(url, { cookie: owner.cookie });
    await stream.next();
    for (const payload of ['not json', '{"kind":"message","userId":"1"}', JSON.stringify({ kind: 'message', userId: owner.id, conversationId: conversationId }), 'null']) {
      await server.db.execute(sql`select pg_notify('conversation_events', ${payload})`);
    }
    const messageId = await toOwner();
    await stream.next((event) => event.event === 'message' && event.id === String(messageId));
    // Every event came from a message: none from what was not an event.
    for (const event of stream.events.filter((each) => each.event === 'message')) {
      expect(event.id).toMatch(/^[0-9]+$/);
      expect(dataOf(event)).toEqual({ conversationId, messageId: Number(event.id) });
    }
    expect(stream.events.every((event) => ['message', 'unread'].includes(event.event))).toBe(true);
  });

  it('forgets a stream when its connection closes', async () => {
    const stream = await follow(url, { cookie: stranger.cookie });
    await stream.next();
    expect(server.app.conversationStreams.size(stranger.id)).toBe(1);
    stream.close();
    await eventually(() => server.app.conversationStreams.size(stranger.id) === 0);
    expect(server.app.conversationStreams.size()).toBe(0);
  });

  it("ends a stream when its session signs out, and goes on with the user's other sessions' streams", async () => {
    const session = newToken();
    await server.app.accountRepository.createSession(owner.id, session.hash, new Date(Date.now() + 3_600_000));
    const leaving = await follow(url, { cookie: `token=${session.token}` });
    const staying = await follow(url, { cookie: owner.cookie });
    await leaving.next();
    await staying.next();
    const signedOut = await server.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: `token=${session.token}` } });
    expect(signedOut.statusCode).toBeLessThan(300);
    await expect(leaving.next(() => false, { seen: leaving.events.length, withinMs: 5_000 })).rejects.toThrow('the stream ended');
    const messageId = await toOwner();
    expect((await staying.next((event) => event.event === 'message')).id).toBe(String(messageId));
    // Reconnecting with the ended session is refused.
    const again = await openEventStream(url, { cookie: `token=${session.token}` });
    expect(again.response.status).toBe(401);
    again.close();
  });

  it('ends every stream of the user when a new password revokes their sessions, and when the account is deleted', async () => {
    for (const end of [(id: number) => server.app.accountRepository.resetPassword(id, 'not-a-real-hash'), (id: number) => server.app.accountRepository.deleteAccount(id)]) {
      const user = await createAccount(server, 'user');
      const tabs = [await follow(url, { cookie: user.cookie }), await follow(url, { cookie: user.cookie })];
      for (const tab of tabs) await tab.next();
      await end(user.id);
      for (const tab of tabs) await expect(tab.next(() => false, { seen: tab.events.length, withinMs: 5_000 })).rejects.toThrow('the stream ended');
    }
  });

  it('ends a stream when its session expires', async () => {
    const session = newToken();
    await server.app.accountRepository.createSession(owner.id, session.hash, new Date(Date.now() + 1_500));
    const stream = await follow(url, { cookie: `token=${session.token}` });
    await stream.next();
    await expect(stream.next(() => false, { seen: stream.events.length, withinMs: 5_000 })).rejects.toThrow('the stream ended');
  });

  it('sends the keep-alive comment, and closing the server ends its streams rather than waiting for them', async () => {
    const other = await buildApp({ config: server.config, database: server.database, streamHeartbeatMs: 50 });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const stream = await follow(streamUrl(other), { cookie: owner.cookie });
    await stream.next();
    await eventually(() => stream.comments.length >= 2, 2_000);
    expect(stream.comments[0]).toBe('heartbeat');

    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(stream.next(() => false, { seen: stream.events.length, withinMs: 2_000 })).rejects.toThrow('the stream ended');
  });
});

describe('two servers on one PostgreSQL', () => {
  let postgres: EmbeddedPostgres | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  const databases: ManagedDatabase[] = [];
  const apps: FastifyInstance[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let dbA: Db;
  let ownerId: number;
  let guestId: number;
  let ownerCookie: string;
  let guestCookie: string;
  let conversation: number;

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? (postgres = await startEmbeddedPostgres()).url;
    const created = await createDatabase(serverUrl, 'domovik_streams');
    dropDatabase = created.drop;
    // Two servers: each its own pool and its own listening connection, as two processes.
    databases.push(await openDatabase({ kind: 'postgres', url: created.url }), await connectDatabase({ kind: 'postgres', url: created.url }));
    for (const database of databases) apps.push(await buildApp({ config: server.config, database }));
    [a, b] = apps as [FastifyInstance, FastifyInstance];
    await a.ready();
    await b.listen({ port: 0, host: '127.0.0.1' });
    dbA = databases[0]!.db;

    const people = await dbA
      .insert(users)
      .values([
        { type: 'user', name: 'Собственик', email: 'owner@streams.test' },
        { type: 'user', name: 'Гост', email: 'guest@streams.test' },
      ])
      .returning({ id: users.id });
    [ownerId, guestId] = people.map((person) => person.id) as [number, number];
    const { token, hash } = newToken();
    await a.accountRepository.createSession(ownerId, hash, new Date(Date.now() + 3_600_000));
    ownerCookie = `token=${token}`;
    const guestSession = newToken();
    await a.accountRepository.createSession(guestId, guestSession.hash, new Date(Date.now() + 3_600_000));
    guestCookie = `token=${guestSession.token}`;
    conversation = await newConversation(dbA, ownerId, guestId);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await dropDatabase?.();
    await postgres?.stop();
  });

  it('delivers a message sent through A (its sendMessage operation) to the stream B holds, within a second', async () => {
    const stream = await follow(streamUrl(b), { cookie: ownerCookie });
    expect(dataOf(await stream.next())).toEqual({ count: 0 });
    const delays: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const sent = performance.now();
      const answer = await a.inject({ method: 'POST', url: `/api/conversations/${conversation}/messages`, headers: { cookie: guestCookie }, payload: { body: `Въпрос ${round + 1}: свободна ли е стаята?` } });
      expect(answer.statusCode).toBe(201);
      const messageId = (answer.json() as { id: number }).id;
      const event = await stream.next((each) => each.event === 'message' && each.id === String(messageId), { withinMs: 10_000 });
      delays.push(performance.now() - sent);
      expect(dataOf(event)).toEqual({ conversationId: conversation, messageId });
    }
    expect(dataOf(await stream.next((event) => event.event === 'unread', { seen: 1 }))).toEqual({ count: 1 });
    process.stdout.write(`stream across servers: a message sent through A reached B in ${delays.map((delay) => `${delay.toFixed(1)} ms`).join(', ')}\n`);
  });

  it('ends the stream B holds when its session signs out through A', async () => {
    const session = newToken();
    await a.accountRepository.createSession(guestId, session.hash, new Date(Date.now() + 3_600_000));
    const stream = await follow(streamUrl(b), { cookie: `token=${session.token}` });
    await stream.next();
    const signedOut = await a.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: `token=${session.token}` } });
    expect(signedOut.statusCode).toBeLessThan(300);
    await expect(stream.next(() => false, { seen: stream.events.length, withinMs: 5_000 })).rejects.toThrow('the stream ended');
  });

  it('catches up when B’s listening connection is cut: the message written meanwhile still arrives', async () => {
    const stream = await follow(streamUrl(b), { cookie: ownerCookie });
    await stream.next();
    const seen = stream.events.length;
    // Every listening connection on the database (A's and B's) ends, as in a restart or a network cut.
    const cut = rowsOf<{ ended: boolean }>(
      await dbA.execute(sql`select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and query ilike 'LISTEN %'`),
    );
    expect(cut.length).toBeGreaterThanOrEqual(2);
    const messageId = await writeMessage(dbA, conversation, 'guest', ownerId, guestId);
    const event = await stream.next((each) => each.event === 'message' && each.id === String(messageId), { seen, withinMs: 20_000 });
    expect(dataOf(event)).toEqual({ conversationId: conversation, messageId });
    // And the bus listens again: the next message comes live.
    const deadline = Date.now() + 10_000;
    while (!(await b.notifications.listening()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await b.notifications.listening()).toBe(true);
    const next = await writeMessage(dbA, conversation, 'guest', ownerId, guestId);
    expect((await stream.next((each) => each.id === String(next), { seen, withinMs: 10_000 })).event).toBe('message');
  });
});
