/**
 * Cleaning and moving orders through the real server on a fresh database: every line priced by
 * the server with the cleaning cart's rules (severity 1, 2, 3 and none, months, sqm, hours),
 * the prices and totals of the body ignored, anyone may order (a signed-in caller's order is
 * theirs), the confirmation e-mail in the request's language, and every refusal a 422 of its
 * property with nothing written: unknown or repeated services, lines the cart's rules would not
 * keep together, amounts out of range, months or severity a service does not take, unknown
 * cities, the destination of a move, days in the past or too far ahead, slots too soon.
 */
import { count, eq } from 'drizzle-orm';
import { CLEANING_BOOKING_HORIZON_DAYS, CLEANING_LEAD_TIME_HOURS, formatMoney, formatServiceDay, lineCost } from '../../../../domain/index.ts';
import { cleaningOrders } from '../../../../server/db/schema/index.ts';
import { createAccount } from '../../helpers/accounts.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createCatalogue, createCity, day } from './fixtures.ts';

let server: TestApp;
let sofia: number;
let plovdiv: number;

beforeAll(async () => {
  server = await startTestApp();
  await createCatalogue(server);
  sofia = await createCity(server, 'София', 'Sofia');
  plovdiv = await createCity(server, 'Пловдив', 'Plovdiv');
});

afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

const contact = { name: 'Мария Иванова', phone: '0888123456', email: 'maria@example.bg' };
const address = () => ({ cityId: sofia, street: 'ул. „Оборище“ 18, ет. 3' });

type Line = { serviceKey: string; amount: number; months?: number; severity?: number; price?: number; lineTotal?: number };

/** Orders are rate-limited per client address (x-rate-limit: strict): each request here comes from its own. */
let clients = 0;
function nextAddress(): string {
  clients += 1;
  return `10.7.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
}

function order(services: Line[], options: { deep?: boolean; cookie?: string; language?: string; body?: object; from?: string } = {}) {
  return server.inject({
    method: 'POST',
    url: options.deep ? '/api/cleaning/deep/order' : '/api/cleaning/one-time/order',
    remoteAddress: options.from ?? nextAddress(),
    headers: { 'accept-language': options.language ?? 'bg', ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: { services, contact, address: address(), date: day(3), timeSlot: '08-11', ...options.body },
  });
}

async function orderCount(): Promise<number> {
  const [row] = await server.db.select({ value: count() }).from(cleaningOrders);
  return Number(row!.value);
}

/** Sends a body that must be refused: 422 with exactly these properties, nothing stored, no e-mail. */
async function expectRefused(send: () => ReturnType<typeof order>, properties: Record<string, string>) {
  const [ordersBefore, mailsBefore] = [await orderCount(), (await server.outbox()).length];
  const response = await send();
  expect(response.statusCode).toBe(422);
  const body = response.json() as { message: string; errors: { property: string; message: string }[] };
  expect(body.message).toBe('validation_failed');
  expect(Object.fromEntries(body.errors.map((error) => [error.property, error.message]))).toEqual(properties);
  expect(await orderCount()).toBe(ordersBefore);
  expect((await server.outbox()).length).toBe(mailsBefore);
}

const t = (key: string, locale: 'bg' | 'en' = 'bg') => server.app.translator.t(locale, key);

describe('POST /api/cleaning/one-time/order: the server prices the cart', () => {
  it('prices each line as price × amount × months × severity multiplier, rounded half up per line', async () => {
    const response = await order([
      { serviceKey: 'room', amount: 3 }, // severity 1 by default: 3 × 18,00
      { serviceKey: 'windows', amount: 7, severity: 2 }, // 7 m² × 2,55 × 1,3 = 23,205 → 23,21
      { serviceKey: 'ironing', amount: 3 }, // no severity: 3 × 13,33
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      cleaningType: 'one-time',
      services: [
        { serviceKey: 'room', name: 'Стая', unit: 'quantity', amount: 3, months: null, severity: 1, unitPrice: 1_800, lineTotal: 5_400 },
        { serviceKey: 'windows', name: 'Прозорци', unit: 'sqm', amount: 7, months: null, severity: 2, unitPrice: 255, lineTotal: 2_321 },
        { serviceKey: 'ironing', name: 'Гладене', unit: 'hours', amount: 3, months: null, severity: null, unitPrice: 1_333, lineTotal: 3_999 },
      ],
      totalPrice: 5_400 + 2_321 + 3_999,
      date: day(3),
      timeSlot: '08-11',
      status: 'new',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const [row] = await server.db.select().from(cleaningOrders).where(eq(cleaningOrders.id, response.json().id));
    expect(row).toMatchObject({ cleaningType: 'one-time', totalPrice: 11_720, date: day(3), timeSlot: '08-11', status: 'new', userId: null });
    expect(row!.services[1]).toMatchObject({ serviceKey: 'windows', name: { bg: 'Прозорци', en: 'Windows' }, type: 'regular', severity: 2, lineTotal: 2_321 });
  });

  it.each([
    [1, 1_800 * 4],
    [2, 1_800 * 4 * 1.3],
    [3, 1_800 * 4 * 1.5],
  ])('applies severity level %i to a line (×1, ×1.3, ×1.5)', async (severity, total) => {
    const response = await order([{ serviceKey: 'room', amount: 4, severity }]);
    expect(response.json()).toMatchObject({ services: [{ severity, lineTotal: total }], totalPrice: total });
  });

  it('rounds half up per line, as the domain does: 5 m² at 2,55 very dirty is 19,125 → 19,13', async () => {
    const response = await order([{ serviceKey: 'windows', amount: 5, severity: 3 }]);
    expect(lineCost(255, 5, undefined, 3)).toBe(1_913);
    expect(response.json()).toMatchObject({ services: [{ lineTotal: 1_913 }], totalPrice: 1_913 });
  });

  it('charges a subscription per month: its default months, or the months chosen', async () => {
    const byDefault = await order([{ serviceKey: 'weekly', amount: 1 }]);
    expect(byDefault.json()).toMatchObject({ services: [{ serviceKey: 'weekly', months: 3, severity: null, lineTotal: 45_000 }], totalPrice: 45_000 });
    const chosen = await order([{ serviceKey: 'weekly', amount: 1, months: 12 }]);
    expect(chosen.json()).toMatchObject({ services: [{ months: 12, lineTotal: 180_000 }], totalPrice: 180_000 });
  });

  it('ignores the prices and totals the cart sends', async () => {
    const response = await order([{ serviceKey: 'room', amount: 2, severity: 3, price: 1, lineTotal: 2 }], { body: { totalPrice: 3 } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ services: [{ unitPrice: 1_800, lineTotal: 5_400 }], totalPrice: 5_400 });
  });

  it('takes a move: moving services to a destination, or the van alone', async () => {
    const movers = await order([{ serviceKey: 'movers', amount: 6 }, { serviceKey: 'boxes', amount: 20 }], {
      body: { destinationAddress: { cityId: plovdiv, street: 'бул. „Руски“ 5' } },
    });
    expect(movers.statusCode).toBe(201);
    expect(movers.json()).toMatchObject({ cleaningType: 'moving', totalPrice: 9_000 + 3_600 });
    const [row] = await server.db.select().from(cleaningOrders).where(eq(cleaningOrders.id, movers.json().id));
    expect(row!.destinationAddress).toEqual({ cityId: plovdiv, street: 'бул. „Руски“ 5' });
    const van = await order([{ serviceKey: 'van', amount: 3 }], { body: { destinationAddress: { cityId: sofia, street: 'ул. Шипка 3' } } });
    expect(van.json()).toMatchObject({ cleaningType: 'moving', services: [{ serviceKey: 'van', lineTotal: 10_500 }] });
  });

  it('keeps the note, trims what was typed and stores the contact and address', async () => {
    const response = await order([{ serviceKey: 'room', amount: 1 }], {
      body: { note: '  Котката е вкъщи.  ', contact: { ...contact, name: '  Мария Иванова ' }, address: { cityId: sofia, street: ' ул. Шипка 3 ' } },
    });
    const [row] = await server.db.select().from(cleaningOrders).where(eq(cleaningOrders.id, response.json().id));
    expect(row).toMatchObject({ note: 'Котката е вкъщи.', contact, address: { cityId: sofia, street: 'ул. Шипка 3' }, destinationAddress: null });
  });
});

describe('who may order', () => {
  it('anyone: a visitor’s order has no account', async () => {
    const response = await order([{ serviceKey: 'room', amount: 1 }]);
    expect(response.statusCode).toBe(201);
    const [row] = await server.db.select({ userId: cleaningOrders.userId }).from(cleaningOrders).where(eq(cleaningOrders.id, response.json().id));
    expect(row!.userId).toBeNull();
  });

  it.each(['user', 'agency', 'vendor'] as const)('a signed-in %s, whose order is kept with the account', async (type) => {
    const account = await createAccount(server, type);
    const response = await order([{ serviceKey: 'room', amount: 1 }], { cookie: account.cookie });
    expect(response.statusCode).toBe(201);
    const [row] = await server.db.select({ userId: cleaningOrders.userId }).from(cleaningOrders).where(eq(cleaningOrders.id, response.json().id));
    expect(row!.userId).toBe(account.id);
  });

  it('with a token that is no longer valid, as a visitor', async () => {
    const response = await order([{ serviceKey: 'room', amount: 1 }], { cookie: 'token=expired-or-revoked' });
    expect(response.statusCode).toBe(201);
    const [row] = await server.db.select({ userId: cleaningOrders.userId }).from(cleaningOrders).where(eq(cleaningOrders.id, response.json().id));
    expect(row!.userId).toBeNull();
  });

  it('at most 20 times a minute from one address: then 429 with the error body, nothing stored', async () => {
    const from = '10.9.9.9';
    for (let index = 0; index < 20; index += 1) {
      expect((await order([{ serviceKey: 'room', amount: 1 }], { from })).statusCode).toBe(201);
    }
    const before = await orderCount();
    const response = await order([{ serviceKey: 'room', amount: 1 }], { from });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: t('error-too-many-requests') });
    expect(await orderCount()).toBe(before);
  });
});

describe('the confirmation e-mail', () => {
  it('goes to the contact in the language of the order, with the number, the day and slot, every line and the total', async () => {
    const before = (await server.outbox()).length;
    const response = await order([{ serviceKey: 'windows', amount: 10, severity: 3 }, { serviceKey: 'ironing', amount: 2 }], {
      language: 'en',
      body: { timeSlot: '14-17', note: 'Ring twice.' },
    });
    const { id } = response.json() as { id: number };
    const mails = (await server.outbox()).slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toBe(contact.email);
    expect(mail!.subject).toBe(`Domovik order no. ${id}: home services`);
    expect(mail!.text).toContain(`Its number is ${id}.`);
    expect(mail!.text).toContain(`When: ${formatServiceDay(day(3), 'en')}, the crew arrives between 14:00–17:00.`);
    expect(mail!.text).toContain(`Windows (10 m², very dirty): ${formatMoney(3_825, 'en')}`);
    expect(mail!.text).toContain(`Ironing (2 h): ${formatMoney(2_666, 'en')}`);
    expect(mail!.text).toContain(`Total: ${formatMoney(6_491, 'en')}`);
    expect(mail!.text).toContain('Address: ул. „Оборище“ 18, ет. 3, Sofia');
    expect(mail!.text).toContain('Note: Ring twice.');
  });

  it('of a move says where to, in Bulgarian', async () => {
    const before = (await server.outbox()).length;
    await order([{ serviceKey: 'movers', amount: 4 }], { body: { destinationAddress: { cityId: plovdiv, street: 'бул. „Руски“ 5' } } });
    const [mail] = (await server.outbox()).slice(before);
    expect(mail!.text).toContain('поръчката за преместване');
    expect(mail!.text).toContain(`Хамалин (4 ч): ${formatMoney(6_000, 'bg')}`);
    expect(mail!.text).toContain('Преместване до: бул. „Руски“ 5, Пловдив');
  });
});

describe('POST /api/cleaning/deep/order', () => {
  it('takes deep-cleaning services, priced the same way', async () => {
    const response = await order([{ serviceKey: 'deep-home', amount: 64, severity: 2 }, { serviceKey: 'sofa', amount: 3 }], { deep: true });
    expect(response.statusCode).toBe(201);
    // 64 m² × 3,20 × 1,3 = 266,24; 3 × 15,00
    expect(response.json()).toMatchObject({ cleaningType: 'deep', totalPrice: 26_624 + 4_500 });
  });

  it('refuses services of the other catalogues, and the one-time order refuses deep ones', async () => {
    await expectRefused(() => order([{ serviceKey: 'room', amount: 1 }], { deep: true }), { 'services.0.serviceKey': t('error-unknown-service') });
    await expectRefused(() => order([{ serviceKey: 'sofa', amount: 1 }]), { 'services.0.serviceKey': t('error-unknown-service') });
  });
});

describe('what is refused (422 of the property, nothing stored, no e-mail)', () => {
  it('an unknown service, and one named twice', async () => {
    await expectRefused(() => order([{ serviceKey: 'room', amount: 1 }, { serviceKey: 'sauna', amount: 1 }]), {
      'services.1.serviceKey': t('error-unknown-service'),
    });
    await expectRefused(() => order([{ serviceKey: 'room', amount: 1 }, { serviceKey: 'room', amount: 2 }]), {
      'services.1.serviceKey': t('error-duplicate-service'),
    });
  });

  it('lines the cleaning cart would not keep together', async () => {
    const conflict = t('error-service-conflict');
    // A subscription replaces everything; a regular service removes the subscription.
    await expectRefused(() => order([{ serviceKey: 'room', amount: 1 }, { serviceKey: 'weekly', amount: 1 }]), { 'services.1.serviceKey': conflict });
    await expectRefused(() => order([{ serviceKey: 'weekly', amount: 1 }, { serviceKey: 'room', amount: 1 }]), { 'services.1.serviceKey': conflict });
    // A moving service removes the transport, and the transport everything else.
    const destination = { destinationAddress: { cityId: plovdiv, street: 'бул. „Руски“ 5' } };
    await expectRefused(() => order([{ serviceKey: 'van', amount: 2 }, { serviceKey: 'movers', amount: 2 }], { body: destination }), {
      'services.1.serviceKey': conflict,
    });
    await expectRefused(() => order([{ serviceKey: 'boxes', amount: 10 }, { serviceKey: 'van', amount: 2 }], { body: destination }), {
      'services.1.serviceKey': conflict,
    });
    // Cleaning and moving are never one order: the first line decides which catalogue it is.
    await expectRefused(() => order([{ serviceKey: 'movers', amount: 2 }, { serviceKey: 'room', amount: 1 }], { body: destination }), {
      'services.1.serviceKey': t('error-unknown-service'),
    });
  });

  it('an amount outside the service’s range, months or a severity the service does not take', async () => {
    await expectRefused(
      () =>
        order([
          { serviceKey: 'windows', amount: 4 },
          { serviceKey: 'room', amount: 21 },
          { serviceKey: 'ironing', amount: 2, severity: 2 },
        ]),
      {
        'services.0.amount': t('error-amount-out-of-range'),
        'services.1.amount': t('error-amount-out-of-range'),
        'services.2.severity': t('error-invalid-severity'),
      },
    );
    await expectRefused(() => order([{ serviceKey: 'room', amount: 1, months: 2 }]), { 'services.0.months': t('error-invalid-months') });
    await expectRefused(() => order([{ serviceKey: 'weekly', amount: 2 }]), { 'services.0.amount': t('error-amount-out-of-range') });
    await expectRefused(() => order([{ serviceKey: 'weekly', amount: 1, months: 13 }]), { 'services.0.months': t('error-max-value') });
    await expectRefused(() => order([{ serviceKey: 'room', amount: 1, severity: 4 }]), { 'services.0.severity': t('error-max-value') });
  });

  it('a day in the past, a day too far ahead, a slot less than 24 hours away, a slot that does not exist', async () => {
    expect(CLEANING_LEAD_TIME_HOURS).toBe(24);
    expect(t('error-slot-too-soon', 'en')).toContain(`${CLEANING_LEAD_TIME_HOURS} hours`);
    expect(t('error-date-too-far', 'en')).toContain(`${CLEANING_BOOKING_HORIZON_DAYS} days`);
    const room = [{ serviceKey: 'room', amount: 1 }];
    await expectRefused(() => order(room, { body: { date: day(-1) } }), { date: t('error-date-in-past') });
    await expectRefused(() => order(room, { body: { date: day(CLEANING_BOOKING_HORIZON_DAYS + 1) } }), { date: t('error-date-too-far') });
    // Today's last slot always starts less than 24 hours from now.
    await expectRefused(() => order(room, { body: { date: day(0), timeSlot: '17-20' } }), { timeSlot: t('error-slot-too-soon') });
    await expectRefused(() => order(room, { body: { timeSlot: '20-23' } }), { timeSlot: t('error-invalid-value') });
    await expectRefused(() => order(room, { body: { date: '2026-02-30' } }), { date: t('error-invalid-value') });
  });

  it('an unknown city; a move without a destination; a destination for a cleaning', async () => {
    await expectRefused(() => order([{ serviceKey: 'room', amount: 1 }], { body: { address: { cityId: 999_999, street: 'ул. Шипка 3' } } }), {
      'address.cityId': t('error-unknown-city'),
    });
    await expectRefused(() => order([{ serviceKey: 'movers', amount: 2 }]), { destinationAddress: t('error-required') });
    await expectRefused(
      () => order([{ serviceKey: 'movers', amount: 2 }], { body: { destinationAddress: { cityId: 999_999, street: 'ул. Шипка 3' } } }),
      { 'destinationAddress.cityId': t('error-unknown-city') },
    );
    await expectRefused(() => order([{ serviceKey: 'room', amount: 1 }], { body: { destinationAddress: { cityId: sofia, street: 'ул. Шипка 3' } } }), {
      destinationAddress: t('error-destination-moving-only'),
    });
  });

  it('every problem of a body at once', async () => {
    await expectRefused(
      () =>
        order([{ serviceKey: 'sauna', amount: 1 }, { serviceKey: 'room', amount: 50 }], {
          body: { date: day(-2), address: { cityId: 999_999, street: 'ул. Шипка 3' } },
        }),
      {
        'services.0.serviceKey': t('error-unknown-service'),
        'services.1.amount': t('error-amount-out-of-range'),
        'address.cityId': t('error-unknown-city'),
        date: t('error-date-in-past'),
      },
    );
  });

  it('a body without the time slot or a service, by the contract', async () => {
    await expectRefused(() => order([], {}), { services: t('error-required') });
    const response = await server.inject({
      method: 'POST',
      url: '/api/cleaning/one-time/order',
      remoteAddress: nextAddress(),
      payload: { services: [{ serviceKey: 'room', amount: 1 }], contact, address: address(), date: day(3) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ property: 'timeSlot', message: t('error-required') }]);
  });
});
