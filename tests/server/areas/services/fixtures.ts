/**
 * A small cleaning and moving catalogue written straight to a test's fresh database, with
 * exactly the prices, ranges, months and severities the tests price against, and a city.
 */
import { cities, cleaningServices } from '../../../../server/db/schema/index.ts';
import type { NewCleaningService } from '../../../../server/db/schema/index.ts';
import { addDays, serviceToday } from '../../../../domain/index.ts';
import type { TestApp } from '../../helpers/testApp.ts';

type Row = Omit<NewCleaningService, 'groupKey' | 'groupName' | 'groupDescription' | 'cleaningType' | 'sortOrder'>;

const group = (cleaningType: NewCleaningService['cleaningType'], groupKey: string, bg: string, en: string, rows: Row[]) =>
  rows.map((row) => ({
    ...row,
    cleaningType,
    groupKey,
    groupName: { bg, en },
    groupDescription: { bg: `Описание: ${bg}`, en: `About: ${en}` },
  }));

const name = (bg: string, en: string) => ({ bg, en });

/** The catalogue, in page order. */
export const CATALOGUE: Omit<NewCleaningService, 'sortOrder'>[] = [
  ...group('one-time', 'rooms', 'Стаи', 'Rooms', [
    { serviceKey: 'room', name: name('Стая', 'Room'), price: 1_800, type: 'regular', unit: 'quantity', severity: 1, minAmount: 1, maxAmount: 20 },
    { serviceKey: 'windows', name: name('Прозорци', 'Windows'), price: 255, type: 'regular', unit: 'sqm', severity: 1, minAmount: 5, maxAmount: 150 },
    { serviceKey: 'ironing', name: name('Гладене', 'Ironing'), price: 1_333, type: 'regular', unit: 'hours', minAmount: 1, maxAmount: 12 },
  ]),
  ...group('one-time', 'subscriptions', 'Абонамент', 'Subscription', [
    { serviceKey: 'weekly', name: name('Всяка седмица', 'Weekly'), price: 15_000, type: 'subscription', unit: 'quantity', months: 3, minAmount: 1, maxAmount: 1 },
  ]),
  ...group('deep', 'deep', 'Основно', 'Deep', [
    { serviceKey: 'deep-home', name: name('Основно почистване', 'Deep clean'), price: 320, type: 'regular', unit: 'sqm', severity: 1, minAmount: 30, maxAmount: 500 },
    { serviceKey: 'sofa', name: name('Диван', 'Sofa'), price: 1_500, type: 'regular', unit: 'quantity', severity: 1, minAmount: 1, maxAmount: 10 },
  ]),
  ...group('moving', 'moving', 'Хамали', 'Movers', [
    { serviceKey: 'movers', name: name('Хамалин', 'Mover'), price: 1_500, type: 'moving', unit: 'hours', minAmount: 2, maxAmount: 48 },
    { serviceKey: 'boxes', name: name('Кашон', 'Box'), price: 180, type: 'moving', unit: 'quantity', minAmount: 10, maxAmount: 200 },
  ]),
  ...group('moving', 'transport', 'Транспорт', 'Transport', [
    { serviceKey: 'van', name: name('Бус', 'Van'), price: 3_500, type: 'moving-transport', unit: 'hours', minAmount: 2, maxAmount: 12 },
  ]),
];

export async function createCatalogue(server: TestApp): Promise<void> {
  await server.db.insert(cleaningServices).values(CATALOGUE.map((row, index) => ({ ...row, sortOrder: index + 1 })));
}

let sequence = 0;

export async function createCity(server: TestApp, bg: string, en: string): Promise<number> {
  sequence += 1;
  const [city] = await server.db.insert(cities).values({ key: `services-city-${sequence}`, name: { bg, en } }).returning({ id: cities.id });
  return city!.id;
}

/** A Sofia day `offset` days from today (YYYY-MM-DD). */
export function day(offset: number): string {
  return addDays(serviceToday(new Date()), offset);
}
