/**
 * `npm run bench`, the live events of conversations (issue 27, docs/decisions/0032-conversations.md):
 * 1,000 signed-in users each follow their stream (GET /api/conversations/stream) on one server
 * (PGlite in memory, the server in a process of its own started with --expose-gc, so its memory
 * is its own; the streams are fetch readers in this process). Printed:
 * - how long opening the 1,000 streams took (each until its first `unread` event);
 * - the server's RSS and live JS heap (after a full GC) before and with the streams open, and
 *   the difference divided by the streams: the memory one open stream costs;
 * - the delay from a message's write (its transaction with the NOTIFY, started in the server's
 *   process) to its `message` event read by its receiver's stream, for 500 messages to receivers
 *   drawn at random, one at a time: p50 and p99.
 * Sessions, users and conversations are written straight to the database (no password hashing).
 * Figures only: nothing here fails on a timing.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { buildApp } from '../../server/app.ts';
import { publish } from '../../server/areas/conversations/events.ts';
import { loadConfig } from '../../server/config.ts';
import { authTokens, cities, conversationMessages, conversations, tenantOffers, users } from '../../server/db/schema/index.ts';
import { newToken } from '../../server/services/tokens.ts';
import { openEventStream } from '../../tests/server/helpers/eventStream.ts';
import type { EventStream } from '../../tests/server/helpers/eventStream.ts';
import { memoryDatabase, percentile } from './helpers/database.ts';

const STREAMS = 1_000;
const MESSAGES = 500;
/** Streams opened at a time (a page load's worth of browsers arriving together). */
const OPENING_AT_ONCE = 50;

type FromServer =
  | { type: 'listening'; port: number; tokens: string[]; rss: number; heap: number }
  | { type: 'memory'; rss: number; heap: number; streams: number }
  | { type: 'sent'; receiver: number; messageId: number; at: number };
type ToServer = { type: 'measure' } | { type: 'send' } | { type: 'stop' };

const now = () => performance.timeOrigin + performance.now();

/** The server's side (`--server`): the database, the app, and what the bench asks of it. */
async function server(): Promise<void> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const memory = () => {
    gc();
    return { rss: process.memoryUsage().rss, heap: process.memoryUsage().heapUsed };
  };
  const { database, drop } = await memoryDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'domovik-bench-'));
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database });
  const db = database.db;
  const people = await db
    .insert(users)
    .values(Array.from({ length: STREAMS }, (_, index) => ({ type: 'user' as const, name: `Stream ${index}`, email: `stream-${index}@domovik.test` })))
    .returning({ id: users.id });
  const sessions = people.map(({ id }) => ({ userId: id, ...newToken() }));
  await db.insert(authTokens).values(sessions.map(({ userId, hash }) => ({ userId, tokenHash: hash, expiresAt: new Date(Date.now() + 86_400_000) })));
  const [city] = await db.insert(cities).values({ key: 'stream-bench', name: { bg: 'София', en: 'Sofia' } }).returning({ id: cities.id });
  const offers = await db
    .insert(tenantOffers)
    .values(people.map(({ id }) => ({ ownerUserId: id, cityId: city!.id, title: { bg: 'Стая', en: 'Room' }, description: { bg: '-', en: '-' }, price: 30_000, availableFrom: '2030-01-01' })))
    .returning({ id: tenantOffers.id });
  // User i owns conversation i; its guest is user i + 1: a message of the guest goes to user i.
  const talks = await db
    .insert(conversations)
    .values(
      people.map(({ id }, index) => {
        const guest = people[(index + 1) % STREAMS]!.id;
        return { subjectKind: 'tenant-offer' as const, tenantOfferId: offers[index]!.id, ownerUserId: id, guestUserId: guest, guestName: 'Гост', guestEmail: `stream-${guest}@domovik.test` };
      }),
    )
    .returning({ id: conversations.id });

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const send = (message: FromServer) => process.send!(message);
  process.on('message', (message: ToServer) => {
    void (async () => {
      if (message.type === 'measure') send({ type: 'memory', ...memory(), streams: app.conversationStreams.size() });
      if (message.type === 'send') {
        const receiver = Math.floor(Math.random() * STREAMS);
        const at = now();
        const messageId = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(conversationMessages)
            .values({ conversationId: talks[receiver]!.id, sender: 'guest', senderKey: `u:${people[(receiver + 1) % STREAMS]!.id}`, body: 'Свободна ли е стаята?' })
            .returning({ id: conversationMessages.id });
          await publish(tx, { kind: 'message', userId: people[receiver]!.id, conversationId: talks[receiver]!.id, messageId: row!.id });
          return row!.id;
        });
        send({ type: 'sent', receiver, messageId, at });
      }
      if (message.type === 'stop') {
        await app.close();
        await drop();
        await rm(dataDir, { recursive: true, force: true });
        process.disconnect();
      }
    })();
  });
  send({ type: 'listening', port: Number(new URL(address).port), tokens: sessions.map(({ token }) => token), ...memory() });
}

/** The next message of `kind` from the server. */
function nextFrom<Kind extends FromServer['type']>(child: ChildProcess, kind: Kind): Promise<Extract<FromServer, { type: Kind }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: FromServer) => {
      if (message.type !== kind) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<FromServer, { type: Kind }>);
    };
    const onExit = (code: number | null) => reject(new Error(`the server process ended (${code}) before answering ${kind}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export async function run(): Promise<void> {
  console.log(`Conversation streams: ${STREAMS.toLocaleString('en')} open streams on one server (PGlite), then ${MESSAGES} messages to receivers at random`);
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--server'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const streams: EventStream[] = [];
  try {
    const { port, tokens, rss: rssBefore, heap: heapBefore } = await nextFrom(child, 'listening');
    const url = `http://127.0.0.1:${port}/api/conversations/stream`;

    const opening = performance.now();
    for (let start = 0; start < tokens.length; start += OPENING_AT_ONCE) {
      const batch = await Promise.all(tokens.slice(start, start + OPENING_AT_ONCE).map((token) => openEventStream(url, { cookie: `token=${token}` })));
      await Promise.all(batch.map((stream) => stream.next((event) => event.event === 'unread', { withinMs: 30_000 })));
      streams.push(...batch);
    }
    const openSeconds = (performance.now() - opening) / 1000;
    child.send({ type: 'measure' } satisfies ToServer);
    const after = await nextFrom(child, 'memory');
    console.log(`  opened ${after.streams.toLocaleString('en')} streams in ${openSeconds.toFixed(1)} s (${OPENING_AT_ONCE} at a time, each until its first event)`);
    console.log(
      `  server memory: RSS ${mib(rssBefore)} before, ${mib(after.rss)} with the streams (${kib((after.rss - rssBefore) / STREAMS)} a stream); ` +
        `live JS heap ${mib(heapBefore)} before, ${mib(after.heap)} with them (${kib((after.heap - heapBefore) / STREAMS)} a stream)`,
    );

    const delays: number[] = [];
    let missing = 0;
    for (let index = 0; index < MESSAGES; index += 1) {
      const seen = streams.map((stream) => stream.events.length);
      child.send({ type: 'send' } satisfies ToServer);
      const { receiver, messageId, at } = await nextFrom(child, 'sent');
      try {
        await streams[receiver]!.next((event) => event.event === 'message' && event.id === String(messageId), { seen: seen[receiver], withinMs: 10_000 });
        delays.push(now() - at);
      } catch {
        missing += 1;
      }
    }
    delays.sort((a, b) => a - b);
    console.log(
      `  a message's write to its receiver's event: p50 ${percentile(delays, 0.5).toFixed(1)} ms, p99 ${percentile(delays, 0.99).toFixed(1)} ms, ` +
        `max ${delays.at(-1)!.toFixed(1)} ms over ${delays.length} messages${missing ? ` (${missing} did not arrive within 10 s)` : ''}`,
    );
    console.log(`  (load average of this machine: ${os.loadavg().map((load) => load.toFixed(1)).join(', ')})`);
  } finally {
    for (const stream of streams) stream.close();
    if (child.connected) child.send({ type: 'stop' } satisfies ToServer);
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

if (process.argv[2] === '--server') await server();
