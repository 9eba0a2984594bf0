/**
 * Server rendering of the rentals and flatmates pages (issue 24) against the real build and server
 * with the demo data: with JavaScript off each page's HTML holds its real content in both
 * languages (a property's rent and district, a filtered search's homes in their order, an
 * agency's, a user's and the agencies' pages with their homes, a flatmate offer's price and text,
 * a filtered flatmate search); in the browser each page hydrates without a warning and shows what
 * the server sent; the property page and the property search make no call for their data, and
 * then go on as a single-page app. A map (Leaflet, which the server cannot load) comes after
 * hydration in the box the server drew, which keeps its size.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { hrefFor } from '../../domain/routes.ts';
import type { RouteName } from '../../domain/routes.ts';
import { formatMoney } from '../../domain/money.ts';
import { displayName } from '../../domain/text.ts';
import type { Locale } from '../../domain/locale.ts';
import { loadMessages } from '../../locales/index.ts';
import { newPage } from './helpers/browser.ts';
import { apiAnswer, asHtml, consoleOf, dataCalls, expectHydrates, hydrationWarnings, renderedRoot } from './helpers/hydration.ts';
import { english } from './helpers/review.ts';
import { useSuite } from './helpers/suite.ts';

const { server, browser } = useSuite();
let tile: Buffer;

beforeAll(async () => {
  tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: { r: 232, g: 228, b: 220 } } }).png().toBuffer();
});

/** The maps' tiles, answered here (the browser has no internet). */
const answerTiles = (context: BrowserContext) =>
  context.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: tile }));

const LOCALES = ['bg', 'en'] as const;
const MESSAGES = { bg: loadMessages('bg'), en: loadMessages('en') };

/** A text of the page's language with its values filled (as the app's i18next writes it). */
function text(locale: Locale, key: string, values: Record<string, string> = {}): string {
  return Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, value), MESSAGES[locale][key] ?? key);
}

/** The demo data's records the pages show: a property, the agency Domus Properties, Maria's page, a flatmate offer, Sofia. */
const PROPERTY_ID = 1;
const AGENCY_ID = 1;
const USER_ID = 1;
const OFFER_ID = 1;
const SOFIA = 1;

/** The API's answer in a language (`path` from /api on). */
const api = <T>(path: string, locale: Locale) => apiAnswer<T>(server, locale, path.replace(/^\/api/, ''));
const rootAt = (path: string, locale: Locale) => renderedRoot(server, locale, path);

/** The ids of the records whose title links (in headings of `level`) the HTML lists, in its order. */
const listed = (root: string, path: string, level = 2) =>
  [...root.matchAll(new RegExp(`<h${level}[^>]*><a href="${path}/(\\d+)"`, 'g'))].map((match) => Number(match[1]));

interface Home {
  id: number;
  title: string;
  price: number;
  district: { name: string };
}
interface Homes {
  items: Home[];
}

describe('the rentals and flatmates pages with JavaScript off', () => {
  it.each(LOCALES)("a property's page holds its title, rent a month and district (%s)", async (locale) => {
    const property = await api<Home>(`/api/property/${PROPERTY_ID}`, locale);
    const root = await rootAt(hrefFor('SinglePropertyPage', { id: PROPERTY_ID }), locale);
    expect(root).toContain(`>${asHtml(property.title)}</h1>`);
    expect(root).toContain(asHtml(text(locale, 'rentals-per-month', { price: formatMoney(property.price, locale, { wholeEuros: true }) })));
    expect(root).toContain(asHtml(property.district.name));
  });

  it.each(LOCALES)('a filtered property search lists the matching homes in their order (%s)', async (locale) => {
    const matching = await api<Homes>(`/api/property?cityId=${SOFIA}&type=apartment&orderBy=price.ASC&offset=0&limit=12`, locale);
    expect(matching.items.length).toBeGreaterThan(1);
    const root = await rootAt(hrefFor('PropertySearchPage', {}, { city: String(SOFIA), type: 'apartment', sort: 'price.ASC' }), locale);
    expect(listed(root, '/imot')).toEqual(matching.items.map((home) => home.id));
    for (const home of matching.items) expect(root).toContain(asHtml(home.title));
    // The filters show the address's choices: the city chosen among the cities.
    expect(root).toMatch(new RegExp(`<option value="${SOFIA}" selected="">`));
  });

  it.each(LOCALES)("an agency's page holds its name and its homes (%s)", async (locale) => {
    const agency = await api<{ name: string }>(`/api/agency/${AGENCY_ID}`, locale);
    const homes = await api<Homes>(`/api/property?agencyId=${AGENCY_ID}&orderBy=createdAt.DESC&offset=0&limit=12`, locale);
    expect(homes.items.length).toBeGreaterThan(0);
    const root = await rootAt(hrefFor('Agency', { id: AGENCY_ID }), locale);
    expect(root).toContain(`>${asHtml(agency.name)}</h1>`);
    // Under the section's heading, the homes' titles are <h3>s.
    expect(listed(root, '/imot', 3)).toEqual(homes.items.map((home) => home.id));
  });

  it.each(LOCALES)("a user's page holds their name and their homes (%s)", async (locale) => {
    const user = await api<{ name: string }>(`/api/user/${USER_ID}`, locale);
    const homes = await api<Homes>(`/api/property?ownerId=${USER_ID}&orderBy=createdAt.DESC&offset=0&limit=12`, locale);
    expect(homes.items.length).toBeGreaterThan(0);
    const root = await rootAt(hrefFor('User', { id: USER_ID }), locale);
    expect(root).toContain(`>${asHtml(displayName(user.name))}</h1>`);
    expect(listed(root, '/imot', 3)).toEqual(homes.items.map((home) => home.id));
  });

  it.each(LOCALES)('the trusted agencies page lists the agencies (%s)', async (locale) => {
    const agencies = await api<{ items: { id: number; name: string }[] }>('/api/agency?offset=0&limit=12', locale);
    const root = await rootAt(hrefFor('TrustedAgenciesPage'), locale);
    expect(listed(root, '/agentsiya')).toEqual(agencies.items.map((agency) => agency.id));
    for (const agency of agencies.items) expect(root).toContain(asHtml(agency.name));
  });

  it.each(LOCALES)("a flatmate offer's page holds its price and its text (%s)", async (locale) => {
    const offer = await api<{ title: string; price: number; description: string }>(`/api/tenant-offer/${OFFER_ID}`, locale);
    const root = await rootAt(hrefFor('SingleRoommateOffer', { id: OFFER_ID }), locale);
    expect(root).toContain(`>${asHtml(offer.title)}</h1>`);
    expect(root).toContain(asHtml(text(locale, 'roommates-price-month', { price: formatMoney(offer.price, locale) })));
    expect(root).toContain(asHtml(offer.description));
  });

  it.each(LOCALES)('a filtered flatmate search lists the matching offers in their order (%s)', async (locale) => {
    const matching = await api<{ items: { id: number }[] }>(`/api/tenant-offer?city=${SOFIA}&offset=0&limit=12`, locale);
    expect(matching.items.length).toBeGreaterThan(1);
    const root = await rootAt(hrefFor('SearchRoommateResult', {}, { city: String(SOFIA) }), locale);
    expect(listed(root, '/sakvartiranti')).toEqual(matching.items.map((offer) => offer.id));
  });
});

/** Marks the document, so a later check can tell it was not loaded again. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

/** Loads `path` as expectHydrates does, the map's tiles answered by the test. */
const hydrate = (path: string, later?: string) => expectHydrates(browser, `${server.url}${path}`, { later, prepare: answerTiles });

/**
 * Where an element is in the page's <main> and its size: above <main>, a browser without
 * JavaScript shows the page's line saying the site needs it.
 */
async function placeInMain(element: Locator) {
  const [box, main] = await Promise.all([element.boundingBox(), element.page().locator('main').boundingBox()]);
  if (box === null || main === null) throw new Error('not laid out');
  return { x: box.x - main.x, y: box.y - main.y, width: box.width, height: box.height };
}

describe('the rentals and flatmates pages in the browser', () => {
  it.each([
    ['TrustedAgenciesPage', {}],
    ['Agency', { id: AGENCY_ID }],
    ['User', { id: USER_ID }],
    ['SearchRoommateResult', {}],
    ['SingleRoommateOffer', { id: OFFER_ID }],
  ] as [RouteName, Record<string, number>][])('%s hydrates without a warning, shows what the server sent and asks for none of its data', async (name, params) => {
    const { context, calls } = await hydrate(hrefFor(name, params));
    expect(dataCalls(calls)).toEqual([]);
    await context.close();
  });

  it('the property page hydrates without asking for the property, shows its map further down, then follows a link in place', async () => {
    const property = await api<Home & { city: { id: number; name: string } }>(`/api/property/${PROPERTY_ID}`, 'en');
    const { context, page, errors, calls } = await hydrate(hrefFor('SinglePropertyPage', { id: PROPERTY_ID }));
    expect(dataCalls(calls)).toEqual([]);

    // The map (Leaflet, which the server does not load) comes as its place nears the screen.
    await page.getByRole('heading', { level: 2, name: english('rentals-location') }).scrollIntoViewIfNeeded();
    await page.getByRole('region', { name: english('rentals-map-of', { title: property.title }) }).locator('.leaflet-marker-icon').waitFor();

    await markDocument(page);
    await page.getByRole('navigation', { name: english('breadcrumbs') }).getByRole('link', { name: property.city.name }).click();
    await page.waitForURL(`${server.url}${hrefFor('PropertySearchPage', {}, { city: String(property.city.id) })}`);
    await page.getByRole('heading', { level: 1, name: english('page-title-PropertySearchPage') }).waitFor();
    expect(await stillSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the property search hydrates without asking for its homes or cities, then filters in place', async () => {
    const path = hrefFor('PropertySearchPage', {}, { city: String(SOFIA), sort: 'price.ASC' });
    // The link to list a property shows once the visitor is known (a vendor does not see it).
    const { context, page, errors, calls } = await hydrate(path, english('menu-add-property'));
    expect(dataCalls(calls)).toEqual([]);

    await markDocument(page);
    const houses = await api<Homes & { total: number }>(`/api/property?cityId=${SOFIA}&type=house&orderBy=price.ASC&offset=0&limit=12`, 'en');
    await page.getByRole('combobox', { name: english('rentals-filter-type') }).selectOption({ label: english('property-type-house') });
    await page.waitForURL(`${server.url}${hrefFor('PropertySearchPage', {}, { city: String(SOFIA), type: 'house', sort: 'price.ASC' })}`);
    await page.locator('#property-results-count').filter({ hasText: english('rentals-results-count', { count: houses.total }) }).waitFor();
    const results = page.getByRole('region', { name: english('rentals-results-count', { count: houses.total }) });
    // The cards in the results (the premium band's are a level below).
    const titles = await results.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    expect(titles).toEqual(houses.items.map((home) => home.title));
    expect(await stillSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a search with its map open hydrates with the server's box, and the map comes in its place at its size", async () => {
    const path = hrefFor('PropertySearchPage', {}, { city: String(SOFIA), map: '1' });

    // With JavaScript off: the map's box, of the map's size, saying it is loading.
    const withoutScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const served = await withoutScript.newPage();
    await served.goto(`${server.url}${path}`);
    const box = await placeInMain(served.getByRole('status').filter({ hasText: english('rentals-map-loading') }));
    await withoutScript.close();
    expect(box.height).toBeGreaterThan(200);

    const { context, page, errors } = await newPage(browser);
    await answerTiles(context);
    const messages = consoleOf(page);
    await page.goto(`${server.url}${path}`);
    const map = page.getByRole('region', { name: english('rentals-map-results') });
    await map.locator('.leaflet-marker-icon').first().waitFor();
    expect(await placeInMain(map)).toEqual(box);
    expect(hydrationWarnings(messages)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
