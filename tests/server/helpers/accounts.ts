/** Accounts of each type, written straight to the database, and signing them in through the API. */
import type { UserType } from '../../../domain/index.ts';
import { agencies, users, vendors } from '../../../server/db/schema/index.ts';
import { hashPassword } from '../../../server/services/tokens.ts';
import type { TestApp } from './testApp.ts';
import { tokenCookie } from './testApp.ts';

export const PASSWORD = 'secret123';
let sequence = 0;

export interface Account {
  id: number;
  email: string;
  type: UserType;
  /** Cookie header of a signed-in session. */
  cookie: string;
  /** The raw token, for Authorization: Bearer. */
  token: string;
}

export async function createAccount(
  testApp: TestApp,
  type: UserType,
  options: { confirmed?: boolean; signIn?: boolean } = {},
): Promise<Account> {
  sequence += 1;
  const email = `${type}${sequence}@domovik.test`;
  const [user] = await testApp.db
    .insert(users)
    .values({
      type,
      name: `Тест ${type} ${sequence}`,
      email,
      phone: '0888123456',
      passwordHash: await hashPassword(PASSWORD),
      emailConfirmedAt: options.confirmed === false ? null : new Date(),
    })
    .returning();
  const id = user!.id;
  if (type === 'agency') await testApp.db.insert(agencies).values({ ownerUserId: id, name: { bg: 'Тест Имоти', en: 'Test Homes' } });
  if (type === 'vendor') await testApp.db.insert(vendors).values({ ownerUserId: id, name: { bg: 'Тест Мебели', en: 'Test Furniture' } });
  if (options.signIn === false) return { id, email, type, cookie: '', token: '' };
  const response = await testApp.inject({ method: 'POST', url: '/api/auth', payload: { email, password: PASSWORD } });
  const cookie = tokenCookie(response);
  return { id, email, type, cookie, token: cookie.slice('token='.length) };
}
