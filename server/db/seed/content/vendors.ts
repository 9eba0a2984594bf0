/** Eight invented shops selling through the marketplace, one per speciality; most categories have two of them (productCategories.ts). */
import type { Localized } from './types.ts';

export type VendorSpeciality = 'furniture' | 'textiles' | 'kitchenware' | 'lighting' | 'bathroom' | 'garden' | 'decor' | 'appliances';

export interface SeedVendor {
  /** Stable key, e.g. 'mebeli-dabrava'. */
  key: string;
  name: Localized;
  speciality: VendorSpeciality;
  cityKey: string;
  description: Localized;
  /** Delivery fee per order in euro cents; null means free delivery (product §3: optional). */
  deliveryPrice: number | null;
  /** Bulgarian mobile format, 08xx xxx xxx. */
  phone: string;
  email: string;
  /** Key of the SEED_USERS account of type 'vendor' that owns the shop. */
  ownerKey: string;
  /** Seed of the locally rendered logo (images.ts, kind 'vendor'). */
  imageSeed: number;
}

export const VENDORS: readonly SeedVendor[] = [
  {
    key: 'mebeli-dabrava',
    name: { bg: 'Мебели Дъбрава', en: 'Dabrava Furniture' },
    speciality: 'furniture',
    cityKey: 'sofia',
    description: {
      bg: 'Семейна работилница за мебели от масивно дърво, основана в Трявна и пренесена в София – за всяка стая, банята включително. Правим и мебели по поръчка, ако стандартният размер не пасва на жилището ви.',
      en: 'A family workshop making solid-wood furniture for every room, the bathroom included, founded in Tryavna and now based in Sofia. We also build to order when a standard size does not fit your home.',
    },
    deliveryPrice: 2500,
    phone: '0888 731 540',
    email: 'mebeli-dabrava@example.bg',
    ownerKey: 'vendor-dabrava',
    imageSeed: 101,
  },
  {
    key: 'tekstil-rozova-dolina',
    name: { bg: 'Текстил Розова долина', en: 'Rose Valley Textiles' },
    speciality: 'textiles',
    cityKey: 'gabrovo',
    description: {
      bg: 'Домашен текстил от памук и лен, тъкан в Габрово – града с най-дългата текстилна традиция в България. Спално бельо, хавлии, завеси, килими и тапицирани дивани и легла с доставка до цялата страна.',
      en: 'Cotton and linen home textiles woven in Gabrovo, the town with the longest textile tradition in Bulgaria. Bedding, towels, curtains, rugs and upholstered sofas and beds, delivered across the country.',
    },
    deliveryPrice: null,
    phone: '0887 264 913',
    email: 'rozova-dolina@example.bg',
    ownerKey: 'vendor-rozova-dolina',
    imageSeed: 102,
  },
  {
    key: 'tendzhera-i-kapak',
    name: { bg: 'Тенджера и капак', en: 'Pot & Lid' },
    speciality: 'kitchenware',
    cityKey: 'plovdiv',
    description: {
      bg: 'Всичко за кухнята – от чугунени тигани и кафемашини до троянска керамика. Подбираме съдове, които издържат години, и ги тестваме в собствената си кухня в Пловдив.',
      en: 'Everything for the kitchen, from cast-iron pans and coffee machines to Troyan pottery. We choose cookware that lasts for years and test it in our own kitchen in Plovdiv.',
    },
    deliveryPrice: 490,
    phone: '0899 118 672',
    email: 'tendzhera@example.bg',
    ownerKey: 'vendor-tendzhera',
    imageSeed: 103,
  },
  {
    key: 'svetlina-fener',
    name: { bg: 'Фенер Осветление', en: 'Fener Lighting' },
    speciality: 'lighting',
    cityKey: 'sofia',
    description: {
      bg: 'Лампи, полилеи, аплици, свещи и вентилатори за всяка стая. Помагаме с избора на крушки и цветна температура, за да изглежда домът уютен и вечер.',
      en: 'Lamps, pendants, wall lights, candles and fans for every room. We help you choose bulbs and colour temperature so your home feels cosy in the evening too.',
    },
    deliveryPrice: 690,
    phone: '0886 405 238',
    email: 'fener-light@example.bg',
    ownerKey: 'vendor-fener',
    imageSeed: 104,
  },
  {
    key: 'izvor-banya',
    name: { bg: 'Извор Баня', en: 'Izvor Bathrooms' },
    speciality: 'bathroom',
    cityKey: 'varna',
    description: {
      bg: 'Шкафове, смесители, аксесоари за баня и перални от склад във Варна. Всеки шкаф се доставя сглобен, а смесителите са с петгодишна гаранция.',
      en: 'Cabinets, taps, bathroom accessories and washing machines shipped from our warehouse in Varna. Every cabinet arrives assembled, and taps come with a five-year warranty.',
    },
    deliveryPrice: 1500,
    phone: '0897 350 184',
    email: 'izvor-banya@example.bg',
    ownerKey: 'vendor-izvor',
    imageSeed: 105,
  },
  {
    key: 'zelen-dvor',
    name: { bg: 'Зелен двор', en: 'Green Yard' },
    speciality: 'garden',
    cityKey: 'stara-zagora',
    description: {
      bg: 'Градински мебели, саксии и инструменти за двора и терасата. Съветваме кои растения ще виреят на вашия балкон според изложението му.',
      en: 'Garden furniture, planters and tools for the yard and the balcony. We will tell you which plants will thrive on your balcony, depending on which way it faces.',
    },
    deliveryPrice: 990,
    phone: '0885 672 031',
    email: 'zelen-dvor@example.bg',
    ownerKey: 'vendor-zelen-dvor',
    imageSeed: 106,
  },
  {
    key: 'sharena-staya',
    name: { bg: 'Шарена стая', en: 'Colourful Room' },
    speciality: 'decor',
    cityKey: 'veliko-tarnovo',
    description: {
      bg: 'Декорация, свещи, подаръци и мебели от български занаятчии – керамика, ръчно тъкани кошове, лампи, масички и ароматни свещи с българска роза. Всеки подарък пристига опакован.',
      en: 'Décor, candles, gifts and furniture from Bulgarian makers: pottery, hand-woven baskets, lamps, tables and scented candles with Bulgarian rose. Every gift arrives wrapped.',
    },
    deliveryPrice: null,
    phone: '0876 283 455',
    email: 'sharena-staya@example.bg',
    ownerKey: 'vendor-sharena-staya',
    imageSeed: 107,
  },
  {
    key: 'volt-uredi',
    name: { bg: 'Волт Уреди', en: 'Volt Appliances' },
    speciality: 'appliances',
    cityKey: 'burgas',
    description: {
      bg: 'Перални, малки електроуреди, отоплителни уреди, съдове, смесители и градинска техника с безплатно инсталиране в Бургас и региона. Предлагаме и изкупуване на стария уред при доставка.',
      en: 'Washing machines, small appliances, heaters, cookware, taps and garden power tools, with free installation in Burgas and the region. We can also take your old appliance away on delivery.',
    },
    deliveryPrice: 1990,
    phone: '0884 519 706',
    email: 'volt-uredi@example.bg',
    ownerKey: 'vendor-volt',
    imageSeed: 108,
  },
];

export const VENDOR_BY_KEY: ReadonlyMap<string, SeedVendor> = new Map(VENDORS.map((v) => [v.key, v]));

/** The vendor of each speciality (one each). */
export function vendorFor(speciality: VendorSpeciality): SeedVendor {
  const found = VENDORS.find((v) => v.speciality === speciality);
  if (!found) throw new Error(`No vendor for ${speciality}`);
  return found;
}
