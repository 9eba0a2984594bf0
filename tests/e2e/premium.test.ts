/**
 * Premium listings in a real browser against the real server on a fresh database with the demo
 * data (issue 13, docs/decisions/0020): Maria (20 credits, a regular user with properties and
 * flatmate offers) looks at a search, goes to her list in the profile, promotes a property from
 * the list's Promote button through the promotion dialog, and back in the search (the browser's
 * Back, no reload) it is in the premium band with its badge and keeps its place in the list; then the same for one of her flatmate
 * offers from her posts list, on the flatmate search and the offer's page. axe-core runs on the
 * lists, the dialog, the searches and the offer's page (0 violations); each is photographed at
 * 390 and 1280 px into test-results/screenshots/.
 */
import type { Page } from 'playwright-core';
import { newPage } from './helpers/browser.ts';
import { english, review } from './helpers/review.ts';
import { signInFromHome } from './helpers/session.ts';
import { useSuite } from './helpers/suite.ts';

const { server, browser } = useSuite();
let page: Page;
let errors: string[];

// The page's context closes with the browser (useSuite's afterAll).
beforeAll(async () => {
  ({ page, errors } = await newPage(browser));
  await signInFromHome(page, server.url, 'maria@domovik.test');
}, 60_000);

/** A call of the API as the signed-in Maria, in English (the site's language on this host). */
async function api<T>(path: string): Promise<T> {
  const response = await page.request.get(`${server.url}${path}`, { headers: { 'accept-language': 'en' } });
  expect({ path, status: response.status() }).toEqual({ path, status: 200 });
  return (await response.json()) as T;
}

interface Listing {
  id: number;
  title: string;
  premium: boolean;
  createdAt: string;
}

/** The headings of the cards of a search's results, in order. */
async function cardTitles(results: ReturnType<Page['getByRole']>): Promise<string[]> {
  await results.getByRole('article').first().waitFor();
  return results.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
}

interface FromList {
  /** The profile navigation's link to the list, and the list's heading. */
  navLabel: string;
  listTitle: string;
  /** The Promote button of the listing's row. */
  buttonName: string;
  /** The listing's title (its row's heading, and what the dialog names). */
  title: string;
  /** The area's name in the screenshots' names. */
  kind: 'property' | 'offer';
}

/**
 * From the search on screen to the owner's list by the header's profile link and the profile
 * navigation, Promote on the listing's row, the dialog (7 days for 5 credits), the row's premium
 * line after it, and the browser's Back twice to the search: no reload on the way. The list
 * before and after and the dialog are reviewed.
 */
async function promoteFromList({ navLabel, listTitle, buttonName, title, kind }: FromList): Promise<void> {
  await page.locator('header').getByRole('link', { name: new RegExp(`^${english('header-profile')}`) }).click();
  await page.getByRole('complementary').getByRole('link', { name: navLabel, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: listTitle }).waitFor();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
  await row.waitFor();
  await review(page, `premium-${kind}-list`);

  await page.getByRole('button', { name: buttonName }).click();
  const dialog = page.getByRole('dialog', { name: english('credits-promote-title') });
  await dialog.getByText(title, { exact: true }).waitFor();
  await dialog.getByRole('radio', { name: new RegExp(`^${english('credits-promote-days', { count: 7 })} `) }).check();
  await review(page, `premium-promote-${kind}-dialog`);
  await dialog.getByRole('button', { name: english('credits-promote-submit', { count: 5 }) }).click();
  const done = page.getByRole('dialog', { name: english('notification-title-success') });
  await done.getByText(english('credits-promote-success')).waitFor();
  await done.getByRole('button', { name: english('notification-ok') }).click();

  // The list says until when, read again without a reload; reviewed from its top (the phone-width
  // photograph before left the page scrolled with a row's links half under the sticky header,
  // which axe counts as obscured targets: a position, not the page).
  await row.getByText(/^Premium until /).waitFor();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await review(page, `premium-${kind}-list-promoted`);
  await page.goBack();
  await page.goBack();
}

/** Marks the document: the mark is gone after a reload. */
const markDocument = () => page.evaluate(() => Object.assign(window, { premiumTestMark: true }));
const documentMarked = () => page.evaluate(() => (window as unknown as { premiumTestMark?: boolean }).premiumTestMark === true);

describe('premium listings', () => {
  it('promotes a property from the owner’s list; back in the search it is in the premium band and keeps its place, without a reload', async () => {
    // One of Maria's published properties on her list's first page, not the newest in its
    // district, where no other property is premium.
    const mine = await api<{ items: (Listing & { status: string; district: { id: number }; city: { id: number } })[] }>('/api/user/property?limit=10');
    let target: (typeof mine.items)[number] | undefined;
    for (const property of mine.items.filter((item) => item.status === 'active' && !item.premium)) {
      const { items } = await api<{ items: Listing[] }>(`/api/property?districtId=${property.district.id}&limit=100`);
      if (items.length > 1 && items[0]!.id !== property.id && !items.some((item) => item.premium)) {
        target = property;
        break;
      }
    }
    expect(target).toBeDefined();
    const { id, title, city, district } = target!;

    await page.goto(`${server.url}/imoti?city=${city.id}&district=${district.id}`);
    await markDocument();
    // The results' region (the premium band, once there, is a region inside it).
    const results = page.locator('main').getByRole('region').filter({ has: page.getByRole('article') }).first();
    const band = page.locator('main').getByRole('region', { name: english('rentals-premium-band-title'), exact: true });
    const before = await cardTitles(results);
    expect(before[0]).not.toBe(title);
    expect(before).toContain(title);
    expect(await results.getByText(english('rentals-premium-badge'), { exact: true }).count()).toBe(0);

    await promoteFromList({
      navLabel: english('user-nav-properties'),
      listTitle: english('page-title-AdminPropertyList'),
      buttonName: english('rentals-list-promote-label', { title }),
      title,
      kind: 'property',
    });
    await page.waitForURL(new RegExp(`/imoti\\?city=${city.id}&district=${district.id}$`));
    const card = band.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
    await card.waitFor();
    expect(await band.getByRole('article').count()).toBe(1);
    expect(await card.getByText(english('rentals-premium-badge'), { exact: true }).isVisible()).toBe(true);
    // The list below is in the order chosen (newest first), the promoted home in its place.
    expect(await cardTitles(results)).toEqual(before);
    expect(await documentMarked()).toBe(true);
    await review(page, 'premium-property-search');
    expect((await api<{ premium: { id: number; premium: boolean }[] }>(`/api/property?districtId=${district.id}`)).premium).toEqual([
      expect.objectContaining({ id, premium: true }),
    ]);
    expect(errors).toEqual([]);
  }, 240_000);

  it('promotes a flatmate offer from her posts list; back in the flatmate search it comes first with its badge, and its page shows it', async () => {
    // One of Maria's offers on her list's first page that is not first in its city's search and
    // would be once premium (no newer premium offer there).
    const mine = await api<{ items: (Listing & { city: { id: number } })[] }>('/api/tenant-offer/user?limit=10');
    let target: (typeof mine.items)[number] | undefined;
    for (const offer of mine.items.filter((item) => !item.premium)) {
      const { items } = await api<{ items: Listing[] }>(`/api/tenant-offer?city=${offer.city.id}&limit=100`);
      if (items[0]!.id !== offer.id && items.every((item) => !item.premium || item.createdAt < offer.createdAt)) {
        target = offer;
        break;
      }
    }
    expect(target).toBeDefined();
    const { id, title, city } = target!;

    await page.goto(`${server.url}/sakvartiranti?city=${city.id}`);
    await markDocument();
    const results = page.getByRole('region', { name: english('roommates-results') });
    const before = await cardTitles(results);
    expect(before[0]).not.toBe(title);

    await promoteFromList({
      navLabel: english('user-nav-roommates'),
      listTitle: english('page-title-AdminRoommates'),
      buttonName: english('roommates-promote-named', { title }),
      title,
      kind: 'offer',
    });
    await page.waitForURL(new RegExp(`/sakvartiranti\\?city=${city.id}$`));
    const card = results.getByRole('article').first();
    await card.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
    expect(await card.getByText(english('roommates-premium-badge'), { exact: true }).isVisible()).toBe(true);
    expect(await documentMarked()).toBe(true);
    await review(page, 'premium-offer-search');

    await card.getByRole('link', { name: title, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await page.getByText(english('roommates-premium-badge'), { exact: true }).waitFor();
    await review(page, 'premium-offer-page');

    // 20 credits, 5 for each promotion.
    expect((await api<{ credits: number }>('/api/user')).credits).toBe(10);
    expect((await api<{ items: { id: number; premium: boolean }[] }>(`/api/tenant-offer?city=${city.id}`)).items[0]).toMatchObject({ id, premium: true });
    expect(errors).toEqual([]);
  }, 240_000);
});
