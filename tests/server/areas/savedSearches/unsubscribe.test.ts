/**
 * The e-mails' one-click unsubscribe (GET and POST /api/unsubscribe/{token}, docs/decisions/0030):
 * no sign-in; reading a link changes nothing; RFC 8058's form-encoded POST and the unsubscribe
 * page's empty POST (or the generated client's empty JSON) pause a saved search or remove a
 * newsletter address, and use the token up (a used link, like a forged one, is 404); a JSON
 * operation still refuses a form-encoded body.
 */
import { eq } from 'drizzle-orm';
import { newsletterSubscribers, savedSearches } from '../../../../server/db/schema/index.ts';
import { unsubscribeLinks } from '../../../../server/services/unsubscribeLinks.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';

let server: TestApp;
let user: Account;

beforeAll(async () => {
  server = await startTestApp();
  user = await createAccount(server, 'user');
});

afterAll(async () => {
  expect(server.contractViolations).toEqual([]);
  await server.close();
});

let address = 0;
/** Each request from its own address: the strict rate limit is not what these tests look at. */
function call(method: 'GET' | 'POST', token: string, options: { contentType?: string; payload?: string } = {}) {
  address += 1;
  return server.inject({
    method,
    url: `/api/unsubscribe/${token}`,
    headers: { 'accept-language': 'en', ...(options.contentType ? { 'content-type': options.contentType } : {}) },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
    remoteAddress: `10.25.0.${address}`,
  });
}

const ONE_CLICK = { contentType: 'application/x-www-form-urlencoded', payload: 'List-Unsubscribe=One-Click' };

async function savedSearch(name = 'Лозенец до 900 €') {
  const [row] = await server.db.insert(savedSearches).values({ userId: user.id, kind: 'property', name, frequency: 'instant' }).returning();
  return row!;
}

const searchRow = async (id: number) => (await server.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0]!;

describe('a saved search’s link', () => {
  it('tells what it stops without changing anything (a mail scanner may open it)', async () => {
    const search = await savedSearch();
    const response = await call('GET', search.unsubscribeToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'saved-search', name: 'Лозенец до 900 €', unsubscribed: false });
    expect(await searchRow(search.id)).toEqual(search);
  });

  it('pauses the search by the one-click POST, without sign-in, and is then used up', async () => {
    const search = await savedSearch();
    const response = await call('POST', search.unsubscribeToken, ONE_CLICK);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'saved-search', name: search.name, unsubscribed: true });
    const after = await searchRow(search.id);
    expect(after.paused).toBe(true);
    expect(after.unsubscribeToken).toMatch(/^[0-9a-f]{64}$/);
    expect(after.unsubscribeToken).not.toBe(search.unsubscribeToken);
    // The used link is refused, read or posted.
    expect((await call('GET', search.unsubscribeToken)).statusCode).toBe(404);
    const again = await call('POST', search.unsubscribeToken, ONE_CLICK);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: expect.any(String) });
  });

  it('pauses the search by the unsubscribe page’s button (no body)', async () => {
    const search = await savedSearch();
    const response = await call('POST', search.unsubscribeToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'saved-search', name: search.name, unsubscribed: true });
    expect((await searchRow(search.id)).paused).toBe(true);
  });

  it('pauses the search by the generated client’s empty JSON body', async () => {
    const search = await savedSearch();
    const response = await call('POST', search.unsubscribeToken, { contentType: 'application/json', payload: '{}' });
    expect(response.statusCode).toBe(200);
    expect((await searchRow(search.id)).paused).toBe(true);
  });

  it.each([
    ['a form body that is not the one-click one', { contentType: 'application/x-www-form-urlencoded', payload: 'List-Unsubscribe=Maybe' }, 'List-Unsubscribe'],
    ['a JSON body with a field of its own', { contentType: 'application/json', payload: '{"all":true}' }, 'all'],
  ])('refuses %s, changing nothing', async (_case, body, property) => {
    const search = await savedSearch();
    const response = await call('POST', search.unsubscribeToken, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property, message: expect.any(String) }] });
    expect(await searchRow(search.id)).toEqual(search);
  });
});

describe('a newsletter address’s link', () => {
  it('tells it is the newsletter, then removes the address by the one-click POST', async () => {
    const [subscriber] = await server.db
      .insert(newsletterSubscribers)
      .values({ email: 'reader@example.com', locale: 'en', confirmedAt: new Date() })
      .returning();
    const token = subscriber!.unsubscribeToken;
    expect((await call('GET', token)).json()).toEqual({ kind: 'newsletter', name: null, unsubscribed: false });
    expect(await server.db.select().from(newsletterSubscribers)).toHaveLength(1);
    const response = await call('POST', token, ONE_CLICK);
    expect(response.json()).toEqual({ kind: 'newsletter', name: null, unsubscribed: true });
    expect(await server.db.select().from(newsletterSubscribers)).toEqual([]);
    expect((await call('POST', token, ONE_CLICK)).statusCode).toBe(404);
  });
});

describe('a forged link', () => {
  it.each([
    ['a token of no e-mail', 'a'.repeat(64), 404],
    ['a token of the wrong length', 'a'.repeat(63), 404],
  ])('is not found: %s', async (_case, token, status) => {
    const search = await savedSearch();
    expect((await call('GET', token)).statusCode).toBe(status);
    expect((await call('POST', token, ONE_CLICK)).statusCode).toBe(status);
    expect(await searchRow(search.id)).toEqual(search);
  });
});

describe('form-encoded bodies elsewhere', () => {
  it('are refused (415) by an operation whose contract takes JSON: a cross-site form cannot post to it', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/saved-search',
      headers: { cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'kind=property&frequency=instant',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('the links an e-mail carries', () => {
  it('are the unsubscribe page in the e-mail’s language and the one-click call, with RFC 8058’s headers', () => {
    const token = 'f'.repeat(64);
    expect(unsubscribeLinks({ publicUrl: 'https://domovik.bg' }, token, 'bg')).toEqual({
      page: `https://domovik.bg/otpisvane?token=${token}`,
      oneClick: `https://domovik.bg/api/unsubscribe/${token}`,
      headers: { 'List-Unsubscribe': `<https://domovik.bg/api/unsubscribe/${token}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    expect(unsubscribeLinks({ publicUrl: 'https://domovik.bg' }, token, 'en').page).toBe(`https://domovik.bg/unsubscribe?token=${token}`);
  });
});
