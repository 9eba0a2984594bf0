/** Five invented estate agencies (names are fictional; contacts use reserved example domains). */
import type { Localized } from './types.ts';

export interface SeedAgency {
  /** Stable key, e.g. 'domus'. */
  key: string;
  /** Shown as the agency's name (product §3: "agencies are shown by vendor.name"). */
  name: Localized;
  cityKey: string;
  description: Localized;
  /** Bulgarian mobile format, 088x xxx xxx. */
  phone: string;
  email: string;
  /** Key of the SEED_USERS account of type 'agency' that owns the agency. */
  ownerKey: string;
  foundedYear: number;
  /** Seed of the locally rendered logo (images.ts, kind 'agency'). */
  imageSeed: number;
}

export const AGENCIES: readonly SeedAgency[] = [
  {
    key: 'domus',
    name: { bg: 'Домус Имоти', en: 'Domus Properties' },
    cityKey: 'sofia',
    description: {
      bg: 'Домус Имоти помага на наематели и собственици в София от 2009 г. Всеки имот в портфолиото ни е огледан лично от консултант, а договорите се изготвят от наш юрист.',
      en: 'Domus Properties has helped tenants and landlords in Sofia since 2009. A consultant views every property in our portfolio in person, and our lawyer drafts every contract.',
    },
    phone: '0888 214 367',
    email: 'domus.imoti@example.bg',
    ownerKey: 'agency-domus',
    foundedYear: 2009,
    imageSeed: 11,
  },
  {
    key: 'vitosha-property',
    name: { bg: 'Витоша Пропърти', en: 'Vitosha Property' },
    cityKey: 'sofia',
    description: {
      bg: 'Специализирани сме в ново строителство в южните квартали на София – Лозенец, Манастирски ливади и Бояна. Предлагаме и управление на имота, докато сте в чужбина.',
      en: 'We specialise in new-build homes in the southern districts of Sofia: Lozenets, Manastirski livadi and Boyana. We also manage your property while you are abroad.',
    },
    phone: '0887 503 119',
    email: 'vitosha.property@example.com',
    ownerKey: 'agency-vitosha',
    foundedYear: 2015,
    imageSeed: 23,
  },
  {
    key: 'chernomorski-dom',
    name: { bg: 'Черноморски дом', en: 'Black Sea Home' },
    cityKey: 'varna',
    description: {
      bg: 'Черноморски дом е семейна агенция във Варна с над 15 години опит. Познаваме всеки квартал – от Гръцка махала до Владиславово – и ще ви кажем честно плюсовете и минусите му.',
      en: 'Black Sea Home is a family-run agency in Varna with more than 15 years of experience. We know every district, from Gratska mahala to Vladislavovo, and we will tell you honestly what is good and bad about each.',
    },
    phone: '0898 440 275',
    email: 'chernomorski.dom@example.bg',
    ownerKey: 'agency-chernomorski',
    foundedYear: 2010,
    imageSeed: 37,
  },
  {
    key: 'trakia-estate',
    name: { bg: 'Тракия Естейт', en: 'Thrace Estate' },
    cityKey: 'plovdiv',
    description: {
      bg: 'Тракия Естейт предлага жилища под наем в Пловдив – от студия в Капана до семейни апартаменти в Каменица. Работим с фиксирана комисиона, обявена предварително.',
      en: 'Thrace Estate lets homes across Plovdiv, from studios in Kapana to family flats in Kamenitsa. We charge a fixed commission, announced up front.',
    },
    phone: '0889 612 804',
    email: 'trakia.estate@example.com',
    ownerKey: 'agency-trakia',
    foundedYear: 2017,
    imageSeed: 41,
  },
  {
    key: 'dunav-homes',
    name: { bg: 'Дунав Хоумс', en: 'Danube Homes' },
    cityKey: 'ruse',
    description: {
      bg: 'Дунав Хоумс е агенцията на Русе за студенти и млади семейства. Помагаме с огледите онлайн, ако още не сте в града, и с регистрацията на договора.',
      en: 'Danube Homes is the Ruse agency for students and young families. We can run viewings online if you are not in town yet, and we help you register the contract.',
    },
    phone: '0878 327 590',
    email: 'dunav.homes@example.bg',
    ownerKey: 'agency-dunav',
    foundedYear: 2019,
    imageSeed: 53,
  },
];

export const AGENCY_BY_KEY: ReadonlyMap<string, SeedAgency> = new Map(AGENCIES.map((a) => [a.key, a]));
