/**
 * Two real servers on one PostgreSQL (issue 23), each with its own data folder as on two
 * machines: what one server does with a session holds on the other, since sessions live in the
 * database. One cluster for the file: starting it is the slow part.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/content/index.ts';
import { startCluster } from './helpers/cluster.ts';
import type { Cluster } from './helpers/cluster.ts';

jest.setTimeout(180_000);

let cluster: Cluster;
let a: string;
let b: string;

beforeAll(async () => {
  cluster = await startCluster({ servers: 2 });
  [a, b] = cluster.servers.map((server) => `${server.url}/api`) as [string, string];
});

afterAll(async () => {
  await cluster?.stop();
});

/** Signs a demo account in on `base`; answers the Cookie header of its session. */
async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const token = response.headers.getSetCookie().find((cookie) => cookie.startsWith('token='));
  expect(token).toBeDefined();
  return token!.split(';')[0]!;
}

const me = (base: string, cookie: string) => fetch(`${base}/user`, { headers: { cookie } });

test('a session made by signing in on A is valid on B, and a profile written on A is read on B', async () => {
  const maria = DEMO_ACCOUNTS.find((account) => account.type === 'user')!;
  const cookie = await signIn(a, maria.email);

  const onB = await me(b, cookie);
  expect(onB.status).toBe(200);
  expect(((await onB.json()) as { email: string }).email).toBe(maria.email);

  const name = `Мария ${Date.now()}`;
  const written = await fetch(`${a}/user/me`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ name }) });
  expect(written.status).toBe(200);
  const read = await me(b, cookie);
  expect(((await read.json()) as { name: string }).name).toBe(name);
});

test('signing out on A ends the session on B', async () => {
  const agency = DEMO_ACCOUNTS.find((account) => account.type === 'agency')!;
  const cookie = await signIn(a, agency.email);
  expect((await me(b, cookie)).status).toBe(200);

  expect((await fetch(`${a}/auth/logout`, { method: 'POST', headers: { cookie } })).status).toBe(204);
  // Nobody is signed in with that token any more, on either server.
  expect((await me(b, cookie)).status).toBe(204);
  expect((await fetch(`${b}/user/me`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Someone Else' }) })).status).toBe(401);
});
