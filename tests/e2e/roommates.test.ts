/**
 * Flatmates in a real browser against the real server on a fresh database with the demo data
 * (issue 11): filter the offers by university, open one and message its poster (the success
 * notification, the form cleared, the e-mail in the outbox with the sender's name, phone and
 * message, a link to the conversation and no Reply-To); a regular user posts an offer with a photo, edits it and deletes it
 * after the confirmation. axe-core runs on every page and dialog (0 violations); each is
 * photographed at 390 and 1280 px into test-results/screenshots/ for review.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { addDays, serviceToday } from '../../domain/cleaning.ts';
import { formatMoney } from '../../domain/money.ts';
import { loadMessages } from '../../locales/index.ts';
import { newPage } from './helpers/browser.ts';
import { review as reviewPage } from './helpers/review.ts';
import { useSuite } from './helpers/suite.ts';

/** The site starts in English on any host but the Bulgarian one (127.0.0.1 here). */
const EN = loadMessages('en');
const t = (key: string, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)), EN[key] ?? key);

const { server, browser } = useSuite();

/** The roommates page checked by axe and photographed as roommates-<name> (helpers/review.ts). */
const review = (page: Page, name: string) => reviewPage(page, `roommates-${name}`);

async function signIn(page: Page, email: string): Promise<void> {
  await page.locator('header').getByRole('button', { name: t('header-login') }).click();
  const login = page.getByRole('dialog', { name: t('login-modal-title') });
  await login.getByLabel('E-mail', { exact: true }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill('demo1234');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/profil\//);
}

/** Closes the notification the last action showed, after checking what it says. */
async function expectNotification(page: Page, kind: 'success' | 'error', message: string): Promise<void> {
  const notification = page.getByRole('dialog', { name: t(`notification-title-${kind}`) });
  await notification.getByText(message).waitFor();
  await notification.getByRole('button', { name: t('notification-ok') }).click();
  await notification.waitFor({ state: 'detached' });
}

describe('flatmates', () => {
  it('filters the offers by university, opens one and messages its poster', async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto(`${server.url}/sakvartiranti`);
    await page.getByRole('button', { name: t('cookie-banner-accept') }).click();
    await page.getByRole('heading', { level: 1, name: t('page-title-SearchRoommateResult') }).waitFor();
    const results = page.getByRole('region', { name: t('roommates-results') });
    await results.getByText(t('roommates-count_other', { count: 40 })).waitFor();
    await review(page, 'search');

    // The university brings its city; every offer found is near it.
    const filters = page.getByRole('search', { name: t('roommates-filters') });
    await filters.getByLabel(t('roommates-filter-university')).selectOption({ label: 'Sofia University "St. Kliment Ohridski"' });
    await page.waitForURL(/university=\d+/);
    const url = new URL(page.url());
    expect(url.searchParams.get('city')).not.toBeNull();
    await results.getByRole('status').filter({ hasNotText: t('roommates-count_other', { count: 40 }) }).filter({ hasText: /^\d+ offers?$/ }).waitFor();
    await expect(filters.getByLabel(t('roommates-filter-city')).inputValue()).resolves.toBe(url.searchParams.get('city'));
    const places = await results.getByRole('article').allTextContents();
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place).toContain('Sofia · Sofia University "St. Kliment Ohridski"');
    await review(page, 'search-university');

    // A reload keeps the filter (shown once the universities have arrived).
    await page.reload();
    const university = filters.getByLabel(t('roommates-filter-university'));
    await university.locator(`option[value="${url.searchParams.get('university')}"]`).waitFor({ state: 'attached' });
    await expect(university.inputValue()).resolves.toBe(url.searchParams.get('university'));

    // The offer, and a message to its poster.
    const first = results.getByRole('article').first().getByRole('heading', { level: 2 }).getByRole('link');
    const title = (await first.textContent())!;
    await first.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const offerId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(offerId).toBeGreaterThan(0);
    await expect(page.title()).resolves.toBe(`${title} · ${t('app-name')}`);
    await review(page, 'offer');

    const write = page.getByRole('button', { name: /^Write to / });
    await write.click();
    const dialog = page.getByRole('dialog', { name: t('roommates-message-title') });
    await dialog.getByRole('button', { name: t('roommates-message-send') }).click();
    await dialog.getByText(t('error-required')).first().waitFor();
    await review(page, 'message-errors');
    await dialog.getByLabel(t('roommates-message-name')).fill('Ivana Georgieva');
    await dialog.getByLabel(t('roommates-message-email')).fill('ivana.georgieva@example.bg');
    await dialog.getByLabel(t('roommates-message-phone')).fill('0888 777 123');
    await dialog.getByLabel(t('roommates-message-text')).fill('Hello! Is the room still free from next month?\nI study at SU.');
    await dialog.getByRole('button', { name: t('roommates-message-send') }).click();
    await expectNotification(page, 'success', t('roommates-message-sent-visitor', { email: 'ivana.georgieva@example.bg' }));

    // The form starts empty again.
    await write.click();
    await expect(dialog.getByLabel(t('roommates-message-name')).inputValue()).resolves.toBe('');
    await expect(dialog.getByLabel(t('roommates-message-text')).inputValue()).resolves.toBe('');
    await dialog.getByRole('button', { name: t('modal-close') }).click();

    // The poster's e-mail: who wrote, the phone and the message, links to the conversation and
    // the offer, no Reply-To (the visitor's address stays hidden: the poster answers on the site).
    const mails = (await server.outbox()) as { to: string; replyTo?: string; subject: string; text: string; links: string[] }[];
    const mail = mails.find((item) => item.links.some((link) => link.endsWith(`/sakvartiranti/${offerId}`)));
    expect(mail).toBeDefined();
    expect(mail!.links.some((link) => /\/profil\/saobshteniya\/\d+$/.test(link))).toBe(true);
    expect(mail!.text).not.toContain('ivana.georgieva@example.bg');
    expect(mail!.text).toContain('Ivana Georgieva');
    expect(mail!.text).toContain('0888 777 123');
    expect(mail!.text).toContain('Hello! Is the room still free from next month?\nI study at SU.');
    expect(mail!.replyTo).toBeUndefined();
    expect(mail!.to).toMatch(/@domovik\.test$/);

    // The same pages in Bulgarian.
    const BG = loadMessages('bg');
    await page.getByRole('button', { name: 'Български' }).first().click();
    await page.waitForFunction(() => document.documentElement.lang === 'bg');
    await page.goto(`${server.url}/sakvartiranti?city=${url.searchParams.get('city')}`);
    await page.getByRole('heading', { level: 1, name: BG['page-title-SearchRoommateResult'] }).waitFor();
    await page.getByRole('region', { name: BG['roommates-results'] }).getByRole('article').first().waitFor();
    await review(page, 'search-bg');
    await page.getByRole('region', { name: BG['roommates-results'] }).getByRole('article').first().getByRole('heading', { level: 2 }).getByRole('link').click();
    await page.getByRole('button', { name: /^Пишете на / }).waitFor();
    await review(page, 'offer-bg');

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('lets a regular user post an offer with a photo, edit it and delete it', async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto(`${server.url}/sakvartiranti`);
    await page.getByRole('button', { name: t('cookie-banner-accept') }).click();
    await signIn(page, 'maria@domovik.test');

    // From the search to the form.
    await page.goto(`${server.url}/sakvartiranti`);
    await page.getByRole('link', { name: t('roommates-post-action') }).first().click();
    await page.getByRole('heading', { level: 1, name: t('page-title-AddRoommate') }).waitFor();
    const form = page.locator('main form');
    await form.getByLabel(t('roommates-form-title'), { exact: true }).fill('Sunny room near the Technical University');
    await form.getByLabel(t('roommates-form-description'), { exact: true }).fill('A bright room with a desk.\nBills are split equally.');
    await form.getByLabel(t('roommates-form-city'), { exact: true }).selectOption({ label: 'Sofia' });
    await form.getByLabel(t('roommates-form-university'), { exact: true }).selectOption({ label: 'Technical University of Sofia' });
    await form.getByLabel(t('roommates-form-price'), { exact: true }).fill('310');
    const from = addDays(serviceToday(new Date()), 21);
    await form.getByLabel(t('roommates-form-available'), { exact: true }).fill(from);
    await form.getByLabel(t('roommates-form-wanted'), { exact: true }).selectOption({ label: t('roommates-wanted_one', { count: 1 }) });
    await form.getByLabel(t('roommates-form-gender'), { exact: true }).selectOption({ label: t('roommates-gender-any') });
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#d9a066' } }).jpeg().toBuffer();
    await form.locator('input[type="file"]').setInputFiles({ name: 'room.jpg', mimeType: 'image/jpeg', buffer: photo });
    await form.getByRole('img', { name: t('image-field-picture', { position: 1 }) }).waitFor();
    await review(page, 'post');
    await form.getByRole('button', { name: t('roommates-form-publish') }).click();

    // Published: its page, with the photo the server stored.
    await expectNotification(page, 'success', t('roommates-published'));
    await page.getByRole('heading', { level: 1, name: 'Sunny room near the Technical University' }).waitFor();
    const offerId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('img', { name: t('gallery-photo', { title: 'Sunny room near the Technical University', n: 1, count: 1 }) }).getAttribute('src')).resolves.toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.webp$/);
    await page.getByText(t('roommates-own-offer')).waitFor();

    // Edit it: a new price.
    await page.getByRole('link', { name: t('roommates-edit') }).click();
    await page.getByRole('heading', { level: 1, name: t('page-title-EditRoommateOffer') }).waitFor();
    const price = page.locator('main form').getByLabel(t('roommates-form-price'), { exact: true });
    await expect(price.inputValue()).resolves.toBe('310');
    await review(page, 'edit');
    await price.fill('295');
    await page.getByRole('button', { name: t('roommates-form-save') }).click();
    await expectNotification(page, 'success', t('roommates-saved'));

    // My offers: the new one first, at its new price.
    await page.getByRole('heading', { level: 1, name: t('page-title-AdminRoommates') }).waitFor();
    const item = page.locator('main li').filter({ has: page.getByRole('link', { name: 'Sunny room near the Technical University' }) });
    await item.getByText(t('roommates-price-month', { price: formatMoney(29_500, 'en') })).waitFor();
    await review(page, 'mine');

    // Delete it, after the confirmation.
    await item.getByRole('button', { name: t('roommates-delete-named', { title: 'Sunny room near the Technical University' }) }).click();
    const confirm = page.getByRole('dialog', { name: t('roommates-delete-title') });
    await confirm.waitFor();
    await review(page, 'delete-confirm');
    await confirm.getByRole('button', { name: t('roommates-delete-confirm') }).click();
    await expectNotification(page, 'success', t('roommates-deleted'));
    await item.waitFor({ state: 'detached' });
    expect((await page.request.get(`${server.url}/api/tenant-offer/${offerId}`)).status()).toBe(404);

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
