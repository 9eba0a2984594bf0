/**
 * Which facts fit which kind of home (issue 22): a room or a studio has no bedrooms to count (a
 * room is itself the one room, a studio's bed is in its main room), and a house is not on a
 * floor of a building (its `totalFloors` are its own storeys). The property form asks only for
 * the facts that apply, the pages show only those, and the server stores a fact that does not
 * apply as absent (bedrooms 0, floor null) whatever it is sent: it is ignored, not refused, so a
 * client that kept an old value when the type changed still saves. The seed follows the rule.
 */

import type { Locale } from './locale.ts';

/** The kinds of home (the contract's and the database's property types). */
export const PROPERTY_TYPE_KEYS = ['room', 'studio', 'apartment', 'maisonette', 'house'] as const;
export type PropertyTypeKey = (typeof PROPERTY_TYPE_KEYS)[number];

export interface PropertyTypeFacts {
  /** It has bedrooms to count. */
  bedrooms: boolean;
  /** It is on a floor of a building (else `totalFloors` are its own storeys). */
  floor: boolean;
}

export const PROPERTY_TYPE_FACTS: Readonly<Record<PropertyTypeKey, PropertyTypeFacts>> = {
  room: { bedrooms: false, floor: true },
  studio: { bedrooms: false, floor: true },
  apartment: { bedrooms: true, floor: true },
  maisonette: { bedrooms: true, floor: true },
  house: { bedrooms: true, floor: false },
};

/** The facts of a type; every fact for a type not chosen yet. */
export function propertyTypeFacts(type: string): PropertyTypeFacts {
  return (PROPERTY_TYPE_FACTS as Readonly<Record<string, PropertyTypeFacts>>)[type] ?? { bedrooms: true, floor: true };
}

/** `values` with the facts that do not apply to its type as absent: bedrooms 0, floor null. */
export function withTypeFacts<T extends { type: string; bedrooms: number; floor?: number | null | undefined }>(values: T): T {
  const facts = propertyTypeFacts(values.type);
  return { ...values, bedrooms: facts.bedrooms ? values.bedrooms : 0, floor: facts.floor ? values.floor : null };
}

/** True when `values` state no fact its type does not have. */
export function followsTypeFacts(values: { type: string; bedrooms: number; floor: number | null }): boolean {
  const facts = propertyTypeFacts(values.type);
  return (facts.bedrooms || values.bedrooms === 0) && (facts.floor || values.floor === null);
}

/**
 * The advantages most owners list (the demo's too), in both languages. Owners type advantages
 * as free text in their language; one of these, typed in either language, is shown in the
 * page's, so an English page lists no Bulgarian "Тераса" under "In the home".
 */
export const ADVANTAGE_LABELS = {
  'near-metro': { bg: 'Близо до метро', en: 'Near the metro' },
  'public-transport': { bg: 'Добър градски транспорт', en: 'Good public transport' },
  'near-park': { bg: 'Близо до парк', en: 'Near a park' },
  'near-school': { bg: 'Близо до училище', en: 'Near a school' },
  'near-kindergarten': { bg: 'Близо до детска градина', en: 'Near a kindergarten' },
  'near-university': { bg: 'Близо до университет', en: 'Near a university' },
  'near-shops': { bg: 'Магазини наблизо', en: 'Shops nearby' },
  'near-mall': { bg: 'Близо до мол', en: 'Near a shopping centre' },
  'near-sea': { bg: 'Близо до морето', en: 'Near the sea' },
  'near-hospital': { bg: 'Близо до болница', en: 'Near a hospital' },
  'quiet-street': { bg: 'Тиха улица', en: 'Quiet street' },
  'balcony': { bg: 'Тераса', en: 'Balcony' },
  'elevator': { bg: 'Асансьор', en: 'Lift' },
  'parking': { bg: 'Паркомясто', en: 'Parking space' },
  'garage': { bg: 'Гараж', en: 'Garage' },
  'basement': { bg: 'Мазе', en: 'Storage cellar' },
  'renovated': { bg: 'След ремонт', en: 'Recently renovated' },
  'new-build': { bg: 'Ново строителство', en: 'New build' },
  'insulated': { bg: 'Саниран блок', en: 'Insulated building' },
  'security': { bg: 'Охрана и видеонаблюдение', en: 'Security and CCTV' },
  'gated-complex': { bg: 'Затворен комплекс', en: 'Gated complex' },
  'view': { bg: 'Гледка', en: 'View' },
  'south-facing': { bg: 'Южно изложение', en: 'South-facing' },
  'yard': { bg: 'Двор', en: 'Garden' },
} as const satisfies Readonly<Record<string, Readonly<Record<Locale, string>>>>;

const ADVANTAGE_BY_TEXT: ReadonlyMap<string, Readonly<Record<Locale, string>>> = new Map(
  Object.values(ADVANTAGE_LABELS).flatMap((label: Readonly<Record<Locale, string>>) => Object.values(label).map((text) => [text.toLowerCase(), label] as const)),
);

/** An advantage as typed, in `locale` when it is one of ADVANTAGE_LABELS (in any language), else as typed. */
export function advantageIn(text: string, locale: Locale): string {
  return ADVANTAGE_BY_TEXT.get(text.trim().toLowerCase())?.[locale] ?? text;
}
