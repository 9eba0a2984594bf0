import { viewingRequests } from '../../schema/index.ts';
import { USER_BY_KEY, isoBefore } from '../content/index.ts';
import { DAY_MS, inChunks, need } from './support.ts';
import type { SeedIds, SeedStep } from './support.ts';

/** Viewing requests: requester → property owner whose listing they want to see. */
const VIEWING_PLANS: readonly { requester: string; owner: string; inDays: number; hour: number; propertyIndex: number }[] = [
  { requester: 'georgi', owner: 'maria', inDays: 2, hour: 18, propertyIndex: 0 },
  { requester: 'elena', owner: 'maria', inDays: 3, hour: 11, propertyIndex: 1 },
  { requester: 'nikolay', owner: 'maria', inDays: 5, hour: 17, propertyIndex: 0 },
  { requester: 'maria', owner: 'agency-domus', inDays: 1, hour: 10, propertyIndex: 0 },
  { requester: 'viktoria', owner: 'agency-domus', inDays: 4, hour: 15, propertyIndex: 1 },
  { requester: 'ivan', owner: 'agency-domus', inDays: 6, hour: 12, propertyIndex: 2 },
  { requester: 'desislava', owner: 'agency-vitosha', inDays: 2, hour: 16, propertyIndex: 0 },
];

/** Local wall time 'YYYY-MM-DD HH:00:00', `days` days after `now` (viewing_requests.date_time). */
function wallTimeAfter(now: Date, days: number, hour: number): string {
  const day = new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  return `${day} ${String(hour).padStart(2, '0')}:00:00`;
}

/** Viewing requests on the demo accounts' listings. */
export async function seedViewings({ tx, content, now, note }: SeedStep, { userIds, propertyIds }: Pick<SeedIds, 'userIds' | 'propertyIds'>): Promise<void> {
  // ── viewing requests (on the demo accounts' listings, so their dashboards show some)
  const propertiesByOwner = new Map<string, string[]>();
  for (const property of content.properties) {
    if (property.status !== 'active') continue;
    propertiesByOwner.set(property.ownerKey, [...(propertiesByOwner.get(property.ownerKey) ?? []), property.key]);
  }
  const viewingValues = VIEWING_PLANS.flatMap((plan, index) => {
    const owned = propertiesByOwner.get(plan.owner) ?? [];
    const propertyKey = owned[plan.propertyIndex % Math.max(1, owned.length)];
    if (propertyKey === undefined) return [];
    const requester = need(USER_BY_KEY, plan.requester, 'user');
    return [
      {
        propertyId: need(propertyIds, propertyKey, 'property'),
        requesterUserId: need(userIds, requester.key, 'user'),
        contactName: requester.name,
        contactPhone: requester.phone,
        contactEmail: requester.email.toLowerCase(),
        dateTime: wallTimeAfter(now, plan.inDays, plan.hour),
        createdAt: new Date(isoBefore(now, index % 3, 60 * (index + 1))),
      },
    ];
  });
  const viewingRows = await inChunks(viewingValues, (chunk) => tx.insert(viewingRequests).values(chunk).returning({ id: viewingRequests.id }));
  note('viewingRequests', viewingRows.length);
}
