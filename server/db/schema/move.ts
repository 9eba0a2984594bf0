/**
 * Move-in plans (issue 26, docs/decisions/0031): a user's plan for moving into a home found on
 * the site — its home (a property or a flatmate offer, kept as the listing read when the plan was
 * last saved), the move-in day, where from, the household, the moving and cleaning choices, each
 * vendor's delivery window, and after the checkout the orders it made. Its products are the
 * browser's cart, not stored here.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MoveHome, MoveServiceChoice, MoveWhen } from '../../../domain/move.ts';
import { users } from './account.ts';
import { createdAt, id, instant, oneOf, updatedAt } from './columns.ts';
import { cities, properties } from './rentals.ts';
import { tenantOffers } from './roommates.ts';
import { CLEANING_TIME_SLOTS, cleaningOrders } from './services.ts';
import { orders } from './shop.ts';

export const MOVE_HOME_KINDS = ['property', 'flatmate'] as const;
export type MoveHomeKind = (typeof MOVE_HOME_KINDS)[number];

/** A jsonpath filter true for a slot that is not one of the services' slots. */
const notASlot = `!(${CLEANING_TIME_SLOTS.map((slot) => `@ == "${slot}"`).join(' || ')})`;
/** No slot at `path` of the jsonb column is other than the services' (an absent one passes). */
const slotsCheck = (column: AnyPgColumn, path: string) => sql`not jsonb_path_exists(${column}, ${sql.raw(`'${path} ? (${notASlot})'`)})`;

export const movePlans = pgTable(
  'move_plans',
  {
    id: id(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The plan the header shows: one per owner (move_plans_current_idx). */
    current: boolean('current').notNull().default(false),
    homeKind: text('home_kind').$type<MoveHomeKind>().notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    offerId: integer('offer_id').references(() => tenantOffers.id, { onDelete: 'set null' }),
    /** The home as read from its listing when the plan was last saved while it was published. */
    home: jsonb('home').$type<MoveHome>().notNull(),
    moveInDate: date('move_in_date', { mode: 'string' }).notNull(),
    /** Where from; both null is "I'll say later". */
    fromCityId: integer('from_city_id').references(() => cities.id, { onDelete: 'restrict' }),
    fromStreet: text('from_street'),
    people: integer('people').notNull(),
    pets: integer('pets').notNull().default(0),
    moving: jsonb('moving').$type<MoveServiceChoice<'moving'>>(),
    cleaning: jsonb('cleaning').$type<MoveServiceChoice<'deep' | 'one-time'>>(),
    /** Each vendor's delivery window, by vendor id. */
    deliveries: jsonb('deliveries').$type<Record<string, MoveWhen>>().notNull().default({}),
    checkedOutAt: instant('checked_out_at'),
    /** The Idempotency-Key of the checkout: the same key again is answered the first checkout. */
    checkoutKey: text('checkout_key'),
    shopOrderId: integer('shop_order_id').references(() => orders.id, { onDelete: 'set null' }),
    movingOrderId: integer('moving_order_id').references(() => cleaningOrders.id, { onDelete: 'set null' }),
    cleaningOrderId: integer('cleaning_order_id').references(() => cleaningOrders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('move_plans_owner_user_id_idx').on(t.ownerUserId, t.createdAt.desc().nullsFirst()),
    uniqueIndex('move_plans_current_idx').on(t.ownerUserId).where(sql`${t.current}`),
    // The listings' deletions set these null: their indexes keep that cheap.
    index('move_plans_property_id_idx').on(t.propertyId),
    index('move_plans_offer_id_idx').on(t.offerId),
    check('move_plans_home_kind_check', oneOf(t.homeKind, MOVE_HOME_KINDS)),
    check('move_plans_people_check', sql`${t.people} between 1 and 12`),
    check('move_plans_pets_check', sql`${t.pets} between 0 and 10`),
    check('move_plans_from_check', sql`(${t.fromCityId} is null) = (${t.fromStreet} is null)`),
    check('move_plans_moving_slot_check', sql`${t.moving} is null or ${slotsCheck(t.moving, '$.when.slot')}`),
    check('move_plans_cleaning_slot_check', sql`${t.cleaning} is null or ${slotsCheck(t.cleaning, '$.when.slot')}`),
    check('move_plans_deliveries_slot_check', slotsCheck(t.deliveries, '$.*.slot')),
  ],
);

export type MovePlanRow = typeof movePlans.$inferSelect;
export type NewMovePlanRow = typeof movePlans.$inferInsert;
