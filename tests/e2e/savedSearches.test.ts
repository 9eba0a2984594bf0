/**
 * Saved searches in a real browser against the real server on a fresh database with the demo data
 * (issue 25, docs/decisions/0030): a user filters the property search and saves it (instant); an
 * agency publishes a home that matches; within a minute the outbox holds the alert naming it,
 * whose unsubscribe link opens the unsubscribe page (no sign-in needed) and stops the search;
 * the saved searches page then shows it paused with "1 new". A saved flatmate search opened from
 * that page marks "New" the offers posted since it was last opened, and only those; opened, it
 * has none new the next time. axe-core runs on the save dialog,
 * the saved searches page (with a search and empty) and the unsubscribe page (0 violations), each
 * photographed at 390 and 1280 px into test-results/screenshots/.
 */
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/db/seed/content/users.ts';
import { newPage } from './helpers/browser.ts';
import { english as t, review as reviewPage } from './helpers/review.ts';
import { signInFromHome } from './helpers/session.ts';
import { useSuite } from './helpers/suite.ts';

const { server, browser } = useSuite();

const review = (page: Page, name: string) => reviewPage(page, `saved-searches-${name}`);

// Not maria: her demo searches would be on the page too.
const USER = 'georgi@domovik.test';

/** The demo data's Sofia. */
const SOFIA = 1;

/** Polls `read` once a second until `done` holds of its answer, for at most a minute; answers the last one. */
async function within<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    value = await read();
  }
  return value;
}

/** The mails to `to` whose text names `title`, as the outbox holds them now. */
async function alertsAbout(to: string, title: string) {
  return (await server.outbox()).filter((mail) => mail.to.includes(to) && mail.text.includes(title));
}

describe('saved searches', () => {
  it('a saved search tells of a matching new home within a minute; its unsubscribe link pauses it; the page shows it paused and new', async () => {
    const { page, errors } = await newPage(browser);
    await signInFromHome(page, server.url, USER);

    // The property search, filtered in its panel: Sofia, Lozenets, two bedrooms, up to 2,000 €.
    await page.goto(`${server.url}/imoti`);
    const filters = page.getByRole('complementary', { name: t('rentals-filters') });
    await filters.getByLabel(t('rentals-filter-city'), { exact: true }).selectOption({ label: 'Sofia' });
    await page.waitForURL(/city=/);
    await filters.getByLabel(t('rentals-filter-district'), { exact: true }).selectOption({ label: 'Lozenets' });
    await page.waitForURL(/district=/);
    await filters.getByLabel(t('rentals-filter-bedrooms'), { exact: true }).selectOption('2');
    await page.waitForURL(/bedrooms=2/);
    const rent = filters.getByRole('group', { name: t('rentals-filter-rent') });
    await rent.getByRole('textbox', { name: t('rentals-filter-to') }).fill('2000');
    await filters.getByRole('button', { name: t('rentals-filter-apply') }).click();
    await page.waitForURL(/to=2000/);
    const districtId = Number(new URL(page.url()).searchParams.get('district'));
    expect(districtId).toBeGreaterThan(0);

    // Saved, instantly.
    await page.getByRole('button', { name: t('saved-search-save') }).click();
    const dialog = page.getByRole('dialog', { name: t('saved-search-dialog-title') });
    await dialog.getByRole('textbox', { name: t('saved-search-name') }).waitFor();
    await review(page, 'save-dialog');
    await dialog.getByRole('textbox', { name: t('saved-search-name') }).fill('Lozenets, two bedrooms');
    await dialog.getByRole('radio', { name: t('saved-search-frequency-instant-long') }).check();
    await dialog.getByRole('button', { name: t('saved-search-submit') }).click();
    await dialog.getByRole('status').getByText(t('saved-search-saved', { name: 'Lozenets, two bedrooms' })).waitFor();
    await dialog.getByRole('button', { name: t('modal-close') }).first().click();

    // An agency publishes a home that matches (through the API, as its form would send it).
    const agency = await newPage(browser);
    const signedIn = await agency.page.request.post(`${server.url}/api/auth`, { data: { email: 'agency@domovik.test', password: DEMO_PASSWORD } });
    expect(signedIn.status()).toBe(200);
    const title = `Bright two-bedroom in Lozenets ${Date.now() % 100000}`;
    const created = await agency.page.request.post(`${server.url}/api/property`, {
      data: {
        title,
        description: 'Two bedrooms, a balcony over the park.',
        price: 150_000,
        district_id: districtId,
        type: 'apartment',
        furniture: 'furnished',
        bedrooms: 2,
        bathrooms: 1,
        area: 68,
        status: 'active',
      },
    });
    expect(created.status()).toBe(201);
    const propertyId = ((await created.json()) as { id: number }).id;

    // The alert, within a minute, naming the home and linking to it.
    const alerts = await within(() => alertsAbout(USER, title), (found) => found.length > 0);
    expect(alerts).toHaveLength(1);
    const alert = alerts[0]!;
    expect(alert.links.some((link) => link.endsWith(`/imot/${propertyId}`))).toBe(true);
    const unsubscribeLink = alert.links.find((link) => /[?&]token=[0-9a-f]{64}/.test(link));
    expect(unsubscribeLink).toBeDefined();

    // Its unsubscribe link: the page needs no sign-in (a fresh browser), says what it stops, stops it.
    const visitor = await newPage(browser);
    await visitor.page.goto(unsubscribeLink!.replace(/^https?:\/\/[^/]+/, server.url));
    const main = visitor.page.getByRole('main');
    await main.getByText(t('unsubscribe-what-search', { name: 'Lozenets, two bedrooms' })).waitFor();
    await visitor.page.getByRole('button', { name: t('cookie-banner-accept') }).click();
    await review(visitor.page, 'unsubscribe');
    await main.getByRole('button', { name: t('unsubscribe-button') }).click();
    await main.getByRole('status').waitFor();
    await review(visitor.page, 'unsubscribed');
    // Used, the link is refused.
    await visitor.page.reload();
    await main.getByRole('alert').getByText(t('unsubscribe-unknown')).waitFor();
    await visitor.context.close();

    // The saved searches page: paused, one new.
    await page.goto(`${server.url}/profil/zapazeni-tarseniya`);
    const card = page.getByRole('article', { name: 'Lozenets, two bedrooms' });
    await card.getByText(t('saved-search-paused'), { exact: true }).waitFor();
    await card.getByText(t('saved-search-new', { count: 1 }), { exact: true }).waitFor();
    await review(page, 'page');

    // Deleted, the page explains saved searches.
    await card.getByRole('button', { name: t('saved-search-delete') }).click();
    await page.getByRole('dialog', { name: t('saved-search-delete-title') }).getByRole('button', { name: t('saved-search-delete-confirm') }).click();
    await page.getByText(t('saved-searches-empty')).waitFor();
    await page.getByRole('button', { name: t('notification-ok'), exact: true }).click();
    await review(page, 'empty');

    await agency.context.close();
    expect(errors).toEqual([]);
  }, 180_000);

  it('a saved flatmate search opened from the saved searches page marks "New" the offers posted since it was last opened, and none the next time', async () => {
    const { page, errors } = await newPage(browser);
    // Not georgi (the test above) nor maria (her demo searches have new offers of their own).
    await signInFromHome(page, server.url, 'elena@domovik.test');
    const name = 'Flatmates in Sofia';
    const saved = await page.request.post(`${server.url}/api/saved-search`, { data: { kind: 'roommate', frequency: 'daily', name, criteria: { cityId: SOFIA } } });
    expect(saved.status()).toBe(201);
    const searchId = ((await saved.json()) as { id: number }).id;

    // Another user posts two offers in Sofia (through the API, as the offer form would send them).
    const poster = await newPage(browser);
    const signedIn = await poster.page.request.post(`${server.url}/api/auth`, { data: { email: 'nikolay@domovik.test', password: DEMO_PASSWORD } });
    expect(signedIn.status()).toBe(200);
    const titles = [1, 2].map((n) => `Room ${n} near the metro ${Date.now() % 100000}`);
    for (const title of titles) {
      const posted = await poster.page.request.post(`${server.url}/api/tenant-offer`, {
        data: { title, description: 'A quiet room in a shared flat.', cityId: SOFIA, price: 30_000, availableFrom: new Date().toISOString().slice(0, 10), roommatesWanted: 1, genderPreference: 'any' },
      });
      expect(posted.status()).toBe(201);
    }
    await poster.context.close();
    const told = await within(
      async () => ((await (await page.request.get(`${server.url}/api/saved-search/${searchId}`)).json()) as { newCount: number }).newCount,
      (count) => count === titles.length,
    );
    expect(told).toBe(titles.length);

    // Opened from the saved searches page: the two offers are marked, the older ones of Sofia are not.
    await page.goto(`${server.url}/profil/zapazeni-tarseniya`);
    const card = page.getByRole('article', { name });
    await card.getByText(t('saved-search-new', { count: 2 }), { exact: true }).waitFor();
    const opened = page.waitForResponse((response) => response.url().endsWith(`/api/saved-search/${searchId}`) && response.request().method() === 'POST');
    await card.getByRole('link', { name: t('saved-search-open') }).click();
    await page.waitForURL(/[?&]new=\d/);
    expect((await opened).status()).toBe(200);
    const main = page.getByRole('main');
    const offerCard = (title: string) => main.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    for (const title of titles) await offerCard(title).getByText(t('listing-new'), { exact: true }).waitFor();
    expect(await main.getByRole('article').count()).toBeGreaterThan(titles.length);
    expect(await main.getByText(t('listing-new'), { exact: true }).count()).toBe(titles.length);

    // The next visit: nothing new since it was opened, and its search page marks none.
    await page.goto(`${server.url}/profil/zapazeni-tarseniya`);
    const open = card.getByRole('link', { name: t('saved-search-open') });
    await open.waitFor();
    expect(await open.getAttribute('href')).not.toMatch(/[?&]new=/);
    expect(await card.getByText(t('saved-search-new', { count: 2 }), { exact: true }).count()).toBe(0);
    await open.click();
    await page.waitForURL((url) => url.searchParams.get('city') === String(SOFIA));
    await offerCard(titles[0]!).waitFor();
    expect(await main.getByText(t('listing-new'), { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  }, 180_000);
});
