/**
 * The settings page's calls (issue 13, docs/decisions/0020): details, a new e-mail address that
 * changes only once the link mailed to it is opened, a new password with the current one, and
 * the public profile of the agency or shop the user manages (only their own).
 */
import { eq } from 'drizzle-orm';
import { agencies, users } from '../../../../server/db/schema/index.ts';
import { PASSWORD, createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { linkToken, startTestApp, tokenCookie } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

/** Each call from its own address: the strict rate limit (20 a minute) is not what these tests are about. */
let clients = 0;
const nextAddress = () => {
  clients += 1;
  return `10.7.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

const call = (account: Account | null, method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
  server.inject({
    method,
    url,
    payload,
    remoteAddress: nextAddress(),
    headers: { 'accept-language': 'en', ...(account || cookie ? { cookie: cookie ?? account!.cookie } : {}) },
  });

const me = (account: Account, cookie?: string) => call(account, 'GET', '/api/user', undefined, cookie);
const update = (account: Account, payload: object) => call(account, 'POST', '/api/user/me', payload);
const signIn = (email: string, password: string) => server.inject({ method: 'POST', url: '/api/auth', payload: { email, password }, remoteAddress: nextAddress() });

describe('POST /api/user/me: name and phone', () => {
  it('saves both and answers the user', async () => {
    const account = await createAccount(server, 'user');
    const response = await update(account, { name: 'Мария Петрова', phone: '0899 111 222' });
    expect(response.json()).toMatchObject({ name: 'Мария Петрова', phone: '0899 111 222', pendingEmail: null });
    expect((await me(account)).json()).toMatchObject({ name: 'Мария Петрова', phone: '0899 111 222' });
  });
});

describe('POST /api/user/me: a new e-mail address', () => {
  it('keeps the address until the link mailed to the new one is opened, then tells the old one', async () => {
    const account = await createAccount(server, 'user');
    const mails = (await server.outbox()).length;
    const response = await update(account, { email: 'New.Address@domovik.test', currentPassword: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: account.email, pendingEmail: 'new.address@domovik.test' });
    // Still the old address: signing in with it works, the new one does not yet.
    expect((await signIn(account.email, PASSWORD)).statusCode).toBe(200);
    expect((await signIn('new.address@domovik.test', PASSWORD)).statusCode).toBe(401);

    const sent = (await server.outbox()).slice(mails);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'new.address@domovik.test', subject: 'Confirm your new e-mail address at Domovik' });
    expect(sent[0]!.links[0]).toMatch(/^http:\/\/localhost:3000\/potrebitel\/potvarzhdenie\?token=/);

    const confirm = await call(null, 'POST', '/api/user/confirmation', { token: linkToken(sent[0]) });
    expect(confirm.statusCode).toBe(204);
    expect((await me(account)).json()).toMatchObject({ email: 'new.address@domovik.test', pendingEmail: null, emailConfirmed: true });
    expect((await signIn('new.address@domovik.test', PASSWORD)).statusCode).toBe(200);
    expect((await signIn(account.email, PASSWORD)).statusCode).toBe(401);
    const notice = (await server.outbox()).slice(mails + 1);
    // In the account's own language (Bulgarian), wherever the change was asked from.
    expect(notice).toEqual([expect.objectContaining({ to: account.email, subject: 'Имейл адресът на профила ви в Домовик е променен' })]);
    expect(notice[0]!.text).toContain('new.address@domovik.test');
    // The link is used up.
    expect((await call(null, 'POST', '/api/user/confirmation', { token: linkToken(sent[0]) })).statusCode).toBe(400);
  });

  it('asks for the current password, and refuses a wrong one or an address someone has, saving nothing', async () => {
    const account = await createAccount(server, 'user');
    const taken = await createAccount(server, 'user', { signIn: false });
    const mails = (await server.outbox()).length;
    for (const [payload, property, message] of [
      [{ email: 'fresh@domovik.test' }, 'currentPassword', 'This field is required.'],
      [{ email: 'fresh@domovik.test', currentPassword: 'wrong-one', name: 'Друго име' }, 'currentPassword', 'The current password is not right.'],
      [{ email: taken.email.toUpperCase(), currentPassword: PASSWORD }, 'email', expect.any(String)],
      [{ email: 'not-an-address', currentPassword: PASSWORD }, 'email', expect.any(String)],
    ] as const) {
      const response = await update(account, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property, message }] });
    }
    expect((await me(account)).json()).toMatchObject({ email: account.email, pendingEmail: null, name: expect.stringMatching(/^Тест user/) });
    expect((await server.outbox()).length).toBe(mails);
  });

  it('uses up an earlier link when another address is asked for, and drops the change when the current address is sent again', async () => {
    const account = await createAccount(server, 'user');
    const mails = (await server.outbox()).length;
    await update(account, { email: 'first@domovik.test', currentPassword: PASSWORD });
    await update(account, { email: 'second@domovik.test', currentPassword: PASSWORD });
    const [first, second] = (await server.outbox()).slice(mails);
    expect((await call(null, 'POST', '/api/user/confirmation', { token: linkToken(first) })).statusCode).toBe(400);
    expect((await me(account)).json()).toMatchObject({ email: account.email, pendingEmail: 'second@domovik.test' });
    expect((await update(account, { email: account.email })).json()).toMatchObject({ pendingEmail: null });
    // With nothing pending any more, the second link changes nothing.
    expect((await call(null, 'POST', '/api/user/confirmation', { token: linkToken(second) })).statusCode).toBe(204);
    expect((await me(account)).json()).toMatchObject({ email: account.email, pendingEmail: null });
  });

  it('answers 409 when someone registered the new address before the link was opened', async () => {
    const account = await createAccount(server, 'user');
    const mails = (await server.outbox()).length;
    await update(account, { email: 'race@domovik.test', currentPassword: PASSWORD });
    const [link] = (await server.outbox()).slice(mails);
    await server.db.insert(users).values({ type: 'user', name: 'Друг', email: 'Race@domovik.test' });
    const response = await call(null, 'POST', '/api/user/confirmation', { token: linkToken(link) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Another account has registered this e-mail address meanwhile.' });
    expect((await me(account)).json()).toMatchObject({ email: account.email });
  });
});

describe('POST /api/user/password', () => {
  it('changes the password with the current one, ends every other session and keeps this browser signed in', async () => {
    const account = await createAccount(server, 'user');
    const elsewhere = tokenCookie(await signIn(account.email, PASSWORD));
    const response = await call(account, 'POST', '/api/user/password', { currentPassword: PASSWORD, password: 'new-secret-1' });
    expect(response.statusCode).toBe(204);
    const renewed = tokenCookie(response);
    expect((await me(account, renewed)).statusCode).toBe(200);
    expect((await me(account)).statusCode).toBe(204);
    expect((await me(account, elsewhere)).statusCode).toBe(204);
    expect((await signIn(account.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(account.email, 'new-secret-1')).statusCode).toBe(200);
  });

  it('refuses a wrong current password or a short new one, changing nothing', async () => {
    const account = await createAccount(server, 'user');
    const wrong = await call(account, 'POST', '/api/user/password', { currentPassword: 'not-it', password: 'new-secret-1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: 'validation_failed', errors: [{ property: 'currentPassword', message: 'The current password is not right.' }] });
    expect((await call(account, 'POST', '/api/user/password', { currentPassword: PASSWORD, password: '123' })).statusCode).toBe(422);
    expect((await me(account)).statusCode).toBe(200);
    expect((await signIn(account.email, PASSWORD)).statusCode).toBe(200);
    expect((await call(null, 'POST', '/api/user/password', { currentPassword: PASSWORD, password: 'new-secret-1' })).statusCode).toBe(401);
  });
});

describe("an agency's public profile", () => {
  it('is read and updated by its own agency, the other language kept', async () => {
    const account = await createAccount(server, 'agency');
    const own = (await call(account, 'GET', '/api/user/agency')).json();
    expect(own).toMatchObject({ name: 'Test Homes', description: null, logo: null, phone: null, email: null, city: null, propertiesCount: 0 });
    const response = await call(account, 'POST', `/api/agency/${own.id}`, {
      name: 'Sunny Homes',
      description: 'Rentals in the sun.',
      phone: '0888 000 111',
      email: 'office@sunny.test',
      cityId: null,
      logo: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: own.id, name: 'Sunny Homes', description: 'Rentals in the sun.', phone: '0888 000 111', email: 'office@sunny.test' });
    const [row] = await server.db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, own.id));
    expect(row!.name).toEqual({ bg: 'Тест Имоти', en: 'Sunny Homes' });
    expect((await server.inject({ method: 'GET', url: `/api/agency/${own.id}` })).json()).toMatchObject({ name: 'Тест Имоти', phone: '0888 000 111' });
  });

  it("refuses another agency's profile (403), an unknown one (404), an unknown city (422), a regular user and a vendor (403)", async () => {
    const account = await createAccount(server, 'agency');
    const rival = await createAccount(server, 'agency');
    const rivalId = (await call(rival, 'GET', '/api/user/agency')).json().id as number;
    const ownId = (await call(account, 'GET', '/api/user/agency')).json().id as number;
    expect((await call(account, 'POST', `/api/agency/${rivalId}`, { name: 'Taken over' })).statusCode).toBe(403);
    expect((await call(account, 'POST', '/api/agency/2000000', { name: 'Nobody' })).statusCode).toBe(404);
    const city = await call(account, 'POST', `/api/agency/${ownId}`, { name: 'Mine', cityId: 2_000_000 });
    expect(city.json()).toEqual({ message: 'validation_failed', errors: [{ property: 'cityId', message: 'Choose a city from the list.' }] });
    expect((await call(rival, 'GET', '/api/user/agency')).json()).toMatchObject({ name: 'Test Homes' });
    for (const type of ['user', 'vendor'] as const) {
      const other = await createAccount(server, type);
      expect((await call(other, 'POST', `/api/agency/${ownId}`, { name: 'Mine' })).statusCode).toBe(403);
      expect((await call(other, 'GET', '/api/user/agency')).statusCode).toBe(403);
    }
  });
});

describe("a shop's public profile", () => {
  it('is read by its own vendor for the settings form and updated through POST /api/vendor/{id}', async () => {
    const vendor = await createAccount(server, 'vendor');
    const own = (await call(vendor, 'GET', '/api/user/vendor')).json();
    expect(own).toMatchObject({ name: 'Test Furniture', deliveryPrice: null });
    const updated = await call(vendor, 'POST', `/api/vendor/${own.id}`, { name: 'Oak & Co', deliveryPrice: 1250 });
    expect(updated.json()).toMatchObject({ id: own.id, name: 'Oak & Co', deliveryPrice: 1250 });
    expect((await call(vendor, 'GET', '/api/user/vendor')).json()).toMatchObject({ name: 'Oak & Co', deliveryPrice: 1250 });
    const agency = await createAccount(server, 'agency');
    expect((await call(agency, 'GET', '/api/user/vendor')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/user/vendor')).statusCode).toBe(401);
  });
});
