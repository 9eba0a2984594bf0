/**
 * The credits area (docs/decisions/0020): credit purchases, the wallet's ledger, and the embedded
 * sandbox card provider's own checkouts.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { PromotionKind } from '../../../domain/credits.ts';
import { users } from './account.ts';
import { createdAt, id, instant, oneOf, updatedAt } from './columns.ts';
import { properties } from './rentals.ts';
import { tenantOffers } from './roommates.ts';

export const PAYMENT_STATES = ['pending', 'succeeded', 'declined', 'cancelled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * Credit purchases. Only `pending` changes. Credits are added exactly once: the settling
 * statement is `update payments set status = $2, credited_at = (now() when succeeded) where id = $1
 * and status = 'pending'` (returning), and only when it returns a succeeded row are the user's
 * credits increased and the ledger written, in the same transaction. A concurrent second settle
 * waits for the first's row lock and then finds the payment no longer pending; the ledger's unique
 * payment_id is the last guard.
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

const LEDGER_ENTRY_KINDS = ['purchase', 'promotion'] as const;
type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/**
 * The wallet's ledger: every change of a user's credits, with the balance right after it,
 * written in the transaction that changes `users.credits`. A purchase names its payment (once:
 * unique), a promotion what it promoted (its kind, and the property or flatmate offer while it
 * exists) and for how long.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerEntryKind>().notNull(),
    /** Credits added (positive) or spent (negative). */
    credits: integer('credits').notNull(),
    /** The wallet's balance after this entry. */
    balance: integer('balance').notNull(),
    paymentId: integer('payment_id')
      .unique('credit_ledger_payment_id_unique')
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** A promotion's kind of listing: which of the two columns below names it. */
    listingKind: text('listing_kind').$type<PromotionKind>(),
    /** The promoted property (null once it is gone for good). */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** The promoted flatmate offer (null once it is gone for good). */
    tenantOfferId: integer('tenant_offer_id').references(() => tenantOffers.id, { onDelete: 'set null' }),
    /** Premium days bought. */
    days: integer('days'),
    /** When the promoted listing's premium ends, as this promotion set it. */
    premiumUntil: instant('premium_until'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_id_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('credit_ledger_kind_check', oneOf(t.kind, LEDGER_ENTRY_KINDS)),
    check('credit_ledger_balance_check', sql`${t.balance} >= 0`),
    check(
      'credit_ledger_entry_check',
      sql`(${t.kind} = 'purchase' and ${t.credits} > 0 and ${t.paymentId} is not null and ${t.days} is null and ${t.listingKind} is null)
       or (${t.kind} = 'promotion' and ${t.credits} < 0 and ${t.paymentId} is null and ${t.days} > 0 and ${t.premiumUntil} is not null and ${t.listingKind} is not null)`,
    ),
    check(
      'credit_ledger_listing_check',
      sql`${t.listingKind} is null and ${t.propertyId} is null and ${t.tenantOfferId} is null
       or ${t.listingKind} = 'property' and ${t.tenantOfferId} is null
       or ${t.listingKind} = 'tenantOffer' and ${t.propertyId} is null`,
    ),
  ],
);

const SANDBOX_CHECKOUT_STATES = ['open', 'paid', 'declined', 'cancelled'] as const;
export type SandboxCheckoutState = (typeof SANDBOX_CHECKOUT_STATES)[number];

/**
 * The embedded sandbox card provider's own records (product §10 "Payments"): what a real
 * provider keeps on its side, here in the app's database. The app's payments refer to a checkout
 * by its reference only (payments.provider_ref), as they would to a real provider's session.
 */
export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    id: id(),
    /** Random, URL-safe: the checkout page's address. */
    reference: text('reference').notNull().unique('sandbox_checkouts_reference_unique'),
    /** Euro cents to charge. */
    amount: integer('amount').notNull(),
    /** The line the buyer pays for, in the buyer's language. */
    description: text('description').notNull(),
    /** Where the buyer goes after paying or a declined card (root-relative). */
    returnUrl: text('return_url').notNull(),
    /** Where the buyer goes after leaving without paying (root-relative). */
    cancelUrl: text('cancel_url').notNull(),
    status: text('status').$type<SandboxCheckoutState>().notNull().default('open'),
    /** The last four digits of the card that paid or was declined. */
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
    completedAt: instant('completed_at'),
  },
  (t) => [
    check('sandbox_checkouts_status_check', oneOf(t.status, SANDBOX_CHECKOUT_STATES)),
    check('sandbox_checkouts_amount_check', sql`${t.amount} >= 0`),
  ],
);

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type CreditLedgerEntry = typeof creditLedger.$inferSelect;
export type NewCreditLedgerEntry = typeof creditLedger.$inferInsert;
export type SandboxCheckout = typeof sandboxCheckouts.$inferSelect;
