/**
 * The contract fuzzer (docs/decisions/0008-hostile-input.md): every operation of
 * openapi/openapi.yaml receives hostile requests generated from its own
 * schemas (requests.ts, values.ts), sent to the real app on the demo data, signed in with a user
 * type the operation allows; a link's token is sometimes one that exists (knownValues). Every answer must be:
 * - no 5xx: 503 only where its contract lists it (an outside service not configured);
 * - a status its contract lists or the platform gives any operation, with the error body
 *   (the app's contract check of each answer, testApp.ts);
 * - small: an error answer is bounded whatever was sent;
 * - harmless: a refused request (4xx) wrote nothing (writes.ts).
 *
 * In `npm test` the seed is fixed and each operation gets FUZZ_RUNS cases (default below). The
 * server suites run there twice, on PGlite and then on PostgreSQL (TEST_DATABASE_URL), each with
 * a seed of its own: the two runs send different cases, 200 per operation in all, both engines
 * meeting hostile input, in half the time of the same 200 sent twice.
 * `npm run fuzz` draws a random seed and many more. A failure prints fast-check's seed and path:
 * `FUZZ_SEED=<seed> FUZZ_PATH=<path> npm run fuzz -- -t '^<operationId> '` replays it.
 */
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { loadContract } from '../../../server/contract.ts';
import type { Operation } from '../../../server/contract.ts';
import { newsletterSubscribers, savedSearches } from '../../../server/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/content/index.ts';
import { seedDatabase } from '../../../server/db/seed/index.ts';
import { MAX_FIELD_ERRORS } from '../../../server/plugins/errorBodies.ts';
import { newToken } from '../../../server/services/tokens.ts';
import { answersWith, startTestApp } from '../helpers/testApp.ts';
import type { TestApp } from '../helpers/testApp.ts';
import { requestFor } from './requests.ts';
import type { Credentials } from './requests.ts';
import { countWrites } from './writes.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = process.env.FUZZ_SEED === 'random' ? randomBytes(4).readInt32LE() : Number(process.env.FUZZ_SEED ?? (process.env.TEST_DATABASE_URL ? 9 : 8));
const PATH = process.env.FUZZ_PATH || undefined;
process.stdout.write(`contract fuzz: seed ${SEED}, ${RUNS} cases per operation${PATH ? `, path ${PATH}` : ''}\n`);

/** The largest error answer: a capped list of short property names and messages. */
const MAX_ERROR_BYTES = 1_024 + MAX_FIELD_ERRORS * 256;

// An event stream (x-stream) stays open while it is followed, so an answer never ends for inject:
// its refusals (no sign-in, a bad Last-Event-ID) are tested by its own suite over HTTP
// (tests/server/areas/conversations/stream.test.ts).
const operations = loadContract().operations.filter((operation) => !operation.stream);

let server: TestApp;
let writes: () => Promise<number>;
beforeAll(async () => {
  server = await startTestApp();
  await seedDatabase(server.db);
  writes = await countWrites(server.db);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

/** A fresh session token of the demo account of a type (written directly: no password hashing). */
async function sessionOf(type: string): Promise<string> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.type === type)!;
  const user = await server.app.accountRepository.findUserByEmail(account.email);
  const { token, hash } = newToken();
  await server.app.accountRepository.createSession(user!.id, hash, new Date(Date.now() + 3_600_000));
  return token;
}

/** The headers that carry credentials. */
function credentialHeaders(credentials: Credentials, token: string): Record<string, string> {
  if (!('session' in credentials)) return credentials as Record<string, string>;
  return credentials.session === 'cookie' ? { cookie: `token=${token}` } : { authorization: `Bearer ${token}` };
}

let address = 0;
/** Each request comes from its own address, so the rate limits never hide what is behind them. */
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

function failure(operation: Operation, what: string, response: { statusCode: number; body: string }): Error {
  return new Error(`${operation.operationId} answered ${response.statusCode}: ${what}\n${response.body.slice(0, 500)}`);
}

/**
 * The path values of an operation that name something no schema makes up: the unsubscribe
 * tokens of a demo user's saved search and of a newsletter address (written for the purpose).
 */
async function knownValues(operation: Operation): Promise<Record<string, string[]>> {
  if (!operation.path.startsWith('/unsubscribe/')) return {};
  const user = await server.app.accountRepository.findUserByEmail(DEMO_ACCOUNTS.find((account) => account.type === 'user')!.email);
  await server.db.insert(savedSearches).values({ userId: user!.id, kind: 'property', name: 'Fuzz', frequency: 'daily' });
  await server.db.insert(newsletterSubscribers).values({ email: `fuzz-${operation.operationId}@example.com`, locale: 'bg' });
  const tokens = await server.db
    .select({ token: savedSearches.unsubscribeToken })
    .from(savedSearches)
    .unionAll(server.db.select({ token: newsletterSubscribers.unsubscribeToken }).from(newsletterSubscribers));
  return { token: tokens.map((row) => row.token) };
}

describe.each(operations.map((operation) => [operation.operationId, operation] as const))('%s', (_id, operation) => {
  it(
    'answers hostile input with the error body, small, writing nothing when it refuses',
    async () => {
      // The demo account of a type the operation allows; a new session, as a case may end it (logout).
      const token = await sessionOf(operation.roles?.[0] ?? 'user');
      const known = await knownValues(operation);
      let written = await writes();
      await fc.assert(
        fc.asyncProperty(requestFor(operation, known), async ({ request, credentials }) => {
          const violations = server.contractViolations.length;
          const response = await server.inject({
            method: request.method,
            url: request.url,
            headers: { ...request.headers, ...credentialHeaders(credentials, token) },
            payload: request.payload,
            remoteAddress: nextAddress(),
          });
          const status = response.statusCode;
          const allowed5xx = status === 503 && '503' in operation.schema.response;
          if (status >= 500 && !allowed5xx) throw failure(operation, 'a server error', response);
          if (!answersWith(operation, status)) throw failure(operation, 'a status neither its contract nor the platform gives', response);
          if (server.contractViolations.length > violations) throw failure(operation, server.contractViolations.at(-1)!, response);
          if (status < 400) {
            // A valid request may write, also in the background (a catalogue import it started
            // or approved, the saved searches' alerts of a listing it published, the notice of a
            // message it sent): what follows is measured once that is done.
            await Promise.all([server.app.importJob.idle(), server.app.savedSearchAlerts.idle(), server.app.conversationMails.idle()]);
            written = await writes();
            return;
          }
          if (!response.headers['content-type']?.toString().startsWith('application/json')) throw failure(operation, 'no JSON error body', response);
          const body = response.json() as { message?: unknown };
          if (typeof body.message !== 'string' || body.message === '') throw failure(operation, 'no error message', response);
          if (response.rawPayload.length > MAX_ERROR_BYTES) throw failure(operation, `an error answer of ${response.rawPayload.length} bytes`, response);
          if ((await writes()) !== written) throw failure(operation, 'a refused request wrote to the database', response);
        }),
        { numRuns: RUNS, seed: SEED, path: PATH, endOnFailure: PATH !== undefined },
      );
    },
    30_000 + RUNS * 1_000,
  );
});
