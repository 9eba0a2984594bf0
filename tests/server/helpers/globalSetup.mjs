// Jest global set-up of the server suites, once per run: what every test database is made from
// (testApp.ts), named by DOMOVIK_TEST_DATABASES, which the test workers inherit. On PGlite, dumps
// of a new and of a migrated in-memory database, in a folder (PGlite's initdb and the migrations
// took 2 s per test database, loading a dump takes 0.5 s); on the PostgreSQL server of
// TEST_DATABASE_URL, the name of a migrated template database (migrating took 2 to 4 s per test
// database, copying the template a tenth of that). Both are made from this checkout's migrations
// on every run, so they never go stale; globalTeardown.mjs removes them.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase } from '../../../server/db/client.ts';
import { createDatabase } from './postgres.ts';

async function dump(database, file) {
  await writeFile(file, Buffer.from(await (await database.db.$client.dumpDataDir('none')).arrayBuffer()));
}

export default async function globalSetup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = await createDatabase(url, 'domovik_template');
    process.env.DOMOVIK_TEST_DATABASES = new URL(template.url).pathname.slice(1);
    const database = await connectDatabase({ kind: 'postgres', url: template.url });
    try {
      await database.migrate();
    } finally {
      // A template nobody is connected to, as CREATE DATABASE ... TEMPLATE requires.
      await database.close();
    }
    return;
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'domovik-pglite-'));
  process.env.DOMOVIK_TEST_DATABASES = folder;
  const database = await connectDatabase({ kind: 'memory' });
  try {
    await dump(database, path.join(folder, 'empty.tar'));
    await database.migrate();
    await dump(database, path.join(folder, 'migrated.tar'));
  } finally {
    await database.close();
  }
}
