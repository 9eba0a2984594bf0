/**
 * `npm run seed`: opens the database the server uses (PGlite under DATA_DIR/db, or DATABASE_URL),
 * brings its schema up to date, adds the demo data when it has no users yet, and says what it did.
 */
import path from 'node:path';
import { loadConfigOrExit } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './content/index.ts';
import { seedDatabase } from './index.ts';

const config = loadConfigOrExit();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
);
const where = database.engine === 'postgres' ? 'the PostgreSQL server of DATABASE_URL' : `the embedded PGlite database in ${path.join(config.dataDir, 'db')}`;

try {
  const started = performance.now();
  const result = await seedDatabase(database.db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (!result.seeded) {
    console.log(`Nothing added: ${where} already has data.`);
  } else {
    console.log(`Added the demo data to ${where} in ${seconds} s:`);
    const width = Math.max(...Object.keys(result.counts).map((table) => table.length));
    for (const [table, rows] of Object.entries(result.counts)) console.log(`  ${table.padEnd(width)}  ${rows}`);
    console.log(`Demo accounts (every demo account signs in with the password "${DEMO_PASSWORD}"):`);
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.type.padEnd(6)}  ${account.email}`);
  }
} finally {
  await database.close();
}
