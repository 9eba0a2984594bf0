/**
 * The roommates area's handlers (contract tag roommates): the flatmate-offer search and an
 * offer's page, the universities of the filters, a regular user's own offers (post, edit, delete,
 * their list) with photos through the shared pipeline (docs/decisions/0009-images.md), and
 * messages from anyone to a poster (past the captcha). Queries are in repository.ts, the poster's e-mail in
 * inquiries.ts.
 *
 * A poster's operations answer 404 for an offer that does not exist (or is deleted) and 403
 * (error-forbidden) for someone else's (docs/decisions/0011-ownership.md). Texts are stored as
 * they were typed, in the poster's language, and never interpreted.
 */
import type { FastifyRequest } from 'fastify';
import { ROOMMATE_AVAILABLE_HORIZON_DAYS, ROOMMATE_MESSAGE_CAPTCHA_ACTION, addDays, serviceToday } from '../../../domain/index.ts';
import type { Locale } from '../../../domain/index.ts';
import type { components } from '../../contract.types.ts';
import type { ImageToSave } from '../../db/images.ts';
import type { Localized } from '../../db/schema/index.ts';
import { HttpError, conflict, forbidden, notFound, validationFailed } from '../../errors.ts';
import type { FieldError } from '../../errors.ts';
import type { AreaHandlers } from '../../handler.ts';
import { pick } from '../../localize.ts';
import { passCaptcha } from '../../services/captcha.ts';
import { notifyPoster } from './inquiries.ts';
import type { OfferRow, OfferValues } from './repository.ts';

type OfferInput = components['schemas']['TenantOfferInput'];

const named = (row: { id: number; name: Localized }, locale: Locale) => ({ id: row.id, name: pick(row.name, locale) });

function offerOf(row: OfferRow, locale: Locale): components['schemas']['TenantOffer'] {
  return {
    id: row.id,
    title: pick(row.title, locale),
    description: pick(row.description, locale),
    city: named(row.city, locale),
    university: row.university && named(row.university, locale),
    price: row.price,
    availableFrom: row.availableFrom,
    roommatesWanted: row.roommatesWanted,
    genderPreference: row.genderPreference,
    images: row.images,
    owner: row.owner,
    premium: row.premiumUntil !== null,
    premiumUntil: row.premiumUntil && new Date(row.premiumUntil).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The paging of a list call (the contract's defaults are filled in before a handler runs). */
function pagingOf(query: { offset?: number; limit?: number }) {
  return { offset: query.offset!, limit: query.limit! };
}

/**
 * The checks of an offer's fields the schema cannot make: the city exists, the university exists
 * and is in that city, and the room is free within ROOMMATE_AVAILABLE_HORIZON_DAYS (a date
 * already past means "free now", and is kept).
 */
async function checkFields(request: FastifyRequest, body: OfferInput): Promise<FieldError[]> {
  const { roommatesRepository } = request.server;
  const [cityExists, university] = await Promise.all([
    roommatesRepository.cityExists(body.cityId),
    body.universityId == null ? undefined : roommatesRepository.findUniversity(body.universityId),
  ]);
  const invalid: FieldError[] = [];
  if (!cityExists) invalid.push({ property: 'cityId', key: 'error-unknown-city' });
  if (body.universityId != null) {
    if (!university) invalid.push({ property: 'universityId', key: 'roommates-error-unknown-university' });
    else if (cityExists && university.cityId !== body.cityId) invalid.push({ property: 'universityId', key: 'roommates-error-university-city' });
  }
  if (body.availableFrom > addDays(serviceToday(new Date()), ROOMMATE_AVAILABLE_HORIZON_DAYS)) {
    invalid.push({ property: 'availableFrom', key: 'roommates-error-available-too-far' });
  }
  return invalid;
}

/**
 * Checks a save's fields and pictures together (one 422 names every problem) and re-encodes
 * the new pictures; nothing is written yet.
 */
async function prepareSave(request: FastifyRequest, body: OfferInput, existingImages: { id: number; url: string }[]) {
  const invalid = await checkFields(request, body);
  let changes;
  try {
    changes = await request.server.images.prepare({ images: { value: body.images, existing: existingImages } });
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
    invalid.push(...(error.fields ?? []));
  }
  if (invalid.length > 0 || !changes) throw validationFailed(invalid);
  // The texts in the language the poster wrote them (the other language is dropped, not left stale).
  const text = (value: string) => ({ [request.locale]: value });
  const values: OfferValues = {
    cityId: body.cityId,
    universityId: body.universityId ?? null,
    title: text(body.title),
    description: text(body.description),
    price: body.price,
    availableFrom: body.availableFrom,
    roommatesWanted: body.roommatesWanted,
    genderPreference: body.genderPreference,
  };
  const { images, removed } = changes.fields.images;
  return {
    save: changes.save,
    values,
    images: images.map((image): ImageToSave => ('id' in image ? { id: image.id } : image)),
    removedImageIds: removed.map((image) => image.id),
  };
}

/** The caller's live offer: 404 when there is none (or it is deleted), 403 when it is someone else's. */
async function ownOfferOf(request: FastifyRequest, id: number): Promise<void> {
  const ownership = await request.server.roommatesRepository.findOwnership(id);
  if (!ownership || ownership.deletedAt !== null) throw notFound();
  if (ownership.ownerUserId !== request.user!.id) throw forbidden();
}

async function answerOffer(request: FastifyRequest, id: number) {
  const row = await request.server.roommatesRepository.findOffer(id);
  if (!row) throw notFound();
  return offerOf(row, request.locale);
}

export const roommatesHandlers = {
  async listTenantOffers(request) {
    const { city, university, priceFrom, priceTo, q } = request.query;
    if (priceFrom !== undefined && priceTo !== undefined && priceTo < priceFrom) {
      throw validationFailed([{ property: 'priceTo', key: 'roommates-error-price-range' }]);
    }
    const paging = pagingOf(request.query);
    const result = await request.server.roommatesRepository.search({ cityId: city, universityId: university, priceFrom, priceTo, q }, paging);
    return { items: result.items.map((row) => offerOf(row, request.locale)), total: result.total, ...paging };
  },

  async getTenantOffer(request) {
    return answerOffer(request, request.params.id);
  },

  async listUniversities(request) {
    const { locale } = request;
    const collator = new Intl.Collator(locale);
    const rows = await request.server.roommatesRepository.listUniversities();
    return rows
      .map((row) => ({ id: row.id, name: pick(row.name, locale), cityId: row.cityId }))
      .sort((a, b) => collator.compare(a.name, b.name));
  },

  async createTenantOffer(request, reply) {
    const save = await prepareSave(request, request.body, []);
    const id = await save.save(() => request.server.roommatesRepository.createOffer(request.user!.id, save.values, save.images));
    // The saved searches' job came with the offer: this server tells them now.
    request.server.savedSearchAlerts.wake();
    return reply.code(201).send(await answerOffer(request, id));
  },

  async listMyTenantOffers(request) {
    const paging = pagingOf(request.query);
    const result = await request.server.roommatesRepository.listOwned(request.user!.id, paging);
    return { items: result.items.map((row) => offerOf(row, request.locale)), total: result.total, ...paging };
  },

  async updateTenantOffer(request) {
    const { id } = request.params;
    const { roommatesRepository } = request.server;
    await ownOfferOf(request, id);
    const save = await prepareSave(request, request.body, await roommatesRepository.imagesOf(id));
    await save.save(async () => {
      const updated = await roommatesRepository.updateOffer(id, request.user!.id, save);
      // Deleted meanwhile: nothing was written, and the new files go again.
      if (!updated) throw notFound();
    });
    request.server.savedSearchAlerts.wake();
    return answerOffer(request, id);
  },

  async deleteTenantOffer(request, reply) {
    const { id } = request.params;
    await ownOfferOf(request, id);
    const { images, roommatesRepository } = request.server;
    // A deleted offer is seen by nobody again, its poster included, and cannot be restored: its
    // picture files go once the deletion has committed.
    const pictures = await images.prepare({ images: { value: null, existing: await roommatesRepository.imagesOf(id) } });
    await pictures.save(async () => {
      if (!(await roommatesRepository.softDelete(id, request.user!.id))) throw notFound();
    });
    return reply.code(204).send();
  },

  async sendTenantOfferInquiry(request, reply) {
    const { roommatesRepository } = request.server;
    const offer = await roommatesRepository.findInquiryTarget(request.params.id);
    if (!offer) throw notFound();
    const { name, phone, message, code } = request.body;
    // A visitor gives the address the poster's replies reach; a signed-in sender's is their account's.
    // An older client sends none: the message is kept and mailed as before, without a conversation.
    const email = request.user?.email ?? request.body.email;
    if (request.user?.id === offer.ownerUserId) throw validationFailed([{ property: 'message', key: 'conversation-error-self' }]);
    await passCaptcha(request, code, ROOMMATE_MESSAGE_CAPTCHA_ACTION);
    const stored = await roommatesRepository.createInquiry(
      { offerId: offer.id, senderUserId: request.user?.id ?? null, name, phone, message },
      { ownerUserId: offer.ownerUserId, email, locale: request.locale },
    );
    if (stored === 'blocked') throw conflict('conversation-error-blocked');
    await notifyPoster(request, { offer, sender: { name, phone, message }, conversationId: stored.conversationId });
    return reply.code(204).send();
  },
} satisfies AreaHandlers;
