/**
 * The built-in description writer: composes the text a letting agent would write from the
 * property's fields, in Bulgarian (with the agreement of gender and number) or English. Only
 * what the fields say is written; a field left empty leaves its sentence out. The same fields
 * always give the same text (the wording of the opening is chosen by a hash of the fields).
 */
import { formatMoney } from '../../../domain/index.ts';
import type { Locale } from '../../../domain/index.ts';
import type { ConstructionType, HeatingType } from '../../db/schema/index.ts';
import { bgIn, capitalize, joinList, lowerFirst, ordinalBg, ordinalEn } from '../../db/seed/content/types.ts';
import type { PropertyFacts } from './types.ts';

type Gender = 'm' | 'f' | 'n';

/** A stable small number from the facts, to vary the wording between listings. */
function variant(facts: PropertyFacts, choices: number): number {
  let hash = 2166136261;
  for (const char of JSON.stringify(facts)) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0) % choices;
}

function squareMetres(area: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'bg' ? 'bg-BG' : 'en-GB', { maximumFractionDigits: 1 }).format(area);
}

/** A sentence: capitalized, with one full stop (an abbreviation's dot ends it: "от 1998 г."). */
function sentence(text: string): string {
  const capitalized = capitalize(text.trim());
  return capitalized.endsWith('.') ? capitalized : `${capitalized}.`;
}

// ───────────────────────────────────────────────────────────── Bulgarian

const BG_FEMININE_COUNTS = ['', 'една', 'две', 'три', 'четири', 'пет', 'шест'];
const BG_FLOOR_COUNTS = ['', 'един', 'два', 'три', 'четири', 'пет', 'шест'];

/** "една спалня", "две спални", "7 спални". */
function bgCount(count: number, one: string, many: string): string {
  return `${BG_FEMININE_COUNTS[count] ?? count} ${count === 1 ? one : many}`;
}

const BG_ROOMS: Record<number, string> = { 0: 'едностаен', 1: 'двустаен', 2: 'тристаен', 3: 'четиристаен' };

/** The noun of the listing and the subject of the later sentences, each with its gender. */
function bgNoun(facts: PropertyFacts): { noun: string; gender: Gender; subject: string; subjectGender: Gender } {
  switch (facts.type) {
    case 'room':
      return { noun: 'стая в споделено жилище', gender: 'f', subject: 'стаята', subjectGender: 'f' };
    case 'studio':
      return { noun: 'едностаен апартамент', gender: 'm', subject: 'жилището', subjectGender: 'n' };
    case 'apartment':
      return { noun: `${BG_ROOMS[facts.bedrooms] ?? 'многостаен'} апартамент`, gender: 'm', subject: 'жилището', subjectGender: 'n' };
    case 'maisonette':
      return { noun: 'мезонет', gender: 'm', subject: 'мезонетът', subjectGender: 'm' };
    case 'house':
      return { noun: 'къща', gender: 'f', subject: 'къщата', subjectGender: 'f' };
  }
}

const BG_EQUIPPED: Record<Gender, string> = { m: 'оборудван', f: 'оборудвана', n: 'оборудвано' };

const BG_FURNITURE: Record<PropertyFacts['furniture'], Record<Gender, string>> = {
  furnished: { m: 'напълно обзаведен', f: 'напълно обзаведена', n: 'напълно обзаведено' },
  'partly-furnished': { m: 'частично обзаведен', f: 'частично обзаведена', n: 'частично обзаведено' },
  unfurnished: { m: 'необзаведен', f: 'необзаведена', n: 'необзаведено' },
};

const BG_BUILDING: Record<ConstructionType, string> = {
  brick: 'в тухлена сграда',
  panel: 'в панелен блок',
  epk: 'в блок от ЕПК',
  pk: 'в блок от ПК',
  other: 'в монолитна сграда',
};

const BG_HEATING: Record<HeatingType, string> = {
  district: 'отоплението е от топлофикация (ТЕЦ)',
  gas: 'отоплението е на газ',
  electric: 'отоплението е с електрически уреди',
  'air-conditioner': 'отоплението е с климатици',
  'heat-pump': 'отоплението е с термопомпа – икономично през цялата година',
  'solid-fuel': 'отоплението е на твърдо гориво',
  none: 'жилището няма собствено отопление',
};

function bgBuilding(facts: PropertyFacts, subject: string): string | null {
  const { floor, totalFloors, construction, buildingYear } = facts;
  const year = buildingYear === null ? '' : ` от ${buildingYear} г.`;
  if (facts.type === 'house') {
    const floors = totalFloors === null ? '' : ` на ${BG_FLOOR_COUNTS[totalFloors] ?? totalFloors} ${totalFloors === 1 ? 'етаж' : 'етажа'}`;
    const built = construction === 'brick' ? ', тухлена' : '';
    if (!floors && !year) return null;
    return sentence(`${subject} е${floors}${built}${year ? `, строена през ${buildingYear} г.` : ''}`);
  }
  let where: string;
  if (floor === null) where = '';
  else if (floor < 0) where = ' в сутерена';
  else if (floor === 0) where = ' на партерния етаж';
  else where = ` на ${ordinalBg(floor)} етаж${totalFloors === null ? '' : ` от ${totalFloors}`}`;
  const building = construction === null ? (year ? ' в сграда' : '') : ` ${BG_BUILDING[construction]}`;
  if (!where && !building) return null;
  return sentence(`${subject} се намира${where}${building}${year}`);
}

function bgLayout(facts: PropertyFacts): string | null {
  const baths = facts.bathrooms === 0 ? null : bgCount(facts.bathrooms, 'баня', 'бани');
  switch (facts.type) {
    case 'room':
      return sentence(`кухнята ${baths ? 'и банята се ползват' : 'се ползва'} съвместно със съквартирантите`);
    case 'studio':
      return sentence(`разпределението включва основно помещение с кухненски кът${baths ? ` и ${baths}` : ''}`);
    default: {
      const rooms = [facts.type === 'apartment' ? 'дневна с кухненски кът' : 'просторна дневна'];
      if (facts.bedrooms > 0) rooms.push(bgCount(facts.bedrooms, 'спалня', 'спални'));
      if (baths) rooms.push(baths);
      return sentence(`разпределението включва ${joinList(rooms, 'bg')}`);
    }
  }
}

function bgText(facts: PropertyFacts): string {
  const { noun, gender, subject, subjectGender } = bgNoun(facts);
  const what = `${BG_FURNITURE[facts.furniture][gender]} ${noun} с площ ${squareMetres(facts.area, 'bg')} кв. м`;
  const where = `${bgIn(facts.city)}, кв. „${facts.district}“${facts.address ? `, на адрес ${facts.address}` : ''}`;
  const opening = [`предлагаме под наем ${what} ${where}`, `отдава се под наем ${what} ${where}`][variant(facts, 2)]!;

  const first = [sentence(opening), bgBuilding(facts, capitalize(subject)), bgLayout(facts)];
  const second = [
    facts.heating === null ? null : sentence(BG_HEATING[facts.heating]),
    facts.appliances.length === 0 ? null : sentence(`${subject} е ${BG_EQUIPPED[subjectGender]} с ${joinList(facts.appliances.map(lowerFirst), 'bg')}`),
    facts.propertyAdvantages.length === 0 ? null : sentence(`сред предимствата на имота са ${joinList(facts.propertyAdvantages.map(lowerFirst), 'bg')}`),
    facts.locationAdvantages.length === 0 ? null : `Районът предлага: ${joinList(facts.locationAdvantages.map(lowerFirst), 'bg')}.`,
    facts.petFriendly ? 'Домашните любимци са добре дошли.' : null,
  ];
  const third = [
    facts.price === null ? null : sentence(`месечният наем е ${formatMoney(facts.price, 'bg')}`),
    'Свържете се с нас, за да уговорим оглед в удобно за вас време.',
  ];
  return [first, second, third]
    .map((paragraph) => paragraph.filter((part): part is string => part !== null).join(' '))
    .filter(Boolean)
    .join('\n\n');
}

// ───────────────────────────────────────────────────────────── English

function enNoun(facts: PropertyFacts): { noun: string; subject: string } {
  switch (facts.type) {
    case 'room':
      return { noun: 'room in a shared home', subject: 'the room' };
    case 'studio':
      return { noun: 'studio flat', subject: 'the flat' };
    case 'apartment':
      return { noun: facts.bedrooms === 0 ? 'studio flat' : `${['one', 'two', 'three', 'four', 'five'][facts.bedrooms - 1] ?? facts.bedrooms}-bedroom flat`, subject: 'the flat' };
    case 'maisonette':
      return { noun: 'maisonette', subject: 'the maisonette' };
    case 'house':
      return { noun: 'house', subject: 'the house' };
  }
}

const EN_FURNITURE: Record<PropertyFacts['furniture'], string> = {
  furnished: 'fully furnished',
  'partly-furnished': 'partly furnished',
  unfurnished: 'unfurnished',
};

const EN_BUILDING: Record<ConstructionType, string> = {
  brick: 'a brick building',
  panel: 'a prefabricated panel block',
  epk: 'an EPK panel block',
  pk: 'a PK block',
  other: 'a reinforced-concrete building',
};

const EN_HEATING: Record<HeatingType, string> = {
  district: 'heating comes from the city network',
  gas: 'heating is by gas',
  electric: 'heating is electric',
  'air-conditioner': 'heating is by air conditioners',
  'heat-pump': 'a heat pump keeps running costs low all year round',
  'solid-fuel': 'heating is by solid fuel',
  none: 'there is no heating of its own',
};

const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

function enBuilding(facts: PropertyFacts, subject: string): string | null {
  const { floor, totalFloors, construction, buildingYear } = facts;
  if (facts.type === 'house') {
    const floors = totalFloors === null ? '' : ` has ${totalFloors} ${totalFloors === 1 ? 'floor' : 'floors'}`;
    const built = buildingYear === null ? '' : `${floors ? ' and' : ''} was built in ${buildingYear}`;
    return floors || built ? sentence(`${subject}${floors}${built}`) : null;
  }
  let where: string;
  if (floor === null) where = '';
  else if (floor < 0) where = ' in the basement';
  else if (floor === 0) where = ' on the ground floor';
  else where = ` on the ${ordinalEn(floor)} floor${totalFloors === null ? '' : ` of ${totalFloors}`}`;
  const building = construction === null ? '' : ` in ${EN_BUILDING[construction]}`;
  const year = buildingYear === null ? '' : ` built in ${buildingYear}`;
  if (!where && !building) return year ? sentence(`the building dates from ${buildingYear}`) : null;
  return sentence(`${subject} is${where}${building}${building ? year : ''}`);
}

function enLayout(facts: PropertyFacts): string | null {
  const baths = facts.bathrooms === 0 ? null : facts.bathrooms === 1 ? 'a bathroom' : `${facts.bathrooms} bathrooms`;
  switch (facts.type) {
    case 'room':
      return sentence(`the kitchen${baths ? ' and bathroom are' : ' is'} shared with the flatmates`);
    case 'studio':
      return sentence(`it has one main room with a kitchenette${baths ? ` and ${baths}` : ''}`);
    default: {
      const rooms = [facts.type === 'apartment' ? 'a living room with a kitchen area' : 'a spacious living room'];
      if (facts.bedrooms > 0) rooms.push(facts.bedrooms === 1 ? 'a bedroom' : `${facts.bedrooms} bedrooms`);
      if (baths) rooms.push(baths);
      return sentence(`the layout includes ${joinList(rooms, 'en')}`);
    }
  }
}

function enText(facts: PropertyFacts): string {
  const { noun, subject } = enNoun(facts);
  const what = `${article(EN_FURNITURE[facts.furniture])} ${noun} of ${squareMetres(facts.area, 'en')} m²`;
  const where = `in ${facts.district}, ${facts.city}${facts.address ? `, at ${facts.address}` : ''}`;
  const opening = [`for rent: ${what} ${where}`, `we are pleased to offer ${what} for rent ${where}`][variant(facts, 2)]!;

  const first = [sentence(opening), enBuilding(facts, capitalize(subject)), enLayout(facts)];
  const second = [
    facts.heating === null ? null : sentence(EN_HEATING[facts.heating]),
    facts.appliances.length === 0 ? null : sentence(`${subject} comes with: ${joinList(facts.appliances.map(lowerFirst), 'en')}`),
    facts.propertyAdvantages.length === 0 ? null : sentence(`highlights: ${joinList(facts.propertyAdvantages.map(lowerFirst), 'en')}`),
    facts.locationAdvantages.length === 0 ? null : `The area offers: ${joinList(facts.locationAdvantages.map(lowerFirst), 'en')}.`,
    facts.petFriendly ? 'Pets are welcome.' : null,
  ];
  const third = [
    facts.price === null ? null : sentence(`the monthly rent is ${formatMoney(facts.price, 'en')}`),
    'Get in touch to arrange a viewing at a time that suits you.',
  ];
  return [first, second, third]
    .map((paragraph) => paragraph.filter((part): part is string => part !== null).join(' '))
    .filter(Boolean)
    .join('\n\n');
}

/** The description of the property in `locale`. */
export function writeDescription(facts: PropertyFacts, locale: Locale): string {
  return locale === 'bg' ? bgText(facts) : enText(facts);
}
