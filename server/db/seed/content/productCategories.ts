/**
 * The shop's categories, organised by room (product §2, room picker: hallway, living-room, kitchen,
 * bedroom, bathroom, terrace, garden, gifts), with their filters and the product templates the
 * generator in products.ts draws from.
 */
import type { Room } from '../../../../domain/constants.ts';
import { COLOURS, FILTER_NAMES, MATERIALS, STYLES, adjective as adj, fromDict, own } from './productVocabulary.ts';
import type { Subject } from './drawings.ts';
import type { FilterDef } from './productVocabulary.ts';
import type { BgGender, Localized } from './types.ts';
import type { VendorSpeciality } from './vendors.ts';

export interface ProductTemplate {
  /** Noun phrase in lower case: "масичка за кафе" / "coffee table". */
  noun: Localized;
  /** What its picture draws (drawings.ts). */
  draw: Subject;
  /** Gender of the Bulgarian head noun, for the title adjective. */
  g: BgGender;
  /** Price range in whole euros, excluding VAT. */
  price: readonly [number, number];
  /**
   * Filter whose value opens the title as an adjective ("Дъбова масичка за кафе"); null for none.
   * Absent: 'material' when the category has it, else 'colour', else none.
   */
  adj?: string | null;
  /** Allowed values per filter key, when the template narrows the category's values. */
  only?: Readonly<Record<string, readonly string[]>>;
  /** Filter whose label is appended to the title ("… – Лавандула"). */
  suffix?: string;
  /** May also be listed under the housewarming-gifts category. */
  giftable?: boolean;
}

export interface CategoryDef {
  key: string;
  room: Room;
  name: Localized;
  description: Localized;
  promo: boolean;
  vendors: readonly VendorSpeciality[];
  filters: readonly FilterDef[];
  /** Opening sentences of product descriptions; `{model}` is replaced by the model name. */
  pitches: readonly Localized[];
  templates: readonly ProductTemplate[];
}

const N = FILTER_NAMES;
const colour = (keys: readonly string[]): FilterDef => fromDict('colour', N.colour, COLOURS, keys);
const material = (keys: readonly string[]): FilterDef => fromDict('material', N.material, MATERIALS, keys);
const style = (keys: readonly string[]): FilterDef => fromDict('style', N.style, STYLES, keys);

const shape = own('shape', N.shape, [
  ['round', 'Кръгла', 'Round'],
  ['rectangular', 'Правоъгълна', 'Rectangular'],
  ['oval', 'Овална', 'Oval'],
]);

const FIRMNESS_SOFT = adj('мек', 'мека', 'меко', 'меки', 'soft');
const FIRMNESS_MEDIUM = adj('средно твърд', 'средно твърда', 'средно твърдо', 'средно твърди', 'medium-firm');
const FIRMNESS_FIRM = adj('твърд', 'твърда', 'твърдо', 'твърди', 'firm');

export const CATEGORY_DEFS: readonly CategoryDef[] = [
  // ─── Hallway ──────────────────────────────────────────────────────────────────────────────
  {
    key: 'shoe-cabinets',
    room: 'hallway',
    name: { bg: 'Шкафове за обувки', en: 'Shoe cabinets' },
    description: { bg: 'Шкафове, етажерки и пейки, които прибират обувките на цялото семейство.', en: 'Cabinets, racks and benches that keep the whole family’s shoes tidy.' },
    promo: false,
    vendors: ['furniture', 'decor'],
    filters: [
      colour(['white', 'black', 'natural', 'grey']),
      material(['oak', 'pine', 'mdf', 'metal']),
      own('capacity', { bg: 'Капацитет', en: 'Capacity' }, [
        ['up-to-12', 'До 12 чифта', 'Up to 12 pairs'],
        ['12-24', 'От 12 до 24 чифта', '12 to 24 pairs'],
        ['over-24', 'Над 24 чифта', 'Over 24 pairs'],
      ]),
    ],
    pitches: [
      {
        bg: 'Моделът „{model}“ е плитък, така че се побира и в тесен коридор на панелен блок.',
        en: 'The {model} is shallow enough to fit even the narrow hallway of a panel-block flat.',
      },
      {
        bg: 'С „{model}“ обувките спират да се търкалят пред вратата – всичко има своето място.',
        en: 'With the {model}, shoes stop piling up by the door: everything has its place.',
      },
    ],
    templates: [
      { noun: { bg: 'шкаф за обувки', en: 'shoe cabinet' }, g: 'm', draw: 'cabinet', price: [70, 240], only: { capacity: ['12-24', 'over-24'] } },
      { noun: { bg: 'етажерка за обувки', en: 'shoe rack' }, g: 'f', draw: 'shelves', price: [25, 80], only: { material: ['pine', 'metal', 'oak'], capacity: ['up-to-12', '12-24'] } },
      { noun: { bg: 'пейка с място за обувки', en: 'storage bench' }, g: 'f', draw: 'bench', price: [80, 210], only: { capacity: ['up-to-12'] } },
    ],
  },
  {
    key: 'coat-racks',
    room: 'hallway',
    name: { bg: 'Закачалки и портманта', en: 'Coat racks and stands' },
    description: { bg: 'Стоящи и стенни закачалки за палта, чанти и шапки.', en: 'Standing and wall-mounted racks for coats, bags and hats.' },
    promo: false,
    vendors: ['furniture', 'decor'],
    filters: [
      colour(['black', 'white', 'natural', 'gold']),
      material(['metal', 'oak', 'beech', 'bamboo']),
      own('mounting', { bg: 'Монтаж', en: 'Mounting' }, [
        ['wall', 'Стенен', 'Wall-mounted'],
        ['standing', 'Стоящ', 'Freestanding'],
      ]),
    ],
    pitches: [
      { bg: 'Закачалката „{model}“ е стабилна и носи спокойно зимните палта на цялото семейство.', en: 'The {model} is sturdy enough for the whole family’s winter coats.' },
      { bg: 'Семпла форма, която прави антрето подредено още от първия ден – това е „{model}“.', en: 'A simple shape that makes the hallway look tidy from day one: that is the {model}.' },
    ],
    templates: [
      { noun: { bg: 'стояща закачалка', en: 'coat stand' }, g: 'f', draw: 'coat-stand', price: [35, 140], only: { mounting: ['standing'] } },
      { noun: { bg: 'закачалка за стена', en: 'wall coat rack' }, g: 'f', draw: 'hooks', price: [18, 75], only: { mounting: ['wall'] } },
      { noun: { bg: 'портманто с огледало', en: 'hallway stand with mirror' }, g: 'n', draw: 'mirror', price: [110, 320], only: { material: ['oak', 'beech', 'metal'] } },
    ],
  },
  {
    key: 'mirrors',
    room: 'hallway',
    name: { bg: 'Огледала', en: 'Mirrors' },
    description: { bg: 'Огледала за антрето, спалнята и всекидневната – кръгли, овални и в цял ръст.', en: 'Mirrors for the hallway, bedroom and living room: round, oval and full-length.' },
    promo: true,
    vendors: ['decor', 'furniture'],
    filters: [
      shape,
      own('frame', { bg: 'Рамка', en: 'Frame' }, [
        ['metal', 'Метална', 'Metal', adj('метален', 'метална', 'метално', 'метални', 'metal-framed')],
        ['oak', 'Дъбова', 'Oak', adj('дъбов', 'дъбова', 'дъбово', 'дъбови', 'oak-framed')],
        ['rattan', 'Ратанова', 'Rattan', adj('ратанов', 'ратанова', 'ратаново', 'ратанови', 'rattan')],
        ['frameless', 'Без рамка', 'Frameless'],
      ]),
      own('size', N.size, [
        ['small', 'До 60 см', 'Up to 60 cm'],
        ['medium', 'От 60 до 100 см', '60 to 100 cm'],
        ['large', 'Над 100 см', 'Over 100 cm'],
      ]),
    ],
    pitches: [
      { bg: 'Огледалото „{model}“ отразява светлината от прозореца и прави малкото антре да изглежда по-голямо.', en: 'The {model} bounces window light around and makes a small hallway feel larger.' },
      { bg: 'Моделът „{model}“ идва с окачване и дюбели – монтажът отнема десет минути.', en: 'The {model} comes with fixings and wall plugs, so hanging it takes ten minutes.' },
    ],
    templates: [
      { noun: { bg: 'кръгло огледало', en: 'round mirror' }, g: 'n', draw: 'mirror', price: [35, 160], adj: 'frame', only: { shape: ['round'], size: ['small', 'medium'] }, giftable: true },
      { noun: { bg: 'огледало в цял ръст', en: 'full-length mirror' }, g: 'n', draw: 'mirror', price: [80, 260], adj: 'frame', only: { shape: ['rectangular', 'oval'], size: ['large'] } },
      { noun: { bg: 'стенно огледало', en: 'wall mirror' }, g: 'n', draw: 'mirror', price: [40, 190], adj: 'frame', only: { size: ['small', 'medium'] } },
    ],
  },
  {
    key: 'storage-boxes',
    room: 'hallway',
    name: { bg: 'Кутии и кошове за съхранение', en: 'Storage boxes and baskets' },
    description: { bg: 'Кошове и кутии за шалове, играчки и всичко дребно, което иска свое място.', en: 'Baskets and boxes for scarves, toys and all the small things that need a home.' },
    promo: false,
    vendors: ['decor', 'textiles'],
    filters: [
      material(['jute', 'rattan', 'cotton', 'bamboo', 'polypropylene']),
      colour(['natural', 'white', 'grey', 'beige']),
      own('size', N.size, [
        ['s', 'Малък (S)', 'Small (S)'],
        ['m', 'Среден (M)', 'Medium (M)'],
        ['l', 'Голям (L)', 'Large (L)'],
      ]),
    ],
    pitches: [
      { bg: 'Моделът „{model}“ пази формата си дори когато е напълно зареден.', en: 'The {model} keeps its shape even when it is full.' },
      { bg: 'Моделът „{model}“ е лек, с удобни дръжки, и е отличен помощник при преместване.', en: 'The {model} is light, has comfortable handles and is a great helper when moving.' },
    ],
    templates: [
      { noun: { bg: 'кош за съхранение', en: 'storage basket' }, g: 'm', draw: 'basket', price: [12, 45], only: { material: ['jute', 'rattan', 'cotton', 'bamboo'] }, giftable: true },
      { noun: { bg: 'кутия за съхранение', en: 'storage box' }, g: 'f', draw: 'basket', price: [8, 30], only: { material: ['cotton', 'bamboo', 'polypropylene'] } },
      { noun: { bg: 'комплект кошове', en: 'set of baskets' }, g: 'm', draw: 'basket', price: [28, 65], only: { material: ['jute', 'rattan'], size: ['m'] } },
    ],
  },
  // ─── Living room ──────────────────────────────────────────────────────────────────────────
  {
    key: 'sofas',
    room: 'living-room',
    name: { bg: 'Дивани', en: 'Sofas' },
    description: { bg: 'Двуместни, триместни, ъглови и разтегателни дивани за всяка всекидневна.', en: 'Two-seaters, three-seaters, corner sofas and sofa beds for every living room.' },
    promo: true,
    vendors: ['furniture', 'textiles'],
    filters: [
      fromDict('upholstery', { bg: 'Дамаска', en: 'Upholstery' }, MATERIALS, ['velvet', 'linen', 'fabric', 'leather']),
      colour(['grey', 'beige', 'green', 'blue', 'mustard', 'terracotta']),
      own('seats', { bg: 'Места', en: 'Seats' }, [
        ['2', 'Двуместен', 'Two-seater'],
        ['3', 'Триместен', 'Three-seater'],
        ['corner', 'Ъглов', 'Corner'],
      ]),
      style(['scandinavian', 'modern', 'classic']),
    ],
    pitches: [
      { bg: 'Моделът „{model}“ е създаден за дълги вечери вкъщи – седалките са дълбоки, а възглавниците пазят формата си.', en: 'The {model} is made for long evenings in: deep seats and cushions that keep their shape.' },
      { bg: 'Пълнежът на „{model}“ е от пяна с висока плътност и не хлътва с годините.', en: 'The {model} is filled with high-density foam that will not sag over the years.' },
    ],
    templates: [
      { noun: { bg: 'двуместен диван', en: 'two-seater sofa' }, g: 'm', draw: 'sofa', price: [420, 900], adj: 'upholstery', only: { seats: ['2'] } },
      { noun: { bg: 'триместен диван', en: 'three-seater sofa' }, g: 'm', draw: 'sofa', price: [590, 1300], adj: 'upholstery', only: { seats: ['3'] } },
      { noun: { bg: 'ъглов диван', en: 'corner sofa' }, g: 'm', draw: 'corner-sofa', price: [850, 1900], adj: 'upholstery', only: { seats: ['corner'] } },
      { noun: { bg: 'разтегателен диван', en: 'sofa bed' }, g: 'm', draw: 'sofa', price: [480, 1100], adj: 'colour', only: { seats: ['2', '3'], upholstery: ['fabric', 'linen', 'velvet'] } },
    ],
  },
  {
    key: 'coffee-tables',
    room: 'living-room',
    name: { bg: 'Холни масички', en: 'Coffee tables' },
    description: { bg: 'Масички за кафе и помощни масички от дърво, мрамор, метал и стъкло.', en: 'Coffee tables and side tables in wood, marble, metal and glass.' },
    promo: false,
    vendors: ['furniture', 'decor'],
    filters: [material(['oak', 'walnut', 'marble', 'metal', 'glass']), shape, style(['scandinavian', 'industrial', 'modern', 'minimalist'])],
    pitches: [
      { bg: 'Масичката „{model}“ е с ниска и лека линия, която не претрупва малка всекидневна.', en: 'The {model} has a low, light silhouette that does not crowd a small living room.' },
      { bg: 'Плотът на „{model}“ е обработен срещу петна от чаши и издържа на ежедневна употреба.', en: 'The top of the {model} is treated against cup rings and stands up to everyday use.' },
    ],
    templates: [
      { noun: { bg: 'масичка за кафе', en: 'coffee table' }, g: 'f', draw: 'coffee-table', price: [90, 380] },
      { noun: { bg: 'помощна масичка', en: 'side table' }, g: 'f', draw: 'coffee-table', price: [45, 160], only: { shape: ['round'] }, giftable: true },
      { noun: { bg: 'комплект масички', en: 'nest of tables' }, g: 'm', draw: 'coffee-table', price: [130, 320], only: { material: ['oak', 'walnut', 'metal'] } },
    ],
  },
  {
    key: 'tv-units',
    room: 'living-room',
    name: { bg: 'ТВ шкафове и етажерки', en: 'TV units and bookcases' },
    description: { bg: 'ТВ шкафове, секции и етажерки за книги и декорация.', en: 'TV units, wall units and bookcases for books and décor.' },
    promo: false,
    vendors: ['furniture', 'decor'],
    filters: [
      material(['oak', 'walnut', 'mdf', 'pine']),
      colour(['white', 'black', 'natural', 'anthracite']),
      own('width', N.width, [
        ['up-to-140', 'До 140 см', 'Up to 140 cm'],
        ['140-180', 'От 140 до 180 см', '140 to 180 cm'],
        ['over-180', 'Над 180 см', 'Over 180 cm'],
      ]),
    ],
    pitches: [
      { bg: 'Шкафът „{model}“ има отвори за кабели отзад, така че рутерът и приставката остават скрити.', en: 'The {model} has cable holes at the back, so the router and set-top box stay out of sight.' },
      { bg: 'Моделът „{model}“ се доставя с подробна инструкция и се сглобява от един човек.', en: 'The {model} comes with clear instructions and can be assembled by one person.' },
    ],
    templates: [
      { noun: { bg: 'ТВ шкаф', en: 'TV unit' }, g: 'm', draw: 'cabinet', price: [140, 520] },
      { noun: { bg: 'секция за всекидневна', en: 'living-room wall unit' }, g: 'f', draw: 'shelves', price: [380, 1100], only: { width: ['over-180'] } },
      { noun: { bg: 'етажерка за книги', en: 'bookcase' }, g: 'f', draw: 'shelves', price: [90, 350], only: { width: ['up-to-140'] } },
    ],
  },
  {
    key: 'rugs',
    room: 'living-room',
    name: { bg: 'Килими', en: 'Rugs' },
    description: { bg: 'Вълнени, ютени и памучни килими, включително ръчно тъкани чипровски мотиви.', en: 'Wool, jute and cotton rugs, including hand-woven Chiprovtsi patterns.' },
    promo: true,
    vendors: ['textiles', 'decor'],
    filters: [
      material(['wool', 'jute', 'cotton', 'synthetic']),
      own('size', N.size, [
        ['70x200', '70 × 200 см', '70 × 200 cm'],
        ['120x170', '120 × 170 см', '120 × 170 cm'],
        ['160x230', '160 × 230 см', '160 × 230 cm'],
        ['200x300', '200 × 300 см', '200 × 300 cm'],
      ]),
      style(['boho', 'modern', 'classic', 'scandinavian']),
      colour(['beige', 'grey', 'terracotta', 'blue', 'green']),
    ],
    pitches: [
      { bg: 'Килимът „{model}“ стопля пода през зимата и заглушава стъпките към съседите отдолу.', en: 'The {model} warms the floor in winter and muffles footsteps for the neighbours below.' },
      { bg: 'Шарката на „{model}“ е вдъхновена от старите български черги, но в спокойни, съвременни цветове.', en: 'The pattern of the {model} is inspired by old Bulgarian kilims, in calm, contemporary colours.' },
    ],
    templates: [
      { noun: { bg: 'килим', en: 'rug' }, g: 'm', draw: 'rug', price: [60, 420], only: { size: ['120x170', '160x230', '200x300'] } },
      { noun: { bg: 'пътека', en: 'runner' }, g: 'f', draw: 'rug', price: [35, 140], only: { size: ['70x200'] } },
      { noun: { bg: 'ръчно тъкан килим', en: 'hand-woven rug' }, g: 'm', draw: 'rug', price: [220, 680], only: { material: ['wool', 'cotton'], size: ['120x170', '160x230'] } },
    ],
  },
  {
    key: 'living-lighting',
    room: 'living-room',
    name: { bg: 'Осветление за дневна', en: 'Living-room lighting' },
    description: { bg: 'Полилеи, лампиони и аплици с топла светлина.', en: 'Pendants, floor lamps and wall lights with a warm glow.' },
    promo: false,
    vendors: ['lighting', 'decor'],
    filters: [
      own('type', { bg: 'Вид', en: 'Type' }, [
        ['ceiling', 'Таванно осветление', 'Ceiling light'],
        ['floor', 'Лампион', 'Floor lamp'],
        ['wall', 'Аплик', 'Wall light'],
      ]),
      material(['metal', 'rattan', 'glass', 'linen']),
      colour(['black', 'white', 'gold', 'natural']),
      own('fitting', { bg: 'Фасунга', en: 'Fitting' }, [
        ['e27', 'Цокъл E27', 'E27 fitting'],
        ['e14', 'Цокъл E14', 'E14 fitting'],
        ['led', 'Интегриран LED', 'Integrated LED'],
      ]),
    ],
    pitches: [
      { bg: 'Лампата „{model}“ дава мека, разсеяна светлина, без да заслепява, когато гледате телевизия.', en: 'The {model} gives soft, diffused light that does not dazzle while you watch TV.' },
      { bg: 'Препоръчваме „{model}“ с крушка 2700 K – светлината е топла като на залез.', en: 'We recommend the {model} with a 2700 K bulb for a light as warm as sunset.' },
    ],
    templates: [
      { noun: { bg: 'полилей', en: 'pendant light' }, g: 'm', draw: 'pendant-lamp', price: [70, 420], only: { type: ['ceiling'], fitting: ['e27', 'led'] } },
      { noun: { bg: 'лампион', en: 'floor lamp' }, g: 'm', draw: 'floor-lamp', price: [60, 320], only: { type: ['floor'], material: ['metal', 'rattan', 'linen'] }, giftable: true },
      { noun: { bg: 'аплик', en: 'wall light' }, g: 'm', draw: 'wall-lamp', price: [30, 140], only: { type: ['wall'], fitting: ['e14', 'led'] } },
    ],
  },
  {
    key: 'cushions-throws',
    room: 'living-room',
    name: { bg: 'Декоративни възглавници и одеяла', en: 'Cushions and throws' },
    description: { bg: 'Възглавници, калъфки и одеяла, които променят настроението на стаята за минути.', en: 'Cushions, covers and throws that change the mood of a room in minutes.' },
    promo: false,
    vendors: ['textiles', 'decor'],
    filters: [
      material(['velvet', 'linen', 'cotton', 'wool']),
      colour(['mustard', 'terracotta', 'green', 'beige', 'grey', 'pink']),
      own('size', N.size, [
        ['45x45', '45 × 45 см', '45 × 45 cm'],
        ['50x50', '50 × 50 см', '50 × 50 cm'],
        ['130x170', '130 × 170 см', '130 × 170 cm'],
      ]),
    ],
    pitches: [
      { bg: 'Материята на „{model}“ е мека и приятна на допир и се пере в пералня на 30 °C.', en: 'The {model} is soft to the touch and machine washable at 30 °C.' },
      { bg: 'Съчетайте „{model}“ в два-три цвята – така и най-обикновеният диван изглежда като от списание.', en: 'Mix the {model} in two or three colours and even a plain sofa looks like a magazine spread.' },
    ],
    templates: [
      { noun: { bg: 'декоративна възглавница', en: 'cushion' }, g: 'f', draw: 'cushion', price: [14, 45], only: { size: ['45x45', '50x50'] }, giftable: true },
      { noun: { bg: 'одеяло за диван', en: 'throw' }, g: 'n', draw: 'folded', price: [28, 95], only: { size: ['130x170'], material: ['wool', 'cotton', 'linen'] }, giftable: true },
      { noun: { bg: 'калъфка за възглавница', en: 'cushion cover' }, g: 'f', draw: 'cushion', price: [8, 25], only: { size: ['45x45', '50x50'] } },
    ],
  },
  {
    key: 'climate',
    room: 'living-room',
    name: { bg: 'Вентилатори и отоплителни уреди', en: 'Fans and heaters' },
    description: { bg: 'Уреди за прохладно лято и топла зима, когато климатикът не стига.', en: 'Appliances for a cool summer and a warm winter when the air conditioner is not enough.' },
    promo: false,
    vendors: ['appliances', 'lighting'],
    filters: [
      own('type', { bg: 'Вид', en: 'Type' }, [
        ['fan', 'Вентилатор', 'Fan'],
        ['heater', 'Отоплителен уред', 'Heater'],
        ['dehumidifier', 'Влагоуловител', 'Dehumidifier'],
      ]),
      own('power', N.power, [
        ['up-to-1000', 'До 1000 W', 'Up to 1000 W'],
        ['1000-2000', 'От 1000 до 2000 W', '1000 to 2000 W'],
        ['over-2000', 'Над 2000 W', 'Over 2000 W'],
      ]),
      colour(['white', 'black', 'grey']),
    ],
    pitches: [
      { bg: 'Моделът „{model}“ е тих – под 45 dB на ниска степен, така че може да работи и нощем в спалнята.', en: 'The {model} is quiet, under 45 dB on its low setting, so it can run overnight in the bedroom.' },
      { bg: 'Моделът „{model}“ е с таймер и дистанционно, така че настройвате всичко от дивана.', en: 'The {model} has a timer and a remote control, so you can set everything from the sofa.' },
    ],
    templates: [
      { noun: { bg: 'стоящ вентилатор', en: 'pedestal fan' }, g: 'm', draw: 'fan', price: [30, 120], adj: 'colour', only: { type: ['fan'], power: ['up-to-1000'] } },
      { noun: { bg: 'маслен радиатор', en: 'oil-filled radiator' }, g: 'm', draw: 'radiator', price: [60, 160], adj: 'colour', only: { type: ['heater'], power: ['1000-2000', 'over-2000'] } },
      { noun: { bg: 'конвектор', en: 'convector heater' }, g: 'm', draw: 'radiator', price: [45, 140], adj: 'colour', only: { type: ['heater'], power: ['1000-2000', 'over-2000'] } },
      { noun: { bg: 'влагоуловител', en: 'dehumidifier' }, g: 'm', draw: 'appliance', price: [140, 320], adj: null, only: { type: ['dehumidifier'], power: ['up-to-1000'] } },
    ],
  },
  // ─── Kitchen ──────────────────────────────────────────────────────────────────────────────
  {
    key: 'cookware',
    room: 'kitchen',
    name: { bg: 'Съдове за готвене', en: 'Cookware' },
    description: { bg: 'Тигани, тенджери и тави – от чугун, неръждаема стомана и с керамично покритие.', en: 'Pans, pots and roasting dishes in cast iron, stainless steel and with ceramic coating.' },
    promo: true,
    vendors: ['kitchenware', 'appliances'],
    filters: [
      material(['stainless-steel', 'cast-iron', 'ceramic', 'aluminium']),
      own('hob', { bg: 'Вид котлон', en: 'Hob type' }, [
        ['induction', 'Индукционен', 'Induction'],
        ['gas', 'Газов', 'Gas'],
        ['all', 'Всички видове', 'All types'],
      ]),
      own('diameter', { bg: 'Диаметър', en: 'Diameter' }, [
        ['20', '20 см', '20 cm'],
        ['24', '24 см', '24 cm'],
        ['28', '28 см', '28 cm'],
      ]),
    ],
    pitches: [
      { bg: 'Дъното на „{model}“ разпределя топлината равномерно и нищо не загаря в средата.', en: 'The base of the {model} spreads heat evenly, so nothing burns in the middle.' },
      { bg: 'Моделът „{model}“ е подходящ за фурна до 220 °C, така че ястието може да се довърши там.', en: 'The {model} is oven-safe up to 220 °C, so a dish can be finished off in the oven.' },
    ],
    templates: [
      { noun: { bg: 'тиган', en: 'frying pan' }, g: 'm', draw: 'pan', price: [20, 95] },
      { noun: { bg: 'тенджера', en: 'saucepan' }, g: 'f', draw: 'pot', price: [25, 140], only: { material: ['stainless-steel', 'cast-iron', 'ceramic'] } },
      { noun: { bg: 'комплект съдове за готвене', en: 'cookware set' }, g: 'm', draw: 'pot', price: [90, 320], only: { material: ['stainless-steel', 'ceramic'], hob: ['all', 'induction'] }, giftable: true },
      { noun: { bg: 'тава за печене', en: 'roasting dish' }, g: 'f', draw: 'pot', price: [15, 65], only: { material: ['cast-iron', 'ceramic'], hob: ['all'], diameter: ['28'] } },
    ],
  },
  {
    key: 'kitchen-utensils',
    room: 'kitchen',
    name: { bg: 'Кухненски прибори и аксесоари', en: 'Kitchen utensils' },
    description: { bg: 'Прибори за готвене, дъски за рязане, ножове и поставки.', en: 'Cooking utensils, chopping boards, knives and stands.' },
    promo: false,
    vendors: ['kitchenware', 'decor'],
    filters: [material(['bamboo', 'stainless-steel', 'beech', 'silicone']), colour(['natural', 'black', 'grey', 'green'])],
    pitches: [
      { bg: 'Материалите на „{model}“ са безопасни за храни и не задържат миризми.', en: 'The {model} is made of food-safe materials that do not hold on to smells.' },
      { bg: 'Практичен избор за първата кухня под наем – „{model}“ покрива всичко, от което имате нужда в началото.', en: 'A practical choice for your first rented kitchen: the {model} covers everything you need at the start.' },
    ],
    templates: [
      { noun: { bg: 'комплект прибори за готвене', en: 'cooking utensil set' }, g: 'm', draw: 'utensils', price: [15, 45], only: { material: ['bamboo', 'silicone', 'beech'] }, giftable: true },
      { noun: { bg: 'дъска за рязане', en: 'chopping board' }, g: 'f', draw: 'board', price: [10, 45], only: { material: ['bamboo', 'beech'], colour: ['natural'] } },
      { noun: { bg: 'комплект ножове', en: 'knife set' }, g: 'm', draw: 'utensils', price: [35, 160], only: { material: ['stainless-steel'] } },
      { noun: { bg: 'поставка за подправки', en: 'spice rack' }, g: 'f', draw: 'shelves', price: [14, 40], only: { material: ['bamboo', 'beech', 'stainless-steel'] } },
    ],
  },
  {
    key: 'tableware',
    room: 'kitchen',
    name: { bg: 'Сервизи и чаши', en: 'Tableware and glasses' },
    description: { bg: 'Сервизи за хранене, купи, чаши и троянска керамика.', en: 'Dinner sets, bowls, glasses and Troyan pottery.' },
    promo: false,
    vendors: ['kitchenware', 'decor'],
    filters: [
      material(['porcelain', 'ceramic', 'troyan', 'glass']),
      colour(['white', 'blue', 'green', 'terracotta', 'beige']),
      own('settings', { bg: 'Брой лица', en: 'Place settings' }, [
        ['for-2', 'За 2 души', 'For 2'],
        ['for-4', 'За 4 души', 'For 4'],
        ['for-6', 'За 6 души', 'For 6'],
      ]),
    ],
    pitches: [
      { bg: 'Моделът „{model}“ може да се мие в съдомиялна и да се ползва в микровълнова фурна.', en: 'The {model} is dishwasher and microwave safe.' },
      { bg: 'Всеки предмет от „{model}“ е с лека разлика в глазурата – знак, че е ръчна изработка.', en: 'Each piece of the {model} has a slightly different glaze, the sign of handmade work.' },
    ],
    templates: [
      { noun: { bg: 'сервиз за хранене', en: 'dinner set' }, g: 'm', draw: 'plates', price: [45, 220], only: { material: ['porcelain', 'ceramic', 'troyan'], settings: ['for-4', 'for-6'] }, giftable: true },
      { noun: { bg: 'комплект чаши', en: 'glass set' }, g: 'm', draw: 'glasses', price: [15, 60], adj: null, only: { material: ['glass'], colour: ['white', 'blue', 'green'] }, giftable: true },
      { noun: { bg: 'купа за салата', en: 'salad bowl' }, g: 'f', draw: 'bowl', price: [12, 48], only: { material: ['troyan', 'ceramic', 'porcelain'], settings: ['for-4', 'for-6'] }, giftable: true },
      { noun: { bg: 'комплект чаши за кафе', en: 'coffee cup set' }, g: 'm', draw: 'cups', price: [14, 50], only: { material: ['porcelain', 'ceramic', 'troyan'], settings: ['for-2', 'for-4'] }, giftable: true },
    ],
  },
  {
    key: 'small-appliances',
    room: 'kitchen',
    name: { bg: 'Малки електроуреди', en: 'Small appliances' },
    description: { bg: 'Кани, тостери, блендери, кафемашини и уреди за готвене с горещ въздух.', en: 'Kettles, toasters, blenders, coffee machines and air fryers.' },
    promo: true,
    vendors: ['appliances', 'kitchenware'],
    filters: [
      own('power', N.power, [
        ['up-to-1000', 'До 1000 W', 'Up to 1000 W'],
        ['1000-2000', 'От 1000 до 2000 W', '1000 to 2000 W'],
        ['over-2000', 'Над 2000 W', 'Over 2000 W'],
      ]),
      colour(['white', 'black', 'inox', 'green']),
      own('warranty', { bg: 'Гаранция', en: 'Warranty' }, [
        ['24', '24 месеца', '24 months'],
        ['36', '36 месеца', '36 months'],
      ]),
    ],
    pitches: [
      { bg: 'Уредът „{model}“ има автоматично изключване и защита от прегряване.', en: 'The {model} switches itself off and is protected against overheating.' },
      { bg: 'Моделът „{model}“ заема малко място на плота – важно, когато кухнята под наем е тясна.', en: 'The {model} takes up little worktop space, which matters in a small rented kitchen.' },
    ],
    templates: [
      { noun: { bg: 'електрическа кана', en: 'electric kettle' }, g: 'f', draw: 'kettle', price: [22, 80], adj: 'colour', only: { power: ['over-2000'] }, giftable: true },
      { noun: { bg: 'тостер', en: 'toaster' }, g: 'm', draw: 'toaster', price: [25, 90], adj: 'colour', only: { power: ['up-to-1000'] } },
      { noun: { bg: 'блендер', en: 'blender' }, g: 'm', draw: 'blender', price: [35, 180], adj: 'colour', only: { power: ['up-to-1000', '1000-2000'] } },
      { noun: { bg: 'кафемашина', en: 'coffee machine' }, g: 'f', draw: 'coffee-machine', price: [120, 650], adj: 'colour', only: { power: ['1000-2000'] } },
      { noun: { bg: 'фритюрник с горещ въздух', en: 'air fryer' }, g: 'm', draw: 'appliance', price: [70, 220], adj: 'colour', only: { power: ['1000-2000'] } },
    ],
  },
  {
    key: 'dining',
    room: 'kitchen',
    name: { bg: 'Трапезни маси и столове', en: 'Dining tables and chairs' },
    description: { bg: 'Маси, разтегателни маси, столове и бар столове.', en: 'Tables, extending tables, chairs and bar stools.' },
    promo: false,
    vendors: ['furniture', 'decor'],
    filters: [material(['oak', 'beech', 'walnut', 'metal']), colour(['natural', 'white', 'black', 'grey']), style(['scandinavian', 'industrial', 'classic', 'rustic'])],
    pitches: [
      { bg: 'Моделът „{model}“ е стабилен, с регулируеми крачета за неравен под.', en: 'The {model} is sturdy, with adjustable feet for uneven floors.' },
      { bg: 'Около „{model}“ се събират спокойно четирима, а при гости – и шестима.', en: 'Four sit comfortably around the {model}, and six when guests come over.' },
    ],
    templates: [
      { noun: { bg: 'трапезна маса', en: 'dining table' }, g: 'f', draw: 'table', price: [180, 900] },
      { noun: { bg: 'разтегателна маса', en: 'extending table' }, g: 'f', draw: 'table', price: [260, 1100], only: { material: ['oak', 'beech', 'walnut'] } },
      { noun: { bg: 'трапезен стол', en: 'dining chair' }, g: 'm', draw: 'chair', price: [45, 180] },
      { noun: { bg: 'бар стол', en: 'bar stool' }, g: 'm', draw: 'stool', price: [40, 150], only: { material: ['metal', 'oak'], style: ['industrial', 'scandinavian'] } },
    ],
  },
  // ─── Bedroom ──────────────────────────────────────────────────────────────────────────────
  {
    key: 'beds',
    room: 'bedroom',
    name: { bg: 'Легла', en: 'Beds' },
    description: { bg: 'Легла от масивно дърво, тапицирани легла и легла с ракла.', en: 'Solid-wood beds, upholstered beds and storage beds.' },
    promo: false,
    vendors: ['furniture', 'textiles'],
    filters: [
      own('size', N.size, [
        ['140x200', '140 × 200 см', '140 × 200 cm'],
        ['160x200', '160 × 200 см', '160 × 200 cm'],
        ['180x200', '180 × 200 см', '180 × 200 cm'],
      ]),
      material(['oak', 'pine', 'metal', 'fabric', 'velvet']),
      own('storage', { bg: 'Ракла', en: 'Storage' }, [
        ['yes', 'С ракла', 'With storage'],
        ['no', 'Без ракла', 'Without storage'],
      ]),
    ],
    pitches: [
      { bg: 'Рамката на „{model}“ е с ламели от бук, които проветряват матрака и удължават живота му.', en: 'The {model} frame has beech slats that air the mattress and make it last longer.' },
      { bg: 'Моделът „{model}“ е висок 45 см – удобно се сяда и става, а отдолу лесно се чисти.', en: 'The {model} stands 45 cm high: easy to get in and out of, and easy to clean underneath.' },
    ],
    templates: [
      { noun: { bg: 'легло', en: 'bed' }, g: 'n', draw: 'bed', price: [280, 1100], only: { material: ['oak', 'pine', 'metal'], storage: ['no'] } },
      { noun: { bg: 'тапицирано легло', en: 'upholstered bed' }, g: 'n', draw: 'bed', price: [420, 1250], only: { material: ['fabric', 'velvet'] } },
      { noun: { bg: 'легло с ракла', en: 'storage bed' }, g: 'n', draw: 'bed', price: [450, 1300], only: { storage: ['yes'] } },
    ],
  },
  {
    key: 'mattresses',
    room: 'bedroom',
    name: { bg: 'Матраци', en: 'Mattresses' },
    description: { bg: 'Матраци с джобни пружини, мемори пяна и латекс, както и топ матраци.', en: 'Pocket-spring, memory-foam and latex mattresses, plus toppers.' },
    promo: true,
    vendors: ['furniture', 'textiles'],
    filters: [
      own('size', N.size, [
        ['90x200', '90 × 200 см', '90 × 200 cm'],
        ['140x200', '140 × 200 см', '140 × 200 cm'],
        ['160x200', '160 × 200 см', '160 × 200 cm'],
        ['180x200', '180 × 200 см', '180 × 200 cm'],
      ]),
      own('firmness', { bg: 'Твърдост', en: 'Firmness' }, [
        ['soft', 'Мек', 'Soft', FIRMNESS_SOFT],
        ['medium', 'Средно твърд', 'Medium-firm', FIRMNESS_MEDIUM],
        ['firm', 'Твърд', 'Firm', FIRMNESS_FIRM],
      ]),
      own('core', { bg: 'Сърцевина', en: 'Core' }, [
        ['pocket', 'Джобни пружини', 'Pocket springs'],
        ['memory', 'Мемори пяна', 'Memory foam'],
        ['latex', 'Латекс', 'Latex'],
      ]),
    ],
    pitches: [
      { bg: 'Калъфът на „{model}“ се сваля с цип и се пере, а материите са сертифицирани по OEKO-TEX.', en: 'The {model} cover unzips for washing, and its fabrics are OEKO-TEX certified.' },
      { bg: 'Моделът „{model}“ следва формата на тялото и не пренася движенията на партньора.', en: 'The {model} follows the shape of the body and does not pass on your partner’s movements.' },
    ],
    templates: [
      { noun: { bg: 'матрак', en: 'mattress' }, g: 'm', draw: 'mattress', price: [180, 900], adj: 'firmness' },
      { noun: { bg: 'топ матрак', en: 'mattress topper' }, g: 'm', draw: 'mattress', price: [60, 220], adj: 'firmness', only: { core: ['memory', 'latex'], firmness: ['soft', 'medium'] } },
    ],
  },
  {
    key: 'bedding',
    room: 'bedroom',
    name: { bg: 'Спално бельо', en: 'Bedding' },
    description: { bg: 'Спално бельо, завивки, чаршафи и възглавници от естествени материи.', en: 'Bedding sets, duvets, sheets and pillows in natural fabrics.' },
    promo: true,
    vendors: ['textiles', 'decor'],
    filters: [
      material(['cotton', 'linen', 'bamboo', 'ranforce']),
      own('size', N.size, [
        ['single', 'Единичен', 'Single'],
        ['double', 'Двоен', 'Double'],
        ['king', 'Голям двоен', 'King size'],
      ]),
      colour(['white', 'beige', 'grey', 'blue', 'green', 'pink']),
    ],
    pitches: [
      { bg: '„{model}“ е ушит в Габрово от плътна материя, която става все по-мека след всяко пране.', en: 'The {model} is sewn in Gabrovo from a dense fabric that gets softer with every wash.' },
      { bg: 'Моделът „{model}“ диша и регулира температурата – не е горещо през лятото и студено през зимата.', en: 'The {model} breathes and regulates temperature: not hot in summer, not cold in winter.' },
    ],
    templates: [
      { noun: { bg: 'комплект спално бельо', en: 'bedding set' }, g: 'm', draw: 'folded', price: [35, 140], giftable: true },
      { noun: { bg: 'олекотена завивка', en: 'lightweight duvet' }, g: 'f', draw: 'folded', price: [45, 160], adj: 'colour', only: { material: ['cotton', 'bamboo'], colour: ['white'] } },
      { noun: { bg: 'чаршаф с ластик', en: 'fitted sheet' }, g: 'm', draw: 'folded', price: [14, 45] },
      { noun: { bg: 'възглавница за спане', en: 'bed pillow' }, g: 'f', draw: 'cushion', price: [15, 60], only: { material: ['cotton', 'bamboo'], size: ['single'], colour: ['white'] } },
    ],
  },
  {
    key: 'wardrobes',
    room: 'bedroom',
    name: { bg: 'Гардероби и скринове', en: 'Wardrobes and chests of drawers' },
    description: { bg: 'Гардероби с плъзгащи врати, скринове и нощни шкафчета.', en: 'Sliding-door wardrobes, chests of drawers and bedside tables.' },
    promo: false,
    vendors: ['furniture', 'decor'],
    filters: [
      material(['oak', 'pine', 'mdf', 'walnut']),
      colour(['white', 'natural', 'grey', 'black']),
      own('width', N.width, [
        ['up-to-100', 'До 100 см', 'Up to 100 cm'],
        ['100-160', 'От 100 до 160 см', '100 to 160 cm'],
        ['over-160', 'Над 160 см', 'Over 160 cm'],
      ]),
    ],
    pitches: [
      { bg: 'Вътрешността на „{model}“ се настройва – рафтовете и лостовете се местят според нуждите ви.', en: 'The inside of the {model} is adjustable: shelves and rails move to suit you.' },
      { bg: 'Вратите и чекмеджетата на „{model}“ се затварят плавно и безшумно.', en: 'The doors and drawers of the {model} close softly and silently.' },
    ],
    templates: [
      { noun: { bg: 'гардероб', en: 'wardrobe' }, g: 'm', draw: 'wardrobe', price: [220, 980], only: { width: ['100-160', 'over-160'] } },
      { noun: { bg: 'гардероб с плъзгащи врати', en: 'sliding-door wardrobe' }, g: 'm', draw: 'wardrobe', price: [420, 1400], only: { width: ['over-160'], material: ['oak', 'mdf', 'walnut'] } },
      { noun: { bg: 'скрин', en: 'chest of drawers' }, g: 'm', draw: 'drawers', price: [140, 480], only: { width: ['up-to-100', '100-160'] } },
      { noun: { bg: 'нощно шкафче', en: 'bedside table' }, g: 'n', draw: 'drawers', price: [45, 180], only: { width: ['up-to-100'] } },
    ],
  },
  {
    key: 'bedside-lamps',
    room: 'bedroom',
    name: { bg: 'Нощни и настолни лампи', en: 'Bedside and table lamps' },
    description: { bg: 'Лампи за четене преди сън и за работното бюро.', en: 'Lamps for reading in bed and for the desk.' },
    promo: false,
    vendors: ['lighting', 'decor'],
    filters: [
      material(['ceramic', 'metal', 'rattan', 'glass', 'linen']),
      colour(['white', 'black', 'beige', 'terracotta', 'green', 'gold']),
      own('fitting', { bg: 'Фасунга', en: 'Fitting' }, [
        ['e14', 'Цокъл E14', 'E14 fitting'],
        ['e27', 'Цокъл E27', 'E27 fitting'],
        ['led', 'Интегриран LED', 'Integrated LED'],
      ]),
      own('dimmable', { bg: 'Димер', en: 'Dimmer' }, [
        ['yes', 'С димер', 'Dimmable'],
        ['no', 'Без димер', 'Not dimmable'],
      ]),
    ],
    pitches: [
      { bg: 'Лампата „{model}“ има ключ на кабела, до който стигате, без да ставате от леглото.', en: 'The {model} has a switch on the cord that you can reach without getting out of bed.' },
      { bg: 'Абажурът на „{model}“ насочва светлината надолу към книгата, а не в очите.', en: 'The shade of the {model} points light down onto your book, not into your eyes.' },
    ],
    templates: [
      { noun: { bg: 'нощна лампа', en: 'bedside lamp' }, g: 'f', draw: 'table-lamp', price: [25, 140], giftable: true },
      { noun: { bg: 'настолна лампа', en: 'desk lamp' }, g: 'f', draw: 'table-lamp', price: [30, 160], only: { material: ['metal', 'ceramic'], fitting: ['led', 'e27'] } },
      { noun: { bg: 'аплик за четене', en: 'reading wall light' }, g: 'm', draw: 'wall-lamp', price: [35, 120], only: { material: ['metal', 'glass'], fitting: ['led', 'e14'] } },
    ],
  },
  // ─── Bathroom ─────────────────────────────────────────────────────────────────────────────
  {
    key: 'towels',
    room: 'bathroom',
    name: { bg: 'Хавлии и халати', en: 'Towels and bathrobes' },
    description: { bg: 'Хавлиени кърпи, комплекти, халати и постелки за баня.', en: 'Bath towels, towel sets, bathrobes and bath mats.' },
    promo: false,
    vendors: ['textiles', 'bathroom'],
    filters: [
      material(['cotton', 'bamboo', 'linen']),
      colour(['white', 'beige', 'grey', 'blue', 'green', 'pink']),
      own('size', N.size, [
        ['50x90', '50 × 90 см', '50 × 90 cm'],
        ['70x140', '70 × 140 см', '70 × 140 cm'],
        ['100x150', '100 × 150 см', '100 × 150 cm'],
        ['s-m', 'Размер S/M', 'Size S/M'],
        ['l-xl', 'Размер L/XL', 'Size L/XL'],
      ]),
    ],
    pitches: [
      { bg: '„{model}“ е с плътна тъкан, попива бързо и не пуска власинки.', en: 'The {model} has a dense weave that absorbs fast and does not shed fluff.' },
      { bg: 'Моделът „{model}“ съхне бързо дори в баня без прозорец.', en: 'The {model} dries quickly even in a bathroom without a window.' },
    ],
    templates: [
      { noun: { bg: 'хавлиена кърпа', en: 'bath towel' }, g: 'f', draw: 'folded', price: [8, 35], only: { size: ['50x90', '70x140', '100x150'] } },
      { noun: { bg: 'комплект хавлии', en: 'towel set' }, g: 'm', draw: 'folded', price: [25, 85], only: { size: ['70x140'], material: ['cotton', 'bamboo'] }, giftable: true },
      { noun: { bg: 'халат за баня', en: 'bathrobe' }, g: 'm', draw: 'bathrobe', price: [35, 95], only: { size: ['s-m', 'l-xl'], material: ['cotton', 'bamboo'] }, giftable: true },
      { noun: { bg: 'постелка за баня', en: 'bath mat' }, g: 'f', draw: 'rug', price: [12, 40], only: { size: ['50x90'], material: ['cotton'] } },
    ],
  },
  {
    key: 'bathroom-cabinets',
    room: 'bathroom',
    name: { bg: 'Шкафове за баня', en: 'Bathroom cabinets' },
    description: { bg: 'Шкафове с мивка, горни шкафове с огледало и колони за баня.', en: 'Vanity units, mirror cabinets and tall bathroom cabinets.' },
    promo: false,
    vendors: ['bathroom', 'furniture'],
    filters: [
      own('width', N.width, [
        ['up-to-60', 'До 60 см', 'Up to 60 cm'],
        ['60-80', 'От 60 до 80 см', '60 to 80 cm'],
        ['over-80', 'Над 80 см', 'Over 80 cm'],
      ]),
      colour(['white', 'anthracite', 'natural', 'black']),
      own('mounting', { bg: 'Монтаж', en: 'Mounting' }, [
        ['wall', 'Стенен', 'Wall-mounted'],
        ['floor', 'Стоящ', 'Freestanding'],
      ]),
    ],
    pitches: [
      { bg: 'Корпусът на „{model}“ е от влагоустойчив МДФ, а пантите са от неръждаема стомана.', en: 'The {model} carcass is moisture-resistant MDF, and its hinges are stainless steel.' },
      { bg: 'Моделът „{model}“ се доставя сглобен – остава само да го монтирате и свържете.', en: 'The {model} arrives assembled: all that is left is to fix it and connect it.' },
    ],
    templates: [
      { noun: { bg: 'шкаф за баня с мивка', en: 'vanity unit with basin' }, g: 'm', draw: 'vanity', price: [220, 780], only: { width: ['60-80', 'over-80'] } },
      { noun: { bg: 'горен шкаф с огледало', en: 'mirror cabinet' }, g: 'm', draw: 'mirror', price: [90, 320], only: { mounting: ['wall'] } },
      { noun: { bg: 'колона за баня', en: 'tall bathroom cabinet' }, g: 'f', draw: 'wardrobe', price: [120, 380], only: { width: ['up-to-60'] } },
      { noun: { bg: 'етажерка за баня', en: 'bathroom shelf unit' }, g: 'f', draw: 'shelves', price: [40, 140], only: { width: ['up-to-60'], mounting: ['floor'] } },
    ],
  },
  {
    key: 'bath-accessories',
    room: 'bathroom',
    name: { bg: 'Аксесоари за баня', en: 'Bathroom accessories' },
    description: { bg: 'Дозатори, четки, закачалки за кърпи и кошове за пране.', en: 'Soap dispensers, toilet brushes, towel rails and laundry baskets.' },
    promo: true,
    vendors: ['bathroom', 'decor'],
    filters: [material(['ceramic', 'bamboo', 'stainless-steel', 'glass', 'marble']), colour(['white', 'black', 'gold', 'natural', 'grey'])],
    pitches: [
      { bg: 'Моделът „{model}“ не ръждясва и не пожълтява от влагата в банята.', en: 'The {model} does not rust or yellow in the bathroom’s humidity.' },
      { bg: 'С „{model}“ и най-старата баня под наем изглежда обновена без ремонт.', en: 'With the {model}, even the oldest rented bathroom looks refreshed without a renovation.' },
    ],
    templates: [
      { noun: { bg: 'комплект аксесоари за баня', en: 'bathroom accessory set' }, g: 'm', draw: 'bottle', price: [25, 90], giftable: true },
      { noun: { bg: 'дозатор за сапун', en: 'soap dispenser' }, g: 'm', draw: 'bottle', price: [8, 35] },
      { noun: { bg: 'четка за тоалетна със стойка', en: 'toilet brush and holder' }, g: 'f', draw: 'bottle', price: [10, 40], only: { material: ['ceramic', 'stainless-steel', 'bamboo'] } },
      { noun: { bg: 'закачалка за кърпи', en: 'towel rail' }, g: 'f', draw: 'hooks', price: [15, 60], only: { material: ['stainless-steel', 'bamboo'] } },
      { noun: { bg: 'кош за пране', en: 'laundry basket' }, g: 'm', draw: 'basket', price: [20, 70], only: { material: ['bamboo'] } },
    ],
  },
  {
    key: 'showers-taps',
    room: 'bathroom',
    name: { bg: 'Душ системи и смесители', en: 'Showers and taps' },
    description: { bg: 'Душ системи, ръчни душове и смесители за мивка и вана.', en: 'Shower systems, hand showers and basin and bath taps.' },
    promo: false,
    vendors: ['bathroom', 'appliances'],
    filters: [
      colour(['chrome', 'black', 'gold']),
      own('control', { bg: 'Управление', en: 'Control' }, [
        ['single-lever', 'Едноръкохватков', 'Single-lever'],
        ['thermostatic', 'Термостатен', 'Thermostatic'],
      ]),
    ],
    pitches: [
      { bg: 'Аераторът на „{model}“ пести до 30 % вода, без да отслабва струята.', en: 'The aerator of the {model} saves up to 30% water without weakening the flow.' },
      { bg: 'Моделът „{model}“ е с керамична касета и пет години гаранция срещу течове.', en: 'The {model} has a ceramic cartridge and a five-year warranty against leaks.' },
    ],
    templates: [
      { noun: { bg: 'душ система', en: 'shower system' }, g: 'f', draw: 'shower', price: [140, 520] },
      { noun: { bg: 'смесител за мивка', en: 'basin tap' }, g: 'm', draw: 'tap', price: [45, 180], only: { control: ['single-lever'] } },
      { noun: { bg: 'ръчен душ', en: 'hand shower' }, g: 'm', draw: 'shower', price: [15, 60], only: { control: ['single-lever'] } },
      { noun: { bg: 'смесител за вана', en: 'bath mixer' }, g: 'm', draw: 'tap', price: [60, 210] },
    ],
  },
  {
    key: 'laundry',
    room: 'bathroom',
    name: { bg: 'Перални и сушилни', en: 'Washers and dryers' },
    description: { bg: 'Перални, сушилни и перални със сушилня, подходящи и за малка баня.', en: 'Washing machines, tumble dryers and washer-dryers, including slim models for small bathrooms.' },
    promo: false,
    vendors: ['appliances', 'bathroom'],
    filters: [
      own('capacity', { bg: 'Капацитет', en: 'Capacity' }, [
        ['up-to-7', 'До 7 кг', 'Up to 7 kg'],
        ['8-9', 'От 8 до 9 кг', '8 to 9 kg'],
        ['over-9', 'Над 9 кг', 'Over 9 kg'],
      ]),
      own('energy', { bg: 'Енергиен клас', en: 'Energy class' }, [
        ['a', 'Клас A', 'Class A'],
        ['b', 'Клас B', 'Class B'],
        ['c', 'Клас C', 'Class C'],
      ]),
      colour(['white', 'anthracite']),
    ],
    pitches: [
      { bg: 'Моделът „{model}“ има програма от 15 минути и отложен старт за нощната тарифа.', en: 'The {model} has a 15-minute programme and a delayed start for the night tariff.' },
      { bg: 'Дълбочината на „{model}“ е само 45 см – влиза и в баните на панелните блокове.', en: 'The {model} is only 45 cm deep, so it fits even panel-block bathrooms.' },
    ],
    templates: [
      { noun: { bg: 'пералня', en: 'washing machine' }, g: 'f', draw: 'washing-machine', price: [320, 780], adj: 'colour' },
      { noun: { bg: 'сушилня', en: 'tumble dryer' }, g: 'f', draw: 'washing-machine', price: [380, 900], adj: 'colour', only: { capacity: ['8-9', 'over-9'] } },
      { noun: { bg: 'пералня със сушилня', en: 'washer-dryer' }, g: 'f', draw: 'washing-machine', price: [520, 1100], adj: 'colour', only: { capacity: ['8-9', 'over-9'], energy: ['a', 'b'] } },
    ],
  },
  // ─── Terrace ──────────────────────────────────────────────────────────────────────────────
  {
    key: 'terrace-furniture',
    room: 'terrace',
    name: { bg: 'Мебели за тераса и балкон', en: 'Balcony and terrace furniture' },
    description: { bg: 'Компактни комплекти, сгъваеми столове и шезлонги за всеки балкон.', en: 'Compact sets, folding chairs and loungers for any balcony.' },
    promo: true,
    vendors: ['garden', 'furniture'],
    filters: [
      material(['polyrattan', 'aluminium', 'acacia', 'metal']),
      colour(['natural', 'anthracite', 'white', 'green']),
      own('foldable', { bg: 'Сгъваем', en: 'Foldable' }, [
        ['yes', 'Да', 'Yes'],
        ['no', 'Не', 'No'],
      ]),
    ],
    pitches: [
      { bg: 'Моделът „{model}“ е устойчив на UV лъчи и дъжд и остава навън през целия сезон.', en: 'The {model} resists UV and rain and can stay outside all season.' },
      { bg: 'Моделът „{model}“ е лек и се премества лесно, когато ви трябва повече място.', en: 'The {model} is light and easy to move when you need the space.' },
    ],
    templates: [
      { noun: { bg: 'комплект за балкон', en: 'bistro set' }, g: 'm', draw: 'table', price: [90, 320], only: { foldable: ['yes', 'no'] } },
      { noun: { bg: 'сгъваем стол', en: 'folding chair' }, g: 'm', draw: 'chair', price: [25, 80], only: { foldable: ['yes'], material: ['acacia', 'metal', 'aluminium'] } },
      { noun: { bg: 'ъглов диван за тераса', en: 'outdoor corner sofa' }, g: 'm', draw: 'corner-sofa', price: [450, 1300], only: { foldable: ['no'], material: ['polyrattan', 'aluminium'] } },
      { noun: { bg: 'шезлонг', en: 'sun lounger' }, g: 'm', draw: 'lounger', price: [80, 260] },
    ],
  },
  {
    key: 'planters',
    room: 'terrace',
    name: { bg: 'Саксии и кашпи', en: 'Pots and planters' },
    description: { bg: 'Саксии, кашпи за парапет, висящи кашпи и стойки за цветя.', en: 'Plant pots, railing planters, hanging planters and plant stands.' },
    promo: false,
    vendors: ['garden', 'decor'],
    filters: [
      material(['clay', 'ceramic', 'metal', 'fibre-cement']),
      own('size', N.size, [
        ['s', 'Малка (до 20 см)', 'Small (up to 20 cm)'],
        ['m', 'Средна (20–40 см)', 'Medium (20–40 cm)'],
        ['l', 'Голяма (над 40 см)', 'Large (over 40 cm)'],
      ]),
      colour(['terracotta', 'white', 'anthracite', 'green']),
    ],
    pitches: [
      { bg: 'Моделът „{model}“ е подходящ за подправки, цветя и малки декоративни дръвчета.', en: 'The {model} suits herbs, flowers and small ornamental trees.' },
      { bg: 'Моделът „{model}“ издържа на слана – може да остане на терасата и през зимата.', en: 'The {model} is frost-proof and can stay on the balcony through the winter.' },
    ],
    templates: [
      { noun: { bg: 'саксия', en: 'plant pot' }, g: 'f', draw: 'plant-pot', price: [6, 45], giftable: true },
      { noun: { bg: 'кашпа за парапет', en: 'railing planter' }, g: 'f', draw: 'plant-pot', price: [12, 40], only: { size: ['m'], material: ['metal', 'clay'] } },
      { noun: { bg: 'висяща кашпа', en: 'hanging planter' }, g: 'f', draw: 'plant-pot', price: [10, 35], only: { size: ['s', 'm'], material: ['ceramic', 'metal'] } },
      { noun: { bg: 'стойка за цветя', en: 'plant stand' }, g: 'f', draw: 'plant-pot', price: [25, 90], adj: 'colour', only: { material: ['metal'], size: ['m', 'l'] } },
    ],
  },
  {
    key: 'outdoor-lighting',
    room: 'terrace',
    name: { bg: 'Външно осветление', en: 'Outdoor lighting' },
    description: { bg: 'Соларни фенери, светлинни гирлянди и външни аплици.', en: 'Solar lanterns, string lights and outdoor wall lights.' },
    promo: false,
    vendors: ['lighting', 'garden'],
    filters: [
      own('power', { bg: 'Захранване', en: 'Power source' }, [
        ['solar', 'Соларно', 'Solar'],
        ['mains', 'От мрежата', 'Mains'],
        ['battery', 'С батерии', 'Battery'],
      ]),
      colour(['black', 'white', 'natural', 'anthracite']),
      own('ip', { bg: 'Защита', en: 'Protection' }, [
        ['ip44', 'Защита IP44', 'IP44 rated'],
        ['ip65', 'Защита IP65', 'IP65 rated'],
      ]),
    ],
    pitches: [
      { bg: 'Моделът „{model}“ е защитен от дъжд и прах и може да остане навън през цялата година.', en: 'The {model} is protected against rain and dust and can stay outside all year.' },
      { bg: 'С „{model}“ вечерите на балкона продължават и след залез.', en: 'With the {model}, evenings on the balcony go on long after sunset.' },
    ],
    templates: [
      { noun: { bg: 'соларен фенер', en: 'solar lantern' }, g: 'm', draw: 'lantern', price: [15, 60], adj: 'colour', only: { power: ['solar'] }, giftable: true },
      { noun: { bg: 'светлинна гирлянда', en: 'string lights' }, g: 'f', draw: 'string-lights', price: [15, 50], adj: null, only: { power: ['solar', 'battery', 'mains'], colour: ['black', 'white'] } },
      { noun: { bg: 'външен аплик', en: 'outdoor wall light' }, g: 'm', draw: 'wall-lamp', price: [35, 140], adj: 'colour', only: { power: ['mains'] } },
    ],
  },
  {
    key: 'outdoor-textiles',
    room: 'terrace',
    name: { bg: 'Възглавници, чадъри и сенници', en: 'Outdoor cushions and shades' },
    description: { bg: 'Възглавници за градински столове, чадъри, сенници и външни килими.', en: 'Seat cushions, parasols, awnings and outdoor rugs.' },
    promo: false,
    vendors: ['textiles', 'garden'],
    filters: [
      colour(['beige', 'grey', 'green', 'terracotta', 'blue']),
      material(['polyester', 'acrylic', 'cotton']),
      own('water', { bg: 'Водоустойчивост', en: 'Water resistance' }, [
        ['yes', 'Водоустойчив', 'Water-resistant'],
        ['no', 'Не е водоустойчив', 'Not water-resistant'],
      ]),
    ],
    pitches: [
      { bg: 'Материята на „{model}“ не избелява на слънце и се почиства с влажна кърпа.', en: 'The {model} fabric does not fade in the sun and wipes clean with a damp cloth.' },
      { bg: 'Моделът „{model}“ прави и най-малкия балкон място, където искате да пиете сутрешното си кафе.', en: 'The {model} turns even the smallest balcony into a place for your morning coffee.' },
    ],
    templates: [
      { noun: { bg: 'възглавница за градински стол', en: 'seat cushion' }, g: 'f', draw: 'cushion', price: [12, 40], adj: 'colour' },
      { noun: { bg: 'чадър за балкон', en: 'balcony parasol' }, g: 'm', draw: 'parasol', price: [45, 180], adj: 'colour', only: { material: ['polyester', 'acrylic'], water: ['yes'] } },
      { noun: { bg: 'сенник за балкон', en: 'balcony awning' }, g: 'm', draw: 'parasol', price: [80, 320], adj: 'colour', only: { material: ['acrylic'], water: ['yes'] } },
      { noun: { bg: 'външен килим', en: 'outdoor rug' }, g: 'm', draw: 'rug', price: [35, 140], adj: 'colour', only: { material: ['polyester'], water: ['yes'] } },
    ],
  },
  // ─── Garden ───────────────────────────────────────────────────────────────────────────────
  {
    key: 'garden-furniture',
    room: 'garden',
    name: { bg: 'Градински мебели', en: 'Garden furniture' },
    description: { bg: 'Маси, пейки, люлки и комплекти за двора.', en: 'Tables, benches, swing seats and dining sets for the garden.' },
    promo: false,
    vendors: ['garden', 'furniture'],
    filters: [
      material(['acacia', 'polyrattan', 'aluminium', 'pine']),
      colour(['natural', 'anthracite', 'white', 'green']),
      own('set', { bg: 'Вид', en: 'Type' }, [
        ['single', 'Самостоятелен предмет', 'Single piece'],
        ['set', 'Комплект', 'Set'],
      ]),
    ],
    pitches: [
      { bg: 'Моделът „{model}“ е устойчив на дъжд и слънце и се почиства лесно с вода.', en: 'The {model} stands up to rain and sun and cleans easily with water.' },
      { bg: 'Моделът „{model}“ е направен за летни вечери с приятели под лозата.', en: 'The {model} is made for summer evenings with friends under the vine.' },
    ],
    templates: [
      { noun: { bg: 'градинска маса', en: 'garden table' }, g: 'f', draw: 'table', price: [120, 480], only: { set: ['single'] } },
      { noun: { bg: 'градински комплект', en: 'garden dining set' }, g: 'm', draw: 'table', price: [320, 1500], only: { set: ['set'] } },
      { noun: { bg: 'градинска пейка', en: 'garden bench' }, g: 'f', draw: 'bench', price: [90, 320], only: { set: ['single'], material: ['acacia', 'pine', 'aluminium'] } },
      { noun: { bg: 'градинска люлка', en: 'garden swing seat' }, g: 'f', draw: 'bench', price: [220, 650], only: { set: ['single'], material: ['pine', 'acacia'] } },
    ],
  },
  {
    key: 'barbecues',
    room: 'garden',
    name: { bg: 'Барбекюта и скари', en: 'Barbecues and grills' },
    description: { bg: 'Барбекюта на въглища и газ, електрически скари и прибори.', en: 'Charcoal and gas barbecues, electric grills and tools.' },
    promo: true,
    vendors: ['garden', 'appliances'],
    filters: [
      own('fuel', { bg: 'Гориво', en: 'Fuel' }, [
        ['charcoal', 'Въглища', 'Charcoal'],
        ['gas', 'Газ', 'Gas'],
        ['electric', 'Ток', 'Electric'],
      ]),
      own('size', N.size, [
        ['small', 'До 4 души', 'Up to 4 people'],
        ['medium', 'За 4–8 души', '4 to 8 people'],
        ['large', 'Над 8 души', 'Over 8 people'],
      ]),
      material(['enamelled-steel', 'cast-iron', 'stainless-steel']),
    ],
    pitches: [
      { bg: 'Резервни части за „{model}“ се предлагат при нас поне пет години след покупката.', en: 'Spare parts for the {model} are available from us for at least five years after purchase.' },
      { bg: '„{model}“ е от серията ни за дълги летни вечери на двора – здрав, лесен за почистване и прибиране.', en: 'The {model} belongs to our range for long summer evenings in the garden: sturdy, easy to clean and easy to store.' },
    ],
    templates: [
      { noun: { bg: 'барбекю на въглища', en: 'charcoal barbecue' }, g: 'n', draw: 'barbecue', price: [60, 380], adj: null, only: { fuel: ['charcoal'], material: ['enamelled-steel', 'cast-iron'] } },
      { noun: { bg: 'газово барбекю', en: 'gas barbecue' }, g: 'n', draw: 'barbecue', price: [280, 1200], adj: null, only: { fuel: ['gas'], size: ['medium', 'large'], material: ['stainless-steel', 'enamelled-steel'] } },
      { noun: { bg: 'електрическа скара', en: 'electric grill' }, g: 'f', draw: 'barbecue', price: [45, 200], adj: null, only: { fuel: ['electric'], size: ['small'] } },
      { noun: { bg: 'комплект прибори за барбекю', en: 'barbecue tool set' }, g: 'm', draw: 'utensils', price: [15, 60], adj: null, only: { material: ['stainless-steel'], size: ['small'] }, giftable: true },
    ],
  },
  {
    key: 'garden-tools',
    room: 'garden',
    name: { bg: 'Градински инструменти', en: 'Garden tools' },
    description: { bg: 'Косачки, ножици, лопати и всичко за поливане.', en: 'Mowers, shears, spades and everything for watering.' },
    promo: false,
    vendors: ['garden', 'appliances'],
    filters: [
      own('power', { bg: 'Задвижване', en: 'Drive' }, [
        ['manual', 'Ръчно', 'Manual'],
        ['electric', 'Електрическо', 'Electric'],
        ['cordless', 'Акумулаторно', 'Cordless'],
      ]),
      own('purpose', { bg: 'Предназначение', en: 'Purpose' }, [
        ['lawn', 'Тревна площ', 'Lawn'],
        ['pruning', 'Резитба', 'Pruning'],
        ['digging', 'Копаене', 'Digging'],
        ['watering', 'Поливане', 'Watering'],
      ]),
    ],
    pitches: [
      { bg: 'Дръжката на „{model}“ е ергономична и не уморява ръката дори след час работа.', en: 'The {model} has an ergonomic handle that does not tire your hand even after an hour of work.' },
      { bg: 'Моделът „{model}“ е подходящ за малък двор на къща или вила.', en: 'The {model} is ideal for the small garden of a house or a holiday cottage.' },
    ],
    templates: [
      { noun: { bg: 'ножица за храсти', en: 'hedge shears' }, g: 'f', draw: 'shears', price: [15, 45], adj: null, only: { power: ['manual'], purpose: ['pruning'] } },
      { noun: { bg: 'храсторез', en: 'hedge trimmer' }, g: 'm', draw: 'shears', price: [60, 190], adj: null, only: { power: ['electric', 'cordless'], purpose: ['pruning'] } },
      { noun: { bg: 'акумулаторна косачка', en: 'cordless lawnmower' }, g: 'f', draw: 'mower', price: [180, 520], adj: null, only: { power: ['cordless'], purpose: ['lawn'] } },
      { noun: { bg: 'градинска лопата', en: 'garden spade' }, g: 'f', draw: 'spade', price: [15, 45], adj: null, only: { power: ['manual'], purpose: ['digging'] } },
      { noun: { bg: 'маркуч с макара', en: 'hose reel' }, g: 'm', draw: 'hose', price: [30, 120], adj: null, only: { power: ['manual'], purpose: ['watering'] } },
      { noun: { bg: 'пръскачка за трева', en: 'lawn sprinkler' }, g: 'f', draw: 'hose', price: [10, 45], adj: null, only: { power: ['manual'], purpose: ['watering'] } },
    ],
  },
  {
    key: 'garden-decor',
    room: 'garden',
    name: { bg: 'Градинска декорация', en: 'Garden décor' },
    description: { bg: 'Къщички и хранилки за птици, фигури и фонтани за двора.', en: 'Birdhouses, bird feeders, ornaments and water features for the garden.' },
    promo: false,
    vendors: ['garden', 'decor'],
    filters: [material(['clay', 'metal', 'wood', 'stone']), colour(['natural', 'terracotta', 'anthracite', 'white'])],
    pitches: [
      { bg: '„{model}“ е изработен от майстори от Тетевенския край и е устойчив на всякакво време.', en: 'The {model} is made by craftsmen from the Teteven area and stands up to any weather.' },
      { bg: 'Моделът „{model}“ привлича птиците в двора и радва децата през цялата година.', en: 'The {model} brings birds to the garden and delights children all year round.' },
    ],
    templates: [
      { noun: { bg: 'къщичка за птици', en: 'birdhouse' }, g: 'f', draw: 'birdhouse', price: [15, 45], only: { material: ['wood', 'clay'] }, giftable: true },
      { noun: { bg: 'хранилка за птици', en: 'bird feeder' }, g: 'f', draw: 'birdhouse', price: [12, 40], only: { material: ['wood', 'metal'] } },
      { noun: { bg: 'градинска фигура', en: 'garden ornament' }, g: 'f', draw: 'vase', price: [20, 90] },
      { noun: { bg: 'градински фонтан', en: 'garden water fountain' }, g: 'm', draw: 'bowl', price: [90, 380], only: { material: ['stone', 'clay'] } },
    ],
  },
  // ─── Gifts ────────────────────────────────────────────────────────────────────────────────
  {
    key: 'candles-diffusers',
    room: 'gifts',
    name: { bg: 'Свещи и ароматизатори', en: 'Candles and diffusers' },
    description: { bg: 'Ароматни свещи и дифузери с българска роза, лавандула и липа.', en: 'Scented candles and diffusers with Bulgarian rose, lavender and linden.' },
    promo: true,
    vendors: ['decor', 'lighting'],
    filters: [
      own('scent', { bg: 'Аромат', en: 'Scent' }, [
        ['rose', 'Българска роза', 'Bulgarian rose'],
        ['lavender', 'Лавандула', 'Lavender'],
        ['linden', 'Липа', 'Linden'],
        ['fig', 'Смокиня', 'Fig'],
        ['cedar', 'Кедър', 'Cedar'],
      ]),
      own('type', { bg: 'Вид', en: 'Type' }, [
        ['candle', 'Свещ', 'Candle'],
        ['diffuser', 'Дифузер', 'Diffuser'],
        ['set', 'Подаръчен комплект', 'Gift set'],
      ]),
      fromDict('wax', { bg: 'Восък', en: 'Wax' }, MATERIALS, ['soy-wax', 'beeswax']),
    ],
    pitches: [
      { bg: 'Всеки продукт от серията „{model}“ се прави на ръка във Велико Търново от естествен восък и етерични масла.', en: 'Every piece in the {model} range is handmade in Veliko Tarnovo from natural wax and essential oils.' },
      { bg: 'Ароматът на „{model}“ е деликатен и изпълва стаята, без да натежава.', en: 'The {model} scent is delicate and fills a room without being overpowering.' },
    ],
    templates: [
      { noun: { bg: 'ароматна свещ', en: 'scented candle' }, g: 'f', draw: 'candle', price: [10, 35], adj: null, suffix: 'scent', only: { type: ['candle'] } },
      { noun: { bg: 'дифузер с пръчици', en: 'reed diffuser' }, g: 'm', draw: 'diffuser', price: [15, 45], adj: null, suffix: 'scent', only: { type: ['diffuser'], wax: ['soy-wax'] } },
      { noun: { bg: 'подаръчен комплект свещи', en: 'candle gift set' }, g: 'm', draw: 'candle', price: [25, 60], adj: null, suffix: 'scent', only: { type: ['set'] } },
    ],
  },
  {
    key: 'housewarming-gifts',
    room: 'gifts',
    name: { bg: 'Подаръци за нов дом', en: 'Housewarming gifts' },
    description: { bg: 'Идеи за подарък, когато приятели се нанасят в нов дом.', en: 'Gift ideas for when friends move into a new home.' },
    promo: false,
    vendors: ['decor', 'kitchenware'],
    filters: [
      own('recipient', { bg: 'За кого', en: 'Recipient' }, [
        ['couple', 'За двойка', 'For a couple'],
        ['family', 'За семейство', 'For a family'],
        ['student', 'За студент', 'For a student'],
      ]),
      own('occasion', { bg: 'Повод', en: 'Occasion' }, [
        ['housewarming', 'Нов дом', 'New home'],
        ['wedding', 'Сватба', 'Wedding'],
        ['birthday', 'Рожден ден', 'Birthday'],
      ]),
    ],
    pitches: [
      { bg: '„{model}“ пристига в подаръчна кутия с картичка, на която можете да напишете пожелание.', en: 'The {model} arrives in a gift box with a card for your personal message.' },
      { bg: 'Подарък, който ще се ползва всеки ден в новия дом – това е „{model}“.', en: 'A gift that will be used every day in the new home: that is the {model}.' },
    ],
    templates: [
      { noun: { bg: 'подаръчна кошница', en: 'gift hamper' }, g: 'f', draw: 'basket', price: [30, 90] },
      { noun: { bg: 'комплект чаши за вино', en: 'wine glass set' }, g: 'm', draw: 'glasses', price: [20, 60], only: { recipient: ['couple', 'family'] } },
      { noun: { bg: 'дъска за сирена с ножчета', en: 'cheese board with knives' }, g: 'f', draw: 'board', price: [25, 70] },
      { noun: { bg: 'табела с име за входната врата', en: 'door name plate' }, g: 'f', draw: 'frame', price: [15, 40], only: { recipient: ['couple', 'family'], occasion: ['housewarming', 'wedding'] } },
    ],
  },
  {
    key: 'decor-frames',
    room: 'gifts',
    name: { bg: 'Декорация и рамки', en: 'Décor and frames' },
    description: { bg: 'Вази, рамки, часовници и табли, които правят наетия дом ваш.', en: 'Vases, frames, clocks and trays that make a rented home yours.' },
    promo: false,
    vendors: ['decor', 'furniture'],
    filters: [material(['ceramic', 'glass', 'wood', 'metal', 'marble']), colour(['white', 'black', 'gold', 'natural', 'terracotta', 'green'])],
    pitches: [
      { bg: '„{model}“ е подбран така, че да пасне на всеки интериор – от скандинавски до бохо.', en: 'The {model} was chosen to suit any interior, from Scandinavian to boho.' },
      { bg: '„{model}“ е малък детайл, който прави стаята лична и топла.', en: 'The {model} is a small touch that makes a room feel personal and warm.' },
    ],
    templates: [
      { noun: { bg: 'ваза', en: 'vase' }, g: 'f', draw: 'vase', price: [15, 90], only: { material: ['ceramic', 'glass', 'marble'] }, giftable: true },
      { noun: { bg: 'рамка за снимки', en: 'photo frame' }, g: 'f', draw: 'frame', price: [8, 35], only: { material: ['wood', 'metal', 'glass'] }, giftable: true },
      { noun: { bg: 'стенен часовник', en: 'wall clock' }, g: 'm', draw: 'clock', price: [20, 90], only: { material: ['wood', 'metal'] } },
      { noun: { bg: 'декоративна табла', en: 'decorative tray' }, g: 'f', draw: 'board', price: [15, 55], only: { material: ['wood', 'marble', 'metal'] }, giftable: true },
    ],
  },
];
