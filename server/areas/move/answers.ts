/**
 * A move plan as the contract answers it (MovePlan), and as the domain's rules take it: the
 * handlers' and the checkout's common shape. The keys of the area's refusals are here too.
 */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../domain/index.ts';
import type { MovePlan } from '../../../domain/move.ts';
import type { components } from '../../contract.types.ts';
import type { MovePlanRow } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { pick } from '../../localize.ts';
import type { MovePlanWithTitle, PlanOrderStatus } from './repository.ts';

type PlanAnswer = components['schemas']['MovePlan'];

export const MOVE_ERROR_KEYS = {
  unknownHome: 'move-error-unknown-home',
  moveInDate: 'move-error-move-in-date',
  limit: 'move-error-limit',
  checkedOut: 'move-error-checked-out',
} as const;

/** A row as the domain's plan (its rules: conflicts, blockers, summary). */
export function domainPlanOf(row: MovePlanRow): MovePlan {
  return {
    home: row.home,
    moveInDate: row.moveInDate,
    from: row.fromCityId === null || row.fromStreet === null ? null : { cityId: row.fromCityId, street: row.fromStreet },
    household: { people: row.people, pets: row.pets },
    moving: row.moving,
    cleaning: row.cleaning,
    deliveries: row.deliveries,
    checkout:
      row.checkedOutAt === null
        ? null
        : { at: row.checkedOutAt.toISOString(), shopOrderId: row.shopOrderId, movingOrderId: row.movingOrderId, cleaningOrderId: row.cleaningOrderId },
  };
}

export function planAnswer(row: MovePlanWithTitle, orders: readonly PlanOrderStatus[], locale: Locale): PlanAnswer {
  return {
    id: row.id,
    current: row.current,
    ...domainPlanOf(row),
    // The stored lines are read-only to the domain; the answer is a fresh copy.
    moving: row.moving && { ...row.moving, lines: [...row.moving.lines] },
    cleaning: row.cleaning && { ...row.cleaning, lines: [...row.cleaning.lines] },
    homeTitle: row.homeTitle === null ? null : pick(row.homeTitle, locale),
    orders: orders.map((order) => ({ ...order, vendorName: order.vendorName === null ? null : pick(order.vendorName, locale) })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One of the caller's plans as answered, with its orders' statuses now; 404 when it is not theirs. */
export async function answerOwned(request: FastifyRequest, id: number): Promise<PlanAnswer> {
  const { moveRepository } = request.server;
  const row = await moveRepository.findOwned(id, request.user!.id);
  if (!row) throw notFound();
  const orders = await moveRepository.orderStatuses([row]);
  return planAnswer(row, orders.get(row.id) ?? [], request.locale);
}

