/**
 * A real Domovik server for one test file: its own fresh database (in-memory PGlite, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL), its own data folder and outbox.
 * Every JSON answer is checked against the contract's schema for its operation and status (the
 * `Error` schema for a status the platform gives any operation); `contractViolations` lists any
 * mismatch so a suite can assert there were none.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import type { AppOptions } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import type { Config } from '../../../server/config.ts';
import { connectDatabase } from '../../../server/db/client.ts';
import type { Database, Db, ManagedDatabase } from '../../../server/db/client.ts';
import { loadContract } from '../../../server/contract.ts';
import type { Operation } from '../../../server/contract.ts';
import { createAjv } from '../../../server/plugins/validation.ts';
import { createDatabase } from './postgres.ts';

export interface OutboxMail {
  to: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
  subject: string;
  text: string;
  links: string[];
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The app's database, for a second server on it (as two processes on one PostgreSQL). */
  database: Database;
  config: Config;
  engine: Database['engine'];
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  outbox(): Promise<OutboxMail[]>;
  contractViolations: string[];
  close(): Promise<void>;
}

export interface EmptyDatabase {
  /** Connected, without a schema (`migrate()` makes it). */
  database: ManagedDatabase;
  /** Its address on the PostgreSQL server (more connections to it, as other servers would make); none on PGlite. */
  url: string | undefined;
  /** Closes it and removes it. */
  drop(): Promise<void>;
}

/**
 * A new database, without a schema or migrated, made from what the server suites' global set-up
 * prepared (globalSetup.mjs): in-memory PGlite loaded from its dump of each, or a new database on
 * the server of TEST_DATABASE_URL, empty or a copy of its migrated template.
 */
async function newDatabase(schema: 'empty' | 'migrated'): Promise<EmptyDatabase> {
  const prepared = process.env.DOMOVIK_TEST_DATABASES;
  if (!prepared) throw new Error('no prepared databases: the server suites run in the Jest project `server`, whose global set-up makes them');
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await connectDatabase({ kind: 'memory', from: new Blob([await readFile(path.join(prepared, `${schema}.tar`))]) });
    return { database, url: undefined, drop: () => database.close() };
  }
  const created = await createDatabase(url, 'domovik_test', schema === 'migrated' ? prepared : undefined);
  const database = await connectDatabase({ kind: 'postgres', url: created.url });
  return {
    database,
    url: created.url,
    drop: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** A new database without a schema (`migrate()` makes it). */
export function emptyDatabase(): Promise<EmptyDatabase> {
  return newDatabase('empty');
}

/** A new database with the schema up to date. */
export function freshDatabase(): Promise<EmptyDatabase> {
  return newDatabase('migrated');
}

/**
 * Answers the platform gives any operation, outside what the contract lists per operation:
 * 400/413/415 for an unreadable, oversized or unsupported body.
 */
function platformStatus(operation: Operation, status: number): boolean {
  const hasBody = operation.schema.body !== undefined || operation.multipart;
  return hasBody && [400, 413, 415].includes(status);
}

/** Whether an operation may answer a status: its contract lists it, or the platform gives it. */
export function answersWith(operation: Operation, status: number): boolean {
  return String(status) in operation.schema.response || platformStatus(operation, status);
}

const ERROR_SCHEMA = loadContract().schemas.Error!;

export async function startTestApp(
  options: { env?: Record<string, string>; handlers?: AppOptions['handlers']; captcha?: AppOptions['captcha'] } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'domovik-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', ...options.env });
  const { database, drop } = await freshDatabase();
  const app = await buildApp({ config, database, handlers: options.handlers, captcha: options.captcha });

  const ajv = createAjv(false);
  const contractViolations: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const operation = request.routeOptions.config.operation;
    if (!operation || typeof payload !== 'string' || !reply.getHeader('content-type')?.toString().includes('json')) return payload;
    const status = reply.statusCode;
    const schema = operation.schema.response[String(status)] ?? (platformStatus(operation, status) ? ERROR_SCHEMA : undefined);
    if (!answersWith(operation, status)) {
      contractViolations.push(`${operation.operationId}: status ${status} is not in the contract`);
    } else if (schema && !ajv.validate(schema, JSON.parse(payload))) {
      contractViolations.push(`${operation.operationId} ${reply.statusCode}: ${ajv.errorsText(ajv.errors)}`);
    }
    return payload;
  });
  await app.ready();

  return {
    app,
    db: database.db,
    database,
    config,
    engine: database.engine,
    inject: (injectOptions) => app.inject(injectOptions),
    async outbox() {
      const folder = path.join(dataDir, 'outbox');
      const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
      return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as OutboxMail));
    },
    contractViolations,
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `token` cookie a response sets, as a Cookie header value. */
export function tokenCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name === 'token');
  if (!cookie) throw new Error(`no token cookie in the answer (status ${response.statusCode})`);
  return `token=${cookie.value}`;
}

/** The query value `token` of the first link in a mail. */
export function linkToken(mail: OutboxMail | undefined): string {
  const link = mail?.links[0];
  if (!link) throw new Error('no link in the mail');
  return new URL(link).searchParams.get('token') ?? '';
}
