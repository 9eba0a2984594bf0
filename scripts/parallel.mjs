// `node scripts/parallel.mjs '<command>'...`: runs those commands at the same time (`npm test` runs
// the type check and the lint together: each uses one core, where one after the other they left
// the other core idle). Each one's output is held and printed whole when it ends, so the log reads
// as if they ran in turn; the exit status is the first failed one's, once all have ended.
import { spawn } from 'node:child_process';

function run(command) {
  const started = performance.now();
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.once('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> ${command}: ${code === 0 ? 'done' : `failed (${code ?? signal})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const statuses = await Promise.all(process.argv.slice(2).map(run));
process.exit(statuses.find((status) => status !== 0) ?? 0);
