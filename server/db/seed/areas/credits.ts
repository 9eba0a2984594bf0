import { insertCreditHistory } from '../credits.ts';
import { SEED_USERS } from '../content/index.ts';
import type { SeedIds, SeedStep } from './support.ts';

/** The wallets' purchases and promotions (the plan is in seed/credits.ts). */
export async function seedCredits({ tx, content, now, note }: SeedStep, { userIds, propertyIds, offerIds }: Pick<SeedIds, 'userIds' | 'propertyIds' | 'offerIds'>): Promise<void> {
  // ── credits: the wallets' purchases and promotions of properties and flatmate offers (seed/credits.ts)
  const wallets = await insertCreditHistory(tx, {
    users: SEED_USERS,
    listings: [
      ...content.properties.map((property) => ({ kind: 'property' as const, ...property })),
      ...content.tenantOffers.map((offer) => ({ kind: 'tenantOffer' as const, ...offer })),
    ],
    userIds,
    listingIds: { property: propertyIds, tenantOffer: offerIds },
    now,
  });
  for (const [table, rows] of Object.entries(wallets)) note(table, rows);
}
