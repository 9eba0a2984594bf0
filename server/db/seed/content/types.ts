/**
 * Shapes shared by every file of the demo content, plus the few Bulgarian grammar helpers the
 * text generators need. Plain data only: the seeding code maps these objects to tables.
 */

/** A text in both languages of the site. `bg` is in Cyrillic, `en` in natural English. */
export interface Localized {
  bg: string;
  en: string;
}

/** WGS 84 coordinates in decimal degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A keyed option with a label in both languages (property settings, filters, ...). */
export interface SeedOption {
  key: string;
  label: Localized;
  /** Display order, from 1. */
  order: number;
}

/** Grammatical gender (or plural) of a Bulgarian noun, for adjective agreement. */
export type BgGender = 'm' | 'f' | 'n' | 'p';

/** A Bulgarian adjective in its four indefinite forms, with the English adjective. */
export interface AdjectiveForms {
  m: string;
  f: string;
  n: string;
  p: string;
  en: string;
}

export function agree(adjective: AdjectiveForms, gender: BgGender): string {
  return adjective[gender];
}

/** Upper-cases the first letter. */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('bg') + text.slice(1);
}

/** Words of English that keep their capital inside a sentence. */
const PROPER_EN = /^(Bulgarian|Troyan|Scandinavian|Chiprovtsi|LED|TV|IP\d+|E\d+|[A-Z]\/|[A-Z]{2,})/;

/**
 * Lower-cases the first letter unless the word is an abbreviation (LED, E27, IP44, ЕПК, ТЕЦ)
 * or an English proper adjective (Bulgarian, Troyan).
 */
export function lowerFirst(text: string): string {
  const second = text.charAt(1);
  if (second !== '' && second === second.toLocaleUpperCase('bg') && second !== second.toLocaleLowerCase('bg')) {
    return text;
  }
  if (PROPER_EN.test(text)) return text;
  return text.charAt(0).toLocaleLowerCase('bg') + text.slice(1);
}

/** Bulgarian "в" becomes "във" before a word starting with в or ф. */
export function bgIn(word: string): string {
  return /^[вфВФ]/.test(word) ? `във ${word}` : `в ${word}`;
}

/** Bulgarian "с" becomes "със" before a word starting with с or з. */
export function bgWith(word: string): string {
  return /^[сзСЗ]/.test(word) ? `със ${word}` : `с ${word}`;
}

/** Joins a list the Bulgarian or English way: "a, b и c" / "a, b and c". */
export function joinList(items: readonly string[], language: 'bg' | 'en'): string {
  const conjunction = language === 'bg' ? ' и ' : ' and ';
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${conjunction}${items[items.length - 1] ?? ''}`;
}

/** English ordinal with digits: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st. */
export function ordinalEn(value: number): string {
  const tens = value % 100;
  if (tens >= 11 && tens <= 13) return `${value}th`;
  switch (value % 10) {
    case 1:
      return `${value}st`;
    case 2:
      return `${value}nd`;
    case 3:
      return `${value}rd`;
    default:
      return `${value}th`;
  }
}

const BG_ORDINALS = [
  'първия',
  'втория',
  'третия',
  'четвъртия',
  'петия',
  'шестия',
  'седмия',
  'осмия',
  'деветия',
  'десетия',
  'единадесетия',
  'дванадесетия',
  'тринадесетия',
  'четиринадесетия',
  'петнадесетия',
  'шестнадесетия',
  'седемнадесетия',
  'осемнадесетия',
  'деветнадесетия',
  'двадесетия',
] as const;

/** Bulgarian masculine definite ordinal ("третия" етаж); digits with a suffix above 20. */
export function ordinalBg(value: number): string {
  return BG_ORDINALS[value - 1] ?? `${value}-ия`;
}

/** Rounds euros to whole cents. */
export function euros(amount: number): number {
  return Math.round(amount * 100);
}
