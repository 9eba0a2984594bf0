/**
 * Sign-up (past the captcha: ALTCHA, tests/server/helpers/captcha.ts), e-mail confirmation,
 * sign-in, sign-out and passwords, through the real server on a fresh database, with the e-mails
 * read from the real outbox.
 */
import { eq, sql } from 'drizzle-orm';
import { authTokens, emailTokens, users } from '../../../../server/db/schema/index.ts';
import { PASSWORD, createAccount } from '../../helpers/accounts.ts';
import { captchaEnv, solvedCaptcha } from '../../helpers/captcha.ts';
import { linkToken, startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ env: captchaEnv });
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

const registration = (email: string) => ({ name: 'Мария Иванова', phone: '0888123456', email, password: 'parola123' });
/** Signs up with `payload` and a solved captcha, unless the payload says its own `code`. */
const signUp = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.inject({ method: 'POST', url: '/api/user', headers, payload: { code: await solvedCaptcha(), ...payload } });

async function userCount(): Promise<number> {
  const [row] = await server.db.select({ value: sql<number>`count(*)::int` }).from(users);
  return row!.value;
}

async function mailsTo(email: string) {
  return (await server.outbox()).filter((mail) => mail.to === email);
}

describe('sign-up and e-mail confirmation', () => {
  it('creates a regular user, stores only a password hash and mails a confirmation link', async () => {
    const response = await signUp(registration('Maria@Example.bg'), { 'accept-language': 'en' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: 'user', name: 'Мария Иванова', email: 'maria@example.bg', emailConfirmed: false, credits: 0 });

    const [stored] = await server.db.select().from(users).where(eq(users.email, 'maria@example.bg'));
    expect(stored!.passwordHash).toMatch(/^scrypt\$/);
    expect(stored!.passwordHash).not.toContain('parola123');

    const [mail] = await mailsTo('maria@example.bg');
    expect(mail!.subject).toBe('Confirm your e-mail address at Domovik');
    expect(mail!.links[0]).toMatch(/^http:\/\/localhost:3000\/potrebitel\/potvarzhdenie\?token=/);
  });

  it('refuses sign-in until the address is confirmed, then confirms once', async () => {
    const email = 'confirm@example.bg';
    await signUp(registration(email));
    const early = await server.inject({ method: 'POST', url: '/api/auth', payload: { email, password: 'parola123' } });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe('Потвърдете имейл адреса си от писмото, което ви изпратихме.');

    const token = linkToken((await mailsTo(email))[0]);
    const confirmed = await server.inject({ method: 'POST', url: '/api/user/confirmation', payload: { token } });
    expect(confirmed.statusCode).toBe(204);
    const again = await server.inject({ method: 'POST', url: '/api/user/confirmation', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Връзката е невалидна или изтекла.');

    const login = await server.inject({ method: 'POST', url: '/api/auth', payload: { email, password: 'parola123' } });
    expect(login.statusCode).toBe(200);
  });

  it('rejects an expired or unknown confirmation token', async () => {
    const email = 'expired@example.bg';
    await signUp(registration(email));
    const token = linkToken((await mailsTo(email))[0]);
    await server.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await server.inject({ method: 'POST', url: '/api/user/confirmation', payload: { token } })).statusCode).toBe(400);
    expect((await server.inject({ method: 'POST', url: '/api/user/confirmation', payload: { token: 'nope' } })).statusCode).toBe(400);
  });

  it('answers a taken e-mail (any letter case) as a validation failure of email, writing nothing', async () => {
    await createAccount(server, 'user', { signIn: false }).then(async (account) => {
      const before = await userCount();
      const response = await signUp(registration(account.email.toUpperCase()), { 'accept-language': 'en' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'validation_failed',
        errors: [{ property: 'email', message: 'An account with this e-mail address already exists.' }],
      });
      expect(await userCount()).toBe(before);
    });
  });

  it.each([
    ['a missing field', { name: 'Иван', phone: '0888123456', email: 'x@example.bg' }, 'password', 'Полето е задължително.'],
    ['a wrong type', { ...registration('t@example.bg'), phone: 888123456 }, 'phone', 'Стойността е от грешен вид.'],
    ['an unknown field', { ...registration('u@example.bg'), marketing: true }, 'marketing', 'Полето не се приема.'],
    ['a 5-character password', { ...registration('p@example.bg'), password: '12345' }, 'password', 'Паролата трябва да е поне 6 символа.'],
    ['a malformed e-mail', registration('not-an-email'), 'email', 'Въведете валиден имейл адрес.'],
    ['no captcha answer', { ...registration('c@example.bg'), code: undefined }, 'code', 'Полето е задължително.'],
  ])('rejects %s with the 422 body and writes nothing', async (_case, payload, property, message) => {
    const before = await userCount();
    const response = await signUp(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('validation_failed');
    expect(response.json().errors).toContainEqual({ property, message });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['a code that is no solution', () => Promise.resolve('captcha-not-configured')],
    [
      'a solution already used',
      async () => {
        const code = await solvedCaptcha();
        expect((await signUp({ ...registration('first@example.bg'), code })).statusCode).toBe(201);
        return code;
      },
    ],
  ])('refuses %s with the translated 400, writing and sending nothing', async (_name, codeOf) => {
    const code = await codeOf();
    const [before, mails] = [await userCount(), (await server.outbox()).length];
    const response = await signUp({ ...registration('robot@example.bg'), code }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The check against robots did not pass. Please try again.' });
    expect(await userCount()).toBe(before);
    expect(await server.outbox()).toHaveLength(mails);
  });

  it('answers malformed JSON with 400 and the error body', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/user',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Заявката не може да бъде обработена.' });
  });
});

describe('sign-in and sign-out', () => {
  it('answers the token and sets the 1-hour HttpOnly cookie', async () => {
    const account = await createAccount(server, 'user', { signIn: false });
    const response = await server.inject({ method: 'POST', url: '/api/auth', payload: { email: account.email, password: PASSWORD } });
    expect(response.statusCode).toBe(200);
    const { authToken } = response.json();
    const cookie = response.cookies.find((item) => item.name === 'token')!;
    expect(cookie).toMatchObject({ value: authToken, path: '/', maxAge: 3600, httpOnly: true, sameSite: 'Lax' });

    const [stored] = await server.db.select().from(authTokens).where(eq(authTokens.userId, account.id));
    expect(stored!.tokenHash).not.toBe(authToken);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(3590 * 1000);
  });

  it.each([
    ['bg', 'Грешно потребителско име или парола'],
    ['en', 'Wrong username or password'],
  ])('answers a wrong password with 401 and the %s message', async (language, message) => {
    const account = await createAccount(server, 'user', { signIn: false });
    const response = await server.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'accept-language': language },
      payload: { email: account.email, password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message });
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    const response = await server.inject({ method: 'POST', url: '/api/auth', payload: { email: 'nobody@example.bg', password: 'whatever1' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Грешно потребителско име или парола' });
  });

  it('accepts the cookie or a bearer token, and logout revokes the token', async () => {
    const account = await createAccount(server, 'user');
    const viaCookie = await server.inject({ method: 'GET', url: '/api/user', headers: { cookie: account.cookie } });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.json()).toMatchObject({ id: account.id, email: account.email, emailConfirmed: true });
    const viaBearer = await server.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${account.token}` } });
    expect(viaBearer.statusCode).toBe(200);

    const logout = await server.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: account.cookie } });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((item) => item.name === 'token')?.value).toBe('');
    // The revoked token no longer signs anyone in: the user check answers "nobody" (204).
    const after = await server.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${account.token}` } });
    expect(after.statusCode).toBe(204);
    const stats = await server.inject({ method: 'GET', url: '/api/stats/user', headers: { authorization: `Bearer ${account.token}` } });
    expect(stats.statusCode).toBe(401);
  });

  it('clears the cookie with the attributes it was set with (HttpOnly, SameSite=Lax, path /)', async () => {
    const account = await createAccount(server, 'user');
    const logout = await server.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: account.cookie } });
    // The start-up check after sign-out: the visitor's answer, and the dead cookie cleared again.
    const visitor = await server.inject({ method: 'GET', url: '/api/user', headers: { cookie: account.cookie } });
    expect(visitor.statusCode).toBe(204);
    for (const response of [logout, visitor]) {
      const cleared = response.cookies.find((item) => item.name === 'token');
      expect(cleared).toMatchObject({ value: '', path: '/', maxAge: 0, httpOnly: true, sameSite: 'Lax' });
      expect(cleared).not.toHaveProperty('secure');
    }
  });

  it('lets an explicit Bearer token win over a stale cookie, both ways', async () => {
    const account = await createAccount(server, 'user');
    const stale = { cookie: 'token=stale-from-another-session', authorization: `Bearer ${account.token}` };
    const me = await server.inject({ method: 'GET', url: '/api/user', headers: stale });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(account.id);
    const staleBearer = await server.inject({ method: 'GET', url: '/api/stats/user', headers: { cookie: account.cookie, authorization: 'Bearer stale' } });
    expect(staleBearer.statusCode).toBe(401);

    expect((await server.inject({ method: 'POST', url: '/api/auth/logout', headers: stale })).statusCode).toBe(204);
    expect((await server.inject({ method: 'GET', url: '/api/stats/user', headers: { authorization: `Bearer ${account.token}` } })).statusCode).toBe(401);
  });

  it('lets an anonymous or expired session sign out without an error', async () => {
    expect((await server.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    expect((await server.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: 'token=stale' } })).statusCode).toBe(204);
  });

  it('answers a protected call with 401 and clears the cookie for a missing, unknown or expired token', async () => {
    expect((await server.inject({ method: 'GET', url: '/api/stats/user' })).statusCode).toBe(401);
    const unknown = await server.inject({ method: 'GET', url: '/api/stats/user', headers: { cookie: 'token=forged' } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Моля, влезте в профила си.' });
    expect(unknown.cookies.find((item) => item.name === 'token')?.value).toBe('');

    const account = await createAccount(server, 'agency');
    await server.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.userId, account.id));
    expect((await server.inject({ method: 'GET', url: '/api/stats/user', headers: { cookie: account.cookie } })).statusCode).toBe(401);
    expect((await server.inject({ method: 'GET', url: '/api/user', headers: { cookie: account.cookie } })).statusCode).toBe(204);
  });

  it('answers the start-up user check of a visitor with 204, clearing a stale cookie', async () => {
    const visitor = await server.inject({ method: 'GET', url: '/api/user' });
    expect(visitor.statusCode).toBe(204);
    expect(visitor.body).toBe('');
    expect(visitor.cookies).toEqual([]);

    const stale = await server.inject({ method: 'GET', url: '/api/user', headers: { cookie: 'token=forged' } });
    expect(stale.statusCode).toBe(204);
    expect(stale.cookies.find((item) => item.name === 'token')?.value).toBe('');
  });

  it('answers Google sign-in with a clear 503 when Google is not configured', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/auth/google',
      headers: { 'accept-language': 'en' },
      payload: { credential: 'header.payload.signature' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Google sign-in is not configured.' });
  });
});

describe('forgotten and changed passwords', () => {
  it('mails a single-use reset link, sets the new password and ends every session', async () => {
    const account = await createAccount(server, 'user');
    const request = await server.inject({
      method: 'POST',
      url: '/api/user/forgotten-password/request',
      payload: { email: account.email.toUpperCase() },
    });
    expect(request.statusCode).toBe(204);
    const mail = (await mailsTo(account.email)).at(-1);
    expect(mail!.subject).toBe('Смяна на паролата в Домовик');
    const token = linkToken(mail);

    const short = await server.inject({ method: 'POST', url: '/api/user/forgotten-password/confirmation', payload: { token, password: '12345' } });
    expect(short.statusCode).toBe(422);

    const confirm = await server.inject({
      method: 'POST',
      url: '/api/user/forgotten-password/confirmation',
      payload: { token, password: 'new-secret' },
    });
    expect(confirm.statusCode).toBe(204);
    expect((await server.inject({ method: 'GET', url: '/api/user', headers: { cookie: account.cookie } })).statusCode).toBe(204);
    expect((await server.inject({ method: 'GET', url: '/api/stats/user', headers: { cookie: account.cookie } })).statusCode).toBe(401);

    const oldPassword = await server.inject({ method: 'POST', url: '/api/auth', payload: { email: account.email, password: PASSWORD } });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await server.inject({ method: 'POST', url: '/api/auth', payload: { email: account.email, password: 'new-secret' } });
    expect(newPassword.statusCode).toBe(200);

    const reuse = await server.inject({
      method: 'POST',
      url: '/api/user/forgotten-password/confirmation',
      payload: { token, password: 'another-secret' },
    });
    expect(reuse.statusCode).toBe(400);
  });

  it('ends every other reset link of the user when one is used (forgotten or changed password)', async () => {
    const account = await createAccount(server, 'user');
    const forgotten = () =>
      server.inject({ method: 'POST', url: '/api/user/forgotten-password/request', payload: { email: account.email } });
    expect((await forgotten()).statusCode).toBe(204);
    expect((await forgotten()).statusCode).toBe(204);
    const change = await server.inject({ method: 'POST', url: '/api/user/change-password/request', headers: { cookie: account.cookie } });
    expect(change.statusCode).toBe(204);
    const [first, second, third] = (await mailsTo(account.email)).map(linkToken);
    const reset = (token: string | undefined, password: string) =>
      server.inject({ method: 'POST', url: '/api/user/forgotten-password/confirmation', payload: { token, password } });

    expect((await reset(second, 'second-secret')).statusCode).toBe(204);
    for (const token of [first, third]) {
      const older = await reset(token, 'taken-over');
      expect(older.statusCode).toBe(400);
      expect(older.json()).toEqual({ message: 'Връзката е невалидна или изтекла.' });
    }
    const login = await server.inject({ method: 'POST', url: '/api/auth', payload: { email: account.email, password: 'second-secret' } });
    expect(login.statusCode).toBe(200);
  });

  it('answers an unknown address with 204 too, and mails nothing', async () => {
    const before = (await server.outbox()).length;
    const response = await server.inject({ method: 'POST', url: '/api/user/forgotten-password/request', payload: { email: 'ghost@example.bg' } });
    expect(response.statusCode).toBe(204);
    expect((await server.outbox()).length).toBe(before);
  });

  it('applies the forgotten-password e-mail rules (6+ characters, no spaces)', async () => {
    for (const email of ['a@b.c', 'has space@example.bg']) {
      const response = await server.inject({ method: 'POST', url: '/api/user/forgotten-password/request', payload: { email } });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([{ property: 'email', message: 'Въведете валиден имейл адрес.' }]);
    }
  });

  it('mails the signed-in user a change link, and needs sign-in', async () => {
    expect((await server.inject({ method: 'POST', url: '/api/user/change-password/request' })).statusCode).toBe(401);
    const account = await createAccount(server, 'vendor');
    const response = await server.inject({
      method: 'POST',
      url: '/api/user/change-password/request',
      headers: { cookie: account.cookie, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(204);
    const mail = (await mailsTo(account.email)).at(-1);
    expect(mail!.subject).toBe('Change your Domovik password');
    expect(linkToken(mail)).not.toBe('');
  });
});
