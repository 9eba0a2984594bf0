import { users } from '../../schema/index.ts';
import { SEED_USERS } from '../content/index.ts';
import { DAY_MS, idsByKey, inChunks } from './support.ts';
import type { SeedIds, SeedStep } from './support.ts';

/** The demo accounts, all with the one hashed DEMO_PASSWORD. */
export async function seedAccounts({ tx, passwordHash, now, note }: SeedStep): Promise<Pick<SeedIds, 'userIds'>> {
  // ── users
  const userRows = await inChunks(
    SEED_USERS.map((user, index) => ({
      type: user.type,
      name: user.name,
      email: user.email.toLowerCase(),
      phone: user.phone,
      passwordHash,
      emailConfirmedAt: user.emailConfirmed ? new Date(now.getTime() - (200 - index) * DAY_MS) : null,
      credits: user.credits,
      locale: 'bg' as const,
      createdAt: new Date(now.getTime() - (210 - index) * DAY_MS),
    })),
    (chunk) => tx.insert(users).values(chunk).returning({ id: users.id }),
  );
  const userIds = idsByKey(SEED_USERS.map((user) => user.key), userRows, 'users');
  note('users', userRows.length);
  return { userIds };
}
