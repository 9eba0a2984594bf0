import { DEFAULT_MAP_TILES, isTileUrlTemplate, tileOrigin } from '../../domain/maps.ts';

describe('map tiles', () => {
  it("defaults to a usable template of OpenStreetMap's tile server, crediting its licence", () => {
    expect(isTileUrlTemplate(DEFAULT_MAP_TILES.url)).toBe(true);
    expect(tileOrigin(DEFAULT_MAP_TILES.url)).toBe('https://tile.openstreetmap.org');
    expect(DEFAULT_MAP_TILES.attribution).toContain('https://www.openstreetmap.org/copyright');
  });

  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}{r}.png', 'https://*.tile.example.org'],
    ['HTTP://Tiles.Example.org:8080/a/{z}/{x}/{y}.png?key=1', 'http://tiles.example.org:8080'],
  ])('allows the origin of %s', (url, origin) => {
    expect(tileOrigin(url)).toBe(origin);
    expect(isTileUrlTemplate(url)).toBe(true);
  });

  it.each([
    ['no placeholders', 'https://tile.example.org/tile.png'],
    ['a relative path', '/tiles/{z}/{x}/{y}.png'],
    ['another scheme', 'javascript://x/{z}/{x}/{y}'],
    ['a subdomain placeholder inside a label', 'https://tiles{s}.example.org/{z}/{x}/{y}.png'],
    ['a host that is not one', 'https://exa mple.org/{z}/{x}/{y}.png'],
  ])('refuses %s', (_what, url) => {
    expect(isTileUrlTemplate(url)).toBe(false);
  });

  it('names no origin for an address that is not http(s)', () => {
    expect(tileOrigin('ftp://tiles.example.org/{z}/{x}/{y}')).toBeNull();
    expect(tileOrigin('https://tiles{s}.example.org/{z}/{x}/{y}.png')).toBeNull();
  });
});
