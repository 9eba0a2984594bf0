/**
 * `npm start`'s process: it listens, and on SIGTERM at once answers /health/ready (and any new
 * request) 503 so a load balancer stops sending, finishes a request already in flight, closes
 * the embedded database cleanly (it reopens) and exits 0.
 */
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/client.ts';

let dataDir: string;
let child: ChildProcessWithoutNullStreams;
let output = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'domovik-start-'));
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

function listeningPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('on SIGTERM answers readiness 503 at once, finishes the in-flight request, closes the database and exits 0', async () => {
  child = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_ON_EMPTY: 'false', LOG_LEVEL: 'info', DATABASE_URL: '' },
  });
  const port = await listeningPort();
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

  const ready = await new Promise<number>((resolve, reject) => {
    http.get({ port, host: '127.0.0.1', path: '/health/ready' }, (response) => resolve(response.resume().statusCode ?? 0)).on('error', reject);
  });
  expect(ready).toBe(200);

  // Two requests are in flight when SIGTERM arrives, the rest of each sent after it: a sign-in
  // (its headers and part of its body sent) and a readiness check (part of its headers sent).
  const body = JSON.stringify({ email: 'nobody@example.bg', password: 'whatever1' });
  const signedIn = new Promise<number>((resolve, reject) => {
    const request = http.request(
      { port, host: '127.0.0.1', method: 'POST', path: '/api/auth', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => resolve(response.resume().statusCode ?? 0),
    );
    request.on('error', reject);
    request.write(body.slice(0, 10));
    void pause(600).then(() => request.end(body.slice(10)));
  });
  const socket = net.connect({ port, host: '127.0.0.1' });
  let readiness = '';
  socket.on('data', (chunk: Buffer) => (readiness += chunk.toString()));
  const answered = new Promise<void>((resolve, reject) => {
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
  socket.write('GET /health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  await pause(300);
  child.kill('SIGTERM');
  await pause(300);
  socket.write('Accept-Language: en\r\n\r\n');
  await answered;

  // Readiness answered 503 at once and closed its connection; the sign-in finished (401: no such account).
  expect(readiness).toMatch(/^HTTP\/1\.1 503 /);
  expect(readiness).toMatch(/^connection: close\r$/im);
  expect(JSON.parse(readiness.slice(readiness.indexOf('\r\n\r\n') + 4))).toEqual({ message: 'The server is shutting down. Please try again.' });
  expect(await signedIn).toBe(401);
  expect(await exited).toBe(0);
  expect(output).toContain('SIGTERM: finishing in-flight requests');

  const reopened = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  await reopened.close();
}, 60_000);
