/**
 * The property settings (GET /api/property/settings, /api/property/appliances): keys with labels
 * in both languages. Generators also use the `phrase` texts inside descriptions.
 */
import { ADVANTAGE_LABELS } from '../../../../domain/propertyFacts.ts';
import type { BgGender, Localized, SeedOption } from './types.ts';

export type PropertyTypeKey = 'studio' | 'one-bedroom' | 'two-bedroom' | 'three-bedroom' | 'maisonette' | 'house' | 'room';
export type ConstructionKey = 'brick' | 'panel' | 'epk' | 'reinforced-concrete';
export type HeatingKey = 'central' | 'gas' | 'electric' | 'air-conditioner' | 'fireplace' | 'none';
export type FurnitureKey = 'furnished' | 'semi-furnished' | 'unfurnished';

export interface PropertyTypeOption extends SeedOption {
  key: PropertyTypeKey;
  /** Lower-case noun used inside titles ("двустаен апартамент" / "one-bedroom flat"). */
  noun: Localized;
  /** Gender of the Bulgarian noun, for adjective agreement in titles. */
  gender: BgGender;
}

export interface ConstructionOption extends SeedOption {
  key: ConstructionKey;
  /** "в тухлена сграда" / "in a brick building". */
  building: Localized;
}

export interface HeatingOption extends SeedOption {
  key: HeatingKey;
  /** A full sentence for descriptions. */
  sentence: Localized;
}

export interface AdvantageOption extends SeedOption {
  /** What is nearby, for "Наблизо има …" sentences; null when the option is not a place. */
  phrase: Localized | null;
  /** Only meaningful in these cities (the metro, the sea); absent means everywhere. */
  onlyCityKeys?: readonly string[];
}

export const PROPERTY_TYPES: readonly PropertyTypeOption[] = [
  { key: 'studio', order: 1, label: { bg: 'Едностаен апартамент', en: 'Studio' }, noun: { bg: 'едностаен апартамент', en: 'studio flat' }, gender: 'm' },
  { key: 'one-bedroom', order: 2, label: { bg: 'Двустаен апартамент', en: 'One-bedroom flat' }, noun: { bg: 'двустаен апартамент', en: 'one-bedroom flat' }, gender: 'm' },
  { key: 'two-bedroom', order: 3, label: { bg: 'Тристаен апартамент', en: 'Two-bedroom flat' }, noun: { bg: 'тристаен апартамент', en: 'two-bedroom flat' }, gender: 'm' },
  { key: 'three-bedroom', order: 4, label: { bg: 'Четиристаен апартамент', en: 'Three-bedroom flat' }, noun: { bg: 'четиристаен апартамент', en: 'three-bedroom flat' }, gender: 'm' },
  { key: 'maisonette', order: 5, label: { bg: 'Мезонет', en: 'Maisonette' }, noun: { bg: 'мезонет', en: 'maisonette' }, gender: 'm' },
  { key: 'house', order: 6, label: { bg: 'Къща', en: 'House' }, noun: { bg: 'къща', en: 'house' }, gender: 'f' },
  { key: 'room', order: 7, label: { bg: 'Стая', en: 'Room' }, noun: { bg: 'стая в споделен апартамент', en: 'room in a shared flat' }, gender: 'f' },
];

export const CONSTRUCTION_TYPES: readonly ConstructionOption[] = [
  { key: 'brick', order: 1, label: { bg: 'Тухла', en: 'Brick' }, building: { bg: 'в тухлена сграда', en: 'in a brick building' } },
  { key: 'panel', order: 2, label: { bg: 'Панел', en: 'Panel' }, building: { bg: 'в панелен блок', en: 'in a prefabricated panel block' } },
  { key: 'epk', order: 3, label: { bg: 'ЕПК', en: 'EPK (cast-in-place panels)' }, building: { bg: 'в блок от ЕПК', en: 'in an EPK block' } },
  {
    key: 'reinforced-concrete',
    order: 4,
    label: { bg: 'Монолит', en: 'Reinforced concrete' },
    building: { bg: 'в монолитна сграда', en: 'in a reinforced-concrete building' },
  },
];

export const HEATING_TYPES: readonly HeatingOption[] = [
  {
    key: 'central',
    order: 1,
    label: { bg: 'ТЕЦ (парно)', en: 'District heating' },
    sentence: { bg: 'Отоплението е на ТЕЦ (парно), с индивидуални уреди за отчитане.', en: 'Heating comes from the district network, with individual meters.' },
  },
  {
    key: 'gas',
    order: 2,
    label: { bg: 'Газ', en: 'Gas' },
    sentence: { bg: 'Жилището се отоплява на газ, с котел и радиатори във всяка стая.', en: 'The home is heated by a gas boiler with radiators in every room.' },
  },
  {
    key: 'electric',
    order: 3,
    label: { bg: 'Ток', en: 'Electric' },
    sentence: { bg: 'Отоплението е на ток – с електрически радиатори и нощна тарифа.', en: 'Heating is electric, with wall radiators on the night tariff.' },
  },
  {
    key: 'air-conditioner',
    order: 4,
    label: { bg: 'Климатик', en: 'Air conditioning' },
    sentence: { bg: 'Инверторните климатици отопляват през зимата и охлаждат през лятото.', en: 'Inverter air conditioners heat the home in winter and cool it in summer.' },
  },
  {
    key: 'fireplace',
    order: 5,
    label: { bg: 'Камина', en: 'Fireplace' },
    sentence: { bg: 'В дневната има камина с водна риза, която затопля цялото жилище.', en: 'A fireplace with a back boiler in the living room warms the whole home.' },
  },
  {
    key: 'none',
    order: 6,
    label: { bg: 'Без отопление', en: 'No heating' },
    sentence: { bg: 'Жилището няма отоплителна инсталация и е най-подходящо за лятото.', en: 'There is no heating system, so it suits the warmer months best.' },
  },
];

export const FURNITURE_TYPES: readonly (SeedOption & { key: FurnitureKey })[] = [
  { key: 'furnished', order: 1, label: { bg: 'Обзаведен', en: 'Furnished' } },
  { key: 'semi-furnished', order: 2, label: { bg: 'Полуобзаведен', en: 'Part-furnished' } },
  { key: 'unfurnished', order: 3, label: { bg: 'Необзаведен', en: 'Unfurnished' } },
];

export interface ApplianceOption extends SeedOption {
  /** Lower-case form for lists inside sentences. */
  phrase: Localized;
}

/** Appliances of a property, in display order (product §3: "Appliance: has an order field"). */
export const APPLIANCES: readonly ApplianceOption[] = [
  { key: 'fridge', order: 1, label: { bg: 'Хладилник', en: 'Fridge' }, phrase: { bg: 'хладилник', en: 'a fridge' } },
  { key: 'oven', order: 2, label: { bg: 'Фурна', en: 'Oven' }, phrase: { bg: 'фурна', en: 'an oven' } },
  { key: 'hob', order: 3, label: { bg: 'Котлони', en: 'Hob' }, phrase: { bg: 'котлони', en: 'a hob' } },
  { key: 'extractor-hood', order: 4, label: { bg: 'Абсорбатор', en: 'Extractor hood' }, phrase: { bg: 'абсорбатор', en: 'an extractor hood' } },
  { key: 'washing-machine', order: 5, label: { bg: 'Пералня', en: 'Washing machine' }, phrase: { bg: 'пералня', en: 'a washing machine' } },
  { key: 'dishwasher', order: 6, label: { bg: 'Съдомиялна', en: 'Dishwasher' }, phrase: { bg: 'съдомиялна', en: 'a dishwasher' } },
  { key: 'microwave', order: 7, label: { bg: 'Микровълнова фурна', en: 'Microwave' }, phrase: { bg: 'микровълнова фурна', en: 'a microwave' } },
  { key: 'dryer', order: 8, label: { bg: 'Сушилня', en: 'Tumble dryer' }, phrase: { bg: 'сушилня', en: 'a tumble dryer' } },
  { key: 'boiler', order: 9, label: { bg: 'Бойлер', en: 'Water heater' }, phrase: { bg: 'бойлер', en: 'a water heater' } },
  { key: 'air-conditioner', order: 10, label: { bg: 'Климатик', en: 'Air conditioner' }, phrase: { bg: 'климатик', en: 'air conditioning' } },
  { key: 'tv', order: 11, label: { bg: 'Телевизор', en: 'TV' }, phrase: { bg: 'телевизор', en: 'a TV' } },
  { key: 'internet', order: 12, label: { bg: 'Интернет', en: 'Internet' }, phrase: { bg: 'интернет', en: 'internet' } },
  { key: 'coffee-machine', order: 13, label: { bg: 'Кафемашина', en: 'Coffee machine' }, phrase: { bg: 'кафемашина', en: 'a coffee machine' } },
  { key: 'vacuum-cleaner', order: 14, label: { bg: 'Прахосмукачка', en: 'Vacuum cleaner' }, phrase: { bg: 'прахосмукачка', en: 'a vacuum cleaner' } },
  { key: 'iron', order: 15, label: { bg: 'Ютия', en: 'Iron' }, phrase: { bg: 'ютия', en: 'an iron' } },
];

export const LOCATION_ADVANTAGES: readonly AdvantageOption[] = [
  { key: 'near-metro', order: 1, label: ADVANTAGE_LABELS['near-metro'], phrase: { bg: 'метростанция', en: 'a metro station' }, onlyCityKeys: ['sofia'] },
  {
    key: 'public-transport',
    order: 2,
    label: ADVANTAGE_LABELS['public-transport'],
    phrase: { bg: 'спирки на градския транспорт', en: 'public transport stops' },
  },
  { key: 'near-park', order: 3, label: ADVANTAGE_LABELS['near-park'], phrase: { bg: 'парк', en: 'a park' } },
  { key: 'near-school', order: 4, label: ADVANTAGE_LABELS['near-school'], phrase: { bg: 'училище', en: 'a school' } },
  { key: 'near-kindergarten', order: 5, label: ADVANTAGE_LABELS['near-kindergarten'], phrase: { bg: 'детска градина', en: 'a kindergarten' } },
  { key: 'near-university', order: 6, label: ADVANTAGE_LABELS['near-university'], phrase: { bg: 'университет', en: 'a university' } },
  { key: 'near-shops', order: 7, label: ADVANTAGE_LABELS['near-shops'], phrase: { bg: 'супермаркет', en: 'a supermarket' } },
  { key: 'near-mall', order: 8, label: ADVANTAGE_LABELS['near-mall'], phrase: { bg: 'търговски център', en: 'a shopping centre' } },
  {
    key: 'near-sea',
    order: 9,
    label: ADVANTAGE_LABELS['near-sea'],
    phrase: { bg: 'плаж', en: 'a beach' },
    onlyCityKeys: ['varna', 'burgas'],
  },
  { key: 'near-hospital', order: 10, label: ADVANTAGE_LABELS['near-hospital'], phrase: { bg: 'болница', en: 'a hospital' } },
  { key: 'quiet-street', order: 11, label: ADVANTAGE_LABELS['quiet-street'], phrase: null },
];

export const PROPERTY_ADVANTAGES: readonly AdvantageOption[] = [
  { key: 'balcony', order: 1, label: ADVANTAGE_LABELS['balcony'], phrase: null },
  { key: 'elevator', order: 2, label: ADVANTAGE_LABELS['elevator'], phrase: null },
  { key: 'parking', order: 3, label: ADVANTAGE_LABELS['parking'], phrase: null },
  { key: 'garage', order: 4, label: ADVANTAGE_LABELS['garage'], phrase: null },
  { key: 'basement', order: 5, label: ADVANTAGE_LABELS['basement'], phrase: null },
  { key: 'renovated', order: 6, label: ADVANTAGE_LABELS['renovated'], phrase: null },
  { key: 'new-build', order: 7, label: ADVANTAGE_LABELS['new-build'], phrase: null },
  { key: 'insulated', order: 8, label: ADVANTAGE_LABELS['insulated'], phrase: null },
  { key: 'security', order: 9, label: ADVANTAGE_LABELS['security'], phrase: null },
  { key: 'gated-complex', order: 10, label: ADVANTAGE_LABELS['gated-complex'], phrase: null },
  { key: 'view', order: 11, label: ADVANTAGE_LABELS['view'], phrase: null },
  { key: 'south-facing', order: 12, label: ADVANTAGE_LABELS['south-facing'], phrase: null },
  { key: 'yard', order: 13, label: ADVANTAGE_LABELS['yard'], phrase: null },
];

/** Property status values (not shown in the specification; designed here, translated in both languages). */
export const PROPERTY_STATUSES = ['active', 'inactive', 'rented'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const PROPERTY_STATUS_LABELS: Readonly<Record<PropertyStatus, Localized>> = {
  active: { bg: 'Активна', en: 'Active' },
  inactive: { bg: 'Неактивна', en: 'Inactive' },
  rented: { bg: 'Отдадена', en: 'Rented' },
};
