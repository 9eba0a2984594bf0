/**
 * The blog: categories and twenty hand-written posts in both languages, each linked to shop
 * categories (GET /api/news/{id}/products), with a few reader comments.
 */
import type { Subject, Swatch } from './drawings.ts';
import { isoBefore } from './random.ts';
import type { Rng } from './random.ts';
import type { Localized } from './types.ts';

export interface SeedBlogCategory {
  /** Stable key, e.g. 'tenant-tips'. */
  key: string;
  name: Localized;
  description: Localized;
  order: number;
}

export interface SeedBlogComment {
  authorName: string;
  /** Readers write in one language; the site shows comments as written. */
  language: 'bg' | 'en';
  text: string;
  /** ISO 8601, after the post was published and not after the base date. */
  createdAt: string;
}

export interface SeedBlogPost {
  /** Stable key, also a good URL slug. */
  key: string;
  title: Localized;
  /** One sentence for lists and cards. */
  excerpt: Localized;
  /** 3–5 short paragraphs of plain text separated by blank lines ("\n\n"). */
  body: Localized;
  author: Localized;
  /** SeedBlogCategory keys. */
  categoryKeys: string[];
  /** Featured posts (GET /api/news?highlighted=1). */
  highlighted: boolean;
  /** PRODUCT_CATEGORIES keys whose products the post shows. */
  linkedProductCategoryKeys: string[];
  /** ISO 8601, within the year before the base date. */
  publishedAt: string;
  /** Seed for images.ts (kind 'blog'). */
  imageSeed: number;
  /** What its picture draws: the post's subject, different for every post. */
  picture: { subjects: readonly Subject[]; colour: Swatch | undefined };
  comments: SeedBlogComment[];
}

export const BLOG_CATEGORIES: readonly SeedBlogCategory[] = [
  {
    key: 'tenant-tips',
    order: 1,
    name: { bg: 'Съвети за наематели', en: 'Tips for tenants' },
    description: { bg: 'Договори, депозити, огледи и сметки – всичко, което трябва да знаете, преди да се нанесете.', en: 'Contracts, deposits, viewings and bills: everything to know before you move in.' },
  },
  {
    key: 'furnishing',
    order: 2,
    name: { bg: 'Обзавеждане', en: 'Furnishing' },
    description: { bg: 'Идеи за всяка стая, дори когато живеете под наем и не можете да правите ремонт.', en: 'Ideas for every room, even when you rent and cannot renovate.' },
  },
  {
    key: 'cleaning',
    order: 3,
    name: { bg: 'Почистване', en: 'Cleaning' },
    description: { bg: 'Практични съвети за чист дом с по-малко усилия.', en: 'Practical advice for a clean home with less effort.' },
  },
  {
    key: 'moving',
    order: 4,
    name: { bg: 'Преместване', en: 'Moving' },
    description: { bg: 'Планиране, опаковане и пренасяне без стрес.', en: 'Planning, packing and moving without the stress.' },
  },
  {
    key: 'neighbourhoods',
    order: 5,
    name: { bg: 'Квартали', en: 'Neighbourhoods' },
    description: { bg: 'Къде да живеете в българските градове – цени, транспорт и атмосфера.', en: 'Where to live in Bulgarian cities: prices, transport and atmosphere.' },
  },
  {
    key: 'student-life',
    order: 6,
    name: { bg: 'Студентски живот', en: 'Student life' },
    description: { bg: 'Квартири, общежития и съквартиранти за студенти.', en: 'Flats, halls and flatmates for students.' },
  },
];

const TEAM: Localized = { bg: 'Екипът на Домовик', en: 'The Domovik team' };
const IVA: Localized = { bg: 'Ива Стоянова', en: 'Iva Stoyanova' };
const DANIEL: Localized = { bg: 'Даниел Петров', en: 'Daniel Petrov' };

interface PostText {
  key: string;
  /** What its picture draws, side by side, and in which colour (absent: each thing's own). */
  picture: { subjects: readonly Subject[]; colour?: Swatch };
  daysAgo: number;
  author: Localized;
  categoryKeys: string[];
  highlighted: boolean;
  linked: string[];
  title: Localized;
  excerpt: Localized;
  bg: readonly string[];
  en: readonly string[];
}

const POSTS: readonly PostText[] = [
  {
    key: 'rental-contract-checklist',
    picture: { subjects: ['document'] },
    daysAgo: 12,
    author: IVA,
    categoryKeys: ['tenant-tips'],
    highlighted: true,
    linked: ['storage-boxes'],
    title: { bg: 'Договорът за наем: 5 неща, които да проверите, преди да подпишете', en: 'The rental contract: five things to check before you sign' },
    excerpt: {
      bg: 'Собственост, срок, депозит, опис и предизвестие – кратък списък, който ще ви спести неприятни изненади.',
      en: 'Ownership, term, deposit, inventory and notice: a short checklist that will save you unpleasant surprises.',
    },
    bg: [
      'Договорът за наем е документът, който ви защитава, ако нещо се обърка. Затова не бързайте да подписвате в деня на огледа – поискайте проекта предварително и го прочетете спокойно у дома.',
      'Проверете дали наемодателят е собственик на имота. Поискайте да видите нотариалния акт и сравнете имената с личната му карта. Ако подписва пълномощник, пълномощното трябва да е нотариално заверено.',
      'Уточнете срока, размера на наема и кога и как се плаща. Депозитът обикновено е един или два наема – договорът трябва да казва ясно в какъв срок и при какви условия ви се връща. Запишете и кой плаща консумативите и таксата за входа.',
      'Много спорове започват от състоянието на жилището. Приложете към договора приемо-предавателен протокол с опис на мебелите и уредите, показанията на електромера и водомерите и снимки с дата.',
      'Накрая вижте срока на предизвестие и условията за предсрочно прекратяване – обичайно е един месец. Ако имате домашен любимец или ще живеете с партньор, и това трябва да е записано.',
    ],
    en: [
      'The rental contract is what protects you if something goes wrong. So do not rush to sign on the day of the viewing: ask for the draft in advance and read it calmly at home.',
      'Check that the landlord actually owns the property. Ask to see the title deed and compare the names with their ID card. If someone signs on the owner’s behalf, their power of attorney must be notarised.',
      'Agree on the term, the rent and when and how it is paid. The deposit is usually one or two months’ rent, and the contract should say clearly when and on what conditions you get it back. Write down who pays the utilities and the building fee, too.',
      'Many disputes start with the condition of the flat. Attach a handover report to the contract, listing the furniture and appliances, the electricity and water meter readings, and dated photos.',
      'Finally, look at the notice period and the terms for ending the contract early; one month is usual. If you have a pet or will live with a partner, that should be written down as well.',
    ],
  },
  {
    key: 'get-your-deposit-back',
    picture: { subjects: ['document', 'bottle'] },
    daysAgo: 58,
    author: TEAM,
    categoryKeys: ['tenant-tips', 'cleaning'],
    highlighted: false,
    linked: ['bath-accessories', 'storage-boxes'],
    title: { bg: 'Как да си върнете целия депозит при напускане', en: 'How to get your whole deposit back when you move out' },
    excerpt: { bg: 'Снимки, протокол и едно основно почистване – това е рецептата.', en: 'Photos, a handover report and one deep clean: that is the recipe.' },
    bg: [
      'Депозитът не е последният месечен наем. Той служи да покрие щети или неплатени сметки, затова не го „изживявайте“ в последния месец – наемодателят има право да откаже.',
      'Всичко започва в деня на нанасяне. Снимайте всяка стая, драскотините по пода и петната по стените и изпратете снимките на наемодателя по имейл – така остава и датата.',
      'Преди да предадете ключовете, направете основно почистване: фурна, абсорбатор, плочки в банята, прозорци. Зацапаната фурна е най-честата причина за удръжки. Ако нямате време, поръчайте професионално почистване при напускане.',
      'Платете последните сметки, запишете показанията на уредите и подпишете протокол за предаване. Ако наемодателят задържи част от депозита, помолете за писмено обяснение и документи за разходите.',
    ],
    en: [
      'A deposit is not your last month’s rent. It is there to cover damage or unpaid bills, so do not simply live it off in your final month: the landlord is entitled to refuse.',
      'It all starts on moving-in day. Photograph every room, the scratches on the floor and the marks on the walls, and email the photos to your landlord so the date is on record.',
      'Before you hand back the keys, do a deep clean: oven, extractor hood, bathroom tiles, windows. A dirty oven is the most common reason for deductions. If you are short of time, book a professional move-out clean.',
      'Pay the final bills, note the meter readings and sign a handover report. If the landlord keeps part of the deposit, ask for a written explanation and receipts for the costs.',
    ],
  },
  {
    key: 'viewing-beyond-the-photos',
    picture: { subjects: ['tap', 'radiator'], colour: 'chrome' },
    daysAgo: 30,
    author: DANIEL,
    categoryKeys: ['tenant-tips'],
    highlighted: true,
    linked: ['climate'],
    title: { bg: 'Оглед на квартира: какво да погледнете освен снимките', en: 'Viewing a flat: what to look at beyond the photos' },
    excerpt: {
      bg: 'Влага, дограма, напор на водата и шум от улицата – неща, които снимките никога не показват.',
      en: 'Damp, windows, water pressure and street noise: things the photos never show.',
    },
    bg: [
      'Снимките в обявата показват най-хубавия ъгъл в най-слънчевия ден. На огледа целта ви е да видите обратното – как изглежда жилището в делничен ден и какво ще ви струва да живеете в него.',
      'Потърсете следи от влага и мухъл в ъглите, зад гардеробите и около прозорците, особено на последния етаж и в панелните блокове. Отворете и затворете дограмата – старите дървени прозорци означават високи сметки за отопление.',
      'Пуснете душа и чешмата в кухнята едновременно, за да проверите напора и колко бързо идва топла вода. Погледнете и електрическото табло – старите бушони са проблем, ако ще ползвате едновременно климатик и пералня.',
      'Попитайте колко са били сметките през зимата и какво е отоплението – ТЕЦ, климатик или ток. Разходете се около блока и вечер: шумът от заведенията и липсата на паркоместа също са част от наема.',
    ],
    en: [
      'Listing photos show the best angle on the sunniest day. At a viewing, your job is to see the opposite: what the flat is like on an ordinary weekday and what it will cost you to live there.',
      'Look for damp and mould in the corners, behind wardrobes and around the windows, especially on top floors and in panel blocks. Open and close the windows: old wooden frames mean high heating bills.',
      'Run the shower and the kitchen tap at the same time to check the pressure and how quickly hot water arrives. Look at the fuse box too: old fuses are a problem if you will run the air conditioner and the washing machine together.',
      'Ask how high the bills were last winter and how the flat is heated: district heating, air conditioning or electric. Walk around the block in the evening as well: noise from bars and a lack of parking are part of the rent too.',
    ],
  },
  {
    key: 'heating-a-rented-home',
    picture: { subjects: ['radiator', 'appliance'], colour: 'white' },
    daysAgo: 95,
    author: DANIEL,
    categoryKeys: ['tenant-tips'],
    highlighted: false,
    linked: ['climate', 'bedding', 'rugs'],
    title: { bg: 'ТЕЦ, климатик или ток: как да отоплявате наетото жилище по-евтино', en: 'District heating, air conditioning or electric: heating a rented home for less' },
    excerpt: {
      bg: 'Сравнение на най-честите начини за отопление в българските квартири и няколко навика, които намаляват сметката.',
      en: 'A comparison of the most common ways rented flats in Bulgaria are heated, and a few habits that lower the bill.',
    },
    bg: [
      'В големите градове много панелни блокове са на парно от ТЕЦ. То е удобно, но плащате и за сградната инсталация, дори когато радиаторите ви са затворени. Поискайте от наемодателя сметките за последната зима, за да знаете какво ви очаква.',
      'Инверторният климатик е най-икономичният начин да отоплявате отделна стая с ток – от един киловатчас електричество дава три до четири киловатчаса топлина. Чистете филтрите му поне веднъж месечно, за да не пада ефективността.',
      'Масленият радиатор и конвекторът са добро решение за допълнително затопляне, но не и за цялата зима. Ако ги ползвате, включвайте ги на нощна тарифа и с термостат.',
      'Най-евтината енергия е тази, която не харчите. Плътни завеси, килим на студения под и уплътнители на прозорците помагат повече, отколкото предполагате.',
    ],
    en: [
      'In the big cities, many panel blocks are connected to district heating. It is convenient, but you also pay for the building’s shared installation, even with your own radiators turned off. Ask the landlord for last winter’s bills so you know what to expect.',
      'An inverter air conditioner is the most economical way to heat a single room with electricity: one kilowatt-hour of power gives three to four kilowatt-hours of heat. Clean its filters at least once a month so it stays efficient.',
      'Oil-filled radiators and convector heaters are fine for a top-up, but not for the whole winter. If you use them, run them on the night tariff and with a thermostat.',
      'The cheapest energy is the energy you do not use. Heavy curtains, a rug on a cold floor and draught seals on the windows help more than you would think.',
    ],
  },
  {
    key: 'small-living-room-ideas',
    picture: { subjects: ['sofa', 'coffee-table', 'floor-lamp'], colour: 'mustard' },
    daysAgo: 20,
    author: IVA,
    categoryKeys: ['furnishing'],
    highlighted: true,
    linked: ['sofas', 'coffee-tables', 'living-lighting'],
    title: { bg: 'Малка всекидневна, голямо усещане: пет идеи за обзавеждане', en: 'Small living room, big feeling: five furnishing ideas' },
    excerpt: {
      bg: 'Как да подредите 16 квадратни метра така, че да има място и за дивана, и за гостите.',
      en: 'How to arrange 16 square metres so there is room for the sofa and for your guests.',
    },
    bg: [
      'Повечето всекидневни в панелните блокове са между 16 и 20 квадратни метра. Това е достатъчно, ако мебелите са подбрани с мярка и стаята не е разделена на малки островчета.',
      'Изберете диван на крачета вместо такъв, който стига до земята – подът под него се вижда и стаята изглежда по-просторна. Двуместен диван и едно кресло често работят по-добре от голям ъглов диван.',
      'Масичката за кафе може да бъде кръгла – няма ъгли, в които да се удряте, и пътят между дивана и телевизора остава свободен. Комплектът от две масички, които се прибират една под друга, е още по-гъвкав.',
      'Осветлението прави много. Вместо един силен полилей комбинирайте лампион до дивана, аплик и малка лампа на рафта. Топлата светлина от няколко точки прави стаята уютна вечер.',
      'Накрая – светли стени, едно голямо огледало и завеси, окачени по-високо от прозореца. Тези малки трикове добавят визуално метри, които реално ги няма.',
    ],
    en: [
      'Most living rooms in panel blocks measure between 16 and 20 square metres. That is enough, as long as the furniture is chosen with care and the room is not broken up into little islands.',
      'Choose a sofa on legs rather than one that sits on the floor: you can see the floor underneath and the room feels bigger. A two-seater and an armchair often work better than a large corner sofa.',
      'Make the coffee table a round one: there are no corners to bump into, and the path between the sofa and the TV stays clear. A nest of two tables that slide under each other is even more flexible.',
      'Lighting does a lot. Instead of one bright pendant, combine a floor lamp by the sofa, a wall light and a small lamp on a shelf. Warm light from several points makes the room cosy in the evening.',
      'Finally: light walls, one large mirror and curtains hung higher than the window. These small tricks add square metres that are not really there.',
    ],
  },
  {
    key: 'bedroom-for-good-sleep',
    picture: { subjects: ['bed', 'table-lamp'], colour: 'blue' },
    daysAgo: 75,
    author: IVA,
    categoryKeys: ['furnishing'],
    highlighted: false,
    linked: ['mattresses', 'bedding', 'bedside-lamps'],
    title: { bg: 'Спалня за добър сън: матрак, текстил и светлина', en: 'A bedroom for good sleep: mattress, bedding and light' },
    excerpt: { bg: 'Три неща, в които си струва да инвестирате, дори когато живеете под наем.', en: 'Three things worth investing in, even when you rent.' },
    bg: [
      'Когато наемате обзаведено жилище, матракът често е най-старата вещ в него. Собственият матрак е инвестиция, която ще пренесете от квартира в квартира – и е първото, което си струва да купите.',
      'Средно твърдият матрак е подходящ за повечето хора. Ако спите на една страна, изберете по-мек, а ако спите по гръб или по корем – по-твърд. Размерът 160 × 200 см е най-удобен за двама.',
      'Спалното бельо от памук или лен диша и не задържа влага. Сменяйте го веднъж седмично, а завивките и възглавниците перете поне два пъти годишно.',
      'Вечер избягвайте ярката бяла светлина. Нощна лампа с топла крушка до 2700 K и плътни завеси помагат на тялото да разбере, че е време за сън.',
    ],
    en: [
      'In a furnished rental, the mattress is often the oldest thing in the flat. A mattress of your own is an investment you will take from home to home, and it is the first thing worth buying.',
      'A medium-firm mattress suits most people. If you sleep on your side, choose a softer one; if you sleep on your back or front, a firmer one. At 160 × 200 cm, there is comfortable room for two.',
      'Cotton or linen bedding breathes and does not trap moisture. Change it once a week, and wash duvets and pillows at least twice a year.',
      'Avoid bright white light in the evening. A bedside lamp with a warm bulb of up to 2700 K and heavy curtains help your body understand that it is time to sleep.',
    ],
  },
  {
    key: 'first-rented-kitchen',
    picture: { subjects: ['pan', 'pot', 'kettle'] },
    daysAgo: 140,
    author: TEAM,
    categoryKeys: ['furnishing', 'student-life'],
    highlighted: false,
    linked: ['cookware', 'kitchen-utensils', 'small-appliances'],
    title: { bg: 'Първата кухня под наем: какво да купите през първата седмица', en: 'Your first rented kitchen: what to buy in the first week' },
    excerpt: { bg: 'Кратък списък с най-необходимото – без излишни уреди, които ще събират прах.', en: 'A short list of the essentials, without gadgets that will only gather dust.' },
    bg: [
      'Дори в „напълно обзаведените“ квартири кухнята често е оборудвана с няколко чинии и един стар тиган. Преди да купувате, проверете какво има и кое е в добро състояние.',
      'Основата е един хубав тиган с диаметър 28 см, една тенджера с капак, дъска за рязане и два добри ножа. С тях можете да сготвите почти всичко.',
      'От уредите най-полезни са електрическата кана и блендерът. Фритюрникът с горещ въздух е удобен, ако фурната в квартирата е стара или липсва.',
      'Не забравяйте кутии за храна и поставка за подправки – те подреждат малкото място и спестяват пари, защото сготвеното не се разваля.',
    ],
    en: [
      'Even in “fully furnished” rentals, the kitchen often comes with a few plates and one tired frying pan. Before you buy anything, check what is there and what is in good shape.',
      'The basics are one good 28 cm frying pan, a saucepan with a lid, a chopping board and two decent knives. With those you can cook almost anything.',
      'The most useful appliances are an electric kettle and a blender. An air fryer is handy if the oven in the flat is old or missing.',
      'Do not forget food containers and a spice rack: they keep a small space organised and save money, because leftovers do not go to waste.',
    ],
  },
  {
    key: 'balcony-second-living-room',
    picture: { subjects: ['lounger', 'plant-pot', 'string-lights'], colour: 'terracotta' },
    daysAgo: 200,
    author: IVA,
    categoryKeys: ['furnishing'],
    highlighted: false,
    linked: ['terrace-furniture', 'planters', 'outdoor-lighting'],
    title: { bg: 'Балконът като втора всекидневна', en: 'The balcony as a second living room' },
    excerpt: { bg: 'Как да превърнете четири квадрата бетон в любимото си място за сутрешното кафе.', en: 'How to turn four square metres of concrete into your favourite spot for morning coffee.' },
    bg: [
      'Повечето балкони у нас служат за склад – за зимни гуми, буркани и стари столове. Ако ги разчистите, получавате още една стая за половината година.',
      'Започнете с мебелите. На тесен балкон сгъваема масичка и два стола са достатъчни, а на по-широка тераса се побира и малък ъглов диван.',
      'Растенията правят балкона жив. На южно изложение заложете на мушкато, лавандула и розмарин, а на северно – на папрат и бръшлян. Кашпите за парапет пестят място на пода.',
      'За вечерите добавете светлинна гирлянда или соларни фенери и външен килим. Не е нужен ремонт, а балконът заприличва на малко кафене.',
    ],
    en: [
      'Most balconies in Bulgaria serve as storage, for winter tyres, jars of preserves and old chairs. Clear them out and you gain an extra room for half the year.',
      'Start with the furniture. On a narrow balcony, a folding table and two chairs are enough; a wider terrace can take a small corner sofa.',
      'Plants bring a balcony to life. If it faces south, go for geraniums, lavender and rosemary; if it faces north, ferns and ivy. Railing planters save floor space.',
      'For the evenings, add string lights or solar lanterns and an outdoor rug. No renovation needed, and the balcony starts to look like a little café.',
    ],
  },
  {
    key: 'hallway-first-impression',
    picture: { subjects: ['coat-stand', 'mirror', 'bench'], colour: 'oak' },
    daysAgo: 170,
    author: TEAM,
    categoryKeys: ['furnishing'],
    highlighted: false,
    linked: ['shoe-cabinets', 'coat-racks', 'mirrors'],
    title: { bg: 'Антрето: първото впечатление от дома', en: 'The hallway: your home’s first impression' },
    excerpt: { bg: 'Тесният коридор може да бъде подреден и приветлив само с три мебели.', en: 'A narrow hallway can be tidy and welcoming with just three pieces of furniture.' },
    bg: [
      'Антрето е първото, което виждате, когато се приберете, и първото, което виждат гостите. В повечето апартаменти то е тясно и тъмно, затова всяка мебел в него трябва да има смисъл.',
      'Плитък шкаф за обувки с дълбочина около 25 см побира обувките на цялото семейство и не пречи на преминаването. Ако има място, пейката с рафт отдолу е удобна за обуване.',
      'Закачалката за стена заема по-малко място от стоящата. Сложете над нея рафт за шапки и ключове, а до вратата – огледало в цял ръст.',
      'Огледалото отразява светлината и прави коридора да изглежда двойно по-широк. Добавете изтривалка и кош за чадъри и антрето е готово.',
    ],
    en: [
      'The hallway is the first thing you see when you come home and the first thing your guests see. In most flats it is narrow and dark, so every piece of furniture in it has to earn its place.',
      'A shallow shoe cabinet, about 25 cm deep, holds the whole family’s shoes without getting in the way. If there is room, a bench with a shelf underneath makes putting shoes on easier.',
      'A wall-mounted coat rack takes up less space than a coat stand. Put a shelf above it for hats and keys, and a full-length mirror by the door.',
      'The mirror reflects light and makes the corridor look twice as wide. Add a doormat and an umbrella basket, and the hallway is done.',
    ],
  },
  {
    key: 'deep-clean-before-moving-in',
    picture: { subjects: ['bottle', 'folded', 'boxes'] },
    daysAgo: 45,
    author: DANIEL,
    categoryKeys: ['cleaning', 'moving'],
    highlighted: false,
    linked: ['bath-accessories', 'towels'],
    title: { bg: 'Основно почистване преди нанасяне: списък по стаи', en: 'A deep clean before moving in: a room-by-room checklist' },
    excerpt: { bg: 'Какво да почистите, преди да разопаковате първия кашон.', en: 'What to clean before you unpack the first box.' },
    bg: [
      'Най-лесно се чисти празно жилище. Затова основното почистване трябва да е преди мебелите и кашоните да влязат – после ще е двойно по-трудно.',
      'Започнете отгоре надолу: лампи, горни шкафове, рамки на вратите, первази. Прахът пада, така че подът винаги е последен.',
      'В кухнята обърнете внимание на фурната, абсорбатора и вътрешността на шкафовете. В банята – на фугите, варовика по смесителите и сифона на мивката.',
      'Ако жилището е голямо или е след ремонт, професионалното почистване отнема един ден и ви спестява цял уикенд. Можете да го поръчате заедно с преместването.',
    ],
    en: [
      'An empty home is the easiest to clean. So do the deep clean before the furniture and boxes arrive; afterwards it is twice as hard.',
      'Work from the top down: light fittings, wall cupboards, door frames, windowsills. Dust falls, so the floor always comes last.',
      'In the kitchen, focus on the oven, the extractor hood and the inside of the cupboards. In the bathroom, on the grout, the limescale on the taps and the sink trap.',
      'If the home is large or has just been renovated, a professional clean takes a day and saves you a whole weekend. You can book it together with your move.',
    ],
  },
  {
    key: 'bathroom-limescale',
    picture: { subjects: ['shower', 'tap'], colour: 'black' },
    daysAgo: 120,
    author: TEAM,
    categoryKeys: ['cleaning'],
    highlighted: false,
    linked: ['showers-taps', 'bath-accessories'],
    title: { bg: 'Варовикът в банята: бързи и природни решения', en: 'Limescale in the bathroom: quick and natural fixes' },
    excerpt: {
      bg: 'Твърдата вода е навсякъде в България – ето как да се справите с нея без агресивна химия.',
      en: 'Hard water is everywhere in Bulgaria; here is how to beat it without harsh chemicals.',
    },
    bg: [
      'В много български градове водата е твърда и само за няколко седмици по смесителите и стъклото на душа се появява бял налеп. Колкото по-дълго стои, толкова по-трудно се маха.',
      'Най-простото решение е оцетът. Напоете кърпа с разреден оцет, увийте смесителя и оставете за половин час. След това избършете и подсушете.',
      'За душа и плочките използвайте лимонена киселина – една супена лъжица в половин литър топла вода. Не я използвайте върху мрамор и естествен камък.',
      'За профилактика подсушавайте стъклото с гумена чистачка след всеки душ. Аераторите на чешмите се развиват и почистват веднъж месечно.',
    ],
    en: [
      'In many Bulgarian cities the water is hard, and within a few weeks a white film appears on the taps and the shower screen. The longer it stays, the harder it is to remove.',
      'The simplest fix is vinegar. Soak a cloth in diluted vinegar, wrap it around the tap and leave it for half an hour. Then wipe and dry.',
      'For the shower and tiles, use citric acid: one tablespoon in half a litre of warm water. Do not use it on marble or natural stone.',
      'To prevent build-up, squeegee the shower screen after every shower. Unscrew and clean the tap aerators once a month.',
    ],
  },
  {
    key: 'how-often-to-clean-upholstery',
    picture: { subjects: ['sofa', 'mattress', 'rug'], colour: 'green' },
    daysAgo: 230,
    author: DANIEL,
    categoryKeys: ['cleaning'],
    highlighted: false,
    linked: ['rugs', 'mattresses', 'sofas'],
    title: { bg: 'Колко често да перем дивана, матрака и килима', en: 'How often to clean your sofa, mattress and rugs' },
    excerpt: {
      bg: 'Прах, акари и петна – кога стига прахосмукачката и кога е време за професионално пране.',
      en: 'Dust, mites and stains: when the vacuum cleaner is enough and when it is time for a professional wash.',
    },
    bg: [
      'Тапицираните мебели събират прах, акари и миризми, дори когато изглеждат чисти. В наетото жилище дори не знаем кой ги е ползвал преди нас.',
      'Прахосмукачката с накрайник за тапицерия е за всяка седмица. Матракът се обръща на всеки три месеца и се проветрява на слънце, когато е възможно.',
      'Професионалното пране на дивана и матрака е добре да се прави веднъж годишно, а при домашни любимци или малки деца – на всеки шест месеца. Килимите в коридора и всекидневната се перат поне веднъж годишно.',
      'Петната се почистват веднага – попиват се, без да се търкат. Преди да използвате препарат, изпробвайте го на скрито място.',
    ],
    en: [
      'Upholstered furniture collects dust, mites and smells even when it looks clean. In a rented home, we do not even know who used it before us.',
      'Vacuum with an upholstery nozzle every week. Turn the mattress every three months and air it in the sun whenever you can.',
      'Have the sofa and mattress professionally cleaned once a year, or every six months with pets or small children. Rugs in the hallway and living room need washing at least once a year.',
      'Deal with stains straight away: blot them, do not rub. Before using any cleaner, test it somewhere hidden.',
    ],
  },
  {
    key: 'four-week-moving-plan',
    picture: { subjects: ['document', 'clock', 'boxes'] },
    daysAgo: 65,
    author: TEAM,
    categoryKeys: ['moving'],
    highlighted: false,
    linked: ['storage-boxes'],
    title: { bg: 'Преместване без стрес: план за четири седмици', en: 'A stress-free move: a four-week plan' },
    excerpt: { bg: 'Какво да свършите всяка седмица, за да не опаковате в последната нощ.', en: 'What to do each week so you are not packing on the last night.' },
    bg: [
      'Четири седмици преди преместването разчистете. Всичко, което не сте ползвали от година, подарете, продайте или изхвърлете – така ще пренасяте по-малко и ще платите по-малко.',
      'Три седмици преди това резервирайте хамали и бус. В края и в началото на месеца търсенето е най-голямо, затова се обадете по-рано. Купете кашони, тиксо и маркери.',
      'Две седмици по-рано започнете да опаковате нещата, които не ползвате всеки ден – книги, зимни дрехи, декорация. Надписвайте всеки кашон със стаята и съдържанието.',
      'През последната седмица уведомете доставчиците на ток, вода и интернет и подгответе чанта с най-необходимото за първата нощ: документи, зарядни, лекарства, четка за зъби и дрехи за смяна.',
    ],
    en: [
      'Four weeks before the move, declutter. Give away, sell or throw out anything you have not used in a year: you will carry less and pay less.',
      'Three weeks before, book the movers and the van. Demand peaks at the end and start of each month, so call early. Buy boxes, tape and markers.',
      'Two weeks before, start packing what you do not use every day: books, winter clothes, décor. Label every box with the room and what is inside.',
      'In the final week, tell your electricity, water and internet providers, and pack a bag with first-night essentials: documents, chargers, medicines, a toothbrush and a change of clothes.',
    ],
  },
  {
    key: 'packing-fragile-items',
    picture: { subjects: ['boxes', 'glasses', 'vase'] },
    daysAgo: 150,
    author: DANIEL,
    categoryKeys: ['moving'],
    highlighted: false,
    linked: ['tableware', 'storage-boxes'],
    title: { bg: 'Как да опаковате чупливите вещи', en: 'How to pack fragile items' },
    excerpt: { bg: 'Чинии, чаши и огледала пристигат цели, ако спазите няколко прости правила.', en: 'Plates, glasses and mirrors arrive in one piece if you follow a few simple rules.' },
    bg: [
      'Чупливите вещи се опаковат в по-малки кашони – така не стават прекалено тежки и дъното не поддава. Залепете дъното с тиксо на кръст.',
      'Чиниите се нареждат вертикално, като грамофонни плочи, а не една върху друга. Всяка се увива във вестник или опаковъчна хартия.',
      'Чашите се пълнят с хартия отвътре и се увиват поотделно. Празното място в кашона се запълва, за да не се движи нищо при друсане.',
      'Огледалата и рамките се защитават с картон по ъглите и се пренасят изправени. Надпишете кашоните с „Чупливо“ и „Тази страна нагоре“ – хамалите наистина го четат.',
    ],
    en: [
      'Pack fragile things in smaller boxes so they do not get too heavy and the bottom does not give way. Tape the bottom in a cross.',
      'Stand plates on edge, like records, rather than stacking them flat. Wrap each one in newspaper or packing paper.',
      'Stuff glasses with paper and wrap them one by one. Fill any empty space in the box so nothing moves when it is jolted.',
      'Protect the corners of mirrors and frames with cardboard and carry them upright. Mark the boxes “Fragile” and “This way up”: movers really do read it.',
    ],
  },
  {
    key: 'movers-van-or-diy',
    picture: { subjects: ['van', 'boxes'] },
    daysAgo: 260,
    author: TEAM,
    categoryKeys: ['moving'],
    highlighted: false,
    linked: ['storage-boxes', 'wardrobes'],
    title: { bg: 'Хамали, бус или сами? Колко струва преместването', en: 'Movers, a van or do it yourself? What a move really costs' },
    excerpt: { bg: 'Сметката за преместване на двустаен апартамент в рамките на един град.', en: 'The cost of moving a one-bedroom flat within the same city.' },
    bg: [
      'Преместването на двустаен апартамент в един град обикновено отнема между три и пет часа с бус и двама хамали. Най-много време отнема изнасянето, когато няма асансьор.',
      'Ако се местите сами, спестявате хамалите, но рискувате повредени мебели и гръб. Бус под наем без шофьор често струва почти колкото бус с шофьор за половин ден.',
      'Добър компромис е да опаковате сами, а за тежките неща – гардероби, пералня, хладилник – да наемете хамали за няколко часа. Демонтажът и монтажът на мебелите също може да се поръча отделно.',
      'В Домовик можете да изберете хамали на час, бус с шофьор, опаковане и монтаж на мебели и да видите цената, преди да поръчате.',
    ],
    en: [
      'Moving a one-bedroom flat within the same city usually takes three to five hours with a van and two movers. Carrying things down without a lift takes the longest.',
      'If you move yourself, you save on movers but risk damaged furniture and a bad back. Hiring a van without a driver often costs almost as much as a van with a driver for half a day.',
      'A good compromise is to pack yourself and hire movers for a few hours for the heavy things: wardrobes, the washing machine, the fridge. Taking furniture apart and putting it back together can be booked separately too.',
      'On Domovik you can choose movers by the hour, a van with a driver, packing and furniture assembly, and see the price before you order.',
    ],
  },
  {
    key: 'where-to-rent-in-sofia',
    picture: { subjects: ['city'] },
    daysAgo: 8,
    author: DANIEL,
    categoryKeys: ['neighbourhoods'],
    highlighted: true,
    linked: ['shoe-cabinets', 'storage-boxes'],
    title: { bg: 'Лозенец, Младост или Люлин: къде да наемете жилище в София', en: 'Lozenets, Mladost or Lyulin: where to rent in Sofia' },
    excerpt: {
      bg: 'Кратко сравнение на три много различни квартала – цени, транспорт и начин на живот.',
      en: 'A quick comparison of three very different districts: prices, transport and way of life.',
    },
    bg: [
      'Лозенец е близо до центъра и Южния парк, с много ново строителство и тихи улици. Това е и един от най-скъпите квартали – двустаен апартамент рядко се намира под 700 € на месец.',
      'Младост е огромен квартал с панелни блокове и нови комплекси, близо до Бизнес парка и метрото. Предпочитат го хората, които работят в офисите наоколо, а цените са по-умерени.',
      'Люлин е сред най-достъпните квартали с метро. Жилищата са предимно в панелни блокове, но има много зеленина, училища и магазини, а до центъра се стига за около 20 минути.',
      'Преди да изберете, пробвайте пътя до работа в час пик. В София двадесет минути повече в едната посока означават над 150 часа годишно в трафика.',
    ],
    en: [
      'Lozenets is close to the centre and South Park, with lots of new buildings and quiet streets. It is also one of the most expensive districts: a one-bedroom flat rarely goes for less than €700 a month.',
      'Mladost is a huge district of panel blocks and new complexes, near Business Park Sofia and the metro. It is popular with people who work in the offices nearby, and prices are more moderate.',
      'Lyulin is one of the most affordable districts on the metro. Homes are mostly in panel blocks, but there is plenty of greenery, schools and shops, and the centre is about 20 minutes away.',
      'Before you choose, try the commute at rush hour. In Sofia, twenty extra minutes each way add up to more than 150 hours a year in traffic.',
    ],
  },
  {
    key: 'plovdiv-for-tenants',
    picture: { subjects: ['houses'] },
    daysAgo: 110,
    author: IVA,
    categoryKeys: ['neighbourhoods'],
    highlighted: false,
    linked: ['rugs', 'cushions-throws'],
    title: { bg: 'Пловдив за наематели: от Капана до Тракия', en: 'Plovdiv for tenants: from Kapana to Trakia' },
    excerpt: { bg: 'Къде да живеете в Пловдив според бюджета и начина си на живот.', en: 'Where to live in Plovdiv, depending on your budget and lifestyle.' },
    bg: [
      'Капана и Центърът са за тези, които искат всичко на пешеходно разстояние – галерии, кафенета и Главната улица. Жилищата са в стари тухлени сгради, често с високи тавани и без асансьор.',
      'Кършияка, на отсрещния бряг на Марица, е тих и зелен квартал с лесен достъп до центъра през мостовете. Каменица е предпочитана от семействата заради училищата и парковете.',
      'Тракия е най-големият квартал в града – с панелни блокове, много магазини и по-ниски цени. Подходящ е за студенти и млади семейства, които не държат да живеят в центъра.',
      'Смирненски се застроява бързо с нови сгради. Ако търсите ново жилище с паркомясто, там изборът е най-голям.',
    ],
    en: [
      'Kapana and the Center are for those who want everything within walking distance: galleries, cafés and the main pedestrian street. Homes are in old brick buildings, often with high ceilings and no lift.',
      'Karshiyaka, across the Maritsa river, is quiet and green, with easy access to the centre over the bridges. Kamenitsa is popular with families for its schools and parks.',
      'Trakia is the largest district in the city, with panel blocks, plenty of shops and lower prices. It suits students and young families who do not mind living outside the centre.',
      'Smirnenski is filling up fast with new buildings. If you want a new flat with a parking space, that is where the choice is widest.',
    ],
  },
  {
    key: 'varna-districts',
    picture: { subjects: ['sea'] },
    daysAgo: 180,
    author: DANIEL,
    categoryKeys: ['neighbourhoods'],
    highlighted: false,
    linked: ['terrace-furniture', 'outdoor-textiles'],
    title: { bg: 'Варна: да живееш между Чайка, Бриз и Левски', en: 'Varna: living between Chayka, Briz and Levski' },
    excerpt: {
      bg: 'Кои квартали са близо до морето, кои са по-тихи и какво да очаквате от летния сезон.',
      en: 'Which districts are near the sea, which are quieter, and what to expect from the summer season.',
    },
    bg: [
      'Бриз и Чайка са най-близо до Морската градина и плажа. В Бриз има много ново строителство, а Чайка е с панелни блокове сред зеленина. И двата квартала са търсени през цялата година.',
      'Левски е по-централен и удобен за транспорт, недалеч от Икономическия университет. Гръцка махала е за тези, които искат старата Варна и всичко на пешеходно разстояние.',
      'Владиславово и Възраждане са по-далеч от морето, но цените там са с около една четвърт по-ниски. Ако работите в западната част на града, това е разумен избор.',
      'Имайте предвид, че през лятото много собственици предпочитат краткосрочни наеми. Търсете дългосрочна квартира през есента – изборът е по-голям, а цените по-ниски.',
    ],
    en: [
      'Briz and Chayka are closest to the Sea Garden and the beach. Briz has a lot of new buildings, while Chayka has panel blocks surrounded by greenery. Both are in demand all year round.',
      'Levski is more central and well connected, not far from the University of Economics. Gratska mahala is for those who want old Varna with everything within walking distance.',
      'Vladislavovo and Vazrazhdane are further from the sea, but rents there are about a quarter lower. If you work in the west of the city, they are a sensible choice.',
      'Bear in mind that in summer many owners prefer short-term lets. Look for a long-term rental in the autumn, when there is more choice and prices are lower.',
    ],
  },
  {
    key: 'flat-or-halls-for-students',
    picture: { subjects: ['shelves', 'table-lamp', 'chair'], colour: 'natural' },
    daysAgo: 300,
    author: IVA,
    categoryKeys: ['student-life'],
    highlighted: false,
    linked: ['bedding', 'cookware', 'bedside-lamps'],
    title: { bg: 'Квартира или общежитие: какво да изберете като студент', en: 'A flat or halls: what to choose as a student' },
    excerpt: { bg: 'Цена, свобода и спокойствие за учене – честно сравнение.', en: 'Price, freedom and peace to study: an honest comparison.' },
    bg: [
      'Общежитието е най-евтиният вариант и през първата година помага да се запознаете с хора. Местата обаче са ограничени, стаите се делят, а условията в различните блокове силно се различават.',
      'Самостоятелната квартира дава свобода и тишина, но наемът и сметките могат да изядат голяма част от бюджета. Добрата среда е стая в споделен апартамент със съквартиранти.',
      'Преди да решите, сметнете целия месечен разход – наем, консумативи, транспорт, интернет. Квартира близо до университета може да излезе по-евтино от по-далечна, ако спестявате от транспорт.',
      'Каквото и да изберете, вземете си собствено спално бельо, настолна лампа и няколко съда за готвене. Те правят всяко място по-домашно.',
    ],
    en: [
      'Halls are the cheapest option and help you meet people in your first year. But places are limited, rooms are shared, and conditions vary a lot from block to block.',
      'A flat of your own gives you freedom and quiet, but rent and bills can eat up a large part of your budget. A good middle ground is a room in a shared flat.',
      'Before you decide, add up the full monthly cost: rent, utilities, transport, internet. A flat near the university can work out cheaper than one further away if you save on transport.',
      'Whatever you choose, bring your own bedding, a desk lamp and a few pans. They make any place feel more like home.',
    ],
  },
  {
    key: 'finding-the-right-flatmate',
    picture: { subjects: ['table', 'cups'], colour: 'pink' },
    daysAgo: 40,
    author: TEAM,
    categoryKeys: ['student-life', 'tenant-tips'],
    highlighted: false,
    linked: ['tableware', 'kitchen-utensils'],
    title: { bg: 'Как да намерите подходящ съквартирант', en: 'How to find the right flatmate' },
    excerpt: {
      bg: 'Въпросите, които да зададете, преди да поделите кухнята и банята с непознат.',
      en: 'The questions to ask before you share a kitchen and a bathroom with a stranger.',
    },
    bg: [
      'Добрият съквартирант не е непременно най-добрият ви приятел. Важното е да имате сходен ритъм на живот и едни и същи очаквания за чистотата и шума.',
      'Още при първия разговор попитайте кога става и си ляга, колко често кани гости, пуши ли и има ли домашни любимци. Срещнете се на живо, преди да решите.',
      'Разберете се предварително как се делят сметките и кой какво купува за общите нужди. Графикът за почистване на кухнята и банята спестява много спорове.',
      'Ако и двамата сте в договора за наем, отговорността е обща. Ако сте поднаемател, уверете се, че собственикът знае и е съгласен.',
    ],
    en: [
      'A good flatmate is not necessarily your best friend. What matters is a similar daily rhythm and the same expectations about cleanliness and noise.',
      'In your first conversation, ask when they get up and go to bed, how often they have guests, whether they smoke and whether they have pets. Meet in person before you decide.',
      'Agree up front on how bills are split and who buys what for the shared household. A cleaning rota for the kitchen and bathroom saves a lot of arguments.',
      'If you are both on the tenancy agreement, you share responsibility. If you are subletting, make sure the owner knows and agrees.',
    ],
  },
];

interface CommentText {
  authorName: string;
  language: 'bg' | 'en';
  text: string;
}

const GENERIC_COMMENTS: readonly CommentText[] = [
  { authorName: 'Петя Кирилова', language: 'bg', text: 'Много полезна статия, благодаря! Запазвам си я за следващото преместване.' },
  { authorName: 'Стоян Митов', language: 'bg', text: 'Точно това ми трябваше тази седмица. Ще я пратя и на брат ми, който тъкмо търси квартира.' },
  { authorName: 'Михаела Стоева', language: 'bg', text: 'Кратко и ясно. Чакам още такива статии!' },
  { authorName: 'Деян Пеев', language: 'bg', text: 'Благодаря за конкретните съвети вместо общи приказки.' },
  { authorName: 'Sarah Whitfield', language: 'en', text: 'Really helpful for someone who has just moved to Bulgaria. Thank you!' },
  { authorName: 'Tom Harris', language: 'en', text: 'Great tips. I wish I had read this a month ago.' },
];

const CATEGORY_COMMENTS: Readonly<Record<string, readonly CommentText[]>> = {
  'tenant-tips': [
    { authorName: 'Ани Георгиева', language: 'bg', text: 'Научих го по трудния начин – миналата година ми удържаха половината депозит.' },
    { authorName: 'Mark Dawson', language: 'en', text: 'The handover report tip saved me a lot of trouble with my last landlord.' },
  ],
  furnishing: [
    { authorName: 'Лора Божилова', language: 'bg', text: 'Страхотни идеи, особено за тези от нас, които живеят под наем и не могат да правят ремонт.' },
    { authorName: 'Emma Lewis', language: 'en', text: 'Lovely ideas that work even in a small rented flat.' },
  ],
  cleaning: [
    { authorName: 'Гергана Василева', language: 'bg', text: 'Пробвах съвета с оцета – наистина работи!' },
    { authorName: 'Anna Kowalska', language: 'en', text: 'Used this last weekend. The oven alone took me two hours, but it was worth it.' },
  ],
  moving: [
    { authorName: 'Веселин Русев', language: 'bg', text: 'Кашоните за книги наистина трябва да са малки, иначе никой не може да ги вдигне.' },
    { authorName: 'Магдалена Тодорова', language: 'bg', text: 'Поръчахме бус с шофьор и двама хамали – за три часа всичко беше готово.' },
  ],
  neighbourhoods: [
    { authorName: 'Росица Лазарова', language: 'bg', text: 'Живея в този квартал от години и потвърждавам всичко написано.' },
    { authorName: 'James Parker', language: 'en', text: 'Would love a similar post about Veliko Tarnovo!' },
  ],
  'student-life': [
    { authorName: 'Борис Найденов', language: 'bg', text: 'Живях две години в общежитие и после в квартира – и двете имат своите плюсове.' },
    { authorName: 'Lena Fischer', language: 'en', text: 'As an Erasmus student in Sofia, this was exactly what I needed.' },
  ],
};

/**
 * Builds the twenty posts, dated from the base date, with 0–3 comments each chosen from the
 * category's readers and a few general ones.
 */
export function generateBlogPosts(rng: Rng, baseDate: Date): SeedBlogPost[] {
  return POSTS.map((post, index) => {
    const pool = [...GENERIC_COMMENTS, ...post.categoryKeys.flatMap((key) => CATEGORY_COMMENTS[key] ?? [])];
    const comments = rng
      .sample(pool, rng.int(0, 3))
      .map((comment) => ({ comment, daysAgo: post.daysAgo - rng.int(0, Math.min(post.daysAgo, 20)) }))
      .sort((a, b) => b.daysAgo - a.daysAgo)
      .map(({ comment, daysAgo }) => ({ ...comment, createdAt: isoBefore(baseDate, daysAgo, rng.int(0, 360)) }));
    return {
      key: post.key,
      title: post.title,
      excerpt: post.excerpt,
      body: { bg: post.bg.join('\n\n'), en: post.en.join('\n\n') },
      author: post.author,
      categoryKeys: [...post.categoryKeys],
      highlighted: post.highlighted,
      linkedProductCategoryKeys: [...post.linked],
      publishedAt: isoBefore(baseDate, post.daysAgo, 9 * 60 - 60 * (index % 3)),
      imageSeed: 900 + index * 13,
      picture: { subjects: post.picture.subjects, colour: post.picture.colour },
      comments,
    };
  });
}
