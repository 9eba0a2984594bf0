/** The generated demo pictures, `GET /media/generated/{kind}/{seed}.svg`, through the real server. */
import { SWATCHES, renderSeedImage } from '../../server/db/seed/content/index.ts';
import { startTestApp } from './helpers/testApp.ts';
import type { TestApp } from './helpers/testApp.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

const get = (url: string, headers: Record<string, string> = {}) => server.inject({ method: 'GET', url, headers });

describe('generated pictures', () => {
  it('answers a property picture as SVG, cacheable for a year, unable to run anything', async () => {
    const response = await get('/media/generated/property/1234.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe(renderSeedImage('property', 1234));
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('draws every kind, and the same picture for the same seed', async () => {
    for (const kind of ['property', 'product', 'vendor', 'agency', 'blog', 'roommate']) {
      const response = await get(`/media/generated/${kind}/0.svg?label=${encodeURIComponent('Домус Имоти')}`);
      expect(response.statusCode).toBe(200);
      // Presentation attributes only: the CSP allows no style at all.
      expect(response.body).not.toMatch(/<style|\sstyle=/);
      expect((await get(`/media/generated/${kind}/0.svg?label=${encodeURIComponent('Домус Имоти')}`)).body).toBe(response.body);
    }
    expect((await get('/media/generated/product/7.svg')).body).not.toBe((await get('/media/generated/product/8.svg')).body);
    expect((await get('/media/generated/product/1000000000.svg')).statusCode).toBe(200);
  });

  it('draws the subject a product or post names, in its colour', async () => {
    const sofa = await get('/media/generated/product/3.svg?subject=sofa&colour=grey');
    expect(sofa.statusCode).toBe(200);
    expect(sofa.body).toBe(renderSeedImage('product', 3, { subjects: ['sofa'], colour: 'grey' }));
    expect(sofa.body).toContain(`fill="${SWATCHES.grey}"`);
    expect((await get('/media/generated/product/3.svg?subject=rug&colour=grey')).body).not.toBe(sofa.body);
    const post = await get(`/media/generated/blog/3.svg?subject=${encodeURIComponent('boxes van')}`);
    expect(post.body).toBe(renderSeedImage('blog', 3, { subjects: ['boxes', 'van'] }));
  });

  it('draws the initials of a logo label', async () => {
    const response = await get(`/media/generated/agency/11.svg?label=${encodeURIComponent('Домус Имоти')}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('>ДИ</text>');
  });

  it('escapes the label', async () => {
    const label = '<script>alert(1)</script>';
    const response = await get(`/media/generated/property/5.svg?label=${encodeURIComponent(label)}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it.each([
    ['an unknown kind', '/media/generated/castle/1.svg'],
    ['a negative seed', '/media/generated/property/-5.svg'],
    ['a seed that is not a number', '/media/generated/property/abc.svg'],
    ['a fractional seed', '/media/generated/property/1.5.svg'],
    ['a seed above 1e9', '/media/generated/property/1000000001.svg'],
    ['another extension', '/media/generated/property/1.png'],
    ['a label over 40 characters', `/media/generated/property/1.svg?label=${'x'.repeat(41)}`],
    ['an unknown subject', '/media/generated/product/1.svg?subject=castle'],
    ['four subjects', `/media/generated/blog/1.svg?subject=${encodeURIComponent('sofa rug vase bed')}`],
    ['an unknown colour', '/media/generated/product/1.svg?subject=sofa&colour=%23ff0000'],
  ])('answers 404 JSON for %s', async (_case, url) => {
    const response = await get(url, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(response.json().message).not.toBe('error-not-found');
  });
});
