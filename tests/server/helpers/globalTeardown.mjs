// Removes what globalSetup.mjs prepared: the PGlite dumps' folder, or the PostgreSQL template.
import { rm } from 'node:fs/promises';
import { dropDatabase } from './postgres.ts';

export default async function globalTeardown() {
  const prepared = process.env.DOMOVIK_TEST_DATABASES;
  if (!prepared) return;
  if (process.env.TEST_DATABASE_URL) await dropDatabase(process.env.TEST_DATABASE_URL, prepared);
  else await rm(prepared, { recursive: true, force: true });
}
