import { ROOM_PICKER_VALUES } from '../../domain/constants.ts';
import {
  AGENCIES,
  APPLIANCES,
  BLOG_CATEGORIES,
  CITIES,
  CITY_BY_KEY,
  CONSTRUCTION_TYPES,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DISTRICT_BY_KEY,
  FURNITURE_TYPES,
  HEATING_TYPES,
  LOCATION_ADVANTAGES,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_BY_KEY,
  PRODUCT_ROOMS,
  PROPERTY_ADVANTAGES,
  PROPERTY_STATUSES,
  PROPERTY_STATUS_LABELS,
  PROPERTY_TYPES,
  REGULAR_USERS,
  SEED_USERS,
  SERVICE_GROUPS,
  SERVICE_ITEMS,
  SEVERITY_LEVELS,
  UNIVERSITIES,
  UNIVERSITY_BY_KEY,
  USER_BY_KEY,
  VENDORS,
  VENDOR_BY_KEY,
  buildSeedContent,
  createRng,
  generateBlogPosts,
  generateProducts,
  generateProperties,
  generateTenantOffers,
  initialsOf,
  SWATCHES,
  renderSeedImage,
} from '../../server/db/seed/content/index.ts';
import type { SeedImageKind } from '../../server/db/seed/content/index.ts';

const BASE_DATE = new Date('2026-03-01T09:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const CYRILLIC = /[\u0400-\u04FF]/;

const properties = generateProperties(createRng(1), BASE_DATE);
const products = generateProducts(createRng(2), BASE_DATE);
const offers = generateTenantOffers(createRng(3), BASE_DATE);
const posts = generateBlogPosts(createRng(4), BASE_DATE);

function keysOf(items: readonly { key: string }[]): Set<string> {
  return new Set(items.map((item) => item.key));
}

function expectUnique(values: readonly string[]): void {
  expect(new Set(values).size).toBe(values.length);
}

/** Every `{ bg, en }` object anywhere inside `value`, with its path. */
function collectLocalized(value: unknown, path: string, found: { path: string; bg: unknown; en: unknown }[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectLocalized(item, `${path}[${index}]`, found));
    return;
  }
  if (value instanceof Map) {
    for (const [key, item] of value) collectLocalized(item, `${path}.${String(key)}`, found);
    return;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.includes('bg') && keys.includes('en')) found.push({ path, bg: record.bg, en: record.en });
    for (const key of keys) if (key !== 'bg' && key !== 'en') collectLocalized(record[key], `${path}.${key}`, found);
  }
}

describe('seed content: counts', () => {
  it('has at least 10 cities, each with 4 to 12 districts', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(10);
    for (const city of CITIES) {
      expect(city.districts.length).toBeGreaterThanOrEqual(4);
      expect(city.districts.length).toBeLessThanOrEqual(12);
    }
  });

  it('has at least 12 universities', () => {
    expect(UNIVERSITIES.length).toBeGreaterThanOrEqual(12);
  });

  it('generates at least 200 properties by default, Sofia the heaviest, every city present', () => {
    expect(properties.length).toBe(220);
    expect(properties.length).toBeGreaterThanOrEqual(200);
    const perCity = new Map<string, number>();
    for (const property of properties) perCity.set(property.cityKey, (perCity.get(property.cityKey) ?? 0) + 1);
    for (const city of CITIES) expect(perCity.get(city.key) ?? 0).toBeGreaterThan(0);
    const sofia = perCity.get('sofia') ?? 0;
    for (const [cityKey, count] of perCity) if (cityKey !== 'sofia') expect(sofia).toBeGreaterThan(count);
  });

  it('generates at least 300 products by default', () => {
    expect(products.length).toBe(320);
    expect(products.length).toBeGreaterThanOrEqual(300);
  });

  it('honours the count argument', () => {
    expect(generateProperties(createRng(9), BASE_DATE, 15)).toHaveLength(15);
    expect(generateProducts(createRng(9), BASE_DATE, 40)).toHaveLength(40);
    expect(generateTenantOffers(createRng(9), BASE_DATE, 7)).toHaveLength(7);
  });

  it('has 8 vendors, at least 2 with free delivery (null), the rest with a positive whole-cent fee', () => {
    expect(VENDORS).toHaveLength(8);
    expect(VENDORS.filter((v) => v.deliveryPrice === null).length).toBeGreaterThanOrEqual(2);
    for (const vendor of VENDORS) {
      if (vendor.deliveryPrice !== null) {
        expect(Number.isInteger(vendor.deliveryPrice)).toBe(true);
        expect(vendor.deliveryPrice).toBeGreaterThan(0);
      }
    }
    expect(new Set(VENDORS.map((v) => v.speciality)).size).toBe(8);
  });

  it('has 5 agencies', () => {
    expect(AGENCIES).toHaveLength(5);
  });

  it('generates 40 flatmate offers by default', () => {
    expect(offers).toHaveLength(40);
  });

  it('has 20 posts in at least 3 categories, 4 of them highlighted', () => {
    expect(posts).toHaveLength(20);
    expect(new Set(posts.flatMap((p) => p.categoryKeys)).size).toBeGreaterThanOrEqual(3);
    expect(BLOG_CATEGORIES.length).toBeGreaterThanOrEqual(5);
    expect(posts.filter((p) => p.highlighted)).toHaveLength(4);
  });

  it('has at least 3 categories for each of the 8 room-picker values, gifts included', () => {
    expect(ROOM_PICKER_VALUES).toHaveLength(8);
    for (const room of ROOM_PICKER_VALUES) {
      expect(PRODUCT_CATEGORIES.filter((c) => c.room === room).length).toBeGreaterThanOrEqual(3);
    }
    expect(PRODUCT_ROOMS.map((r) => r.key)).toEqual([...ROOM_PICKER_VALUES]);
  });

  it('has at least 12 appliances with distinct orders and 10 options of each advantage kind', () => {
    expect(APPLIANCES.length).toBeGreaterThanOrEqual(12);
    expectUnique(APPLIANCES.map((a) => String(a.order)));
    expect(LOCATION_ADVANTAGES.length).toBeGreaterThanOrEqual(10);
    expect(PROPERTY_ADVANTAGES.length).toBeGreaterThanOrEqual(10);
    expect(PROPERTY_TYPES.map((t) => t.key)).toEqual(
      expect.arrayContaining(['studio', 'one-bedroom', 'two-bedroom', 'three-bedroom', 'maisonette', 'house', 'room']),
    );
    expect(CONSTRUCTION_TYPES.map((t) => t.key)).toEqual(expect.arrayContaining(['brick', 'panel', 'epk', 'reinforced-concrete']));
    expect(HEATING_TYPES.map((t) => t.key)).toEqual(expect.arrayContaining(['central', 'gas', 'electric', 'air-conditioner', 'fireplace', 'none']));
    expect(FURNITURE_TYPES.map((t) => t.key)).toEqual(['furnished', 'semi-furnished', 'unfurnished']);
  });
});

describe('seed content: determinism', () => {
  it('gives the same output for the same seed and base date', () => {
    expect(generateProperties(createRng(1), BASE_DATE)).toEqual(properties);
    expect(generateProducts(createRng(2), BASE_DATE)).toEqual(products);
    expect(generateTenantOffers(createRng(3), BASE_DATE)).toEqual(offers);
    expect(generateBlogPosts(createRng(4), BASE_DATE)).toEqual(posts);
    expect(buildSeedContent(42, BASE_DATE)).toEqual(buildSeedContent(42, BASE_DATE));
  });

  it('gives different output for a different seed', () => {
    expect(generateProperties(createRng(99), BASE_DATE)).not.toEqual(properties);
    expect(generateProducts(createRng(99), BASE_DATE)).not.toEqual(products);
  });

  it('createRng is a reproducible stream in [0, 1)', () => {
    const a = createRng(123);
    const b = createRng(123);
    for (let i = 0; i < 1000; i += 1) {
      const value = a.next();
      expect(value).toBe(b.next());
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
    const rng = createRng(5);
    for (let i = 0; i < 200; i += 1) {
      const n = rng.int(2, 4);
      expect([2, 3, 4]).toContain(n);
    }
    expect(() => rng.pick([])).toThrow();
  });
});

describe('seed content: keys and referential integrity', () => {
  it('has unique keys everywhere', () => {
    expectUnique(CITIES.map((c) => c.key));
    expectUnique(CITIES.flatMap((c) => c.districts.map((d) => d.key)));
    expectUnique(UNIVERSITIES.map((u) => u.key));
    expectUnique(AGENCIES.map((a) => a.key));
    expectUnique(VENDORS.map((v) => v.key));
    expectUnique(SEED_USERS.map((u) => u.key));
    expectUnique(SEED_USERS.map((u) => u.email));
    expectUnique(PRODUCT_CATEGORIES.map((c) => c.key));
    expectUnique(properties.map((p) => p.key));
    expectUnique(products.map((p) => p.key));
    expectUnique(products.map((p) => p.title.bg));
    expectUnique(offers.map((o) => o.key));
    expectUnique(posts.map((p) => p.key));
    expectUnique(BLOG_CATEGORIES.map((c) => c.key));
    expectUnique(SERVICE_ITEMS.map((i) => i.serviceKey));
    for (const category of PRODUCT_CATEGORIES) expectUnique(category.filters.map((f) => f.key));
  });

  it('district keys start with their city key', () => {
    for (const city of CITIES) for (const district of city.districts) expect(district.key.startsWith(`${city.key}-`)).toBe(true);
  });

  it('universities sit in seeded cities and, when known, districts of that city', () => {
    for (const university of UNIVERSITIES) {
      expect(CITY_BY_KEY.has(university.cityKey)).toBe(true);
      if (university.districtKey !== null) expect(DISTRICT_BY_KEY.get(university.districtKey)?.city.key).toBe(university.cityKey);
    }
  });

  it('agencies and vendors are owned by accounts of the matching type that point back', () => {
    for (const agency of AGENCIES) {
      expect(CITY_BY_KEY.has(agency.cityKey)).toBe(true);
      const owner = USER_BY_KEY.get(agency.ownerKey);
      expect(owner?.type).toBe('agency');
      expect(owner?.agencyKey).toBe(agency.key);
    }
    for (const vendor of VENDORS) {
      expect(CITY_BY_KEY.has(vendor.cityKey)).toBe(true);
      const owner = USER_BY_KEY.get(vendor.ownerKey);
      expect(owner?.type).toBe('vendor');
      expect(owner?.vendorKey).toBe(vendor.key);
    }
    for (const user of SEED_USERS) {
      expect(CITY_BY_KEY.has(user.cityKey)).toBe(true);
      if (user.agencyKey !== null) expect(AGENCIES.find((a) => a.key === user.agencyKey)?.ownerKey).toBe(user.key);
      if (user.vendorKey !== null) expect(VENDOR_BY_KEY.get(user.vendorKey)?.ownerKey).toBe(user.key);
      expect(user.type === 'agency').toBe(user.agencyKey !== null);
      expect(user.type === 'vendor').toBe(user.vendorKey !== null);
    }
  });

  it('properties reference existing cities, districts, owners, agencies and options', () => {
    const applianceKeys = keysOf(APPLIANCES);
    const locationKeys = keysOf(LOCATION_ADVANTAGES);
    const propertyAdvantageKeys = keysOf(PROPERTY_ADVANTAGES);
    for (const property of properties) {
      expect(CITY_BY_KEY.has(property.cityKey)).toBe(true);
      expect(DISTRICT_BY_KEY.get(property.districtKey)?.city.key).toBe(property.cityKey);
      const owner = USER_BY_KEY.get(property.ownerKey);
      expect(owner).toBeDefined();
      expect(owner?.type).not.toBe('vendor');
      if (property.agencyKey === null) {
        expect(owner?.type).toBe('user');
      } else {
        const agency = AGENCIES.find((a) => a.key === property.agencyKey);
        expect(agency?.ownerKey).toBe(property.ownerKey);
        expect(agency?.cityKey).toBe(property.cityKey);
      }
      expect(keysOf(PROPERTY_TYPES).has(property.type)).toBe(true);
      expect(keysOf(CONSTRUCTION_TYPES).has(property.construction)).toBe(true);
      expect(keysOf(HEATING_TYPES).has(property.heating)).toBe(true);
      expect(keysOf(FURNITURE_TYPES).has(property.furniture)).toBe(true);
      expect(PROPERTY_STATUSES).toContain(property.status);
      for (const key of property.appliances) expect(applianceKeys.has(key)).toBe(true);
      for (const key of property.locationAdvantages) expect(locationKeys.has(key)).toBe(true);
      for (const key of property.propertyAdvantages) expect(propertyAdvantageKeys.has(key)).toBe(true);
      if (property.locationAdvantages.includes('near-metro')) expect(property.cityKey).toBe('sofia');
      if (property.locationAdvantages.includes('near-sea')) expect(['varna', 'burgas']).toContain(property.cityKey);
    }
    expect(properties.some((p) => p.ownerKey === 'maria')).toBe(true);
    expect(properties.some((p) => p.ownerKey === 'agency-domus')).toBe(true);
  });

  it('product categories reference existing vendors; filters have 2–4 entries with values', () => {
    for (const category of PRODUCT_CATEGORIES) {
      expect(ROOM_PICKER_VALUES).toContain(category.room);
      expect(category.vendorKeys.length).toBeGreaterThan(0);
      for (const vendorKey of category.vendorKeys) expect(VENDOR_BY_KEY.has(vendorKey)).toBe(true);
      expect(category.filters.length).toBeGreaterThanOrEqual(2);
      expect(category.filters.length).toBeLessThanOrEqual(4);
      for (const filter of category.filters) {
        expect(filter.values.length).toBeGreaterThanOrEqual(2);
        expectUnique(filter.values.map((v) => v.key));
      }
    }
    expect(PRODUCT_CATEGORIES.some((c) => c.promo)).toBe(true);
    expect(PRODUCT_CATEGORIES.some((c) => !c.promo)).toBe(true);
  });

  it('products reference existing vendors and categories, with one valid value per filter', () => {
    for (const product of products) {
      const vendor = VENDOR_BY_KEY.get(product.vendorKey);
      expect(vendor).toBeDefined();
      expect(product.categoryKeys.length).toBeGreaterThan(0);
      const main = PRODUCT_CATEGORY_BY_KEY.get(product.categoryKeys[0] ?? '');
      expect(main?.vendorKeys).toContain(product.vendorKey);
      const expected: string[] = [];
      for (const categoryKey of product.categoryKeys) {
        const category = PRODUCT_CATEGORY_BY_KEY.get(categoryKey);
        expect(category).toBeDefined();
        for (const filter of category?.filters ?? []) expected.push(`${categoryKey}/${filter.key}`);
      }
      expect(product.attributes.map((a) => `${a.categoryKey}/${a.filterKey}`).sort()).toEqual(expected.sort());
      for (const attribute of product.attributes) {
        const filter = PRODUCT_CATEGORY_BY_KEY.get(attribute.categoryKey)?.filters.find((f) => f.key === attribute.filterKey);
        expect(filter?.values.map((v) => v.key)).toContain(attribute.valueKey);
      }
    }
    const usedCategories = new Set(products.flatMap((p) => p.categoryKeys));
    for (const category of PRODUCT_CATEGORIES) expect(usedCategories.has(category.key)).toBe(true);
    expect(products.some((p) => p.categoryKeys.length > 1)).toBe(true);
  });

  it('flatmate offers reference existing cities, districts, universities and regular users', () => {
    const regular = new Set(REGULAR_USERS.map((u) => u.key));
    for (const offer of offers) {
      expect(CITY_BY_KEY.has(offer.cityKey)).toBe(true);
      expect(DISTRICT_BY_KEY.get(offer.districtKey)?.city.key).toBe(offer.cityKey);
      if (offer.universityKey !== null) expect(UNIVERSITY_BY_KEY.get(offer.universityKey)?.cityKey).toBe(offer.cityKey);
      expect(regular.has(offer.ownerKey)).toBe(true);
      expect(offer.roommatesWanted).toBeGreaterThanOrEqual(1);
      expect(offer.roommatesWanted).toBeLessThanOrEqual(3);
      expect(['any', 'female', 'male']).toContain(offer.genderPreference);
      if (offer.genderPreference !== 'any') expect(USER_BY_KEY.get(offer.ownerKey)?.gender).toBe(offer.genderPreference);
      expect(offer.availableFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(offer.availableFrom > BASE_DATE.toISOString().slice(0, 10)).toBe(true);
    }
    expect(offers.some((o) => o.universityKey === null)).toBe(true);
    expect(offers.some((o) => o.universityKey !== null)).toBe(true);
  });

  it('blog posts reference existing blog and product categories; comments follow the post', () => {
    const blogCategoryKeys = keysOf(BLOG_CATEGORIES);
    for (const post of posts) {
      expect(post.categoryKeys.length).toBeGreaterThan(0);
      for (const key of post.categoryKeys) expect(blogCategoryKeys.has(key)).toBe(true);
      expect(post.linkedProductCategoryKeys.length).toBeGreaterThan(0);
      for (const key of post.linkedProductCategoryKeys) expect(PRODUCT_CATEGORY_BY_KEY.has(key)).toBe(true);
      const published = Date.parse(post.publishedAt);
      expect(published).toBeLessThanOrEqual(BASE_DATE.getTime());
      expect(published).toBeGreaterThan(BASE_DATE.getTime() - 366 * DAY_MS);
      expect(post.comments.length).toBeLessThanOrEqual(3);
      for (const comment of post.comments) {
        expect(Date.parse(comment.createdAt)).toBeGreaterThanOrEqual(published);
        expect(Date.parse(comment.createdAt)).toBeLessThanOrEqual(BASE_DATE.getTime());
        expect(comment.text.length).toBeGreaterThan(0);
        if (comment.language === 'bg') expect(comment.text).toMatch(CYRILLIC);
      }
      for (const language of ['bg', 'en'] as const) {
        const paragraphs = post.body[language].split('\n\n');
        expect(paragraphs.length).toBeGreaterThanOrEqual(3);
        expect(paragraphs.length).toBeLessThanOrEqual(5);
        for (const paragraph of paragraphs) expect(paragraph.trim().length).toBeGreaterThan(40);
      }
      expect(post.body.bg.split('\n\n')).toHaveLength(post.body.en.split('\n\n').length);
    }
    expect(posts.some((p) => p.comments.length > 0)).toBe(true);
  });
});

describe('seed content: money and dates', () => {
  it('property prices and deposits are whole cents; the deposit is one or two months', () => {
    for (const property of properties) {
      expect(Number.isInteger(property.price)).toBe(true);
      expect(property.price).toBeGreaterThan(0);
      expect([property.price, property.price * 2]).toContain(property.deposit);
      expect(Number.isInteger(property.billsEstimate)).toBe(true);
    }
  });

  it('a one-bedroom flat in Sofia costs about 500–800 € a month', () => {
    const rents = properties.filter((p) => p.cityKey === 'sofia' && p.type === 'one-bedroom').map((p) => p.price / 100);
    expect(rents.length).toBeGreaterThan(5);
    const sorted = [...rents].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    expect(median).toBeGreaterThanOrEqual(500);
    expect(median).toBeLessThanOrEqual(800);
    for (const rent of rents) {
      expect(rent).toBeGreaterThanOrEqual(400);
      expect(rent).toBeLessThanOrEqual(1000);
    }
  });

  it('properties are consistent: floors, rooms, dates, coordinates, image seeds', () => {
    for (const property of properties) {
      // A house has storeys, not a floor (domain/propertyFacts.ts).
      if (property.type === 'house') expect(property.floor).toBeNull();
      else {
        expect(property.floor).toBeGreaterThanOrEqual(1);
        expect(property.floor).toBeLessThanOrEqual(property.totalFloors);
      }
      expect(property.bathrooms).toBeGreaterThanOrEqual(1);
      expect(property.area).toBeGreaterThan(0);
      expect(property.buildingYear).toBeGreaterThanOrEqual(1900);
      expect(property.buildingYear).toBeLessThanOrEqual(BASE_DATE.getUTCFullYear());
      const created = Date.parse(property.createdAt);
      expect(created).toBeLessThanOrEqual(BASE_DATE.getTime());
      expect(created).toBeGreaterThanOrEqual(BASE_DATE.getTime() - 120 * DAY_MS);
      const city = CITY_BY_KEY.get(property.cityKey);
      expect(Math.abs(property.gpsCoordinates.lat - (city?.gps.lat ?? 0))).toBeLessThan(0.1);
      expect(Math.abs(property.gpsCoordinates.lng - (city?.gps.lng ?? 0))).toBeLessThan(0.1);
      expect(property.imageSeeds.length).toBeGreaterThanOrEqual(2);
      expect(property.imageSeeds.length).toBeLessThanOrEqual(5);
    }
    const premium = properties.filter((p) => p.premium).length / properties.length;
    expect(premium).toBeGreaterThan(0.03);
    expect(premium).toBeLessThan(0.2);
    const statuses = new Set(properties.map((p) => p.status));
    expect(statuses).toEqual(new Set(['active', 'inactive', 'rented']));
    expect(properties.filter((p) => p.status === 'active').length).toBeGreaterThan(properties.length * 0.7);
  });

  it('promo prices are strictly below the price; about a fifth of the products have one', () => {
    for (const product of products) {
      expect(Number.isInteger(product.price)).toBe(true);
      expect(product.price).toBeGreaterThan(0);
      if (product.promoPrice !== null) {
        expect(Number.isInteger(product.promoPrice)).toBe(true);
        expect(product.promoPrice).toBeGreaterThan(0);
        expect(product.promoPrice).toBeLessThan(product.price);
      }
      expect(product.stock).toBeGreaterThanOrEqual(0);
    }
    const share = products.filter((p) => p.promoPrice !== null).length / products.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.3);
  });

  it('flatmate offer rents are whole cents in a plausible range', () => {
    for (const offer of offers) {
      expect(Number.isInteger(offer.price)).toBe(true);
      expect(offer.price).toBeGreaterThanOrEqual(8000);
      expect(offer.price).toBeLessThanOrEqual(50000);
    }
  });
});

describe('seed content: services', () => {
  it('items have kebab-case keys, whole-cent prices and valid types, units and cleaning types', () => {
    for (const item of SERVICE_ITEMS) {
      expect(item.serviceKey).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Number.isInteger(item.price)).toBe(true);
      expect(item.price).toBeGreaterThan(0);
      expect(['regular', 'subscription', 'moving', 'moving-transport']).toContain(item.type);
      expect(['quantity', 'hours', 'sqm']).toContain(item.unit);
      expect(['one-time', 'deep', 'moving']).toContain(item.cleaningType);
      expect(item.months !== null).toBe(item.type === 'subscription');
    }
    for (const group of SERVICE_GROUPS) for (const item of group.items) expect(item.cleaningType).toBe(group.cleaningType);
  });

  it('has one-time, deep, subscription and moving services and exactly one moving-transport service', () => {
    expect(SERVICE_GROUPS.filter((g) => g.cleaningType === 'one-time' && g.items.every((i) => i.type === 'regular')).length).toBeGreaterThanOrEqual(3);
    expect(SERVICE_GROUPS.filter((g) => g.cleaningType === 'deep').length).toBeGreaterThanOrEqual(2);
    expect(SERVICE_ITEMS.filter((i) => i.type === 'subscription').length).toBeGreaterThanOrEqual(1);
    expect(SERVICE_ITEMS.filter((i) => i.type === 'moving').length).toBeGreaterThanOrEqual(3);
    expect(SERVICE_ITEMS.filter((i) => i.type === 'moving-transport')).toHaveLength(1);
    expect(SERVICE_ITEMS.some((i) => i.severityCapable)).toBe(true);
    expect(SERVICE_ITEMS.some((i) => i.unit === 'sqm')).toBe(true);
    expect(SERVICE_ITEMS.some((i) => i.unit === 'hours')).toBe(true);
    expect(SEVERITY_LEVELS.map((s) => s.multiplier)).toEqual([1, 1.3, 1.5]);
  });
});

describe('seed content: accounts and contacts', () => {
  it('documents one demo account per user type, all with the demo password', () => {
    expect(DEMO_PASSWORD).toBe('demo1234');
    expect(DEMO_ACCOUNTS.map((a) => a.type)).toEqual(['user', 'agency', 'vendor']);
    for (const account of DEMO_ACCOUNTS) {
      expect(account.password).toBe(DEMO_PASSWORD);
      expect(USER_BY_KEY.get(account.userKey)?.email).toBe(account.email);
      expect(USER_BY_KEY.get(account.userKey)?.type).toBe(account.type);
    }
    expect(USER_BY_KEY.get('maria')?.email).toBe('maria@domovik.test');
    expect(USER_BY_KEY.get('maria')?.credits).toBe(20);
    expect(USER_BY_KEY.get(AGENCIES[0]?.ownerKey ?? '')?.email).toBe('agency@domovik.test');
    expect(USER_BY_KEY.get(VENDORS[0]?.ownerKey ?? '')?.email).toBe('vendor@domovik.test');
    expect(REGULAR_USERS.length).toBeGreaterThanOrEqual(7);
  });

  it('uses reserved domains and Bulgarian mobile numbers', () => {
    for (const user of SEED_USERS) {
      expect(user.email).toMatch(/^[a-z0-9.-]+@domovik\.test$/);
      expect(user.name).toMatch(CYRILLIC);
      expect(user.nameLatin).not.toMatch(CYRILLIC);
      expect(user.phone).toMatch(/^08[789]\d \d{3} \d{3}$/);
    }
    for (const company of [...AGENCIES, ...VENDORS]) {
      expect(company.email).toMatch(/^[a-z0-9.-]+@example\.(bg|com)$/);
      expect(company.phone).toMatch(/^08[789]\d \d{3} \d{3}$/);
    }
    for (const vendor of VENDORS) expect(vendor.email).toMatch(/@example\.bg$/);
  });
});

describe('seed content: bilingual texts', () => {
  it('every Localized has a non-empty Cyrillic bg and a non-empty English en', () => {
    const found: { path: string; bg: unknown; en: unknown }[] = [];
    const everything = {
      CITIES,
      UNIVERSITIES,
      PROPERTY_TYPES,
      CONSTRUCTION_TYPES,
      HEATING_TYPES,
      FURNITURE_TYPES,
      APPLIANCES,
      LOCATION_ADVANTAGES,
      PROPERTY_ADVANTAGES,
      PROPERTY_STATUS_LABELS,
      AGENCIES,
      VENDORS,
      PRODUCT_ROOMS,
      PRODUCT_CATEGORIES,
      BLOG_CATEGORIES,
      SERVICE_GROUPS,
      SEVERITY_LEVELS,
      properties,
      products,
      offers,
      posts,
      moreProperties: generateProperties(createRng(77), BASE_DATE),
      moreProducts: generateProducts(createRng(77), BASE_DATE),
      moreOffers: generateTenantOffers(createRng(77), BASE_DATE),
    };
    collectLocalized(everything, 'content', found);
    expect(found.length).toBeGreaterThan(2000);
    const problems = found.filter(
      ({ bg, en }) =>
        typeof bg !== 'string' ||
        typeof en !== 'string' ||
        bg.trim() === '' ||
        en.trim() === '' ||
        !CYRILLIC.test(bg) ||
        CYRILLIC.test(en) ||
        bg.includes('{') ||
        en.includes('{') ||
        bg.includes('undefined') ||
        en.includes('undefined') ||
        /\s{2,}/.test(bg.replaceAll('\n\n', ' ')) ||
        /\s{2,}/.test(en.replaceAll('\n\n', ' ')),
    );
    expect(problems).toEqual([]);
  });

  it('uses "във" before в/ф and Bulgarian quotes around model names', () => {
    for (const property of properties) {
      expect(property.title.bg).not.toMatch(/ в [вфВФ]/);
    }
    for (const product of products) expect(product.title.bg).toMatch(/„[^“]+“/);
  });
});

describe('seed content: images', () => {
  const kinds: readonly SeedImageKind[] = ['property', 'product', 'vendor', 'agency', 'blog', 'roommate'];

  it('renders a self-contained, deterministic SVG for every kind', () => {
    for (const kind of kinds) {
      for (let seed = 0; seed < 6; seed += 1) {
        const svg = renderSeedImage(kind, seed, { label: 'Домус Имоти' });
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).not.toMatch(/<script/i);
        expect(svg).not.toMatch(/\bon[a-z]+=/i);
        expect(svg).not.toMatch(/(?:xlink:)?href=/);
        expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:/);
        expect(svg).not.toMatch(/url\((?!#)/);
        expect(renderSeedImage(kind, seed, { label: 'Домус Имоти' })).toBe(svg);
      }
      expect(renderSeedImage(kind, 1)).not.toBe(renderSeedImage(kind, 2));
      expect(renderSeedImage(kind, 3).length).toBeLessThan(12_000);
    }
  });

  it('escapes labels', () => {
    const label = '<script>alert("x")</script> & \'quotes\'';
    for (const kind of kinds) {
      const svg = renderSeedImage(kind, 4, { label });
      expect(svg).not.toContain('<script');
      expect(svg).not.toContain('alert("x")');
      if (kind !== 'vendor' && kind !== 'agency') expect(svg).toContain('&lt;script&gt;');
    }
    expect(renderSeedImage('agency', 1, { label: '<b>' })).toContain('&lt;b&gt;');
  });

  it('has a swatch for every colour value of every category, and draws each product in its colour', () => {
    for (const category of PRODUCT_CATEGORIES) {
      for (const value of category.filters.find((filter) => filter.key === 'colour')?.values ?? []) {
        expect([category.key, value.key, Object.hasOwn(SWATCHES, value.key)]).toEqual([category.key, value.key, true]);
      }
    }
    for (const product of products) {
      const colour = product.attributes.find((attribute) => attribute.filterKey === 'colour')?.valueKey;
      if (colour !== undefined) expect(product.picture.colour).toBe(colour);
    }
  });

  it('draws every blog post a different subject', () => {
    expectUnique(posts.map((post) => [...post.picture.subjects].sort().join(' ')));
  });

  it('draws initials for logos', () => {
    expect(initialsOf('Домус Имоти')).toBe('ДИ');
    expect(initialsOf('Тенджера и капак')).toBe('ТК');
    expect(initialsOf(undefined)).toBe('Д');
    expect(renderSeedImage('vendor', 1, { label: 'Мебели Дъбрава' })).toContain('>МД</text>');
  });
});
