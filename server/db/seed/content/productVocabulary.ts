/**
 * Shared vocabulary of the shop's filters: colours, materials and styles with their labels and,
 * for titles, the Bulgarian adjective in every gender ("дъбова масичка", "дъбов стол", "дъбово
 * легло", "дъбови рафтове").
 */
import type { AdjectiveForms, Localized } from './types.ts';

export interface ValueDef {
  key: string;
  label: Localized;
  /** Adjective for product titles, when the value reads well as one. */
  adj?: AdjectiveForms;
}

export interface FilterDef {
  key: string;
  name: Localized;
  values: readonly ValueDef[];
}

function adj(m: string, f: string, n: string, p: string, en: string): AdjectiveForms {
  return { m, f, n, p, en };
}

function dict(rows: Record<string, readonly [bg: string, en: string, adjective?: AdjectiveForms]>): Record<string, ValueDef> {
  return Object.fromEntries(
    Object.entries(rows).map(([key, [bg, en, adjective]]) => [key, adjective ? { key, label: { bg, en }, adj: adjective } : { key, label: { bg, en } }]),
  );
}

export const COLOURS = dict({
  white: ['Бял', 'White', adj('бял', 'бяла', 'бяло', 'бели', 'white')],
  black: ['Черен', 'Black', adj('черен', 'черна', 'черно', 'черни', 'black')],
  grey: ['Сив', 'Grey', adj('сив', 'сива', 'сиво', 'сиви', 'grey')],
  anthracite: ['Антрацит', 'Anthracite', adj('антрацитен', 'антрацитна', 'антрацитно', 'антрацитни', 'anthracite')],
  beige: ['Бежов', 'Beige', adj('бежов', 'бежова', 'бежово', 'бежови', 'beige')],
  natural: ['Натурален', 'Natural', adj('натурален', 'натурална', 'натурално', 'натурални', 'natural')],
  green: ['Зелен', 'Green', adj('зелен', 'зелена', 'зелено', 'зелени', 'green')],
  blue: ['Син', 'Blue', adj('син', 'синя', 'синьо', 'сини', 'blue')],
  terracotta: ['Теракота', 'Terracotta', adj('теракотен', 'теракотена', 'теракотено', 'теракотени', 'terracotta')],
  mustard: ['Горчичножълт', 'Mustard', adj('горчичножълт', 'горчичножълта', 'горчичножълто', 'горчичножълти', 'mustard')],
  pink: ['Розов', 'Pink', adj('розов', 'розова', 'розово', 'розови', 'pink')],
  gold: ['Златист', 'Gold', adj('златист', 'златиста', 'златисто', 'златисти', 'gold')],
  chrome: ['Хром', 'Chrome', adj('хромиран', 'хромирана', 'хромирано', 'хромирани', 'chrome')],
  inox: ['Инокс', 'Stainless steel'],
});

export const MATERIALS = dict({
  oak: ['Дъб', 'Oak', adj('дъбов', 'дъбова', 'дъбово', 'дъбови', 'oak')],
  walnut: ['Орех', 'Walnut', adj('орехов', 'орехова', 'орехово', 'орехови', 'walnut')],
  pine: ['Бор', 'Pine', adj('боров', 'борова', 'борово', 'борови', 'pine')],
  beech: ['Бук', 'Beech', adj('буков', 'букова', 'буково', 'букови', 'beech')],
  acacia: ['Акация', 'Acacia', adj('акациев', 'акациева', 'акациево', 'акациеви', 'acacia')],
  wood: ['Дърво', 'Wood', adj('дървен', 'дървена', 'дървено', 'дървени', 'wooden')],
  mdf: ['МДФ', 'MDF'],
  metal: ['Метал', 'Metal', adj('метален', 'метална', 'метално', 'метални', 'metal')],
  aluminium: ['Алуминий', 'Aluminium', adj('алуминиев', 'алуминиева', 'алуминиево', 'алуминиеви', 'aluminium')],
  'stainless-steel': ['Неръждаема стомана', 'Stainless steel', adj('стоманен', 'стоманена', 'стоманено', 'стоманени', 'stainless steel')],
  'cast-iron': ['Чугун', 'Cast iron', adj('чугунен', 'чугунена', 'чугунено', 'чугунени', 'cast-iron')],
  'enamelled-steel': ['Емайлирана стомана', 'Enamelled steel', adj('емайлиран', 'емайлирана', 'емайлирано', 'емайлирани', 'enamelled')],
  rattan: ['Ратан', 'Rattan', adj('ратанов', 'ратанова', 'ратаново', 'ратанови', 'rattan')],
  polyrattan: ['Полиратан', 'Poly-rattan', adj('полиратанов', 'полиратанова', 'полиратаново', 'полиратанови', 'poly-rattan')],
  bamboo: ['Бамбук', 'Bamboo', adj('бамбуков', 'бамбукова', 'бамбуково', 'бамбукови', 'bamboo')],
  jute: ['Юта', 'Jute', adj('ютен', 'ютена', 'ютено', 'ютени', 'jute')],
  velvet: ['Кадифе', 'Velvet', adj('кадифен', 'кадифена', 'кадифено', 'кадифени', 'velvet')],
  linen: ['Лен', 'Linen', adj('ленен', 'ленена', 'ленено', 'ленени', 'linen')],
  cotton: ['Памук', 'Cotton', adj('памучен', 'памучна', 'памучно', 'памучни', 'cotton')],
  wool: ['Вълна', 'Wool', adj('вълнен', 'вълнена', 'вълнено', 'вълнени', 'wool')],
  fabric: ['Текстилна дамаска', 'Fabric', adj('текстилен', 'текстилна', 'текстилно', 'текстилни', 'fabric')],
  leather: ['Естествена кожа', 'Leather', adj('кожен', 'кожена', 'кожено', 'кожени', 'leather')],
  synthetic: ['Синтетика', 'Synthetic', adj('синтетичен', 'синтетична', 'синтетично', 'синтетични', 'synthetic')],
  ceramic: ['Керамика', 'Ceramic', adj('керамичен', 'керамична', 'керамично', 'керамични', 'ceramic')],
  troyan: ['Троянска керамика', 'Troyan pottery', adj('троянски', 'троянска', 'троянско', 'троянски', 'Troyan')],
  porcelain: ['Порцелан', 'Porcelain', adj('порцеланов', 'порцеланова', 'порцеланово', 'порцеланови', 'porcelain')],
  glass: ['Стъкло', 'Glass', adj('стъклен', 'стъклена', 'стъклено', 'стъклени', 'glass')],
  marble: ['Мрамор', 'Marble', adj('мраморен', 'мраморна', 'мраморно', 'мраморни', 'marble')],
  stone: ['Камък', 'Stone', adj('каменен', 'каменна', 'каменно', 'каменни', 'stone')],
  clay: ['Глина', 'Terracotta clay', adj('глинен', 'глинена', 'глинено', 'глинени', 'terracotta')],
  silicone: ['Силикон', 'Silicone', adj('силиконов', 'силиконова', 'силиконово', 'силиконови', 'silicone')],
  'fibre-cement': ['Фиброцимент', 'Fibre cement'],
  polypropylene: ['Полипропилен', 'Polypropylene'],
  polyester: ['Полиестер', 'Polyester'],
  acrylic: ['Акрил', 'Acrylic', adj('акрилен', 'акрилна', 'акрилно', 'акрилни', 'acrylic')],
  ranforce: ['Ранфорс', 'Ranforce cotton'],
  'soy-wax': ['Соев восък', 'Soy wax'],
  beeswax: ['Пчелен восък', 'Beeswax'],
});

export const STYLES = dict({
  scandinavian: ['Скандинавски', 'Scandinavian', adj('скандинавски', 'скандинавска', 'скандинавско', 'скандинавски', 'Scandinavian')],
  modern: ['Модерен', 'Modern', adj('модерен', 'модерна', 'модерно', 'модерни', 'modern')],
  classic: ['Класически', 'Classic', adj('класически', 'класическа', 'класическо', 'класически', 'classic')],
  industrial: ['Индустриален', 'Industrial', adj('индустриален', 'индустриална', 'индустриално', 'индустриални', 'industrial')],
  boho: ['Бохо', 'Boho', adj('бохо', 'бохо', 'бохо', 'бохо', 'boho')],
  rustic: ['Рустик', 'Rustic', adj('рустикален', 'рустикална', 'рустикално', 'рустикални', 'rustic')],
  minimalist: ['Минималистичен', 'Minimalist', adj('минималистичен', 'минималистична', 'минималистично', 'минималистични', 'minimalist')],
});

export const FILTER_NAMES = {
  colour: { bg: 'Цвят', en: 'Colour' },
  material: { bg: 'Материал', en: 'Material' },
  style: { bg: 'Стил', en: 'Style' },
  size: { bg: 'Размер', en: 'Size' },
  shape: { bg: 'Форма', en: 'Shape' },
  width: { bg: 'Ширина', en: 'Width' },
  power: { bg: 'Мощност', en: 'Power' },
} satisfies Record<string, Localized>;

/** A filter whose values come from one of the dictionaries above. */
export function fromDict(key: string, name: Localized, source: Record<string, ValueDef>, keys: readonly string[]): FilterDef {
  return {
    key,
    name,
    values: keys.map((k) => {
      const value = source[k];
      if (!value) throw new Error(`Unknown value ${k} for filter ${key}`);
      return value;
    }),
  };
}

/** A filter with its own values: [key, bg, en, adjective?]. */
export function own(key: string, name: Localized, rows: readonly (readonly [string, string, string, AdjectiveForms?])[]): FilterDef {
  return {
    key,
    name,
    values: rows.map(([k, bg, en, adjective]) => (adjective ? { key: k, label: { bg, en }, adj: adjective } : { key: k, label: { bg, en } })),
  };
}

export { adj as adjective };

/** Model names for product titles: Bulgarian places, rivers and mountains, and a few Nordic towns. */
export const MODEL_NAMES: readonly Localized[] = [
  { bg: 'Орхус', en: 'Aarhus' },
  { bg: 'Осло', en: 'Oslo' },
  { bg: 'Берген', en: 'Bergen' },
  { bg: 'Малмьо', en: 'Malmo' },
  { bg: 'Упсала', en: 'Uppsala' },
  { bg: 'Тромсьо', en: 'Tromso' },
  { bg: 'Рила', en: 'Rila' },
  { bg: 'Пирин', en: 'Pirin' },
  { bg: 'Странджа', en: 'Strandzha' },
  { bg: 'Мусала', en: 'Musala' },
  { bg: 'Вихрен', en: 'Vihren' },
  { bg: 'Родопа', en: 'Rhodope' },
  { bg: 'Калиакра', en: 'Kaliakra' },
  { bg: 'Созопол', en: 'Sozopol' },
  { bg: 'Несебър', en: 'Nessebar' },
  { bg: 'Балчик', en: 'Balchik' },
  { bg: 'Емине', en: 'Emine' },
  { bg: 'Мелник', en: 'Melnik' },
  { bg: 'Трявна', en: 'Tryavna' },
  { bg: 'Жеравна', en: 'Zheravna' },
  { bg: 'Арбанаси', en: 'Arbanasi' },
  { bg: 'Копривщица', en: 'Koprivshtitsa' },
  { bg: 'Боженци', en: 'Bozhentsi' },
  { bg: 'Широка лъка', en: 'Shiroka laka' },
  { bg: 'Бачково', en: 'Bachkovo' },
  { bg: 'Рожен', en: 'Rozhen' },
  { bg: 'Перперикон', en: 'Perperikon' },
  { bg: 'Хисаря', en: 'Hisarya' },
  { bg: 'Чипровци', en: 'Chiprovtsi' },
  { bg: 'Боровец', en: 'Borovets' },
  { bg: 'Пампорово', en: 'Pamporovo' },
  { bg: 'Белица', en: 'Belitsa' },
  { bg: 'Янтра', en: 'Yantra' },
  { bg: 'Осъм', en: 'Osam' },
  { bg: 'Искър', en: 'Iskar' },
  { bg: 'Марица', en: 'Maritsa' },
  { bg: 'Тунджа', en: 'Tundzha' },
  { bg: 'Камчия', en: 'Kamchia' },
  { bg: 'Ропотамо', en: 'Ropotamo' },
  { bg: 'Струма', en: 'Struma' },
  { bg: 'Места', en: 'Mesta' },
  { bg: 'Лудогорие', en: 'Ludogorie' },
  { bg: 'Добруджа', en: 'Dobrudzha' },
  { bg: 'Витоша', en: 'Vitosha' },
  { bg: 'Беглика', en: 'Beglika' },
  { bg: 'Еленка', en: 'Elenka' },
  { bg: 'Смолян', en: 'Smolyan' },
  { bg: 'Ахтопол', en: 'Ahtopol' },
];
