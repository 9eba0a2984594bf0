/** Real Bulgarian universities, each in one of the seeded cities. */
import type { Localized } from './types.ts';

export interface SeedUniversity {
  /** Stable key, e.g. 'sofia-university'. */
  key: string;
  name: Localized;
  /** Usual abbreviation (СУ / SU, УНСС / UNWE, ...). */
  shortName: Localized;
  cityKey: string;
  /** District of the main campus, when it is in one of the seeded districts. */
  districtKey: string | null;
}

export const UNIVERSITIES: readonly SeedUniversity[] = [
  {
    key: 'sofia-university',
    name: { bg: 'Софийски университет „Св. Климент Охридски“', en: 'Sofia University "St. Kliment Ohridski"' },
    shortName: { bg: 'СУ', en: 'SU' },
    cityKey: 'sofia',
    districtKey: 'sofia-center',
  },
  {
    key: 'tu-sofia',
    name: { bg: 'Технически университет – София', en: 'Technical University of Sofia' },
    shortName: { bg: 'ТУ – София', en: 'TU Sofia' },
    cityKey: 'sofia',
    districtKey: 'sofia-studentski-grad',
  },
  {
    key: 'unwe',
    name: { bg: 'Университет за национално и световно стопанство', en: 'University of National and World Economy' },
    shortName: { bg: 'УНСС', en: 'UNWE' },
    cityKey: 'sofia',
    districtKey: 'sofia-studentski-grad',
  },
  {
    key: 'mu-sofia',
    name: { bg: 'Медицински университет – София', en: 'Medical University of Sofia' },
    shortName: { bg: 'МУ – София', en: 'MU Sofia' },
    cityKey: 'sofia',
    districtKey: 'sofia-lozenets',
  },
  {
    key: 'nbu',
    name: { bg: 'Нов български университет', en: 'New Bulgarian University' },
    shortName: { bg: 'НБУ', en: 'NBU' },
    cityKey: 'sofia',
    districtKey: 'sofia-ovcha-kupel',
  },
  {
    key: 'uacg',
    name: { bg: 'Университет по архитектура, строителство и геодезия', en: 'University of Architecture, Civil Engineering and Geodesy' },
    shortName: { bg: 'УАСГ', en: 'UACEG' },
    cityKey: 'sofia',
    districtKey: 'sofia-lozenets',
  },
  {
    key: 'aubg',
    name: { bg: 'Американски университет в България', en: 'American University in Bulgaria' },
    shortName: { bg: 'АУБ', en: 'AUBG' },
    cityKey: 'blagoevgrad',
    districtKey: 'blagoevgrad-center',
  },
  {
    key: 'swu',
    name: { bg: 'Югозападен университет „Неофит Рилски“', en: 'South-West University "Neofit Rilski"' },
    shortName: { bg: 'ЮЗУ', en: 'SWU' },
    cityKey: 'blagoevgrad',
    districtKey: 'blagoevgrad-center',
  },
  {
    key: 'plovdiv-university',
    name: { bg: 'Пловдивски университет „Паисий Хилендарски“', en: 'Plovdiv University "Paisii Hilendarski"' },
    shortName: { bg: 'ПУ', en: 'PU' },
    cityKey: 'plovdiv',
    districtKey: 'plovdiv-center',
  },
  {
    key: 'mu-plovdiv',
    name: { bg: 'Медицински университет – Пловдив', en: 'Medical University of Plovdiv' },
    shortName: { bg: 'МУ – Пловдив', en: 'MU Plovdiv' },
    cityKey: 'plovdiv',
    districtKey: 'plovdiv-center',
  },
  {
    key: 'au-plovdiv',
    name: { bg: 'Аграрен университет – Пловдив', en: 'Agricultural University of Plovdiv' },
    shortName: { bg: 'АУ', en: 'AU Plovdiv' },
    cityKey: 'plovdiv',
    districtKey: 'plovdiv-karshiyaka',
  },
  {
    key: 'ue-varna',
    name: { bg: 'Икономически университет – Варна', en: 'University of Economics – Varna' },
    shortName: { bg: 'ИУ – Варна', en: 'UE Varna' },
    cityKey: 'varna',
    districtKey: 'varna-center',
  },
  {
    key: 'tu-varna',
    name: { bg: 'Технически университет – Варна', en: 'Technical University of Varna' },
    shortName: { bg: 'ТУ – Варна', en: 'TU Varna' },
    cityKey: 'varna',
    districtKey: 'varna-chayka',
  },
  {
    key: 'mu-varna',
    name: { bg: 'Медицински университет „Проф. д-р Параскев Стоянов“ – Варна', en: 'Medical University "Prof. Dr. Paraskev Stoyanov" – Varna' },
    shortName: { bg: 'МУ – Варна', en: 'MU Varna' },
    cityKey: 'varna',
    districtKey: 'varna-center',
  },
  {
    key: 'bfu',
    name: { bg: 'Бургаски свободен университет', en: 'Burgas Free University' },
    shortName: { bg: 'БСУ', en: 'BFU' },
    cityKey: 'burgas',
    districtKey: 'burgas-lazur',
  },
  {
    key: 'zlatarov-university',
    name: { bg: 'Университет „Проф. д-р Асен Златаров“', en: 'Prof. Dr. Asen Zlatarov University' },
    shortName: { bg: 'БУ „Асен Златаров“', en: 'Asen Zlatarov University' },
    cityKey: 'burgas',
    districtKey: null,
  },
  {
    key: 'ruse-university',
    name: { bg: 'Русенски университет „Ангел Кънчев“', en: 'University of Ruse "Angel Kanchev"' },
    shortName: { bg: 'РУ', en: 'RU' },
    cityKey: 'ruse',
    districtKey: 'ruse-druzhba',
  },
  {
    key: 'vtu',
    name: { bg: 'Великотърновски университет „Св. св. Кирил и Методий“', en: 'St. Cyril and St. Methodius University of Veliko Tarnovo' },
    shortName: { bg: 'ВТУ', en: 'VTU' },
    cityKey: 'veliko-tarnovo',
    districtKey: 'veliko-tarnovo-center',
  },
  {
    key: 'trakia-university',
    name: { bg: 'Тракийски университет', en: 'Trakia University' },
    shortName: { bg: 'ТрУ', en: 'TrU' },
    cityKey: 'stara-zagora',
    districtKey: null,
  },
  {
    key: 'mu-pleven',
    name: { bg: 'Медицински университет – Плевен', en: 'Medical University – Pleven' },
    shortName: { bg: 'МУ – Плевен', en: 'MU Pleven' },
    cityKey: 'pleven',
    districtKey: 'pleven-center',
  },
  {
    key: 'shumen-university',
    name: { bg: 'Шуменски университет „Епископ Константин Преславски“', en: 'Konstantin Preslavsky University of Shumen' },
    shortName: { bg: 'ШУ', en: 'SHU' },
    cityKey: 'shumen',
    districtKey: 'shumen-center',
  },
  {
    key: 'tu-gabrovo',
    name: { bg: 'Технически университет – Габрово', en: 'Technical University of Gabrovo' },
    shortName: { bg: 'ТУ – Габрово', en: 'TU Gabrovo' },
    cityKey: 'gabrovo',
    districtKey: 'gabrovo-center',
  },
];

export const UNIVERSITY_BY_KEY: ReadonlyMap<string, SeedUniversity> = new Map(UNIVERSITIES.map((u) => [u.key, u]));
