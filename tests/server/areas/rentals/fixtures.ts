/** Places, appliances and properties written straight to a test database, and a valid save body. */
import { agencies, appliances, districts, properties, propertyImages, viewingRequests } from '../../../../server/db/schema/index.ts';
import type { NewProperty } from '../../../../server/db/schema/index.ts';
import { createCities } from '../../helpers/places.ts';
import type { Cities } from '../../helpers/places.ts';
import type { TestApp } from '../../helpers/testApp.ts';

export interface Places {
  sofia: number;
  varna: number;
  lozenets: number;
  mladost: number;
  chayka: number;
}

/** Two cities (or those given) with districts. */
export async function createPlaces(server: TestApp, cities?: Cities): Promise<Places> {
  const { sofia, varna } = cities ?? (await createCities(server));
  const [lozenets, mladost, chayka] = await server.db
    .insert(districts)
    .values([
      { cityId: sofia, key: 'sofia-lozenets', name: { bg: 'Лозенец', en: 'Lozenets' } },
      { cityId: sofia, key: 'sofia-mladost', name: { bg: 'Младост', en: 'Mladost' } },
      { cityId: varna, key: 'varna-chayka', name: { bg: 'Чайка', en: 'Chayka' } },
    ])
    .returning({ id: districts.id });
  return { sofia, varna, lozenets: lozenets!.id, mladost: mladost!.id, chayka: chayka!.id };
}

/** Three appliances; their display order is not their id order. */
export async function createAppliances(server: TestApp) {
  const [fridge, oven, washer] = await server.db
    .insert(appliances)
    .values([
      { key: 'fridge', name: { bg: 'Хладилник', en: 'Fridge' }, sortOrder: 2 },
      { key: 'oven', name: { bg: 'Фурна', en: 'Oven' }, sortOrder: 3 },
      { key: 'washing-machine', name: { bg: 'Пералня', en: 'Washing machine' }, sortOrder: 1 },
    ])
    .returning({ id: appliances.id });
  return { fridge: fridge!.id, oven: oven!.id, washer: washer!.id };
}

let sequence = 0;

/** A published property (override anything); answers its id. */
export async function insertProperty(server: TestApp, ownerUserId: number, districtId: number, values: Partial<NewProperty> = {}): Promise<number> {
  sequence += 1;
  const [row] = await server.db
    .insert(properties)
    .values({
      ownerUserId,
      districtId,
      title: { bg: `Имот ${sequence}`, en: `Property ${sequence}` },
      description: { bg: 'Светъл апартамент.', en: 'A bright flat.' },
      price: 50_000,
      type: 'apartment',
      furniture: 'furnished',
      bedrooms: 1,
      bathrooms: 1,
      area: 60,
      status: 'active',
      ...values,
    })
    .returning({ id: properties.id });
  return row!.id;
}

export async function insertImage(server: TestApp, propertyId: number, position: number, url = `/media/seed/property-${propertyId}-${position}.svg`) {
  const [row] = await server.db.insert(propertyImages).values({ propertyId, position, url, thumbnailUrl: url }).returning({ id: propertyImages.id });
  return row!.id;
}

export async function insertViewingRequest(server: TestApp, propertyId: number, values: { createdAt?: Date; contactName?: string } = {}) {
  const [row] = await server.db
    .insert(viewingRequests)
    .values({
      propertyId,
      contactName: values.contactName ?? 'Гост',
      contactPhone: '0888123456',
      contactEmail: 'guest@example.bg',
      dateTime: '2030-01-15 18:00:00',
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning({ id: viewingRequests.id });
  return row!.id;
}

/** The agency row of an agency account (createAccount makes one). */
export async function agencyIdOf(server: TestApp, ownerUserId: number): Promise<number> {
  const rows = await server.db.select({ id: agencies.id, owner: agencies.ownerUserId }).from(agencies);
  return rows.find((row) => row.owner === ownerUserId)!.id;
}

/** A valid body of createProperty / updateUserProperty. */
export function propertyBody(districtId: number, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Тристаен апартамент в Лозенец',
    description: 'Светъл тристаен апартамент с две спални, близо до парка.',
    price: 95_000,
    deposit: 190_000,
    district_id: districtId,
    type: 'apartment',
    construction: 'brick',
    heating: 'district',
    furniture: 'furnished',
    floor: 3,
    totalFloors: 6,
    bedrooms: 2,
    bathrooms: 1,
    area: 92.5,
    billsMeta: { includedInPrice: false, estimatedMonthly: 12_000, note: null },
    locationAdvantages: ['Близо до метро'],
    propertyAdvantages: ['Южно изложение'],
    buildingYear: 1998,
    gpsCoordinates: { lat: 42.67, lng: 23.32 },
    status: 'active',
    petFriendly: true,
    ...overrides,
  };
}
