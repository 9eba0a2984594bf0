/**
 * The move area's queries (docs/decisions/0031): a user's move plans (always for their owner: a
 * plan of someone else is not found), the published home a plan is for, and the statuses of the
 * orders a checked-out plan made. Decorated on the app as `moveRepository`. The checkout's
 * transaction is in checkout.ts.
 */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { homeOfFlatmateOffer, homeOfProperty } from '../../../domain/move.ts';
import type { MoveHome } from '../../../domain/move.ts';
import type { Db } from '../../db/client.ts';
import { cityExists } from '../../db/cities.ts';
import { cleaningOrders, districts, movePlans, orderVendorGroups, properties, tenantOffers, users, vendors } from '../../db/schema/index.ts';
import type { Localized, MoveHomeKind, MovePlanRow, NewMovePlanRow } from '../../db/schema/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    moveRepository: MoveRepository;
  }
}

type MoveRepository = ReturnType<typeof createMoveRepository>;

/** At most this many plans a user (decision 0031). */
export const MOVE_PLAN_MAX_PER_USER = 10;

/** A plan with its listing's title while the listing is published (null once it is gone). */
export type MovePlanWithTitle = MovePlanRow & { homeTitle: Localized | null };

/** An order a checked-out plan made, with its status now: a shop order once per vendor group. */
export interface PlanOrderStatus {
  kind: 'shop' | 'moving' | 'cleaning';
  id: number;
  vendorId: number | null;
  vendorName: Localized | null;
  status: string;
}

/** The fields a plan's owner writes (the rest are the home's, the checkout's and the row's own). */
export type MovePlanValues = Omit<NewMovePlanRow, 'id' | 'ownerUserId' | 'current' | 'checkedOutAt' | 'checkoutKey' | 'shopOrderId' | 'movingOrderId' | 'cleaningOrderId' | 'createdAt' | 'updatedAt'>;

const publishedProperty = sql`${properties.status} = 'active' and ${properties.deletedAt} is null`;
const liveOffer = sql`${tenantOffers.deletedAt} is null`;

const homeTitle = sql<Localized | null>`case ${movePlans.homeKind}
  when 'property' then (select ${properties.title} from ${properties} where ${properties.id} = ${movePlans.propertyId} and ${publishedProperty})
  else (select ${tenantOffers.title} from ${tenantOffers} where ${tenantOffers.id} = ${movePlans.offerId} and ${liveOffer}) end`;

const owned = (id: number, userId: number) => and(eq(movePlans.id, id), eq(movePlans.ownerUserId, userId));

function createMoveRepository(db: Db) {
  const select = () => db.select({ plan: movePlans, homeTitle }).from(movePlans);
  const withTitle = ({ plan, homeTitle: title }: { plan: MovePlanRow; homeTitle: Localized | null }): MovePlanWithTitle => ({ ...plan, homeTitle: title });

  return {
    cityExists: (id: number) => cityExists(db, id),

    /** The published property or live flatmate offer a plan is for, as the plan keeps it; undefined when there is none. */
    async home(kind: MoveHomeKind, id: number): Promise<MoveHome | undefined> {
      if (kind === 'property') {
        const [row] = await db
          .select({
            id: properties.id,
            cityId: districts.cityId,
            type: properties.type,
            area: properties.area,
            bedrooms: properties.bedrooms,
            bathrooms: properties.bathrooms,
            propertyAdvantages: properties.propertyAdvantages,
          })
          .from(properties)
          .innerJoin(districts, eq(districts.id, properties.districtId))
          .where(and(eq(properties.id, id), publishedProperty))
          .limit(1);
        return row && homeOfProperty(row);
      }
      const [row] = await db
        .select({ id: tenantOffers.id, cityId: tenantOffers.cityId, availableFrom: tenantOffers.availableFrom })
        .from(tenantOffers)
        .where(and(eq(tenantOffers.id, id), liveOffer))
        .limit(1);
      return row && homeOfFlatmateOffer(row);
    },

    /** A user's plans, the current first, then the newest. */
    async listOwned(userId: number): Promise<MovePlanWithTitle[]> {
      const rows = await select()
        .where(eq(movePlans.ownerUserId, userId))
        .orderBy(desc(movePlans.current), desc(movePlans.createdAt), desc(movePlans.id));
      return rows.map(withTitle);
    },

    /** One of the user's plans, or undefined (none, or someone else's). */
    async findOwned(id: number, userId: number): Promise<MovePlanWithTitle | undefined> {
      const [row] = await select().where(owned(id, userId)).limit(1);
      return row && withTitle(row);
    },

    /**
     * Makes a plan for the user, current from now on, unless they keep MOVE_PLAN_MAX_PER_USER
     * already: answers its id, or undefined at the limit. The user's row is locked while counting
     * and moving `current`, so two at once neither pass the limit nor both end current (FOR NO
     * KEY UPDATE: it does not block the key share a checkout's order takes on the same row, which
     * FOR UPDATE did, deadlocking an update against a checkout that held the plan).
     */
    async create(userId: number, values: MovePlanValues): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
        const [kept] = await tx.select({ count: sql<number>`count(*)::int` }).from(movePlans).where(eq(movePlans.ownerUserId, userId));
        if (kept!.count >= MOVE_PLAN_MAX_PER_USER) return undefined;
        await tx.update(movePlans).set({ current: false }).where(and(eq(movePlans.ownerUserId, userId), movePlans.current));
        const [row] = await tx
          .insert(movePlans)
          .values({ ...values, ownerUserId: userId, current: true })
          .returning({ id: movePlans.id });
        return row!.id;
      });
    },

    /**
     * Changes one of the user's plans not checked out yet (`current`: makes it the current one,
     * under the same lock as create). Answers `updated`, `checked-out` or `not-found`.
     */
    async update(id: number, userId: number, changes: Partial<MovePlanValues>, current: boolean): Promise<'updated' | 'checked-out' | 'not-found'> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
        const [plan] = await tx.select({ checkedOutAt: movePlans.checkedOutAt }).from(movePlans).where(owned(id, userId)).for('update');
        if (!plan) return 'not-found';
        if (plan.checkedOutAt !== null) return 'checked-out';
        if (current) await tx.update(movePlans).set({ current: false }).where(and(eq(movePlans.ownerUserId, userId), ne(movePlans.id, id), movePlans.current));
        await tx
          .update(movePlans)
          .set({ ...changes, ...(current ? { current: true } : {}), updatedAt: new Date() })
          .where(eq(movePlans.id, id));
        return 'updated';
      });
    },

    /** Deletes one of the user's plans (the orders it made stay); answers whether it was theirs. */
    async delete(id: number, userId: number): Promise<boolean> {
      const rows = await db.delete(movePlans).where(owned(id, userId)).returning({ id: movePlans.id });
      return rows.length > 0;
    },

    /** The statuses of the orders these plans made: the shop order's vendor groups and the service orders. */
    async orderStatuses(plans: readonly MovePlanRow[]): Promise<Map<number, PlanOrderStatus[]>> {
      const shopIds = plans.flatMap((plan) => (plan.shopOrderId === null ? [] : [plan.shopOrderId]));
      const serviceIds = plans.flatMap((plan) => [plan.movingOrderId, plan.cleaningOrderId].filter((id) => id !== null));
      const [groups, services] = await Promise.all([
        shopIds.length === 0
          ? []
          : db
              .select({ orderId: orderVendorGroups.orderId, vendorId: orderVendorGroups.vendorId, vendorName: vendors.name, status: orderVendorGroups.status })
              .from(orderVendorGroups)
              .innerJoin(vendors, eq(vendors.id, orderVendorGroups.vendorId))
              .where(inArray(orderVendorGroups.orderId, shopIds))
              .orderBy(orderVendorGroups.id),
        serviceIds.length === 0
          ? []
          : db.select({ id: cleaningOrders.id, status: cleaningOrders.status }).from(cleaningOrders).where(inArray(cleaningOrders.id, serviceIds)),
      ]);
      const serviceStatus = new Map(services.map((row) => [row.id, row.status]));
      const service = (kind: 'moving' | 'cleaning', id: number | null): PlanOrderStatus[] => {
        const status = id === null ? undefined : serviceStatus.get(id);
        return status === undefined ? [] : [{ kind, id: id!, vendorId: null, vendorName: null, status }];
      };
      return new Map(
        plans.map((plan) => [
          plan.id,
          [
            ...groups
              .filter((group) => group.orderId === plan.shopOrderId)
              .map((group): PlanOrderStatus => ({ kind: 'shop', id: group.orderId, vendorId: group.vendorId, vendorName: group.vendorName, status: group.status })),
            ...service('moving', plan.movingOrderId),
            ...service('cleaning', plan.cleaningOrderId),
          ],
        ]),
      );
    },
  };
}

export const moveRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('moveRepository', createMoveRepository(app.db));
  },
  { name: 'move-repository', decorators: { fastify: ['db'] } },
);
