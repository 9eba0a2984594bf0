/**
 * Cleaning and moving services (product §3: "Service groups have a name and items with serviceKey,
 * price, type, quantity/hours/sqm/months, severity"). Line cost (product §10 "Cleaning"): price × quantity
 * (or hours or sqm) × months when present × the severity multiplier (level 2: 1.3, level 3: 1.5).
 */
import type { Localized } from './types.ts';

export type ServiceType = 'regular' | 'subscription' | 'moving' | 'moving-transport';
export type ServiceUnit = 'quantity' | 'hours' | 'sqm';
export type CleaningType = 'one-time' | 'deep' | 'moving';

export interface SeedServiceItem {
  /** Stable kebab-case key, unique across all groups (the cleaning cart keys on it). */
  serviceKey: string;
  name: Localized;
  /** Euro cents per unit (per piece, hour or square metre; per month for subscriptions). */
  price: number;
  type: ServiceType;
  unit: ServiceUnit;
  /** The customer may choose how dirty it is (level 1–3). */
  severityCapable: boolean;
  cleaningType: CleaningType;
  /** Default number of months for a subscription; null for every other type. */
  months: number | null;
  /** Smallest sensible amount in the unit (1 piece, 2 hours, 20 m²). */
  minimum: number;
  /** Largest amount one order line may hold. */
  maximum: number;
}

export interface SeedServiceGroup {
  /** Stable key, e.g. 'one-time-kitchen'. */
  key: string;
  name: Localized;
  description: Localized;
  cleaningType: CleaningType;
  order: number;
  items: SeedServiceItem[];
}

type ItemRow = readonly [
  serviceKey: string,
  bg: string,
  en: string,
  euros: number,
  unit: ServiceUnit,
  severityCapable: boolean,
  minimum?: number,
  maximum?: number,
];

/** The largest amount of a line unless an item says otherwise: 20 pieces, 12 hours, 500 m². */
const DEFAULT_MAXIMUM: Readonly<Record<ServiceUnit, number>> = { quantity: 20, hours: 12, sqm: 500 };

function group(
  key: string,
  order: number,
  cleaningType: CleaningType,
  type: ServiceType,
  name: Localized,
  description: Localized,
  rows: readonly ItemRow[],
  months: number | null = null,
): SeedServiceGroup {
  return {
    key,
    order,
    cleaningType,
    name,
    description,
    items: rows.map(([serviceKey, bg, en, euros, unit, severityCapable, minimum, maximum]) => ({
      serviceKey,
      name: { bg, en },
      price: Math.round(euros * 100),
      type,
      unit,
      severityCapable,
      cleaningType,
      months,
      minimum: minimum ?? 1,
      maximum: maximum ?? DEFAULT_MAXIMUM[unit],
    })),
  };
}

export const SERVICE_GROUPS: readonly SeedServiceGroup[] = [
  // ─── One-time cleaning ────────────────────────────────────────────────────────────────────
  group(
    'one-time-rooms',
    1,
    'one-time',
    'regular',
    { bg: 'Стаи', en: 'Rooms' },
    { bg: 'Прахосмукачка, забърсване на прах и повърхности, измиване на подовете.', en: 'Vacuuming, dusting, wiping surfaces and mopping the floors.' },
    [
      ['one-time-bedroom', 'Спалня или детска стая', 'Bedroom or nursery', 18, 'quantity', true],
      ['one-time-living-room', 'Всекидневна', 'Living room', 24, 'quantity', true],
      ['one-time-hallway', 'Антре и коридор', 'Hallway and corridor', 10, 'quantity', false],
      ['one-time-balcony', 'Тераса или балкон', 'Balcony or terrace', 12, 'quantity', true],
    ],
  ),
  group(
    'one-time-kitchen',
    2,
    'one-time',
    'regular',
    { bg: 'Кухня', en: 'Kitchen' },
    { bg: 'Плотове, шкафове отвън, мивка, котлони и уредите по избор.', en: 'Worktops, cupboard fronts, sink, hob and the appliances you choose.' },
    [
      ['one-time-kitchen', 'Кухня – основно почистване', 'Kitchen – standard clean', 25, 'quantity', true],
      ['one-time-oven', 'Фурна отвътре', 'Inside the oven', 18, 'quantity', true],
      ['one-time-fridge', 'Хладилник отвътре', 'Inside the fridge', 15, 'quantity', false],
      ['one-time-dishes', 'Миене на съдове', 'Washing up', 12, 'hours', false],
    ],
  ),
  group(
    'one-time-bathroom',
    3,
    'one-time',
    'regular',
    { bg: 'Баня и тоалетна', en: 'Bathroom and WC' },
    { bg: 'Вана или душ, мивка, тоалетна, огледала и плочки.', en: 'Bath or shower, basin, toilet, mirrors and tiles.' },
    [
      ['one-time-bathroom', 'Баня с тоалетна', 'Bathroom with WC', 20, 'quantity', true],
      ['one-time-toilet', 'Самостоятелна тоалетна', 'Separate WC', 10, 'quantity', true],
      ['one-time-limescale', 'Премахване на варовик', 'Limescale removal', 14, 'quantity', true],
    ],
  ),
  group(
    'one-time-windows',
    4,
    'one-time',
    'regular',
    { bg: 'Прозорци и гладене', en: 'Windows and ironing' },
    { bg: 'Прозорци от двете страни с рамките, щори и гладене на час.', en: 'Windows inside and out with frames, blinds, and ironing by the hour.' },
    [
      ['one-time-windows', 'Прозорци (на кв. м стъкло)', 'Windows (per m² of glass)', 2.5, 'sqm', true, 5, 150],
      ['one-time-blinds', 'Щори', 'Blinds', 8, 'quantity', true],
      ['one-time-ironing', 'Гладене', 'Ironing', 14, 'hours', false],
    ],
  ),
  // ─── Deep cleaning ────────────────────────────────────────────────────────────────────────
  group(
    'deep-whole-home',
    5,
    'deep',
    'regular',
    { bg: 'Основно почистване на жилище', en: 'Whole-home deep clean' },
    {
      bg: 'Цялото жилище отгоре до долу: шкафове отвътре, первази, врати, фуги, уреди.',
      en: 'The whole home from top to bottom: inside cupboards, sills, doors, grout, appliances.',
    },
    [
      ['deep-home', 'Основно почистване (на кв. м)', 'Deep clean (per m²)', 3.2, 'sqm', true, 30],
      ['deep-after-renovation', 'Почистване след ремонт (на кв. м)', 'After-renovation clean (per m²)', 4.5, 'sqm', true, 30],
      ['deep-move-out', 'Почистване при напускане (на кв. м)', 'Move-out clean (per m²)', 3.8, 'sqm', true, 30],
    ],
  ),
  group(
    'deep-upholstery',
    6,
    'deep',
    'regular',
    { bg: 'Пране на мека мебел и килими', en: 'Upholstery and carpet washing' },
    { bg: 'Машинно пране с екстрактор на място, изсъхва за 4–6 часа.', en: 'On-site extraction cleaning; dries in 4–6 hours.' },
    [
      ['deep-sofa-seat', 'Пране на диван (на седящо място)', 'Sofa wash (per seat)', 15, 'quantity', true],
      ['deep-mattress', 'Пране на матрак', 'Mattress wash', 25, 'quantity', true],
      ['deep-carpet', 'Пране на килим (на кв. м)', 'Carpet wash (per m²)', 4, 'sqm', true, 4, 100],
      ['deep-chair', 'Пране на тапициран стол', 'Upholstered chair wash', 6, 'quantity', false],
    ],
  ),
  group(
    'deep-kitchen-bathroom',
    7,
    'deep',
    'regular',
    { bg: 'Основно почистване на кухня и баня', en: 'Kitchen and bathroom deep clean' },
    { bg: 'Обезмасляване, премахване на варовик, дезинфекция и почистване на фугите.', en: 'Degreasing, limescale removal, disinfection and grout cleaning.' },
    [
      ['deep-kitchen', 'Основно почистване на кухня', 'Kitchen deep clean', 60, 'quantity', true],
      ['deep-bathroom', 'Основно почистване на баня', 'Bathroom deep clean', 45, 'quantity', true],
      ['deep-extractor-hood', 'Обезмасляване на абсорбатор', 'Extractor hood degreasing', 20, 'quantity', true],
    ],
  ),
  // ─── Subscription ─────────────────────────────────────────────────────────────────────────
  group(
    'subscription-cleaning',
    8,
    'one-time',
    'subscription',
    { bg: 'Абонаментно почистване', en: 'Cleaning subscription' },
    {
      bg: 'Една и съща домакиня по един и същ график. Цената е месечна; абонаментът заменя всички други услуги в количката.',
      en: 'The same cleaner on the same schedule. The price is monthly; a subscription replaces every other service in the cart.',
    },
    [
      // One home per subscription: the amount is always 1, the months are chosen.
      ['subscription-weekly', 'Всяка седмица (4 посещения по 3 часа месечно)', 'Weekly (4 visits of 3 hours a month)', 150, 'quantity', false, 1, 1],
      ['subscription-biweekly', 'През седмица (2 посещения по 3 часа месечно)', 'Every other week (2 visits of 3 hours a month)', 85, 'quantity', false, 1, 1],
    ],
    3,
  ),
  // ─── Moving ───────────────────────────────────────────────────────────────────────────────
  group(
    'moving-services',
    9,
    'moving',
    'moving',
    { bg: 'Хамалски услуги', en: 'Moving services' },
    {
      bg: 'Хамали, опаковане, демонтаж и монтаж на мебели. Минималната поръчка е два часа.',
      en: 'Movers, packing, and taking furniture apart and putting it back together. Two hours minimum.',
    },
    [
      // Hours of movers add up: three movers for four hours are 12 hours.
      ['moving-movers', 'Хамалин (на час)', 'Mover (per hour)', 15, 'hours', false, 2, 48],
      ['moving-packing', 'Опаковане (на час)', 'Packing (per hour)', 12, 'hours', false, 2, 24],
      ['moving-furniture-assembly', 'Демонтаж и монтаж на мебели (на час)', 'Furniture disassembly and assembly (per hour)', 18, 'hours', false, 1, 16],
      ['moving-boxes', 'Кашон с тиксо', 'Box with tape', 1.8, 'quantity', false, 10, 200],
      ['moving-heavy-item', 'Пренасяне на тежък предмет (пиано, сейф)', 'Heavy item carry (piano, safe)', 120, 'quantity', false, 1, 5],
      ['moving-disposal', 'Извозване на стара мебел', 'Old furniture removal', 25, 'quantity', false],
    ],
  ),
  group(
    'moving-transport',
    10,
    'moving',
    'moving-transport',
    { bg: 'Транспорт', en: 'Transport' },
    {
      bg: 'Бус до 3,5 т с шофьор, който помага при товаренето: за малко багаж, вместо хамали. Поръчва се самостоятелно.',
      en: 'A van up to 3.5 t with a driver who helps with loading: for a small load, instead of movers. Ordered on its own.',
    },
    [['moving-transport-van', 'Бус с шофьор (на час)', 'Van with driver (per hour)', 35, 'hours', false, 2]],
  ),
];

/** Every item of every group, for lookups by serviceKey. */
export const SERVICE_ITEMS: readonly SeedServiceItem[] = SERVICE_GROUPS.flatMap((g) => g.items);

/** The severity multipliers of product §9, for the README and tests. */
export const SEVERITY_LEVELS: readonly { level: 1 | 2 | 3; multiplier: number; label: Localized }[] = [
  { level: 1, multiplier: 1, label: { bg: 'Нормално', en: 'Normal' } },
  { level: 2, multiplier: 1.3, label: { bg: 'Замърсено', en: 'Dirty' } },
  { level: 3, multiplier: 1.5, label: { bg: 'Силно замърсено', en: 'Very dirty' } },
];
