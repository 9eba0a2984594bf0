/**
 * The credits area's queries (docs/decisions/0020): payments, the settling that adds a purchase's
 * credits exactly once, promotions paid with credits, and the wallet's ledger. Decorated on the
 * app as `creditsRepository`. Queries only: who may do what is decided by the handlers.
 *
 * Every change of a user's credits happens in one transaction with its ledger entry, through a
 * single `update users set credits = credits ± n ... returning credits`: the row lock orders
 * concurrent changes, the balance written is the one after this change, and the CHECK
 * users_credits_check (credits >= 0) is the last guard against going below zero.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PromotionKind } from '../../../domain/credits.ts';
import type { Db } from '../../db/client.ts';
import { creditLedger, payments, properties, tenantOffers, users } from '../../db/schema/index.ts';
import type { ContentLocale, Localized, NewPayment, Payment, PaymentState } from '../../db/schema/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    creditsRepository: CreditsRepository;
  }
}

type CreditsRepository = ReturnType<typeof createCreditsRepository>;

/** A listing that can be promoted, as its owner's check needs it. */
interface PromotableRow {
  ownerUserId: number;
  deleted: boolean;
  /** Public: a property's status is `active` (a flatmate offer is public while it is not deleted). */
  published: boolean;
}

/**
 * Each kind of listing that can be promoted: its table's columns, and when a row of it is public
 * (beside not being deleted).
 */
const LISTINGS = {
  property: {
    table: properties,
    id: properties.id,
    ownerUserId: properties.ownerUserId,
    deletedAt: properties.deletedAt,
    premiumUntil: properties.premiumUntil,
    published: sql<boolean>`${properties.status} = 'active'`,
  },
  tenantOffer: {
    table: tenantOffers,
    id: tenantOffers.id,
    ownerUserId: tenantOffers.ownerUserId,
    deletedAt: tenantOffers.deletedAt,
    premiumUntil: tenantOffers.premiumUntil,
    published: sql<boolean>`true`,
  },
} as const;

/** What a promotion answers: the new end of premium and the balance, or why nothing was spent. */
type PromotionResult = { premiumUntil: Date; balance: number } | { refused: 'not-enough-credits' | 'not-promotable' };

/** A payment just settled: when it was a purchase credited now, what the receipt says. */
export interface SettledPayment {
  credited: { credits: number; amount: number; balance: number; email: string; locale: ContentLocale } | null;
}

export interface LedgerRow {
  id: number;
  kind: 'purchase' | 'promotion';
  credits: number;
  balance: number;
  createdAt: Date;
  paymentPublicId: string | null;
  paymentAmount: number | null;
  listingKind: PromotionKind | null;
  /** The promoted listing's id and title, while it exists. */
  listingId: number | null;
  listingTitle: Localized | null;
  days: number | null;
  premiumUntil: Date | null;
}

/** Thrown inside a transaction to roll it back with a reason. */
class Refusal extends Error {
  readonly reason: 'not-enough-credits' | 'not-promotable';

  constructor(reason: 'not-enough-credits' | 'not-promotable') {
    super(reason);
    this.reason = reason;
  }
}

function createCreditsRepository(db: Db) {
  return {
    async createPayment(values: Pick<NewPayment, 'publicId' | 'userId' | 'provider' | 'credits' | 'amount'>): Promise<Payment> {
      const [payment] = await db.insert(payments).values(values).returning();
      return payment!;
    },

    /** Records the provider's reference of a payment's checkout. */
    async setProviderRef(id: number, providerRef: string): Promise<void> {
      await db.update(payments).set({ providerRef }).where(eq(payments.id, id));
    },

    async findPayment(publicId: string): Promise<Payment | undefined> {
      const [payment] = await db.select().from(payments).where(eq(payments.publicId, publicId)).limit(1);
      return payment;
    },

    async findPaymentByRef(provider: string, providerRef: string): Promise<Payment | undefined> {
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)))
        .limit(1);
      return payment;
    },

    /**
     * Moves a pending payment to its outcome and, when it succeeded, adds its credits and writes
     * the ledger, all in one transaction. Only a pending payment changes, so the credits are added
     * once however many callers settle it, even at the same moment. Answers what this call
     * changed (undefined when it changed nothing); a purchase credited now comes with the buyer's
     * address, language and new balance, for the receipt.
     */
    async settlePayment(id: number, outcome: Exclude<PaymentState, 'pending'>): Promise<SettledPayment | undefined> {
      return db.transaction(async (tx) => {
        const [settled] = await tx
          .update(payments)
          .set({ status: outcome, creditedAt: outcome === 'succeeded' ? sql`now()` : null })
          .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
          .returning({ userId: payments.userId, credits: payments.credits, amount: payments.amount });
        if (!settled) return undefined;
        if (outcome !== 'succeeded') return { credited: null };
        const [wallet] = await tx
          .update(users)
          .set({ credits: sql`${users.credits} + ${settled.credits}` })
          .where(eq(users.id, settled.userId))
          .returning({ credits: users.credits, email: users.email, locale: users.locale });
        await tx.insert(creditLedger).values({ userId: settled.userId, kind: 'purchase', credits: settled.credits, balance: wallet!.credits, paymentId: id });
        return { credited: { credits: settled.credits, amount: settled.amount, balance: wallet!.credits, email: wallet!.email, locale: wallet!.locale } };
      });
    },

    async balanceOf(userId: number): Promise<number> {
      const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.credits ?? 0;
    },

    /** The listing of a kind, or undefined when there is no such listing. */
    async findPromotable(kind: PromotionKind, id: number): Promise<PromotableRow | undefined> {
      const listing = LISTINGS[kind];
      const [row] = await db
        .select({ ownerUserId: listing.ownerUserId, deleted: sql<boolean>`${listing.deletedAt} is not null`, published: listing.published })
        .from(listing.table)
        .where(eq(listing.id, id))
        .limit(1);
      return row;
    },

    /**
     * Spends `credits` and extends the owner's published listing's premium by `days` (from now,
     * or from its current end when it is still premium), with the ledger entry, in one
     * transaction. Refused, with nothing spent: too few credits, or the listing is no longer the
     * owner's published one.
     */
    async promote(userId: number, target: { kind: PromotionKind; id: number }, plan: { days: number; credits: number }): Promise<PromotionResult> {
      try {
        return await db.transaction(async (tx) => {
          const [wallet] = await tx
            .update(users)
            .set({ credits: sql`${users.credits} - ${plan.credits}` })
            .where(and(eq(users.id, userId), sql`${users.credits} >= ${plan.credits}`))
            .returning({ credits: users.credits });
          if (!wallet) throw new Refusal('not-enough-credits');
          const table = LISTINGS[target.kind];
          const [listing] = await tx
            .update(table.table)
            .set({ premiumUntil: sql`greatest(coalesce(${table.premiumUntil}, now()), now()) + make_interval(days => ${plan.days})` })
            .where(and(eq(table.id, target.id), eq(table.ownerUserId, userId), sql`${table.deletedAt} is null`, table.published))
            .returning({ premiumUntil: table.premiumUntil });
          if (!listing?.premiumUntil) throw new Refusal('not-promotable');
          await tx.insert(creditLedger).values({
            userId,
            kind: 'promotion',
            credits: -plan.credits,
            balance: wallet.credits,
            listingKind: target.kind,
            ...(target.kind === 'property' ? { propertyId: target.id } : { tenantOfferId: target.id }),
            days: plan.days,
            premiumUntil: listing.premiumUntil,
          });
          return { premiumUntil: listing.premiumUntil, balance: wallet.credits };
        });
      } catch (error) {
        if (error instanceof Refusal) return { refused: error.reason };
        throw error;
      }
    },

    /** One page of a user's ledger, newest first, with the total. */
    async ledger(userId: number, page: { offset: number; limit: number }): Promise<{ items: LedgerRow[]; total: number }> {
      const [items, [counted]] = await Promise.all([
        db
          .select({
            id: creditLedger.id,
            kind: creditLedger.kind,
            credits: creditLedger.credits,
            balance: creditLedger.balance,
            createdAt: creditLedger.createdAt,
            paymentPublicId: payments.publicId,
            paymentAmount: payments.amount,
            listingKind: creditLedger.listingKind,
            listingId: sql<number | null>`coalesce(${creditLedger.propertyId}, ${creditLedger.tenantOfferId})`,
            listingTitle: sql<Localized | null>`coalesce(${properties.title}, ${tenantOffers.title})`,
            days: creditLedger.days,
            premiumUntil: creditLedger.premiumUntil,
          })
          .from(creditLedger)
          .leftJoin(payments, eq(payments.id, creditLedger.paymentId))
          .leftJoin(properties, eq(properties.id, creditLedger.propertyId))
          .leftJoin(tenantOffers, eq(tenantOffers.id, creditLedger.tenantOfferId))
          .where(eq(creditLedger.userId, userId))
          .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(creditLedger).where(eq(creditLedger.userId, userId)),
      ]);
      return { items, total: Number(counted?.total ?? 0) };
    },
  };
}

export const creditsRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('creditsRepository', createCreditsRepository(app.db));
  },
  { name: 'credits-repository', decorators: { fastify: ['db'] } },
);
