/**
 * Demo content of Domovik: pure data and deterministic generators, no I/O.
 *
 *   const rng = createRng(2026);
 *   const baseDate = new Date('2026-03-01T09:00:00Z');
 *   const properties = generateProperties(rng, baseDate);
 *
 * Generators draw from the rng in order, so use one rng per generator (or always call them in
 * the same order) to get the same data on every run. `buildSeedContent` does that for you.
 */
import { generateBlogPosts } from './blog.ts';
import type { SeedBlogPost } from './blog.ts';
import { generateProperties } from './properties.ts';
import type { SeedProperty } from './properties.ts';
import { generateProducts } from './products.ts';
import type { SeedProduct } from './products.ts';
import { createRng } from './random.ts';
import { generateTenantOffers } from './roommates.ts';
import type { SeedTenantOffer } from './roommates.ts';

export { createRng, apportion, isoBefore, isoAfter, dateTextAfter } from './random.ts';
export type { Rng } from './random.ts';
export type { Localized, GeoPoint, SeedOption, BgGender, AdjectiveForms } from './types.ts';

export { CITIES, CITY_BY_KEY, DISTRICT_BY_KEY, getCity, isCenterDistrict } from './cities.ts';
export type { SeedCity, SeedDistrict, HousingProfile } from './cities.ts';
export { UNIVERSITIES, UNIVERSITY_BY_KEY } from './universities.ts';
export type { SeedUniversity } from './universities.ts';
export {
  PROPERTY_TYPES,
  CONSTRUCTION_TYPES,
  HEATING_TYPES,
  FURNITURE_TYPES,
  APPLIANCES,
  LOCATION_ADVANTAGES,
  PROPERTY_ADVANTAGES,
  PROPERTY_STATUSES,
  PROPERTY_STATUS_LABELS,
} from './propertyOptions.ts';
export type {
  PropertyTypeKey,
  ConstructionKey,
  HeatingKey,
  FurnitureKey,
  PropertyStatus,
  PropertyTypeOption,
  ConstructionOption,
  HeatingOption,
  ApplianceOption,
  AdvantageOption,
} from './propertyOptions.ts';
export { generateProperties } from './properties.ts';
export type { SeedProperty } from './properties.ts';
export { AGENCIES, AGENCY_BY_KEY } from './agencies.ts';
export type { SeedAgency } from './agencies.ts';
export { VENDORS, VENDOR_BY_KEY, vendorFor } from './vendors.ts';
export type { SeedVendor, VendorSpeciality } from './vendors.ts';
export { PRODUCT_ROOMS, PRODUCT_CATEGORIES, PRODUCT_CATEGORY_BY_KEY, generateProducts } from './products.ts';
export type { SeedRoom, SeedProductCategory, SeedCategoryFilter, SeedFilterValue, SeedProduct, SeedProductAttribute } from './products.ts';
export { BLOG_CATEGORIES, generateBlogPosts } from './blog.ts';
export type { SeedBlogCategory, SeedBlogPost, SeedBlogComment } from './blog.ts';
export { generateTenantOffers } from './roommates.ts';
export type { SeedTenantOffer, GenderPreference } from './roommates.ts';
export { SERVICE_GROUPS, SERVICE_ITEMS, SEVERITY_LEVELS } from './services.ts';
export type { SeedServiceGroup, SeedServiceItem, ServiceType, ServiceUnit, CleaningType } from './services.ts';
export { SEED_USERS, USER_BY_KEY, REGULAR_USERS, DEMO_PASSWORD, DEMO_ACCOUNTS } from './users.ts';
export type { SeedUser, DemoAccount } from './users.ts';
export { renderSeedImage, escapeXml, initialsOf, seedImageUrl, SEED_IMAGE_KINDS, SEED_IMAGE_PATH, SEED_IMAGE_LABEL_MAX_LENGTH } from './images.ts';
export type { SeedImageOptions } from './images.ts';
export { SUBJECTS, SWATCHES, swatchOf } from './drawings.ts';
export type { Subject, Swatch } from './drawings.ts';
export type { SeedImageKind } from './images.ts';

/** Every generated collection, built with one independent rng per generator. */
export interface SeedContent {
  properties: SeedProperty[];
  products: SeedProduct[];
  tenantOffers: SeedTenantOffer[];
  blogPosts: SeedBlogPost[];
}

/** Default seed of the demo database. */
export const DEFAULT_SEED = 20260301;

/**
 * Builds all generated content from one seed and one base date (e.g. the day the database is
 * seeded). Each generator gets its own rng derived from the seed, so changing one generator does
 * not reshuffle the others.
 */
export function buildSeedContent(seed: number, baseDate: Date): SeedContent {
  return {
    properties: generateProperties(createRng(seed ^ 0x1001), baseDate),
    products: generateProducts(createRng(seed ^ 0x2002), baseDate),
    tenantOffers: generateTenantOffers(createRng(seed ^ 0x3003), baseDate),
    blogPosts: generateBlogPosts(createRng(seed ^ 0x4004), baseDate),
  };
}
