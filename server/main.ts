/**
 * Starts Domovik: reads the configuration (a variable that does not fit stops the start with one
 * line on stderr naming it, exit code 1), opens the database (embedded PGlite under DATA_DIR
 * unless DATABASE_URL is set), brings it up to date and fills an empty one with demo data (once
 * when several servers start together: db/prepare.ts), serves, and on SIGTERM/SIGINT finishes
 * in-flight requests before closing the database (close-with-grace).
 */
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { connectDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';

const config = loadConfigOrExit();
const database = await connectDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
);
const prepared = await prepareDatabase(database, config);
const app = await buildApp({ config, database });
if (prepared.seeded) app.log.info({ counts: prepared.counts }, 'empty database: added the demo data');

if (!config.googleClientId) app.log.warn('GOOGLE_CLIENT_ID is not set: Google sign-in answers 503');
if (config.recaptchaSecret && !config.recaptchaSiteKey) {
  app.log.warn('RECAPTCHA_SECRET is set without RECAPTCHA_SITE_KEY: browsers get no captcha, so every form it guards is refused');
}
if (!config.recaptchaSecret && config.recaptchaSiteKey) app.log.warn('RECAPTCHA_SITE_KEY is set without RECAPTCHA_SECRET: it is not used');
app.log.info(`captcha: ${app.captcha.description}`);
app.log.info(`database: ${database.engine === 'postgres' ? 'PostgreSQL server' : `embedded PGlite in ${config.dataDir}`}`);
app.log.info(`e-mail: ${app.mailer.description}`);
app.log.info(`files: ${config.s3 ? `S3 bucket ${config.s3.bucket}` : `folders in ${config.dataDir}`}`);
if (config.databaseUrl && !config.s3) app.log.warn('DATABASE_URL is set without S3_BUCKET: files stay on this server\'s disk, which other servers cannot read');
app.log.info(`property descriptions: ${app.descriptionWriter.description}`);

// On SIGTERM or SIGINT (or an uncaught error), app.close(): every new request, /health/ready
// included, answers 503 at once (areas/health/readiness.ts); the preClose hooks stop the background
// jobs; the server stops accepting connections and finishes the requests in flight. Then the
// database closes and the process exits 0 (1 after an error, or when closing takes over 10 s).
closeWithGrace({ logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'uncaught error: closing');
  else app.log.info(`${signal ?? 'exit'}: finishing in-flight requests`);
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
