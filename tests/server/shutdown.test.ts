/**
 * `npm start`'s process: it listens, and on SIGTERM finishes a request already in flight,
 * closes the embedded database cleanly (it reopens) and exits 0.
 */
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
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

it('finishes the in-flight request on SIGTERM, closes the database and exits 0', async () => {
  child = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_ON_EMPTY: 'false', LOG_LEVEL: 'info', DATABASE_URL: '' },
  });
  const port = await listeningPort();
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

  const body = JSON.stringify({ email: 'nobody@example.bg', password: 'whatever1' });
  const answer = new Promise<number>((resolve, reject) => {
    const request = http.request(
      { port, host: '127.0.0.1', method: 'POST', path: '/api/auth', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, 10));
    // The request is in flight (headers and part of the body sent) when SIGTERM arrives.
    void pause(300).then(async () => {
      child.kill('SIGTERM');
      await pause(300);
      request.end(body.slice(10));
    });
  });

  expect(await answer).toBe(401);
  expect(await exited).toBe(0);
  expect(output).toContain('SIGTERM: finishing in-flight requests');

  const reopened = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  await reopened.close();
}, 60_000);
