/**
 * POST /api/property/ai/description: the built-in writer (an agent's text from the fields, in
 * Bulgarian and English, the same text for the same fields), the OpenAI-compatible adapter
 * against a local fake server (never the network), who may ask and what is refused.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeDescription } from '../../../../server/services/ai-description/template.ts';
import type { PropertyFacts } from '../../../../server/services/ai-description/index.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createAppliances, createPlaces } from './fixtures.ts';
import type { Places } from './fixtures.ts';

const facts: PropertyFacts = {
  type: 'apartment',
  furniture: 'furnished',
  bedrooms: 2,
  bathrooms: 1,
  area: 85.5,
  price: 95_000,
  city: 'София',
  district: 'Лозенец',
  address: 'ул. „Хенрих Ибсен“ 15',
  construction: 'brick',
  heating: 'district',
  floor: 3,
  totalFloors: 6,
  buildingYear: 1998,
  petFriendly: true,
  appliances: ['Хладилник', 'Пералня'],
  locationAdvantages: ['Близо до метро'],
  propertyAdvantages: ['Южно изложение'],
};

describe('the built-in writer', () => {
  it('writes a Bulgarian listing from every field, with the grammar of the home', () => {
    const text = writeDescription(facts, 'bg');
    expect(text).toMatch(/^(Предлагаме под наем|Отдава се под наем) напълно обзаведен тристаен апартамент с площ 85,5 кв\. м в София, кв\. „Лозенец“, на адрес ул\. „Хенрих Ибсен“ 15\./);
    expect(text).toContain('Жилището се намира на третия етаж от 6 в тухлена сграда от 1998 г. ');
    expect(text).toContain('Разпределението включва дневна с кухненски кът, две спални и една баня.');
    expect(text).toContain('Отоплението е от топлофикация (ТЕЦ).');
    expect(text).toContain('Жилището е оборудвано с хладилник и пералня.');
    expect(text).toContain('южно изложение');
    expect(text).toContain('Домашните любимци са добре дошли.');
    expect(text).toContain('Месечният наем е 950,00');
    expect(text.split('\n\n')).toHaveLength(3);
  });

  it('agrees with the kind of home and leaves out what the fields do not say', () => {
    const house = writeDescription({ ...facts, type: 'house', bedrooms: 4, bathrooms: 2, floor: null, totalFloors: 2, furniture: 'partly-furnished' }, 'bg');
    expect(house).toContain('частично обзаведена къща');
    expect(house).toContain('Къщата е на два етажа');
    expect(house).toContain('Къщата е оборудвана с');
    const bare = writeDescription(
      { ...facts, type: 'room', bedrooms: 1, construction: null, heating: null, floor: null, totalFloors: null, buildingYear: null, price: null, address: null, petFriendly: false, appliances: [], locationAdvantages: [], propertyAdvantages: [] },
      'bg',
    );
    expect(bare).toContain('стая в споделено жилище');
    expect(bare).not.toMatch(/етаж|отопление|наем е|любимци|адрес/i);
  });

  it('writes English', () => {
    const text = writeDescription({ ...facts, city: 'Sofia', district: 'Lozenets', address: null, appliances: ['Fridge', 'TV'] }, 'en');
    expect(text).toMatch(/a fully furnished two-bedroom flat of 85\.5 m² (for rent )?in Lozenets, Sofia\./);
    expect(text).toContain('The flat is on the 3rd floor of 6 in a brick building built in 1998.');
    expect(text).toContain('The flat comes with: fridge and TV.');
    expect(text).toContain('The monthly rent is €950.00.');
  });

  it('gives the same text for the same fields', () => {
    expect(writeDescription({ ...facts }, 'bg')).toBe(writeDescription({ ...facts }, 'bg'));
    expect(writeDescription({ ...facts }, 'en')).toBe(writeDescription({ ...facts }, 'en'));
  });
});

interface Seen {
  path: string | undefined;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** What the stand-in answers next: a status and body, or a dropped connection. */
type Reply = { status: number; body: unknown } | 'hang-up';

/** A local stand-in for an OpenAI-compatible API that records what it was sent. */
async function fakeApi() {
  const api = { url: '', seen: [] as Seen[], reply: { status: 200, body: {} } as Reply, close: async () => {} };
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      api.seen.push({ path: request.url, authorization: request.headers.authorization, body: JSON.parse(text) as Seen['body'] });
      if (api.reply === 'hang-up') request.socket.destroy();
      else response.writeHead(api.reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(api.reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
  api.close = () => new Promise((resolve) => server.close(() => resolve()));
  return api;
}

const body = (places: Places, overrides: Record<string, unknown> = {}) => ({
  district_id: places.lozenets,
  type: 'apartment',
  furniture: 'furnished',
  bedrooms: 2,
  bathrooms: 1,
  area: 85.5,
  price: 95_000,
  address: 'ул. „Хенрих Ибсен“ 15',
  heating: 'district',
  ...overrides,
});

describe('through the server, with the built-in writer', () => {
  let server: TestApp;
  let places: Places;
  let appliances: Awaited<ReturnType<typeof createAppliances>>;
  let user: Account;
  let agency: Account;
  let vendor: Account;
  beforeAll(async () => {
    server = await startTestApp();
    places = await createPlaces(server);
    appliances = await createAppliances(server);
    [user, agency, vendor] = await Promise.all([createAccount(server, 'user'), createAccount(server, 'agency'), createAccount(server, 'vendor')]);
  });
  afterAll(async () => {
    await server.close();
    expect(server.contractViolations).toEqual([]);
  });

  const ask = (account: Account | null, payload: unknown, language = 'bg') =>
    server.inject({
      method: 'POST',
      url: '/api/property/ai/description',
      headers: { 'accept-language': language, ...(account ? { cookie: account.cookie } : {}) },
      payload: payload as Record<string, unknown>,
    });

  it('drafts a description in the request language from the district and appliances it names', async () => {
    const bg = await ask(user, body(places, { appliances: [appliances.fridge, appliances.washer] }));
    expect(bg.statusCode).toBe(200);
    expect(bg.json().description).toContain('в София, кв. „Лозенец“, на адрес ул. „Хенрих Ибсен“ 15');
    expect(bg.json().description).toContain('с хладилник и пералня');
    const en = await ask(agency, body(places, { address: null }), 'en');
    expect(en.json().description).toContain('in Lozenets, Sofia.');
  });

  it('asks a visitor to sign in and refuses a vendor', async () => {
    expect((await ask(null, body(places))).statusCode).toBe(401);
    expect((await ask(vendor, body(places))).statusCode).toBe(403);
  });

  it('refuses an unknown district or appliance and a missing field, naming each', async () => {
    const unknown = await ask(user, body(places, { district_id: 999_999, appliances: [999_998] }), 'en');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([
      { property: 'district_id', message: 'Choose a district from the list.' },
      { property: 'appliances.0', message: 'Choose an appliance from the list.' },
    ]);
    const missing = await ask(user, body(places, { area: undefined }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([{ property: 'area', message: expect.any(String) }]);
  });
});

describe('through the server, with an OpenAI-compatible endpoint', () => {
  let api: Awaited<ReturnType<typeof fakeApi>>;
  let server: TestApp;
  let places: Places;
  let user: Account;
  beforeAll(async () => {
    api = await fakeApi();
    server = await startTestApp({ env: { AI_API_URL: api.url, AI_API_KEY: 'test-key', AI_MODEL: 'test-model' } });
    places = await createPlaces(server);
    user = await createAccount(server, 'user');
  });
  afterAll(async () => {
    await server.close();
    await api.close();
    expect(server.contractViolations).toEqual([]);
  });

  const ask = () =>
    server.inject({ method: 'POST', url: '/api/property/ai/description', headers: { cookie: user.cookie, 'accept-language': 'en' }, payload: body(places) });

  it('sends the facts with the key and model, and answers the text it wrote', async () => {
    api.reply = { status: 200, body: { choices: [{ message: { role: 'assistant', content: '  Светъл апартамент до парка.  ' } }] } };
    const response = await ask();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ description: 'Светъл апартамент до парка.' });
    const call = api.seen.at(-1)!;
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.authorization).toBe('Bearer test-key');
    expect(call.body.model).toBe('test-model');
    expect(call.body.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('in English') });
    expect(JSON.parse(call.body.messages[1]!.content)).toMatchObject({ city: 'Sofia', district: 'Lozenets', area: 85.5, address: 'ул. „Хенрих Ибсен“ 15' });
  });

  it.each([
    ['an error status', { status: 500, body: { error: { message: 'boom' } } }],
    ['no text', { status: 200, body: { choices: [] } }],
    ['a dropped connection', 'hang-up' as const],
  ])('answers 503 with the error body when the endpoint gives %s', async (_name, reply) => {
    api.reply = reply;
    const calls = api.seen.length;
    const response = await ask();
    expect(api.seen).toHaveLength(calls + 1);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: server.app.translator.t('en', 'error-ai-unavailable') });
  });
});
