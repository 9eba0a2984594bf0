/**
 * The shop: rooms, categories with filters, and generated products. Titles follow Bulgarian
 * shop conventions („Дъбова масичка за кафе „Орхус“ / "Aarhus oak coffee table"), with the
 * adjective agreeing with the noun's gender.
 */
import type { Room } from '../../../../domain/constants.ts';
import { swatchOf } from './drawings.ts';
import type { Subject, Swatch } from './drawings.ts';
import { wallOf } from './images.ts';
import { CATEGORY_DEFS } from './productCategories.ts';
import type { CategoryDef, ProductTemplate } from './productCategories.ts';
import { MODEL_NAMES } from './productVocabulary.ts';
import type { ValueDef } from './productVocabulary.ts';
import { isoBefore } from './random.ts';
import type { Rng } from './random.ts';
import { capitalize, lowerFirst } from './types.ts';
import type { Localized } from './types.ts';
import { vendorFor } from './vendors.ts';
import type { VendorSpeciality } from './vendors.ts';

/** The colour a product's picture is drawn in: its colour filter's value, else its material's or its frame's. */
function pictureColour(valueOf: (filterKey: string) => string | undefined): Swatch | undefined {
  return swatchOf(valueOf('colour')) ?? swatchOf(valueOf('material')) ?? swatchOf(valueOf('frame'));
}

export interface SeedRoom {
  key: Room;
  name: Localized;
  order: number;
}

/** The room-picker entries, gifts included (product §2). */
export const PRODUCT_ROOMS: readonly SeedRoom[] = [
  { key: 'hallway', order: 1, name: { bg: 'Антре', en: 'Hallway' } },
  { key: 'living-room', order: 2, name: { bg: 'Всекидневна', en: 'Living room' } },
  { key: 'kitchen', order: 3, name: { bg: 'Кухня', en: 'Kitchen' } },
  { key: 'bedroom', order: 4, name: { bg: 'Спалня', en: 'Bedroom' } },
  { key: 'bathroom', order: 5, name: { bg: 'Баня', en: 'Bathroom' } },
  { key: 'terrace', order: 6, name: { bg: 'Тераса', en: 'Terrace' } },
  { key: 'garden', order: 7, name: { bg: 'Градина', en: 'Garden' } },
  { key: 'gifts', order: 8, name: { bg: 'Подаръци', en: 'Gifts' } },
];

export interface SeedFilterValue {
  key: string;
  label: Localized;
}

export interface SeedCategoryFilter {
  /** Unique within its category (e.g. 'colour', 'material', 'size'). */
  key: string;
  name: Localized;
  values: SeedFilterValue[];
}

export interface SeedProductCategory {
  /** Stable key, e.g. 'coffee-tables'. */
  key: string;
  room: Room;
  name: Localized;
  description: Localized;
  /** Listed on the promo categories page. */
  promo: boolean;
  /** Display order within the room, from 1. */
  order: number;
  /** 2–4 filters (GET /api/product/category/filters/{id}). */
  filters: SeedCategoryFilter[];
  /** VENDORS keys of the shops that sell in this category. */
  vendorKeys: string[];
  /** Seed for images.ts (kind 'product'). */
  imageSeed: number;
  /** What its picture draws: its first product kind, in its first colour (or material). */
  picture: { subject: Subject; colour: Swatch | undefined };
}

export const PRODUCT_CATEGORIES: readonly SeedProductCategory[] = CATEGORY_DEFS.map((def, index) => ({
  key: def.key,
  room: def.room,
  name: def.name,
  description: def.description,
  promo: def.promo,
  order: CATEGORY_DEFS.filter((other) => other.room === def.room).indexOf(def) + 1,
  filters: def.filters.map((filter) => ({
    key: filter.key,
    name: filter.name,
    values: filter.values.map((value) => ({ key: value.key, label: value.label })),
  })),
  vendorKeys: def.vendors.map((speciality) => vendorFor(speciality).key),
  imageSeed: 500 + index * 7,
  picture: {
    subject: (def.templates[0] as ProductTemplate).draw,
    colour: pictureColour((key) => def.filters.find((filter) => filter.key === key)?.values[0]?.key),
  },
}));

export const PRODUCT_CATEGORY_BY_KEY: ReadonlyMap<string, SeedProductCategory> = new Map(PRODUCT_CATEGORIES.map((c) => [c.key, c]));

/** One filter value of a product in one of its categories. */
export interface SeedProductAttribute {
  categoryKey: string;
  filterKey: string;
  valueKey: string;
}

export interface SeedProduct {
  /** Stable key, 'product-001'. */
  key: string;
  vendorKey: string;
  /** The main category first; some products are also listed under housewarming gifts. */
  categoryKeys: string[];
  title: Localized;
  /** Three sentences: a pitch, the characteristics, a shop note. */
  description: Localized;
  /** Euro cents, excluding VAT. */
  price: number;
  /** Euro cents, strictly below price; null when there is no promotion (~20 % have one). */
  promoPrice: number | null;
  /** A value for every filter of every category in categoryKeys. */
  attributes: SeedProductAttribute[];
  /** Units in stock (0 for a few). */
  stock: number;
  /** Seed for images.ts (kind 'product'). */
  imageSeed: number;
  /** What its pictures draw (its template's subject) and in which colour (its colour, else its material). */
  picture: { subject: Subject; colour: Swatch | undefined };
  /** ISO 8601, within the 180 days before the base date. */
  createdAt: string;
}

/**
 * The shop's note closing a description: `any` suits anything the shop sells, `own` only products
 * of its speciality (a washing temperature, a bulb).
 */
const CLOSERS: Record<VendorSpeciality, { any: Localized; own: Localized }> = {
  furniture: {
    any: { bg: 'Гаранция 24 месеца и резервни части поне пет години.', en: '24-month warranty, with spare parts for at least five years.' },
    own: { bg: 'Доставка и внасяне до апартамента в рамките на 5–10 работни дни.', en: 'Delivered and carried into your flat within 5–10 working days.' },
  },
  textiles: {
    any: { bg: 'Изпращаме в рамките на един работен ден, с безплатна доставка.', en: 'Dispatched within one working day, with free delivery.' },
    own: { bg: 'Пере се в пералня на 40 °C и не губи цвета си.', en: 'Machine washable at 40 °C without losing its colour.' },
  },
  kitchenware: {
    any: { bg: 'Връщане в рамките на 30 дни без обяснения.', en: 'Returns accepted within 30 days, no questions asked.' },
    own: { bg: 'Изпращаме от Пловдив в рамките на един работен ден.', en: 'Dispatched from Plovdiv within one working day.' },
  },
  lighting: {
    any: { bg: 'Гаранция 24 месеца и безплатна консултация за осветлението на цялото жилище.', en: '24-month warranty and free advice on lighting your whole home.' },
    own: { bg: 'Крушката не е включена, освен при моделите с интегриран LED.', en: 'Bulb not included, except on integrated LED models.' },
  },
  bathroom: {
    any: { bg: 'Доставка от склада ни във Варна за 2–4 работни дни.', en: 'Delivered from our Varna warehouse in 2–4 working days.' },
    own: { bg: 'Гаранция пет години за смесителите и две години за мебелите.', en: 'Five-year warranty on taps and two years on furniture.' },
  },
  garden: {
    any: { bg: 'Доставка до цялата страна за 3–5 работни дни.', en: 'Delivered nationwide in 3–5 working days.' },
    own: { bg: 'Обадете ни се за безплатен съвет какво е подходящо за вашия балкон или двор.', en: 'Call us for free advice on what suits your balcony or garden.' },
  },
  decor: {
    any: { bg: 'Безплатна доставка до цялата страна.', en: 'Free delivery across Bulgaria.' },
    own: { bg: 'Всяка поръчка пристига подаръчно опакована.', en: 'Every order arrives gift-wrapped.' },
  },
  appliances: {
    any: { bg: 'Гаранция 24 месеца с възможност за удължаване.', en: '24-month warranty, with an optional extension.' },
    own: { bg: 'Безплатно инсталиране в Бургас и региона.', en: 'Free installation in Burgas and the region.' },
  },
};

/** Shop-style prices: 8,90 / 49,90 / 449,00 euros. */
function shopPrice(euros: number): number {
  if (euros < 200) return Math.max(1, Math.round(euros)) * 100 - 10;
  return Math.round(euros / 10) * 1000 - 100;
}

function chooseValues(rng: Rng, def: CategoryDef, template: ProductTemplate | null): Map<string, ValueDef> {
  const chosen = new Map<string, ValueDef>();
  for (const filter of def.filters) {
    const allowed = template?.only?.[filter.key];
    const pool = allowed ? filter.values.filter((value) => allowed.includes(value.key)) : filter.values;
    chosen.set(filter.key, rng.pick(pool.length > 0 ? pool : filter.values));
  }
  return chosen;
}

function titleAdjectiveKey(def: CategoryDef, template: ProductTemplate): string | null {
  if (template.adj !== undefined) return template.adj;
  if (def.filters.some((f) => f.key === 'material')) return 'material';
  if (def.filters.some((f) => f.key === 'colour')) return 'colour';
  return null;
}

function buildTitle(def: CategoryDef, template: ProductTemplate, values: Map<string, ValueDef>, model: Localized): Localized {
  const adjKey = titleAdjectiveKey(def, template);
  const adjective = adjKey ? values.get(adjKey)?.adj : undefined;
  const suffix = template.suffix ? values.get(template.suffix)?.label : undefined;
  const bgHead = capitalize(adjective ? `${adjective[template.g]} ${template.noun.bg}` : template.noun.bg);
  const enHead = adjective ? `${adjective.en} ${template.noun.en}` : template.noun.en;
  return {
    bg: `${bgHead} „${model.bg}“${suffix ? ` – ${suffix.bg}` : ''}`,
    en: `${model.en} ${enHead}${suffix ? ` – ${lowerFirst(suffix.en)}` : ''}`,
  };
}

function attributesSentence(def: CategoryDef, values: Map<string, ValueDef>): Localized {
  const parts = def.filters.map((filter) => {
    const value = values.get(filter.key);
    return {
      bg: `${lowerFirst(filter.name.bg)} – ${value ? lowerFirst(value.label.bg) : ''}`,
      en: `${lowerFirst(filter.name.en)} – ${value ? lowerFirst(value.label.en) : ''}`,
    };
  });
  return {
    bg: `Характеристики: ${parts.map((p) => p.bg).join(', ')}.`,
    en: `Details: ${parts.map((p) => p.en).join(', ')}.`,
  };
}

/** Categories with the products each gets: an even share, the remainder to random categories. */
function slots(rng: Rng, count: number): CategoryDef[] {
  const base = Math.floor(count / CATEGORY_DEFS.length);
  const extra = new Set(rng.sample(CATEGORY_DEFS.map((d) => d.key), count - base * CATEGORY_DEFS.length));
  const list = CATEGORY_DEFS.flatMap((def) => Array.from({ length: base + (extra.has(def.key) ? 1 : 0) }, () => def));
  return rng.shuffle(list);
}

const GIFT_CATEGORY_KEY = 'housewarming-gifts';

/**
 * Generates `count` products spread evenly over all categories of all rooms. Each product belongs
 * to one of its category's vendors, in turn, and has a value for every filter of its categories.
 */
/** Two products whose pictures a visitor could mistake side by side: the same thing, colour and wall. */
function looksAlike(a: SeedProduct, b: SeedProduct): boolean {
  return a.picture.subject === b.picture.subject && a.picture.colour === b.picture.colour && wallOf(a.imageSeed) === wallOf(b.imageSeed);
}

/**
 * Moves a product's picture to the next wall while it looks like one of the two before it in a
 * category's default order (cheapest first): two, so that neighbours still differ when the one
 * between them leaves the shop.
 */
function varyNeighbours(products: readonly SeedProduct[]): void {
  for (const def of CATEGORY_DEFS) {
    const listed = products.filter((product) => product.categoryKeys.includes(def.key)).sort((a, b) => (a.promoPrice ?? a.price) - (b.promoPrice ?? b.price));
    listed.forEach((product, index) => {
      const before = listed.slice(Math.max(0, index - 2), index);
      while (before.some((other) => looksAlike(other, product))) product.imageSeed += 1;
    });
  }
}

export function generateProducts(rng: Rng, baseDate: Date, count = 320): SeedProduct[] {
  const giftDef = CATEGORY_DEFS.find((d) => d.key === GIFT_CATEGORY_KEY);
  if (!giftDef) throw new Error('housewarming-gifts category missing');
  const titles = new Set<string>();
  const madeIn = new Map<string, number>();

  const generated = slots(rng, count).map((def, index): SeedProduct => {
    const template = rng.pick(def.templates);
    // The category's shops take turns, so each category is a marketplace of several shops.
    const turn = madeIn.get(def.key) ?? 0;
    madeIn.set(def.key, turn + 1);
    const speciality = def.vendors[turn % def.vendors.length] as VendorSpeciality;
    const values = chooseValues(rng, def, template);

    let model = rng.pick(MODEL_NAMES);
    let title = buildTitle(def, template, values, model);
    for (let attempt = 0; attempt < 12 && titles.has(title.bg); attempt += 1) {
      model = rng.pick(MODEL_NAMES);
      title = buildTitle(def, template, values, model);
    }
    titles.add(title.bg);

    const pitch = rng.pick(def.pitches);
    const details = attributesSentence(def, values);
    const notes = CLOSERS[speciality];
    const closer = speciality === def.vendors[0] ? rng.pick([notes.any, notes.own]) : notes.any;
    const description: Localized = {
      bg: `${pitch.bg.replaceAll('{model}', model.bg)} ${details.bg} ${closer.bg}`,
      en: `${pitch.en.replaceAll('{model}', model.en)} ${details.en} ${closer.en}`,
    };

    const price = shopPrice(rng.int(template.price[0], template.price[1]));
    const promoted = rng.chance(def.promo ? 0.35 : 0.15);
    const promoCandidate = shopPrice((price / 100) * rng.float(0.7, 0.88));
    const promoPrice = promoted && promoCandidate < price && promoCandidate > 0 ? promoCandidate : null;

    const attributes: SeedProductAttribute[] = def.filters.map((filter) => ({
      categoryKey: def.key,
      filterKey: filter.key,
      valueKey: values.get(filter.key)?.key ?? '',
    }));
    const categoryKeys = [def.key];
    if (template.giftable && def.key !== GIFT_CATEGORY_KEY && rng.chance(0.25)) {
      categoryKeys.push(GIFT_CATEGORY_KEY);
      const giftValues = chooseValues(rng, giftDef, null);
      for (const filter of giftDef.filters) {
        attributes.push({ categoryKey: GIFT_CATEGORY_KEY, filterKey: filter.key, valueKey: giftValues.get(filter.key)?.key ?? '' });
      }
    }

    return {
      key: `product-${String(index + 1).padStart(3, '0')}`,
      vendorKey: vendorFor(speciality).key,
      categoryKeys,
      title,
      description,
      price,
      promoPrice,
      attributes,
      stock: rng.chance(0.05) ? 0 : rng.int(1, 80),
      imageSeed: rng.int(1, 99999),
      picture: { subject: template.draw, colour: pictureColour((key) => values.get(key)?.key) },
      createdAt: isoBefore(baseDate, rng.int(0, 179), rng.int(0, 24 * 60 - 1)),
    };
  });
  varyNeighbours(generated);
  return generated;
}
