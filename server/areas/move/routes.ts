/**
 * The move area's handlers (contract tag move-plans, docs/decisions/0031): a signed-in user's
 * move-in plans (make, list, read, change, delete) and their checkout (checkout.ts). Queries are
 * in repository.ts, the answer's shape in answers.ts; the plan's rules are domain/move.ts's.
 *
 * A plan of someone else answers 404, as one that does not exist (private, as a saved search).
 * Conflicts of dates are not refused while a plan is edited: the checkout refuses them.
 */
import type { FastifyRequest } from 'fastify';
import { addDays, serviceToday } from '../../../domain/cleaning.ts';
import type { components } from '../../contract.types.ts';
import { conflict, notFound, validationFailed } from '../../errors.ts';
import type { FieldError } from '../../errors.ts';
import type { AreaHandlers } from '../../handler.ts';
import { answerOwned, MOVE_ERROR_KEYS, planAnswer } from './answers.ts';
import { MOVE_IN_HORIZON_DAYS } from '../../../domain/validation/move.ts';
import { checkoutMovePlan } from './checkout.ts';
import type { MovePlanValues } from './repository.ts';

/** The checks of a plan's fields the schema cannot make: the move-in day's range, where from's city. */
async function checkFields(request: FastifyRequest, fields: { moveInDate?: string | undefined; from?: { cityId: number } | null | undefined }): Promise<FieldError[]> {
  const invalid: FieldError[] = [];
  const { moveInDate, from } = fields;
  if (moveInDate !== undefined) {
    const today = serviceToday(new Date());
    if (moveInDate < today || moveInDate > addDays(today, MOVE_IN_HORIZON_DAYS)) invalid.push({ property: 'moveInDate', key: MOVE_ERROR_KEYS.moveInDate });
  }
  if (from && !(await request.server.moveRepository.cityExists(from.cityId))) invalid.push({ property: 'from.cityId', key: 'error-unknown-city' });
  return invalid;
}

type Editable = Pick<components['schemas']['MovePlanUpdate'], 'moveInDate' | 'from' | 'household' | 'moving' | 'cleaning' | 'deliveries'>;

/** The columns of the fields given (`from: null` clears where from; a field not given is left as it is). */
function valuesOf(fields: Editable): Partial<MovePlanValues> {
  const values: Partial<MovePlanValues> = {};
  if (fields.moveInDate !== undefined) values.moveInDate = fields.moveInDate;
  if (fields.from !== undefined) {
    values.fromCityId = fields.from?.cityId ?? null;
    values.fromStreet = fields.from?.street ?? null;
  }
  if (fields.household) {
    values.people = fields.household.people;
    values.pets = fields.household.pets;
  }
  if (fields.moving !== undefined) values.moving = fields.moving;
  if (fields.cleaning !== undefined) values.cleaning = fields.cleaning;
  if (fields.deliveries !== undefined) values.deliveries = fields.deliveries;
  return values;
}

export const moveHandlers = {
  async listMovePlans(request) {
    const { moveRepository } = request.server;
    const rows = await moveRepository.listOwned(request.user!.id);
    const orders = await moveRepository.orderStatuses(rows);
    return { items: rows.map((row) => planAnswer(row, orders.get(row.id) ?? [], request.locale)) };
  },

  async createMovePlan(request, reply) {
    const { moveRepository } = request.server;
    const { home: ref, moveInDate, from, household, moving = null, cleaning = null, deliveries = {} } = request.body;
    const [home, invalid] = await Promise.all([moveRepository.home(ref.kind, ref.id), checkFields(request, { moveInDate, from })]);
    if (!home) invalid.unshift({ property: 'home.id', key: MOVE_ERROR_KEYS.unknownHome });
    if (invalid.length > 0 || !home) throw validationFailed(invalid);
    const id = await moveRepository.create(request.user!.id, {
      homeKind: ref.kind,
      propertyId: ref.kind === 'property' ? ref.id : null,
      offerId: ref.kind === 'flatmate' ? ref.id : null,
      home,
      moveInDate,
      fromCityId: from?.cityId ?? null,
      fromStreet: from?.street ?? null,
      people: household.people,
      pets: household.pets,
      moving,
      cleaning,
      deliveries,
    });
    if (id === undefined) throw validationFailed([{ property: 'home', key: MOVE_ERROR_KEYS.limit }]);
    return reply.code(201).send(await answerOwned(request, id));
  },

  async getMovePlan(request) {
    return answerOwned(request, request.params.id);
  },

  async updateMovePlan(request) {
    const { moveRepository } = request.server;
    const { id } = request.params;
    const { current, ...fields } = request.body;
    const plan = await moveRepository.findOwned(id, request.user!.id);
    if (!plan) throw notFound();
    if (plan.checkedOutAt !== null) throw conflict(MOVE_ERROR_KEYS.checkedOut);
    const invalid = await checkFields(request, fields);
    if (invalid.length > 0) throw validationFailed(invalid);
    // The home is read again while its listing is published, so the plan follows its edits.
    const listingId = plan.homeKind === 'property' ? plan.propertyId : plan.offerId;
    const home = listingId === null ? undefined : await moveRepository.home(plan.homeKind, listingId);
    const outcome = await moveRepository.update(id, request.user!.id, { ...valuesOf(fields), ...(home ? { home } : {}) }, current === true);
    if (outcome === 'not-found') throw notFound();
    if (outcome === 'checked-out') throw conflict(MOVE_ERROR_KEYS.checkedOut);
    return answerOwned(request, id);
  },

  async deleteMovePlan(request, reply) {
    if (!(await request.server.moveRepository.delete(request.params.id, request.user!.id))) throw notFound();
    return reply.code(204).send();
  },

  checkoutMovePlan,
} satisfies AreaHandlers;
