// The server suites again, on a real PostgreSQL server (TEST_DATABASE_URL; .ci/run starts one).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('PostgreSQL pass not run: set TEST_DATABASE_URL to a PostgreSQL server (.ci/run starts one).');
  process.exit(0);
}
const result = spawnSync('jest', ['--selectProjects', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning' },
});
process.exit(result.status ?? 1);
