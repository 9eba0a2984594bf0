/** The roommates area: universities, flatmate offers, their images and inquiries. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './account.ts';
import { createdAt, id, imageTable, instant, localized, oneOf, updatedAt, searchWords } from './columns.ts';
import { cities, districts } from './rentals.ts';

export const GENDER_PREFERENCES = ['any', 'female', 'male'] as const;
export type GenderPreference = (typeof GENDER_PREFERENCES)[number];

export const universities = pgTable(
  'universities',
  {
    id: id(),
    key: text('key').notNull().unique('universities_key_unique'),
    name: localized('name').notNull(),
    /** Usual abbreviation (СУ / SU). */
    shortName: localized('short_name'),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
  },
  (t) => [index('universities_city_id_idx').on(t.cityId)],
);

export const tenantOffers = pgTable(
  'tenant_offers',
  {
    id: id(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    /** Optional; not in the contract yet. */
    districtId: integer('district_id').references(() => districts.id, { onDelete: 'set null' }),
    universityId: integer('university_id').references(() => universities.id, { onDelete: 'set null' }),
    title: localized('title').notNull(),
    description: localized('description').notNull(),
    searchWords: searchWords('description'),
    /** Monthly price per flatmate, euro cents. */
    price: integer('price').notNull(),
    availableFrom: date('available_from', { mode: 'string' }).notNull(),
    roommatesWanted: integer('roommates_wanted').notNull().default(1),
    genderPreference: text('gender_preference').$type<GenderPreference>().notNull().default('any'),
    /**
     * Premium (promoted with credits, docs/decisions/0020) until this instant: the offer is
     * premium while it is in the future. Premium offers come first in the search.
     */
    premiumUntil: instant('premium_until'),
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The search (docs/decisions/0013-roommates.md): live offers only, premium first, then newest
    // first. A city (or a university, which is in one city) is the leading condition and the
    // order its next columns; price and university are filtered on the index's own columns, and
    // premium_until (last, docs/decisions/0020) is read from it too, so the matches and their
    // total come from the index alone. Without a place, the second one serves. Their predicate
    // is the repository's `live`.
    index('tenant_offers_search_idx')
      .on(t.cityId, t.createdAt, t.id, t.price, t.universityId, t.premiumUntil)
      .where(sql`${t.deletedAt} is null`),
    index('tenant_offers_newest_idx')
      .on(t.createdAt, t.id, t.price, t.universityId, t.cityId, t.premiumUntil)
      .where(sql`${t.deletedAt} is null`),
    index('tenant_offers_owner_user_id_idx').on(t.ownerUserId, t.createdAt.desc().nullsFirst()),
    index('tenant_offers_words_idx').using('gin', t.searchWords),
    index('tenant_offers_district_id_idx').on(t.districtId),
    index('tenant_offers_university_id_idx').on(t.universityId),
    check('tenant_offers_price_check', sql`${t.price} >= 0`),
    check('tenant_offers_roommates_wanted_check', sql`${t.roommatesWanted} between 1 and 10`),
    check('tenant_offers_gender_preference_check', oneOf(t.genderPreference, GENDER_PREFERENCES)),
  ],
);

/** Images of a flatmate offer in display order (contract TenantOffer.images are Image objects). */
export const tenantOfferImages = imageTable('tenant_offer_images', 'offerId', 'offer_id', () => tenantOffers.id);

export const tenantOfferInquiries = pgTable(
  'tenant_offer_inquiries',
  {
    id: id(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => tenantOffers.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tenant_offer_inquiries_offer_id_idx').on(t.offerId), index('tenant_offer_inquiries_sender_user_id_idx').on(t.senderUserId)],
);

export type University = typeof universities.$inferSelect;
export type NewUniversity = typeof universities.$inferInsert;
export type TenantOffer = typeof tenantOffers.$inferSelect;
export type NewTenantOffer = typeof tenantOffers.$inferInsert;
export type TenantOfferImage = typeof tenantOfferImages.$inferSelect;
export type NewTenantOfferImage = typeof tenantOfferImages.$inferInsert;
export type TenantOfferInquiry = typeof tenantOfferInquiries.$inferSelect;
export type NewTenantOfferInquiry = typeof tenantOfferInquiries.$inferInsert;
