/**
 * Generated rentals: realistic prices per city, district and size, consistent building data
 * (panel blocks from the 1970s and 80s, new reinforced-concrete buildings in the south of Sofia),
 * and bilingual titles and descriptions composed from fragments with correct Bulgarian agreement.
 */
import { AGENCIES } from './agencies.ts';
import { CITIES, isCenterDistrict } from './cities.ts';
import type { SeedCity, SeedDistrict } from './cities.ts';
import {
  APPLIANCES,
  CONSTRUCTION_TYPES,
  HEATING_TYPES,
  LOCATION_ADVANTAGES,
  PROPERTY_TYPES,
} from './propertyOptions.ts';
import type { ConstructionKey, FurnitureKey, HeatingKey, PropertyStatus, PropertyTypeKey } from './propertyOptions.ts';
import { apportion, isoAfter, isoBefore } from './random.ts';
import type { Rng } from './random.ts';
import { bgIn, bgWith, capitalize, joinList, ordinalBg, ordinalEn } from './types.ts';
import type { AdjectiveForms, GeoPoint, Localized } from './types.ts';
import { UNIVERSITIES } from './universities.ts';
import { REGULAR_USERS } from './users.ts';

export interface SeedProperty {
  /** Stable key, 'property-001'. */
  key: string;
  /** SEED_USERS key of the owner: an agency account or a regular user. */
  ownerKey: string;
  /** The agency listing the property, or null for a private landlord. */
  agencyKey: string | null;
  cityKey: string;
  /** District key (maps to district_id). */
  districtKey: string;
  type: PropertyTypeKey;
  construction: ConstructionKey;
  heating: HeatingKey;
  furniture: FurnitureKey;
  title: Localized;
  /** 2–4 sentences. */
  description: Localized;
  /** What the rent does not include (product §3's taxDescription). */
  taxDescription: Localized;
  /** Estimated monthly utilities in euro cents (product §3's billsMeta). */
  billsEstimate: number;
  /** Monthly rent in euro cents. */
  price: number;
  /** Deposit in euro cents: one or two months' rent. */
  deposit: number;
  /** Square metres. */
  area: number;
  /** Null for a house, whose totalFloors are its storeys (domain/propertyFacts.ts). */
  floor: number | null;
  totalFloors: number;
  /** 0 for a studio and a room, which have no bedrooms to count (domain/propertyFacts.ts). */
  bedrooms: number;
  bathrooms: number;
  buildingYear: number;
  gpsCoordinates: GeoPoint;
  petFriendly: boolean;
  /** APPLIANCES keys, in their display order. */
  appliances: string[];
  /** LOCATION_ADVANTAGES keys. */
  locationAdvantages: string[];
  /** PROPERTY_ADVANTAGES keys. */
  propertyAdvantages: string[];
  status: PropertyStatus;
  premium: boolean;
  /** ISO 8601: when a premium property's promotion ends, 3 to 24 days after the base date; null otherwise. */
  premiumUntil: string | null;
  /** ISO 8601, within the 120 days before the base date. */
  createdAt: string;
  /** 2–5 seeds for images.ts (kind 'property'). */
  imageSeeds: number[];
}

/** Sofia rent range in euros per type, before the city and district factors. */
const TYPE_PROFILE: Record<PropertyTypeKey, { weight: number; area: [number, number]; rent: [number, number] }> = {
  studio: { weight: 14, area: [28, 42], rent: [390, 540] },
  'one-bedroom': { weight: 32, area: [52, 74], rent: [550, 730] },
  'two-bedroom': { weight: 26, area: [78, 110], rent: [760, 1100] },
  'three-bedroom': { weight: 9, area: [105, 145], rent: [980, 1500] },
  maisonette: { weight: 5, area: [115, 180], rent: [1100, 1800] },
  house: { weight: 6, area: [120, 260], rent: [1200, 2500] },
  room: { weight: 8, area: [11, 20], rent: [240, 380] },
};

const CONSTRUCTION_BY_HOUSING: Record<SeedDistrict['housing'], readonly (readonly [ConstructionKey, number])[]> = {
  central: [['brick', 65], ['reinforced-concrete', 25], ['epk', 10]],
  panel: [['panel', 55], ['epk', 20], ['reinforced-concrete', 15], ['brick', 10]],
  mixed: [['brick', 35], ['reinforced-concrete', 30], ['panel', 20], ['epk', 15]],
  'new-build': [['reinforced-concrete', 80], ['brick', 20]],
  houses: [['brick', 55], ['reinforced-concrete', 45]],
};

const ADJECTIVES = {
  sunny: { m: 'слънчев', f: 'слънчева', n: 'слънчево', p: 'слънчеви', en: 'sunny' },
  spacious: { m: 'просторен', f: 'просторна', n: 'просторно', p: 'просторни', en: 'spacious' },
  cosy: { m: 'уютен', f: 'уютна', n: 'уютно', p: 'уютни', en: 'cosy' },
  bright: { m: 'светъл', f: 'светла', n: 'светло', p: 'светли', en: 'bright' },
  renovated: { m: 'ремонтиран', f: 'ремонтирана', n: 'ремонтирано', p: 'ремонтирани', en: 'renovated' },
  new: { m: 'нов', f: 'нова', n: 'ново', p: 'нови', en: 'brand-new' },
  furnished: { m: 'обзаведен', f: 'обзаведена', n: 'обзаведено', p: 'обзаведени', en: 'furnished' },
  quiet: { m: 'тих', f: 'тиха', n: 'тихо', p: 'тихи', en: 'quiet' },
  stylish: { m: 'стилен', f: 'стилна', n: 'стилно', p: 'стилни', en: 'stylish' },
  luxury: { m: 'луксозен', f: 'луксозна', n: 'луксозно', p: 'луксозни', en: 'luxury' },
  modern: { m: 'модерен', f: 'модерна', n: 'модерно', p: 'модерни', en: 'modern' },
  charming: { m: 'очарователен', f: 'очарователна', n: 'очарователно', p: 'очарователни', en: 'charming' },
} satisfies Record<string, AdjectiveForms>;

const NUMBER_WORDS_F: Record<number, Localized> = {
  2: { bg: 'две', en: 'two' },
  3: { bg: 'три', en: 'three' },
  4: { bg: 'четири', en: 'four' },
  5: { bg: 'пет', en: 'five' },
};

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function jitter(rng: Rng, point: GeoPoint, spread: number): GeoPoint {
  return {
    lat: Math.round((point.lat + rng.float(-spread, spread)) * 1e6) / 1e6,
    lng: Math.round((point.lng + rng.float(-spread, spread)) * 1e6) / 1e6,
  };
}

function totalFloorsFor(rng: Rng, construction: ConstructionKey, city: SeedCity): number {
  const big = city.key === 'sofia' || city.key === 'plovdiv' || city.key === 'varna' || city.key === 'burgas';
  switch (construction) {
    case 'panel':
      return rng.pick(big ? [6, 8, 8, 12, 14, 16] : [5, 6, 8, 8, 9]);
    case 'epk':
      return rng.pick(big ? [8, 12, 15, 16] : [6, 8, 9]);
    case 'brick':
      return rng.int(3, big ? 8 : 6);
    default:
      return rng.int(4, big ? 14 : 9);
  }
}

function buildingYearFor(rng: Rng, construction: ConstructionKey, district: SeedDistrict): number {
  switch (construction) {
    case 'panel':
      return rng.int(1968, 1990);
    case 'epk':
      return rng.int(1976, 1993);
    case 'brick':
      return district.housing === 'central' ? rng.int(1930, 1995) : rng.int(1958, 2010);
    default:
      return district.housing === 'new-build' ? rng.int(2014, 2025) : rng.int(1998, 2025);
  }
}

function applianceKeys(rng: Rng, furniture: FurnitureKey, heating: HeatingKey, premium: boolean): string[] {
  const chosen = new Set<string>();
  if (furniture === 'furnished') {
    ['fridge', 'oven', 'hob', 'washing-machine', 'boiler', 'extractor-hood'].forEach((key) => chosen.add(key));
    for (const key of ['dishwasher', 'microwave', 'tv', 'internet', 'vacuum-cleaner', 'iron', 'coffee-machine', 'dryer']) {
      if (rng.chance(premium ? 0.8 : 0.45)) chosen.add(key);
    }
  } else if (furniture === 'semi-furnished') {
    ['fridge', 'oven', 'hob', 'boiler'].forEach((key) => chosen.add(key));
    for (const key of ['extractor-hood', 'washing-machine', 'internet']) {
      if (rng.chance(0.5)) chosen.add(key);
    }
  } else {
    if (rng.chance(0.7)) chosen.add('boiler');
    if (rng.chance(0.4)) chosen.add('extractor-hood');
  }
  if (heating === 'air-conditioner' || rng.chance(0.45)) chosen.add('air-conditioner');
  return APPLIANCES.filter((option) => chosen.has(option.key)).map((option) => option.key);
}

function locationAdvantageKeys(rng: Rng, city: SeedCity, district: SeedDistrict, hasUniversity: boolean): string[] {
  const candidates = LOCATION_ADVANTAGES.filter((option) => {
    if (option.key === 'near-metro') return district.metro === true;
    if (option.key === 'near-sea') return district.sea === true;
    if (option.key === 'near-university') return hasUniversity;
    return !option.onlyCityKeys || option.onlyCityKeys.includes(city.key);
  }).map((option) => option.key);
  const picked = new Set(rng.sample(candidates, rng.int(2, 4)));
  if (district.metro && rng.chance(0.7)) picked.add('near-metro');
  if (district.sea && rng.chance(0.7)) picked.add('near-sea');
  return LOCATION_ADVANTAGES.filter((option) => picked.has(option.key)).map((option) => option.key);
}

function locationPhrase(city: SeedCity, district: SeedDistrict): Localized {
  if (isCenterDistrict(district)) return { bg: `в центъра на ${city.name.bg}`, en: `in central ${city.name.en}` };
  return { bg: `${bgIn(district.name.bg)}, ${city.name.bg}`, en: `in ${district.name.en}, ${city.name.en}` };
}

function viewPhrase(city: SeedCity, district: SeedDistrict): Localized {
  if (district.sea) return { bg: 'с гледка към морето', en: 'with a sea view' };
  if (city.key === 'sofia') return { bg: 'с гледка към Витоша', en: 'with a view of Vitosha' };
  if (city.key === 'veliko-tarnovo') return { bg: 'с гледка към Царевец', en: 'with a view of Tsarevets' };
  if (city.key === 'plovdiv') return { bg: 'с гледка към тепетата', en: 'with a view of the hills' };
  if (city.key === 'ruse') return { bg: 'с гледка към Дунав', en: 'with a view of the Danube' };
  return { bg: 'с панорамна гледка', en: 'with a panoramic view' };
}

interface Draft {
  type: PropertyTypeKey;
  city: SeedCity;
  district: SeedDistrict;
  construction: ConstructionKey;
  heating: HeatingKey;
  furniture: FurnitureKey;
  area: number;
  floor: number;
  totalFloors: number;
  bedrooms: number;
  bathrooms: number;
  buildingYear: number;
  petFriendly: boolean;
  premium: boolean;
  price: number;
  appliances: string[];
  locationAdvantages: string[];
  propertyAdvantages: string[];
}

function titleFor(rng: Rng, draft: Draft): Localized {
  const typeOption = PROPERTY_TYPES.find((option) => option.key === draft.type);
  if (!typeOption) throw new Error(draft.type);
  const candidates: AdjectiveForms[] = [ADJECTIVES.cosy, ADJECTIVES.bright, ADJECTIVES.modern];
  if (draft.propertyAdvantages.includes('south-facing')) candidates.push(ADJECTIVES.sunny, ADJECTIVES.sunny);
  if (draft.propertyAdvantages.includes('renovated')) candidates.push(ADJECTIVES.renovated, ADJECTIVES.renovated);
  if (draft.propertyAdvantages.includes('new-build')) candidates.push(ADJECTIVES.new, ADJECTIVES.new);
  if (draft.furniture === 'furnished') candidates.push(ADJECTIVES.furnished, ADJECTIVES.stylish);
  if (draft.locationAdvantages.includes('quiet-street')) candidates.push(ADJECTIVES.quiet);
  if (draft.premium) candidates.push(ADJECTIVES.luxury, ADJECTIVES.luxury, ADJECTIVES.stylish);
  if (draft.district.housing === 'central' && draft.buildingYear < 1960) candidates.push(ADJECTIVES.charming, ADJECTIVES.charming);
  const profile = TYPE_PROFILE[draft.type];
  if (draft.area > (profile.area[0] + profile.area[1]) / 2) candidates.push(ADJECTIVES.spacious, ADJECTIVES.spacious);
  const adjective = rng.pick(candidates);

  const suffixes: Localized[] = [];
  if (draft.propertyAdvantages.includes('view')) suffixes.push(viewPhrase(draft.city, draft.district));
  if (draft.propertyAdvantages.includes('parking')) suffixes.push({ bg: 'с паркомясто', en: 'with parking' });
  if (draft.propertyAdvantages.includes('yard')) suffixes.push({ bg: 'с двор', en: 'with a garden' });
  if (draft.locationAdvantages.includes('near-metro')) suffixes.push({ bg: 'до метро', en: 'near the metro' });
  if (draft.propertyAdvantages.includes('balcony') && draft.type !== 'room') suffixes.push({ bg: 'с голяма тераса', en: 'with a large balcony' });
  const suffix = suffixes.length > 0 && rng.chance(0.55) ? rng.pick(suffixes) : null;
  const where = locationPhrase(draft.city, draft.district);
  const bg = [capitalize(adjective[typeOption.gender]), typeOption.noun.bg, suffix?.bg, where.bg].filter(Boolean).join(' ');
  const en = [capitalize(adjective.en), typeOption.noun.en, suffix?.en, where.en].filter(Boolean).join(' ');
  return { bg, en };
}

function introSentence(draft: Draft): Localized {
  const construction = CONSTRUCTION_TYPES.find((option) => option.key === draft.construction);
  const typeOption = PROPERTY_TYPES.find((option) => option.key === draft.type);
  if (!construction || !typeOption) throw new Error('unknown option');
  const building = construction.building;
  const year = draft.buildingYear;
  switch (draft.type) {
    case 'house': {
      const storeys = draft.totalFloors === 2 ? { bg: 'Двуетажна', en: 'two-storey' } : { bg: 'Триетажна', en: 'three-storey' };
      return {
        bg: `${storeys.bg} къща с разгъната площ ${draft.area} кв. м и собствен двор, построена през ${year} г.`,
        en: `A ${storeys.en} house of ${draft.area} m² with its own garden, built in ${year}.`,
      };
    }
    case 'maisonette':
      return {
        bg: `Мезонет с площ ${draft.area} кв. м на ${ordinalBg(draft.floor)} и ${ordinalBg(draft.floor + 1)} етаж ${building.bg} от ${year} г.`,
        en: `A ${draft.area} m² maisonette over the ${ordinalEn(draft.floor)} and ${ordinalEn(draft.floor + 1)} floors ${building.en} built in ${year}.`,
      };
    case 'room':
      return {
        bg: `Стаята е с площ ${draft.area} кв. м и се намира в тристаен апартамент на ${ordinalBg(draft.floor)} от общо ${draft.totalFloors} етажа ${building.bg} от ${year} г.`,
        en: `The room measures ${draft.area} m² and is in a two-bedroom flat on the ${ordinalEn(draft.floor)} of ${draft.totalFloors} floors ${building.en} built in ${year}.`,
      };
    default:
      return {
        bg: `${typeOption.label.bg} с площ ${draft.area} кв. м на ${ordinalBg(draft.floor)} от общо ${draft.totalFloors} етажа ${building.bg} от ${year} г.`,
        en: `A ${draft.area} m² ${typeOption.noun.en} on the ${ordinalEn(draft.floor)} of ${draft.totalFloors} floors ${building.en} built in ${year}.`,
      };
  }
}

function layoutSentence(draft: Draft): Localized {
  const balcony = draft.propertyAdvantages.includes('balcony');
  const bath: Localized =
    draft.bathrooms >= 2
      ? { bg: `${NUMBER_WORDS_F[draft.bathrooms]?.bg ?? draft.bathrooms} бани`, en: `${NUMBER_WORDS_F[draft.bathrooms]?.en ?? draft.bathrooms} bathrooms` }
      : { bg: 'баня с тоалетна', en: 'a bathroom with WC' };
  const bedrooms: Localized = NUMBER_WORDS_F[draft.bedrooms] ?? { bg: String(draft.bedrooms), en: String(draft.bedrooms) };
  const balconyBg = balcony ? ', както и тераса' : '';
  const balconyEn = balcony ? ', plus a balcony' : '';
  switch (draft.type) {
    case 'studio':
      return {
        bg: `Състои се от основно помещение с кухненски бокс, баня с тоалетна и антре${balconyBg}.`,
        en: `It has a main room with a kitchenette, a bathroom with WC and an entrance hall${balconyEn}.`,
      };
    case 'one-bedroom':
      return {
        bg: `Разпределението включва дневна с кухненски бокс, спалня и ${bath.bg}${balconyBg}.`,
        en: `The layout includes a living room with a kitchenette, a bedroom and ${bath.en}${balconyEn}.`,
      };
    case 'two-bedroom':
    case 'three-bedroom':
      return {
        bg: `Разпределението включва дневна, отделна кухня с трапезария, ${bedrooms.bg} спални и ${bath.bg}${balconyBg}.`,
        en: `The layout includes a living room, a separate kitchen with a dining area, ${bedrooms.en} bedrooms and ${bath.en}${balconyEn}.`,
      };
    case 'maisonette':
      return {
        bg: `На долното ниво са дневната, кухнята и тоалетна за гости, а на горното – ${bedrooms.bg} спални и ${bath.bg}.`,
        en: `The lower level has the living room, the kitchen and a guest WC; the upper level has ${bedrooms.en} bedrooms and ${bath.en}.`,
      };
    case 'house':
      return {
        bg: `На първия етаж са дневната и кухнята, а на горния – ${bedrooms.bg} спални и ${bath.bg}; дворът е подходящ за барбекю и малка градина.`,
        en: `The ground floor has the living room and the kitchen, the floor above has ${bedrooms.en} bedrooms and ${bath.en}, and the garden is big enough for a barbecue and a vegetable patch.`,
      };
    case 'room':
      return {
        bg: 'Кухнята и банята са общи, а стаята е самостоятелна, с място за бюро и гардероб.',
        en: 'The kitchen and bathroom are shared; the room itself is private, with space for a desk and a wardrobe.',
      };
  }
}

function furnitureSentence(draft: Draft): Localized {
  if (draft.furniture === 'furnished') {
    const extras = APPLIANCES.filter((option) => ['dishwasher', 'washing-machine', 'air-conditioner', 'dryer', 'coffee-machine', 'internet'].includes(option.key))
      .filter((option) => draft.appliances.includes(option.key))
      .slice(0, 3);
    if (extras.length === 0) {
      return { bg: 'Имотът се отдава напълно обзаведен и оборудван.', en: 'It is let fully furnished and equipped.' };
    }
    return {
      bg: `Имотът се отдава напълно обзаведен и оборудван – ${bgWith(joinList(extras.map((option) => option.phrase.bg), 'bg'))}.`,
      en: `It is let fully furnished and equipped, with ${joinList(extras.map((option) => option.phrase.en), 'en')}.`,
    };
  }
  if (draft.furniture === 'semi-furnished') {
    return {
      bg: 'Имотът се предлага частично обзаведен – с оборудвана кухня и вградени гардероби.',
      en: 'It comes part-furnished, with a fitted kitchen and built-in wardrobes.',
    };
  }
  return {
    bg: 'Имотът се отдава необзаведен, така че можете да го подредите изцяло по свой вкус.',
    en: 'It is let unfurnished, so you can arrange it entirely to your own taste.',
  };
}

function locationSentence(rng: Rng, draft: Draft): Localized {
  const places = LOCATION_ADVANTAGES.filter((option) => option.phrase !== null && draft.locationAdvantages.includes(option.key))
    .slice(0, 3)
    .map((option) => option.phrase as Localized);
  if (places.length === 0) {
    return {
      bg: 'Улицата е тиха, далеч от шума на натоварените булеварди.',
      en: 'The street is quiet, away from the noise of the busy boulevards.',
    };
  }
  const bgList = joinList(places.map((p) => p.bg), 'bg');
  const enList = joinList(places.map((p) => p.en), 'en');
  const verb = places.length > 1 || places[0]?.en.endsWith('stops') ? 'are' : 'is';
  const variant = rng.int(0, 2);
  if (variant === 0) return { bg: `Наблизо има ${bgList}.`, en: `${capitalize(enList)} ${verb} close by.` };
  if (variant === 1) return { bg: `На няколко минути пеша има ${bgList}.`, en: `${capitalize(enList)} ${verb} a few minutes' walk away.` };
  return { bg: `В непосредствена близост ще намерите ${bgList}.`, en: `Within walking distance you will find ${enList}.` };
}

function audienceSentence(draft: Draft): Localized {
  if (draft.type === 'studio' || draft.type === 'room') {
    return { bg: 'Отличен избор за студент или млад професионалист.', en: 'A great choice for a student or a young professional.' };
  }
  if (draft.type === 'one-bedroom') {
    return { bg: 'Подходящо жилище за двойка или за човек, който работи от вкъщи.', en: 'A good home for a couple or for someone who works from home.' };
  }
  return { bg: 'Подходящо жилище за семейство с деца.', en: 'A good home for a family with children.' };
}

function petsSentence(draft: Draft): Localized {
  return draft.petFriendly
    ? { bg: 'Домашни любимци са добре дошли.', en: 'Pets are welcome.' }
    : { bg: 'Наемодателят предпочита наематели без домашни любимци.', en: 'The landlord prefers tenants without pets.' };
}

function descriptionFor(rng: Rng, draft: Draft): Localized {
  const heating = HEATING_TYPES.find((option) => option.key === draft.heating);
  if (!heating) throw new Error(draft.heating);
  const optional: Localized[] = rng
    .shuffle([furnitureSentence(draft), locationSentence(rng, draft), heating.sentence, audienceSentence(draft), petsSentence(draft)])
    .slice(0, rng.int(0, 2));
  const sentences = [introSentence(draft), layoutSentence(draft), ...optional];
  return { bg: sentences.map((s) => s.bg).join(' '), en: sentences.map((s) => s.en).join(' ') };
}

function taxDescriptionFor(draft: Draft, billsEuros: number): Localized {
  const heatingBg = draft.heating === 'central' ? 'парно' : draft.heating === 'gas' ? 'газ' : 'отопление';
  const heatingEn = draft.heating === 'central' ? 'district heating' : draft.heating === 'gas' ? 'gas' : 'heating';
  if (draft.type === 'room') {
    return {
      bg: `Консумативите се делят поравно между съквартирантите – средно около ${billsEuros} € на човек месечно.`,
      en: `Utilities are split equally between flatmates, on average about €${billsEuros} per person a month.`,
    };
  }
  return {
    bg: `Наемът не включва ток, вода, ${heatingBg}, интернет и такса за входа – средно около ${billsEuros} € месечно.`,
    en: `Rent does not include electricity, water, ${heatingEn}, internet and the building fee – on average about €${billsEuros} a month.`,
  };
}

function pickHeating(rng: Rng, city: SeedCity, construction: ConstructionKey, type: PropertyTypeKey): HeatingKey {
  if (type === 'house') return rng.weighted([['gas', 3], ['fireplace', 3], ['air-conditioner', 3], ['electric', 1]] as const);
  const blockOfFlats = construction === 'panel' || construction === 'epk';
  if (city.districtHeating && blockOfFlats) return rng.weighted([['central', 8], ['air-conditioner', 2]] as const);
  if (city.districtHeating) {
    return rng.weighted([['central', 4], ['air-conditioner', 4], ['gas', 1], ['electric', 1], ['none', 0.2]] as const);
  }
  return rng.weighted([['air-conditioner', 7], ['electric', 2], ['gas', 1], ['none', 0.3]] as const);
}

function draftProperty(rng: Rng, city: SeedCity, hasUniversity: boolean): Draft {
  const typeWeights = (Object.entries(TYPE_PROFILE) as [PropertyTypeKey, (typeof TYPE_PROFILE)[PropertyTypeKey]][]).map(
    ([key, profile]) => [key, profile.weight] as const,
  );
  const type = rng.weighted(typeWeights);
  const districtPool = type === 'house' ? city.districts.filter((d) => d.housing === 'houses' || d.housing === 'mixed') : city.districts;
  const district = rng.pick(districtPool.length > 0 ? districtPool : city.districts);
  const construction: ConstructionKey =
    type === 'house'
      ? rng.weighted([['brick', 6], ['reinforced-concrete', 4]] as const)
      : rng.weighted(CONSTRUCTION_BY_HOUSING[district.housing]);
  const profile = TYPE_PROFILE[type];
  const area = rng.int(profile.area[0], profile.area[1]);
  let totalFloors = type === 'house' ? rng.int(2, 3) : totalFloorsFor(rng, construction, city);
  if (type === 'maisonette') totalFloors = Math.max(totalFloors, 3);
  const floor = type === 'house' ? 1 : type === 'maisonette' ? totalFloors - 1 : rng.int(1, totalFloors);
  const buildingYear = buildingYearFor(rng, construction, district);
  const bedrooms = { studio: 0, 'one-bedroom': 1, 'two-bedroom': 2, 'three-bedroom': 3, maisonette: rng.int(2, 4), house: rng.int(3, 5), room: 0 }[type];
  const bathrooms =
    type === 'studio' || type === 'one-bedroom' || type === 'room'
      ? 1
      : type === 'two-bedroom'
        ? rng.chance(0.3) ? 2 : 1
        : type === 'three-bedroom'
          ? rng.chance(0.6) ? 2 : 1
          : rng.int(2, 3);
  const furniture: FurnitureKey =
    type === 'room'
      ? rng.weighted([['furnished', 8], ['semi-furnished', 2]] as const)
      : rng.weighted([['furnished', 6], ['semi-furnished', 2.5], ['unfurnished', 1.5]] as const);
  const heating = pickHeating(rng, city, construction, type);
  const premium = rng.chance(0.1);

  const advantages = new Set<string>();
  const newBuild = buildingYear >= 2016;
  if (type !== 'house' && rng.chance(0.75)) advantages.add('balcony');
  if (type !== 'house' && (totalFloors >= 6 || (newBuild && totalFloors >= 4))) advantages.add('elevator');
  if (newBuild) advantages.add('new-build');
  else if (rng.chance(0.4)) advantages.add('renovated');
  if ((construction === 'panel' || construction === 'epk') && rng.chance(0.45)) advantages.add('insulated');
  if (rng.chance(newBuild || type === 'house' ? 0.6 : 0.2)) advantages.add('parking');
  if (type === 'house' || rng.chance(newBuild ? 0.3 : 0.08)) advantages.add('garage');
  if (type !== 'house' && !newBuild && rng.chance(0.5)) advantages.add('basement');
  if (newBuild && district.housing === 'new-build' && rng.chance(0.5)) advantages.add('gated-complex');
  if ((advantages.has('gated-complex') || premium) && rng.chance(0.7)) advantages.add('security');
  if ((floor >= 5 || type === 'house' || district.sea === true) && rng.chance(0.5)) advantages.add('view');
  if (rng.chance(0.35)) advantages.add('south-facing');
  if (type === 'house') advantages.add('yard');

  const locationAdvantages = locationAdvantageKeys(rng, city, district, hasUniversity);
  const areaFraction = (area - profile.area[0]) / Math.max(1, profile.area[1] - profile.area[0]);
  let rentEuros = profile.rent[0] + (profile.rent[1] - profile.rent[0]) * (0.6 * areaFraction + 0.4 * rng.next());
  rentEuros *= city.priceFactor * district.priceFactor;
  if (furniture === 'unfurnished') rentEuros *= 0.93;
  if (newBuild) rentEuros *= 1.06;
  if (premium) rentEuros *= 1.1;
  const price = roundTo(rentEuros, rentEuros < 400 ? 5 : 10) * 100;

  return {
    type,
    city,
    district,
    construction,
    heating,
    furniture,
    area,
    floor,
    totalFloors,
    bedrooms,
    bathrooms,
    buildingYear,
    petFriendly: rng.chance(type === 'house' ? 0.7 : 0.4),
    premium,
    price,
    appliances: applianceKeys(rng, furniture, heating, premium),
    locationAdvantages,
    propertyAdvantages: [...advantages],
  };
}

/** Cities in which a university of UNIVERSITIES sits (for the near-university advantage). */
const UNIVERSITY_CITIES = new Set(UNIVERSITIES.map((u) => u.cityKey));

/**
 * Generates `count` rentals spread over CITIES by their listing weight (Sofia heaviest; every city
 * gets its share whatever the seed). Agencies list about 60 % of the homes in their own city;
 * the rest belong to regular users, Maria (the documented demo user) included.
 */
export function generateProperties(rng: Rng, baseDate: Date, count = 220): SeedProperty[] {
  const perCity = apportion(count, CITIES.map((c) => [c.key, c.listingWeight] as const));
  const cityOrder = rng.shuffle(CITIES.flatMap((c) => Array.from({ length: perCity.get(c.key) ?? 0 }, () => c)));
  const ownerWeights = REGULAR_USERS.map((u) => [u, u.key === 'maria' ? 1.5 : 1] as const);

  return cityOrder.map((city, index) => {
    const draft = draftProperty(rng, city, UNIVERSITY_CITIES.has(city.key));
    const agencies = AGENCIES.filter((a) => a.cityKey === city.key);
    const agency = agencies.length > 0 && rng.chance(0.6) ? rng.pick(agencies) : null;
    const owner = agency ? agency.ownerKey : rng.weighted(ownerWeights).key;
    const status: PropertyStatus = rng.weighted([['active', 84], ['inactive', 8], ['rented', 8]] as const);
    const billsEuros = draft.type === 'room' ? roundTo(rng.int(35, 60), 5) : roundTo((40 + draft.area * 0.9) * (0.8 + rng.next() * 0.4), 5);
    return {
      key: `property-${String(index + 1).padStart(3, '0')}`,
      ownerKey: owner,
      agencyKey: agency ? agency.key : null,
      cityKey: city.key,
      districtKey: draft.district.key,
      type: draft.type,
      construction: draft.construction,
      heating: draft.heating,
      furniture: draft.furniture,
      title: titleFor(rng, draft),
      description: descriptionFor(rng, draft),
      taxDescription: taxDescriptionFor(draft, billsEuros),
      billsEstimate: billsEuros * 100,
      price: draft.price,
      deposit: draft.price * (rng.chance(0.7) ? 1 : 2),
      area: draft.area,
      // A house is its building: its storeys are totalFloors, it has no floor (domain/propertyFacts.ts).
      floor: draft.type === 'house' ? null : draft.floor,
      totalFloors: draft.totalFloors,
      bedrooms: draft.bedrooms,
      bathrooms: draft.bathrooms,
      buildingYear: draft.buildingYear,
      gpsCoordinates: jitter(rng, draft.district.gps, 0.005),
      petFriendly: draft.petFriendly,
      appliances: draft.appliances,
      locationAdvantages: draft.locationAdvantages,
      propertyAdvantages: draft.propertyAdvantages,
      status,
      premium: draft.premium,
      // Not drawn from rng: the rest of the demo content stays as it was.
      premiumUntil: draft.premium ? isoAfter(baseDate, 3 + (index % 22), 17 * 60) : null,
      createdAt: isoBefore(baseDate, rng.int(0, 119), rng.int(0, 24 * 60 - 1)),
      imageSeeds: Array.from({ length: rng.int(2, 5) }, () => rng.int(1, 9999)),
    };
  });
}
