/**
 * The move-in plan in a real browser against the real server on a fresh database with the demo
 * data (issue 26, docs/decisions/0031). A visitor on a two-bedroom home's page starts a plan
 * ("Moving in here?"), chooses the movers and a deep cleaning with their days and times, puts a
 * bed, a sofa and a dining table in the cart from the plan's room lists, gives each vendor a
 * delivery time, signs up on the way to the checkout and signs in (the plan goes to the account),
 * and orders everything at once: the page shows the orders, and the outbox holds one e-mail with
 * a calendar file of 2 + N events on the days and times chosen. Another journey makes a conflict
 * (the cleaning after the move), sees it explained with its fix and the checkout blocked, fixes
 * it and finds the checkout open, then sees the plan, the plans page and the dialog in Bulgarian.
 * axe-core runs on the dialog, the plan page and the plans page in both languages, each
 * photographed at 390 and 1280 px; the first journey also switches to Bulgarian and back at each
 * step's state (moving chosen, cleaning chosen, furnishing, the checkout's review, ordered).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { addDays, serviceToday, slotInterval } from '../../domain/cleaning.ts';
import { loadMessages } from '../../locales/index.ts';
import type { CleaningTimeSlot } from '../../domain/cleaning.ts';
import { answerMapTiles, newPage } from './helpers/browser.ts';
import { english as t, review as reviewPage } from './helpers/review.ts';
import { signInFromHome } from './helpers/session.ts';
import { useSuite } from './helpers/suite.ts';

const { server, browser } = useSuite();

const review = (page: Page, name: string) => reviewPage(page, `move-${name}`);

const BG = loadMessages('bg');

/** The header's language switch, waiting for the page to be in that language. */
async function switchLanguage(page: Page, to: 'bg' | 'en'): Promise<void> {
  await page.getByRole('button', { name: to === 'bg' ? 'Български' : 'English' }).first().click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, to);
}

/**
 * The same state of the plan in Bulgarian (axe and screenshots as `<name>-bg`), then back in
 * English, where the journey goes on: the plan is kept (a visitor's in the browser, a signed-in
 * user's on the server), so the language switch is all it costs.
 */
async function reviewInBulgarian(page: Page, name: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await switchLanguage(page, 'bg');
  await ready(page);
  await review(page, `${name}-bg`);
  await switchLanguage(page, 'en');
}

/** A step's heading in Bulgarian is on the page (the step sections are labelled by theirs). */
const bgStep = (name: 'moving' | 'cleaning' | 'furnishing' | 'checkout') => (page: Page) => page.locator(`#move-step-${name}`).filter({ hasText: BG[`move-step-${name}`]! }).waitFor();

interface PropertySummary {
  id: number;
  title: string;
  bedrooms: number;
  area: number;
}

/** A published home of the demo data with two bedrooms (a living room, a kitchen and a bathroom too). */
async function twoBedroomHome(page: Page): Promise<PropertySummary> {
  const answer = await page.request.get(`${server.url}/api/property?bedrooms=2&type=apartment&limit=1`);
  expect(answer.status()).toBe(200);
  const home = ((await answer.json()) as { items: PropertySummary[] }).items[0];
  expect(home).toBeDefined();
  return home!;
}

const step = (page: Page, name: 'moving' | 'cleaning' | 'furnishing' | 'checkout') => page.locator(`section[aria-labelledby="move-step-${name}"]`);

/** Chooses a day and a time in a "when" group (its legend names it). */
async function choose(scope: Locator, legend: string, day: string, slot: CleaningTimeSlot): Promise<void> {
  const group = scope.getByRole('group', { name: legend });
  await group.getByLabel(t('move-when-day'), { exact: true }).fill(day);
  // The select's name is its label and its chosen option ("Time Choose a time").
  await group.getByRole('combobox').selectOption(slot);
}

/** Starts a plan from the home's page: the move-in day, where from, two people. */
async function startPlan(page: Page, home: PropertySummary, moveIn: string): Promise<void> {
  await page.goto(`${server.url}/imot/${home.id}`);
  await page.getByRole('button', { name: t('move-start-button') }).click();
  const dialog = page.getByRole('dialog', { name: t('move-start-title') });
  await dialog.getByLabel(t('move-start-date'), { exact: false }).fill(moveIn);
  await dialog.getByLabel(t('move-start-city'), { exact: false }).selectOption({ label: 'Plovdiv' });
  await dialog.getByLabel(t('move-start-street'), { exact: false }).fill('ul. Kapitan Raycho 12');
  await dialog.getByLabel(t('move-start-people'), { exact: false }).selectOption('2');
  await dialog.getByLabel(t('move-start-pets'), { exact: false }).selectOption('0');
}

/** The .ics file attached to an outbox message, as its lines (unfolded). */
async function calendarOf(mailId: string): Promise<string[]> {
  const eml = await readFile(path.join(server.dataDir, 'outbox', `${mailId}.eml`), 'utf8');
  const part = /Content-Type: text\/calendar[^]*?\n\n([A-Za-z0-9+/=\n]+)\n/.exec(eml);
  expect(part).not.toBeNull();
  const ics = Buffer.from(part![1]!.replace(/\n/g, ''), 'base64').toString('utf8');
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n');
}

const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

describe('the move-in plan', () => {
  it('a visitor plans moving, cleaning and three rooms, signs up on the way and orders it all at once; one e-mail brings the calendar', async () => {
    const { context, page, errors } = await newPage(browser);
    await answerMapTiles(context);
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: t('cookie-banner-accept') }).click();
    const home = await twoBedroomHome(page);
    const today = serviceToday(new Date());
    const moveIn = addDays(today, 20);
    const cleaningDay = addDays(today, 17);
    const movingDay = addDays(today, 19);
    const deliveryDay = addDays(today, 18);

    await startPlan(page, home, moveIn);
    await review(page, 'start-dialog');
    await page.getByRole('dialog', { name: t('move-start-title') }).getByRole('button', { name: t('move-start-submit') }).click();
    await page.waitForURL(/\/nanasyane|\/move-in/);
    await step(page, 'moving').getByRole('group', { name: t('move-services') }).waitFor();
    await review(page, 'plan-new');

    // Moving: the first of the movers' services (its amount suggested from the rooms), the day before moving in.
    const moving = step(page, 'moving');
    await moving.getByRole('group', { name: t('move-services') }).getByRole('checkbox').first().check();
    await choose(moving, t('move-moving-when'), movingDay, '08-11');
    await page.getByRole('complementary').getByText(t('move-event-moving')).first().waitFor();
    await reviewInBulgarian(page, 'plan-moving', bgStep('moving'));
    // Cleaning: deep, its first service (the home's area), before the move.
    const cleaning = step(page, 'cleaning');
    await cleaning.getByRole('group', { name: t('move-services') }).getByRole('checkbox').first().check();
    await choose(cleaning, t('move-cleaning-when'), cleaningDay, '11-14');
    await page.getByRole('complementary').getByText(t('move-event-cleaning')).first().waitFor();
    await reviewInBulgarian(page, 'plan-cleaning', bgStep('cleaning'));

    // Furnishing: a bed, a sofa and a dining table from the plan's rooms, each from its category's first product.
    for (const essential of ['move-essential-bed', 'move-essential-sofa', 'move-essential-dining-table']) {
      await step(page, 'furnishing').getByRole('link', { name: t(essential), exact: true }).first().click();
      await page.waitForURL(/\/produkti\/kategorii\/|\/product\/category\//);
      await page.locator('main article').first().getByRole('button', { name: t('product-add-to-cart') }).click();
      await page.goBack();
      await step(page, 'furnishing').waitFor();
    }
    // Each vendor of the cart gets a delivery time, after the cleaning day.
    const furnishing = step(page, 'furnishing');
    const windows = furnishing.getByRole('group', { name: /^Delivery from / });
    const vendors = await windows.count();
    expect(vendors).toBeGreaterThan(0);
    for (let index = 0; index < vendors; index += 1) {
      const group = windows.nth(index);
      await group.getByLabel(t('move-when-day'), { exact: true }).fill(deliveryDay);
      await group.getByRole('combobox').selectOption('14-17');
    }
    await page.getByRole('complementary').getByRole('heading', { name: t('move-timeline') }).waitFor();
    await review(page, 'plan-chosen');
    await reviewInBulgarian(page, 'plan-chosen', bgStep('furnishing'));

    // The checkout asks a visitor to sign in; the visitor signs up instead, confirms the address and signs in.
    await step(page, 'checkout').getByRole('button', { name: t('move-checkout-sign-in') }).click();
    await page.getByRole('dialog', { name: t('login-modal-title') }).getByRole('button', { name: t('login-sign-up-link') }).click();
    const signUp = page.getByRole('dialog', { name: t('sign-up-modal-title') });
    const email = `mover.${Date.now()}@example.bg`;
    await signUp.getByLabel('Full name').fill('Калина Иванова');
    await signUp.getByLabel('Mobile phone').fill('0888765432');
    await signUp.getByLabel('E-mail', { exact: true }).fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill('parola123');
    await signUp.getByLabel('Repeat the password').fill('parola123');
    await signUp.getByRole('checkbox', { name: /I accept/ }).check();
    await signUp.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByText("You're registered!", { exact: false }).waitFor();
    const confirmation = (await server.outbox()).find((mail) => mail.to === email);
    const link = new URL(confirmation!.links[0]!);
    await page.goto(`${server.url}${link.pathname}${link.search}`);
    await page.getByText('Your e-mail address is confirmed.', { exact: false }).waitFor();

    // The plan waited in the browser; signed in, it goes to the account and is the current one.
    await page.locator('header').getByRole('link', { name: t('move-header-link') }).click();
    await step(page, 'checkout').getByRole('button', { name: t('move-checkout-sign-in') }).click();
    const login = page.getByRole('dialog', { name: t('login-modal-title') });
    await login.getByLabel('E-mail', { exact: true }).fill(email);
    await login.getByLabel('Password', { exact: true }).fill('parola123');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/(nanasyane|move-in)\/\d+/);
    const planId = Number(/\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);

    // One checkout: the contact comes from the account; the new home's street is typed.
    const checkout = step(page, 'checkout');
    await checkout.getByLabel(t('move-checkout-street'), { exact: false }).waitFor();
    await review(page, 'plan-checkout');
    await reviewInBulgarian(page, 'plan-checkout', (bg) => step(bg, 'checkout').getByRole('button', { name: BG['move-checkout-submit'] }).waitFor());
    await checkout.getByLabel(t('move-checkout-street'), { exact: false }).fill('ul. Shipka 6, et. 3, ap. 9');
    await checkout.getByRole('button', { name: t('move-checkout-submit') }).click();
    const orders = page.getByRole('region', { name: t('move-orders') });
    await orders.waitFor();
    // One shop order, shown once per vendor with its status, and the two service orders.
    await orders.getByText(/Moving, order No\. \d+/).waitFor();
    await orders.getByText(/Cleaning, order No\. \d+/).waitFor();
    const shopLines = await orders.getByText(/Shop order No\. \d+/).allTextContents();
    expect(shopLines).toHaveLength(vendors);
    expect(new Set(shopLines.map((line) => /No\. (\d+)/.exec(line)![1])).size).toBe(1);
    // Each names its vendor, as the timeline's deliveries do now that the cart is empty.
    expect(new Set(shopLines.map((line) => /No\. \d+, (.+):/.exec(line)![1])).size).toBe(vendors);
    await expect(page.getByRole('complementary').getByText(/^Delivery from \d+$/).count()).resolves.toBe(0);
    await review(page, 'plan-ordered');
    await reviewInBulgarian(page, 'plan-ordered', (bg) => bg.getByRole('region', { name: BG['move-orders'] }).waitFor());

    // One e-mail to the buyer, with the calendar: the moving, the cleaning and each vendor's delivery.
    const deadline = Date.now() + 30_000;
    const planMails = async () => (await server.outbox()).filter((mail) => mail.to === email && mail !== confirmation && mail.subject !== confirmation!.subject);
    let mails = await planMails();
    while (mails.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      mails = await planMails();
    }
    expect(mails).toHaveLength(1);
    // It links to the plan, in the buyer's language, as each calendar event does.
    const planLink = mails[0]!.links.find((url) => new RegExp(`/(nanasyane|move-in)/${planId}$`).test(url));
    expect(planLink).toBeDefined();
    const lines = await calendarOf(`move-plan-${planId}`);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2 + vendors);
    expect(lines.filter((line) => line === `URL:${planLink}`)).toHaveLength(2 + vendors);
    const starts = lines.filter((line) => line.startsWith('DTSTART:'));
    expect(starts).toEqual(
      expect.arrayContaining([
        `DTSTART:${utc(slotInterval(movingDay, '08-11').start)}`,
        `DTSTART:${utc(slotInterval(cleaningDay, '11-14').start)}`,
        `DTSTART:${utc(slotInterval(deliveryDay, '14-17').start)}`,
      ]),
    );
    expect(starts.filter((line) => line === `DTSTART:${utc(slotInterval(deliveryDay, '14-17').start)}`)).toHaveLength(vendors);

    // The plans page lists it, ordered and current.
    await page.goto(`${server.url}/profil/nanasyane`);
    await page.getByText(t('move-plan-checked-out')).first().waitFor();
    await review(page, 'plans');
    expect(errors).toEqual([]);
  }, 240_000);

  it('a conflict is explained with its fix and blocks the checkout until it is fixed', async () => {
    const { context, page, errors } = await newPage(browser);
    await answerMapTiles(context);
    await signInFromHome(page, server.url, 'georgi@domovik.test');
    const home = await twoBedroomHome(page);
    const today = serviceToday(new Date());
    const moveIn = addDays(today, 30);
    await startPlan(page, home, moveIn);
    await page.getByRole('dialog', { name: t('move-start-title') }).getByRole('button', { name: t('move-start-submit') }).click();
    await page.waitForURL(/\/(nanasyane|move-in)\/\d+/);

    // The movers come the day before moving in; the cleaning is put on the day after: a conflict.
    const moving = step(page, 'moving');
    await moving.getByRole('group', { name: t('move-services') }).getByRole('checkbox').first().check();
    await choose(moving, t('move-moving-when'), addDays(today, 29), '08-11');
    const cleaning = step(page, 'cleaning');
    await cleaning.getByRole('group', { name: t('move-services') }).getByRole('checkbox').first().check();
    await choose(cleaning, t('move-cleaning-when'), addDays(today, 31), '08-11');

    const timeline = page.getByRole('complementary');
    await timeline.getByText(t('move-conflict-cleaning-after-move')).first().waitFor();
    const checkout = step(page, 'checkout');
    await checkout.getByText(t('move-blocked-title')).waitFor();
    const submit = checkout.getByRole('button', { name: t('move-checkout-submit') });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await review(page, 'plan-conflict');

    // Fixed: the cleaning two days before moving in; the conflict and the block are gone.
    await choose(cleaning, t('move-cleaning-when'), addDays(today, 28), '08-11');
    await checkout.getByText(t('move-blocked-title')).waitFor({ state: 'detached' });
    await expect(submit.isEnabled()).resolves.toBe(true);
    await expect(timeline.getByText(t('move-conflict-cleaning-after-move')).count()).resolves.toBe(0);
    await expect(checkout.getByText(t('move-blocked-title')).count()).resolves.toBe(0);

    // The same pages in Bulgarian: the plan, the plans page and the dialog on a home's page.
    await page.getByRole('button', { name: 'Български' }).first().click();
    await page.waitForFunction(() => document.documentElement.lang === 'bg');
    await step(page, 'checkout').getByRole('button', { name: BG['move-checkout-submit'] }).waitFor();
    await review(page, 'plan-bg');
    await page.goto(`${server.url}/profil/nanasyane`);
    await page.getByRole('heading', { level: 1, name: BG['page-title-MovePlans'] }).waitFor();
    await review(page, 'plans-bg');
    await page.goto(`${server.url}/imot/${home.id}`);
    await page.getByRole('button', { name: BG['move-start-button'] }).click();
    await page.getByRole('dialog', { name: BG['move-start-title'] }).getByLabel(BG['move-start-date']!, { exact: false }).waitFor();
    await review(page, 'start-dialog-bg');
    expect(errors).toEqual([]);
  }, 120_000);
});
