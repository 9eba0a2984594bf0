/**
 * Deterministic demo pictures: small SVG documents in a warm palette, drawn from a seed.
 * No external references, no scripts, every text escaped. Served as image/svg+xml.
 */
import { createRng } from './random.ts';
import type { Rng } from './random.ts';

/** What a generated picture shows; each kind has its own drawing and size. */
export const SEED_IMAGE_KINDS = ['property', 'product', 'vendor', 'agency', 'blog', 'roommate'] as const;
export type SeedImageKind = (typeof SEED_IMAGE_KINDS)[number];

/** Where the server answers generated pictures (server/media.ts). */
export const SEED_IMAGE_PATH = '/media/generated';

/** Longest `label` the picture route accepts. */
export const SEED_IMAGE_LABEL_MAX_LENGTH = 40;

/** The URL of a generated picture, e.g. `/media/generated/property/1234.svg?label=...`. */
export function seedImageUrl(kind: SeedImageKind, seed: number, label?: string): string {
  const url = `${SEED_IMAGE_PATH}/${kind}/${seed}.svg`;
  return label ? `${url}?label=${encodeURIComponent(label)}` : url;
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

function product(rng: Rng, p: Palette, variant: number): string {
  const shadow = `<ellipse cx="300" cy="500" rx="170" ry="22" fill="${p.dark}" fill-opacity="0.12"/>`;
  const bg = `<rect width="600" height="600" fill="url(#sky)"/><circle cx="${rng.int(120, 480)}" cy="${rng.int(100, 200)}" r="${rng.int(60, 110)}" fill="${p.light}" fill-opacity="0.6"/>`;
  switch (variant) {
    case 0:
      return (
        bg +
        shadow +
        `<path d="M230 300 Q210 420 250 495 H350 Q390 420 370 300 Z" fill="${p.main}"/>` +
        `<rect x="240" y="285" width="120" height="24" rx="8" fill="${p.dark}" fill-opacity="0.8"/>` +
        `<ellipse cx="250" cy="210" rx="30" ry="80" fill="${p.green}" transform="rotate(-25 250 210)"/>` +
        `<ellipse cx="350" cy="210" rx="30" ry="80" fill="${p.green}" transform="rotate(25 350 210)"/>` +
        `<ellipse cx="300" cy="180" rx="28" ry="95" fill="${p.green}" fill-opacity="0.85"/>`
      );
    case 1:
      return (
        bg +
        shadow +
        `<rect x="200" y="140" width="200" height="200" rx="26" fill="${p.main}"/>` +
        `<rect x="180" y="320" width="240" height="70" rx="22" fill="${p.main}"/>` +
        `<rect x="205" y="385" width="16" height="110" fill="${p.dark}"/>` +
        `<rect x="379" y="385" width="16" height="110" fill="${p.dark}"/>` +
        `<rect x="230" y="170" width="140" height="130" rx="18" fill="${p.accent}" fill-opacity="0.7"/>`
      );
    case 2:
      return (
        bg +
        shadow +
        `<polygon points="220,250 380,250 350,140 250,140" fill="${p.accent}"/>` +
        `<rect x="292" y="250" width="16" height="220" fill="${p.dark}"/>` +
        `<ellipse cx="300" cy="490" rx="80" ry="16" fill="${p.dark}"/>` +
        `<circle cx="300" cy="265" r="14" fill="${p.light}"/>`
      );
    case 3:
      return (
        bg +
        shadow +
        `<rect x="170" y="400" width="260" height="70" rx="16" fill="${p.main}"/>` +
        `<rect x="190" y="330" width="240" height="70" rx="16" fill="${p.accent}"/>` +
        `<rect x="175" y="260" width="250" height="70" rx="16" fill="${p.green}"/>` +
        `<line x1="190" y1="295" x2="410" y2="295" stroke="${p.light}" stroke-width="4" stroke-dasharray="10 8"/>` +
        `<line x1="205" y1="365" x2="415" y2="365" stroke="${p.light}" stroke-width="4" stroke-dasharray="10 8"/>`
      );
    default:
      return (
        bg +
        shadow +
        `<rect x="200" y="260" width="200" height="230" rx="30" fill="${p.main}"/>` +
        `<path d="M400 300 Q470 310 460 380 Q450 440 400 430" fill="none" stroke="${p.main}" stroke-width="22"/>` +
        `<ellipse cx="300" cy="262" rx="100" ry="18" fill="${p.dark}" fill-opacity="0.6"/>` +
        `<path d="M270 220 Q255 190 275 165 M320 220 Q305 185 330 160" fill="none" stroke="${p.dark}" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round"/>` +
        `<rect x="230" y="340" width="140" height="12" rx="6" fill="${p.accent}"/>`
      );
  }
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

function blog(rng: Rng, p: Palette): string {
  const houseX = rng.int(420, 600);
  return (
    `<rect width="800" height="450" fill="url(#sky)"/>` +
    `<circle cx="${rng.int(120, 300)}" cy="${rng.int(80, 130)}" r="${rng.int(40, 60)}" fill="${p.accent}"/>` +
    `<path d="M0 300 Q180 200 380 280 T800 250 V450 H0 Z" fill="${p.green}" fill-opacity="0.6"/>` +
    `<path d="M0 350 Q220 290 430 340 T800 320 V450 H0 Z" fill="${p.main}" fill-opacity="0.8"/>` +
    `<path d="M0 400 Q260 360 520 395 T800 380 V450 H0 Z" fill="${p.dark}" fill-opacity="0.85"/>` +
    `<rect x="${houseX}" y="280" width="90" height="70" fill="${p.light}"/>` +
    `<polygon points="${houseX - 10},282 ${houseX + 45},240 ${houseX + 100},282" fill="${p.main}"/>` +
    `<rect x="${houseX + 35}" y="310" width="20" height="40" fill="${p.dark}"/>`
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

/**
 * A small deterministic SVG picture. `seed` picks the palette, the variant and the details;
 * `label` is drawn as a caption (property, product, blog, roommate) or as initials (vendor, agency).
 */
export function renderSeedImage(kind: SeedImageKind, seed: number, label?: string): string {
  const rng = createRng(seed * 7919 + kind.length);
  const palette = PALETTES[Math.abs(Math.trunc(seed)) % PALETTES.length] as Palette;
  const title = label ?? `Domovik ${kind}`;
  switch (kind) {
    case 'property': {
      const variant = Math.abs(Math.trunc(seed)) % 3;
      const body = variant === 0 ? propertyHouse(rng, palette) : variant === 1 ? propertyBlock(rng, palette) : propertyInterior(rng, palette);
      return svgDocument(800, 600, title, skyGradient(palette, 'sky') + body + caption(800, 600, label, palette));
    }
    case 'product':
      return svgDocument(600, 600, title, skyGradient(palette, 'sky') + product(rng, palette, Math.abs(Math.trunc(seed)) % 5) + caption(600, 600, label, palette));
    case 'vendor':
    case 'agency':
      return svgDocument(300, 300, title, logo(palette, label, kind));
    case 'blog':
      return svgDocument(800, 450, title, skyGradient(palette, 'sky') + blog(rng, palette) + caption(800, 450, label, palette));
    case 'roommate':
      return svgDocument(800, 600, title, skyGradient(palette, 'sky') + roommate(rng, palette) + caption(800, 600, label, palette));
  }
}
