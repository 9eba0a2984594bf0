/**
 * Starts Domovik: reads the configuration, opens the database (embedded PGlite under DATA_DIR
 * unless DATABASE_URL is set) and brings it up to date, fills an empty one with demo data,
 * serves, and on SIGTERM/SIGINT finishes in-flight requests before closing the database.
 */
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { isDatabaseEmpty, seedDatabase } from './db/seed/index.ts';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
);
const app = await buildApp({ config, database });

if (config.seedOnEmpty && (await isDatabaseEmpty(database.db))) {
  const result = await seedDatabase(database.db);
  if (result.seeded) app.log.info({ counts: result.counts }, 'empty database: added the demo data');
}

if (!config.googleClientId) app.log.warn('GOOGLE_CLIENT_ID is not set: Google sign-in answers 503');
if (!config.recaptchaSecret) app.log.warn('RECAPTCHA_SECRET is not set: every captcha is accepted');
app.log.info(`database: ${database.engine === 'postgres' ? 'PostgreSQL server' : `embedded PGlite in ${config.dataDir}`}`);
app.log.info(`e-mail: ${app.mailer.description}`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing in-flight requests`);
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error(error, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
