/** The environment variables of the README's configuration table: names, defaults and errors. */
import path from 'node:path';
import { loadConfig } from '../../server/config.ts';

it('has the defaults the README lists', () => {
  expect(loadConfig({})).toEqual({
    port: 3000,
    host: '0.0.0.0',
    publicUrl: 'http://localhost:3000',
    dataDir: path.resolve('data'),
    databaseUrl: undefined,
    seedOnEmpty: true,
    bulgarianHost: 'domovik.bg',
    englishHost: undefined,
    testingHosts: [],
    smtpUrl: undefined,
    mailFrom: 'Domovik <no-reply@domovik.bg>',
    googleClientId: undefined,
    recaptchaSecret: undefined,
    recaptchaSiteKey: undefined,
    contactEmail: 'kontakt@domovik.bg',
    cookieSecure: false,
    logLevel: 'info',
    trustProxy: false,
    aiApiUrl: undefined,
    aiApiKey: undefined,
    aiModel: 'gpt-4o-mini',
    mapTiles: {
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    },
    paymentProvider: 'sandbox',
    stripeSecretKey: undefined,
    stripeWebhookSecret: undefined,
    stripeApiUrl: undefined,
  });
});

it('reads every variable', () => {
  const config = loadConfig({
    PORT: '8080',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'https://domovik.bg/',
    DATA_DIR: '/var/lib/domovik',
    DATABASE_URL: 'postgres://db/domovik',
    SEED_ON_EMPTY: 'false',
    BULGARIAN_HOST: 'Domovik.BG',
    ENGLISH_HOST: 'EN.Domovik.bg',
    TESTING_HOSTS: ' Test.Domovik.bg, staging.domovik.bg ,',
    SMTP_URL: 'smtps://user:pass@smtp.example.com',
    MAIL_FROM: 'Domovik <hello@domovik.bg>',
    GOOGLE_CLIENT_ID: 'google-id',
    RECAPTCHA_SECRET: 'captcha-secret',
    RECAPTCHA_SITE_KEY: 'captcha-site-key',
    CONTACT_EMAIL: 'office@domovik.bg',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    AI_API_URL: 'https://api.openai.com/v1',
    AI_API_KEY: 'sk-test',
    AI_MODEL: 'gpt-4.1-mini',
    MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
    MAP_TILE_ATTRIBUTION: '© Example Maps',
    PAYMENT_PROVIDER: 'Stripe',
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_123',
    STRIPE_API_URL: 'http://localhost:12111',
  });
  expect(config).toEqual({
    port: 8080,
    host: '127.0.0.1',
    publicUrl: 'https://domovik.bg',
    dataDir: '/var/lib/domovik',
    databaseUrl: 'postgres://db/domovik',
    seedOnEmpty: false,
    bulgarianHost: 'domovik.bg',
    englishHost: 'en.domovik.bg',
    testingHosts: ['test.domovik.bg', 'staging.domovik.bg'],
    smtpUrl: 'smtps://user:pass@smtp.example.com',
    mailFrom: 'Domovik <hello@domovik.bg>',
    googleClientId: 'google-id',
    recaptchaSecret: 'captcha-secret',
    recaptchaSiteKey: 'captcha-site-key',
    contactEmail: 'office@domovik.bg',
    cookieSecure: true,
    logLevel: 'warn',
    trustProxy: true,
    aiApiUrl: 'https://api.openai.com/v1',
    aiApiKey: 'sk-test',
    aiModel: 'gpt-4.1-mini',
    mapTiles: { url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example Maps' },
    paymentProvider: 'stripe',
    stripeSecretKey: 'sk_test_123',
    stripeWebhookSecret: 'whsec_123',
    stripeApiUrl: 'http://localhost:12111',
  });
});

it('derives the public URL from the port, and Secure cookies from an https public URL', () => {
  expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  expect(loadConfig({ PUBLIC_URL: 'https://domovik.bg', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000', COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
});

it.each(['1', 'true', 'TRUE', 'yes', 'on'])('takes %s as yes for a flag', (value) => {
  expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(true);
});

it('takes an empty variable as not set', () => {
  const config = loadConfig({ DATABASE_URL: '', SEED_ON_EMPTY: '', SMTP_URL: '', GOOGLE_CLIENT_ID: '', ENGLISH_HOST: '' });
  expect(config).toMatchObject({ databaseUrl: undefined, seedOnEmpty: true, smtpUrl: undefined, googleClientId: undefined, englishHost: undefined });
});

it('names no attribution for another tile server unless told', () => {
  expect(loadConfig({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' }).mapTiles.attribution).toBe('');
});

it.each(['tiles.example.org/{z}/{x}/{y}.png', 'https://tiles.example.org/tile.png', 'https://tiles{s}.example.org/{z}/{x}/{y}.png'])(
  'refuses MAP_TILE_URL=%s',
  (value) => {
    expect(() => loadConfig({ MAP_TILE_URL: value })).toThrow(`MAP_TILE_URL must be an http(s) tile address with {z}, {x} and {y}`);
  },
);

it.each(['abc', '65536', '-1', '80.5'])('refuses PORT=%s', (value) => {
  expect(() => loadConfig({ PORT: value })).toThrow(`PORT must be a whole number from 0 to 65535, got "${value}"`);
});

it('refuses an unknown payment provider, and Stripe without its two secrets', () => {
  expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow('PAYMENT_PROVIDER must be sandbox or stripe, got "paypal"');
  expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
    'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
  );
  expect(loadConfig({ PAYMENT_PROVIDER: '' }).paymentProvider).toBe('sandbox');
});
