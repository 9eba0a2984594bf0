/**
 * The card provider's callback is signed over its exact bytes (Stripe-Signature), so the
 * webhook's route keeps its raw body beside the parsed one: a preParsing hook, added to that
 * route alone when it is registered, reads the body (up to WEBHOOK_BODY_LIMIT_BYTES) into
 * `request.rawBody` and hands the same bytes on to Fastify's JSON parser.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, preParsingAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as received (the webhook's route only). */
    rawBody?: Buffer;
  }
}

/** Stripe's events are a few kilobytes; nothing a provider sends comes near this. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

const keepRawBody: preParsingAsyncHookHandler = async (request, _reply, payload) => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > WEBHOOK_BODY_LIMIT_BYTES) throw new HttpError(413, 'error-payload-too-large');
    chunks.push(chunk);
  }
  request.rawBody = Buffer.concat(chunks);
  return Readable.from([request.rawBody]);
};

export const webhookRawBody = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (route.config?.operation?.operationId !== 'paymentWebhook') return;
      route.preParsing = [...[route.preParsing ?? []].flat(), keepRawBody];
    });
  },
  { name: 'webhook-raw-body' },
);
