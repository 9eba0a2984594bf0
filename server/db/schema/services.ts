/** The services area: the cleaning and moving catalogue and its orders. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { CLEANING_MAX_AMOUNT, CLEANING_MAX_MONTHS, CLEANING_TIME_SLOTS } from '../../../domain/cleaning.ts';
import type { CleaningTimeSlot } from '../../../domain/cleaning.ts';
import { users } from './account.ts';
import { createdAt, id, localized, oneOf } from './columns.ts';
import type { ContactDetails, Localized, StoredAddress } from './columns.ts';

export const CLEANING_TYPES = ['one-time', 'deep', 'moving'] as const;
export type CleaningType = (typeof CLEANING_TYPES)[number];

export const CLEANING_SERVICE_TYPES = ['regular', 'subscription', 'moving', 'moving-transport'] as const;
export type CleaningServiceType = (typeof CLEANING_SERVICE_TYPES)[number];

export const CLEANING_UNITS = ['quantity', 'hours', 'sqm'] as const;
export type CleaningUnit = (typeof CLEANING_UNITS)[number];

export const CLEANING_ORDER_STATUSES = ['new', 'confirmed', 'completed', 'cancelled'] as const;
export type CleaningOrderStatus = (typeof CLEANING_ORDER_STATUSES)[number];

/** The contract's CleaningTimeSlot: the domain's list (the lead time is the domain's rule). */
export { CLEANING_TIME_SLOTS };
export type { CleaningTimeSlot };

/** One server-priced line of a cleaning order, a snapshot of the catalogue when ordered. */
export interface CleaningOrderLine {
  serviceKey: string;
  name: Localized;
  type: CleaningServiceType;
  unit: CleaningUnit;
  /** Quantity, hours or square metres (the unit). */
  amount: number;
  months: number | null;
  severity: number | null;
  /** Euro cents per unit (and per month when months apply). */
  unitPrice: number;
  /** Euro cents, rounded half up. */
  lineTotal: number;
}

/** The catalogue: one row per service, grouped by group_key (group order: its lowest sort_order). */
export const cleaningServices = pgTable(
  'cleaning_services',
  {
    id: id(),
    serviceKey: text('service_key').notNull().unique('cleaning_services_service_key_unique'),
    cleaningType: text('cleaning_type').$type<CleaningType>().notNull(),
    groupKey: text('group_key').notNull(),
    groupName: localized('group_name').notNull(),
    /** What the group's services include (the same on each row of the group). */
    groupDescription: localized('group_description'),
    name: localized('name').notNull(),
    /** Euro cents per unit (per month too when months apply). */
    price: integer('price').notNull(),
    type: text('type').$type<CleaningServiceType>().notNull(),
    unit: text('unit').$type<CleaningUnit>().notNull(),
    /** Default severity level 1..3; NULL when the service has no severity. */
    severity: integer('severity'),
    /** Default number of months (subscriptions), else NULL. */
    months: integer('months'),
    /** The amounts an order line may hold (quantity, hours or square metres). */
    minAmount: integer('min_amount').notNull().default(1),
    maxAmount: integer('max_amount').notNull().default(CLEANING_MAX_AMOUNT),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('cleaning_services_cleaning_type_idx').on(t.cleaningType, t.sortOrder),
    check('cleaning_services_cleaning_type_check', oneOf(t.cleaningType, CLEANING_TYPES)),
    check('cleaning_services_type_check', oneOf(t.type, CLEANING_SERVICE_TYPES)),
    check('cleaning_services_unit_check', oneOf(t.unit, CLEANING_UNITS)),
    check('cleaning_services_price_check', sql`${t.price} >= 0`),
    check('cleaning_services_severity_check', sql`${t.severity} between 1 and 3`),
    check('cleaning_services_months_check', sql`${t.months} between 1 and ${sql.raw(String(CLEANING_MAX_MONTHS))}`),
    check(
      'cleaning_services_amount_range_check',
      sql`${t.minAmount} >= 1 and ${t.maxAmount} >= ${t.minAmount} and ${t.maxAmount} <= ${sql.raw(String(CLEANING_MAX_AMOUNT))}`,
    ),
  ],
);

export const cleaningOrders = pgTable(
  'cleaning_orders',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cleaningType: text('cleaning_type').$type<CleaningType>().notNull(),
    /** The server-priced lines. */
    services: jsonb('services').$type<CleaningOrderLine[]>().notNull(),
    /** Σ of the lines, euro cents. */
    totalPrice: integer('total_price').notNull(),
    contact: jsonb('contact').$type<ContactDetails>().notNull(),
    address: jsonb('address').$type<StoredAddress>().notNull(),
    /** Moving only. */
    destinationAddress: jsonb('destination_address').$type<StoredAddress>(),
    /** Day of the service (Europe/Sofia). */
    date: date('date', { mode: 'string' }).notNull(),
    /** When the crew arrives that day (Europe/Sofia). */
    timeSlot: text('time_slot').$type<CleaningTimeSlot>().notNull(),
    note: text('note'),
    status: text('status').$type<CleaningOrderStatus>().notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [
    index('cleaning_orders_user_id_idx').on(t.userId),
    index('cleaning_orders_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    check('cleaning_orders_cleaning_type_check', oneOf(t.cleaningType, CLEANING_TYPES)),
    check('cleaning_orders_status_check', oneOf(t.status, CLEANING_ORDER_STATUSES)),
    check('cleaning_orders_time_slot_check', oneOf(t.timeSlot, CLEANING_TIME_SLOTS)),
    check('cleaning_orders_total_price_check', sql`${t.totalPrice} >= 0`),
  ],
);

export type CleaningService = typeof cleaningServices.$inferSelect;
export type NewCleaningService = typeof cleaningServices.$inferInsert;
export type CleaningOrder = typeof cleaningOrders.$inferSelect;
export type NewCleaningOrder = typeof cleaningOrders.$inferInsert;
