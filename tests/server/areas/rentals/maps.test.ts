/**
 * The rentals maps' tile server is configuration (docs/decisions/0016-rentals-pages.md): the
 * page carries it to the browser in its inlined data block, and the Content-Security-Policy
 * lets the browser load its tiles, from OpenStreetMap by default or from MAP_TILE_URL.
 */
import { startTestApp } from '../../helpers/testApp.ts';

/** Each test starts a server of its own configuration (a fresh database): more than the default time on a busy machine. */
const START_AND_ASK_MS = 60_000;

function inlinedData(html: string): { mapTiles?: { url: string; attribution: string } } {
  const data = /<script id="preloaded-translations" type="application\/json">(.*?)<\/script>/.exec(html);
  return JSON.parse(data![1]!) as { mapTiles?: { url: string; attribution: string } };
}

it("carries OpenStreetMap's tiles to the page and allows them by default", async () => {
  const server = await startTestApp();
  try {
    const response = await server.inject({ method: 'GET', url: '/imoti' });
    expect(inlinedData(response.body).mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    });
    expect(response.headers['content-security-policy']).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org(;|$)/);
  } finally {
    await server.close();
  }
}, START_AND_ASK_MS);

it('uses the tile server the configuration names, subdomains included', async () => {
  const server = await startTestApp({
    env: { MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Example Maps' },
  });
  try {
    const response = await server.inject({ method: 'GET', url: '/property/12' });
    expect(inlinedData(response.body).mapTiles).toEqual({ url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example Maps' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain('https://*.tiles.example.org');
    expect(policy).not.toContain('openstreetmap');
  } finally {
    await server.close();
  }
}, START_AND_ASK_MS);
