import { lineCost } from '../../../../domain/index.ts';
import { cleaningOrders, cleaningServices } from '../../schema/index.ts';
import type { CleaningOrderLine, NewCleaningOrder, StoredAddress } from '../../schema/index.ts';
import { SERVICE_GROUPS, SERVICE_ITEMS, USER_BY_KEY, isoBefore } from '../content/index.ts';
import { DAY_MS, STREETS, contactOf, inChunks, need } from './support.ts';
import type { SeedIds, SeedStep } from './support.ts';

/** The cleaning and moving services, and demo orders of them. */
export async function seedServices({ tx, now, note }: SeedStep, { userIds, cityIds }: Pick<SeedIds, 'userIds' | 'cityIds'>): Promise<void> {
  // ── cleaning and moving
  const serviceRows = await inChunks(
    SERVICE_GROUPS.flatMap((group) =>
      group.items.map((item, index) => ({
        serviceKey: item.serviceKey,
        cleaningType: item.cleaningType,
        groupKey: group.key,
        groupName: group.name,
        groupDescription: group.description,
        name: item.name,
        price: item.price,
        type: item.type,
        unit: item.unit,
        severity: item.severityCapable ? 1 : null,
        months: item.months,
        minAmount: item.minimum,
        maxAmount: item.maximum,
        // Groups in their order, items in theirs: a group sorts by its lowest sort_order.
        sortOrder: group.order * 100 + index + 1,
      })),
    ),
    (chunk) => tx.insert(cleaningServices).values(chunk).returning({ id: cleaningServices.id }),
  );
  note('cleaningServices', serviceRows.length);

  const maria = need(USER_BY_KEY, 'maria', 'user');
  const sofia = need(cityIds, 'sofia', 'city');
  const line = (serviceKey: string, amount: number, severity: number | null = null): CleaningOrderLine => {
    const item = SERVICE_ITEMS.find((candidate) => candidate.serviceKey === serviceKey);
    if (!item) throw new Error(`seed: unknown service "${serviceKey}"`);
    return {
      serviceKey,
      name: item.name,
      type: item.type,
      unit: item.unit,
      amount,
      months: item.months,
      severity,
      unitPrice: item.price,
      lineTotal: lineCost(item.price, amount, item.months ?? undefined, severity ?? undefined),
    };
  };
  const home: StoredAddress = { cityId: sofia, street: STREETS.sofia ?? 'ул. „Оборище“ 18' };
  const cleaningDrafts: (Omit<NewCleaningOrder, 'totalPrice' | 'services'> & { services: CleaningOrderLine[] })[] = [
    {
      userId: need(userIds, 'maria', 'user'),
      cleaningType: 'one-time',
      services: [line('one-time-bedroom', 2, 1), line('one-time-kitchen', 1, 2), line('one-time-bathroom', 1, 1)],
      contact: contactOf(maria),
      address: home,
      date: new Date(now.getTime() - 21 * DAY_MS).toISOString().slice(0, 10),
      timeSlot: '08-11',
      note: null,
      status: 'completed',
      createdAt: new Date(isoBefore(now, 25, 300)),
    },
    {
      userId: need(userIds, 'maria', 'user'),
      cleaningType: 'moving',
      // Moving services together; the van alone is the other way to move (the cleaning cart's rule).
      services: [line('moving-movers', 6), line('moving-packing', 2), line('moving-boxes', 20)],
      contact: contactOf(maria),
      address: home,
      destinationAddress: { cityId: sofia, street: 'ж.к. „Младост 1“, бл. 24, вх. А, ет. 6, ап. 31' },
      date: new Date(now.getTime() + 12 * DAY_MS).toISOString().slice(0, 10),
      timeSlot: '11-14',
      note: 'Има асансьор, но е малък – диванът ще слиза по стълбите.',
      status: 'new',
      createdAt: new Date(isoBefore(now, 2, 120)),
    },
  ];
  const cleaningValues: NewCleaningOrder[] = cleaningDrafts.map((order) => ({
    ...order,
    totalPrice: order.services.reduce((sum, item) => sum + item.lineTotal, 0),
  }));
  const cleaningRows = await inChunks(cleaningValues, (chunk) => tx.insert(cleaningOrders).values(chunk).returning({ id: cleaningOrders.id }));
  note('cleaningOrders', cleaningRows.length);
}
