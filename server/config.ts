/**
 * Every environment variable the server reads, typed, with its default, in one place.
 * The README's configuration table lists the same names.
 */
import path from 'node:path';
import { SITE_CONTACT_EMAIL } from '../domain/index.ts';
import { DEFAULT_MAP_TILES, isTileUrlTemplate } from '../domain/maps.ts';
import type { MapTiles } from '../domain/maps.ts';

export interface Config {
  /** HTTP port (PORT, default 3000). */
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
  /** reCAPTCHA secret; without it every captcha is accepted (RECAPTCHA_SECRET). */
  recaptchaSecret: string | undefined;
  /** reCAPTCHA site key, announced to the browser in the page (RECAPTCHA_SITE_KEY). */
  recaptchaSiteKey: string | undefined;
  /** Where the contact form's messages go (CONTACT_EMAIL, default the site's public address). */
  contactEmail: string;
  /** Mark cookies Secure (COOKIE_SECURE, default true when PUBLIC_URL is https). */
  cookieSecure: boolean;
  /** Fastify log level (LOG_LEVEL, default info; silent in tests). */
  logLevel: string;
  /** Trust X-Forwarded-* headers from a reverse proxy (TRUST_PROXY, default false). */
  trustProxy: boolean;
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

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function tileUrl(value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_MAP_TILES.url;
  if (!isTileUrlTemplate(value)) {
    throw new Error(`MAP_TILE_URL must be an http(s) tile address with {z}, {x} and {y} (and {s} only as the first part of the host), got "${value}"`);
  }
  return value;
}

function port(value: string | undefined): number {
  const parsed = Number(value ?? 3000);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return parsed;
}

function paymentProvider(env: Env): Config['paymentProvider'] {
  const value = (env.PAYMENT_PROVIDER || 'sandbox').toLowerCase();
  if (value !== 'sandbox' && value !== 'stripe') throw new Error(`PAYMENT_PROVIDER must be sandbox or stripe, got "${env.PAYMENT_PROVIDER}"`);
  if (value === 'stripe' && (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)) {
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  return value;
}

export function loadConfig(env: Env = process.env): Config {
  const listenPort = port(env.PORT);
  const mapTileUrl = tileUrl(env.MAP_TILE_URL);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${listenPort || 3000}`).replace(/\/+$/, '');
  return {
    port: listenPort,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    seedOnEmpty: flag(env.SEED_ON_EMPTY, true),
    bulgarianHost: (env.BULGARIAN_HOST ?? 'domovik.bg').toLowerCase(),
    englishHost: env.ENGLISH_HOST?.toLowerCase() || undefined,
    testingHosts: (env.TESTING_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Domovik <no-reply@domovik.bg>',
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
    contactEmail: env.CONTACT_EMAIL || SITE_CONTACT_EMAIL,
    cookieSecure: flag(env.COOKIE_SECURE, publicUrl.startsWith('https://')),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: flag(env.TRUST_PROXY, false),
    aiApiUrl: env.AI_API_URL || undefined,
    aiApiKey: env.AI_API_KEY || undefined,
    aiModel: env.AI_MODEL || 'gpt-4o-mini',
    mapTiles: {
      url: mapTileUrl,
      // Another tile server names its own licence; OpenStreetMap's is known.
      attribution: env.MAP_TILE_ATTRIBUTION || (mapTileUrl === DEFAULT_MAP_TILES.url ? DEFAULT_MAP_TILES.attribution : ''),
    },
    paymentProvider: paymentProvider(env),
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiUrl: env.STRIPE_API_URL || undefined,
  };
}
