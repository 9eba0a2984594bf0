/**
 * The rentals area's queries: cities with their districts (read once per app and kept: no
 * operation changes them, a restart picks up a new seed), appliances, the property search and a
 * property's page, an owner's properties and their writes, viewing requests and agencies.
 * Decorated on the app as `rentalsRepository`. Queries only: who may do what is decided by the
 * handlers (routes.ts).
 *
 * The search (docs/decisions/0012-rentals.md) is one statement: a CTE holds the ids and sort
 * keys of the matching properties, and the page (as the contract's PropertySummary JSON) and
 * the total are read from it; a second one reads the page's premium band. Every value reaches
 * PostgreSQL as a parameter.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PROPERTY_PREMIUM_BAND_SIZE } from '../../../domain/index.ts';
import type { Locale } from '../../../domain/index.ts';
import type { components } from '../../contract.types.ts';
import { rowsOf } from '../../db/client.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { imageJson, imagesJson, selectImages, writeImages } from '../../db/images.ts';
import { listingPage } from '../../db/listingPage.ts';
import { SEARCHED_TEXT, wordsMatch } from '../../db/textSearch.ts';
import { queueListingChange } from '../../services/listingEvents.ts';
import type { ImageRow, ImageToSave, ListingImages } from '../../db/images.ts';
import {
  agencies,
  appliances,
  cities,
  conversations,
  districts,
  properties,
  propertyAppliances,
  propertyImages,
  users,
  viewingRequests,
} from '../../db/schema/index.ts';
import type { ContentLocale, Localized, NewProperty, PropertyStatus, UserType } from '../../db/schema/index.ts';
import type { ViewingStatus } from '../../../domain/conversations.ts';
import { openConversation } from '../../db/conversations.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rentalsRepository: RentalsRepository;
  }
}

type RentalsRepository = ReturnType<typeof createRentalsRepository>;

/** The contract's orderings; ORDERINGS below must handle each. */
export type PropertyOrder = components['schemas']['PropertyOrder'];
type PropertyType = components['schemas']['PropertyType'];
type FurnitureType = components['schemas']['FurnitureType'];

interface CityRow {
  id: number;
  name: Localized;
  districts: { id: number; name: Localized }[];
}

/** A property as lists show it (the contract's PropertySummary before localizing). */
export interface SummaryRow {
  id: number;
  title: Localized;
  price: number;
  city: { id: number; name: Localized };
  district: { id: number; name: Localized };
  type: PropertyType;
  furniture: FurnitureType;
  bedrooms: number;
  area: number;
  floor: number | null;
  totalFloors: number | null;
  lat: number | null;
  lng: number | null;
  petFriendly: boolean;
  premium: boolean;
  /** When its premium ends, while it is premium; else null. */
  premiumUntil: string | null;
  status: PropertyStatus;
  image: ImageRow | null;
  deletedAt: string | null;
  createdAt: string;
}

/** A property with everything its page shows (the contract's Property before localizing). */
export interface PropertyRow extends Omit<SummaryRow, 'image' | 'premiumUntil'> {
  ownerUserId: number;
  description: Localized;
  descriptionAi: Localized | null;
  taxDescription: Localized | null;
  deposit: number | null;
  construction: NewProperty['construction'];
  heating: NewProperty['heating'];
  floor: number | null;
  totalFloors: number | null;
  bathrooms: number;
  billsMeta: NewProperty['billsMeta'];
  locationAdvantages: string[];
  propertyAdvantages: string[];
  buildingYear: number | null;
  lat: number | null;
  lng: number | null;
  planUrl: string | null;
  images: ImageRow[];
  appliances: { id: number; name: Localized; order: number }[];
  owner: { id: number; name: string; type: UserType };
  agency: { id: number; name: Localized; logo: string | null } | null;
}

/** The public search's criteria (every one given narrows the result). */
export interface SearchCriteria {
  cityId?: number | undefined;
  districtId?: number | undefined;
  type?: PropertyType | undefined;
  priceFrom?: number | undefined;
  priceTo?: number | undefined;
  bedrooms?: number | undefined;
  furniture?: FurnitureType | undefined;
  petFriendly?: boolean | undefined;
  areaFrom?: number | undefined;
  areaTo?: number | undefined;
  agencyId?: number | undefined;
  ownerId?: number | undefined;
  /** Words of the title or description (db/textSearch.ts). */
  q?: string | undefined;
}

/** The owner's list filters: each, when given, keeps the properties where the flag is true or false. */
interface OwnerFilters {
  deleted: boolean;
  premium?: boolean | undefined;
  requested?: boolean | undefined;
  active?: boolean | undefined;
}

export interface Paging {
  offset: number;
  limit: number;
  orderBy: PropertyOrder;
}

/** What a save writes into the property's own row. */
export type PropertyValues = Omit<NewProperty, 'id' | 'ownerUserId' | 'premiumUntil' | 'deletedAt' | 'createdAt' | 'updatedAt'>;

interface ViewingRequestRow {
  id: number;
  property: SummaryRow;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  dateTime: string;
  status: ViewingStatus;
  conversationId: number | null;
  createdAt: string;
}

export interface AgencyRow {
  id: number;
  name: Localized;
  description: Localized | null;
  logo: string | null;
  phone: string | null;
  email: string | null;
  city: { id: number; name: Localized } | null;
  propertiesCount: number;
}

/** A property's pictures. */
const listingImages: ListingImages = { table: propertyImages, listing: 'propertyId' };

/** Published: searchable by anyone. Exactly the predicate of the partial index properties_search_idx. */
const published = sql`${properties.status} = 'active' and ${properties.deletedAt} is null`;

/** Premium now: promoted with credits and its days not over (docs/decisions/0020). */
const premiumNow = sql`coalesce(${properties.premiumUntil} > now(), false)`;

/** The district and city of the `properties` row in scope. */
const placeJson = sql`(select json_build_object('district', json_build_object('id', ${districts.id}, 'name', ${districts.name}),
                                                 'city', json_build_object('id', ${cities.id}, 'name', ${cities.name}))
                        from ${districts} join ${cities} on ${cities.id} = ${districts.cityId}
                        where ${districts.id} = ${properties.districtId})`;

/** The `properties` row in scope as a SummaryRow (its cover picture: the first by position). */
const summaryJson = sql`(json_build_object(
  'id', ${properties.id}, 'title', ${properties.title}, 'price', ${properties.price},
  'type', ${properties.type}, 'furniture', ${properties.furniture}, 'bedrooms', ${properties.bedrooms},
  'area', ${properties.area}, 'petFriendly', ${properties.petFriendly}, 'premium', ${premiumNow},
  'premiumUntil', case when ${premiumNow} then ${properties.premiumUntil} end,
  'floor', ${properties.floor}, 'totalFloors', ${properties.totalFloors}, 'lat', ${properties.lat}, 'lng', ${properties.lng},
  'status', ${properties.status}, 'deletedAt', ${properties.deletedAt}, 'createdAt', ${properties.createdAt},
  'image', (select ${imageJson(propertyImages)} from ${propertyImages} where ${propertyImages.propertyId} = ${properties.id}
            order by ${propertyImages.position}, ${propertyImages.id} limit 1)
)::jsonb || ${placeJson}::jsonb)`;

/** The `properties` row in scope as a PropertyRow. */
const propertyJson = sql`(json_build_object(
  'id', ${properties.id}, 'ownerUserId', ${properties.ownerUserId}, 'title', ${properties.title},
  'description', ${properties.description}, 'descriptionAi', ${properties.descriptionAi}, 'taxDescription', ${properties.taxDescription},
  'price', ${properties.price}, 'deposit', ${properties.deposit}, 'type', ${properties.type},
  'construction', ${properties.construction}, 'heating', ${properties.heating}, 'furniture', ${properties.furniture},
  'floor', ${properties.floor}, 'totalFloors', ${properties.totalFloors}, 'bedrooms', ${properties.bedrooms},
  'bathrooms', ${properties.bathrooms}, 'area', ${properties.area}, 'billsMeta', ${properties.billsMeta},
  'locationAdvantages', ${properties.locationAdvantages}, 'propertyAdvantages', ${properties.propertyAdvantages},
  'buildingYear', ${properties.buildingYear}, 'lat', ${properties.lat}, 'lng', ${properties.lng},
  'status', ${properties.status}, 'premium', ${premiumNow}, 'petFriendly', ${properties.petFriendly},
  'planUrl', ${properties.planUrl}, 'deletedAt', ${properties.deletedAt}, 'createdAt', ${properties.createdAt},
  'images', ${imagesJson(listingImages, properties.id)},
  'appliances', coalesce((select json_agg(json_build_object('id', ${appliances.id}, 'name', ${appliances.name}, 'order', ${appliances.sortOrder})
                                          order by ${appliances.sortOrder}, ${appliances.id})
                          from ${propertyAppliances} join ${appliances} on ${appliances.id} = ${propertyAppliances.applianceId}
                          where ${propertyAppliances.propertyId} = ${properties.id}), '[]'::json),
  'owner', (select json_build_object('id', ${users.id}, 'name', ${users.name}, 'type', ${users.type})
            from ${users} where ${users.id} = ${properties.ownerUserId}),
  'agency', (select json_build_object('id', ${agencies.id}, 'name', ${agencies.name}, 'logo', ${agencies.logoUrl})
             from ${agencies} where ${agencies.ownerUserId} = ${properties.ownerUserId})
)::jsonb || ${placeJson}::jsonb)`;

/** Sort key and direction of each ordering; ties are broken by id in the same direction. */
const ORDERINGS: Record<PropertyOrder, { key: SQL; direction: SQL }> = {
  'createdAt.DESC': { key: sql`${properties.createdAt}`, direction: sql`desc` },
  'createdAt.ASC': { key: sql`${properties.createdAt}`, direction: sql`asc` },
  'price.ASC': { key: sql`${properties.price}`, direction: sql`asc` },
  'price.DESC': { key: sql`${properties.price}`, direction: sql`desc` },
};

function searchWhere(criteria: SearchCriteria): SQL[] {
  const where: SQL[] = [published];
  const { cityId, districtId, type, priceFrom, priceTo, bedrooms, furniture, petFriendly, areaFrom, areaTo, agencyId, ownerId, q } = criteria;
  if (cityId !== undefined) {
    where.push(sql`${properties.districtId} = any(array(select ${districts.id} from ${districts} where ${districts.cityId} = ${cityId}))`);
  }
  if (districtId !== undefined) where.push(sql`${properties.districtId} = ${districtId}`);
  if (type !== undefined) where.push(sql`${properties.type} = ${type}`);
  if (priceFrom !== undefined) where.push(sql`${properties.price} >= ${priceFrom}`);
  if (priceTo !== undefined) where.push(sql`${properties.price} <= ${priceTo}`);
  if (bedrooms !== undefined) where.push(sql`${properties.bedrooms} = ${bedrooms}`);
  if (furniture !== undefined) where.push(sql`${properties.furniture} = ${furniture}`);
  if (petFriendly !== undefined) where.push(sql`${properties.petFriendly} = ${petFriendly}`);
  if (areaFrom !== undefined) where.push(sql`${properties.area} >= ${areaFrom}`);
  if (areaTo !== undefined) where.push(sql`${properties.area} <= ${areaTo}`);
  if (agencyId !== undefined) {
    where.push(sql`${properties.ownerUserId} = (select ${agencies.ownerUserId} from ${agencies} where ${agencies.id} = ${agencyId})`);
  }
  if (ownerId !== undefined) where.push(sql`${properties.ownerUserId} = ${ownerId}`);
  const words = q === undefined ? null : wordsMatch(q, SEARCHED_TEXT.properties);
  if (words !== null) where.push(words.where);
  return where;
}

function ownerWhere(ownerUserId: number, filters: OwnerFilters): SQL[] {
  const flag = (condition: SQL, wanted: boolean | undefined) => (wanted === undefined ? [] : [wanted ? condition : sql`not (${condition})`]);
  return [
    sql`${properties.ownerUserId} = ${ownerUserId}`,
    ...flag(sql`${properties.deletedAt} is not null`, filters.deleted),
    ...flag(premiumNow, filters.premium),
    ...flag(sql`exists (select 1 from ${viewingRequests} where ${viewingRequests.propertyId} = ${properties.id})`, filters.requested),
    ...flag(sql`${properties.status} = 'active'`, filters.active),
  ];
}

function createRentalsRepository(db: Db) {
  let cachedCities: Promise<CityRow[]> | undefined;

  async function readCities(): Promise<CityRow[]> {
    const [cityRows, districtRows] = await Promise.all([
      db.select({ id: cities.id, name: cities.name }).from(cities),
      db.select({ id: districts.id, cityId: districts.cityId, name: districts.name }).from(districts),
    ]);
    return cityRows.map((city) => ({
      ...city,
      districts: districtRows.filter((district) => district.cityId === city.id).map(({ id, name }) => ({ id, name })),
    }));
  }

  /** One page of the properties matching `where`, in `paging`'s order, with their total (server/db/listingPage.ts). */
  function page(where: SQL[], { orderBy, ...paging }: Paging) {
    return listingPage<SummaryRow>(db, { table: properties, where, premium: sql`false`, order: ORDERINGS[orderBy], json: summaryJson, ...paging });
  }

  /**
   * The premium band of a search page: at most PROPERTY_PREMIUM_BAND_SIZE premium matches in
   * the page's order. Each page shows the next ones (page n starts at the n-th band's place,
   * going round when it passes the last), so paging through shows every premium match.
   */
  async function premiumBand(where: SQL[], { orderBy, offset, limit }: Paging): Promise<SummaryRow[]> {
    const { key, direction } = ORDERINGS[orderBy];
    const start = Math.floor(offset / limit) * PROPERTY_PREMIUM_BAND_SIZE;
    // `premium_until is not null` (implied by premiumNow) lets it read properties_premium_search_idx.
    const result = await db.execute(sql`
      with band as (select ${properties.id} as id, ${key} as sort_key from ${properties} where ${and(...where, sql`${properties.premiumUntil} is not null`, premiumNow)})
      select coalesce(json_agg(${summaryJson} order by chosen.sort_key ${direction}, chosen.id ${direction}), '[]'::json) as items
        from (select id, sort_key from band order by sort_key ${direction}, id ${direction}
              limit ${PROPERTY_PREMIUM_BAND_SIZE} offset (${start}::int % greatest((select count(*) from band), 1))) as chosen
        join ${properties} on ${properties.id} = chosen.id
    `);
    return rowsOf<{ items: SummaryRow[] }>(result)[0]!.items;
  }

  async function writeAppliances(tx: Transaction, propertyId: number, applianceIds: readonly number[]) {
    await tx.delete(propertyAppliances).where(eq(propertyAppliances.propertyId, propertyId));
    if (applianceIds.length > 0) {
      await tx.insert(propertyAppliances).values(applianceIds.map((applianceId) => ({ propertyId, applianceId })));
    }
  }

  return {
    /** Every city with its districts (read once, then from memory; a failed read is retried). */
    listCities(): Promise<CityRow[]> {
      cachedCities ??= readCities().catch((error: unknown) => {
        cachedCities = undefined;
        throw error;
      });
      return cachedCities;
    },

    /** A district with its city, or undefined. */
    async findDistrict(id: number): Promise<{ id: number; name: Localized; city: { id: number; name: Localized } } | undefined> {
      const [row] = await db
        .select({ id: districts.id, name: districts.name, city: { id: cities.id, name: cities.name } })
        .from(districts)
        .innerJoin(cities, eq(cities.id, districts.cityId))
        .where(eq(districts.id, id))
        .limit(1);
      return row;
    },

    /** Every appliance in display order. */
    listAppliances() {
      return db
        .select({ id: appliances.id, name: appliances.name, order: appliances.sortOrder })
        .from(appliances)
        .orderBy(asc(appliances.sortOrder), asc(appliances.id));
    },

    /** The appliances among `ids` that exist. */
    async findAppliances(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db.select({ id: appliances.id, name: appliances.name }).from(appliances).where(inArray(appliances.id, [...ids]));
    },

    /**
     * One page of published properties matching `criteria` in the order asked, with the total,
     * and the page's premium band. A premium property in the band also keeps its place in the
     * ordered page: the page and the total count each match once.
     */
    async search(criteria: SearchCriteria, paging: Paging) {
      const where = searchWhere(criteria);
      const [found, premium] = await Promise.all([page(where, paging), premiumBand(where, paging)]);
      return { ...found, premium };
    },

    /** How many published properties match `criteria` now (a saved search's count). */
    async count(criteria: SearchCriteria): Promise<number> {
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(properties).where(and(...searchWhere(criteria)));
      return row!.total;
    },

    /** One page of an owner's properties (every status) matching the flags, with the total. */
    listOwned(ownerUserId: number, filters: OwnerFilters, paging: Paging) {
      return page(ownerWhere(ownerUserId, filters), paging);
    },

    /** A property with everything its page shows, in any status (the handler decides who sees it). */
    async findProperty(id: number): Promise<PropertyRow | undefined> {
      const result = await db.execute(sql`select ${propertyJson} as property from ${properties} where ${properties.id} = ${id}`);
      return rowsOf<{ property: PropertyRow }>(result)[0]?.property;
    },

    /** Who owns a property and whether it is deleted, or undefined when there is no such property. */
    async findOwnership(id: number) {
      const [row] = await db
        .select({ ownerUserId: properties.ownerUserId, deletedAt: properties.deletedAt, planUrl: properties.planUrl })
        .from(properties)
        .where(eq(properties.id, id))
        .limit(1);
      return row;
    },

    /** A property's pictures in display order. */
    imagesOf(propertyId: number): Promise<ImageRow[]> {
      return selectImages(db, listingImages, propertyId);
    },

    /** Creates a property with its pictures and appliances in one transaction; answers its id. */
    async createProperty(ownerUserId: number, values: PropertyValues, images: readonly ImageToSave[], applianceIds: readonly number[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(properties).values({ ...values, ownerUserId }).returning({ id: properties.id });
        const propertyId = row!.id;
        await queueListingChange(tx, { kind: 'property', listingId: propertyId, after: { live: values.status === 'active', price: values.price } });
        await writeImages(tx, listingImages, propertyId, images, []);
        await writeAppliances(tx, propertyId, applianceIds);
        return propertyId;
      });
    },

    /**
     * Replaces a live property's fields, pictures and appliances in one transaction. Answers
     * false (nothing written) when it is no longer the owner's live property.
     */
    async updateProperty(
      id: number,
      ownerUserId: number,
      change: { values: PropertyValues; images: readonly ImageToSave[]; removedImageIds: readonly number[]; applianceIds: readonly number[] },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const owned = and(eq(properties.id, id), eq(properties.ownerUserId, ownerUserId), isNull(properties.deletedAt));
        // What it was, for the saved searches: published again, or cheaper.
        const [before] = await tx.select({ status: properties.status, price: properties.price }).from(properties).where(owned).for('update');
        if (!before) return false;
        await tx
          .update(properties)
          .set({ ...change.values, updatedAt: new Date() })
          .where(eq(properties.id, id));
        const live = (status: PropertyStatus) => status === 'active';
        await queueListingChange(tx, {
          kind: 'property',
          listingId: id,
          before: { live: live(before.status), price: before.price },
          after: { live: live(change.values.status ?? before.status), price: change.values.price },
        });
        await writeImages(tx, listingImages, id, change.images, change.removedImageIds);
        await writeAppliances(tx, id, change.applianceIds);
        return true;
      });
    },

    /**
     * Soft-deletes an owner's property (a deleted one keeps its first deletion time). Its
     * pictures stay, rows and files: its owner still sees a deleted property, pictures and all
     * (listUserProperties with deleted=1, getUserProperty).
     */
    async softDelete(id: number, ownerUserId: number): Promise<void> {
      await db
        .update(properties)
        .set({ deletedAt: new Date() })
        .where(and(eq(properties.id, id), eq(properties.ownerUserId, ownerUserId), isNull(properties.deletedAt)));
    },

    /** Whether a property is published (anyone may ask to view it), with where its owner reads mail. */
    async findViewingTarget(propertyId: number) {
      const [row] = await db
        .select({
          id: properties.id,
          title: properties.title,
          ownerUserId: properties.ownerUserId,
          ownerName: users.name,
          ownerLocale: users.locale,
          // An agency's requests go to the agency's address when it has one.
          email: sql<string>`coalesce((select ${agencies.email} from ${agencies} where ${agencies.ownerUserId} = ${users.id}), ${users.email})`,
        })
        .from(properties)
        .innerJoin(users, eq(users.id, properties.ownerUserId))
        .where(and(eq(properties.id, propertyId), published))
        .limit(1);
      return row;
    },

    /**
     * Stores a viewing request and opens its conversation (the owner and the requester, whose
     * contact the form shares), whose first message is the request; answers it as
     * listViewingRequests shows it.
     */
    async createViewingRequest(
      values: typeof viewingRequests.$inferInsert,
      sides: { ownerUserId: number; locale: ContentLocale },
    ): Promise<ViewingRequestRow> {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(viewingRequests).values(values).returning({ id: viewingRequests.id, dateTime: sql<string>`to_char(${viewingRequests.dateTime}, 'YYYY-MM-DD HH24:MI')` });
        const { outcome } = await openConversation(
          tx,
          {
            subjectKind: 'property',
            propertyId: values.propertyId,
            viewingRequestId: row!.id,
            ownerUserId: sides.ownerUserId,
            guestUserId: values.requesterUserId ?? null,
            guestName: values.contactName,
            guestEmail: values.contactEmail,
            guestPhone: values.contactPhone,
            guestLocale: sides.locale,
          },
          { kind: 'viewing-requested', at: row!.dateTime },
          // The form's captcha was checked, and the owner gets the viewing e-mail of notifyOwner.
          { rateLimit: false, noticeByCaller: true },
        );
        // A new conversation is blocked by nobody: the message cannot be refused.
        if ('refused' in outcome) throw new Error(`viewing request ${row!.id}: first message refused`);
        return row!.id;
      });
      const [created] = await viewingRequestsWhere(sql`${viewingRequests.id} = ${id}`, 0, 1);
      return created!;
    },

    /** Newest first: the viewing requests of an owner's properties (or of one of them), with the total. */
    async listViewingRequests(ownerUserId: number, options: { propertyId?: number | undefined; offset: number; limit: number }) {
      const where = and(
        sql`${viewingRequests.propertyId} in (select ${properties.id} from ${properties} where ${properties.ownerUserId} = ${ownerUserId})`,
        options.propertyId === undefined ? undefined : sql`${viewingRequests.propertyId} = ${options.propertyId}`,
      )!;
      const [items, [counted]] = await Promise.all([
        viewingRequestsWhere(where, options.offset, options.limit),
        db.select({ total: sql<number>`count(*)::int` }).from(viewingRequests).where(where),
      ]);
      return { items, total: counted?.total ?? 0 };
    },

    /** One page of agencies, those with the most published properties first, then by name. */
    async listAgencies(options: { offset: number; limit: number; locale: Locale }) {
      const other = options.locale === 'bg' ? 'en' : 'bg';
      const result = await db.execute(sql`
        select ${agencyColumns} from ${agencies}
        order by "propertiesCount" desc, lower(coalesce(${agencies.name}->>${options.locale}::text, ${agencies.name}->>${other}::text)), ${agencies.id}
        limit ${options.limit} offset ${options.offset}`);
      const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(agencies);
      return { items: rowsOf<AgencyRow>(result), total: counted?.total ?? 0 };
    },

    async findAgency(id: number): Promise<AgencyRow | undefined> {
      const result = await db.execute(sql`select ${agencyColumns} from ${agencies} where ${agencies.id} = ${id}`);
      return rowsOf<AgencyRow>(result)[0];
    },

    /** The agency a user manages, with what an update keeps (its texts in both languages, its logo). */
    async ownAgency(ownerUserId: number) {
      const [row] = await db
        .select({ id: agencies.id, name: agencies.name, description: agencies.description, logoUrl: agencies.logoUrl })
        .from(agencies)
        .where(eq(agencies.ownerUserId, ownerUserId))
        .limit(1);
      return row;
    },

    /** Replaces an agency's public profile. */
    async updateAgency(id: number, values: Pick<typeof agencies.$inferInsert, 'name' | 'description' | 'logoUrl' | 'cityId' | 'phone' | 'email'>) {
      await db.update(agencies).set(values).where(eq(agencies.id, id));
    },
  };

  async function viewingRequestsWhere(where: SQL, offset: number, limit: number): Promise<ViewingRequestRow[]> {
    const result = await db.execute(sql`
      select ${viewingRequests.id} as id, ${viewingRequests.contactName} as "contactName", ${viewingRequests.contactPhone} as "contactPhone",
             ${viewingRequests.contactEmail} as "contactEmail", to_char(${viewingRequests.dateTime}, 'YYYY-MM-DD HH24:MI') as "dateTime",
             ${viewingRequests.status} as status,
             (select ${conversations.id} from ${conversations} where ${conversations.viewingRequestId} = ${viewingRequests.id}) as "conversationId",
             ${viewingRequests.createdAt} as "createdAt", ${summaryJson} as property
      from ${viewingRequests} join ${properties} on ${properties.id} = ${viewingRequests.propertyId}
      where ${where}
      order by ${viewingRequests.createdAt} desc, ${viewingRequests.id} desc
      limit ${limit} offset ${offset}`);
    return rowsOf<ViewingRequestRow & { createdAt: Date | string }>(result).map((row) => ({
      ...row,
      createdAt: new Date(row.createdAt).toISOString(),
    }));
  }
}

/** An agency's answer columns, with the number of its published properties. */
const agencyColumns = sql`${agencies.id} as id, ${agencies.name} as name, ${agencies.description} as description,
  ${agencies.logoUrl} as logo, ${agencies.phone} as phone, ${agencies.email} as email,
  (select json_build_object('id', ${cities.id}, 'name', ${cities.name}) from ${cities} where ${cities.id} = ${agencies.cityId}) as city,
  (select count(*)::int from ${properties} where ${properties.ownerUserId} = ${agencies.ownerUserId} and ${published}) as "propertiesCount"`;

export const rentalsRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('rentalsRepository', createRentalsRepository(app.db));
  },
  { name: 'rentals-repository', decorators: { fastify: ['db'] } },
);
