/**
 * What a careless client or an attacker sends, and what every operation answers
 * (docs/decisions/0008-hostile-input.md): ids out of range, control characters, ill-formed
 * Unicode, untrimmed text, huge bodies; the error body every time.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifySchemaCompiler } from 'fastify';
import { MAX_FIELD_ERRORS } from '../../server/plugins/errorBodies.ts';
import { handlers } from '../../server/areas/index.ts';
import { agencies, vendors } from '../../server/db/schema/index.ts';
import { validationFailed } from '../../server/errors.ts';
import { fieldErrorsOf } from '../../server/plugins/validation.ts';
import { createAccount } from './helpers/accounts.ts';
import type { Account } from './helpers/accounts.ts';
import { startTestApp } from './helpers/testApp.ts';
import type { TestApp } from './helpers/testApp.ts';

let server: TestApp;
let user: Account;
beforeAll(async () => {
  server = await startTestApp();
  user = await createAccount(server, 'user');
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

const en = { 'accept-language': 'en' };

/** A valid order body (createOrder) with `changes` merged into its first line. */
const order = (line: Record<string, unknown> = {}) => ({
  items: [{ productId: 1, quantity: 1, ...line }],
  contact: { name: 'Мария Иванова', phone: '0888123456', email: 'maria@example.bg' },
  address: { cityId: 1, street: 'ул. Шипка 12' },
});

describe('ids are decimal integers from 1 to 2147483647', () => {
  it.each(['2147483648', '99999999999', '1e308', 'Infinity', '-1', '0', '1.5', '+1', '%201', '1%20'])(
    'answers the path id %s with 404 and the error body',
    async (id) => {
      const response = await server.inject({ method: 'GET', url: `/api/user/${id}`, headers: en });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    },
  );

  it('reads a path id as decimal only (no hex, no exponent)', async () => {
    expect((await server.inject({ method: 'GET', url: `/api/user/${user.id}` })).statusCode).toBe(200);
    for (const spelling of [`0x${user.id.toString(16)}`, `${user.id}e0`, `0${user.id}.0`]) {
      expect((await server.inject({ method: 'GET', url: `/api/user/${spelling}` })).statusCode).toBe(404);
    }
  });

  it.each([
    ['above the range', 'cityId=2147483648'],
    ['far above the range', 'cityId=99999999999'],
    ['in hex', 'cityId=0x10'],
    ['with an exponent', 'cityId=1e3'],
    ['infinite', 'cityId=Infinity'],
  ])('answers a query id %s with 422 on that parameter', async (_case, query) => {
    const response = await server.inject({ method: 'GET', url: `/api/property?${query}`, headers: en });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property: 'cityId', message: expect.any(String) }] });
  });

  it('bounds every other integer of a query too (an offset past the range is a 422)', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/property?offset=99999999999' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property: 'offset', message: 'Стойността е твърде голяма.' }]);
  });

  it.each([
    ['above the range', { productId: 2147483648 }, 'items.0.productId'],
    ['far above the range', { productId: 1e308 }, 'items.0.productId'],
    ['of the vendor, above the range', { vendorId: 2 ** 40 }, 'items.0.vendorId'],
  ])('answers a body id %s with 422 on that property', async (_case, line, property) => {
    const response = await server.inject({ method: 'POST', url: '/api/order', headers: en, payload: order(line) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property, message: 'The value is too large.' }] });
  });

  it('refuses a number JSON cannot hold (1e400 reads as Infinity) as the wrong type', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/order',
      headers: { ...en, 'content-type': 'application/json' },
      payload: JSON.stringify(order()).replace('"quantity":1', '"quantity":1e400'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property: 'items.0.quantity', message: 'The value has the wrong type.' }]);
  });
});

describe('text with control characters (other than tab and line feed) is refused on its field', () => {
  const nul = 'ab\u0000cd@x.yz';

  it.each([
    ['sign-in', '/api/auth', { email: nul, password: 'Probe12345' }, 'email'],
    ['sign-up', '/api/user', { name: 'Мария', phone: '0888123456', email: nul, password: 'Probe12345' }, 'email'],
    ['a forgotten password', '/api/user/forgotten-password/request', { email: nul }, 'email'],
    ['a password reset', '/api/user/forgotten-password/confirmation', { token: 'a\u0000b', password: 'Probe12345' }, 'token'],
  ])('%s: 422 on the field', async (_case, url, payload, property) => {
    const response = await server.inject({ method: 'POST', url, headers: en, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property, message: 'The value is not allowed.' }] });
  });

  it.each([
    ['NUL', '\u0000'],
    ['bell', '\u0007'],
    ['escape', '\u001b'],
    ['a lone carriage return', '\r'],
    ['delete', '\u007f'],
    ['a C1 control', '\u0085'],
  ])('refuses %s in a signed-in update and keeps what was saved', async (_case, control) => {
    const account = await createAccount(server, 'user');
    const response = await server.inject({
      method: 'POST',
      url: '/api/user/me',
      headers: { ...en, cookie: account.cookie },
      payload: { name: `Петър${control}Петров` },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property: 'name', message: 'The value is not allowed.' }]);
    const me = await server.inject({ method: 'GET', url: '/api/user', headers: { cookie: account.cookie } });
    expect(me.json().name).toMatch(/^Тест user/);
  });

  it('names a nested field and a field name with a control character', async () => {
    const nested = await server.inject({
      method: 'POST',
      url: '/api/order',
      headers: en,
      payload: { ...order(), contact: { name: 'Мария\u0000', phone: '0888123456', email: 'maria@example.bg' } },
    });
    expect(nested.json().errors).toEqual([{ property: 'contact.name', message: 'The value is not allowed.' }]);
    const key = await server.inject({ method: 'POST', url: '/api/user/me', headers: { ...en, cookie: user.cookie }, payload: { 'na\u0001me': 'x' } });
    expect(key.statusCode).toBe(422);
    expect(key.json().errors).toEqual([{ property: 'na\u0001me', message: 'The value is not allowed.' }]);
  });

  it('refuses a control character in a query parameter too', async () => {
    const response = await server.inject({ method: 'GET', url: `/api/property?orderBy=${encodeURIComponent('price.ASC\u0000')}`, headers: en });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property: 'orderBy', message: 'The value is not allowed.' }]);
  });

  it('keeps tabs and line breaks (a Windows line break is stored as a line feed)', async () => {
    const account = await createAccount(server, 'user');
    const response = await server.inject({
      method: 'POST',
      url: '/api/user/me',
      headers: { cookie: account.cookie },
      payload: { name: 'Петър\tПетров\r\nвтори ред\nтрети' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Петър\tПетров\nвтори ред\nтрети');
  });
});

describe('text that is not well-formed Unicode (a lone surrogate, which JSON can escape) is refused on its field', () => {
  /** A JSON body written as text: JSON.stringify would escape the surrogates the same way. */
  const post = (url: string, account: Account, json: string) =>
    server.inject({ method: 'POST', url, headers: { ...en, cookie: account.cookie, 'content-type': 'application/json' }, payload: json });

  it.each([
    ['a lone high surrogate', '\\ud800x'],
    ['a lone low surrogate', 'x\\udc00'],
    ['a reversed pair', '\\ude00\\ud83d'],
  ])("refuses %s in an agency's name and keeps what was saved", async (_case, escaped) => {
    const agency = await createAccount(server, 'agency');
    const [before] = await server.db.select().from(agencies).where(eq(agencies.ownerUserId, agency.id));
    const response = await post(`/api/agency/${before!.id}`, agency, `{"name":"${escaped}","email":"a@b.test"}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property: 'name', message: 'The value is not allowed.' }] });
    expect(await server.db.select().from(agencies).where(eq(agencies.id, before!.id))).toEqual([before]);
  });

  it("refuses one in a vendor's description and keeps what was saved", async () => {
    const vendor = await createAccount(server, 'vendor');
    const [before] = await server.db.select().from(vendors).where(eq(vendors.ownerUserId, vendor.id));
    const response = await post(`/api/vendor/${before!.id}`, vendor, '{"name":"Dabrava","description":"Furniture \\udfff"}');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property: 'description', message: 'The value is not allowed.' }] });
    expect(await server.db.select().from(vendors).where(eq(vendors.id, before!.id))).toEqual([before]);
  });

  it('names a field name holding one', async () => {
    const response = await post('/api/user/me', user, '{"na\\udc00me":"x"}');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property: 'na\udc00me', message: 'The value is not allowed.' }] });
  });

  // A URL cannot carry one (its %-decoding refuses an encoded surrogate: a bad encoding in a
  // path, the literal spelling in a query), so the validator every route uses is asked directly.
  it.each(['querystring', 'params'])('refuses one in a %s text as a failure of that parameter', (httpPart) => {
    const compile = server.app.validatorCompiler as FastifySchemaCompiler<unknown>;
    const validate = compile({ schema: { type: 'object', properties: { text: { type: 'string', maxLength: 50 } } }, httpPart, method: 'GET', url: '/probe' });
    const check = (text: string) => validate({ text }) as { value?: unknown; error?: Parameters<typeof fieldErrorsOf>[0] };
    expect(check('Шипка 12')).toEqual({ value: { text: 'Шипка 12' } });
    for (const text of ['\ud800x', 'x\udc00', '\ude00\ud83d']) {
      expect(fieldErrorsOf(check(text).error!)).toEqual([{ property: 'text', key: 'error-invalid-value' }]);
    }
  });
});

describe('text is trimmed before it is validated', () => {
  it.each([
    ['a name of spaces', { name: '    ' }, 'name', 'The text is too short.'],
    ['a phone of spaces and tabs', { phone: ' \t \n ' }, 'phone', 'This field is required.'],
    ['a name that is one letter once trimmed', { name: '  A  ' }, 'name', 'The text is too short.'],
  ])('refuses %s and keeps what was saved', async (_case, payload, property, message) => {
    const account = await createAccount(server, 'user');
    const response = await server.inject({ method: 'POST', url: '/api/user/me', headers: { ...en, cookie: account.cookie }, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property, message }]);
    const me = await server.inject({ method: 'GET', url: '/api/user', headers: { cookie: account.cookie } });
    expect(me.json()).toMatchObject({ name: expect.stringMatching(/^Тест user/), phone: '0888123456' });
  });

  it('refuses a password of spaces at sign-up', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/user',
      headers: en,
      payload: { name: 'Мария', phone: '0888123456', email: 'spaces@example.bg', password: '        ', code: 'captcha-answer' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property: 'password', message: 'The password must be at least 6 characters.' }]);
  });

  it('accepts a value padded with spaces as the value itself', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/user/forgotten-password/request',
      remoteAddress: '10.1.2.3',
      payload: { email: `  ${user.email}\n` },
    });
    expect(response.statusCode).toBe(204);
    expect((await server.outbox()).filter((mail) => mail.to === user.email)).toHaveLength(1);
  });
});

describe('validation stops at the first failure, and error lists are capped', () => {
  it('answers 100,000 order lines with one small error on items, without signing in', async () => {
    const numbers = `[${Array.from({ length: 100_000 }, (_, index) => index).join(',')}]`;
    const payload = JSON.stringify({ ...order(), items: 'numbers' }).replace('"numbers"', numbers);
    const response = await server.inject({ method: 'POST', url: '/api/order', headers: { ...en, 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'validation_failed', errors: [{ property: 'items', message: 'The value is too large.' }] });
  });

  it('answers 10,000 unknown fields with one error', async () => {
    const payload = Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [`field${index}`, index]));
    const response = await server.inject({ method: 'POST', url: '/api/user/me', headers: { ...en, cookie: user.cookie }, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveLength(1);
  });

  it('stops at a text over its maxLength: the rest of the body is not looked at', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/user',
      headers: en,
      payload: { name: 'Мария', phone: '0888123456', email: `a@${'a.'.repeat(200)}`, password: '1', code: 'captcha-answer' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property: 'email', message: 'The text is too long.' }]);
  });

  it('caps the errors a handler lists at 50, and keeps each property name short', async () => {
    const listing = await startTestApp({
      handlers: {
        ...handlers,
        updateCurrentUser: async () => {
          throw validationFailed([
            { property: 'x'.repeat(10_000), key: 'error-invalid-value' },
            ...Array.from({ length: 199 }, (_, index) => ({ property: `items.${index}.productId`, key: 'error-invalid-value' })),
          ]);
        },
      },
    });
    try {
      const account = await createAccount(listing, 'user');
      const response = await listing.inject({ method: 'POST', url: '/api/user/me', headers: { cookie: account.cookie }, payload: { name: 'Мария' } });
      expect(response.statusCode).toBe(422);
      const { errors } = response.json() as { errors: { property: string }[] };
      expect(errors).toHaveLength(MAX_FIELD_ERRORS);
      expect(errors[0]!.property).toBe(`${'x'.repeat(63)}…`);
      expect(errors[1]!.property).toBe('items.0.productId');
      expect(response.body.length).toBeLessThan(8 * 1024);
    } finally {
      await listing.close();
    }
  });
});

/** Writes raw bytes to the listening server and reads until it closes the connection (5 s at most). */
function rawExchange(port: number, request: string): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ port, host: '127.0.0.1' }, () => socket.write(request));
    const finish = (closed: boolean) => resolve({ text: Buffer.concat(chunks).toString('utf8'), closed });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
    socket.setTimeout(5000, () => {
      socket.destroy();
      finish(false);
    });
  });
}

/** The parts of a raw HTTP/1.1 answer. */
function parseAnswer(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('what the framework refuses answers the error body too, without echoing the input', () => {
  it('a bad %-encoding in a path: 400', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/user/%E0%A4%A', headers: en });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'The request cannot be processed.' });
  });

  it('a path parameter of 8,000 characters: 404, the path names nothing', async () => {
    const response = await server.inject({ method: 'GET', url: `/api/user/${'7'.repeat(8000)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Не е намерено.' });
  });

  describe('over a real connection', () => {
    let port: number;
    beforeAll(async () => {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      port = (server.app.server.address() as AddressInfo).port;
    });

    it('headers over 16 KB: 431 with the error body, and the connection closed', async () => {
      const { text, closed } = await rawExchange(
        port,
        `GET /api/user HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\nX-Filler: ${'x'.repeat(20_000)}\r\n\r\n`,
      );
      const answer = parseAnswer(text);
      expect(answer.status).toBe(431);
      expect(answer.headers['connection']).toBe('close');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ message: 'What you sent is too large.' });
      expect(closed).toBe(true);
    });

    it('a malformed request line: 400 with the error body in the language asked, and the connection closed', async () => {
      const { text, closed } = await rawExchange(port, 'GET /api/user HTTP/1.1 <script>\r\nHost: localhost\r\nAccept-Language: en\r\n\r\n');
      const answer = parseAnswer(text);
      expect(answer.status).toBe(400);
      expect(answer.headers['connection']).toBe('close');
      expect(JSON.parse(answer.body)).toEqual({ message: 'The request cannot be processed.' });
      expect(text).not.toContain('<script>');
      expect(closed).toBe(true);
    });
  });
});
