/**
 * Real Bulgarian cities with real districts (квартали / райони). Coordinates are approximate
 * centres; `priceFactor` scales rents against Sofia (city) and against the city average (district).
 */
import type { GeoPoint, Localized } from './types.ts';

/** What the housing stock of a district mostly looks like; drives construction and building year. */
export type HousingProfile = 'central' | 'panel' | 'mixed' | 'new-build' | 'houses';

export interface SeedDistrict {
  /** Stable key, `${cityKey}-${slug}`, e.g. 'sofia-lozenets'. */
  key: string;
  name: Localized;
  /** Approximate centre of the district. */
  gps: GeoPoint;
  /** Rent multiplier against the city average (0.85..1.2). */
  priceFactor: number;
  housing: HousingProfile;
  /** A metro station within walking distance (Sofia only). */
  metro?: boolean;
  /** The sea or the Sea Garden within walking distance. */
  sea?: boolean;
}

export interface SeedCity {
  /** Stable key, e.g. 'sofia'. */
  key: string;
  name: Localized;
  /** City centre. */
  gps: GeoPoint;
  /** Rent multiplier against Sofia (Sofia = 1). */
  priceFactor: number;
  /** Share of the demo rentals placed in this city (relative weight). */
  listingWeight: number;
  /** The city has a district-heating network (ТЕЦ / парно). */
  districtHeating: boolean;
  districts: readonly SeedDistrict[];
}

type DistrictRow = readonly [slug: string, bg: string, en: string, lat: number, lng: number, priceFactor: number, housing: HousingProfile, extra?: { metro?: boolean; sea?: boolean }];

function city(
  key: string,
  name: Localized,
  gps: GeoPoint,
  priceFactor: number,
  listingWeight: number,
  districtHeating: boolean,
  rows: readonly DistrictRow[],
): SeedCity {
  return {
    key,
    name,
    gps,
    priceFactor,
    listingWeight,
    districtHeating,
    districts: rows.map(([slug, bg, en, lat, lng, factor, housing, extra]) => ({
      key: `${key}-${slug}`,
      name: { bg, en },
      gps: { lat, lng },
      priceFactor: factor,
      housing,
      ...extra,
    })),
  };
}

export const CITIES: readonly SeedCity[] = [
  city('sofia', { bg: 'София', en: 'Sofia' }, { lat: 42.6977, lng: 23.3219 }, 1, 34, true, [
    ['center', 'Център', 'Center', 42.696, 23.324, 1.12, 'central', { metro: true }],
    ['lozenets', 'Лозенец', 'Lozenets', 42.679, 23.323, 1.12, 'mixed', { metro: true }],
    ['iztok', 'Изток', 'Iztok', 42.67, 23.351, 1.08, 'mixed', { metro: true }],
    ['boyana', 'Бояна', 'Boyana', 42.646, 23.268, 1.1, 'houses'],
    ['manastirski-livadi', 'Манастирски ливади', 'Manastirski livadi', 42.666, 23.295, 1.04, 'new-build'],
    ['vitosha', 'Витоша', 'Vitosha', 42.653, 23.29, 1.02, 'new-build'],
    ['mladost', 'Младост', 'Mladost', 42.648, 23.378, 0.98, 'panel', { metro: true }],
    ['studentski-grad', 'Студентски град', 'Studentski grad', 42.652, 23.345, 0.95, 'mixed'],
    ['druzhba', 'Дружба', 'Druzhba', 42.665, 23.402, 0.9, 'panel', { metro: true }],
    ['ovcha-kupel', 'Овча купел', 'Ovcha kupel', 42.68, 23.252, 0.9, 'panel', { metro: true }],
    ['lyulin', 'Люлин', 'Lyulin', 42.713, 23.26, 0.88, 'panel', { metro: true }],
    ['nadezhda', 'Надежда', 'Nadezhda', 42.733, 23.303, 0.88, 'panel', { metro: true }],
  ]),
  city('plovdiv', { bg: 'Пловдив', en: 'Plovdiv' }, { lat: 42.1354, lng: 24.7453 }, 0.7, 13, true, [
    ['center', 'Център', 'Center', 42.144, 24.749, 1.15, 'central'],
    ['kapana', 'Капана', 'Kapana', 42.148, 24.748, 1.15, 'central'],
    ['karshiyaka', 'Кършияка', 'Karshiyaka', 42.156, 24.744, 1.0, 'mixed'],
    ['kamenitsa', 'Каменица', 'Kamenitsa', 42.139, 24.759, 1.05, 'mixed'],
    ['kyuchuk-parizh', 'Кючук Париж', 'Kyuchuk Parizh', 42.125, 24.738, 0.92, 'mixed'],
    ['smirnenski', 'Смирненски', 'Smirnenski', 42.13, 24.73, 0.95, 'new-build'],
    ['trakia', 'Тракия', 'Trakia', 42.136, 24.79, 0.88, 'panel'],
    ['zapaden', 'Западен', 'Zapaden', 42.142, 24.715, 0.9, 'panel'],
  ]),
  city('varna', { bg: 'Варна', en: 'Varna' }, { lat: 43.2141, lng: 27.9147 }, 0.78, 12, false, [
    ['center', 'Център', 'Center', 43.205, 27.912, 1.15, 'central', { sea: true }],
    ['gratska-mahala', 'Гръцка махала', 'Gratska mahala', 43.199, 27.913, 1.12, 'central', { sea: true }],
    ['briz', 'Бриз', 'Briz', 43.226, 27.948, 1.1, 'new-build', { sea: true }],
    ['chayka', 'Чайка', 'Chayka', 43.224, 27.94, 1.0, 'panel', { sea: true }],
    ['levski', 'Левски', 'Levski', 43.22, 27.925, 0.95, 'mixed'],
    ['mladost', 'Младост', 'Mladost', 43.221, 27.885, 0.88, 'panel'],
    ['vazrazhdane', 'Възраждане', 'Vazrazhdane', 43.236, 27.875, 0.85, 'panel'],
    ['vladislavovo', 'Владиславово', 'Vladislavovo', 43.248, 27.88, 0.85, 'panel'],
    ['asparuhovo', 'Аспарухово', 'Asparuhovo', 43.182, 27.895, 0.9, 'houses', { sea: true }],
  ]),
  city('burgas', { bg: 'Бургас', en: 'Burgas' }, { lat: 42.5048, lng: 27.4626 }, 0.7, 9, true, [
    ['center', 'Център', 'Center', 42.496, 27.47, 1.15, 'central', { sea: true }],
    ['lazur', 'Лазур', 'Lazur', 42.505, 27.48, 1.08, 'mixed', { sea: true }],
    ['vazrazhdane', 'Възраждане', 'Vazrazhdane', 42.5, 27.465, 1.0, 'central'],
    ['slaveykov', 'Славейков', 'Slaveykov', 42.522, 27.458, 0.9, 'panel'],
    ['izgrev', 'Изгрев', 'Izgrev', 42.513, 27.447, 0.92, 'panel'],
    ['zornitsa', 'Зорница', 'Zornitsa', 42.511, 27.45, 0.92, 'panel'],
    ['meden-rudnik', 'Меден рудник', 'Meden rudnik', 42.466, 27.427, 0.85, 'panel'],
    ['sarafovo', 'Сарафово', 'Sarafovo', 42.56, 27.52, 1.05, 'houses', { sea: true }],
  ]),
  city('ruse', { bg: 'Русе', en: 'Ruse' }, { lat: 43.8356, lng: 25.9657 }, 0.52, 6, true, [
    ['center', 'Център', 'Center', 43.848, 25.954, 1.12, 'central'],
    ['vazrazhdane', 'Възраждане', 'Vazrazhdane', 43.84, 25.945, 0.98, 'mixed'],
    ['rodina', 'Родина', 'Rodina', 43.843, 25.97, 0.95, 'panel'],
    ['zdravets', 'Здравец', 'Zdravets', 43.834, 25.968, 0.92, 'panel'],
    ['druzhba', 'Дружба', 'Druzhba', 43.825, 25.98, 0.9, 'panel'],
    ['charodeyka', 'Чародейка', 'Charodeyka', 43.822, 25.955, 0.9, 'panel'],
  ]),
  city('stara-zagora', { bg: 'Стара Загора', en: 'Stara Zagora' }, { lat: 42.4258, lng: 25.6345 }, 0.52, 5, false, [
    ['center', 'Център', 'Center', 42.425, 25.626, 1.12, 'central'],
    ['zheleznik', 'Железник', 'Zheleznik', 42.415, 25.65, 0.95, 'panel'],
    ['kazanski', 'Казански', 'Kazanski', 42.412, 25.625, 0.95, 'panel'],
    ['tri-chuchura', 'Три чучура', 'Tri chuchura', 42.435, 25.61, 0.92, 'panel'],
    ['samara', 'Самара', 'Samara', 42.425, 25.655, 0.92, 'panel'],
    ['opalchenski', 'Опълченски', 'Opalchenski', 42.431, 25.642, 1.02, 'mixed'],
  ]),
  city('veliko-tarnovo', { bg: 'Велико Търново', en: 'Veliko Tarnovo' }, { lat: 43.0757, lng: 25.6172 }, 0.55, 5, false, [
    ['center', 'Център', 'Center', 43.081, 25.629, 1.12, 'central'],
    ['varusha', 'Варуша', 'Varusha', 43.085, 25.638, 1.1, 'houses'],
    ['kartala', 'Картала', 'Kartala', 43.07, 25.605, 0.95, 'panel'],
    ['buzludzha', 'Бузлуджа', 'Buzludzha', 43.08, 25.6, 0.92, 'panel'],
    ['akatsia', 'Акация', 'Akatsia', 43.062, 25.608, 0.92, 'panel'],
    ['kolyu-ficheto', 'Колю Фичето', 'Kolyu Ficheto', 43.076, 25.601, 0.95, 'mixed'],
  ]),
  city('pleven', { bg: 'Плевен', en: 'Pleven' }, { lat: 43.417, lng: 24.6067 }, 0.46, 4, true, [
    ['center', 'Център', 'Center', 43.417, 24.61, 1.12, 'central'],
    ['druzhba', 'Дружба', 'Druzhba', 43.4, 24.62, 0.92, 'panel'],
    ['storgoziya', 'Сторгозия', 'Storgoziya', 43.395, 24.595, 0.9, 'panel'],
    ['mara-dencheva', 'Мара Денчева', 'Mara Dencheva', 43.424, 24.62, 0.95, 'panel'],
    ['shiroko-tsentar', 'Широк център', 'Wider center', 43.411, 24.603, 1.02, 'mixed'],
  ]),
  city('blagoevgrad', { bg: 'Благоевград', en: 'Blagoevgrad' }, { lat: 42.0209, lng: 23.0943 }, 0.55, 4, false, [
    ['center', 'Център', 'Center', 42.015, 23.096, 1.12, 'central'],
    ['varosha', 'Вароша', 'Varosha', 42.01, 23.105, 1.05, 'houses'],
    ['elenovo', 'Еленово', 'Elenovo', 42.028, 23.106, 0.92, 'panel'],
    ['strumsko', 'Струмско', 'Strumsko', 42.032, 23.084, 0.92, 'panel'],
    ['zapad', 'Запад', 'Zapad', 42.014, 23.08, 0.95, 'mixed'],
  ]),
  city('shumen', { bg: 'Шумен', en: 'Shumen' }, { lat: 43.2706, lng: 26.9229 }, 0.45, 3, true, [
    ['center', 'Център', 'Center', 43.271, 26.925, 1.12, 'central'],
    ['trakia', 'Тракия', 'Trakia', 43.263, 26.942, 0.92, 'panel'],
    ['boyan-bulgaranov', 'Боян Българанов', 'Boyan Bulgaranov', 43.28, 26.918, 0.95, 'panel'],
    ['dobrudzhanski', 'Добруджански', 'Dobrudzhanski', 43.278, 26.94, 0.92, 'panel'],
    ['herson', 'Херсон', 'Herson', 43.264, 26.913, 0.95, 'mixed'],
  ]),
  city('gabrovo', { bg: 'Габрово', en: 'Gabrovo' }, { lat: 42.8742, lng: 25.3187 }, 0.42, 3, true, [
    ['center', 'Център', 'Center', 42.875, 25.318, 1.12, 'central'],
    ['trendafil', 'Трендафил', 'Trendafil', 42.888, 25.332, 0.92, 'panel'],
    ['mladost', 'Младост', 'Mladost', 42.86, 25.32, 0.92, 'panel'],
    ['borovo', 'Борово', 'Borovo', 42.893, 25.323, 0.95, 'mixed'],
    ['radetski', 'Радецки', 'Radetski', 42.865, 25.315, 0.95, 'mixed'],
  ]),
];

export const CITY_BY_KEY: ReadonlyMap<string, SeedCity> = new Map(CITIES.map((c) => [c.key, c]));

export const DISTRICT_BY_KEY: ReadonlyMap<string, { city: SeedCity; district: SeedDistrict }> = new Map(
  CITIES.flatMap((c) => c.districts.map((d) => [d.key, { city: c, district: d }] as const)),
);

export function getCity(key: string): SeedCity {
  const found = CITY_BY_KEY.get(key);
  if (!found) throw new Error(`Unknown city key ${key}`);
  return found;
}

export function isCenterDistrict(district: SeedDistrict): boolean {
  return district.key.endsWith('-center');
}
