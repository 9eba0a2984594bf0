/**
 * Every environment variable the server reads, typed, with its default, in one place: read
 * against a JSON schema (env-schema), so a value that does not fit stops the start with one line
 * naming the variable (main.ts). The README's configuration table lists the same names.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import envSchema from 'env-schema';
import { SITE_CONTACT_EMAIL } from '../domain/index.ts';
import { DEFAULT_MAP_TILES, isTileUrlTemplate } from '../domain/maps.ts';
import type { MapTiles } from '../domain/maps.ts';
import { createAjv } from './plugins/validation.ts';
import type { S3Settings } from './services/storage.ts';

export interface Config {
  /** HTTP port (PORT, default 3000; 0 takes any free port). */
  port: number;
  /** Interface to listen on (HOST, default 0.0.0.0). */
  host: string;
  /** Base URL used in e-mail links and payment return addresses (PUBLIC_URL). */
  publicUrl: string;
  /** Folder for the embedded database, the outbox and uploads (DATA_DIR, default ./data). */
  dataDir: string;
  /** PostgreSQL server URL; when absent the embedded PGlite database is used (DATABASE_URL). */
  databaseUrl: string | undefined;
  /** Fill an empty database with demo data on start (SEED_ON_EMPTY, default true). */
  seedOnEmpty: boolean;
  /**
   * The S3-compatible bucket files are kept in, shared by every server (S3_BUCKET, S3_REGION,
   * S3_ENDPOINT for a server other than AWS's, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY); without
   * it, folders in DATA_DIR.
   */
  s3: S3Settings | undefined;
  /** How often a server looks for background jobs another server queued, in ms (JOB_POLL_MS, default 5000). */
  jobPollMs: number;
  /** The Bulgarian host; any other host starts in English (BULGARIAN_HOST, default domovik.bg). */
  bulgarianHost: string;
  /** The English host the language switch leads to, when set (ENGLISH_HOST). */
  englishHost: string | undefined;
  /** Extra hosts where the debug translations mode is offered (TESTING_HOSTS, comma-separated). */
  testingHosts: string[];
  /** SMTP connection URL; without it e-mails go to DATA_DIR/outbox (SMTP_URL). */
  smtpUrl: string | undefined;
  /** Sender address of every e-mail (MAIL_FROM). */
  mailFrom: string;
  /** Google sign-in client id; without it Google sign-in answers 503 (GOOGLE_CLIENT_ID). */
  googleClientId: string | undefined;
  /** reCAPTCHA secret; with it reCAPTCHA replaces the built-in ALTCHA captcha (RECAPTCHA_SECRET). */
  recaptchaSecret: string | undefined;
  /** reCAPTCHA site key, announced to the browser in the page (RECAPTCHA_SITE_KEY). */
  recaptchaSiteKey: string | undefined;
  /**
   * The key ALTCHA's challenges are signed with (CAPTCHA_HMAC_KEY): servers sharing a PostgreSQL
   * database must share it, so it is required with DATABASE_URL (unless reCAPTCHA is configured);
   * the embedded database has one server, which keeps a key of its own in DATA_DIR.
   */
  captchaHmacKey: string | undefined;
  /** Where the contact form's messages go (CONTACT_EMAIL, default the site's public address). */
  contactEmail: string;
  /** Mark cookies Secure (COOKIE_SECURE, default true when PUBLIC_URL is https). */
  cookieSecure: boolean;
  /** Fastify log level (LOG_LEVEL, default info; silent in tests). */
  logLevel: string;
  /**
   * The reverse proxies whose X-Forwarded-* headers are believed (TRUST_PROXY, Fastify's
   * `trustProxy`): their addresses and CIDR ranges; default none. Never every sender nor a hop
   * count (which Fastify refuses: it cannot tell a proxy from a client that connects directly),
   * or a client could name its own address to the rate limits.
   */
  trustProxy: false | string[];
  /**
   * Base URL of an OpenAI-compatible API for property descriptions, e.g. https://api.openai.com/v1
   * (AI_API_URL); with AI_API_KEY it replaces the built-in template writer.
   */
  aiApiUrl: string | undefined;
  /** Key of that API, sent as a Bearer token (AI_API_KEY). */
  aiApiKey: string | undefined;
  /** Model asked for (AI_MODEL, default gpt-4o-mini). */
  aiModel: string;
  /**
   * The tile server of the rentals maps and its attribution (MAP_TILE_URL, MAP_TILE_ATTRIBUTION;
   * default OpenStreetMap's): the page carries them to the browser, the CSP allows the server.
   */
  mapTiles: MapTiles;
  /**
   * The card provider credits are bought through (PAYMENT_PROVIDER, default `sandbox`: the
   * embedded checkout page with test cards; `stripe`: Stripe Checkout, which needs
   * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET).
   */
  paymentProvider: 'sandbox' | 'stripe';
  /** Stripe's secret API key, sk_live_... or sk_test_... (STRIPE_SECRET_KEY). */
  stripeSecretKey: string | undefined;
  /** The signing secret of the Stripe webhook endpoint, whsec_... (STRIPE_WEBHOOK_SECRET). */
  stripeWebhookSecret: string | undefined;
  /** Another base URL for Stripe's API, e.g. a local stripe-mock (STRIPE_API_URL). */
  stripeApiUrl: string | undefined;
}

type Env = Record<string, string | undefined>;

/** A variable set to what it cannot be; its message is the one line the start stops with. */
class ConfigError extends Error {}

/** One variable: `description` ends "NAME must be …"; `writeOnly` keeps a value that may hold a password out of that message. */
interface Variable {
  type: 'integer' | 'string' | 'boolean';
  description?: string;
  default?: unknown;
  enum?: readonly string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  writeOnly?: boolean;
}

/** pino's levels, and silent. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const FLAG_WORDS: Partial<Record<string, boolean>> = { 1: true, true: true, yes: true, on: true, 0: false, false: false, no: false, off: false };

const flag = (fallback?: boolean): Variable => ({ type: 'boolean', default: fallback, description: 'yes or no (1, true, yes, on or 0, false, no, off)' });
const text = (fallback?: string): Variable => ({ type: 'string', default: fallback });
const httpUrl = (example: string): Variable => ({ type: 'string', format: 'uri', pattern: '^https?://', description: `an http(s) address such as ${example}` });
const host: Variable = { type: 'string', format: 'hostname', description: 'a host name' };

const VARIABLES: Record<string, Variable> = {
  PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000, description: 'a whole number from 0 (any free port) to 65535' },
  HOST: text('0.0.0.0'),
  PUBLIC_URL: httpUrl('https://domovik.bg'),
  DATA_DIR: text('data'),
  DATABASE_URL: { type: 'string', format: 'uri', pattern: '^postgres(ql)?://', writeOnly: true, description: 'a postgres:// or postgresql:// address' },
  SEED_ON_EMPTY: flag(true),
  S3_BUCKET: { type: 'string', pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$', description: 'a bucket name (3 to 63 lower-case letters, digits, dots and dashes)' },
  S3_REGION: text('us-east-1'),
  S3_ENDPOINT: httpUrl('http://localhost:9000'),
  S3_ACCESS_KEY_ID: text(),
  S3_SECRET_ACCESS_KEY: { type: 'string', writeOnly: true },
  JOB_POLL_MS: { type: 'integer', minimum: 10, maximum: 3_600_000, default: 5000, description: 'a whole number of milliseconds from 10 to 3600000' },
  BULGARIAN_HOST: { ...host, default: 'domovik.bg' },
  ENGLISH_HOST: host,
  TESTING_HOSTS: text(''),
  SMTP_URL: { type: 'string', format: 'uri', pattern: '^smtps?://', writeOnly: true, description: 'an smtp:// or smtps:// address' },
  MAIL_FROM: text('Domovik <no-reply@domovik.bg>'),
  GOOGLE_CLIENT_ID: text(),
  RECAPTCHA_SECRET: text(),
  RECAPTCHA_SITE_KEY: text(),
  CAPTCHA_HMAC_KEY: { type: 'string', minLength: 32, writeOnly: true, description: 'at least 32 characters' },
  CONTACT_EMAIL: { type: 'string', format: 'email', default: SITE_CONTACT_EMAIL, description: 'an e-mail address' },
  COOKIE_SECURE: flag(),
  LOG_LEVEL: { type: 'string', enum: LOG_LEVELS, default: 'info', description: `one of ${LOG_LEVELS.join(', ')}` },
  TRUST_PROXY: {
    type: 'string',
    format: 'trusted-proxies',
    description: 'a comma list of the proxies\' addresses or CIDR ranges, such as 10.0.0.2,10.1.0.0/16 (true or a hop count would let a client choose its own address)',
  },
  AI_API_URL: httpUrl('https://api.openai.com/v1'),
  AI_API_KEY: text(),
  AI_MODEL: text('gpt-4o-mini'),
  MAP_TILE_URL: {
    type: 'string',
    format: 'tile-url',
    default: DEFAULT_MAP_TILES.url,
    description: 'an http(s) tile address with {z}, {x} and {y} (and {s} only as the first part of the host)',
  },
  MAP_TILE_ATTRIBUTION: text(),
  PAYMENT_PROVIDER: { type: 'string', enum: ['sandbox', 'stripe'], default: 'sandbox', description: 'sandbox or stripe' },
  STRIPE_SECRET_KEY: text(),
  STRIPE_WEBHOOK_SECRET: text(),
  STRIPE_API_URL: httpUrl('http://localhost:12111'),
};

/** The variables as the schema types them (defaults filled in). */
interface Variables {
  PORT: number;
  HOST: string;
  PUBLIC_URL?: string;
  DATA_DIR: string;
  DATABASE_URL?: string;
  SEED_ON_EMPTY: boolean;
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  JOB_POLL_MS: number;
  BULGARIAN_HOST: string;
  ENGLISH_HOST?: string;
  TESTING_HOSTS: string;
  SMTP_URL?: string;
  MAIL_FROM: string;
  GOOGLE_CLIENT_ID?: string;
  RECAPTCHA_SECRET?: string;
  RECAPTCHA_SITE_KEY?: string;
  CAPTCHA_HMAC_KEY?: string;
  CONTACT_EMAIL: string;
  COOKIE_SECURE?: boolean;
  LOG_LEVEL: (typeof LOG_LEVELS)[number];
  TRUST_PROXY?: string;
  AI_API_URL?: string;
  AI_API_KEY?: string;
  AI_MODEL: string;
  MAP_TILE_URL: string;
  MAP_TILE_ATTRIBUTION?: string;
  PAYMENT_PROVIDER: 'sandbox' | 'stripe';
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_URL?: string;
}

/** proxy-addr's names of address ranges (Fastify reads TRUST_PROXY's addresses with it). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(item: string): boolean {
  const [address = '', bits, ...rest] = item.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** TRUST_PROXY: a comma list of addresses, CIDR ranges and range names. */
function isTrustedProxies(value: string): boolean {
  const items = value.split(',').map((item) => item.trim());
  return items.every((item) => PROXY_RANGE_NAMES.includes(item) || isProxyAddress(item));
}

function trustedProxies(value: string | undefined): Config['trustProxy'] {
  if (value === undefined) return false;
  return value.split(',').map((item) => item.trim());
}

const SCHEMA = { type: 'object', properties: VARIABLES };

// The contract's Ajv (formats, no coercion): each variable is read as its type below.
const ajv = createAjv(false);
ajv.addFormat('tile-url', isTileUrlTemplate);
ajv.addFormat('trusted-proxies', isTrustedProxies);

/**
 * The variables the schema names, each as its type: an empty one counts as not set (but an empty
 * PORT is no number), a whole number only from its digits, a flag from its word, a choice in any case.
 */
function typed(env: Env): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, variable] of Object.entries(VARIABLES)) {
    const value = env[name];
    if (value === undefined || (value === '' && variable.type !== 'integer')) continue;
    if (variable.type === 'integer') data[name] = /^\d+$/.test(value) ? Number(value) : value;
    else if (variable.type === 'boolean') data[name] = FLAG_WORDS[value.toLowerCase()] ?? value;
    else data[name] = variable.enum ? value.toLowerCase() : value;
  }
  return data;
}

function refusal(error: ErrorObject, env: Env): ConfigError {
  const name = error.instancePath.slice(1);
  const variable = VARIABLES[name];
  if (!variable) return new ConfigError(`The environment ${error.message ?? 'is not valid'}`);
  return new ConfigError(`${name} must be ${variable.description ?? `a ${variable.type}`}${variable.writeOnly ? '' : `, got "${env[name]}"`}`);
}

function read(env: Env): Variables {
  try {
    return envSchema<Variables>({ schema: SCHEMA, data: typed(env), env: false, ajv });
  } catch (error) {
    const first = (error as { errors?: ErrorObject[] }).errors?.[0];
    throw first ? refusal(first, env) : error;
  }
}

export function loadConfig(env: Env = process.env): Config {
  const variables = read(env);
  const publicUrl = (variables.PUBLIC_URL ?? `http://localhost:${variables.PORT || 3000}`).replace(/\/+$/, '');
  if (variables.PAYMENT_PROVIDER === 'stripe' && (!variables.STRIPE_SECRET_KEY || !variables.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  if (!variables.S3_BUCKET) {
    const orphan = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find((name) => variables[name]);
    if (orphan) throw new ConfigError(`${orphan} needs S3_BUCKET`);
  }
  if (!variables.S3_ACCESS_KEY_ID !== !variables.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  if (variables.DATABASE_URL && !variables.RECAPTCHA_SECRET && !variables.CAPTCHA_HMAC_KEY) {
    throw new ConfigError('DATABASE_URL needs CAPTCHA_HMAC_KEY (the servers sharing the database must sign captchas with the same key)');
  }
  return {
    port: variables.PORT,
    host: variables.HOST,
    publicUrl,
    dataDir: path.resolve(variables.DATA_DIR),
    databaseUrl: variables.DATABASE_URL,
    seedOnEmpty: variables.SEED_ON_EMPTY,
    s3: variables.S3_BUCKET
      ? {
          bucket: variables.S3_BUCKET,
          region: variables.S3_REGION,
          endpoint: variables.S3_ENDPOINT,
          accessKeyId: variables.S3_ACCESS_KEY_ID,
          secretAccessKey: variables.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    jobPollMs: variables.JOB_POLL_MS,
    bulgarianHost: variables.BULGARIAN_HOST.toLowerCase(),
    englishHost: variables.ENGLISH_HOST?.toLowerCase(),
    testingHosts: variables.TESTING_HOSTS.split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
    smtpUrl: variables.SMTP_URL,
    mailFrom: variables.MAIL_FROM,
    googleClientId: variables.GOOGLE_CLIENT_ID,
    recaptchaSecret: variables.RECAPTCHA_SECRET,
    recaptchaSiteKey: variables.RECAPTCHA_SITE_KEY,
    captchaHmacKey: variables.CAPTCHA_HMAC_KEY,
    contactEmail: variables.CONTACT_EMAIL,
    cookieSecure: variables.COOKIE_SECURE ?? publicUrl.startsWith('https://'),
    logLevel: variables.LOG_LEVEL,
    trustProxy: trustedProxies(variables.TRUST_PROXY),
    aiApiUrl: variables.AI_API_URL,
    aiApiKey: variables.AI_API_KEY,
    aiModel: variables.AI_MODEL,
    mapTiles: {
      url: variables.MAP_TILE_URL,
      // Another tile server names its own licence; OpenStreetMap's is known.
      attribution: variables.MAP_TILE_ATTRIBUTION ?? (variables.MAP_TILE_URL === DEFAULT_MAP_TILES.url ? DEFAULT_MAP_TILES.attribution : ''),
    },
    paymentProvider: variables.PAYMENT_PROVIDER,
    stripeSecretKey: variables.STRIPE_SECRET_KEY,
    stripeWebhookSecret: variables.STRIPE_WEBHOOK_SECRET,
    stripeApiUrl: variables.STRIPE_API_URL,
  };
}

/**
 * The configuration of a command (the server, the seed): a variable that does not fit stops it
 * with one line on stderr naming the variable, exit code 1; the operator needs the variable to
 * fix, not a stack trace.
 */
export function loadConfigOrExit(env: Env = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
