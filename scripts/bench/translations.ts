/**
 * `npm run bench`, what only changes with a deploy (issue 24): one server on PGlite answers 20
 * keep-alive clients (autocannon) asking for the Bulgarian translations with brotli, with gzip
 * and uncompressed, then for the page HTML (which inlines them) with brotli and gzip, as a
 * browser asks. Printed: requests per second and the size of one answer. For comparison
 * GET /api/user (a visitor's answer, tiny) was about 8,900 requests/s on the same machine.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { memoryDatabase } from './helpers/database.ts';

const CONNECTIONS = 20;
const WARM_UP_SECONDS = 2;
const SECONDS = 8;

const CASES = [
  { label: 'translations, br', path: '/api/localization/translation/bg', encoding: 'br' },
  { label: 'translations, gzip', path: '/api/localization/translation/bg', encoding: 'gzip' },
  { label: 'translations, none', path: '/api/localization/translation/bg', encoding: 'identity' },
  { label: 'page HTML, br', path: '/', encoding: 'gzip, deflate, br' },
  { label: 'page HTML, gzip', path: '/', encoding: 'gzip' },
] as const;

function hammer(url: string, requestPath: string, encoding: string, seconds: number) {
  return autocannon({ url: `${url}${requestPath}`, connections: CONNECTIONS, duration: seconds, headers: { 'accept-encoding': encoding } });
}

export async function run(): Promise<void> {
  console.log(`Fixed payloads: ${CONNECTIONS} clients for ${SECONDS} s each against one server (PGlite)`);
  const { database, drop } = await memoryDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'domovik-bench-'));
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database });
  try {
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    for (const { label, path: requestPath, encoding } of CASES) {
      const size = (await app.inject({ method: 'GET', url: requestPath, headers: { 'accept-encoding': encoding } })).rawPayload.length;
      await hammer(url, requestPath, encoding, WARM_UP_SECONDS);
      const result = await hammer(url, requestPath, encoding, SECONDS);
      const failed = result.non2xx + result.errors;
      console.log(
        `  ${label.padEnd(20)} ${result.requests.average.toFixed(0).padStart(6)} requests/s   ${(size / 1024).toFixed(1).padStart(5)} KiB an answer` +
          `   p99 ${result.latency.p99.toFixed(1)} ms${failed ? `   (${failed} not 200)` : ''}`,
      );
    }
  } finally {
    await app.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
