/**
 * Generated pictures of the demo data: `GET /media/generated/{kind}/{seed}.svg[?subject=sofa&colour=grey&label=...]`
 * draws the same small SVG for the same kind, seed, subjects, colour and label every time (seed/content/images.ts),
 * so it is cached for a year. The document is served with a CSP that forbids everything (it is
 * drawn with presentation attributes, no style) and any framing, like every other answer:
 * opened on its own, an SVG must not run anything. Anything the route does not
 * know (kind, seed, label) is a 404, like a missing file.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SEED_IMAGE_KINDS, SEED_IMAGE_LABEL_MAX_LENGTH, SEED_IMAGE_PATH, SUBJECTS, SWATCHES, renderSeedImage } from './db/seed/content/index.ts';
import type { SeedImageKind, Subject, Swatch } from './db/seed/content/index.ts';

/** Largest seed the route draws. */
const SEED_IMAGE_MAX_SEED = 1_000_000_000;

const SEED_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const SEED_IMAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** One to three subjects, separated by a space (a post draws several side by side). */
const SUBJECT_LIST = `^(${SUBJECTS.join('|')})( (${SUBJECTS.join('|')})){0,2}$`;

interface MediaRequest {
  Params: { kind: SeedImageKind; seed: number };
  Querystring: { label?: string; subject?: string; colour?: Swatch };
}

export async function registerMedia(app: FastifyInstance): Promise<void> {
  app.get<MediaRequest>(`${SEED_IMAGE_PATH}/:kind/:seed.svg`, {
    schema: {
      params: {
        type: 'object',
        required: ['kind', 'seed'],
        properties: {
          kind: { type: 'string', enum: [...SEED_IMAGE_KINDS] },
          seed: { type: 'integer', minimum: 0, maximum: SEED_IMAGE_MAX_SEED },
        },
      },
      querystring: {
        type: 'object',
        properties: {
          label: { type: 'string', maxLength: SEED_IMAGE_LABEL_MAX_LENGTH },
          subject: { type: 'string', pattern: SUBJECT_LIST },
          colour: { type: 'string', enum: Object.keys(SWATCHES) },
        },
      },
    },
    // A bad part of the path is a missing file (404), not a form error (422).
    attachValidation: true,
    handler: async (request: FastifyRequest<MediaRequest>, reply: FastifyReply) => {
      if (request.validationError) {
        return reply.code(404).send({ message: app.translator.t(request.locale, 'error-not-found') });
      }
      const { kind, seed } = request.params;
      const label = request.query.label || undefined;
      const subjects = request.query.subject?.split(' ') as Subject[] | undefined;
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', SEED_IMAGE_CACHE_CONTROL)
        .header('Content-Security-Policy', SEED_IMAGE_CSP)
        .send(renderSeedImage(kind, seed, { label, subjects, colour: request.query.colour }));
    },
  });
}
