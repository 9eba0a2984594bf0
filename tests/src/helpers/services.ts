/**
 * The services' side of the network boundary for src tests: a small cleaning and moving
 * catalogue answered by MSW as the contract says (GET /api/cleaning/one-time/services by
 * cleaningType), and a recorder of the orders posted, answered with the server's pricing.
 */
import { http, HttpResponse } from 'msw';
import { lineCost } from '../../../domain/cleaning.ts';
import type { CleaningService, CleaningServiceGroup } from '../../../src/api/catalogue.ts';
import type { CleaningOrder, CleaningOrderInput, CleaningType } from '../../../src/features/services/api.ts';

const service = (serviceKey: string, name: string, price: number, rest: Partial<CleaningService> = {}): CleaningService => ({
  serviceKey,
  name,
  price,
  type: 'regular',
  unit: 'quantity',
  minAmount: 1,
  maxAmount: 20,
  severity: null,
  months: null,
  ...rest,
});

export const CATALOGUES: Record<CleaningType, CleaningServiceGroup[]> = {
  'one-time': [
    { name: 'Стаи', description: 'Прахосмукачка и подове.', items: [service('room', 'Стая', 1_800, { severity: 1 })] },
    {
      name: 'Абонамент',
      description: null,
      items: [service('weekly', 'Всяка седмица', 15_000, { type: 'subscription', months: 3, maxAmount: 1 })],
    },
  ],
  deep: [{ name: 'Основно', description: null, items: [service('deep-home', 'Основно почистване', 320, { unit: 'sqm', severity: 1, minAmount: 30, maxAmount: 500 })] }],
  moving: [
    { name: 'Хамали', description: null, items: [service('movers', 'Хамалин', 1_500, { type: 'moving', unit: 'hours', minAmount: 2, maxAmount: 48 })] },
    { name: 'Транспорт', description: null, items: [service('van', 'Бус', 3_500, { type: 'moving-transport', unit: 'hours', minAmount: 2, maxAmount: 12 })] },
  ],
};

/** The orders posted, with the endpoint each went to. */
export const cleaningOrders: { url: string; input: CleaningOrderInput }[] = [];

function priced(input: CleaningOrderInput, cleaningType: CleaningType): CleaningOrder {
  const all = Object.values(CATALOGUES).flatMap((groups) => groups.flatMap((group) => group.items));
  const services = input.services.map((line) => {
    const item = all.find((each) => each.serviceKey === line.serviceKey)!;
    const months = line.months ?? item.months;
    const severity = line.severity ?? item.severity;
    return {
      serviceKey: item.serviceKey,
      name: item.name,
      unit: item.unit,
      amount: line.amount,
      months,
      severity,
      unitPrice: item.price,
      lineTotal: lineCost(item.price, line.amount, months ?? undefined, severity ?? undefined),
    };
  });
  return {
    id: 77,
    cleaningType,
    services,
    totalPrice: services.reduce((sum, line) => sum + line.lineTotal, 0),
    date: input.date,
    timeSlot: input.timeSlot,
    status: 'new',
    createdAt: '2026-11-23T10:00:00.000Z',
  };
}

const order = (path: string) =>
  http.post(path, async ({ request }) => {
    const input = (await request.json()) as CleaningOrderInput;
    const url = new URL(request.url).pathname;
    cleaningOrders.push({ url, input });
    const moving = input.destinationAddress !== undefined;
    return HttpResponse.json(priced(input, url.includes('deep') ? 'deep' : moving ? 'moving' : 'one-time'), { status: 201 });
  });

export const servicesCalls = [
  http.get('/api/cleaning/one-time/services', ({ request }) => {
    const type = (new URL(request.url).searchParams.get('cleaningType') ?? 'one-time') as CleaningType;
    return HttpResponse.json(CATALOGUES[type] ?? []);
  }),
  order('/api/cleaning/one-time/order'),
  order('/api/cleaning/deep/order'),
];
