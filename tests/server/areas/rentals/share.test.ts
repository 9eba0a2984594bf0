/**
 * A shared link to a property (server/spa.ts with the rentals resolver): the page the server
 * answers at /imot/{id} and /property/{id} carries the property's title, rent, district and
 * first photo in the page's language, as the title, description and Open Graph tags, escaped;
 * anything else is a plain page (a missing record's a 404 or 410 with the not-found title).
 */
import { formatMoney } from '../../../../domain/index.ts';
import { createAccount } from '../../helpers/accounts.ts';
import { plainTitle, pageTags as tags } from '../../helpers/pageTags.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createPlaces, insertProperty } from './fixtures.ts';
import { propertyImages } from '../../../../server/db/schema/index.ts';

let server: TestApp;
let flat: number;
let hostile: number;
let draft: number;
let deleted: number;

beforeAll(async () => {
  server = await startTestApp();
  const places = await createPlaces(server);
  const owner = await createAccount(server, 'user', { signIn: false });
  flat = await insertProperty(server, owner.id, places.lozenets, { title: { bg: 'Тристаен до парка', en: 'Flat by the park' }, price: 95_000 });
  await server.db.insert(propertyImages).values([
    { propertyId: flat, position: 1, url: '/media/uploads/second.webp', thumbnailUrl: '/media/uploads/second-thumb.webp', width: 1600, height: 1200 },
    { propertyId: flat, position: 0, url: '/media/uploads/cover.webp', thumbnailUrl: '/media/uploads/cover-thumb.webp', width: 1600, height: 1067 },
  ]);
  hostile = await insertProperty(server, owner.id, places.chayka, { title: { bg: '</title><script>alert("x")</script> & "кавички"' } });
  draft = await insertProperty(server, owner.id, places.chayka, { status: 'draft', title: { bg: 'Чернова' } });
  deleted = await insertProperty(server, owner.id, places.chayka, { deletedAt: new Date(), title: { bg: 'Изтрит' } });
});
afterAll(async () => {
  await server.close();
});

/** The page at `url` as a Bulgarian (domovik.bg) or English (any other host) visitor gets it. */
const page = (url: string, host = 'domovik.bg') => server.inject({ method: 'GET', url, headers: { host } });

describe('the share tags of a property page', () => {
  it('fills the title, description and Open Graph tags in Bulgarian at the Bulgarian path', async () => {
    const response = await page(`/imot/${flat}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(tags(response.body)).toMatchObject({
      title: 'Тристаен до парка · Домовик',
      description: `${formatMoney(95_000, 'bg')} на месец · Лозенец, София`,
      'og:type': 'website',
      'og:site_name': 'Домовик',
      'og:locale': 'bg_BG',
      'og:title': 'Тристаен до парка',
      'og:description': `${formatMoney(95_000, 'bg')} на месец · Лозенец, София`,
      'og:url': `http://localhost:3000/imot/${flat}`,
      'og:image': 'http://localhost:3000/media/uploads/cover.webp',
      'og:image:width': '1600',
      'og:image:height': '1067',
      'twitter:card': 'summary_large_image',
    });
    // One title, one description in the head: the template's own are replaced, not repeated.
    // (A page the server renders has the app's own in #root too, where React writes them.)
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    // The app still gets its translations.
    expect(response.body).toContain('<script id=');
  });

  it('fills them in English at the English path on the English host', async () => {
    const response = await page(`/property/${flat}?utm_source=share`, 'en.domovik.test');
    expect(tags(response.body)).toMatchObject({
      title: 'Flat by the park · Domovik',
      'og:description': `${formatMoney(95_000, 'en')} a month · Lozenets, Sofia`,
      'og:locale': 'en_GB',
      'og:url': `http://localhost:3000/property/${flat}`,
    });
    // Without ENGLISH_HOST there is no English address of the page to name in an hreflang.
    expect(response.body).toContain(`<link rel="canonical" href="http://localhost:3000/property/${flat}">`);
    expect(response.body).not.toContain('hreflang');
  });

  it('escapes what the owner wrote, as HTML text', async () => {
    const response = await page(`/imot/${hostile}`);
    expect(response.body).not.toContain('<script>alert');
    expect(tags(response.body).title).toBe('&#60;/title&#62;&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#34;кавички&#34; · Домовик');
    expect(tags(response.body)['twitter:card']).toBe('summary');
    expect(tags(response.body)['og:image']).toBeUndefined();
  });

  it.each([
    ['an unknown property', () => '/imot/999999', 404],
    ['a draft', () => `/imot/${draft}`, 404],
    ['a deleted property', () => `/imot/${deleted}`, 410],
    ['an id that is not a number', () => '/imot/abc', 404],
    ['an id beyond any property', () => '/imot/99999999999999999999', 404],
    ['another page', () => '/imoti', 200],
  ])('answers a plain page for %s (a missing property is a 404, a deleted one a 410)', async (_name, url, status) => {
    const response = await page(url());
    expect(response.statusCode).toBe(status);
    expect(tags(response.body).title).toBe(plainTitle(status === 200 ? 'PropertySearchPage' : 'not-found'));
    expect(tags(response.body)['og:title']).toBeUndefined();
  });
});
