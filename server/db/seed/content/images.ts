/**
 * Deterministic demo pictures: small SVG documents in a warm palette, drawn from a seed.
 * No external references, no scripts, every text escaped. Served as image/svg+xml.
 */
import { FLOOR, drawSubject, tint } from './drawings.ts';
import type { Subject, Swatch } from './drawings.ts';
import { createRng } from './random.ts';
import type { Rng } from './random.ts';

/** What a generated picture shows; each kind has its own drawing and size. */
export const SEED_IMAGE_KINDS = ['property', 'product', 'vendor', 'agency', 'blog', 'roommate'] as const;
export type SeedImageKind = (typeof SEED_IMAGE_KINDS)[number];

/** Where the server answers generated pictures (server/media.ts). */
export const SEED_IMAGE_PATH = '/media/generated';

/** Longest `label` the picture route accepts. */
export const SEED_IMAGE_LABEL_MAX_LENGTH = 40;

/** What a picture shows besides its kind: a caption or initials, and for a product or a post its subject and colour. */
export interface SeedImageOptions {
  label?: string | undefined;
  /** What a product or post picture draws (a sofa, a lamp, ...); several for a post, side by side. */
  subjects?: readonly Subject[] | undefined;
  /** The colour the subject is drawn in (a colour filter value); absent: the subject's own. */
  colour?: Swatch | undefined;
}

/** The URL of a generated picture, e.g. `/media/generated/product/1234.svg?subject=sofa&colour=grey`. */
export function seedImageUrl(kind: SeedImageKind, seed: number, options: SeedImageOptions = {}): string {
  const query = new URLSearchParams();
  if (options.subjects && options.subjects.length > 0) query.set('subject', options.subjects.join(' '));
  if (options.colour) query.set('colour', options.colour);
  if (options.label) query.set('label', options.label);
  const search = query.toString().replaceAll('+', '%20');
  return `${SEED_IMAGE_PATH}/${kind}/${seed}.svg${search ? `?${search}` : ''}`;
}

interface Palette {
  sky: string;
  sky2: string;
  main: string;
  accent: string;
  dark: string;
  green: string;
  light: string;
}

const PALETTES: readonly Palette[] = [
  { sky: '#FCE9D8', sky2: '#F8D3B0', main: '#E07A5F', accent: '#F2CC8F', dark: '#3D405B', green: '#81B29A', light: '#FFF8F0' },
  { sky: '#FDF0D5', sky2: '#F6D6AD', main: '#C8553D', accent: '#F28F3B', dark: '#2D3047', green: '#588B8B', light: '#FFFDF7' },
  { sky: '#F9E4D4', sky2: '#EFC7A8', main: '#B5654A', accent: '#E9B872', dark: '#4A3B33', green: '#8A9A5B', light: '#FFF7EE' },
  { sky: '#FBEAE1', sky2: '#F4C7B8', main: '#D4765C', accent: '#F6BD60', dark: '#3E3A4F', green: '#84A59D', light: '#FFFAF5' },
  { sky: '#F7EBDD', sky2: '#E8CBA8', main: '#A8553E', accent: '#DDA15E', dark: '#283618', green: '#606C38', light: '#FEFAE0' },
  { sky: '#FFF1E6', sky2: '#FAD2C1', main: '#E76F51', accent: '#F4A261', dark: '#264653', green: '#2A9D8F', light: '#FFFFFF' },
];

const FONT = 'Helvetica, Arial, sans-serif';

/** Escapes text for use in SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/** Up to two initials of a name ("Домус Имоти" → "ДИ", "Тенджера и капак" → "ТК"); "Д" for Домовик when there is none. */
export function initialsOf(label: string | undefined): string {
  const words = (label ?? '').split(/[\s\-–„“"&]+/u).filter((word) => [...word].filter((ch) => /\p{L}/u.test(ch)).length > 1);
  const initials = words
    .slice(0, 2)
    .map((word) => [...word].find((ch) => /\p{L}/u.test(ch)) ?? '')
    .join('');
  return initials === '' ? 'Д' : initials.toLocaleUpperCase('bg');
}

function svgDocument(width: number, height: number, title: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    body,
    '</svg>',
  ].join('');
}

function caption(width: number, height: number, label: string | undefined, palette: Palette): string {
  if (!label) return '';
  const text = escapeXml(truncate(label, Math.floor(width / 15)));
  const barHeight = Math.round(height * 0.12);
  return (
    `<rect x="0" y="${height - barHeight}" width="${width}" height="${barHeight}" fill="${palette.dark}" fill-opacity="0.72"/>` +
    `<text x="${width / 2}" y="${height - barHeight / 2}" fill="${palette.light}" font-family="${FONT}" font-size="${Math.round(barHeight * 0.42)}" ` +
    `text-anchor="middle" dominant-baseline="central">${text}</text>`
  );
}

function skyGradient(palette: Palette, id: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky}"/><stop offset="1" stop-color="${palette.sky2}"/></linearGradient></defs>`;
}

function tree(x: number, y: number, size: number, palette: Palette): string {
  return (
    `<rect x="${x - size * 0.08}" y="${y}" width="${size * 0.16}" height="${size * 0.6}" fill="${palette.dark}" fill-opacity="0.7"/>` +
    `<circle cx="${x}" cy="${y - size * 0.15}" r="${size * 0.42}" fill="${palette.green}"/>` +
    `<circle cx="${x - size * 0.25}" cy="${y + size * 0.05}" r="${size * 0.28}" fill="${palette.green}" fill-opacity="0.85"/>`
  );
}

function propertyHouse(rng: Rng, p: Palette): string {
  const sunX = rng.int(560, 720);
  const houseX = rng.int(180, 300);
  return (
    `<rect width="800" height="600" fill="url(#sky)"/>` +
    `<circle cx="${sunX}" cy="${rng.int(90, 150)}" r="52" fill="${p.accent}"/>` +
    `<path d="M0 470 Q200 430 400 465 T800 455 V600 H0 Z" fill="${p.green}" fill-opacity="0.55"/>` +
    `<rect x="0" y="500" width="800" height="100" fill="${p.green}"/>` +
    `<rect x="${houseX}" y="290" width="300" height="215" fill="${p.main}"/>` +
    `<polygon points="${houseX - 30},295 ${houseX + 150},170 ${houseX + 330},295" fill="${p.dark}"/>` +
    `<rect x="${houseX + 230}" y="190" width="34" height="70" fill="${p.dark}"/>` +
    `<rect x="${houseX + 125}" y="390" width="56" height="115" rx="4" fill="${p.dark}"/>` +
    `<circle cx="${houseX + 170}" cy="450" r="4" fill="${p.accent}"/>` +
    `<rect x="${houseX + 30}" y="330" width="66" height="60" rx="4" fill="${p.light}" stroke="${p.accent}" stroke-width="6"/>` +
    `<rect x="${houseX + 205}" y="330" width="66" height="60" rx="4" fill="${p.light}" stroke="${p.accent}" stroke-width="6"/>` +
    tree(houseX + 420, 400, 120, p) +
    tree(90, 430, 90, p)
  );
}

function propertyBlock(rng: Rng, p: Palette): string {
  const floors = rng.int(5, 8);
  const columns = 4;
  const top = 520 - floors * 50;
  let windows = '';
  for (let floor = 0; floor < floors; floor += 1) {
    for (let column = 0; column < columns; column += 1) {
      const lit = rng.chance(0.35);
      windows += `<rect x="${290 + column * 56}" y="${top + 16 + floor * 50}" width="34" height="28" rx="3" fill="${lit ? p.accent : p.light}"/>`;
    }
  }
  return (
    `<rect width="800" height="600" fill="url(#sky)"/>` +
    `<circle cx="${rng.int(120, 220)}" cy="${rng.int(90, 140)}" r="46" fill="${p.accent}" fill-opacity="0.9"/>` +
    `<rect x="520" y="${top + 60}" width="170" height="${460 - top}" fill="${p.sky2}" stroke="${p.main}" stroke-opacity="0.35" stroke-width="4"/>` +
    `<rect x="100" y="${top + 120}" width="150" height="${400 - top}" fill="${p.sky2}" stroke="${p.main}" stroke-opacity="0.35" stroke-width="4"/>` +
    `<rect x="270" y="${top}" width="240" height="${520 - top}" fill="${p.main}"/>` +
    `<rect x="270" y="${top - 14}" width="240" height="16" fill="${p.dark}"/>` +
    windows +
    `<rect x="370" y="470" width="40" height="50" fill="${p.dark}"/>` +
    `<rect x="0" y="520" width="800" height="80" fill="${p.green}"/>` +
    tree(600, 470, 90, p) +
    tree(170, 480, 80, p)
  );
}

function propertyInterior(rng: Rng, p: Palette): string {
  const sofaX = rng.int(300, 360);
  return (
    `<rect width="800" height="600" fill="${p.light}"/>` +
    `<rect x="0" y="440" width="800" height="160" fill="${p.sky2}"/>` +
    `<rect x="70" y="90" width="190" height="240" rx="6" fill="url(#sky)" stroke="${p.dark}" stroke-width="10"/>` +
    `<line x1="165" y1="90" x2="165" y2="330" stroke="${p.dark}" stroke-width="6"/>` +
    `<circle cx="215" cy="150" r="22" fill="${p.accent}"/>` +
    `<rect x="${sofaX}" y="330" width="330" height="70" rx="22" fill="${p.main}"/>` +
    `<rect x="${sofaX - 10}" y="370" width="350" height="70" rx="20" fill="${p.main}"/>` +
    `<rect x="${sofaX + 30}" y="340" width="70" height="50" rx="12" fill="${p.accent}"/>` +
    `<rect x="${sofaX + 230}" y="340" width="70" height="50" rx="12" fill="${p.green}"/>` +
    `<rect x="${sofaX + 10}" y="440" width="12" height="30" fill="${p.dark}"/>` +
    `<rect x="${sofaX + 308}" y="440" width="12" height="30" fill="${p.dark}"/>` +
    `<line x1="${sofaX + 370}" y1="230" x2="${sofaX + 370}" y2="470" stroke="${p.dark}" stroke-width="6"/>` +
    `<ellipse cx="${sofaX + 370}" cy="472" rx="24" ry="6" fill="${p.dark}"/>` +
    `<polygon points="${sofaX + 335},235 ${sofaX + 405},235 ${sofaX + 390},190 ${sofaX + 350},190" fill="${p.accent}"/>` +
    `<rect x="140" y="420" width="60" height="70" rx="8" fill="${p.main}" fill-opacity="0.8"/>` +
    `<ellipse cx="150" cy="395" rx="22" ry="40" fill="${p.green}" transform="rotate(-20 150 395)"/>` +
    `<ellipse cx="190" cy="395" rx="22" ry="40" fill="${p.green}" transform="rotate(20 190 395)"/>` +
    `<rect x="${sofaX + 60}" y="130" width="200" height="130" rx="4" fill="${p.sky}" stroke="${p.accent}" stroke-width="8"/>` +
    `<path d="M${sofaX + 70} 240 L${sofaX + 130} 180 L${sofaX + 170} 215 L${sofaX + 200} 190 L${sofaX + 250} 240 Z" fill="${p.green}"/>`
  );
}

/** Pale walls of clearly different hues, so two pictures side by side do not blend. */
const WALLS = ['#F6E3D4', '#DDEBE3', '#DCE6F2', '#EDE3F0', '#F4EDCF', '#E4E9DA', '#F2DCDC', '#E2E2E2'];

/** The wall behind a product or post picture of this seed. */
export function wallOf(seed: number): string {
  return WALLS[Math.abs(Math.trunc(seed)) % WALLS.length] as string;
}

/** Where a product stands: a wall of the seed's hue, its floor, and a detail that varies by seed. */
function room(rng: Rng, p: Palette, wall: string, width: number, height: number): string {
  const floor = Math.round((FLOOR / 600) * height);
  const detail = rng.int(0, 3);
  const x = rng.int(Math.round(width * 0.06), Math.round(width * 0.7));
  const details = [
    `<rect x="${x}" y="${Math.round(height * 0.12)}" width="${Math.round(width * 0.2)}" height="${Math.round(height * 0.26)}" rx="6" fill="${p.light}" stroke="${p.main}" stroke-opacity="0.35" stroke-width="8"/>`,
    `<circle cx="${x + 60}" cy="${Math.round(height * 0.2)}" r="${Math.round(height * 0.11)}" fill="${p.light}" fill-opacity="0.7"/>`,
    `<path d="M0 ${Math.round(height * 0.55)} H${width}" stroke="${p.main}" stroke-opacity="0.25" stroke-width="10"/>`,
    `<rect x="${x}" y="${Math.round(height * 0.1)}" width="${Math.round(width * 0.14)}" height="${Math.round(height * 0.2)}" fill="${p.accent}" fill-opacity="0.45"/>`,
  ];
  return (
    `<rect width="${width}" height="${height}" fill="${wall}"/>` +
    (details[detail] ?? '') +
    `<rect y="${floor}" width="${width}" height="${height - floor}" fill="${tint(wall, -0.12)}"/>` +
    `<rect y="${floor}" width="${width}" height="6" fill="${p.dark}" fill-opacity="0.12"/>`
  );
}

/** A subject in its 600 × 600 box, scaled, standing on `floor` at x, turned to face left or right. */
function placed(subject: Subject, colour: Swatch | undefined, x: number, floor: number, scale: number, flip: boolean): string {
  const turn = flip ? `translate(600 0) scale(-1 1)` : '';
  const top = floor - FLOOR * scale;
  return `<g transform="translate(${x.toFixed(1)} ${top.toFixed(1)}) scale(${scale.toFixed(3)})"><g transform="${turn}">${drawSubject(subject, colour)}</g></g>`;
}

/** A product: its subject in its colour, in a room that the seed varies (palette, detail, side, size). */
function product(rng: Rng, p: Palette, wall: string, subject: Subject, colour: Swatch | undefined): string {
  const scale = rng.float(0.8, 0.95);
  const x = (600 - 600 * scale) / 2 + rng.int(-30, 30);
  const shadow = `<ellipse cx="300" cy="${FLOOR}" rx="${Math.round(200 * scale)}" ry="16" fill="${p.dark}" fill-opacity="0.14"/>`;
  return room(rng, p, wall, 600, 600) + shadow + placed(subject, colour, x, FLOOR, scale, rng.chance(0.5));
}

/** A post: its subjects side by side in a wide room. */
function post(rng: Rng, p: Palette, wall: string, subjects: readonly Subject[], colour: Swatch | undefined): string {
  const scale = subjects.length === 1 ? 0.72 : subjects.length === 2 ? 0.62 : 0.5;
  const slot = 800 / subjects.length;
  return (
    room(rng, p, wall, 800, 450) +
    subjects.map((subject, index) => placed(subject, colour, slot * index + (slot - 600 * scale) / 2, (FLOOR / 600) * 450, scale, rng.chance(0.5))).join('')
  );
}

function logo(p: Palette, label: string | undefined, kind: 'vendor' | 'agency'): string {
  const initials = escapeXml(initialsOf(label));
  const mark =
    kind === 'agency'
      ? `<polyline points="95,128 150,82 205,128" fill="none" stroke="${p.light}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`
      : `<path d="M88 92 H212 L200 122 H100 Z" fill="${p.accent}"/><path d="M100 92 V122 M125 92 V122 M150 92 V122 M175 92 V122 M200 92 V122" stroke="${p.light}" stroke-width="6"/>`;
  return (
    `<rect width="300" height="300" fill="${p.light}"/>` +
    `<circle cx="150" cy="150" r="132" fill="${p.main}"/>` +
    `<circle cx="150" cy="150" r="118" fill="none" stroke="${p.accent}" stroke-width="4"/>` +
    mark +
    `<text x="150" y="190" fill="${p.light}" font-family="${FONT}" font-size="72" font-weight="700" text-anchor="middle" dominant-baseline="central">${initials}</text>`
  );
}

function person(x: number, p: Palette, body: string): string {
  return (
    `<circle cx="${x}" cy="250" r="46" fill="${p.accent}"/>` +
    `<path d="M${x - 70} 420 Q${x - 70} 310 ${x} 310 Q${x + 70} 310 ${x + 70} 420 Z" fill="${body}"/>`
  );
}

function roommate(rng: Rng, p: Palette): string {
  const left = rng.int(250, 300);
  return (
    `<rect width="800" height="600" fill="${p.light}"/>` +
    `<rect x="0" y="450" width="800" height="150" fill="${p.sky2}"/>` +
    `<rect x="560" y="80" width="170" height="210" rx="6" fill="url(#sky)" stroke="${p.dark}" stroke-width="8"/>` +
    `<rect x="150" y="360" width="500" height="110" rx="30" fill="${p.dark}" fill-opacity="0.85"/>` +
    person(left, p, p.main) +
    person(left + 220, p, p.green) +
    `<rect x="130" y="420" width="540" height="60" rx="26" fill="${p.dark}"/>` +
    `<path d="M400 150 C400 120 440 110 450 140 C460 110 500 120 500 150 C500 185 450 205 450 215 C450 205 400 185 400 150 Z" fill="${p.main}" transform="translate(-50 -20)"/>`
  );
}

/** What a product picture without a subject shows (a URL of an older seed): something from the shop. */
const ANY_PRODUCT: readonly Subject[] = ['sofa', 'table-lamp', 'plant-pot', 'chair', 'vase'];

/**
 * A small deterministic SVG picture. `seed` picks the palette and the details; `label` is drawn as
 * a caption (property, product, blog, roommate) or as initials (vendor, agency); `subjects` and
 * `colour` say what a product or post picture draws.
 */
export function renderSeedImage(kind: SeedImageKind, seed: number, options: SeedImageOptions = {}): string {
  const { label, colour } = options;
  const rng = createRng(seed * 7919 + kind.length);
  const palette = PALETTES[Math.abs(Math.trunc(seed)) % PALETTES.length] as Palette;
  const title = label ?? `Domovik ${kind}`;
  switch (kind) {
    case 'property': {
      const variant = Math.abs(Math.trunc(seed)) % 3;
      const body = variant === 0 ? propertyHouse(rng, palette) : variant === 1 ? propertyBlock(rng, palette) : propertyInterior(rng, palette);
      return svgDocument(800, 600, title, skyGradient(palette, 'sky') + body + caption(800, 600, label, palette));
    }
    case 'product': {
      const subject = options.subjects?.[0] ?? (ANY_PRODUCT[Math.abs(Math.trunc(seed)) % ANY_PRODUCT.length] as Subject);
      return svgDocument(600, 600, title, product(rng, palette, wallOf(seed), subject, colour) + caption(600, 600, label, palette));
    }
    case 'vendor':
    case 'agency':
      return svgDocument(300, 300, title, logo(palette, label, kind));
    case 'blog': {
      const subjects = options.subjects && options.subjects.length > 0 ? options.subjects : (['houses'] as const);
      return svgDocument(800, 450, title, post(rng, palette, wallOf(seed), subjects, colour) + caption(800, 450, label, palette));
    }
    case 'roommate':
      return svgDocument(800, 600, title, skyGradient(palette, 'sky') + roommate(rng, palette) + caption(800, 600, label, palette));
  }
}
