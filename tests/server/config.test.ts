/** The environment variables of the README's configuration table: names, defaults and errors. */
import { spawnSync } from 'node:child_process';
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
    jobPollMs: 5000,
    bulgarianHost: 'domovik.bg',
    englishHost: undefined,
    testingHosts: [],
    smtpUrl: undefined,
    mailFrom: 'Domovik <no-reply@domovik.bg>',
    googleClientId: undefined,
    recaptchaSecret: undefined,
    recaptchaSiteKey: undefined,
    captchaHmacKey: undefined,
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
    S3_BUCKET: 'domovik-files',
    S3_REGION: 'eu-central-1',
    S3_ENDPOINT: 'https://s3.example.org',
    S3_ACCESS_KEY_ID: 'key-id',
    S3_SECRET_ACCESS_KEY: 'key-secret',
    JOB_POLL_MS: '250',
    BULGARIAN_HOST: 'Domovik.BG',
    ENGLISH_HOST: 'EN.Domovik.bg',
    TESTING_HOSTS: ' Test.Domovik.bg, staging.domovik.bg ,',
    SMTP_URL: 'smtps://user:pass@smtp.example.com',
    MAIL_FROM: 'Domovik <hello@domovik.bg>',
    GOOGLE_CLIENT_ID: 'google-id',
    RECAPTCHA_SECRET: 'captcha-secret',
    RECAPTCHA_SITE_KEY: 'captcha-site-key',
    CAPTCHA_HMAC_KEY: 'k'.repeat(32),
    CONTACT_EMAIL: 'office@domovik.bg',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,fd00::/8',
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
    s3: { bucket: 'domovik-files', region: 'eu-central-1', endpoint: 'https://s3.example.org', accessKeyId: 'key-id', secretAccessKey: 'key-secret' },
    jobPollMs: 250,
    bulgarianHost: 'domovik.bg',
    englishHost: 'en.domovik.bg',
    testingHosts: ['test.domovik.bg', 'staging.domovik.bg'],
    smtpUrl: 'smtps://user:pass@smtp.example.com',
    mailFrom: 'Domovik <hello@domovik.bg>',
    googleClientId: 'google-id',
    recaptchaSecret: 'captcha-secret',
    recaptchaSiteKey: 'captcha-site-key',
    captchaHmacKey: 'k'.repeat(32),
    contactEmail: 'office@domovik.bg',
    cookieSecure: true,
    logLevel: 'warn',
    trustProxy: ['10.0.0.2', '10.1.0.0/16', 'fd00::/8'],
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
  expect(loadConfig({ COOKIE_SECURE: value }).cookieSecure).toBe(true);
});

it('trusts the proxies TRUST_PROXY names, none when it is empty', () => {
  expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: 'loopback,192.168.0.0/16' }).trustProxy).toEqual(['loopback', '192.168.0.0/16']);
});

it.each(['true', 'yes', '1', '10.0.0.300', '10.0.0.0/33', 'proxy.example.org', '10.0.0.2,'])(
  'refuses TRUST_PROXY=%s: it must say which proxies (a client must not choose its own address)',
  (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      `TRUST_PROXY must be a comma list of the proxies' addresses or CIDR ranges, such as 10.0.0.2,10.1.0.0/16 (true or a hop count would let a client choose its own address), got "${value}"`,
    );
  },
);

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

it.each(['', 'abc', '65536', '-1', '80.5', '0x10', '1e3', ' 80'])('refuses PORT=%p, naming it and the value', (value) => {
  expect(() => loadConfig({ PORT: value })).toThrow(`PORT must be a whole number from 0 (any free port) to 65535, got "${value}"`);
});

it('takes PORT=0 as any free port (the tests start servers so)', () => {
  expect(loadConfig({ PORT: '0' })).toMatchObject({ port: 0, publicUrl: 'http://localhost:3000' });
});

it.each(['loud', 'verbose', '1'])('refuses LOG_LEVEL=%s, naming it and the levels', (value) => {
  expect(() => loadConfig({ LOG_LEVEL: value })).toThrow(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "${value}"`);
});

it('reads a level in any case', () => {
  expect(loadConfig({ LOG_LEVEL: 'WARN' }).logLevel).toBe('warn');
});

it.each(['0', 'false', 'No', 'off'])('takes %s as no for a flag', (value) => {
  expect(loadConfig({ SEED_ON_EMPTY: value }).seedOnEmpty).toBe(false);
});

it('refuses a flag that is neither yes nor no', () => {
  expect(() => loadConfig({ SEED_ON_EMPTY: 'maybe' })).toThrow('SEED_ON_EMPTY must be yes or no (1, true, yes, on or 0, false, no, off), got "maybe"');
});

it.each([
  ['PUBLIC_URL', 'domovik.bg', 'PUBLIC_URL must be an http(s) address such as https://domovik.bg, got "domovik.bg"'],
  ['AI_API_URL', 'ftp://api.example.com', 'AI_API_URL must be an http(s) address such as https://api.openai.com/v1, got "ftp://api.example.com"'],
  ['STRIPE_API_URL', 'localhost:12111', 'STRIPE_API_URL must be an http(s) address such as http://localhost:12111, got "localhost:12111"'],
  ['CONTACT_EMAIL', 'office', 'CONTACT_EMAIL must be an e-mail address, got "office"'],
  ['BULGARIAN_HOST', 'https://domovik.bg', 'BULGARIAN_HOST must be a host name, got "https://domovik.bg"'],
])('refuses %s=%s', (name, value, message) => {
  expect(() => loadConfig({ [name]: value })).toThrow(message);
});

it('refuses a database or mail server address that is not one, without repeating it (it may hold a password)', () => {
  expect(() => loadConfig({ DATABASE_URL: 'mysql://root:secret@db/domovik' })).toThrow(/^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ address$/);
  expect(() => loadConfig({ SMTP_URL: 'user:secret@smtp.example.com' })).toThrow(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ address$/);
});

it('stops `node server/main.ts` on a bad PORT with one line on stderr naming it, exit code 1', () => {
  const run = spawnSync(process.execPath, ['server/main.ts'], {
    env: { ...process.env, NODE_OPTIONS: '', PORT: 'abc', DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toBe('PORT must be a whole number from 0 (any free port) to 65535, got "abc"\n');
  expect(run.stdout).toBe('');
}, 40_000);

it('refuses an unknown payment provider, and Stripe without its two secrets', () => {
  expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow('PAYMENT_PROVIDER must be sandbox or stripe, got "paypal"');
  expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
    'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
  );
  expect(loadConfig({ PAYMENT_PROVIDER: '' }).paymentProvider).toBe('sandbox');
});

it('needs the captcha key with a shared database (unless reCAPTCHA is used), and a long one, not repeated', () => {
  const database = { DATABASE_URL: 'postgres://db/domovik' };
  expect(() => loadConfig(database)).toThrow(/^DATABASE_URL needs CAPTCHA_HMAC_KEY/);
  expect(loadConfig({ ...database, CAPTCHA_HMAC_KEY: 'k'.repeat(32) }).captchaHmacKey).toBe('k'.repeat(32));
  expect(loadConfig({ ...database, RECAPTCHA_SECRET: 'secret' }).captchaHmacKey).toBeUndefined();
  expect(() => loadConfig({ CAPTCHA_HMAC_KEY: 'short-secret' })).toThrow(/^CAPTCHA_HMAC_KEY must be at least 32 characters$/);
});

it('keeps files in a bucket only with S3_BUCKET, its keys as a pair, and a bucket name that is one', () => {
  expect(loadConfig({ S3_BUCKET: 'files' }).s3).toEqual({ bucket: 'files', region: 'us-east-1', endpoint: undefined, accessKeyId: undefined, secretAccessKey: undefined });
  expect(() => loadConfig({ S3_ENDPOINT: 'http://localhost:9000' })).toThrow(/^S3_ENDPOINT needs S3_BUCKET$/);
  expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/^S3_SECRET_ACCESS_KEY needs S3_BUCKET$/);
  expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' })).toThrow(/^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together$/);
  expect(() => loadConfig({ S3_BUCKET: 'My_Files' })).toThrow(/^S3_BUCKET must be a bucket name .*, got "My_Files"$/);
  expect(() => loadConfig({ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'hidden', S3_ACCESS_KEY_ID: 'id', S3_ENDPOINT: 'ftp://x' })).toThrow(/^S3_ENDPOINT must be/);
});
