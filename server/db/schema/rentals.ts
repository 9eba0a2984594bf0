/** The rentals area: locations (cities, districts), agencies, properties and viewing requests. */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { CONVERSATION_SIDES, VIEWING_STATUSES } from '../../../domain/conversations.ts';
import type { ConversationSide, ViewingStatus } from '../../../domain/conversations.ts';
import { users } from './account.ts';
import { createdAt, id, imageTable, instant, localized, oneOf, updatedAt, searchWords } from './columns.ts';

export const PROPERTY_TYPES = ['room', 'studio', 'apartment', 'maisonette', 'house'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const CONSTRUCTION_TYPES = ['brick', 'panel', 'epk', 'pk', 'other'] as const;
export type ConstructionType = (typeof CONSTRUCTION_TYPES)[number];

export const HEATING_TYPES = ['district', 'gas', 'electric', 'air-conditioner', 'heat-pump', 'solid-fuel', 'none'] as const;
export type HeatingType = (typeof HEATING_TYPES)[number];

export const FURNITURE_TYPES = ['furnished', 'partly-furnished', 'unfurnished'] as const;
export type FurnitureType = (typeof FURNITURE_TYPES)[number];

export const PROPERTY_STATUSES = ['draft', 'active', 'inactive', 'rented'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

/** What the tenant pays for utilities on top of the rent (contract BillsMeta). */
export interface BillsMeta {
  includedInPrice: boolean;
  /** Euro cents per month, or null when unknown. */
  estimatedMonthly: number | null;
  note: string | null;
}

export const cities = pgTable('cities', {
  id: id(),
  /** Stable key of the seed, e.g. 'sofia'. */
  key: text('key').notNull().unique('cities_key_unique'),
  name: localized('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const districts = pgTable(
  'districts',
  {
    id: id(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    /** Stable key of the seed, e.g. 'sofia-lozenets'. */
    key: text('key').notNull().unique('districts_key_unique'),
    name: localized('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('districts_city_id_idx').on(t.cityId)],
);

/** The agency a user of type `agency` manages (one each). */
export const agencies = pgTable(
  'agencies',
  {
    id: id(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .unique('agencies_owner_user_id_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Localized because the seeded agencies have a name in each language; users fill one. */
    name: localized('name').notNull(),
    description: localized('description'),
    phone: text('phone'),
    email: text('email'),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    logoUrl: text('logo_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('agencies_city_id_idx').on(t.cityId)],
);

export const appliances = pgTable('appliances', {
  id: id(),
  key: text('key').notNull().unique('appliances_key_unique'),
  name: localized('name').notNull(),
  /** The contract's `order` (display position, ascending). */
  sortOrder: integer('sort_order').notNull().default(0),
});

export const properties = pgTable(
  'properties',
  {
    id: id(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The district implies the city (join districts for the cityId filter). */
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'restrict' }),
    title: localized('title').notNull(),
    description: localized('description').notNull(),
    searchWords: searchWords('description'),
    /** The AI-drafted description the owner kept (written in the owner's language). */
    descriptionAi: localized('description_ai'),
    /** Notes on taxes and fees (the seed writes both languages). */
    taxDescription: localized('tax_description'),
    /** Monthly rent, euro cents. */
    price: integer('price').notNull(),
    /** Euro cents. */
    deposit: integer('deposit'),
    type: text('type').$type<PropertyType>().notNull(),
    construction: text('construction').$type<ConstructionType>(),
    heating: text('heating').$type<HeatingType>(),
    furniture: text('furniture').$type<FurnitureType>().notNull(),
    /** 0 is the ground floor; negative numbers are basements. */
    floor: integer('floor'),
    totalFloors: integer('total_floors'),
    bedrooms: integer('bedrooms').notNull().default(0),
    bathrooms: integer('bathrooms').notNull().default(0),
    /** Square metres. */
    area: doublePrecision('area').notNull(),
    billsMeta: jsonb('bills_meta').$type<BillsMeta>(),
    locationAdvantages: jsonb('location_advantages').$type<string[]>().notNull().default([]),
    propertyAdvantages: jsonb('property_advantages').$type<string[]>().notNull().default([]),
    buildingYear: integer('building_year'),
    /** WGS 84; both or neither (contract gpsCoordinates). */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    status: text('status').$type<PropertyStatus>().notNull().default('draft'),
    /**
     * Premium (promoted with credits, docs/decisions/0020) until this instant: the property is
     * premium while it is in the future. Premium properties come first in the search.
     */
    premiumUntil: instant('premium_until'),
    petFriendly: boolean('pet_friendly').notNull().default(false),
    /** URL of the floor-plan image. */
    planUrl: text('plan_url'),
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The public search (docs/decisions/0012-rentals.md): published properties only, every column
    // the search filters or sorts on, so a search reads this index alone (an index-only scan of
    // the pages VACUUM has marked all-visible), never the wide rows. Its predicate is the
    // repository's `published`. premium_until (last) is the first sort key (decision 0020).
    index('properties_search_idx')
      .on(t.districtId, t.price, t.createdAt, t.id, t.type, t.bedrooms, t.furniture, t.petFriendly, t.area, t.ownerUserId, t.premiumUntil)
      .where(sql`${t.status} = 'active' and ${t.deletedAt} is null`),
    // The same for the premium band (decision 0020): the few ever promoted, not every match of
    // the search again (at 1,000,000 properties 1 ms instead of 28 ms).
    index('properties_premium_search_idx')
      .on(t.districtId, t.price, t.createdAt, t.id, t.type, t.bedrooms, t.furniture, t.petFriendly, t.area, t.ownerUserId, t.premiumUntil)
      .where(sql`${t.status} = 'active' and ${t.deletedAt} is null and ${t.premiumUntil} is not null`),
    index('properties_owner_user_id_idx').on(t.ownerUserId, t.createdAt.desc().nullsFirst()),
    index('properties_words_idx').using('gin', t.searchWords),
    check('properties_type_check', oneOf(t.type, PROPERTY_TYPES)),
    check('properties_construction_check', oneOf(t.construction, CONSTRUCTION_TYPES)),
    check('properties_heating_check', oneOf(t.heating, HEATING_TYPES)),
    check('properties_furniture_check', oneOf(t.furniture, FURNITURE_TYPES)),
    check('properties_status_check', oneOf(t.status, PROPERTY_STATUSES)),
    check('properties_price_check', sql`${t.price} >= 0`),
    check('properties_deposit_check', sql`${t.deposit} >= 0`),
    check('properties_rooms_check', sql`${t.bedrooms} >= 0 and ${t.bathrooms} >= 0`),
    check('properties_area_check', sql`${t.area} > 0`),
    check('properties_total_floors_check', sql`${t.totalFloors} >= 1`),
    check(
      'properties_gps_check',
      sql`(${t.lat} is null and ${t.lng} is null) or (${t.lat} is not null and ${t.lng} is not null and ${t.lat} between -90 and 90 and ${t.lng} between -180 and 180)`,
    ),
  ],
);

/** Images of a property in display order (position ascending; the first is the cover). */
export const propertyImages = imageTable('property_images', 'propertyId', 'property_id', () => properties.id);

export const propertyAppliances = pgTable(
  'property_appliances',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    applianceId: integer('appliance_id')
      .notNull()
      .references(() => appliances.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'property_appliances_pk', columns: [t.propertyId, t.applianceId] })],
);

/**
 * A request to view a property. `date_time` is the local (Europe/Sofia) wall time the visitor
 * chose, as `timestamp without time zone`: PostgreSQL rejects impossible dates and it sorts
 * correctly; Drizzle reads it as the string 'YYYY-MM-DD HH:mm:ss' (answer its first 16 chars).
 */
export const viewingRequests = pgTable(
  'viewing_requests',
  {
    id: id(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    requesterUserId: integer('requester_user_id').references(() => users.id, { onDelete: 'set null' }),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    /** The time on the table: asked for, proposed by either side (its conversation), or agreed. */
    dateTime: timestamp('date_time', { withTimezone: false, mode: 'string', precision: 0 }).notNull(),
    status: text('status').$type<ViewingStatus>().notNull().default('requested'),
    /** Who put `dateTime` on the table: the requester (`guest`) or the owner. */
    proposedBy: text('proposed_by').$type<ConversationSide>().notNull().default('guest'),
    createdAt: createdAt(),
  },
  (t) => [
    index('viewing_requests_property_id_idx').on(t.propertyId, t.createdAt.desc().nullsFirst()),
    index('viewing_requests_requester_user_id_idx').on(t.requesterUserId),
    check('viewing_requests_status_check', oneOf(t.status, VIEWING_STATUSES)),
    check('viewing_requests_proposed_by_check', oneOf(t.proposedBy, CONVERSATION_SIDES)),
  ],
);

export type City = typeof cities.$inferSelect;
export type NewCity = typeof cities.$inferInsert;
export type District = typeof districts.$inferSelect;
export type NewDistrict = typeof districts.$inferInsert;
export type Agency = typeof agencies.$inferSelect;
export type NewAgency = typeof agencies.$inferInsert;
export type Appliance = typeof appliances.$inferSelect;
export type NewAppliance = typeof appliances.$inferInsert;
export type Property = typeof properties.$inferSelect;
export type NewProperty = typeof properties.$inferInsert;
export type PropertyImage = typeof propertyImages.$inferSelect;
export type NewPropertyImage = typeof propertyImages.$inferInsert;
export type PropertyAppliance = typeof propertyAppliances.$inferSelect;
export type NewPropertyAppliance = typeof propertyAppliances.$inferInsert;
export type ViewingRequest = typeof viewingRequests.$inferSelect;
export type NewViewingRequest = typeof viewingRequests.$inferInsert;
