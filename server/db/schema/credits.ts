/** The credits area: credit purchases. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from './account.ts';
import { createdAt, id, instant, oneOf, updatedAt } from './columns.ts';

export const PAYMENT_STATES = ['pending', 'succeeded', 'declined', 'cancelled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * Credit purchases. Credits are added exactly once: the crediting statement is
 * `update payments set status = 'succeeded', credited_at = now() where id = $1 and credited_at is null`
 * (returning), and only when it returns a row are the user's credits increased, in the same
 * transaction.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    /** The contract's `paymentId` (random, URL-safe, in the return URL). */
    publicId: text('public_id').notNull().unique('payments_public_id_unique'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Adapter name, e.g. 'sandbox'. */
    provider: text('provider').notNull(),
    /** The provider's id of the payment, once it has one. */
    providerRef: text('provider_ref'),
    credits: integer('credits').notNull(),
    /** Euro cents charged. */
    amount: integer('amount').notNull(),
    status: text('status').$type<PaymentState>().notNull().default('pending'),
    creditedAt: instant('credited_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('payments_provider_ref_unique').on(t.provider, t.providerRef),
    index('payments_user_id_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    check('payments_status_check', oneOf(t.status, PAYMENT_STATES)),
    check('payments_credits_check', sql`${t.credits} > 0`),
    check('payments_amount_check', sql`${t.amount} >= 0`),
    check('payments_credited_check', sql`${t.creditedAt} is null or ${t.status} = 'succeeded'`),
  ],
);

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
