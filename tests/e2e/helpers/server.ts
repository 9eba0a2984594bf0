/**
 * A real Domovik server for browser tests: `node server/main.ts` on a free port, with its own
 * data folder (fresh embedded database with the demo data) and outbox. In the browser tests the
 * database is a copy of the one their global set-up seeded (globalSetup.mjs); elsewhere (the web
 * audit) the server seeds its own on its first start.
 */
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  dataDir: string;
  outbox(): Promise<{ to: string; subject: string; text: string; links: string[] }[]>;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'domovik-e2e-'));
  const seeded = process.env.DOMOVIK_E2E_DATABASE;
  if (seeded) {
    await cp(seeded, path.join(dataDir, 'db'), { recursive: true }).catch(async (error: unknown) => {
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    });
  }
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...env,
    },
  });
  /** Ends the server (unless it has ended) and removes its folder. */
  async function halt(signal: NodeJS.Signals): Promise<void> {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  }
  let output = '';
  let timer: NodeJS.Timeout | undefined;
  const listening = new Promise<string>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`server did not start within 60 s:\n${output}`)), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  // A server that did not start is ended and its folder removed: nothing outlives a failed start.
  const url = await listening
    .catch(async (error: unknown) => {
      await halt('SIGKILL');
      throw error;
    })
    .finally(() => clearTimeout(timer));
  return {
    url,
    dataDir,
    async outbox() {
      const folder = path.join(dataDir, 'outbox');
      const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
      return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8'))));
    },
    stop: () => halt('SIGTERM'),
  };
}
