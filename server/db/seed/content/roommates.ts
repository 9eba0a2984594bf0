/**
 * Generated flatmate (tenant) offers: a room in a shared flat, posted by one of the demo regular
 * users, mostly in university cities and often near a named university.
 */
import { CITIES, isCenterDistrict } from './cities.ts';
import type { SeedCity, SeedDistrict } from './cities.ts';
import { apportion, dateTextAfter, isoAfter, isoBefore } from './random.ts';
import type { Rng } from './random.ts';
import { bgIn } from './types.ts';
import type { Localized } from './types.ts';
import { UNIVERSITIES } from './universities.ts';
import type { SeedUniversity } from './universities.ts';
import { REGULAR_USERS } from './users.ts';

export type GenderPreference = 'any' | 'female' | 'male';

export interface SeedTenantOffer {
  /** Stable key, 'offer-01'. */
  key: string;
  /** SEED_USERS key of the regular user who posted the offer. */
  ownerKey: string;
  cityKey: string;
  districtKey: string;
  /** The university the flat is convenient for, or null. */
  universityKey: string | null;
  title: Localized;
  /** 4–5 sentences. */
  description: Localized;
  /** Monthly rent for the room, euro cents. */
  price: number;
  /** Date text YYYY-MM-DD, after the base date. */
  availableFrom: string;
  /** 1–3. */
  roommatesWanted: number;
  genderPreference: GenderPreference;
  /** Size of the room in square metres. */
  roomArea: number;
  petFriendly: boolean;
  smokingAllowed: boolean;
  status: 'active' | 'inactive';
  /** ISO 8601: when a premium offer's promotion ends, 3 to 24 days after the base date; null otherwise. */
  premiumUntil: string | null;
  /** ISO 8601, within the 60 days before the base date. */
  createdAt: string;
  /** 1–3 seeds for images.ts (kind 'roommate'). */
  imageSeeds: number[];
}

/** Relative number of offers per city: students make the market. */
const OFFER_WEIGHTS: readonly (readonly [string, number])[] = [
  ['sofia', 14],
  ['plovdiv', 6],
  ['varna', 5],
  ['blagoevgrad', 3],
  ['veliko-tarnovo', 3],
  ['burgas', 2],
  ['ruse', 2],
  ['stara-zagora', 1],
  ['pleven', 1],
  ['shumen', 1],
  ['gabrovo', 1],
];

const WANTED: Record<GenderPreference, Record<number, Localized>> = {
  female: {
    1: { bg: 'съквартирантка', en: 'a female flatmate' },
    2: { bg: 'две съквартирантки', en: 'two female flatmates' },
    3: { bg: 'три съквартирантки', en: 'three female flatmates' },
  },
  male: {
    1: { bg: 'съквартирант', en: 'a male flatmate' },
    2: { bg: 'двама съквартиранти', en: 'two male flatmates' },
    3: { bg: 'трима съквартиранти', en: 'three male flatmates' },
  },
  any: {
    1: { bg: 'съквартирант или съквартирантка', en: 'a flatmate' },
    2: { bg: 'двама съквартиранти', en: 'two flatmates' },
    3: { bg: 'трима съквартиранти', en: 'three flatmates' },
  },
};

const FLATS: Record<number, readonly Localized[]> = {
  1: [
    { bg: 'двустаен апартамент', en: 'one-bedroom flat' },
    { bg: 'тристаен апартамент', en: 'two-bedroom flat' },
  ],
  2: [
    { bg: 'тристаен апартамент', en: 'two-bedroom flat' },
    { bg: 'четиристаен апартамент', en: 'three-bedroom flat' },
  ],
  3: [{ bg: 'четиристаен апартамент', en: 'three-bedroom flat' }],
};

const HOUSEHOLD: readonly Localized[] = [
  { bg: 'Домакинството е спокойно – всички учим или работим през деня.', en: 'It is a quiet household: we all study or work during the day.' },
  { bg: 'Понякога готвим заедно вечер, но всеки има своето лично пространство.', en: 'We sometimes cook together in the evening, but everyone has their own space.' },
  { bg: 'Търсим човек, който поддържа реда в общите части и не вдига шум след 22 ч.', en: 'We are looking for someone who keeps the shared areas tidy and is quiet after 10 pm.' },
  { bg: 'Имаме график за почистване на кухнята и банята, който работи чудесно.', en: 'We have a cleaning rota for the kitchen and bathroom, and it works really well.' },
];

const ROOM: readonly Localized[] = [
  { bg: 'Стаята е около {area} кв. м, обзаведена с легло, бюро и гардероб.', en: 'The room is about {area} m², furnished with a bed, a desk and a wardrobe.' },
  { bg: 'Стаята е светла, около {area} кв. м, с излаз на тераса и нов матрак.', en: 'The room is bright, about {area} m², with access to a balcony and a new mattress.' },
  { bg: 'Свободната стая е около {area} кв. м, с двойно легло и място за бюро.', en: 'The free room is about {area} m², with a double bed and space for a desk.' },
];

function genderSentence(preference: GenderPreference): Localized {
  if (preference === 'female') {
    return { bg: 'Предпочитаме момиче, тъй като в апартамента живеят само момичета.', en: 'We would prefer a woman, as only women live in the flat.' };
  }
  if (preference === 'male') {
    return { bg: 'Предпочитаме момче, тъй като в апартамента живеят само момчета.', en: 'We would prefer a man, as only men live in the flat.' };
  }
  return {
    bg: 'Няма значение дали сте момче или момиче – важно е да сте коректни.',
    en: 'It does not matter whether you are a man or a woman, as long as you are considerate.',
  };
}

function locationPhrase(city: SeedCity, district: SeedDistrict): Localized {
  if (isCenterDistrict(district)) return { bg: `в центъра на ${city.name.bg}`, en: `in central ${city.name.en}` };
  return { bg: `${bgIn(district.name.bg)}, ${city.name.bg}`, en: `in ${district.name.en}, ${city.name.en}` };
}

function universitySentence(rng: Rng, city: SeedCity, district: SeedDistrict, university: SeedUniversity | null): Localized {
  if (!university) {
    return { bg: 'Кварталът е спокоен, с магазини и спирки на градския транспорт наблизо.', en: 'The area is quiet, with shops and public transport stops nearby.' };
  }
  const minutes = university.districtKey === district.key ? rng.pick([5, 10]) : rng.pick([15, 20, 25, 30]);
  const transport: Localized =
    minutes <= 10
      ? { bg: 'пеша', en: 'on foot' }
      : city.key === 'sofia'
        ? { bg: 'с метро или автобус', en: 'by metro or bus' }
        : { bg: 'с градския транспорт', en: 'by public transport' };
  return {
    bg: `До ${university.shortName.bg} се стига за ${minutes} минути ${transport.bg}.`,
    en: `${university.shortName.en} is ${minutes} minutes away ${transport.en}.`,
  };
}

function rulesSentence(petFriendly: boolean, smokingAllowed: boolean): Localized {
  const pets: Localized = petFriendly
    ? { bg: 'Имаме котка, така че е хубаво да обичате животни', en: 'We have a cat, so you should like animals' }
    : { bg: 'Собственикът не разрешава домашни любимци', en: 'The owner does not allow pets' };
  const smoking: Localized = smokingAllowed
    ? { bg: 'пушенето е позволено само на терасата', en: 'smoking is allowed on the balcony only' }
    : { bg: 'в апартамента не се пуши', en: 'there is no smoking in the flat' };
  return { bg: `${pets.bg}, а ${smoking.bg}.`, en: `${pets.en}, and ${smoking.en}.` };
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/**
 * Generates `count` flatmate offers spread over the university cities by OFFER_WEIGHTS, owned by
 * the demo regular users (a user of the same city when there is one).
 */
export function generateTenantOffers(rng: Rng, baseDate: Date, count = 40): SeedTenantOffer[] {
  const perCity = apportion(count, OFFER_WEIGHTS);
  const cityList = rng.shuffle(
    OFFER_WEIGHTS.flatMap(([cityKey]) => {
      const city = CITIES.find((c) => c.key === cityKey);
      if (!city) throw new Error(`Unknown city ${cityKey}`);
      return Array.from({ length: perCity.get(cityKey) ?? 0 }, () => city);
    }),
  );

  // A city's universities take turns (in UNIVERSITIES' order, the best known first), so a search
  // by any university of a city with a few offers finds some near it.
  const turns = new Map<string, number>();
  return cityList.map((city, index) => {
    const localUsers = REGULAR_USERS.filter((u) => u.cityKey === city.key);
    const owner = localUsers.length > 0 && rng.chance(0.75) ? rng.pick(localUsers) : rng.pick(REGULAR_USERS);
    const universities = UNIVERSITIES.filter((u) => u.cityKey === city.key);
    const turn = turns.get(city.key) ?? 0;
    const university = universities.length > 0 && rng.chance(0.85) ? (universities[turn % universities.length] ?? null) : null;
    if (university) turns.set(city.key, turn + 1);
    const campus = university?.districtKey ? city.districts.find((d) => d.key === university.districtKey) : undefined;
    const district = campus && rng.chance(0.6) ? campus : rng.pick(city.districts);
    const roommatesWanted = rng.weighted([[1, 60], [2, 30], [3, 10]] as const);
    // The poster shares the flat, so a preference for one gender is the poster's own.
    const genderPreference: GenderPreference = rng.chance(0.6) ? owner.gender : 'any';
    const flat = rng.pick(FLATS[roommatesWanted] ?? FLATS[1] ?? []);
    const who = WANTED[genderPreference][roommatesWanted] ?? WANTED[genderPreference][1];
    if (!who) throw new Error('wanted phrase');
    const where = locationPhrase(city, district);
    const priceEuros = roundTo(260 * Math.max(0.55, city.priceFactor) * district.priceFactor * rng.float(0.85, 1.2), 5);
    const roomArea = rng.int(10, 20);
    const petFriendly = rng.chance(0.3);
    const smokingAllowed = rng.chance(0.25);

    const titleVariant = university ? rng.int(0, 3) : rng.int(0, 2);
    let title: Localized;
    if (titleVariant === 3 && university) {
      title = { bg: `Търсим ${who.bg} близо до ${university.shortName.bg}`, en: `Looking for ${who.en} near ${university.shortName.en}` };
    } else if (titleVariant === 2 && roommatesWanted === 1) {
      title = { bg: `Свободна стая в ${flat.bg} ${where.bg}`, en: `Room available in a ${flat.en} ${where.en}` };
    } else if (titleVariant === 1) {
      title = { bg: `Стая под наем ${where.bg} – ${priceEuros} € на месец`, en: `Room to rent ${where.en} – €${priceEuros} a month` };
    } else {
      title = { bg: `Търсим ${who.bg} за ${flat.bg} ${where.bg}`, en: `Looking for ${who.en} for a ${flat.en} ${where.en}` };
    }

    const room = rng.pick(ROOM);
    const money: Localized = {
      bg: `Наемът за стаята е ${priceEuros} € на месец, а консумативите се делят поравно.`,
      en: `Rent for the room is €${priceEuros} a month, and the bills are split equally.`,
    };
    const sentences: Localized[] = [
      { bg: room.bg.replace('{area}', String(roomArea)), en: room.en.replace('{area}', String(roomArea)) },
      rng.pick(HOUSEHOLD),
      universitySentence(rng, city, district, university),
      genderSentence(genderPreference),
      rng.chance(0.5) ? money : rulesSentence(petFriendly, smokingAllowed),
    ];

    return {
      key: `offer-${String(index + 1).padStart(2, '0')}`,
      ownerKey: owner.key,
      cityKey: city.key,
      districtKey: district.key,
      universityKey: university ? university.key : null,
      title,
      description: { bg: sentences.map((s) => s.bg).join(' '), en: sentences.map((s) => s.en).join(' ') },
      price: priceEuros * 100,
      availableFrom: dateTextAfter(baseDate, rng.int(1, 75)),
      roommatesWanted,
      genderPreference,
      roomArea,
      petFriendly,
      smokingAllowed,
      status: rng.chance(0.9) ? 'active' : 'inactive',
      // Every ninth offer is premium (promoted with credits); not drawn from rng, so the rest of
      // the demo content stays as it was.
      premiumUntil: index % 9 === 7 ? isoAfter(baseDate, 3 + (index % 22), 17 * 60) : null,
      createdAt: isoBefore(baseDate, rng.int(0, 59), rng.int(0, 24 * 60 - 1)),
      imageSeeds: Array.from({ length: rng.int(1, 3) }, () => rng.int(1, 9999)),
    };
  });
}
