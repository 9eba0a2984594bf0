import type { Db } from '../../client.ts';
import { appliances, properties, propertyAppliances, propertyImages } from '../../schema/index.ts';
import type { ConstructionType, FurnitureType, HeatingType, NewProperty, PropertyType } from '../../schema/index.ts';
import { APPLIANCES, LOCATION_ADVANTAGES, PROPERTY_ADVANTAGES, seedImageUrl } from '../content/index.ts';
import type { ConstructionKey, FurnitureKey, HeatingKey, PropertyTypeKey, SeedProperty } from '../content/index.ts';
import { idsByKey, inChunks, insertRows, need } from './support.ts';
import type { SeedCounts, SeedIds, SeedStep } from './support.ts';

// ───────────────────────────────────────────────────────────── content keys → contract enums

const PROPERTY_TYPE: Record<PropertyTypeKey, PropertyType> = {
  studio: 'studio',
  'one-bedroom': 'apartment',
  'two-bedroom': 'apartment',
  'three-bedroom': 'apartment',
  maisonette: 'maisonette',
  house: 'house',
  room: 'room',
};

/** Монолит (cast reinforced concrete) has no value of its own; epk and pk are panel systems. */
const CONSTRUCTION: Record<ConstructionKey, ConstructionType> = {
  brick: 'brick',
  panel: 'panel',
  epk: 'epk',
  'reinforced-concrete': 'other',
};

const HEATING: Record<HeatingKey, HeatingType> = {
  central: 'district',
  gas: 'gas',
  electric: 'electric',
  'air-conditioner': 'air-conditioner',
  fireplace: 'solid-fuel',
  none: 'none',
};

const FURNITURE: Record<FurnitureKey, FurnitureType> = {
  furnished: 'furnished',
  'semi-furnished': 'partly-furnished',
  unfurnished: 'unfurnished',
};

/**
 * Advantages are free texts in the contract (what an owner types), so the seed stores the
 * Bulgarian label of each option, as a Bulgarian owner would have written it.
 */
const ADVANTAGE_TEXT: ReadonlyMap<string, string> = new Map(
  [...LOCATION_ADVANTAGES, ...PROPERTY_ADVANTAGES].map((option) => [option.key, option.label.bg]),
);

/**
 * Inserts generated rentals with their pictures (the seeded SVGs) and appliances, in chunks;
 * answers the property ids by content key and the rows inserted per table. The demo seed uses
 * it, and so does the rentals bench (scripts/bench/rentals.ts) for its 50,000.
 */
export async function insertProperties(
  db: Db,
  seedProperties: readonly SeedProperty[],
  ids: { userIds: ReadonlyMap<string, number>; districtIds: ReadonlyMap<string, number>; applianceIds: ReadonlyMap<string, number> },
): Promise<{ propertyIds: Map<string, number>; counts: SeedCounts }> {
  const propertyValues: NewProperty[] = seedProperties.map((property) => {
    const createdAt = new Date(property.createdAt);
    return {
      ownerUserId: need(ids.userIds, property.ownerKey, 'user'),
      districtId: need(ids.districtIds, property.districtKey, 'district'),
      title: property.title,
      description: property.description,
      taxDescription: property.taxDescription,
      price: property.price,
      deposit: property.deposit,
      type: PROPERTY_TYPE[property.type],
      construction: CONSTRUCTION[property.construction],
      heating: HEATING[property.heating],
      furniture: FURNITURE[property.furniture],
      floor: property.floor,
      totalFloors: property.totalFloors,
      bedrooms: property.bedrooms,
      bathrooms: property.bathrooms,
      area: property.area,
      billsMeta: { includedInPrice: false, estimatedMonthly: property.billsEstimate, note: null },
      locationAdvantages: property.locationAdvantages.map((key) => need(ADVANTAGE_TEXT, key, 'advantage')),
      propertyAdvantages: property.propertyAdvantages.map((key) => need(ADVANTAGE_TEXT, key, 'advantage')),
      buildingYear: property.buildingYear,
      lat: property.gpsCoordinates.lat,
      lng: property.gpsCoordinates.lng,
      status: property.status,
      premiumUntil: property.premiumUntil === null ? null : new Date(property.premiumUntil),
      petFriendly: property.petFriendly,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const propertyRows = await inChunks(propertyValues, (chunk) => db.insert(properties).values(chunk).returning({ id: properties.id }));
  const propertyIds = idsByKey(
    seedProperties.map((property) => property.key),
    propertyRows,
    'properties',
  );

  const imageCount = await insertRows(
    seedProperties.flatMap((property) => {
      const propertyId = need(propertyIds, property.key, 'property');
      return property.imageSeeds.map((imageSeed, position) => {
        const url = seedImageUrl('property', imageSeed);
        return { propertyId, url, thumbnailUrl: url, position };
      });
    }),
    (chunk) => db.insert(propertyImages).values(chunk),
  );

  const applianceCount = await insertRows(
    seedProperties.flatMap((property) => {
      const propertyId = need(propertyIds, property.key, 'property');
      return property.appliances.map((key) => ({ propertyId, applianceId: need(ids.applianceIds, key, 'appliance') }));
    }),
    (chunk) => db.insert(propertyAppliances).values(chunk),
  );
  return { propertyIds, counts: { properties: propertyRows.length, propertyImages: imageCount, propertyAppliances: applianceCount } };
}

/** The appliances and the rentals with their pictures. */
export async function seedProperties({ tx, content, note }: SeedStep, { userIds, districtIds }: Pick<SeedIds, 'userIds' | 'districtIds'>): Promise<Pick<SeedIds, 'propertyIds'>> {
  // ── properties
  const applianceRows = await inChunks(
    APPLIANCES.map((appliance) => ({ key: appliance.key, name: appliance.label, sortOrder: appliance.order })),
    (chunk) => tx.insert(appliances).values(chunk).returning({ id: appliances.id, key: appliances.key }),
  );
  const applianceIds = new Map(applianceRows.map((row) => [row.key, row.id]));
  note('appliances', applianceRows.length);

  const listings = await insertProperties(tx, content.properties, { userIds, districtIds, applianceIds });
  for (const [table, rows] of Object.entries(listings.counts)) note(table, rows);
  const { propertyIds } = listings;
  return { propertyIds };
}
