/**
 * The error body of product §10 (`{ message, errors? }`, translated) for every refusal, at each
 * depth a request can be refused: the app's error handler (thrown HttpErrors, validation,
 * Fastify's own 4xx and anything unexpected), what the router refuses before a route is found
 * (`frameworkErrors`: a bad %-encoding, an overlong path parameter), and what Node's HTTP parser
 * refuses before there is a request at all (`clientErrorHandler`: a malformed request line,
 * headers over the limit). No answer repeats what was sent, beyond a capped list of property
 * names, and no answer reveals internals.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { parseAcceptLanguage } from '../../domain/index.ts';
import { HttpError } from '../errors.ts';
import type { FieldError } from '../errors.ts';
import type { Translator } from '../services/translations.ts';
import { fieldErrorsOf } from './validation.ts';

/** Most items a 422 answer lists, and the longest property name it repeats (no amplification). */
export const MAX_FIELD_ERRORS = 50;
const MAX_PROPERTY_LENGTH = 64;

/** How long a connection refused by the HTTP parser may keep sending before it is cut. */
const CLIENT_ERROR_LINGER_MS = 2000;

/** The message key of each status the platform itself answers. */
const KNOWN_STATUS_KEYS: Record<number, string> = {
  400: 'error-bad-request',
  404: 'error-not-found',
  408: 'error-try-again',
  413: 'error-payload-too-large',
  415: 'error-unsupported-media-type',
  429: 'error-too-many-requests',
  431: 'error-payload-too-large',
};

/** The app's error handler. */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: FastifyError | HttpError) {
  const t = (key: string) => request.server.translator.t(request.locale, key);
  const items = (fields: FieldError[]) =>
    fields.slice(0, MAX_FIELD_ERRORS).map(({ property, key }) => ({
      property: property.length > MAX_PROPERTY_LENGTH ? `${property.slice(0, MAX_PROPERTY_LENGTH - 1)}…` : property,
      message: t(key),
    }));
  const validationFailed = (fields: FieldError[]) => reply.code(422).send({ message: 'validation_failed', errors: items(fields) });
  if ('validation' in error && error.validation) {
    // A path whose parameters name nothing (an id out of range, an unknown locale) is not found.
    if (error.validationContext === 'params') return reply.code(404).send({ message: t('error-not-found') });
    return validationFailed(fieldErrorsOf(error.validation as Parameters<typeof fieldErrorsOf>[0]));
  }
  if (error instanceof HttpError) {
    if (error.statusCode === 422) return validationFailed(error.fields ?? []);
    return reply.code(error.statusCode).send({
      message: t(error.key),
      // Another refusal may name its parts too (a 503 of /health/ready: the checks that fail).
      ...(error.fields ? { errors: items(error.fields) } : {}),
      ...(error.shortages ? { shortages: error.shortages } : {}),
    });
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    const known = KNOWN_STATUS_KEYS[status] ? status : 400;
    return reply.code(known).send({ message: t(KNOWN_STATUS_KEYS[known]!) });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: t('error-server') });
}

/**
 * Fastify's `frameworkErrors`: the router's refusals, before any hook ran (so the language is
 * read here). An overlong path parameter names nothing: 404, like any path parameter that
 * fails validation.
 */
export function frameworkErrors(translator: Translator) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 404 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
    const locale = parseAcceptLanguage(request.headers['accept-language']);
    if (status === 500) request.log.error({ err: error }, 'request failed');
    void reply.code(status).send({ message: translator.t(locale, KNOWN_STATUS_KEYS[status] ?? 'error-server') });
  };
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses. A complete HTTP answer with the
 * error body (in the language of an Accept-Language line, if the parser got that far) and
 * `Connection: close`; what the client still sends is read and dropped until it hangs up, so the
 * close does not reset the connection before the answer is read.
 */
export function clientErrorHandler(translator: Translator) {
  return (error: ConnectionError, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const raw: unknown = error.rawPacket;
    const language = Buffer.isBuffer(raw) ? /^accept-language:[ \t]*([^\r\n]*)/im.exec(raw.toString('latin1'))?.[1] : undefined;
    const body = JSON.stringify({ message: translator.t(parseAcceptLanguage(language), KNOWN_STATUS_KEYS[status]!) });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    socket.resume();
    socket.setTimeout(CLIENT_ERROR_LINGER_MS, () => socket.destroy());
  };
}
