/**
 * What the demo pictures show: one drawing per kind of thing (a sofa, a lamp, a rug, ...), drawn
 * in a 600 × 600 box standing on the floor line FLOOR, in the colour of the product's colour
 * filter (SWATCHES), with a darker outline so a white or black thing shows on any background.
 */

/** The kinds of things a product or a post picture can show. */
export const SUBJECTS = [
  'sofa', 'corner-sofa', 'armchair', 'cabinet', 'drawers', 'wardrobe', 'shelves', 'bench', 'coat-stand', 'hooks', 'mirror',
  'basket', 'coffee-table', 'table', 'chair', 'stool', 'rug', 'pendant-lamp', 'floor-lamp', 'wall-lamp', 'table-lamp',
  'lantern', 'string-lights', 'cushion', 'folded', 'bathrobe', 'fan', 'radiator', 'appliance', 'kettle', 'toaster',
  'blender', 'coffee-machine', 'pan', 'pot', 'utensils', 'board', 'plates', 'glasses', 'bowl', 'cups', 'bed',
  'mattress', 'washing-machine', 'vanity', 'bottle', 'shower', 'tap', 'lounger', 'parasol', 'plant-pot', 'barbecue',
  'shears', 'spade', 'mower', 'hose', 'birdhouse', 'candle', 'diffuser', 'vase', 'frame', 'clock',
  // Posts only: what a move, a contract or a town looks like.
  'boxes', 'van', 'document', 'city', 'houses', 'sea',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** The colour of every colour, material and frame value of the demo filters, by value key. */
export const SWATCHES = {
  white: '#F4F1EA', black: '#2B2B2E', grey: '#8E9196', anthracite: '#44484F', beige: '#D8C3A0', natural: '#C9A06A',
  green: '#5E8C61', blue: '#4A6FA5', terracotta: '#C4643F', mustard: '#D9A52B', pink: '#E3A1A8', gold: '#C9A227',
  chrome: '#B8BEC6', inox: '#A9AFB6', oak: '#B98A52', walnut: '#6F4A2F', pine: '#D9B77E', beech: '#D2A574', acacia: '#9C6B3E',
  wood: '#A87B4F', mdf: '#E6DDD0', metal: '#55595F', aluminium: '#B3B8BD', 'stainless-steel': '#A7ADB4', 'cast-iron': '#3A3A3C',
  'enamelled-steel': '#2F3B45', rattan: '#C8A15F', polyrattan: '#6B5A48', bamboo: '#CDB36E', jute: '#B89B6A', velvet: '#3F6E6A',
  linen: '#CFC2A8', cotton: '#EDE6DA', wool: '#B7A38A', fabric: '#7D8A96', leather: '#8A5230', synthetic: '#6E7A83',
  ceramic: '#D8D2C4', troyan: '#8C4B2B', porcelain: '#F7F5F0', glass: '#BFDCE0', marble: '#E4E0DA', stone: '#9A958C',
  clay: '#B8693F', 'fibre-cement': '#8F9290', polypropylene: '#D9DCD8', polyester: '#6C8FA3', acrylic: '#B85C4B',
  ranforce: '#EEE7DA', frameless: '#C7D9DE',
} as const satisfies Record<string, string>;
export type Swatch = keyof typeof SWATCHES;

/** The colour a subject is drawn in when its product names none (no colour nor material filter). */
const DEFAULT_COLOUR: Partial<Record<Subject, Swatch>> = {
  mirror: 'oak', mattress: 'white', shears: 'green', spade: 'green', mower: 'green', hose: 'green', candle: 'white',
  diffuser: 'glass', basket: 'rattan', board: 'natural', barbecue: 'black', boxes: 'natural', van: 'white',
  document: 'white', city: 'terracotta', houses: 'terracotta', sea: 'blue', pan: 'cast-iron', pot: 'stainless-steel',
  utensils: 'stainless-steel', glasses: 'glass', frame: 'natural',
};

/** The floor line every drawing stands on. */
export const FLOOR = 470;

function hex(value: number): string {
  return Math.max(0, Math.min(255, Math.round(value))).toString(16).padStart(2, '0');
}

/** `colour` mixed with black (amount < 0) or white (amount > 0). */
export function tint(colour: string, amount: number): string {
  const channels = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
  const target = amount < 0 ? 0 : 255;
  return `#${channels.map((channel) => hex(channel + (target - channel) * Math.abs(amount))).join('')}`.toUpperCase();
}

interface Ink {
  /** The thing's colour. */
  c: string;
  /** Its outline and shadows. */
  d: string;
  /** Its highlights. */
  l: string;
  /** The outline's attributes. */
  o: string;
}

const WOOD = '#8B5E3C';
const STEEL = '#6B7078';
const LEAF = '#4F8A4B';

function inkOf(colour: string): Ink {
  const d = tint(colour, -0.45);
  return { c: colour, d, l: tint(colour, 0.35), o: `stroke="${d}" stroke-width="5" stroke-linejoin="round"` };
}

const legs = (x1: number, x2: number, top: number, colour = WOOD) =>
  `<rect x="${x1}" y="${top}" width="14" height="${FLOOR - top}" fill="${colour}"/><rect x="${x2 - 14}" y="${top}" width="14" height="${FLOOR - top}" fill="${colour}"/>`;

const plant = (x: number, y: number) =>
  `<ellipse cx="${x - 28}" cy="${y - 45}" rx="18" ry="46" fill="${LEAF}" transform="rotate(-28 ${x - 28} ${y - 45})"/>` +
  `<ellipse cx="${x + 28}" cy="${y - 45}" rx="18" ry="46" fill="${LEAF}" transform="rotate(28 ${x + 28} ${y - 45})"/>` +
  `<ellipse cx="${x}" cy="${y - 60}" rx="18" ry="58" fill="#3F7A45"/>`;

const DRAW: Record<Subject, (k: Ink) => string> = {
  sofa: (k) =>
    legs(130, 470, 420) +
    `<rect x="140" y="250" width="320" height="120" rx="24" fill="${k.c}" ${k.o}/>` +
    `<rect x="100" y="330" width="400" height="95" rx="22" fill="${k.c}" ${k.o}/>` +
    `<rect x="85" y="290" width="60" height="135" rx="24" fill="${k.l}" ${k.o}/><rect x="455" y="290" width="60" height="135" rx="24" fill="${k.l}" ${k.o}/>` +
    `<line x1="300" y1="335" x2="300" y2="420" stroke="${k.d}" stroke-width="4"/>`,
  'corner-sofa': (k) =>
    legs(90, 520, 420) +
    `<rect x="100" y="250" width="400" height="110" rx="22" fill="${k.c}" ${k.o}/>` +
    `<rect x="70" y="330" width="460" height="95" rx="20" fill="${k.c}" ${k.o}/>` +
    `<rect x="330" y="360" width="200" height="90" rx="18" fill="${k.l}" ${k.o}/>` +
    `<rect x="120" y="280" width="80" height="60" rx="14" fill="${k.l}" ${k.o}/>`,
  armchair: (k) =>
    legs(200, 400, 420) +
    `<rect x="210" y="230" width="180" height="150" rx="30" fill="${k.c}" ${k.o}/>` +
    `<rect x="175" y="330" width="250" height="95" rx="24" fill="${k.c}" ${k.o}/>`,
  cabinet: (k) =>
    `<rect x="110" y="250" width="380" height="195" rx="8" fill="${k.c}" ${k.o}/>` +
    `<line x1="300" y1="255" x2="300" y2="440" stroke="${k.d}" stroke-width="4"/>` +
    `<rect x="280" y="330" width="8" height="40" rx="4" fill="${k.d}"/><rect x="312" y="330" width="8" height="40" rx="4" fill="${k.d}"/>` +
    legs(125, 475, 445, k.d),
  drawers: (k) =>
    `<rect x="170" y="200" width="260" height="250" rx="8" fill="${k.c}" ${k.o}/>` +
    [0, 1, 2].map((row) => `<rect x="185" y="${215 + row * 78}" width="230" height="66" rx="6" fill="${k.l}" ${k.o}/><rect x="280" y="${243 + row * 78}" width="40" height="10" rx="5" fill="${k.d}"/>`).join('') +
    legs(180, 420, 450, k.d),
  wardrobe: (k) =>
    `<rect x="170" y="90" width="260" height="375" rx="8" fill="${k.c}" ${k.o}/>` +
    `<line x1="300" y1="95" x2="300" y2="460" stroke="${k.d}" stroke-width="5"/>` +
    `<rect x="280" y="250" width="8" height="50" rx="4" fill="${k.d}"/><rect x="312" y="250" width="8" height="50" rx="4" fill="${k.d}"/>`,
  shelves: (k) =>
    `<rect x="180" y="110" width="240" height="360" fill="none" stroke="${k.c}" stroke-width="18"/>` +
    [200, 290, 380].map((y) => `<rect x="180" y="${y}" width="240" height="14" fill="${k.c}"/>`).join('') +
    `<rect x="205" y="150" width="22" height="50" fill="#C4643F"/><rect x="230" y="160" width="22" height="40" fill="#4A6FA5"/><rect x="255" y="145" width="18" height="55" fill="#D9A52B"/>` +
    `<circle cx="350" cy="265" r="22" fill="#5E8C61"/><rect x="215" y="340" width="70" height="40" rx="6" fill="#D8C3A0"/>`,
  bench: (k) =>
    `<rect x="110" y="330" width="380" height="30" rx="8" fill="${k.c}" ${k.o}/>` +
    `<rect x="125" y="360" width="350" height="60" rx="6" fill="${k.l}" ${k.o}/>` +
    legs(130, 470, 420, k.d),
  'coat-stand': (k) =>
    `<rect x="292" y="110" width="16" height="350" fill="${k.c}" ${k.o}/>` +
    `<path d="M300 140 L240 190 M300 140 L360 190 M300 180 L250 220 M300 180 L350 220" stroke="${k.c}" stroke-width="12" stroke-linecap="round"/>` +
    `<ellipse cx="300" cy="462" rx="80" ry="14" fill="${k.d}"/>` +
    `<path d="M236 195 Q215 300 250 330 L290 330 L275 200 Z" fill="#C4643F" opacity="0.9"/>`,
  hooks: (k) =>
    `<rect x="110" y="200" width="380" height="50" rx="8" fill="${k.c}" ${k.o}/>` +
    [160, 250, 350, 440].map((x) => `<path d="M${x} 240 v45 a18 18 0 0 0 36 0" fill="none" stroke="${k.d}" stroke-width="10" stroke-linecap="round"/>`).join('') +
    `<path d="M250 285 Q225 400 265 430 L320 430 L300 290 Z" fill="#4A6FA5"/>`,
  mirror: (k) =>
    `<ellipse cx="300" cy="260" rx="150" ry="190" fill="${k.c}" ${k.o}/>` +
    `<ellipse cx="300" cy="260" rx="124" ry="164" fill="#CFE3E8"/>` +
    `<path d="M220 180 L260 140 M230 230 L320 140" stroke="#FFFFFF" stroke-width="12" stroke-linecap="round" opacity="0.8"/>`,
  basket: (k) =>
    `<path d="M150 270 L450 270 L420 450 L180 450 Z" fill="${k.c}" ${k.o}/>` +
    [310, 350, 390, 430].map((y) => `<line x1="${160 + (y - 270) / 6}" y1="${y}" x2="${440 - (y - 270) / 6}" y2="${y}" stroke="${k.d}" stroke-width="4"/>`).join('') +
    `<path d="M210 270 Q300 170 390 270" fill="none" stroke="${k.d}" stroke-width="12"/>`,
  'coffee-table': (k) =>
    `<ellipse cx="300" cy="355" rx="210" ry="40" fill="${k.c}" ${k.o}/>` +
    `<rect x="90" y="355" width="420" height="20" fill="${k.d}"/>` +
    `<path d="M160 375 L140 465 M440 375 L460 465 M250 380 L245 465 M350 380 L355 465" stroke="${k.d}" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="250" y="320" width="80" height="16" rx="3" fill="#4A6FA5"/><rect x="258" y="306" width="70" height="14" rx="3" fill="#D9A52B"/>`,
  table: (k) =>
    `<rect x="80" y="250" width="440" height="30" rx="6" fill="${k.c}" ${k.o}/>` +
    `<path d="M120 280 L110 465 M480 280 L490 465 M170 280 L175 450 M430 280 L425 450" stroke="${k.d}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M285 250 l-12 -50 h34 l-12 50 z" fill="#BFDCE0" stroke="#7FA7AE" stroke-width="3"/><circle cx="290" cy="185" r="18" fill="#E07A5F"/><circle cx="312" cy="195" r="14" fill="#F2C14E"/>`,
  chair: (k) =>
    `<rect x="220" y="140" width="160" height="160" rx="20" fill="${k.c}" ${k.o}/>` +
    `<rect x="200" y="300" width="200" height="40" rx="10" fill="${k.c}" ${k.o}/>` +
    `<path d="M215 340 L205 465 M385 340 L395 465" stroke="${k.d}" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="250" y="175" width="100" height="14" rx="7" fill="${k.d}" opacity="0.5"/>`,
  stool: (k) =>
    `<ellipse cx="300" cy="200" rx="100" ry="30" fill="${k.c}" ${k.o}/>` +
    `<path d="M230 215 L190 465 M370 215 L410 465 M300 225 L300 465" stroke="${k.d}" stroke-width="13" stroke-linecap="round"/>` +
    `<ellipse cx="300" cy="360" rx="80" ry="12" fill="none" stroke="${k.d}" stroke-width="9"/>`,
  rug: (k) =>
    `<path d="M90 450 L170 300 L510 300 L430 450 Z" fill="${k.c}" ${k.o}/>` +
    `<path d="M140 425 L195 322 L470 322 L415 425 Z" fill="none" stroke="${k.l}" stroke-width="10"/>` +
    `<path d="M230 395 L260 340 L380 340 L350 395 Z" fill="${k.d}" opacity="0.6"/>` +
    [110, 150, 190, 230, 270, 310, 350, 390, 430].map((x) => `<line x1="${x - 10}" y1="452" x2="${x - 18}" y2="470" stroke="${k.d}" stroke-width="4"/>`).join(''),
  'pendant-lamp': (k) =>
    `<line x1="300" y1="0" x2="300" y2="200" stroke="#2B2B2E" stroke-width="5"/>` +
    `<path d="M180 330 Q190 200 300 195 Q410 200 420 330 Z" fill="${k.c}" ${k.o}/>` +
    `<ellipse cx="300" cy="340" rx="60" ry="22" fill="#FFE8A3"/><path d="M230 340 L160 470 H440 L370 340 Z" fill="#FFE8A3" opacity="0.35"/>`,
  'floor-lamp': (k) =>
    `<path d="M230 230 L370 230 L340 110 L260 110 Z" fill="${k.c}" ${k.o}/>` +
    `<rect x="294" y="230" width="12" height="230" fill="${k.d}"/><ellipse cx="300" cy="462" rx="70" ry="13" fill="${k.d}"/>` +
    `<ellipse cx="300" cy="232" rx="60" ry="10" fill="#FFE8A3"/>`,
  'wall-lamp': (k) =>
    `<rect x="0" y="0" width="600" height="${FLOOR}" fill="#FFFFFF" opacity="0.25"/>` +
    `<rect x="190" y="170" width="40" height="110" rx="10" fill="${k.d}"/>` +
    `<path d="M230 225 Q300 200 330 230" fill="none" stroke="${k.d}" stroke-width="10"/>` +
    `<path d="M290 230 L420 230 L390 330 L320 330 Z" fill="${k.c}" ${k.o}/>` +
    `<path d="M320 330 L250 470 H470 L390 330 Z" fill="#FFE8A3" opacity="0.4"/>`,
  'table-lamp': (k) =>
    `<path d="M200 270 L400 270 L365 140 L235 140 Z" fill="${k.c}" ${k.o}/>` +
    `<ellipse cx="300" cy="380" rx="70" ry="85" fill="${k.l}" ${k.o}/>` +
    `<rect x="240" y="455" width="120" height="14" rx="6" fill="${k.d}"/><rect x="293" y="270" width="14" height="30" fill="${k.d}"/>`,
  lantern: (k) =>
    `<path d="M250 160 Q300 100 350 160" fill="none" stroke="${k.d}" stroke-width="10"/>` +
    `<rect x="220" y="160" width="160" height="30" rx="6" fill="${k.c}" ${k.o}/>` +
    `<rect x="235" y="190" width="130" height="230" fill="#FFE8A3" ${k.o}/><line x1="300" y1="190" x2="300" y2="420" stroke="${k.c}" stroke-width="8"/>` +
    `<rect x="220" y="420" width="160" height="40" rx="6" fill="${k.c}" ${k.o}/>`,
  'string-lights': (k) =>
    `<path d="M40 150 Q170 300 300 170 Q430 300 560 150" fill="none" stroke="${k.d}" stroke-width="5"/>` +
    [90, 150, 210, 270, 330, 390, 450, 510].map((x, i) => {
      const y = x < 300 ? 150 + Math.sin(((x - 40) / 260) * Math.PI) * 85 : 170 + Math.sin(((x - 300) / 260) * Math.PI) * 85;
      return `<rect x="${x - 5}" y="${y}" width="10" height="14" fill="${k.c}"/><ellipse cx="${x}" cy="${y + 32}" rx="15" ry="20" fill="${i % 2 ? '#FFE8A3' : '#FFD36B'}"/>`;
    }).join('') +
    `<rect x="60" y="380" width="480" height="16" fill="${WOOD}"/>`,
  cushion: (k) =>
    `<path d="M150 200 Q300 170 450 200 Q480 310 450 420 Q300 450 150 420 Q120 310 150 200 Z" fill="${k.c}" ${k.o}/>` +
    `<path d="M200 250 Q300 235 400 250 M200 370 Q300 385 400 370" fill="none" stroke="${k.l}" stroke-width="8"/>` +
    `<circle cx="300" cy="310" r="12" fill="${k.d}"/>`,
  folded: (k) =>
    [0, 1, 2].map((row) => `<rect x="${150 + row * 6}" y="${370 - row * 85}" width="${300 - row * 12}" height="90" rx="22" fill="${row === 1 ? k.l : k.c}" ${k.o}/>`).join('') +
    `<line x1="165" y1="400" x2="440" y2="400" stroke="${k.d}" stroke-width="4" stroke-dasharray="12 8"/>`,
  bathrobe: (k) =>
    `<path d="M230 110 L370 110 L470 200 L430 250 L400 220 L410 460 L190 460 L200 220 L170 250 L130 200 Z" fill="${k.c}" ${k.o}/>` +
    `<path d="M260 110 L300 230 L340 110" fill="none" stroke="${k.d}" stroke-width="8"/><rect x="200" y="290" width="200" height="22" fill="${k.l}" ${k.o}/>`,
  fan: (k) =>
    `<circle cx="300" cy="190" r="120" fill="${k.l}" ${k.o}/>` +
    [0, 120, 240].map((angle) => `<ellipse cx="300" cy="135" rx="34" ry="55" fill="${k.c}" transform="rotate(${angle + 15} 300 190)"/>`).join('') +
    `<circle cx="300" cy="190" r="22" fill="${k.d}"/><rect x="290" y="310" width="20" height="150" fill="${k.d}"/><ellipse cx="300" cy="462" rx="80" ry="13" fill="${k.d}"/>`,
  radiator: (k) =>
    [0, 1, 2, 3, 4, 5, 6].map((fin) => `<rect x="${135 + fin * 48}" y="190" width="40" height="250" rx="18" fill="${k.c}" ${k.o}/>`).join('') +
    `<path d="M150 440 L140 468 M450 440 L460 468" stroke="${k.d}" stroke-width="10" stroke-linecap="round"/><circle cx="480" cy="230" r="14" fill="${k.d}"/>`,
  appliance: (k) =>
    `<rect x="180" y="150" width="240" height="310" rx="28" fill="${k.c}" ${k.o}/>` +
    `<rect x="210" y="185" width="180" height="40" rx="10" fill="${k.d}"/><circle cx="360" cy="205" r="8" fill="#7CD992"/>` +
    `<rect x="210" y="260" width="180" height="160" rx="16" fill="${k.l}" ${k.o}/>` +
    [290, 320, 350, 380].map((y) => `<line x1="230" y1="${y}" x2="370" y2="${y}" stroke="${k.d}" stroke-width="5"/>`).join(''),
  kettle: (k) =>
    `<path d="M200 430 L220 200 Q300 170 380 200 L400 430 Z" fill="${k.c}" ${k.o}/>` +
    `<path d="M385 230 Q460 240 450 330 Q440 380 395 390" fill="none" stroke="${k.d}" stroke-width="22"/>` +
    `<path d="M215 230 L150 190 L160 175 L225 205" fill="${k.c}" ${k.o}/>` +
    `<rect x="185" y="430" width="230" height="35" rx="10" fill="${k.d}"/><rect x="240" y="170" width="120" height="20" rx="8" fill="${k.d}"/>`,
  toaster: (k) =>
    `<rect x="140" y="260" width="320" height="200" rx="50" fill="${k.c}" ${k.o}/>` +
    `<rect x="200" y="240" width="70" height="30" rx="6" fill="#D9A866"/><rect x="330" y="240" width="70" height="30" rx="6" fill="#D9A866"/>` +
    `<rect x="195" y="262" width="80" height="10" rx="4" fill="${k.d}"/><rect x="325" y="262" width="80" height="10" rx="4" fill="${k.d}"/>` +
    `<rect x="440" y="320" width="30" height="14" rx="5" fill="${k.d}"/>`,
  blender: (k) =>
    `<path d="M220 120 L380 120 L350 330 L250 330 Z" fill="#CFE3E8" opacity="0.85" ${k.o}/>` +
    `<rect x="215" y="100" width="170" height="26" rx="8" fill="${k.d}"/>` +
    `<path d="M235 250 Q300 230 365 250 L350 330 L250 330 Z" fill="#E07A5F" opacity="0.8"/>` +
    `<path d="M230 330 L370 330 L400 460 L200 460 Z" fill="${k.c}" ${k.o}/><circle cx="300" cy="400" r="22" fill="${k.d}"/>`,
  'coffee-machine': (k) =>
    `<rect x="170" y="130" width="260" height="330" rx="18" fill="${k.c}" ${k.o}/>` +
    `<rect x="205" y="260" width="190" height="150" fill="${k.d}"/><rect x="260" y="260" width="80" height="30" fill="${k.l}"/>` +
    `<path d="M265 350 h70 v45 a10 10 0 0 1 -10 10 h-50 a10 10 0 0 1 -10 -10 z" fill="#FFFFFF"/><rect x="270" y="350" width="60" height="10" fill="#6F4A2F"/>` +
    `<circle cx="230" cy="190" r="16" fill="${k.l}"/><circle cx="280" cy="190" r="16" fill="${k.l}"/>`,
  pan: (k) =>
    `<ellipse cx="250" cy="360" rx="170" ry="70" fill="${k.c}" ${k.o}/>` +
    `<ellipse cx="250" cy="350" rx="140" ry="52" fill="${k.d}"/>` +
    `<path d="M410 340 L560 300" stroke="${WOOD}" stroke-width="26" stroke-linecap="round"/>`,
  pot: (k) =>
    `<path d="M160 250 L440 250 L425 440 Q300 465 175 440 Z" fill="${k.c}" ${k.o}/>` +
    `<ellipse cx="300" cy="240" rx="150" ry="30" fill="${k.l}" ${k.o}/>` +
    `<rect x="270" y="195" width="60" height="22" rx="10" fill="${k.d}"/>` +
    `<rect x="110" y="280" width="55" height="18" rx="9" fill="${k.d}"/><rect x="435" y="280" width="55" height="18" rx="9" fill="${k.d}"/>`,
  utensils: (k) =>
    `<ellipse cx="240" cy="150" rx="30" ry="45" fill="${k.c}" ${k.o}/><rect x="232" y="190" width="16" height="160" fill="${k.c}" ${k.o}/>` +
    `<path d="M295 110 v90 M315 110 v90 M335 110 v90 M290 200 h50" stroke="${k.d}" stroke-width="8"/><rect x="307" y="200" width="16" height="150" fill="${k.c}" ${k.o}/>` +
    `<path d="M370 110 Q420 150 400 250 L385 250 Z" fill="${k.l}" ${k.o}/><rect x="381" y="250" width="16" height="100" fill="${k.c}" ${k.o}/>` +
    `<path d="M200 310 L400 310 L385 460 L215 460 Z" fill="#D8D2C4" stroke="#8C867A" stroke-width="5"/>`,
  board: (k) =>
    `<rect x="120" y="280" width="340" height="170" rx="26" fill="${k.c}" ${k.o}/>` +
    `<rect x="455" y="340" width="70" height="50" rx="20" fill="${k.c}" ${k.o}/><circle cx="500" cy="365" r="12" fill="#F5EFE6"/>` +
    `<path d="M170 320 L330 320" stroke="${k.d}" stroke-width="3" opacity="0.5"/><path d="M220 300 L380 250 L392 262 L240 320 Z" fill="${STEEL}"/>` +
    `<path d="M330 360 L420 360 L395 410 Z" fill="#F2C14E"/>`,
  plates: (k) =>
    `<ellipse cx="300" cy="390" rx="210" ry="70" fill="${k.c}" ${k.o}/><ellipse cx="300" cy="375" rx="190" ry="58" fill="${k.l}" ${k.o}/>` +
    `<ellipse cx="300" cy="360" rx="170" ry="48" fill="${k.c}" ${k.o}/><ellipse cx="300" cy="355" rx="110" ry="28" fill="${k.l}"/>` +
    `<ellipse cx="300" cy="355" rx="140" ry="38" fill="none" stroke="${k.d}" stroke-width="4" stroke-dasharray="14 10"/>`,
  glasses: (k) =>
    [190, 300, 410].map((x, i) =>
      `<path d="M${x - 45} ${190 + i * 10} Q${x - 50} 300 ${x} 310 Q${x + 50} 300 ${x + 45} ${190 + i * 10} Z" fill="${k.c}" opacity="0.9" ${k.o}/>` +
      `<rect x="${x - 5}" y="310" width="10" height="140" fill="${k.d}"/><ellipse cx="${x}" cy="455" rx="40" ry="10" fill="${k.d}"/>` +
      `<path d="M${x - 40} 260 Q${x} 275 ${x + 40} 260 Q${x + 30} 300 ${x} 305 Q${x - 30} 300 ${x - 40} 260 Z" fill="#9B2335" opacity="0.8"/>`,
    ).join(''),
  bowl: (k) =>
    `<path d="M110 290 Q120 450 300 455 Q480 450 490 290 Z" fill="${k.c}" ${k.o}/>` +
    `<ellipse cx="300" cy="290" rx="190" ry="40" fill="${k.l}" ${k.o}/>` +
    `<circle cx="240" cy="275" r="28" fill="#5E8C61"/><circle cx="300" cy="265" r="30" fill="#7FB069"/><circle cx="360" cy="278" r="24" fill="#D64933"/>` +
    `<path d="M150 350 Q300 390 450 350" fill="none" stroke="${k.d}" stroke-width="6"/>`,
  cups: (k) =>
    [200, 400].map((x) =>
      `<ellipse cx="${x}" cy="445" rx="95" ry="20" fill="${k.l}" ${k.o}/>` +
      `<path d="M${x - 70} 320 L${x + 70} 320 L${x + 55} 430 L${x - 55} 430 Z" fill="${k.c}" ${k.o}/>` +
      `<path d="M${x + 65} 345 q45 5 35 45 q-8 22 -40 22" fill="none" stroke="${k.d}" stroke-width="12"/>` +
      `<ellipse cx="${x}" cy="322" rx="62" ry="10" fill="#6F4A2F"/>`,
    ).join(''),
  bed: (k) =>
    `<rect x="70" y="200" width="60" height="265" rx="14" fill="${k.c}" ${k.o}/>` +
    `<rect x="110" y="320" width="430" height="110" rx="12" fill="${k.c}" ${k.o}/>` +
    `<rect x="120" y="290" width="410" height="50" rx="18" fill="#F5F1EA" stroke="#B9B2A6" stroke-width="4"/>` +
    `<rect x="140" y="260" width="110" height="45" rx="18" fill="#FFFFFF" stroke="#B9B2A6" stroke-width="4"/>` +
    `<path d="M270 290 L530 290 L530 360 L270 360 Z" fill="${k.l}" opacity="0.9"/>` + legs(520, 540, 430, k.d),
  mattress: (k) =>
    `<path d="M90 330 L180 250 L530 250 L440 330 Z" fill="${k.c}" ${k.o}/>` +
    `<path d="M90 330 L440 330 L440 420 L90 420 Z" fill="${k.l}" ${k.o}/><path d="M440 330 L530 250 L530 340 L440 420 Z" fill="${tint(k.c, -0.12)}" ${k.o}/>` +
    `<line x1="100" y1="375" x2="430" y2="375" stroke="${k.d}" stroke-width="4" stroke-dasharray="16 10"/>` +
    [190, 260, 330, 400, 470].map((x) => `<circle cx="${x}" cy="290" r="6" fill="${k.d}"/>`).join(''),
  'washing-machine': (k) =>
    `<rect x="150" y="110" width="300" height="355" rx="18" fill="${k.c}" ${k.o}/>` +
    `<line x1="155" y1="175" x2="445" y2="175" stroke="${k.d}" stroke-width="4"/><rect x="175" y="130" width="90" height="28" rx="6" fill="${k.d}"/><circle cx="400" cy="143" r="16" fill="${k.l}" ${k.o}/>` +
    `<circle cx="300" cy="315" r="105" fill="${k.d}"/><circle cx="300" cy="315" r="80" fill="#BFDCE0"/><path d="M240 340 Q300 300 360 340 Q300 390 240 340" fill="#4A6FA5" opacity="0.7"/>`,
  vanity: (k) =>
    `<path d="M110 230 L490 230 L470 270 L130 270 Z" fill="#F7F5F0" stroke="#A9AFB6" stroke-width="5"/>` +
    `<path d="M300 230 v-70 h50" fill="none" stroke="${STEEL}" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="130" y="270" width="340" height="170" rx="6" fill="${k.c}" ${k.o}/><line x1="300" y1="275" x2="300" y2="435" stroke="${k.d}" stroke-width="4"/>` +
    `<rect x="270" y="330" width="10" height="40" rx="5" fill="${k.d}"/><rect x="320" y="330" width="10" height="40" rx="5" fill="${k.d}"/>` + legs(150, 450, 440, k.d),
  bottle: (k) =>
    `<rect x="160" y="230" width="140" height="230" rx="30" fill="${k.c}" ${k.o}/>` +
    `<rect x="210" y="170" width="40" height="60" fill="${k.d}"/><path d="M210 175 h-45 v-20 h85 v20" fill="${k.d}"/>` +
    `<rect x="185" y="300" width="90" height="70" rx="8" fill="${k.l}"/>` +
    `<path d="M340 460 L350 300 Q395 280 440 300 L450 460 Z" fill="${k.c}" ${k.o}/><rect x="345" y="230" width="100" height="70" rx="12" fill="${k.l}" ${k.o}/>`,
  shower: (k) =>
    `<path d="M200 470 V150 Q200 90 260 90 H380" fill="none" stroke="${k.c}" stroke-width="22" stroke-linecap="round"/>` +
    `<ellipse cx="390" cy="110" rx="70" ry="22" fill="${k.c}" ${k.o}/>` +
    [340, 365, 390, 415, 440].map((x, i) => `<line x1="${x}" y1="${145 + (i % 2) * 15}" x2="${x + (x - 390) / 3}" y2="${330 + (i % 2) * 30}" stroke="#8EC5E0" stroke-width="6" stroke-linecap="round" stroke-dasharray="22 16"/>`).join('') +
    `<rect x="170" y="300" width="60" height="90" rx="14" fill="${k.d}"/>`,
  tap: (k) =>
    `<rect x="230" y="300" width="90" height="160" rx="12" fill="${k.c}" ${k.o}/>` +
    `<path d="M275 300 V210 Q275 170 320 170 H410 V215" fill="none" stroke="${k.c}" stroke-width="36" stroke-linejoin="round"/>` +
    `<path d="M240 260 L170 210" stroke="${k.d}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M410 240 Q398 290 410 330 Q422 290 410 240" fill="#8EC5E0"/><ellipse cx="300" cy="462" rx="150" ry="12" fill="#F7F5F0" stroke="#A9AFB6" stroke-width="4"/>`,
  lounger: (k) =>
    `<path d="M80 360 L420 360 L520 230" fill="none" stroke="${k.d}" stroke-width="16" stroke-linejoin="round"/>` +
    `<path d="M90 330 L410 330 L500 215 L535 235 L430 375 L90 375 Z" fill="${k.c}" ${k.o}/>` +
    `<path d="M110 375 L100 465 M400 375 L420 465" stroke="${k.d}" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="440" y="235" width="70" height="40" rx="14" fill="${k.l}" transform="rotate(-52 475 255)"/>`,
  parasol: (k) =>
    `<path d="M80 210 Q300 40 520 210 Z" fill="${k.c}" ${k.o}/>` +
    `<path d="M80 210 Q135 235 190 210 Q245 235 300 210 Q355 235 410 210 Q465 235 520 210" fill="${k.l}" ${k.o}/>` +
    `<path d="M300 70 L240 210 M300 70 L360 210" stroke="${k.d}" stroke-width="4"/>` +
    `<rect x="293" y="210" width="14" height="245" fill="${STEEL}"/><rect x="240" y="450" width="120" height="20" rx="6" fill="${STEEL}"/>`,
  'plant-pot': (k) =>
    plant(300, 300) +
    `<path d="M190 290 L410 290 L385 460 L215 460 Z" fill="${k.c}" ${k.o}/>` +
    `<rect x="180" y="280" width="240" height="40" rx="8" fill="${k.l}" ${k.o}/>`,
  barbecue: (k) =>
    `<path d="M140 250 Q300 120 460 250 Z" fill="${k.c}" ${k.o}/><rect x="280" y="160" width="40" height="14" rx="7" fill="${k.d}"/>` +
    `<path d="M130 260 L470 260 Q440 370 300 370 Q160 370 130 260 Z" fill="${k.c}" ${k.o}/>` +
    `<path d="M200 350 L150 465 M400 350 L450 465 M300 370 L300 465" stroke="${k.d}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M230 240 q10 -30 0 -55 M300 235 q10 -30 0 -55 M370 240 q10 -30 0 -55" fill="none" stroke="#9AA0A6" stroke-width="6" opacity="0.7"/>`,
  shears: (k) =>
    `<path d="M300 290 L150 110 L175 95 L310 270 Z" fill="#B8BEC6" stroke="#6B7078" stroke-width="4"/>` +
    `<path d="M300 290 L450 110 L425 95 L290 270 Z" fill="#B8BEC6" stroke="#6B7078" stroke-width="4"/>` +
    `<path d="M290 300 L180 460 M310 300 L420 460" stroke="${k.c}" stroke-width="34" stroke-linecap="round"/><circle cx="300" cy="290" r="14" fill="${k.d}"/>`,
  spade: (k) =>
    `<rect x="250" y="70" width="100" height="28" rx="14" fill="${k.c}" ${k.o}/>` +
    `<rect x="288" y="90" width="24" height="210" fill="${WOOD}"/>` +
    `<path d="M230 300 L370 300 L365 420 Q300 470 235 420 Z" fill="#A7ADB4" stroke="#6B7078" stroke-width="5"/>` +
    `<rect x="270" y="285" width="60" height="30" rx="6" fill="${k.c}"/>`,
  mower: (k) =>
    `<path d="M310 300 L440 110" stroke="${k.d}" stroke-width="14" stroke-linecap="round"/><rect x="410" y="90" width="80" height="24" rx="12" fill="${k.d}" transform="rotate(-30 450 102)"/>` +
    `<path d="M130 420 L150 320 Q160 290 200 290 L360 290 Q400 290 410 330 L420 420 Z" fill="${k.c}" ${k.o}/>` +
    `<circle cx="170" cy="430" r="38" fill="#2B2B2E"/><circle cx="380" cy="430" r="38" fill="#2B2B2E"/><circle cx="170" cy="430" r="12" fill="#B8BEC6"/><circle cx="380" cy="430" r="12" fill="#B8BEC6"/>`,
  hose: (k) =>
    `<rect x="150" y="370" width="300" height="25" rx="6" fill="${k.d}"/><path d="M190 395 L170 465 M410 395 L430 465" stroke="${k.d}" stroke-width="14"/>` +
    `<circle cx="300" cy="260" r="130" fill="${k.c}" ${k.o}/>` +
    [110, 90, 70, 50].map((r) => `<circle cx="300" cy="260" r="${r}" fill="none" stroke="${k.l}" stroke-width="10"/>`).join('') +
    `<path d="M420 300 Q500 380 540 460" fill="none" stroke="${k.c}" stroke-width="14"/>`,
  birdhouse: (k) =>
    `<rect x="292" y="330" width="16" height="140" fill="${WOOD}"/>` +
    `<rect x="200" y="200" width="200" height="150" fill="${k.c}" ${k.o}/>` +
    `<path d="M180 210 L300 110 L420 210 Z" fill="${k.d}"/><circle cx="300" cy="265" r="28" fill="#2B2B2E"/><rect x="290" y="305" width="20" height="8" fill="${k.d}"/>`,
  candle: (k) =>
    `<rect x="200" y="250" width="200" height="210" rx="16" fill="${k.c}" ${k.o}/>` +
    `<ellipse cx="300" cy="250" rx="100" ry="20" fill="${k.l}" ${k.o}/>` +
    `<line x1="300" y1="250" x2="300" y2="215" stroke="#2B2B2E" stroke-width="5"/><path d="M300 150 Q330 200 300 218 Q270 200 300 150" fill="#F6B73C"/>` +
    `<rect x="230" y="320" width="140" height="70" rx="8" fill="#F5EFE6"/><circle cx="300" cy="355" r="18" fill="#E3A1A8"/>`,
  diffuser: (k) =>
    `<path d="M300 300 L230 80 M300 300 L280 70 M300 300 L330 75 M300 300 L380 90" stroke="#6F4A2F" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M230 460 L220 340 Q230 300 270 295 L330 295 Q370 300 380 340 L370 460 Z" fill="${k.c}" opacity="0.9" ${k.o}/>` +
    `<rect x="275" y="270" width="50" height="30" rx="6" fill="${k.d}"/><rect x="245" y="370" width="110" height="55" rx="6" fill="#F5EFE6"/>`,
  vase: (k) =>
    `<path d="M300 250 L250 120 M300 250 L300 100 M300 250 L350 130" stroke="${LEAF}" stroke-width="8"/>` +
    `<circle cx="250" cy="115" r="26" fill="#E3A1A8"/><circle cx="300" cy="95" r="26" fill="#F2C14E"/><circle cx="350" cy="125" r="26" fill="#E07A5F"/>` +
    `<path d="M260 240 L340 240 Q335 280 380 330 Q420 400 360 465 L240 465 Q180 400 220 330 Q265 280 260 240 Z" fill="${k.c}" ${k.o}/>`,
  frame: (k) =>
    `<rect x="150" y="110" width="300" height="340" rx="6" fill="${k.c}" ${k.o}/>` +
    `<rect x="185" y="145" width="230" height="270" fill="#F5EFE6"/>` +
    `<rect x="205" y="165" width="190" height="230" fill="#CFE3E8"/><path d="M205 395 L270 290 L320 350 L350 310 L395 395 Z" fill="#5E8C61"/><circle cx="350" cy="215" r="22" fill="#F2C14E"/>`,
  clock: (k) =>
    `<circle cx="300" cy="270" r="180" fill="${k.c}" ${k.o}/><circle cx="300" cy="270" r="150" fill="#F7F5F0"/>` +
    [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330].map((a) => `<rect x="296" y="130" width="8" height="${a % 90 ? 14 : 26}" fill="${k.d}" transform="rotate(${a} 300 270)"/>`).join('') +
    `<path d="M300 270 L300 175 M300 270 L370 300" stroke="#2B2B2E" stroke-width="10" stroke-linecap="round"/><circle cx="300" cy="270" r="12" fill="${k.d}"/>`,
  boxes: (k) =>
    `<rect x="110" y="290" width="220" height="175" fill="${k.c}" ${k.o}/><rect x="300" y="260" width="200" height="205" fill="${tint(k.c, -0.1)}" ${k.o}/>` +
    `<rect x="170" y="150" width="190" height="140" fill="${k.l}" ${k.o}/>` +
    `<rect x="205" y="290" width="30" height="175" fill="${k.d}" opacity="0.35"/><rect x="385" y="260" width="30" height="205" fill="${k.d}" opacity="0.35"/><rect x="250" y="150" width="30" height="140" fill="${k.d}" opacity="0.35"/>` +
    `<path d="M395 330 l18 -30 l18 30 z" fill="none" stroke="#2B2B2E" stroke-width="4"/>`,
  van: (k) =>
    `<path d="M60 430 L60 200 Q60 180 80 180 L380 180 L380 430 Z" fill="${k.c}" ${k.o}/>` +
    `<path d="M380 240 L480 240 L545 330 L545 430 L380 430 Z" fill="${k.c}" ${k.o}/><path d="M395 255 L470 255 L520 325 L395 325 Z" fill="#CFE3E8"/>` +
    `<rect x="90" y="240" width="250" height="40" fill="#E07A5F"/>` +
    `<circle cx="150" cy="435" r="38" fill="#2B2B2E"/><circle cx="460" cy="435" r="38" fill="#2B2B2E"/><circle cx="150" cy="435" r="13" fill="#B8BEC6"/><circle cx="460" cy="435" r="13" fill="#B8BEC6"/>`,
  document: (k) =>
    `<path d="M170 80 L380 80 L440 140 L440 460 L170 460 Z" fill="${k.c}" ${k.o}/><path d="M380 80 L380 140 L440 140" fill="${k.l}" ${k.o}/>` +
    [180, 220, 260, 300, 340].map((y, i) => `<rect x="205" y="${y}" width="${i === 4 ? 120 : 200}" height="12" rx="6" fill="${k.d}" opacity="0.5"/>`).join('') +
    `<path d="M220 410 q20 -30 40 0 t40 0 t40 -10" fill="none" stroke="#2F4A8A" stroke-width="6"/>` +
    `<path d="M470 170 L330 420 L318 450 L342 430 L482 180 Z" fill="#D9A52B" stroke="#2B2B2E" stroke-width="4"/>`,
  city: (k) =>
    [
      [40, 230, 110], [160, 140, 100], [270, 200, 120], [400, 110, 90], [500, 250, 80],
    ].map(([x, y, w], i) =>
      `<rect x="${x}" y="${y}" width="${w}" height="${FLOOR - (y ?? 0)}" fill="${i % 2 ? k.c : tint(k.c, 0.3)}" ${k.o}/>` +
      Array.from({ length: Math.floor((FLOOR - (y ?? 0) - 30) / 45) }, (_, row) => `<rect x="${(x ?? 0) + 15}" y="${(y ?? 0) + 20 + row * 45}" width="${(w ?? 0) - 30}" height="18" fill="#FFF3C4" opacity="0.85"/>`).join(''),
    ).join(''),
  houses: (k) =>
    `<path d="M0 330 Q150 250 300 300 T600 280 V470 H0 Z" fill="${LEAF}" opacity="0.6"/>` +
    [[60, 300], [230, 270], [400, 310]].map(([x, y]) =>
      `<rect x="${x}" y="${y}" width="140" height="${FLOOR - (y ?? 0)}" fill="${k.l}" ${k.o}/><path d="M${(x ?? 0) - 15} ${y} L${(x ?? 0) + 70} ${(y ?? 0) - 70} L${(x ?? 0) + 155} ${y} Z" fill="${k.c}" ${k.o}/>` +
      `<rect x="${(x ?? 0) + 25}" y="${(y ?? 0) + 30}" width="35" height="35" fill="#FFF3C4"/><rect x="${(x ?? 0) + 85}" y="${(y ?? 0) + 30}" width="35" height="35" fill="#FFF3C4"/>`,
    ).join(''),
  sea: (k) =>
    `<rect x="0" y="300" width="600" height="170" fill="${k.c}"/>` +
    [330, 370, 410, 450].map((y) => `<path d="M0 ${y} q37 -14 75 0 t75 0 t75 0 t75 0 t75 0 t75 0 t75 0 t75 0" fill="none" stroke="${k.l}" stroke-width="5"/>`).join('') +
    `<path d="M380 300 L380 130 L500 130 L500 300 Z" fill="#F4F1EA" stroke="#8E9196" stroke-width="5"/>` +
    [160, 200, 240].map((y) => `<rect x="395" y="${y}" width="90" height="18" fill="#8EC5E0"/>`).join('') +
    `<path d="M140 260 L200 260 L170 180 Z" fill="#FFFFFF"/><path d="M110 270 L230 270 L215 295 L125 295 Z" fill="#8C4B2B"/>`,
};

/** The drawing of `subject` in `colour` (a SWATCHES key; absent: the subject's own default), in a 600 × 600 box. */
export function drawSubject(subject: Subject, colour: Swatch | undefined): string {
  const swatch = colour ?? DEFAULT_COLOUR[subject] ?? 'grey';
  return DRAW[subject](inkOf(SWATCHES[swatch]));
}

/** The value of SWATCHES a picture is drawn in, or undefined when `key` is not one. */
export function swatchOf(key: string | undefined): Swatch | undefined {
  return key !== undefined && Object.hasOwn(SWATCHES, key) ? (key as Swatch) : undefined;
}
