/**
 * What search engines and shared links read in the head of a user's public page and of a flatmate
 * offer (server/spa.ts with the rentals and roommates resolvers; pageHead.test.ts has the other
 * pages'): the user's shown name, kind of account and since when, a 404 for a user with no public
 * page; the offer's schema.org JSON-LD, an Offer of the room with its rent as a number in euros.
 */
import { eq } from 'drizzle-orm';
import { tenantOfferImages, users } from '../../server/db/schema/index.ts';
import { createAccount } from './helpers/accounts.ts';
import { plainTitle, pageTags as tags } from './helpers/pageTags.ts';
import { startTestApp } from './helpers/testApp.ts';
import type { TestApp } from './helpers/testApp.ts';
import { createPlaces, insertOffer } from './areas/roommates/fixtures.ts';

const BG = 'https://domovik.bg';
const EN = 'https://en.domovik.test';

let server: TestApp;
let lister: number;
let longNamed: number;
let deleted: number;
let room: number;
let plain: number;

/** The page at `url` as a visitor of the Bulgarian or the English host gets it. */
const page = (url: string, host = 'domovik.bg') => server.inject({ method: 'GET', url, headers: { host } });

/** The page's JSON-LD blocks, parsed, by @type. */
function structuredData(html: string): Record<string, Record<string, unknown>> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
  return Object.fromEntries(blocks.map((block) => [block['@type'] as string, block]));
}

beforeAll(async () => {
  server = await startTestApp({ env: { PUBLIC_URL: BG, ENGLISH_HOST: 'en.domovik.test' } });
  const account = async (values: Partial<typeof users.$inferInsert>) => {
    const { id } = await createAccount(server, 'user', { signIn: false });
    await server.db.update(users).set(values).where(eq(users.id, id));
    return id;
  };
  lister = await account({ name: 'Десислава Николова', createdAt: new Date('2026-05-03T08:20:37Z') });
  longNamed = await account({ name: 'Александра-Мария <Петрова> & Иванова' });
  deleted = await account({ name: 'Изтрит Потребител', deletedAt: new Date() });

  const places = await createPlaces(server);
  room = await insertOffer(server, lister, places.sofia, {
    universityId: places.su,
    price: 32_050,
    availableFrom: '2030-03-01',
    title: { bg: 'Стая до СУ', en: 'Room near SU' },
    description: { bg: 'Светла стая\n\nс балкон.', en: 'A bright room\n\nwith a balcony.' },
  });
  await server.db.insert(tenantOfferImages).values({ offerId: room, position: 0, url: '/media/uploads/room.webp', thumbnailUrl: '/media/uploads/room-thumb.webp' });
  plain = await insertOffer(server, lister, places.varna, { title: { bg: 'Стая във Варна', en: 'Room in Varna' } });
});
afterAll(async () => {
  await server.close();
});

describe("a user's public page", () => {
  it('is titled with their shown name, and says the kind of account and since when, in Bulgarian', async () => {
    const response = await page(`/potrebitel/${lister}`);
    expect(response.statusCode).toBe(200);
    expect(tags(response.body)).toMatchObject({
      title: 'Десислава Николова · Домовик',
      description: 'Потребител · в Домовик от 3.05.2026 г.',
      'og:title': 'Десислава Николова',
      'og:description': 'Потребител · в Домовик от 3.05.2026 г.',
      'og:url': `${BG}/potrebitel/${lister}`,
    });
  });

  it('says them in English on the English host', async () => {
    const response = await page(`/user/${lister}`, 'en.domovik.test');
    expect(tags(response.body)).toMatchObject({
      title: 'Десислава Николова · Domovik',
      description: 'User · on Domovik since 3 May 2026',
      'og:url': `${EN}/user/${lister}`,
    });
  });

  it('cuts a long name as the page shows it, escaped as HTML text', async () => {
    const response = await page(`/potrebitel/${longNamed}`);
    expect(tags(response.body)['og:title']).toBe('Александра-Мария &#60;Пе…');
    expect(response.body).not.toContain('<Петрова>');
  });

  it.each([
    ['a deleted account', () => `/potrebitel/${deleted}`],
    ['an unknown user', () => '/potrebitel/999999'],
    ['an id that is not a number', () => '/potrebitel/abc'],
  ])('is a 404 for %s, with the app\'s page and none of its tags', async (_name, url) => {
    const response = await page(url());
    expect(response.statusCode).toBe(404);
    expect(tags(response.body).title).toBe(plainTitle('not-found'));
    expect(tags(response.body)['og:title']).toBeUndefined();
  });
});

describe('the JSON-LD of a flatmate offer', () => {
  it('is an Offer of the room: rent a month as a number in euros, open from its day, in its city', async () => {
    const { Offer: offer } = structuredData((await page(`/sakvartiranti/${room}`)).body);
    expect(offer).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Offer',
      name: 'Стая до СУ',
      url: `${BG}/sakvartiranti/${room}`,
      price: 320.5,
      priceCurrency: 'EUR',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 320.5, priceCurrency: 'EUR', unitCode: 'MON' },
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      availability: 'https://schema.org/InStock',
      availabilityStarts: '2030-03-01',
      itemOffered: {
        '@type': 'Room',
        name: 'Стая до СУ',
        description: 'Светла стая с балкон.',
        image: [`${BG}/media/uploads/room.webp`],
        address: { '@type': 'PostalAddress', addressLocality: 'София', addressCountry: 'BG' },
      },
    });
  });

  it("is in the page's language, without a picture when the offer has none", async () => {
    const { Offer: offer } = structuredData((await page(`/roommates/${plain}`, 'en.domovik.test')).body);
    expect(offer).toMatchObject({ name: 'Room in Varna', url: `${EN}/roommates/${plain}`, price: 300, priceCurrency: 'EUR' });
    expect(offer?.itemOffered).toEqual({
      '@type': 'Room',
      name: 'Room in Varna',
      description: 'A bright room.',
      address: { '@type': 'PostalAddress', addressLocality: 'Varna', addressCountry: 'BG' },
    });
  });
});
