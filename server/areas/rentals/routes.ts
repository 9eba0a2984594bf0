/**
 * The rentals area's handlers (contract tags properties, locations, viewings, agencies): cities
 * with their districts, the property search and a property's page, the form's option lists and
 * appliances, an owner's properties (create, update, soft delete, their list), the drafted
 * description, viewing requests (past the captcha) and agencies. Queries are in repository.ts, the viewing rules
 * and the owner's e-mail in viewings.ts.
 *
 * An owner's operations answer 404 for a property that does not exist and 403 (error-forbidden)
 * for someone else's (docs/decisions/0011-ownership.md).
 */
import type { FastifyRequest } from 'fastify';
import { VIEWING_CAPTCHA_ACTION, advantageIn, propertyTypeFacts, withTypeFacts } from '../../../domain/index.ts';
import type { Locale } from '../../../domain/index.ts';
import type { components } from '../../contract.types.ts';
import type { ImageToSave } from '../../db/images.ts';
import { CONSTRUCTION_TYPES, FURNITURE_TYPES, HEATING_TYPES, PROPERTY_STATUSES, PROPERTY_TYPES } from '../../db/schema/index.ts';
import type { Localized } from '../../db/schema/index.ts';
import { HttpError, forbidden, notFound, serviceUnavailable, validationFailed } from '../../errors.ts';
import type { FieldError } from '../../errors.ts';
import type { AreaHandlers } from '../../handler.ts';
import { pick } from '../../localize.ts';
import { DescriptionUnavailable } from '../../services/ai-description/index.ts';
import { passCaptcha } from '../../services/captcha.ts';
import type { AgencyRow, PropertyRow, PropertyValues, SummaryRow } from './repository.ts';
import { notifyOwner, viewingTimeOf } from './viewings.ts';

type PropertyInput = components['schemas']['PropertyInput'];

/** Browsers and proxies may keep the city list for a day. */
const CITIES_CACHE_CONTROL = 'public, max-age=86400';

/** Sorted by name in the answer's language, as its readers expect. */
function byName(locale: Locale) {
  const collator = new Intl.Collator(locale);
  return <T extends { name: string }>(a: T, b: T) => collator.compare(a.name, b.name);
}

const named = (row: { id: number; name: Localized }, locale: Locale) => ({ id: row.id, name: pick(row.name, locale) });
const iso = (time: string) => new Date(time).toISOString();

function summaryOf(row: SummaryRow, locale: Locale) {
  return {
    id: row.id,
    title: pick(row.title, locale),
    price: row.price,
    city: named(row.city, locale),
    district: named(row.district, locale),
    type: row.type,
    furniture: row.furniture,
    bedrooms: row.bedrooms,
    area: row.area,
    floor: row.floor,
    totalFloors: row.totalFloors,
    gpsCoordinates: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    petFriendly: row.petFriendly,
    premium: row.premium,
    premiumUntil: row.premiumUntil === null ? null : iso(row.premiumUntil),
    status: row.status,
    image: row.image,
    deletedAt: row.deletedAt === null ? null : iso(row.deletedAt),
    createdAt: iso(row.createdAt),
  };
}

function propertyOf(row: PropertyRow, locale: Locale) {
  return {
    id: row.id,
    title: pick(row.title, locale),
    description: pick(row.description, locale),
    descriptionAi: row.descriptionAi === null ? null : pick(row.descriptionAi, locale),
    taxDescription: row.taxDescription === null ? null : pick(row.taxDescription, locale),
    price: row.price,
    deposit: row.deposit,
    city: named(row.city, locale),
    district: named(row.district, locale),
    type: row.type,
    construction: row.construction ?? null,
    heating: row.heating ?? null,
    furniture: row.furniture,
    floor: row.floor,
    totalFloors: row.totalFloors,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    area: row.area,
    billsMeta: row.billsMeta ?? null,
    // Known advantages in the request's language (domain/propertyFacts.ts); the others as typed.
    locationAdvantages: row.locationAdvantages.map((text) => advantageIn(text, locale)),
    propertyAdvantages: row.propertyAdvantages.map((text) => advantageIn(text, locale)),
    buildingYear: row.buildingYear,
    gpsCoordinates: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    images: row.images,
    status: row.status,
    premium: row.premium,
    petFriendly: row.petFriendly,
    appliances: row.appliances.map((appliance) => ({ id: appliance.id, name: pick(appliance.name, locale), order: appliance.order })),
    plan: row.planUrl,
    owner: row.owner,
    agency: row.agency && { id: row.agency.id, name: pick(row.agency.name, locale), logo: row.agency.logo },
    deletedAt: row.deletedAt === null ? null : iso(row.deletedAt),
    createdAt: iso(row.createdAt),
  };
}

/** An agency as the contract's Agency, in the request's language (also agencyRoutes.ts). */
export function agencyOf(row: AgencyRow, locale: Locale) {
  return {
    id: row.id,
    name: pick(row.name, locale),
    description: row.description === null ? null : pick(row.description, locale),
    logo: row.logo,
    phone: row.phone,
    email: row.email,
    city: row.city && named(row.city, locale),
    propertiesCount: row.propertiesCount,
  };
}

/**
 * The paging of a list call. The contract's defaults (offset 0, its limit, orderBy
 * createdAt.DESC) are filled in before a handler runs.
 */
function pagingOf(query: { offset?: number; limit?: number }) {
  return { offset: query.offset!, limit: query.limit! };
}

/** The 0/1 query flag as a boolean (undefined when not given). */
const flag = (value: 0 | 1 | undefined) => (value === undefined ? undefined : value === 1);

/**
 * The checks of a property's fields the schema cannot make: the district and appliances exist,
 * the floor is within the building. Answers the district (its city and names) and the problems.
 */
async function checkFields(
  request: FastifyRequest,
  fields: { district_id: number; type: string; appliances?: number[] | undefined; floor?: number | null | undefined; totalFloors?: number | null | undefined },
) {
  const { rentalsRepository } = request.server;
  const applianceIds = fields.appliances ?? [];
  const [district, known] = await Promise.all([
    rentalsRepository.findDistrict(fields.district_id),
    rentalsRepository.findAppliances(applianceIds),
  ]);
  const invalid: FieldError[] = [];
  if (!district) invalid.push({ property: 'district_id', key: 'error-unknown-district' });
  applianceIds.forEach((id, index) => {
    if (!known.some((appliance) => appliance.id === id)) invalid.push({ property: `appliances.${index}`, key: 'error-unknown-appliance' });
  });
  const { floor, totalFloors } = fields;
  // A house's floor is ignored (domain/propertyFacts.ts), so it is not checked either.
  if (propertyTypeFacts(fields.type).floor && floor != null && totalFloors != null && floor > totalFloors) invalid.push({ property: 'floor', key: 'error-floor-above-total' });
  return { district, appliances: known, invalid };
}

/** The texts a save writes: in the language the owner wrote them (the other language is dropped, not left stale). */
function valuesOf(body: PropertyInput, locale: Locale, planUrl: string | null): PropertyValues {
  const text = (value: string) => ({ [locale]: value });
  const optionalText = (value: string | null | undefined) => (value ? text(value) : null);
  // A fact the type does not have (a room's bedrooms, a house's floor) is ignored: stored as absent.
  return withTypeFacts({
    districtId: body.district_id,
    title: text(body.title),
    description: text(body.description),
    descriptionAi: optionalText(body.descriptionAi),
    taxDescription: optionalText(body.taxDescription),
    price: body.price,
    deposit: body.deposit ?? null,
    type: body.type,
    construction: body.construction ?? null,
    heating: body.heating ?? null,
    furniture: body.furniture,
    floor: body.floor ?? null,
    totalFloors: body.totalFloors ?? null,
    bedrooms: body.bedrooms,
    bathrooms: body.bathrooms,
    area: body.area,
    billsMeta: body.billsMeta ?? null,
    locationAdvantages: body.locationAdvantages ?? [],
    propertyAdvantages: body.propertyAdvantages ?? [],
    buildingYear: body.buildingYear ?? null,
    lat: body.gpsCoordinates?.lat ?? null,
    lng: body.gpsCoordinates?.lng ?? null,
    status: body.status,
    petFriendly: body.petFriendly ?? false,
    planUrl,
  });
}

/**
 * Checks a save's fields and pictures together (one 422 names every problem) and re-encodes
 * the new pictures; nothing is written yet.
 */
async function prepareSave(
  request: FastifyRequest,
  body: PropertyInput,
  existing: { images: { id: number; url: string }[]; planUrl: string | null },
) {
  const { invalid } = await checkFields(request, body);
  let changes;
  try {
    changes = await request.server.images.prepare({
      images: { value: body.images, existing: existing.images },
      plan: { value: body.plan, existing: existing.planUrl ? [{ url: existing.planUrl }] : [] },
    });
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
    invalid.push(...(error.fields ?? []));
  }
  if (invalid.length > 0 || !changes) throw validationFailed(invalid);
  const { images, plan } = changes.fields;
  return {
    save: changes.save,
    values: valuesOf(body, request.locale, plan.images[0]?.url ?? null),
    images: images.images.map((image): ImageToSave => ('id' in image ? { id: image.id } : image)),
    removedImageIds: images.removed.map((image) => image.id),
    applianceIds: body.appliances ?? [],
  };
}

/** The caller's property: 404 when there is none, 403 when it is someone else's. */
async function ownPropertyOf(request: FastifyRequest, id: number) {
  const ownership = await request.server.rentalsRepository.findOwnership(id);
  if (!ownership) throw notFound();
  if (ownership.ownerUserId !== request.user!.id) throw forbidden();
  return ownership;
}

async function answerProperty(request: FastifyRequest, id: number) {
  const row = await request.server.rentalsRepository.findProperty(id);
  if (!row) throw notFound();
  return propertyOf(row, request.locale);
}

export const rentalsHandlers = {
  // ── locations

  async listCities(request, reply) {
    const { locale } = request;
    const rows = await request.server.rentalsRepository.listCities();
    const sorted = byName(locale);
    // The names are in the request's language: a kept copy is one language's.
    reply.header('Cache-Control', CITIES_CACHE_CONTROL).header('Vary', 'Accept-Language');
    return rows
      .map((city) => ({ ...named(city, locale), districts: city.districts.map((district) => named(district, locale)).sort(sorted) }))
      .sort(sorted);
  },

  // ── properties

  async listProperties(request) {
    const { offset, limit } = pagingOf(request.query);
    const { offset: _offset, limit: _limit, orderBy, petFriendly, ...criteria } = request.query;
    const invalid: FieldError[] = [];
    const { priceFrom, priceTo, areaFrom, areaTo } = criteria;
    if (priceFrom !== undefined && priceTo !== undefined && priceTo < priceFrom) invalid.push({ property: 'priceTo', key: 'error-rent-range' });
    if (areaFrom !== undefined && areaTo !== undefined && areaTo < areaFrom) invalid.push({ property: 'areaTo', key: 'error-area-range' });
    if (invalid.length > 0) throw validationFailed(invalid);
    const result = await request.server.rentalsRepository.search({ ...criteria, petFriendly: flag(petFriendly) }, { offset, limit, orderBy: orderBy! });
    const answer = (rows: SummaryRow[]) => rows.map((row) => summaryOf(row, request.locale));
    return { items: answer(result.items), premium: answer(result.premium), total: result.total, offset, limit };
  },

  async getProperty(request) {
    const row = await request.server.rentalsRepository.findProperty(request.params.id);
    // Only a published property is public; its owner reads the others with getUserProperty.
    if (!row || row.status !== 'active' || row.deletedAt !== null) throw notFound();
    return propertyOf(row, request.locale);
  },

  async getPropertySettings(request) {
    const t = (key: string) => request.server.translator.t(request.locale, key);
    const options = (group: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`property-${group}-${value}`) }));
    return {
      types: options('type', PROPERTY_TYPES),
      construction: options('construction', CONSTRUCTION_TYPES),
      heating: options('heating', HEATING_TYPES),
      furniture: options('furniture', FURNITURE_TYPES),
      statuses: options('status', PROPERTY_STATUSES),
    };
  },

  async listAppliances(request) {
    const rows = await request.server.rentalsRepository.listAppliances();
    return rows.map((row) => ({ id: row.id, name: pick(row.name, request.locale), order: row.order }));
  },

  async createProperty(request, reply) {
    const save = await prepareSave(request, request.body, { images: [], planUrl: null });
    const id = await save.save(() =>
      request.server.rentalsRepository.createProperty(request.user!.id, save.values, save.images, save.applianceIds),
    );
    // A published property's saved-search job came with it: this server tells them now.
    request.server.savedSearchAlerts.wake();
    return reply.code(201).send(await answerProperty(request, id));
  },

  async listUserProperties(request) {
    const { orderBy, deleted, premium, requested, active } = request.query;
    const { offset, limit } = pagingOf(request.query);
    const result = await request.server.rentalsRepository.listOwned(
      request.user!.id,
      { deleted: deleted === 1, premium: flag(premium), requested: flag(requested), active: flag(active) },
      { offset, limit, orderBy: orderBy! },
    );
    return { items: result.items.map((row) => summaryOf(row, request.locale)), total: result.total, offset, limit };
  },

  async getUserProperty(request) {
    await ownPropertyOf(request, request.params.id);
    return answerProperty(request, request.params.id);
  },

  async updateUserProperty(request) {
    const { id } = request.params;
    const { rentalsRepository } = request.server;
    const ownership = await ownPropertyOf(request, id);
    if (ownership.deletedAt !== null) throw notFound();
    const save = await prepareSave(request, request.body, { images: await rentalsRepository.imagesOf(id), planUrl: ownership.planUrl });
    await save.save(async () => {
      const { values, images, removedImageIds, applianceIds } = save;
      const updated = await rentalsRepository.updateProperty(id, request.user!.id, { values, images, removedImageIds, applianceIds });
      // Deleted meanwhile: nothing was written, and the new files go again.
      if (!updated) throw notFound();
    });
    request.server.savedSearchAlerts.wake();
    return answerProperty(request, id);
  },

  async deleteProperty(request, reply) {
    const { id } = request.params;
    await ownPropertyOf(request, id);
    await request.server.rentalsRepository.softDelete(id, request.user!.id);
    return reply.code(204).send();
  },

  async generatePropertyDescription(request) {
    const { body, locale } = request;
    const { district, appliances, invalid } = await checkFields(request, body);
    if (invalid.length > 0 || !district) throw validationFailed(invalid);
    const applianceNames = (body.appliances ?? []).map((id) => pick(appliances.find((appliance) => appliance.id === id)!.name, locale));
    try {
      const description = await request.server.descriptionWriter.write(
        {
          type: body.type,
          furniture: body.furniture,
          bedrooms: body.bedrooms,
          bathrooms: body.bathrooms,
          area: body.area,
          price: body.price ?? null,
          city: pick(district.city.name, locale),
          district: pick(district.name, locale),
          address: body.address || null,
          construction: body.construction ?? null,
          heating: body.heating ?? null,
          floor: body.floor ?? null,
          totalFloors: body.totalFloors ?? null,
          buildingYear: body.buildingYear ?? null,
          petFriendly: body.petFriendly ?? false,
          appliances: applianceNames,
          locationAdvantages: body.locationAdvantages ?? [],
          propertyAdvantages: body.propertyAdvantages ?? [],
        },
        locale,
      );
      return { description };
    } catch (error) {
      if (!(error instanceof DescriptionUnavailable)) throw error;
      request.log.warn({ err: error }, 'property description not generated');
      throw serviceUnavailable('error-ai-unavailable');
    }
  },

  // ── viewings

  async createViewingRequest(request, reply) {
    const { rentalsRepository } = request.server;
    const { propertyId, contactName, contactPhone, contactEmail, dateTime, code } = request.body;
    const time = viewingTimeOf(dateTime, new Date());
    const target = await rentalsRepository.findViewingTarget(propertyId);
    const invalid: FieldError[] = [];
    if (!target) invalid.push({ property: 'propertyId', key: 'error-property-unavailable' });
    if ('problem' in time) invalid.push({ property: 'dateTime', key: time.problem });
    if (invalid.length > 0 || !target || !('at' in time)) throw validationFailed(invalid);

    if (request.user?.id === target.ownerUserId) throw validationFailed([{ property: 'propertyId', key: 'conversation-error-self' }]);
    await passCaptcha(request, code, VIEWING_CAPTCHA_ACTION);

    const contact = { name: contactName, phone: contactPhone, email: contactEmail };
    const created = await rentalsRepository.createViewingRequest(
      {
        propertyId,
        requesterUserId: request.user?.id ?? null,
        contactName,
        contactPhone,
        contactEmail,
        dateTime: `${time.at}:00`,
      },
      { ownerUserId: target.ownerUserId, locale: request.locale },
    );
    // The owner's notice of this first message is this e-mail (with the contact shared), not the conversation's job.
    await notifyOwner(request, {
      owner: { name: target.ownerName, email: target.email, locale: target.ownerLocale },
      property: { id: target.id, title: target.title },
      contact,
      at: time.at,
      conversationId: created.conversationId,
    });
    return reply.code(201).send({ ...created, property: summaryOf(created.property, request.locale) });
  },

  async listViewingRequests(request) {
    const { propertyId } = request.query;
    const { offset, limit } = pagingOf(request.query);
    if (propertyId !== undefined) await ownPropertyOf(request, propertyId);
    const result = await request.server.rentalsRepository.listViewingRequests(request.user!.id, { propertyId, offset, limit });
    return {
      items: result.items.map((item) => ({ ...item, property: summaryOf(item.property, request.locale) })),
      total: result.total,
      offset,
      limit,
    };
  },

  // ── agencies

  async listAgencies(request) {
    const { offset, limit } = pagingOf(request.query);
    const result = await request.server.rentalsRepository.listAgencies({ offset, limit, locale: request.locale });
    return { items: result.items.map((row) => agencyOf(row, request.locale)), total: result.total, offset, limit };
  },

  async getAgency(request) {
    const row = await request.server.rentalsRepository.findAgency(request.params.id);
    if (!row) throw notFound();
    return agencyOf(row, request.locale);
  },
} satisfies AreaHandlers;
