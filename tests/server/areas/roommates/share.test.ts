/**
 * A shared link to a flatmate offer (server/spa.ts with the roommates resolver): the page at
 * /sakvartiranti/{id} and /roommates/{id} carries the offer's title, monthly price, university
 * and city, and first photo in the page's language; a deleted offer is a 404 with the plain page.
 */
import { formatMoney } from '../../../../domain/index.ts';
import { tenantOfferImages } from '../../../../server/db/schema/index.ts';
import { createAccount } from '../../helpers/accounts.ts';
import { plainTitle, pageTags as tags } from '../../helpers/pageTags.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createPlaces, insertOffer } from './fixtures.ts';

let server: TestApp;
let room: number;
let deleted: number;

const page = (url: string, host = 'domovik.bg') => server.inject({ method: 'GET', url, headers: { host } });

beforeAll(async () => {
  server = await startTestApp();
  const places = await createPlaces(server);
  const owner = await createAccount(server, 'user', { signIn: false });
  room = await insertOffer(server, owner.id, places.sofia, { universityId: places.su, price: 32_000, title: { bg: 'Стая до СУ', en: 'Room near SU' } });
  await server.db.insert(tenantOfferImages).values({ offerId: room, position: 0, url: '/media/uploads/room.webp', thumbnailUrl: '/media/uploads/room-thumb.webp', width: 1600, height: 1200 });
  deleted = await insertOffer(server, owner.id, places.sofia, { deletedAt: new Date(), title: { bg: 'Изтрита' } });
});
afterAll(() => server.close());

describe('the share tags of a flatmate offer', () => {
  it('fills the title, description and picture in Bulgarian at the Bulgarian path', async () => {
    expect(tags((await page(`/sakvartiranti/${room}`)).body)).toMatchObject({
      title: 'Стая до СУ · Домовик',
      'og:description': `${formatMoney(32_000, 'bg')} на месец · Софийски университет, София`,
      'og:url': `http://localhost:3000/sakvartiranti/${room}`,
      'og:image': 'http://localhost:3000/media/uploads/room.webp',
    });
  });

  it('fills them in English at the English path on the English host', async () => {
    expect(tags((await page(`/roommates/${room}`, 'en.domovik.test')).body)).toMatchObject({
      title: 'Room near SU · Domovik',
      'og:description': `${formatMoney(32_000, 'en')} a month · Sofia University, Sofia`,
    });
  });

  it('answers a plain page for a deleted offer and an unknown one (404), and the post-an-offer page (200)', async () => {
    for (const [url, status] of [[`/sakvartiranti/${deleted}`, 404], ['/sakvartiranti/999999', 404], ['/sakvartiranti/publikuvai', 200]] as const) {
      const response = await page(url);
      expect(response.statusCode).toBe(status);
      expect(tags(response.body).title).toBe(plainTitle(status === 200 ? 'AddRoommate' : 'not-found'));
    }
  });
});
