/**
 * Home services in a real browser against the real server on a fresh database with the demo
 * data (issue 11): the cleaning, moving and interior pages; on the selection pages a
 * subscription, then a regular service (the subscription goes, and the page says so), then the
 * moving catalogue (the cleaning selection is set aside, said so, and back afterwards), movers and the van replacing each
 * other, with the totals the domain's line cost gives; a move and a deep cleaning ordered, each
 * confirmed with the server's order number and total and its e-mail in the outbox. axe-core runs
 * on every page (0 violations); each is photographed at 390 and 1280 px into
 * test-results/screenshots/ for review.
 */
import type { Page } from 'playwright-core';
import { CLEANING_LEAD_TIME_HOURS, bookableSlots, bookingWindow, formatServiceDay, formatTimeSlot, lineCost, serviceToday } from '../../domain/cleaning.ts';
import type { CleaningCart } from '../../domain/cleaning.ts';
import { formatMoney } from '../../domain/money.ts';
import { loadMessages } from '../../locales/index.ts';
import { PERSIST_STORAGE_KEY } from '../../src/store/store.ts';
import { newPage } from './helpers/browser.ts';
import { review as reviewPage } from './helpers/review.ts';
import { useSuite } from './helpers/suite.ts';

/** The site starts in English on any host but the Bulgarian one (127.0.0.1 here). */
const EN = loadMessages('en');
const t = (key: string, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)), EN[key] ?? key);
const money = (cents: number) => formatMoney(cents, 'en');

const { server, browser } = useSuite();

/** The services page checked by axe and photographed as services-<name> (helpers/review.ts). */
const review = (page: Page, name: string) => reviewPage(page, `services-${name}`);

/** The cleaning cart the browser persisted (redux-persist: the slice is JSON inside JSON). */
async function storedCart(page: Page): Promise<CleaningCart> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), PERSIST_STORAGE_KEY);
  const slices = JSON.parse(raw ?? '{}') as { cleaningCart?: string };
  return JSON.parse(slices.cleaningCart ?? 'null') as CleaningCart;
}

/** The total the page shows, and the one it stored, are `cents` (redux-persist writes a moment after the render). */
async function expectTotal(page: Page, cents: number): Promise<void> {
  const total = page.getByTestId('services-total');
  await page.waitForFunction(([text]) => document.querySelector('[data-testid="services-total"]')?.textContent === text, [money(cents)]);
  await expect(total.textContent()).resolves.toBe(money(cents));
  await page
    .waitForFunction(
      ([key, expected]) => {
        const slices = JSON.parse(localStorage.getItem(key as string) ?? '{}') as { cleaningCart?: string };
        return (JSON.parse(slices.cleaningCart ?? 'null') as { totalPrice?: number } | null)?.totalPrice === expected;
      },
      [PERSIST_STORAGE_KEY, cents],
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  expect((await storedCart(page)).totalPrice).toBe(cents);
}

/** The notice of what the last change removed. */
async function expectNotice(page: Page, text: string): Promise<void> {
  await page.getByRole('region', { name: t('services-summary-title') }).getByRole('status').filter({ hasText: text }).waitFor();
}

/** The service's item on the selection page (by its name, exactly). */
function item(page: Page, name: string) {
  return page.locator('main li').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

async function add(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: t('services-add-label', { name }), exact: true }).click();
  await page.getByRole('button', { name: t('services-remove-label', { name }), exact: true }).waitFor();
}

/** The first day and slot that can be booked now (the form offers only those). */
function firstSlot(): { day: string; slot: string } {
  const { first } = bookingWindow(new Date());
  return { day: first, slot: bookableSlots(first, new Date())[0]! };
}

/** Fills the order form (contact, address, the first bookable slot) and places the order; the order number. */
async function placeOrder(page: Page, { email, destination }: { email: string; destination?: boolean }): Promise<number> {
  const form = page.getByRole('region', { name: t('services-order-title') });
  await form.getByLabel(t('services-name')).fill('Maria Petrova');
  await form.getByLabel(t('services-phone')).fill('0888412735');
  await form.getByLabel(t('services-email')).fill(email);
  const address = form.getByRole('group', { name: t('services-address-legend') });
  await address.getByLabel(t('services-city')).selectOption({ label: 'Sofia' });
  await address.getByLabel(t('services-street')).fill('ul. Oborishte 12, fl. 3');
  if (destination) {
    const to = form.getByRole('group', { name: t('services-destination-legend') });
    await to.getByLabel(t('services-destination-city')).selectOption({ label: 'Plovdiv' });
    await to.getByLabel(t('services-destination-street')).fill('bul. Ruski 40');
  }
  const { day, slot } = firstSlot();
  await form.getByLabel(t('services-date')).fill(day);
  await form.getByLabel(t('services-slot')).selectOption({ label: formatTimeSlot(slot as '08-11') });
  await form.getByRole('button', { name: t('services-place-order') }).click();
  await page.getByRole('heading', { level: 1, name: t('services-placed-title') }).waitFor();
  return Number((await page.getByText(/^Order No\. \d+$/).textContent())?.replace(/\D/g, ''));
}

describe('home services', () => {
  it('keeps the cleaning cart rules in view, and orders a move', async () => {
    const { context, page, errors } = await newPage(browser, { width: 390 });
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: t('cookie-banner-accept') }).click();

    // The header's services menu leads to each page.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('header').getByRole('button', { name: t('header-services') }).click();
    await page.locator('header').getByRole('link', { name: t('service-cleaning') }).click();
    await page.getByRole('heading', { level: 1, name: t('page-title-CleaningPage') }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Rooms' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Whole-home deep clean' }).waitFor();
    await review(page, 'cleaning');

    await page.getByRole('link', { name: t('services-cleaning-order-one-time') }).click();
    await page.getByRole('heading', { level: 1, name: t('page-title-SelectCleaningServicePage') }).waitFor();
    await page.getByText(t('services-summary-empty')).waitFor();

    // A subscription for 6 months.
    const weekly = 'Weekly (4 visits of 3 hours a month)';
    await add(page, weekly);
    await item(page, weekly).getByLabel(t('services-months-label')).selectOption('6');
    await expectTotal(page, lineCost(15_000, 1, 6));

    // A regular service: the subscription goes, and the page says so.
    await add(page, 'Bedroom or nursery');
    await expectNotice(page, t('services-removed-regular', { names: weekly }));
    await expect(page.getByRole('button', { name: t('services-add-label', { name: weekly }) }).count()).resolves.toBe(1);
    await expectTotal(page, lineCost(1_800, 1, undefined, 1));

    // Amounts and severity change the line at once.
    const bedroom = item(page, 'Bedroom or nursery');
    await bedroom.getByLabel(t('services-amount-quantity')).fill('2');
    await bedroom.getByLabel(t('services-severity-label')).selectOption({ label: t('services-severity-2') });
    await add(page, 'Windows (per m² of glass)');
    const windows = item(page, 'Windows (per m² of glass)');
    await windows.getByLabel(t('services-amount-sqm')).fill('12');
    await windows.getByLabel(t('services-severity-label')).selectOption({ label: t('services-severity-3') });
    const cleaning = lineCost(1_800, 2, undefined, 2) + lineCost(250, 12, undefined, 3);
    await expectTotal(page, cleaning);

    // An amount outside the service's range is refused, and the cart keeps the last good one.
    await windows.getByLabel(t('services-amount-sqm')).fill('151');
    await windows.getByRole('alert').filter({ hasText: t('error-amount-out-of-range') }).waitFor();
    await expectTotal(page, cleaning);
    await windows.getByLabel(t('services-amount-sqm')).fill('12');
    await review(page, 'select-cleaning');

    // A reload keeps the selection.
    await page.reload();
    await expectTotal(page, cleaning);

    // The moving catalogue: the cleaning selection is set aside, said so.
    await page.locator('header').getByRole('button', { name: t('header-services') }).click();
    await page.locator('header').getByRole('link', { name: t('service-moving') }).click();
    await page.getByRole('heading', { level: 1, name: t('page-title-MovingPage') }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Transport' }).waitFor();
    await review(page, 'moving');
    await page.getByRole('link', { name: t('services-moving-order') }).click();
    await page.getByRole('heading', { level: 1, name: t('page-title-SelectMovingServicePage') }).waitFor();
    await expectNotice(page, t('services-removed-catalogue', { names: 'Bedroom or nursery and Windows (per m² of glass)' }));
    await expectTotal(page, 0);

    // Movers and the van replace each other.
    await add(page, 'Mover (per hour)');
    await expectTotal(page, lineCost(1_500, 2));
    await add(page, 'Van with driver (per hour)');
    await expectNotice(page, t('services-removed-moving-transport', { names: 'Mover (per hour)' }));
    await expectTotal(page, lineCost(3_500, 2));
    await add(page, 'Mover (per hour)');
    await expectNotice(page, t('services-removed-moving', { names: 'Van with driver (per hour)' }));
    await item(page, 'Mover (per hour)').getByLabel(t('services-amount-hours')).fill('6');
    await expectTotal(page, lineCost(1_500, 6));
    await review(page, 'select-moving');
    await add(page, 'Box with tape');
    const move = lineCost(1_500, 6) + lineCost(180, 10);
    await expectTotal(page, move);

    // The order: the server's number and total, the e-mail, and the cart emptied.
    const orderId = await placeOrder(page, { email: 'move@example.bg', destination: true });
    expect(orderId).toBeGreaterThan(0);
    await page.getByText(money(move), { exact: true }).first().waitFor();
    expect((await storedCart(page)).totalPrice).toBe(0);
    await review(page, 'moving-order-placed');
    expect((await server.outbox()).filter((mail) => mail.to === 'move@example.bg')).toEqual([
      expect.objectContaining({ subject: `Domovik order no. ${orderId}: home services` }),
    ]);

    // The cleaning selection was only set aside: it is back on its page, amounts and all.
    await page.goto(`${server.url}/pochistvane/uslugi`);
    await page.getByRole('heading', { level: 1, name: t('page-title-SelectCleaningServicePage') }).waitFor();
    await expectTotal(page, cleaning);
    await expect(item(page, 'Windows (per m² of glass)').getByLabel(t('services-amount-sqm')).inputValue()).resolves.toBe('12');

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('orders a deep cleaning, with the form saying what is missing first', async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto(`${server.url}/pochistvane`);
    await page.getByRole('button', { name: t('cookie-banner-accept') }).click();
    await page.getByRole('link', { name: t('services-cleaning-order-deep') }).click();
    await page.getByRole('link', { name: t('services-type-deep'), exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
    expect(new URL(page.url()).searchParams.get('type')).toBe('deep');

    await add(page, 'Deep clean (per m²)');
    const home = item(page, 'Deep clean (per m²)');
    await home.getByLabel(t('services-amount-sqm')).fill('65');
    await home.getByLabel(t('services-severity-label')).selectOption({ label: t('services-severity-2') });
    const total = lineCost(320, 65, undefined, 2);
    await expectTotal(page, total);

    // An empty form is not sent: the first field to fix gets the focus.
    const form = page.getByRole('region', { name: t('services-order-title') });
    await form.getByRole('button', { name: t('services-place-order') }).click();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('name');
    await form.getByText(t('error-required')).first().waitFor();
    await review(page, 'select-deep-errors');

    // Today has no time left (a slot starts 24 hours ahead): the form says why and offers the first free day.
    const now = new Date();
    await form.getByLabel(t('services-date')).fill(serviceToday(now));
    const why = form.getByRole('status').filter({ hasText: t('services-no-slot-day', { day: formatServiceDay(serviceToday(now), 'en'), hours: CLEANING_LEAD_TIME_HOURS }) });
    await why.waitFor();
    await form.getByRole('button', { name: t('services-place-order') }).click();
    await form.getByText(t('error-no-slot-that-day')).waitFor();
    await review(page, 'select-deep-today');
    const { first } = bookingWindow(now);
    await form.getByRole('button', { name: t('services-first-free-day', { day: formatServiceDay(first, 'en') }) }).click();
    await expect(form.getByLabel(t('services-date')).inputValue()).resolves.toBe(first);
    await why.waitFor({ state: 'detached' });
    expect(await form.getByLabel(t('services-slot')).locator('option').count()).toBe(bookableSlots(first, new Date()).length + 1);

    const orderId = await placeOrder(page, { email: 'deep@example.bg' });
    expect(orderId).toBeGreaterThan(0);
    await page.getByText(money(total), { exact: true }).first().waitFor();
    expect((await server.outbox()).filter((mail) => mail.to === 'deep@example.bg')).toHaveLength(1);

    // The interior page leads to the shop's rooms and to a designer.
    await page.locator('header').getByRole('button', { name: t('header-services') }).click();
    await page.locator('header').getByRole('link', { name: t('service-interior') }).click();
    await page.getByRole('heading', { level: 1, name: t('page-title-InteriorPage') }).waitFor();
    await expect(page.getByRole('link', { name: t('interior-rooms-action') }).getAttribute('href')).resolves.toBe('/produkti/kategorii');
    await expect(page.getByRole('link', { name: t('interior-advice-action') }).getAttribute('href')).resolves.toBe('/kontakti');
    await review(page, 'interior');

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
