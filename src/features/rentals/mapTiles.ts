/**
 * The tile server of the maps (docs/decisions/0016-rentals-pages.md): server configuration
 * (MAP_TILE_URL, MAP_TILE_ATTRIBUTION) that the server writes into the page's inlined data
 * block beside the translations. A page without it (the development server's) uses
 * OpenStreetMap's, the configuration's default.
 */
import { PRELOADED_TRANSLATIONS_ID } from '../../../domain/constants.ts';
import { DEFAULT_MAP_TILES } from '../../../domain/maps.ts';
import type { MapTiles } from '../../../domain/maps.ts';

function isMapTiles(value: unknown): value is MapTiles {
  const tiles = value as Partial<MapTiles> | null;
  return typeof tiles?.url === 'string' && typeof tiles.attribution === 'string';
}

export function mapTiles(doc: Document = document): MapTiles {
  const text = doc.getElementById(PRELOADED_TRANSLATIONS_ID)?.textContent;
  if (!text) return DEFAULT_MAP_TILES;
  try {
    const { mapTiles: tiles } = JSON.parse(text) as { mapTiles?: unknown };
    return isMapTiles(tiles) ? tiles : DEFAULT_MAP_TILES;
  } catch {
    return DEFAULT_MAP_TILES;
  }
}
