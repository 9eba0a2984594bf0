/**
 * Builds the Fastify instance (used by main.ts and by the tests): external plugins, then the
 * app's decorations (services, the areas' repositories) and hooks, then one route per contract
 * operation with its area's handler (areas/index.ts), the areas' other routes (the sitemap), then
 * the browser app.
 */
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { fastifySSE } from '@fastify/sse';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, RouteHandlerMethod } from 'fastify';
import { parseAcceptLanguage } from '../domain/index.ts';
import { tileOrigin } from '../domain/maps.ts';
import type { Config } from './config.ts';
import { FORM_CONTENT_TYPE, loadContract } from './contract.ts';
import type { Contract, JsonSchema, Operation } from './contract.ts';
import type { Database } from './db/client.ts';
import { guard } from './plugins/auth.ts';
import { HttpError } from './errors.ts';
import { clientErrorHandler, frameworkErrors, sendError } from './plugins/errorBodies.ts';
import { installValidators } from './plugins/validation.ts';
import { postgresRateLimitStore } from './rateLimitStore.ts';
import { fileRoutes, handlers, pageMetadata, repositories } from './areas/index.ts';
import type { Handlers, OperationId } from './handler.ts';
import { createDescriptionWriter } from './services/ai-description/index.ts';
import { createCaptchaVerifier } from './services/captcha.ts';
import type { CaptchaVerifier } from './services/captcha.ts';
import { createMailer } from './services/mail.ts';
import type { Mailer } from './services/mail.ts';
import { createNotificationBus } from './services/notifications.ts';
import { loadTranslations } from './services/translations.ts';
import { registerMedia } from './media.ts';
import { registerSpa } from './spa.ts';
import { decorateStores, registerUploads } from './uploads.ts';
import type { ReadinessCheck } from './types.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** The newsletter's captcha check; defaults to the configuration's (services/captcha.ts). */
  captcha?: CaptchaVerifier;
  contract?: Contract;
  /** The handler table; defaults to the app's own (a test may swap one: `{ ...handlers, getUser }`). */
  handlers?: Handlers;
  /** The browser app's build; defaults to dist/ (a test may give its own folder). */
  distDir?: string;
  /** How often an open event stream gets its keep-alive comment; defaults to STREAM_HEARTBEAT_MS (a test may shorten it). */
  streamHeartbeatMs?: number;
}

/** How often an open event stream (an x-stream operation) gets a comment line that keeps proxies from closing it. */
export const STREAM_HEARTBEAT_MS = 25_000;

/**
 * Requests per window, per client address and route, of each rate-limit policy: `strict` where
 * the contract says x-rate-limit: strict (passwords, mails sent, orders), `normal` for every
 * other operation that changes something (server/contract.ts), generous enough that no person
 * meets it. When the counters cannot be read (the database fails), a strict operation is refused
 * and a normal one let through (docs/decisions/0025-many-servers.md).
 */
export const RATE_LIMIT_POLICIES: Record<string, { max: number; timeWindow: string; skipOnError: boolean }> = {
  strict: { max: 20, timeWindow: '1 minute', skipOnError: false },
  normal: { max: 120, timeWindow: '1 minute', skipOnError: true },
};

/** Largest request body accepted. */
export const BODY_LIMIT_BYTES = 12 * 1024 * 1024;

/**
 * Largest body of an operation whose body carries pictures (ImageInput fields: data URLs inside
 * the JSON, docs/decisions/0009-images.md): a listing's 30 photos, scaled down by the browser.
 */
export const IMAGE_BODY_LIMIT_BYTES = 40 * 1024 * 1024;

function contentSecurityPolicy(config: Config) {
  const google = config.googleClientId ? ['https://accounts.google.com'] : [];
  // The browser loads reCAPTCHA when the page announces a site key (spa.ts).
  const captcha = config.recaptchaSecret || config.recaptchaSiteKey ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  // The rentals maps' tiles (docs/decisions/0016-rentals-pages.md); the config checked the URL.
  const tiles = [tileOrigin(config.mapTiles.url)].filter((origin) => origin !== null);
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...google, ...captcha],
      styleSrc: ["'self'", ...google],
      imgSrc: ["'self'", 'data:', 'blob:', ...tiles],
      connectSrc: ["'self'", ...google],
      ...(google.length + captcha.length ? { frameSrc: [...google, ...captcha] } : {}),
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: config.cookieSecure ? [] : null,
    },
  };
}

/**
 * A route's body schema. A form-encoded operation's is given by content type: the form (a mail
 * client's one-click POST) and JSON (the generated client's, from the unsubscribe page) are
 * validated alike, and no body at all is not validated.
 */
function bodySchema(operation: Operation, body: JsonSchema | undefined) {
  if (!operation.form || !body) return body;
  return { content: { [FORM_CONTENT_TYPE]: { schema: body }, 'application/json': { schema: body } } };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const translator = loadTranslations();
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // The health area answers every request 503 with the error body from the start of app.close().
    return503OnClosing: false,
    // What is refused before a route runs answers the error body too (plugins/errorBodies.ts).
    frameworkErrors: frameworkErrors(translator),
    clientErrorHandler: clientErrorHandler(translator),
  });

  // External plugins.
  // HSTS only means something over HTTPS; a plain-HTTP local run must not pin localhost.
  await app.register(helmet, { contentSecurityPolicy: contentSecurityPolicy(config), hsts: config.cookieSecure });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  // Multipart bodies stay streams: a handler reads its file with its own limits (request.file()).
  await app.register(multipart, { limits: { files: 1, fields: 0 } });
  // Server-Sent Events for the contract's x-stream operations: written to the socket as they
  // come (never through onSend, so never compressed or buffered), with Last-Event-ID and a
  // keep-alive comment.
  await app.register(fastifySSE, { heartbeatInterval: options.streamHeartbeatMs ?? STREAM_HEARTBEAT_MS });
  // A form-encoded body (RFC 8058's one-click unsubscribe) is read for an operation whose contract
  // names it, and refused (415) elsewhere: a cross-site HTML form may post it without asking.
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string' }, (request, body, done) => {
    if (!request.routeOptions.config.operation?.form) return done(new HttpError(415, 'error-unsupported-media-type'));
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // Counted in the database when servers share one (PostgreSQL); in memory for PGlite's one process.
  await app.register(rateLimit, {
    global: false,
    ...(options.database.engine === 'postgres' ? { store: postgresRateLimitStore(options.database.db, app.log) } : {}),
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: 'error-too-many-requests', ttl: context.ttl }),
  });

  // The app's own pieces.
  app.decorate('config', config);
  app.decorate('db', options.database.db);
  app.decorate('translator', translator);
  app.decorate('readinessChecks', [] as ReadinessCheck[]);
  app.decorate(
    'mailer',
    options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, log: app.log }),
  );
  app.decorate('descriptionWriter', createDescriptionWriter(config));
  app.decorate('captcha', options.captcha ?? createCaptchaVerifier(config, options.database.db));
  const notifications = createNotificationBus(options.database.listenVia, app.log);
  app.decorate('notifications', notifications);
  app.addHook('onClose', () => notifications.close());
  const uploads = decorateStores(app);
  app.decorateRequest('user', null);
  app.decorateRequest('locale', 'bg');
  app.addHook('onRequest', async (request) => {
    request.locale = parseAcceptLanguage(request.headers['accept-language']);
  });
  for (const repository of repositories) await app.register(repository);
  installValidators(app);
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(request, reply, error));

  // One route per contract operation, each with its handler (areas/index.ts).
  const contract = options.contract ?? loadContract();
  const routeHandlers: Partial<Record<string, Handlers[OperationId]>> = options.handlers ?? handlers;
  for (const operation of contract.operations) {
    const handler = routeHandlers[operation.operationId];
    if (!handler) throw new Error(`The contract's operation ${operation.operationId} has no handler`);
    const { params, querystring, body, response } = operation.schema;
    const schema = Object.fromEntries(
      Object.entries({ params, querystring, body: operation.multipart ? undefined : bodySchema(operation, body), response }).filter(
        ([, part]) => part !== undefined,
      ),
    );
    schema.response = Object.fromEntries(Object.entries(response).filter(([, part]) => part !== undefined));
    const policy = operation.rateLimit ? RATE_LIMIT_POLICIES[operation.rateLimit] : undefined;
    if (operation.rateLimit && !policy) throw new Error(`Unknown x-rate-limit policy "${operation.rateLimit}"`);
    app.route({
      method: operation.method,
      url: operation.url,
      schema,
      config: { operation, ...(policy ? { rateLimit: policy } : {}) },
      ...(operation.carriesImages ? { bodyLimit: IMAGE_BODY_LIMIT_BYTES } : {}),
      // Its body is compressed once, ahead (server/fixedAnswer.ts), never per request.
      ...(operation.precompressed ? { compress: false as const } : {}),
      // An event stream: its handler writes each event as it comes ('manual': whatever Accept says).
      ...(operation.stream ? { sse: 'manual' as const, compress: false as const } : {}),
      // Who is asking is settled before the body is parsed or validated (401/403 before 422).
      onRequest: guard(operation),
      // Typed by its operation (server/handler.ts); the route's schemas validate the request first.
      handler: handler as RouteHandlerMethod,
    });
  }

  await registerMedia(app);
  for (const routes of fileRoutes) await app.register(routes);
  registerUploads(app, uploads);
  await registerSpa(app, pageMetadata, options.distDir);
  return app;
}
