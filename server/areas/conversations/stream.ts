/**
 * The live events of a signed-in user's conversations (GET /api/conversations/stream,
 * docs/decisions/0032-conversations.md): a Server-Sent Events stream per browser tab. On
 * connect it sends the `message` events missed since `Last-Event-ID` (the messages table is the
 * truth), then `unread` with the count; then, for each NOTIFY of the conversations' channel
 * (events.ts) about its user, `message` (id: the message's id) and `unread` when the count
 * changed. Any server may hold the stream: the notification comes through PostgreSQL.
 *
 * Each process subscribes once to the channel (app.notifications) and hands each event to the
 * streams of its user that this process holds (a map by user id: connection state, which is a
 * process's own). The count is read once per event and user, however many tabs the user has open.
 * When the bus listens again after its connection dropped, every stream is started again from
 * what it last sent: the missed messages, then the count.
 *
 * A stream lasts as long as the sign-in session it was opened with: it ends when the session
 * expires (a timer) or is ended on any server (signed out, revoked by a new password, the account
 * deleted: SESSION_CHANNEL names the user, and each of their streams here checks its own session).
 */
import type { SSEMessage, SSEReplyInterface } from '@fastify/sse';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rowsOf } from '../../db/client.ts';
import type { Db } from '../../db/client.ts';
import { messagesToUserAfter, unreadConversationCount } from '../../db/conversations.ts';
import { unauthorized, validationFailed } from '../../errors.ts';
import type { AreaHandlers } from '../../handler.ts';
import { presentedToken } from '../../plugins/auth.ts';
import { SESSION_CHANNEL } from '../../services/notifications.ts';
import { hashToken } from '../../services/tokens.ts';
import { CONVERSATION_CHANNEL } from './events.ts';
import type { ConversationEvent } from './events.ts';

/** The most `message` events a (re)connect replays; past that the unread count and the inbox tell the rest. */
export const REPLAY_LIMIT = 200;

/** The largest message id there can be (an integer column): a larger Last-Event-ID has nothing after it. */
const LARGEST_ID = 2_147_483_647;

/** The longest a timer waits (setTimeout's limit); a session ending later ends its stream then, and the browser reconnects. */
const LONGEST_TIMER_MS = 2_147_483_647;

/** The contract's Last-Event-ID: digits, at most 20. */
const LAST_EVENT_ID = /^[0-9]{1,20}$/;

interface Sent {
  conversationId: number;
  messageId: number;
}

interface LiveStream {
  userId: number;
  /** The hash of the sign-in session's token it was opened with. */
  session: string;
  sse: SSEReplyInterface;
  /** The newest message id it has covered: sent, asked to replay after, or the newest there was when it opened. */
  cursor: number;
  /** The unread count it was last sent. */
  count: number | undefined;
  /** Something was written (the answer's head has gone: an error can no longer be answered as one). */
  committed: boolean;
  /** While it (re)starts: the live messages that came meanwhile, sent after its replay unless the replay sent them. */
  held: Sent[] | undefined;
  /** While it (re)starts: an event came, so its count is read again after. */
  stale: boolean;
}

interface UserStreams {
  streams: Set<LiveStream>;
  /** A count is being read for them; `again`: an event came meanwhile, read it once more after. */
  counting: boolean;
  again: boolean;
}

export interface StreamHub {
  /**
   * Opens `userId`'s stream on `sse`: replays after `lastEventId` (if given), sends the count, then
   * follows the live events until the connection closes. Rejects, having written nothing, when the
   * database fails before anything was sent.
   */
  open(userId: number, session: string, sse: SSEReplyInterface, lastEventId: number | undefined): Promise<void>;
  /** A notification's payload from the conversations' channel. */
  dispatch(payload: string): void;
  /** A notification's payload from the sessions' channel: the user's streams whose session ended are ended. */
  sessionsEnded(payload: string): void;
  /** The bus listened again after a gap: every stream whose session ended meanwhile ends, the others catch up from what they last sent. */
  resync(): void;
  /** How many streams this process holds (of `userId`, when given). */
  size(userId?: number): number;
  /** Ends every stream (the server is closing: the browsers reconnect to another). */
  closeAll(): void;
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** The event of a notification's payload, or undefined when it is not one. */
function eventOf(payload: string): ConversationEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const event = value as Partial<Record<string, unknown>> | null;
  if (typeof event !== 'object' || event === null || !isId(event.userId)) return undefined;
  if (event.kind === 'unread') return { kind: 'unread', userId: event.userId };
  if (event.kind === 'message' && isId(event.conversationId) && isId(event.messageId)) {
    return { kind: 'message', userId: event.userId, conversationId: event.conversationId, messageId: event.messageId };
  }
  return undefined;
}

/** The newest message's id (0 when there is none): where a stream opened without Last-Event-ID starts. */
async function newestMessageId(db: Db): Promise<number> {
  const [row] = rowsOf<{ id: number }>(await db.execute(sql`select coalesce(max(id), 0)::int as id from conversation_messages`));
  return row?.id ?? 0;
}

/** When the session of a token's hash ends; null when it is not a session (anymore). */
export type SessionExpiry = (session: string) => Promise<Date | null>;

export function createStreamHub(db: Db, log: FastifyBaseLogger, sessionExpiry: SessionExpiry): StreamHub {
  const users = new Map<number, UserStreams>();

  function write(stream: LiveStream, message: SSEMessage): void {
    stream.committed = true;
    // Written at once, in order (the plugin waits only for a full socket buffer); a closed one is removed by its onClose.
    stream.sse.send(message).catch(() => undefined);
  }

  function sendMessage(stream: LiveStream, message: Sent): void {
    write(stream, { id: String(message.messageId), event: 'message', data: { conversationId: message.conversationId, messageId: message.messageId } });
    stream.cursor = Math.max(stream.cursor, message.messageId);
  }

  function sendCount(stream: LiveStream, count: number): void {
    if (stream.count === count) return;
    stream.count = count;
    write(stream, { event: 'unread', data: { count } });
  }

  function remove(stream: LiveStream): void {
    const entry = users.get(stream.userId);
    if (!entry?.streams.delete(stream)) return;
    if (entry.streams.size === 0) users.delete(stream.userId);
  }

  /** Reads the user's count (once for all their streams) and sends it to the live ones it changed for. */
  async function refresh(userId: number): Promise<void> {
    const entry = users.get(userId);
    if (!entry) return;
    if (entry.counting) {
      entry.again = true;
      return;
    }
    entry.counting = true;
    try {
      do {
        entry.again = false;
        const count = await unreadConversationCount(db, userId);
        for (const stream of entry.streams) if (!stream.held) sendCount(stream, count);
      } while (entry.again && entry.streams.size > 0);
    } catch (error) {
      log.warn({ err: error, userId }, 'conversation stream: reading the unread count failed');
    } finally {
      entry.counting = false;
    }
  }

  /** Ends `stream` when its session has ended. */
  function endIfSignedOut(stream: LiveStream): void {
    sessionExpiry(stream.session).then(
      (expiresAt) => {
        if (expiresAt === null) stream.sse.close();
      },
      (error: unknown) => log.warn({ err: error, userId: stream.userId }, 'conversation stream: checking its session failed'),
    );
  }

  /**
   * Sends what `stream` missed after message `after` (if given) and its count; the live messages
   * that come meanwhile are held (`held`, set by the caller) and sent after, once each.
   */
  async function start(stream: LiveStream, after: number | undefined): Promise<void> {
    const replayed = new Set<number>();
    try {
      if (after !== undefined) {
        for (const message of await messagesToUserAfter(db, stream.userId, after, REPLAY_LIMIT)) {
          sendMessage(stream, message);
          replayed.add(message.messageId);
        }
      }
      sendCount(stream, await unreadConversationCount(db, stream.userId));
    } catch (error) {
      stream.held = undefined;
      stream.stale = false;
      throw error;
    }
    const held = stream.held ?? [];
    const stale = stream.stale;
    stream.held = undefined;
    stream.stale = false;
    for (const message of held) if (!replayed.has(message.messageId)) sendMessage(stream, message);
    // The count read above may predate what came meanwhile.
    if (stale) void refresh(stream.userId);
  }

  return {
    async open(userId, session, sse, lastEventId) {
      const stream: LiveStream = { userId, session, sse, cursor: lastEventId ?? 0, count: undefined, committed: false, held: [], stale: false };
      let entry = users.get(userId);
      if (!entry) users.set(userId, (entry = { streams: new Set(), counting: false, again: false }));
      // Following the live events before reading anything: nothing falls between the read and the first event.
      entry.streams.add(stream);
      sse.onClose(() => remove(stream));
      // Gone already (while the session was looked up): its close came before the callback above.
      if (!sse.isConnected) {
        remove(stream);
        return;
      }
      try {
        const expiresAt = await sessionExpiry(session);
        // Signed out on another server while this one looked the session up: that announcement came before this stream was in the map.
        if (expiresAt === null) throw unauthorized();
        const timer = setTimeout(() => sse.close(), Math.min(Math.max(expiresAt.getTime() - Date.now(), 0), LONGEST_TIMER_MS));
        // Never what keeps a closing process alive.
        timer.unref();
        sse.onClose(() => clearTimeout(timer));
        if (lastEventId === undefined) stream.cursor = await newestMessageId(db);
        await start(stream, lastEventId);
      } catch (error) {
        remove(stream);
        if (!stream.committed) throw error;
        // Already streaming: the browser reconnects (with its Last-Event-ID) and starts again.
        log.warn({ err: error, userId }, 'conversation stream: starting failed; closed');
        sse.close();
      }
    },

    dispatch(payload) {
      const event = eventOf(payload);
      if (!event) {
        log.warn({ payload: payload.slice(0, 200) }, 'conversation stream: a notification that is not an event');
        return;
      }
      const entry = users.get(event.userId);
      // Most notifications are for users whose streams another server holds.
      if (!entry) return;
      for (const stream of entry.streams) {
        if (stream.held) {
          stream.stale = true;
          if (event.kind === 'message') stream.held.push({ conversationId: event.conversationId, messageId: event.messageId });
        } else if (event.kind === 'message') {
          sendMessage(stream, { conversationId: event.conversationId, messageId: event.messageId });
        }
      }
      void refresh(event.userId);
    },

    sessionsEnded(payload) {
      let userId: unknown;
      try {
        userId = (JSON.parse(payload) as { userId?: unknown } | null)?.userId;
      } catch {
        userId = undefined;
      }
      if (!isId(userId)) {
        log.warn({ payload: payload.slice(0, 200) }, 'conversation stream: a session notification without a user');
        return;
      }
      for (const stream of users.get(userId)?.streams ?? []) endIfSignedOut(stream);
    },

    resync() {
      for (const entry of users.values()) {
        for (const stream of entry.streams) {
          // The sessions ended meanwhile were not heard either.
          endIfSignedOut(stream);
          // One already starting reads after the gap anyway.
          if (stream.held) continue;
          stream.held = [];
          start(stream, stream.cursor).catch((error: unknown) => {
            log.warn({ err: error, userId: stream.userId }, 'conversation stream: catching up failed; closed');
            stream.sse.close();
          });
        }
      }
    },

    size(userId) {
      if (userId !== undefined) return users.get(userId)?.streams.size ?? 0;
      let total = 0;
      for (const entry of users.values()) total += entry.streams.size;
      return total;
    },

    closeAll() {
      for (const entry of [...users.values()]) for (const stream of [...entry.streams]) stream.sse.close();
      users.clear();
    },
  };
}

/** The Last-Event-ID header as a message id; undefined without one; 422 when it is not digits. */
function lastEventIdOf(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !LAST_EVENT_ID.test(header)) throw validationFailed([{ property: 'Last-Event-ID', key: 'error-invalid-value' }]);
  return Math.min(Number(header), LARGEST_ID);
}

export const streamHandlers = {
  async streamConversations(request, reply) {
    // The contract's security has the auth plugin answer 401 first; this is for the types.
    const token = presentedToken(request);
    if (!request.user || token === undefined) throw unauthorized();
    const lastEventId = lastEventIdOf(request.headers['last-event-id']);
    // The stream outlives the handler (@fastify/sse closes it on return otherwise).
    reply.sse.keepAlive();
    await request.server.conversationStreams.open(request.user.id, hashToken(token), reply.sse, lastEventId);
    return undefined;
  },
} satisfies AreaHandlers;

declare module 'fastify' {
  interface FastifyInstance {
    /** The conversations' event streams this process holds (areas/conversations/stream.ts). */
    conversationStreams: StreamHub;
  }
}

/** The hub, its one subscription to the conversations' channel, and its end when the server closes. */
export const conversationStreams = fp(
  async (app: FastifyInstance) => {
    const hub = createStreamHub(app.db, app.log, (session) => app.accountRepository.sessionExpiry(session));
    app.decorate('conversationStreams', hub);
    const unsubscribe: Array<() => void> = [];
    app.addHook('onReady', async () => {
      unsubscribe.push(
        app.notifications.subscribe(CONVERSATION_CHANNEL, { notify: (payload) => hub.dispatch(payload), resync: () => hub.resync() }),
        app.notifications.subscribe(SESSION_CHANNEL, { notify: (payload) => hub.sessionsEnded(payload) }),
      );
      // Listening before the first request, when the database lets it (else the bus keeps trying).
      if (!(await app.notifications.listening())) app.log.warn('conversation streams: not listening yet; live events wait for the database');
    });
    // Before Fastify waits for the requests in flight: an open stream would keep it waiting for good.
    app.addHook('preClose', async () => {
      for (const end of unsubscribe.splice(0)) end();
      hub.closeAll();
    });
  },
  { name: 'conversation-streams' },
);
