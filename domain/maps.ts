/**
 * The map tiles the rentals pages draw their maps on (docs/decisions/0016-rentals-pages.md): an
 * XYZ tile server's URL template and the attribution its licence asks for. The server reads
 * them from its configuration (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), allows the tile server's
 * origin in its Content-Security-Policy and inlines them into the page; the browser falls back
 * to the default when a page carries none (the development server's page).
 */

export interface MapTiles {
  /** 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'; `{s}` stands for a subdomain, `{r}` for '@2x' on sharp screens. */
  url: string;
  /** Shown in the map's corner; HTML (a link to the licence), as the tile server asks for it. */
  attribution: string;
}

/** OpenStreetMap's own tile server and its attribution. */
export const DEFAULT_MAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

const PLACEHOLDERS = ['{z}', '{x}', '{y}'];

/**
 * Whether `url` is a tile URL template this site can use: an absolute http(s) address with the
 * {z}, {x} and {y} placeholders (and, if any, the {s} subdomain in the host).
 */
export function isTileUrlTemplate(url: string): boolean {
  if (!PLACEHOLDERS.every((placeholder) => url.includes(placeholder))) return false;
  return tileOrigin(url) !== null;
}

/**
 * The origin the tiles come from, as a Content-Security-Policy source: 'https://tile.example.org',
 * or 'https://*.tile.example.org' when the host starts with the {s} subdomain. Null for anything
 * that is not an http(s) address, or a host with a placeholder elsewhere.
 */
export function tileOrigin(url: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(url);
  if (match === null) return null;
  const [, scheme, host] = match as unknown as [string, string, string];
  const wildcard = host.startsWith('{s}.');
  const rest = wildcard ? host.slice('{s}.'.length) : host;
  if (rest.includes('{')) return null;
  let parsed: URL;
  try {
    parsed = new URL(`${scheme.toLowerCase()}://${rest}`);
  } catch {
    return null;
  }
  return `${parsed.protocol}//${wildcard ? '*.' : ''}${parsed.host}`;
}
