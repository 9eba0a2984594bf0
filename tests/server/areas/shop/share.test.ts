/**
 * A shared link to a shop category (server/spa.ts with the shop resolver): the page the server
 * answers at /produkti/kategorii/{id} and /product/category/{id} carries the category's name,
 * a line on it and its picture; its head preloads the picture of the first product of the
 * default search (the first card's, the page's largest paint), as the card's <img> asks for it.
 */
import { PRODUCT_CARD_SIZES } from '../../../../domain/images.ts';
import { productImages } from '../../../../server/db/schema/index.ts';
import { plainTitle, pageTags as tags } from '../../helpers/pageTags.ts';
import { startTestApp } from '../../helpers/testApp.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { createCategory, createProduct, createVendor } from './fixtures.ts';

let server: TestApp;
let chairs: number;
let empty: number;

beforeAll(async () => {
  server = await startTestApp();
  const vendor = await createVendor(server, { name: { bg: 'Мебели', en: 'Furniture' }, deliveryPrice: 500 });
  chairs = await createCategory(server, { name: { bg: 'Столове', en: 'Chairs' }, room: 'kitchen' });
  empty = await createCategory(server, { name: { bg: 'Празна', en: 'Empty' }, room: 'kitchen' });
  // The cheapest live product comes first (price.ASC); a deleted cheaper one is not shown.
  await createProduct(server, { vendorId: vendor.vendorId, categoryIds: [chairs], title: { bg: 'Изтрит', en: 'Deleted' }, price: 100, deleted: true, images: ['/media/uploads/deleted.webp'] });
  const cheapest = await createProduct(server, { vendorId: vendor.vendorId, categoryIds: [chairs], title: { bg: 'Табуретка', en: 'Stool' }, price: 500 });
  await server.db.insert(productImages).values({ productId: cheapest, position: 0, url: '/media/uploads/stool.webp', thumbnailUrl: '/media/uploads/stool-thumb.webp', width: 1600, height: 1200 });
  await createProduct(server, { vendorId: vendor.vendorId, categoryIds: [chairs], title: { bg: 'Стол', en: 'Chair' }, price: 900, images: ['/media/generated/product/7.svg'] });
});
afterAll(async () => {
  await server.close();
});

/** The page at `url` as a Bulgarian (domovik.bg) or English (any other host) visitor gets it. */
const page = (url: string, host = 'domovik.bg') => server.inject({ method: 'GET', url, headers: { host } });

/**
 * The pictures the page's head preloads (the body of a page rendered on the server may hold
 * React's preloads of the pictures it shows first, which are the pictures of the query asked for).
 */
const preloadedPictures = (html: string) =>
  [...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([link]) => link);

describe('the page of a shop category', () => {
  it('has the category\'s name, a line on it and its picture in Bulgarian', async () => {
    const response = await page(`/produkti/kategorii/${chairs}`);
    expect(response.statusCode).toBe(200);
    expect(tags(response.body)).toMatchObject({
      title: 'Столове · Домовик',
      description: 'Продукти за дома в „Столове“ от много магазини, в една количка.',
      'og:title': 'Столове',
      'og:image': expect.stringMatching(/^http:\/\/localhost:3000\/media\/generated\/product\/\d+\.svg$/),
    });
  });

  it('preloads the first product\'s picture as the card asks for it: both copies and the card\'s sizes', async () => {
    const response = await page(`/produkti/kategorii/${chairs}`);
    expect(preloadedPictures(response.body)).toEqual([
      `<link rel="preload" as="image" href="/media/uploads/stool.webp" imagesrcset="/media/uploads/stool-thumb.webp 480w, /media/uploads/stool.webp 1600w" imagesizes="${PRODUCT_CARD_SIZES}" fetchpriority="high">`,
    ]);
  });

  it('does the same in English at the English path, whatever a campaign adds to the link', async () => {
    const response = await page(`/product/category/${chairs}?utm_source=newsletter`, 'en.domovik.test');
    expect(tags(response.body)).toMatchObject({ title: 'Chairs · Domovik', description: 'Products for the home in “Chairs” from many shops, in one cart.' });
    expect(preloadedPictures(response.body)).toHaveLength(1);
  });

  it.each(['sort=price.DESC', 'page=2', 'from=10', 'to=300', 'promo=1', 'f.material=oak'])(
    'preloads no picture when the query (%s) shows other products first',
    async (query) => {
      const response = await page(`/produkti/kategorii/${chairs}?${query}`);
      expect(tags(response.body).title).toBe('Столове · Домовик');
      expect(preloadedPictures(response.body)).toEqual([]);
    },
  );

  it('preloads no picture for a category without products', async () => {
    const response = await page(`/produkti/kategorii/${empty}`);
    expect(tags(response.body).title).toBe('Празна · Домовик');
    expect(preloadedPictures(response.body)).toEqual([]);
  });

  it.each([
    ['an unknown category', '/produkti/kategorii/999999', 404],
    ['an id that is not a number', '/produkti/kategorii/abc', 404],
    ['an id beyond any category', '/produkti/kategorii/99999999999999999999', 404],
    ['the promo categories page', '/produkti/kategorii/promo', 200],
  ])('answers a plain page for %s (a missing category is a 404)', async (_name, url, status) => {
    const response = await page(url);
    expect(response.statusCode).toBe(status);
    expect(tags(response.body).title).toBe(plainTitle(status === 200 ? 'PromoCategories' : 'not-found'));
    expect(preloadedPictures(response.body)).toEqual([]);
  });
});
