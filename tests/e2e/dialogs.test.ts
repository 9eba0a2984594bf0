/**
 * The shell's and the account's dialogs in a real browser, each checked by axe while it is open
 * (0 violations) and photographed at 390 and 1280 px (helpers/review.ts): the login dialog as the
 * pages that open it by themselves show it to a signed-out visitor, registration, the forgotten
 * password and its notification, the password reset of a mailed link, the wrong password's error
 * in the login form, and the room picker. The features' other dialogs are reviewed on the way of
 * their own journeys: credit purchase and promotion (credits, premium), viewing request and
 * coordinates guide (rentals), roommate message (roommates), product import (vendor).
 */
import type { Page } from 'playwright-core';
import { routeByName } from '../../domain/routes.ts';
import { newPage } from './helpers/browser.ts';
import { english as t, review } from './helpers/review.ts';
import { useSuite } from './helpers/suite.ts';

const { server, browser } = useSuite();

/** The wrong password's 401, which the browser logs as an error on purpose. */
const expectedNoise = /Failed to load resource: the server responded with a status of 401/;

/**
 * A signed-out visitor at `path` (English: the site's language on 127.0.0.1), cookies accepted
 * first on the home page (clean screenshots; beside an open dialog the banner is inert).
 */
async function visit(path: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const { context, page, errors } = await newPage(browser);
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: t('cookie-banner-accept') }).click();
  if (path !== '/') await page.goto(`${server.url}${path}`);
  return { page, errors, close: () => context.close() };
}

const dialog = (page: Page, titleKey: string) => page.getByRole('dialog', { name: t(titleKey) });

describe('the dialogs, each reviewed while open', () => {
  it.each([
    ['roommate-post', routeByName('AddRoommate').en],
    ['add-property', routeByName('AddProperty').en],
  ])('the login dialog that %s opens for a signed-out visitor', async (name, path) => {
    const { page, errors, close } = await visit(path);
    await dialog(page, 'login-modal-title').waitFor();
    await review(page, `dialog-login-${name}`);
    expect(errors).toEqual([]);
    await close();
  }, 90_000);

  it('registration, from the login dialog', async () => {
    const { page, errors, close } = await visit('/');
    await page.locator('header').getByRole('button', { name: t('header-login') }).click();
    await dialog(page, 'login-modal-title').getByRole('button', { name: t('login-sign-up-link') }).click();
    await dialog(page, 'sign-up-modal-title').waitFor();
    await review(page, 'dialog-sign-up');
    expect(errors).toEqual([]);
    await close();
  }, 90_000);

  it('the forgotten password and its notification, from the login dialog', async () => {
    const { page, errors, close } = await visit('/');
    await page.locator('header').getByRole('button', { name: t('header-login') }).click();
    // A click from the focused, empty e-mail field: its press blurs the field, whose required
    // error shows before the click lands; the error has its room already, so nothing moves.
    const login = dialog(page, 'login-modal-title');
    const email = login.getByLabel(t('form-email'), { exact: true });
    expect(await email.evaluate((input: HTMLInputElement) => document.activeElement === input && input.value === '')).toBe(true);
    await login.getByRole('button', { name: t('login-forgotten-password') }).click();
    const forgotten = dialog(page, 'forgotten-password-modal-title');
    await forgotten.getByLabel(t('form-email'), { exact: true }).fill('maria@domovik.test');
    await review(page, 'dialog-forgotten-password');
    await forgotten.getByRole('button', { name: t('forgotten-password-submit') }).click();
    await dialog(page, 'notification-title-success').waitFor();
    await review(page, 'dialog-notification-success');
    expect(errors).toEqual([]);
    await close();
  }, 90_000);

  it("the wrong password's error, inside the login form that keeps the e-mail", async () => {
    const { page, errors, close } = await visit('/');
    await page.locator('header').getByRole('button', { name: t('header-login') }).click();
    const login = dialog(page, 'login-modal-title');
    await login.getByLabel(t('form-email'), { exact: true }).fill('maria@domovik.test');
    await login.getByLabel(t('form-password'), { exact: true }).fill('wrong-password');
    await login.getByRole('button', { name: t('login-submit'), exact: true }).click();
    await login.getByRole('alert').filter({ hasText: t('wrong-username-or-password') }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await login.getByLabel(t('form-email'), { exact: true }).inputValue()).toBe('maria@domovik.test');
    await review(page, 'dialog-login-wrong-password');
    expect(errors.filter((error) => !expectedNoise.test(error))).toEqual([]);
    await close();
  }, 90_000);

  it("the password reset that a mailed link's token opens", async () => {
    const { page, errors, close } = await visit('/?token=a-token-from-the-mail');
    await dialog(page, 'password-change-modal-title').waitFor();
    await review(page, 'dialog-password-change');
    expect(errors).toEqual([]);
    await close();
  }, 90_000);

  it("the room picker of the header's Shop button", async () => {
    const { page, errors, close } = await visit('/');
    await page.locator('header').getByRole('button', { name: t('header-shop') }).click();
    await dialog(page, 'room-picker-title').waitFor();
    await review(page, 'dialog-room-picker');
    expect(errors).toEqual([]);
    await close();
  }, 90_000);
});

describe('signing in and the browser’s Back around a dialog (issue 22)', () => {
  it('signing in from the dialog a profile page opens comes back to that page, not to the dashboard', async () => {
    const path = routeByName('AddProperty').en;
    const { page, errors, close } = await visit(path);
    const login = dialog(page, 'login-modal-title');
    await login.getByLabel(t('form-email'), { exact: true }).fill('maria@domovik.test');
    await login.getByLabel(t('form-password'), { exact: true }).fill('demo1234');
    await login.getByRole('button', { name: t('login-submit'), exact: true }).click();
    await login.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: t('page-title-AddProperty') }).waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    expect(errors).toEqual([]);
    await close();
  }, 90_000);

  it('Back closes an open dialog and stays on the page; a dialog closed by Escape leaves no step behind', async () => {
    const { page, errors, close } = await visit(routeByName('AboutUsPage').en);
    const address = page.url();
    const header = page.locator('header');
    await header.getByRole('button', { name: t('header-login') }).click();
    await dialog(page, 'login-modal-title').waitFor();
    await page.goBack();
    await dialog(page, 'login-modal-title').waitFor({ state: 'hidden' });
    expect(page.url()).toBe(address);

    await header.getByRole('button', { name: t('header-shop') }).click();
    await dialog(page, 'room-picker-title').waitFor();
    await page.keyboard.press('Escape');
    await dialog(page, 'room-picker-title').waitFor({ state: 'hidden' });
    // One Back leaves the page, to the home page the visit started on.
    await page.goBack();
    await page.waitForURL(`${server.url}/`);
    expect(errors).toEqual([]);
    await close();
  }, 90_000);
});
