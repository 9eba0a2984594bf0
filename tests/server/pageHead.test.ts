/**
 * What search engines read in a page's head and status (server/spa.ts, server/pageAddress.ts,
 * docs/decisions/0028-page-addresses.md): the canonical address and the same page in each
 * language on the site's two hosts, the schema.org JSON-LD of a product, a shop category, a vendor
 * and a property, and 404
 * or 410 for a page that is not there, while a failing resolver still answers the page.
 */
import { jest } from '@jest/globals';
import { pageTags as tags } from './helpers/pageTags.ts';
import { startTestApp } from './helpers/testApp.ts';
import type { TestApp } from './helpers/testApp.ts';
import { createAccount } from './helpers/accounts.ts';
import { createPlaces, insertProperty } from './areas/rentals/fixtures.ts';
import { createCategory, createProduct, createVendor } from './areas/shop/fixtures.ts';
import { productImages, propertyImages } from '../../server/db/schema/index.ts';

const BG = 'https://domovik.bg';
const EN = 'https://en.domovik.test';

let server: TestApp;
let sofia: number;
let flat: number;
let sofa: number;
let soldOut: number;
let deletedProduct: number;
let sofas: number;
let gifts: number;
let vendorId: number;

beforeAll(async () => {
  server = await startTestApp({ env: { PUBLIC_URL: BG, ENGLISH_HOST: 'en.domovik.test' } });
  const places = await createPlaces(server);
  sofia = places.sofia;
  const owner = await createAccount(server, 'user', { signIn: false });
  flat = await insertProperty(server, owner.id, places.lozenets, {
    title: { bg: 'Двустаен в Лозенец', en: 'Flat in Lozenets' },
    price: 95_050,
    area: 72,
    bedrooms: 2,
    lat: 42.67,
    lng: 23.32,
  });
  await server.db.insert(propertyImages).values({ propertyId: flat, position: 0, url: '/media/uploads/flat.webp', thumbnailUrl: '/media/uploads/flat-thumb.webp' });
  const vendor = await createVendor(server, { name: { bg: 'Мебели Иванов', en: 'Ivanov Furniture' }, deliveryPrice: 500, cityId: sofia });
  vendorId = vendor.vendorId;
  sofas = await createCategory(server, { name: { bg: 'Дивани', en: 'Sofas' }, room: 'living-room' });
  gifts = await createCategory(server, { name: { bg: 'Подаръци', en: 'Gifts' }, room: null });
  sofa = await createProduct(server, {
    vendorId,
    categoryIds: [sofas],
    title: { bg: 'Ленен диван', en: 'Linen sofa' },
    price: 129_900,
    promoPrice: 99_990,
    sku: 'SOFA-1',
  });
  await server.db.insert(productImages).values({ productId: sofa, position: 0, url: '/media/uploads/sofa.webp', thumbnailUrl: '/media/uploads/sofa-thumb.webp' });
  soldOut = await createProduct(server, { vendorId, categoryIds: [sofas], title: { bg: 'Продаден', en: 'Sold out' }, price: 5_000, stock: 0 });
  deletedProduct = await createProduct(server, { vendorId, categoryIds: [sofas], title: { bg: 'Изтрит', en: 'Deleted' }, price: 5_000, deleted: true });
});
afterAll(async () => {
  await server.close();
});

/** The page at `url` as a visitor of the Bulgarian or the English host gets it. */
const page = (url: string, host = 'domovik.bg') => server.inject({ method: 'GET', url, headers: { host } });

/** The head's canonical address and its alternates by hreflang, as a browser reads the attributes. */
function addresses(html: string) {
  const text = (attribute: string) => attribute.replace(/&#38;/g, '&');
  const canonical = [...html.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((match) => text(match[1]!));
  const alternates = Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((match) => [match[1], text(match[2]!)]));
  return { canonical, alternates };
}

/** The page's JSON-LD blocks, parsed, by @type. */
function structuredData(html: string): Record<string, Record<string, unknown>> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
  return Object.fromEntries(blocks.map((block) => [block['@type'] as string, block]));
}

describe('the canonical address and the page in each language', () => {
  it.each([
    ['a static page in Bulgarian', '/za-nas', 'domovik.bg', `${BG}/za-nas`],
    ['a static page in English', '/about-us', 'en.domovik.test', `${EN}/about-us`],
    ['a static page at the other language\'s path', '/about-us', 'domovik.bg', `${BG}/za-nas`],
  ])('names one address and both languages for %s', async (_name, url, host, canonical) => {
    const response = await page(url, host);
    expect(response.statusCode).toBe(200);
    expect(addresses(response.body)).toEqual({
      canonical: [canonical],
      alternates: { bg: `${BG}/za-nas`, en: `${EN}/about-us`, 'x-default': `${BG}/za-nas` },
    });
  });

  it('names a record page by its id in each language, and og:url is the canonical', async () => {
    const bulgarian = await page(`/produkt/${sofa}?utm_source=newsletter&fbclid=abc`);
    expect(addresses(bulgarian.body)).toEqual({
      canonical: [`${BG}/produkt/${sofa}`],
      alternates: { bg: `${BG}/produkt/${sofa}`, en: `${EN}/product/${sofa}`, 'x-default': `${BG}/produkt/${sofa}` },
    });
    expect(tags(bulgarian.body)['og:url']).toBe(`${BG}/produkt/${sofa}`);
    const english = await page(`/product/${sofa}`, 'en.domovik.test');
    expect(addresses(english.body).canonical).toEqual([`${EN}/product/${sofa}`]);
    expect(tags(english.body)['og:url']).toBe(`${EN}/product/${sofa}`);
  });

  it('keeps a search\'s filters, words and page, and drops its order, the map and a campaign\'s parameters', async () => {
    const query = `utm_campaign=spring&sort=price.ASC&page=2&map=1&type=apartment&city=${sofia}&q=%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD&gclid=x`;
    const kept = `city=${sofia}&page=2&q=%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD&type=apartment`;
    const bulgarian = await page(`/imoti?${query}`);
    expect(addresses(bulgarian.body)).toEqual({
      canonical: [`${BG}/imoti?${kept}`],
      alternates: { bg: `${BG}/imoti?${kept}`, en: `${EN}/properties?${kept}`, 'x-default': `${BG}/imoti?${kept}` },
    });
    const english = await page(`/properties?${query}`, 'en.domovik.test');
    expect(addresses(english.body).canonical).toEqual([`${EN}/properties?${kept}`]);
  });

  it('keeps a category\'s filters (f.*), price bounds and page, escaped as HTML', async () => {
    const response = await page(`/produkti/kategorii/${sofas}?f.material=oak&sort=price.DESC&from=10&page=3`);
    expect(response.body).toContain(`<link rel="canonical" href="${BG}/produkti/kategorii/${sofas}?f.material=oak&#38;from=10&#38;page=3">`);
  });
});

describe('the JSON-LD of a product', () => {
  it('is a Product with its Offer: the price charged as a number in euros, the stock, the vendor as seller', async () => {
    const response = await page(`/product/${sofa}`, 'en.domovik.test');
    const { Product: product, BreadcrumbList: breadcrumbs } = structuredData(response.body);
    expect(product).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Linen sofa',
      description: 'Description',
      url: `${EN}/product/${sofa}`,
      sku: 'SOFA-1',
      image: [`${BG}/media/uploads/sofa.webp`],
      offers: {
        '@type': 'Offer',
        url: `${EN}/product/${sofa}`,
        price: 999.9,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'Ivanov Furniture', url: `${EN}/vendor/${vendorId}` },
      },
    });
    // The trail the page's breadcrumbs show: the shop, the category, the product.
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Shop', item: `${EN}/shop` },
        { '@type': 'ListItem', position: 2, name: 'Sofas', item: `${EN}/product/category/${sofas}` },
        { '@type': 'ListItem', position: 3, name: 'Linen sofa', item: `${EN}/product/${sofa}` },
      ],
    });
  });

  it('says a product without stock is out of stock', async () => {
    const { Product: product } = structuredData((await page(`/produkt/${soldOut}`)).body);
    expect(product).toMatchObject({ name: 'Продаден', offers: { price: 50, availability: 'https://schema.org/OutOfStock' } });
  });
});

describe('the JSON-LD of a shop category and a vendor', () => {
  /** A trail's names and addresses, as a search engine reads them in order. */
  const trail = (breadcrumbs: Record<string, unknown> | undefined) =>
    (breadcrumbs?.itemListElement as { position: number; name: string; item: string }[]).map(({ position, name, item }) => [position, name, item]);

  it('gives a category the trail its breadcrumbs show (the shop, its room, the category), whatever its filters', async () => {
    const english = structuredData((await page(`/product/category/${sofas}?f.material=oak&sort=price.DESC&page=2`, 'en.domovik.test')).body);
    expect(english.BreadcrumbList).toMatchObject({ '@context': 'https://schema.org', '@type': 'BreadcrumbList' });
    expect(trail(english.BreadcrumbList)).toEqual([
      [1, 'Shop', `${EN}/shop`],
      [2, 'Living room', `${EN}/product/category?room=living-room`],
      [3, 'Sofas', `${EN}/product/category/${sofas}`],
    ]);
    const bulgarian = structuredData((await page(`/produkti/kategorii/${sofas}`)).body);
    expect(trail(bulgarian.BreadcrumbList)).toEqual([
      [1, 'Магазин', `${BG}/magazin`],
      [2, 'Всекидневна', `${BG}/produkti/kategorii?room=living-room`],
      [3, 'Дивани', `${BG}/produkti/kategorii/${sofas}`],
    ]);
  });

  it('leaves the room out of the trail of a category that has none', async () => {
    const { BreadcrumbList: breadcrumbs } = structuredData((await page(`/produkti/kategorii/${gifts}`)).body);
    expect(trail(breadcrumbs)).toEqual([
      [1, 'Магазин', `${BG}/magazin`],
      [2, 'Подаръци', `${BG}/produkti/kategorii/${gifts}`],
    ]);
  });

  it('makes a vendor an Organization with its address, in the page\'s language', async () => {
    const { Organization: organization } = structuredData((await page(`/vendor/${vendorId}`, 'en.domovik.test')).body);
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Ivanov Furniture',
      url: `${EN}/vendor/${vendorId}`,
      description: 'Ivanov Furniture',
      address: { '@type': 'PostalAddress', addressLocality: 'Sofia', addressCountry: 'BG' },
    });
  });
});

describe('the JSON-LD of a property', () => {
  it('is an Offer of the home: rent a month as a number, floor size in m², bedrooms and the locality', async () => {
    const response = await page(`/imot/${flat}`);
    const { Offer: offer, BreadcrumbList: breadcrumbs } = structuredData(response.body);
    expect(offer).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Offer',
      name: 'Двустаен в Лозенец',
      url: `${BG}/imot/${flat}`,
      price: 950.5,
      priceCurrency: 'EUR',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 950.5, priceCurrency: 'EUR', unitCode: 'MON' },
      itemOffered: {
        '@type': 'Apartment',
        name: 'Двустаен в Лозенец',
        image: [`${BG}/media/uploads/flat.webp`],
        floorSize: { '@type': 'QuantitativeValue', value: 72, unitCode: 'MTK' },
        numberOfBedrooms: 2,
        address: { '@type': 'PostalAddress', addressLocality: 'София', addressRegion: 'Лозенец', addressCountry: 'BG' },
        geo: { '@type': 'GeoCoordinates', latitude: 42.67, longitude: 23.32 },
      },
    });
    expect((breadcrumbs?.itemListElement as { item: string }[]).map(({ item }) => item)).toEqual([
      `${BG}/imoti`,
      `${BG}/imoti?city=${sofia}`,
      `${BG}/imot/${flat}`,
    ]);
  });
});

describe('the status of a page that is not there', () => {
  it.each([
    ['a deleted product', () => `/produkt/${deletedProduct}`],
    ['an unknown product', () => '/product/999999'],
    ['an unknown vendor', () => '/targovets/999999'],
    ['an unknown agency', () => '/agentsiya/999999'],
    ['a path no page has', () => '/nyama-takava-stranitsa'],
  ])('is a 404 for %s, with the app\'s page and no canonical address', async (_name, url) => {
    const response = await page(url());
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="bg"');
    expect(addresses(response.body)).toEqual({ canonical: [], alternates: {} });
    expect(structuredData(response.body)).toEqual({});
  });

  it('answers the page (200, without its metadata) when the resolver fails', async () => {
    const spy = jest.spyOn(server.app.shopRepository, 'findProduct').mockRejectedValueOnce(new Error('the database is away'));
    try {
      const response = await page(`/produkt/${sofa}`);
      expect(response.statusCode).toBe(200);
      expect(tags(response.body)['og:title']).toBeUndefined();
      expect(addresses(response.body).canonical).toEqual([`${BG}/produkt/${sofa}`]);
    } finally {
      spy.mockRestore();
    }
  });
});
