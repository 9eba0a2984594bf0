/**
 * The saved searches area's handlers (contract tag saved-searches, docs/decisions/0030): a
 * signed-in user's saved property and flatmate searches (save, list, read, rename, pause,
 * change how often they tell, mark opened, delete), and the e-mails' one-click unsubscribe,
 * public (the token is the key). Queries are in repository.ts.
 *
 * A search of someone else answers 404, as one that does not exist (the contract says so: a
 * saved search is private, unlike the listings of decision 0011). Each answer counts the
 * listings the search matches now with the rentals' or roommates' own search conditions, its
 * owner's own left out (as its alerts leave them out).
 */
import type { FastifyRequest } from 'fastify';
import { suggestSavedSearchName } from '../../../domain/savedSearches.ts';
import type { Locale } from '../../../domain/index.ts';
import type { components } from '../../contract.types.ts';
import { notFound, validationFailed } from '../../errors.ts';
import type { FieldError } from '../../errors.ts';
import type { AreaHandlers } from '../../handler.ts';
import { pick } from '../../localize.ts';
import type { Localized, SavedSearch } from '../../db/schema/index.ts';
import type { Places, SavedSearchRow } from './repository.ts';

type Criteria = components['schemas']['SavedSearchCriteria'];
type Kind = components['schemas']['SavedSearchKind'];

/** The filters of the property search that a flatmate search does not have. */
const PROPERTY_ONLY = ['districtId', 'type', 'bedrooms', 'furniture', 'petFriendly', 'areaFrom', 'areaTo'] as const;

const named = (row: { id: number; name: Localized } | null | undefined, locale: Locale) => (row ? { id: row.id, name: pick(row.name, locale) } : null);

/** A row's filters as the contract's criteria (a filter not kept is left out); the alerts' e-mails link to them too. */
export function criteriaOf(row: Omit<SavedSearch, 'userId' | 'unsubscribeToken' | 'updatedAt'>): Criteria {
  const criteria: Criteria = {};
  const set = <Name extends keyof Criteria>(name: Name, value: Criteria[Name] | null) => {
    if (value !== null && value !== undefined) criteria[name] = value;
  };
  set('cityId', row.cityId);
  set('districtId', row.districtId);
  set('universityId', row.universityId);
  set('type', row.type);
  set('priceFrom', row.priceFrom);
  set('priceTo', row.priceTo);
  set('bedrooms', row.bedrooms);
  set('furniture', row.furniture);
  set('petFriendly', row.petFriendly ? 1 : null);
  set('areaFrom', row.areaFrom);
  set('areaTo', row.areaTo);
  return criteria;
}

/** How many live listings the search matches now (the search pages' own conditions), not its owner's: they are never told. */
async function countMatches(request: FastifyRequest, row: SavedSearchRow, criteria: Criteria): Promise<number> {
  const { rentalsRepository, roommatesRepository, savedSearchesRepository } = request.server;
  const own = savedSearchesRepository.countOwnListings(row.id, row.kind);
  let all: Promise<number>;
  if (row.kind === 'roommate') {
    const { cityId, universityId, priceFrom, priceTo } = criteria;
    all = roommatesRepository.count({ cityId, universityId, priceFrom, priceTo });
  } else {
    const { universityId: _university, petFriendly, ...filters } = criteria;
    all = rentalsRepository.count({ ...filters, petFriendly: petFriendly === 1 ? true : undefined });
  }
  const [total, mine] = await Promise.all([all, own]);
  return total - mine;
}

async function answerOf(request: FastifyRequest, row: SavedSearchRow): Promise<components['schemas']['SavedSearch']> {
  const { locale } = request;
  const criteria = criteriaOf(row);
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    frequency: row.frequency,
    paused: row.paused,
    criteria,
    city: named(row.city, locale),
    district: named(row.district, locale),
    university: named(row.university, locale),
    matchCount: await countMatches(request, row, criteria),
    newCount: row.newCount,
    newListingIds: row.newListingIds,
    openedAt: new Date(row.openedAt).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

async function answerOwned(request: FastifyRequest, id: number) {
  const row = await request.server.savedSearchesRepository.findOwned(id, request.user!.id);
  if (!row) throw notFound();
  return answerOf(request, row);
}

/**
 * The checks of a search the schema cannot make (each names its filter): the filters of its
 * kind only, its places exist (a district and a university in the search's city), the ranges
 * are ranges. Answers the problems and the places found.
 */
async function checkCriteria(request: FastifyRequest, kind: Kind, criteria: Criteria): Promise<{ invalid: FieldError[]; places: Places }> {
  const invalid: FieldError[] = [];
  const refuse = (filter: keyof Criteria, key: string) => invalid.push({ property: `criteria.${filter}`, key });
  if (kind === 'roommate') {
    for (const filter of PROPERTY_ONLY) if (criteria[filter] !== undefined) refuse(filter, 'saved-searches-error-property-filter');
  } else if (criteria.universityId !== undefined) {
    refuse('universityId', 'saved-searches-error-roommate-filter');
  }
  const { cityId } = criteria;
  const districtId = kind === 'property' ? criteria.districtId : undefined;
  const universityId = kind === 'roommate' ? criteria.universityId : undefined;
  const places = await request.server.savedSearchesRepository.places({ cityId, districtId, universityId });
  if (cityId !== undefined && !places.city) refuse('cityId', 'error-unknown-city');
  if (districtId !== undefined) {
    if (!places.district) refuse('districtId', 'error-unknown-district');
    else if (places.district.cityId !== cityId) refuse('districtId', 'saved-searches-error-district-city');
  }
  if (universityId !== undefined) {
    if (!places.university) refuse('universityId', 'roommates-error-unknown-university');
    else if (places.city && places.university.cityId !== cityId) refuse('universityId', 'roommates-error-university-city');
  }
  const { priceFrom, priceTo, areaFrom, areaTo } = criteria;
  if (priceFrom !== undefined && priceTo !== undefined && priceTo < priceFrom) refuse('priceTo', 'error-rent-range');
  if (areaFrom !== undefined && areaTo !== undefined && areaTo < areaFrom) refuse('areaTo', 'error-area-range');
  return { invalid, places };
}

export const savedSearchesHandlers = {
  async listSavedSearches(request) {
    const rows = await request.server.savedSearchesRepository.listOwned(request.user!.id);
    return { items: await Promise.all(rows.map((row) => answerOf(request, row))) };
  },

  async createSavedSearch(request, reply) {
    const { kind, frequency, criteria } = request.body;
    const { locale, server } = request;
    const { invalid, places } = await checkCriteria(request, kind, criteria);
    if (invalid.length > 0) throw validationFailed(invalid);
    const name =
      request.body.name ||
      suggestSavedSearchName(
        kind,
        criteria,
        { city: places.city && pick(places.city.name, locale), district: places.district && pick(places.district.name, locale), university: places.university && pick(places.university.name, locale) },
        (key, values) => server.translator.t(locale, key, values),
        locale,
      );
    const id = await server.savedSearchesRepository.create(request.user!.id, {
      kind,
      name,
      frequency,
      cityId: criteria.cityId ?? null,
      districtId: criteria.districtId ?? null,
      universityId: criteria.universityId ?? null,
      type: criteria.type ?? null,
      priceFrom: criteria.priceFrom ?? null,
      priceTo: criteria.priceTo ?? null,
      bedrooms: criteria.bedrooms ?? null,
      furniture: criteria.furniture ?? null,
      petFriendly: criteria.petFriendly === 1 ? true : null,
      areaFrom: criteria.areaFrom ?? null,
      areaTo: criteria.areaTo ?? null,
    });
    if (id === undefined) throw validationFailed([{ property: 'kind', key: 'saved-searches-error-limit' }]);
    return reply.code(201).send(await answerOwned(request, id));
  },

  async getSavedSearch(request) {
    return answerOwned(request, request.params.id);
  },

  async updateSavedSearch(request) {
    if (!(await request.server.savedSearchesRepository.update(request.params.id, request.user!.id, request.body))) throw notFound();
    return answerOwned(request, request.params.id);
  },

  async deleteSavedSearch(request, reply) {
    if (!(await request.server.savedSearchesRepository.delete(request.params.id, request.user!.id))) throw notFound();
    return reply.code(204).send();
  },

  async getUnsubscription(request) {
    const stops = await request.server.savedSearchesRepository.describeToken(request.params.token);
    if (!stops) throw notFound();
    return { ...stops, unsubscribed: false };
  },

  async unsubscribe(request) {
    const stopped = await request.server.savedSearchesRepository.useToken(request.params.token);
    if (!stopped) throw notFound();
    return { ...stopped, unsubscribed: true };
  },
} satisfies AreaHandlers;
