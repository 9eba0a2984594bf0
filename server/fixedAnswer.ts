/**
 * An answer that only changes with a deploy (the translations of a locale): serialized once and
 * compressed once per server, at its first request (brotli at its best quality, gzip at its best
 * level, off the event loop), then sent as it is, the encoding chosen by Accept-Encoding. Its
 * version is a hash of its content, so every server of the same build names it the same: the
 * strong ETag of each encoding (If-None-Match answers 304) and the version the page announces
 * for the address that is cached for good (docs/decisions/0026-fixed-answers.md).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

export interface FixedAnswer {
  /** The content hash (16 base64url characters, 96 bits): the same on every server of the build. */
  version: string;
  contentType: string;
  /** The body in an encoding, compressed at its first use. */
  body(encoding: Encoding): Promise<Buffer>;
}

const compressors = {
  br: (body: Buffer) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body: Buffer) => promisify(gzip)(body, { level: constants.Z_BEST_COMPRESSION }),
};

/** A year: the cache of an answer whose address names its version. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but asked again every time (a 304 while the ETag holds). */
export const REVALIDATE = 'no-cache';

export function fixedAnswer(body: string, contentType: string): FixedAnswer {
  const identity = Buffer.from(body, 'utf8');
  const compressed = new Map<keyof typeof compressors, Promise<Buffer>>();
  return {
    version: createHash('sha256').update(identity).digest('base64url').slice(0, 16),
    contentType,
    body(encoding) {
      if (encoding === 'identity') return Promise.resolve(identity);
      let done = compressed.get(encoding);
      if (done === undefined) {
        done = compressors[encoding](identity);
        compressed.set(encoding, done);
      }
      return done;
    },
  };
}

/** The client's weight of each coding in Accept-Encoding (RFC 9110 §12.5.3); `*` stands for the rest. */
function weights(header: string | undefined): Map<string, number> {
  const weight = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (coding === '') continue;
    const q = parameters.map((parameter) => /^q=([01](?:\.\d{0,3})?)$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    weight.set(coding === 'x-gzip' ? 'gzip' : coding, q === undefined ? 1 : Number(q));
  }
  return weight;
}

/** The best coding the client takes: brotli (smallest), then gzip, else the body as it is. */
export function chooseEncoding(header: string | undefined): Encoding {
  const weight = weights(header);
  const of = (coding: 'br' | 'gzip') => weight.get(coding) ?? weight.get('*') ?? 0;
  const [best] = (['br', 'gzip'] as const).filter((coding) => of(coding) > 0).sort((a, b) => of(b) - of(a));
  return best ?? 'identity';
}

/** The strong ETag of one encoding: a byte-for-byte different body has its own. */
const etagOf = (answer: FixedAnswer, encoding: Encoding) => `"${answer.version}${encoding === 'identity' ? '' : `-${encoding}`}"`;

/** True when If-None-Match names the ETag (weakly compared, as RFC 9110 §13.1.2 asks) or is `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Sends the answer in the encoding the client prefers, with its ETag and `cacheControl`; 304
 * without a body when the client's copy is current. The route must not compress it again
 * (its operation is `x-precompressed` in the contract, so @fastify/compress skips the route).
 */
export async function sendFixed(request: FastifyRequest, reply: FastifyReply, answer: FixedAnswer, cacheControl: string): Promise<FastifyReply> {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const etag = etagOf(answer, encoding);
  reply.header('Vary', 'Accept-Encoding').header('ETag', etag).header('Cache-Control', cacheControl);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.type(answer.contentType).send(await answer.body(encoding));
}
