/**
 * A failed set-up ends the run: the browser suite's set-up (helpers/suite.ts) runs in a child
 * Node with a browser path that does not exist. The server starts, the browser does not; the
 * child must then end by itself (a live server would keep it, as it kept Jest, running for
 * ever), say why in one line, and leave neither the server nor its data folder behind.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const SET_UP = `
import { startSuite } from './tests/e2e/helpers/suite.ts';
startSuite().then(
  (suite) => suite.stop().then(() => console.log('started')),
  (error) => { console.error(error.message); process.exitCode = 1; },
);`;

let tmp: string;
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'domovik-setup-test-'));
});
afterEach(() => rm(tmp, { recursive: true, force: true }));

it('stops the server and ends when the browser does not start', async () => {
  // Its own process group, so that a hung child is ended with the server it started.
  const child = spawn(process.execPath, ['--input-type=module', '-e', SET_UP], {
    env: { ...process.env, CHROME_PATH: '/nonexistent', TMPDIR: tmp, NODE_OPTIONS: '' },
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // Given a minute, it must end on its own; if not, it is ended here and the test fails.
  const hung = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 60_000);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('exit', (...result) => resolve(result)),
  );
  clearTimeout(hung);

  expect({ code, signal }).toEqual({ code: 1, signal: null });
  expect(stderr).toMatch(/^The browser suite could not start: CHROME_PATH=\/nonexistent is not an executable file: .*/);
  const url = /stopped the server at (http:\/\/127\.0\.0\.1:\d+)/.exec(stderr)?.[1];
  expect(url).toBeDefined();
  await expect(fetch(`${url}/`)).rejects.toThrow();
  expect(await readdir(tmp)).toEqual([]);
}, 90_000);
