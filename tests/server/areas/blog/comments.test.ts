/**
 * Comments on a blog post (POST /api/news/{id}/comments) through the real server: a signed-in
 * reader of any type comments under their own name, the text is kept as typed (plain text, markup
 * included as characters) and shows on the post; a visitor is asked to sign in; a text too short,
 * too long, blank or with extra fields, and a post that is not published, write nothing; the
 * strict rate limit stops a flood.
 */
import { count } from 'drizzle-orm';
import { RATE_LIMIT_POLICIES } from '../../../../server/app.ts';
import { newsComments } from '../../../../server/db/schema/index.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createPost } from './fixtures.ts';

let server: TestApp;
let post: number;
let scheduled: number;
let reader: Account;

beforeAll(async () => {
  server = await startTestApp();
  post = await createPost(server);
  scheduled = await createPost(server, { daysAgo: -1 });
  reader = await createAccount(server, 'user');
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

/** A comment from its own client address, so the rate limit of one test does not reach another. */
let address = 0;
function comment(postId: number, payload: unknown, headers: Record<string, string> = {}) {
  address += 1;
  return server.inject({
    method: 'POST',
    url: `/api/news/${postId}/comments`,
    payload: payload as Record<string, unknown>,
    headers: { 'accept-language': 'bg', ...headers },
    remoteAddress: `10.1.0.${address}`,
  });
}

const stored = async () => Number((await server.db.select({ value: count() }).from(newsComments))[0]!.value);

describe('POST /api/news/{id}/comments', () => {
  it('adds a signed-in reader\'s comment under their name, shown last on the post', async () => {
    const response = await comment(post, { body: '  Много полезно, благодаря!  ' }, { cookie: reader.cookie });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({ id: expect.any(Number), author: `Тест user ${reader.email.match(/\d+/)![0]}`, body: 'Много полезно, благодаря!', createdAt: expect.any(String) });
    const page = (await server.inject({ method: 'GET', url: `/api/news/${post}` })).json();
    expect(page.comments.at(-1)).toEqual(created);
  });

  it('lets every type of account comment, with a Bearer token too', async () => {
    for (const type of ['agency', 'vendor'] as const) {
      const account = await createAccount(server, type);
      expect((await comment(post, { body: `Коментар от ${type}` }, { authorization: `Bearer ${account.token}` })).statusCode).toBe(201);
    }
  });

  it('keeps markup as the characters typed, with its line breaks', async () => {
    const text = '<script>alert("x")</script>\n<b>удебелено</b> & "кавички"';
    const response = await comment(post, { body: text }, { cookie: reader.cookie });
    expect(response.json().body).toBe(text);
  });

  it('asks a visitor to sign in (401) and writes nothing', async () => {
    const before = await stored();
    const response = await comment(post, { body: 'Анонимен коментар' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await stored()).toBe(before);
  });

  it.each([
    ['a text of two characters', { body: 'ок' }, 'body'],
    ['a blank text', { body: '     ' }, 'body'],
    ['a text over 999 characters', { body: 'д'.repeat(1000) }, 'body'],
    ['no text', {}, 'body'],
    ['a text that is not a string', { body: 42 }, 'body'],
    ['an author of its own', { body: 'Хубава статия', author: 'Администратор' }, 'author'],
    ['a control character', { body: 'Хубава\u0000 статия' }, 'body'],
  ])('refuses %s with a 422 naming the field, writing nothing', async (_name, payload, property) => {
    const before = await stored();
    const response = await comment(post, payload, { cookie: reader.cookie });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property, message: expect.any(String) }] });
    expect(await stored()).toBe(before);
  });

  it.each([
    ['an unknown post', () => 999999],
    ['a scheduled post', () => scheduled],
  ])('answers 404 for %s and writes nothing', async (_name, id) => {
    const before = await stored();
    const response = await comment(id(), { body: 'Хубава статия' }, { cookie: reader.cookie });
    expect(response.statusCode).toBe(404);
    expect(await stored()).toBe(before);
  });

  it(`answers 429 after ${RATE_LIMIT_POLICIES.strict!.max} comments a minute from one address`, async () => {
    const { max } = RATE_LIMIT_POLICIES.strict!;
    const send = () =>
      server.inject({ method: 'POST', url: `/api/news/${post}/comments`, payload: { body: 'Спам спам спам' }, headers: { cookie: reader.cookie }, remoteAddress: '10.2.0.1' });
    for (let index = 0; index < max; index += 1) expect((await send()).statusCode).toBe(201);
    const before = await stored();
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.any(String) });
    expect(await stored()).toBe(before);
  });
});
