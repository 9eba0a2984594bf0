/**
 * The demo wallets' history (docs/decisions/0020): every user who has credits or a premium
 * listing (a property or a flatmate offer) gets a ledger that adds up to the credits the demo
 * user has (users.ts), with the card purchases it was bought with and the promotions it was
 * spent on: the current promotion of each premium listing (30 days, ending when the listing's
 * premium ends) and one to three earlier ones that are over. Deterministic: it draws nothing at
 * random.
 */
import { CREDIT_PACKAGES, findPromotionPlan } from '../../../domain/credits.ts';
import type { PromotionKind } from '../../../domain/credits.ts';
import type { Transaction as Tx } from '../client.ts';
import { creditLedger, payments } from '../schema/index.ts';
import type { SeedUser } from './content/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo listing that can be promoted: a property or a flatmate offer, by its seed key. */
export interface SeedListing {
  kind: PromotionKind;
  key: string;
  ownerKey: string;
  /** ISO 8601, when its premium ends; null when it is not premium. */
  premiumUntil: string | null;
}

export type CreditEvent =
  | { kind: 'purchase'; credits: number; amount: number; at: Date }
  | { kind: 'promotion'; listing: Pick<SeedListing, 'kind' | 'key'>; days: number; credits: number; at: Date; premiumUntil: Date };

/** Sums of one or two packages, smallest first, with the packages that make them. */
const PURCHASES: readonly { total: number; packages: number[] }[] = CREDIT_PACKAGES.flatMap((first, index) => [
  { total: first.credits, packages: [first.credits] },
  ...CREDIT_PACKAGES.slice(index).map((second) => ({ total: first.credits + second.credits, packages: [first.credits, second.credits] })),
]).sort((a, b) => a.total - b.total || a.packages.length - b.packages.length);

/** Earlier promotions (credits of the 7-, 14- and 30-day plans) adding up to `credits`, one to three of them. */
function earlierPromotions(credits: number): number[] | undefined {
  const plans = [7, 14, 30];
  for (const count of [1, 2, 3]) {
    const pick = (left: number, from: number, chosen: number[]): number[] | undefined => {
      if (chosen.length === count) return left === 0 ? chosen : undefined;
      for (let i = from; i < plans.length; i += 1) {
        const found = pick(left - findPromotionPlan(plans[i]!)!.credits, i, [...chosen, plans[i]!]);
        if (found) return found;
      }
      return undefined;
    };
    const found = pick(credits, 0, []);
    if (found) return found;
  }
  return undefined;
}

/** A user's wallet history, oldest first, ending at `user.credits`. */
export function planCreditHistory(user: SeedUser, owned: readonly SeedListing[], now: Date): CreditEvent[] {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const current: CreditEvent[] = owned
    .filter((listing) => listing.premiumUntil !== null)
    .map(({ kind, key, premiumUntil: until }) => {
      const premiumUntil = new Date(until!);
      const plan = findPromotionPlan(30)!;
      return { kind: 'promotion', listing: { kind, key }, days: plan.days, credits: plan.credits, at: new Date(premiumUntil.getTime() - plan.days * DAY_MS), premiumUntil };
    });
  const spentNow = current.reduce((sum, event) => sum + event.credits, 0);
  // Someone with listings has promoted one before; someone without has only bought.
  const purchase = PURCHASES.find(({ total }) => {
    const rest = total - user.credits - spentNow;
    return owned.length === 0 ? rest === 0 : rest > 0 && earlierPromotions(rest) !== undefined;
  });
  if (!purchase) return [];
  const earlier = owned.length === 0 ? [] : earlierPromotions(purchase.total - user.credits - spentNow)!;
  return [
    ...purchase.packages.map((credits, index): CreditEvent => ({
      kind: 'purchase',
      credits,
      amount: CREDIT_PACKAGES.find((pkg) => pkg.credits === credits)!.price,
      at: ago(90 - index * 12),
    })),
    ...earlier.map((days, index): CreditEvent => {
      const at = ago(70 - index * 15);
      const { kind, key } = owned[index % owned.length]!;
      return { kind: 'promotion', listing: { kind, key }, days, credits: findPromotionPlan(days)!.credits, at, premiumUntil: new Date(at.getTime() + days * DAY_MS) };
    }),
    ...current.sort((a, b) => a.at.getTime() - b.at.getTime()),
  ];
}

/** Writes the purchases (succeeded sandbox payments) and the ledger of every user with a history. */
export async function insertCreditHistory(
  tx: Tx,
  input: {
    users: readonly SeedUser[];
    /** Every demo listing, properties first. */
    listings: readonly SeedListing[];
    userIds: ReadonlyMap<string, number>;
    listingIds: Readonly<Record<PromotionKind, ReadonlyMap<string, number>>>;
    now: Date;
  },
): Promise<{ payments: number; creditLedger: number }> {
  let paymentCount = 0;
  let entryCount = 0;
  for (const user of input.users) {
    const userId = input.userIds.get(user.key)!;
    const history = planCreditHistory(user, input.listings.filter((listing) => listing.ownerKey === user.key), input.now);
    let balance = 0;
    for (const [index, event] of history.entries()) {
      balance += event.kind === 'purchase' ? event.credits : -event.credits;
      if (event.kind === 'purchase') {
        const [payment] = await tx
          .insert(payments)
          .values({
            publicId: `demo-${user.key}-${index + 1}`,
            userId,
            provider: 'sandbox',
            providerRef: `demo-${user.key}-${index + 1}`,
            credits: event.credits,
            amount: event.amount,
            status: 'succeeded',
            creditedAt: event.at,
            createdAt: event.at,
            updatedAt: event.at,
          })
          .returning({ id: payments.id });
        await tx.insert(creditLedger).values({ userId, kind: 'purchase', credits: event.credits, balance, paymentId: payment!.id, createdAt: event.at });
        paymentCount += 1;
      } else {
        const listingId = input.listingIds[event.listing.kind].get(event.listing.key)!;
        await tx.insert(creditLedger).values({
          userId,
          kind: 'promotion',
          credits: -event.credits,
          balance,
          listingKind: event.listing.kind,
          ...(event.listing.kind === 'property' ? { propertyId: listingId } : { tenantOfferId: listingId }),
          days: event.days,
          premiumUntil: event.premiumUntil,
          createdAt: event.at,
        });
      }
      entryCount += 1;
    }
    if (history.length > 0 && balance !== user.credits) throw new Error(`seed: the ledger of ${user.key} ends at ${balance}, not ${user.credits}`);
  }
  return { payments: paymentCount, creditLedger: entryCount };
}
