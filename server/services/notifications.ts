/**
 * The notification bus (docs/decisions/0032-conversations.md): PostgreSQL's LISTEN/NOTIFY,
 * heard by each server process over one connection for every channel the app subscribes to, so
 * what one server announces (`pg_notify` inside the writing transaction, delivered when it
 * commits) reaches the subscribers on every server. Notifications carry ids only; the tables stay
 * the truth.
 *
 * - PGlite: the database is this process's, so PGlite's own `listen` on its one connection.
 * - PostgreSQL: a `pg.Client` of its own, outside the pool (a pooled connection is handed to other
 *   queries and its LISTEN would be lost). When that connection drops (a restart, an
 *   administrator, the network), it is opened again with a growing pause (RECONNECT_FIRST_MS
 *   doubling up to RECONNECT_MAX_MS), and once it listens again every subscriber's `resync` is
 *   called: the notifications sent in between are lost, so a subscriber reads again what it needs.
 *
 * Opening and closing never hang: the connection's opening has a time limit (server/db/client.ts),
 * closing waits at most CLOSE_TIMEOUT_MS, and a failure is logged, never thrown at the app.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db, ListenVia, Transaction } from '../db/client.ts';

/**
 * Announces `payload` (as JSON) on `channel` to the subscribers of every server; inside a
 * transaction, when it commits (and not at all if it does not).
 */
export async function announce(db: Db | Transaction, channel: string, payload: unknown): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
}

/** Some of a user's sign-in sessions ended (signed out, revoked with a new password, deleted): `{ userId }`. */
export const SESSION_CHANNEL = 'session_events';

export interface Subscriber {
  /** A notification on the channel: its payload (a string; the publisher's JSON). */
  notify(payload: string): void;
  /** The bus listens again after its connection dropped: what was notified meanwhile was lost. */
  resync?(): void;
}

export interface NotificationBus {
  /**
   * Hears `channel` (a lower-case SQL name) from now on, for as long as the bus is open; answers
   * the function that ends this subscription. The first subscription opens the connection.
   */
  subscribe(channel: string, subscriber: Subscriber): () => void;
  /** Whether the bus listens to every channel subscribed so far, once the opening under way (if any) has ended. */
  listening(): Promise<boolean>;
  /** Stops listening and closes the connection (PGlite's own stays open: the app closes the database). */
  close(): Promise<void>;
}

/** The first pause before opening a dropped connection again; each failure doubles it, up to RECONNECT_MAX_MS. */
export const RECONNECT_FIRST_MS = 250;
export const RECONNECT_MAX_MS = 10_000;
/** How long closing waits for the connection to end. */
export const CLOSE_TIMEOUT_MS = 2_000;

/** A channel name LISTEN takes as it is (no quoting, no case folding). */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** `promise`, or undefined after `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The subscribers by channel, and handing them what comes. */
class Channels {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly log: FastifyBaseLogger;
  constructor(log: FastifyBaseLogger) {
    this.log = log;
  }

  /** Adds the subscriber; answers whether its channel is new, and the function that removes it. */
  add(channel: string, subscriber: Subscriber): { isNew: boolean; remove: () => void } {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`"${channel}" is not a channel name LISTEN takes as it is`);
    let set = this.subscribers.get(channel);
    const isNew = set === undefined;
    if (!set) this.subscribers.set(channel, (set = new Set()));
    set.add(subscriber);
    // The channel stays listened to: one LISTEN per process, cheaper than following each subscriber.
    return { isNew, remove: () => void set.delete(subscriber) };
  }

  names(): string[] {
    return [...this.subscribers.keys()];
  }

  dispatch(channel: string, payload: string): void {
    for (const subscriber of this.subscribers.get(channel) ?? []) {
      try {
        subscriber.notify(payload);
      } catch (error) {
        this.log.error({ err: error, channel }, 'a notification subscriber failed');
      }
    }
  }

  resync(): void {
    for (const set of this.subscribers.values()) {
      for (const subscriber of set) {
        try {
          subscriber.resync?.();
        } catch (error) {
          this.log.error({ err: error }, 'a notification subscriber failed to resync');
        }
      }
    }
  }
}

function pgliteBus(pglite: Extract<ListenVia, { engine: 'pglite' }>['client'], log: FastifyBaseLogger): NotificationBus {
  const channels = new Channels(log);
  const listens: Promise<(() => Promise<void>) | undefined>[] = [];
  let closed = false;
  return {
    subscribe(channel, subscriber) {
      const { isNew, remove } = channels.add(channel, subscriber);
      if (isNew && !closed) {
        listens.push(
          pglite
            .listen(channel, (payload) => channels.dispatch(channel, payload))
            .catch((error: unknown) => {
              log.error({ err: error, channel }, 'notifications: LISTEN failed');
              return undefined;
            }),
        );
      }
      return remove;
    },
    async listening() {
      return !closed && (await Promise.all(listens)).every((unlisten) => unlisten !== undefined);
    },
    async close() {
      closed = true;
      for (const listen of listens.splice(0)) {
        const unlisten = await within(listen, CLOSE_TIMEOUT_MS);
        if (unlisten) await within(unlisten().catch(() => undefined), CLOSE_TIMEOUT_MS);
      }
    },
  };
}

function postgresBus(connect: () => pg.Client, log: FastifyBaseLogger): NotificationBus {
  const channels = new Channels(log);
  /** The connection that listens, once it does. */
  let client: pg.Client | undefined;
  /** The channels `client` listens to. */
  let listened = new Set<string>();
  let opening: Promise<boolean> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let openedBefore = false;
  let closed = false;

  const end = (connection: pg.Client) => within(connection.end().catch(() => undefined), CLOSE_TIMEOUT_MS);

  function scheduleRetry(): void {
    if (closed || retry) return;
    const pause = Math.min(RECONNECT_FIRST_MS * 2 ** failures, RECONNECT_MAX_MS);
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void open();
    }, pause);
    // A server waiting to listen again must not be what keeps a process from ending.
    retry.unref();
  }

  /** `connection` ended or failed: if it was the listening one, opens another after a pause. */
  function lost(connection: pg.Client, error?: unknown): void {
    if (connection !== client) return;
    client = undefined;
    listened = new Set();
    log.warn({ err: error }, 'notifications: the listening connection ended; opening it again');
    void end(connection);
    scheduleRetry();
  }

  async function listenAll(connection: pg.Client, done: Set<string>): Promise<void> {
    // A channel subscribed while a LISTEN is under way is taken by the next turn.
    for (let missing = channels.names().filter((name) => !done.has(name)); missing.length > 0; missing = channels.names().filter((name) => !done.has(name))) {
      for (const channel of missing) {
        await connection.query(`LISTEN ${channel}`);
        done.add(channel);
      }
    }
  }

  function open(): Promise<boolean> {
    if (closed) return Promise.resolve(false);
    if (client) return Promise.resolve(true);
    opening ??= (async () => {
      const connection = connect();
      connection.on('notification', (message) => channels.dispatch(message.channel, message.payload ?? ''));
      connection.on('error', (error) => lost(connection, error));
      connection.on('end', () => lost(connection));
      const done = new Set<string>();
      try {
        await connection.connect();
        await listenAll(connection, done);
      } catch (error) {
        log.warn({ err: error }, 'notifications: could not listen; trying again');
        void end(connection);
        scheduleRetry();
        return false;
      }
      if (closed) {
        void end(connection);
        return false;
      }
      client = connection;
      listened = done;
      failures = 0;
      if (openedBefore) {
        log.info('notifications: listening again');
        channels.resync();
      }
      openedBefore = true;
      return true;
    })().finally(() => (opening = undefined));
    return opening;
  }

  return {
    subscribe(channel, subscriber) {
      const { isNew, remove } = channels.add(channel, subscriber);
      const connection = client;
      if (isNew && connection && !listened.has(channel)) {
        listened.add(channel);
        connection.query(`LISTEN ${channel}`).catch((error: unknown) => lost(connection, error));
      } else if (!connection && !opening && !retry) {
        void open();
      }
      return remove;
    },
    async listening() {
      if (opening) await opening;
      return client !== undefined && channels.names().every((name) => listened.has(name));
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      retry = undefined;
      if (opening) await within(opening, CLOSE_TIMEOUT_MS);
      const connection = client;
      client = undefined;
      if (connection) await end(connection);
    },
  };
}

/** What an app without `listenVia` has (a database put together by hand): subscriptions that hear nothing. */
function silentBus(log: FastifyBaseLogger): NotificationBus {
  let warned = false;
  return {
    subscribe() {
      if (!warned) log.warn('notifications: this database was given without listenVia; nothing will be heard');
      warned = true;
      return () => undefined;
    },
    listening: async () => false,
    close: async () => undefined,
  };
}

export function createNotificationBus(via: ListenVia | undefined, log: FastifyBaseLogger): NotificationBus {
  if (!via) return silentBus(log);
  return via.engine === 'pglite' ? pgliteBus(via.client, log) : postgresBus(via.connect, log);
}
