/** A test account's credits, set and read straight in the database, and a promotion asked for through the API. */
import { eq } from 'drizzle-orm';
import { users } from '../../../../server/db/schema/index.ts';
import type { Account } from '../../helpers/accounts.ts';
import type { TestApp } from '../../helpers/testApp.ts';

export async function setCredits(server: TestApp, account: Account, credits: number): Promise<void> {
  await server.db.update(users).set({ credits }).where(eq(users.id, account.id));
}

export async function creditsOf(server: TestApp, account: Account): Promise<number> {
  const [row] = await server.db.select({ credits: users.credits }).from(users).where(eq(users.id, account.id));
  return row!.credits;
}

/** POST /api/credit/promotion as `account` (null: a visitor), in English. */
export function promote(server: TestApp, account: Account | null, payload: object) {
  return server.inject({
    method: 'POST',
    url: '/api/credit/promotion',
    payload,
    headers: { 'accept-language': 'en', ...(account ? { cookie: account.cookie } : {}) },
  });
}
