/**
 * Demo accounts. Every account signs in with DEMO_PASSWORD; the three in DEMO_ACCOUNTS are the
 * ones the README documents (one per user type). Addresses use the reserved .test domain.
 */
import type { UserType } from '../../../../domain/constants.ts';

export interface SeedUser {
  /** Stable key, referenced as ownerKey by properties, offers, agencies and vendors. */
  key: string;
  type: UserType;
  /** Display name as the person typed it (Bulgarian, Cyrillic). */
  name: string;
  /** The same name in Latin letters (official transliteration). */
  nameLatin: string;
  email: string;
  /** Bulgarian mobile format, 08xx xxx xxx. */
  phone: string;
  /** Wallet credits. */
  credits: number;
  /** Grammatical gender of first-person texts (flatmate offers are written by the owner). */
  gender: 'female' | 'male';
  /** Home city key. */
  cityKey: string;
  /** For type 'agency': the agency the account owns. */
  agencyKey: string | null;
  /** For type 'vendor': the shop the account owns. */
  vendorKey: string | null;
  /** Every demo account has confirmed its e-mail address. */
  emailConfirmed: boolean;
}

/** Password of every demo account. */
export const DEMO_PASSWORD = 'demo1234';

function user(
  key: string,
  [name, nameLatin]: readonly [string, string],
  email: string,
  phone: string,
  gender: 'female' | 'male',
  cityKey: string,
  credits: number,
): SeedUser {
  return { key, type: 'user', name, nameLatin, email, phone, credits, gender, cityKey, agencyKey: null, vendorKey: null, emailConfirmed: true };
}

function agencyOwner(key: string, [name, nameLatin]: readonly [string, string], email: string, phone: string, gender: 'female' | 'male', cityKey: string, agencyKey: string): SeedUser {
  return { key, type: 'agency', name, nameLatin, email, phone, credits: 40, gender, cityKey, agencyKey, vendorKey: null, emailConfirmed: true };
}

function vendorOwner(key: string, [name, nameLatin]: readonly [string, string], email: string, phone: string, gender: 'female' | 'male', cityKey: string, vendorKey: string): SeedUser {
  return { key, type: 'vendor', name, nameLatin, email, phone, credits: 0, gender, cityKey, agencyKey: null, vendorKey, emailConfirmed: true };
}

export const SEED_USERS: readonly SeedUser[] = [
  user('maria', ['Мария Иванова', 'Maria Ivanova'], 'maria@domovik.test', '0888 412 735', 'female', 'sofia', 20),
  user('georgi', ['Георги Петров', 'Georgi Petrov'], 'georgi@domovik.test', '0887 305 918', 'male', 'plovdiv', 9),
  user('elena', ['Елена Димитрова', 'Elena Dimitrova'], 'elena@domovik.test', '0899 226 481', 'female', 'varna', 4),
  user('nikolay', ['Николай Стоянов', 'Nikolay Stoyanov'], 'nikolay@domovik.test', '0885 714 062', 'male', 'sofia', 0),
  user('viktoria', ['Виктория Колева', 'Viktoria Koleva'], 'viktoria@domovik.test', '0878 653 290', 'female', 'veliko-tarnovo', 39),
  user('ivan', ['Иван Тодоров', 'Ivan Todorov'], 'ivan@domovik.test', '0897 148 326', 'male', 'burgas', 0),
  user('desislava', ['Десислава Николова', 'Desislava Nikolova'], 'desislava@domovik.test', '0889 530 174', 'female', 'blagoevgrad', 13),
  agencyOwner('agency-domus', ['Петър Ангелов', 'Petar Angelov'], 'agency@domovik.test', '0888 214 367', 'male', 'sofia', 'domus'),
  agencyOwner('agency-vitosha', ['Радослава Маринова', 'Radoslava Marinova'], 'vitosha@domovik.test', '0887 503 119', 'female', 'sofia', 'vitosha-property'),
  agencyOwner('agency-chernomorski', ['Стефан Костов', 'Stefan Kostov'], 'chernomorski@domovik.test', '0898 440 275', 'male', 'varna', 'chernomorski-dom'),
  agencyOwner('agency-trakia', ['Гергана Христова', 'Gergana Hristova'], 'trakia@domovik.test', '0889 612 804', 'female', 'plovdiv', 'trakia-estate'),
  agencyOwner('agency-dunav', ['Калин Русев', 'Kalin Rusev'], 'dunav@domovik.test', '0878 327 590', 'male', 'ruse', 'dunav-homes'),
  vendorOwner('vendor-dabrava', ['Иво Трифонов', 'Ivo Trifonov'], 'vendor@domovik.test', '0888 731 540', 'male', 'sofia', 'mebeli-dabrava'),
  vendorOwner('vendor-rozova-dolina', ['Цветелина Пенева', 'Tsvetelina Peneva'], 'rozova-dolina@domovik.test', '0887 264 913', 'female', 'gabrovo', 'tekstil-rozova-dolina'),
  vendorOwner('vendor-tendzhera', ['Борислав Златев', 'Borislav Zlatev'], 'tendzhera@domovik.test', '0899 118 672', 'male', 'plovdiv', 'tendzhera-i-kapak'),
  vendorOwner('vendor-fener', ['Анелия Вълчева', 'Aneliya Valcheva'], 'fener@domovik.test', '0886 405 238', 'female', 'sofia', 'svetlina-fener'),
  vendorOwner('vendor-izvor', ['Димитър Янев', 'Dimitar Yanev'], 'izvor@domovik.test', '0897 350 184', 'male', 'varna', 'izvor-banya'),
  vendorOwner('vendor-zelen-dvor', ['Силвия Тонева', 'Silviya Toneva'], 'zelen-dvor@domovik.test', '0885 672 031', 'female', 'stara-zagora', 'zelen-dvor'),
  vendorOwner('vendor-sharena-staya', ['Ралица Симеонова', 'Ralitsa Simeonova'], 'sharena-staya@domovik.test', '0876 283 455', 'female', 'veliko-tarnovo', 'sharena-staya'),
  vendorOwner('vendor-volt', ['Александър Митев', 'Aleksandar Mitev'], 'volt@domovik.test', '0884 519 706', 'male', 'burgas', 'volt-uredi'),
];

export const USER_BY_KEY: ReadonlyMap<string, SeedUser> = new Map(SEED_USERS.map((u) => [u.key, u]));

/** Regular users (type 'user'): they own flatmate offers and some of the properties. */
export const REGULAR_USERS: readonly SeedUser[] = SEED_USERS.filter((u) => u.type === 'user');

export interface DemoAccount {
  type: UserType;
  email: string;
  password: string;
  userKey: string;
  /** What the account shows, for the README. */
  note: string;
}

/** The three documented demo accounts, one per user type. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    type: 'user',
    email: 'maria@domovik.test',
    password: DEMO_PASSWORD,
    userKey: 'maria',
    note: 'Regular user with 20 credits; owns rentals and flatmate offers.',
  },
  {
    type: 'agency',
    email: 'agency@domovik.test',
    password: DEMO_PASSWORD,
    userKey: 'agency-domus',
    note: 'Owner of the agency "Domus Properties" (Домус Имоти) in Sofia and its rentals.',
  },
  {
    type: 'vendor',
    email: 'vendor@domovik.test',
    password: DEMO_PASSWORD,
    userKey: 'vendor-dabrava',
    note: 'Owner of the shop "Dabrava Furniture" (Мебели Дъбрава) and its products.',
  },
];
