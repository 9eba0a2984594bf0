/**
 * A regular user's account in a real browser against the real server on a fresh database with
 * the demo data (issue 22): Maria's dashboard greets her with what she can do, as links; her
 * settings' newsletter switch turns her subscription off and on; she deletes her account from
 * its confirm dialog with her password, is signed out, and cannot sign in again. axe-core runs
 * on each page and the dialog (0 violations); each is photographed at 390 and 1280 px.
 */
import type { Page } from 'playwright-core';
import { newPage } from './helpers/browser.ts';
import { english as t, review as reviewPage } from './helpers/review.ts';
import { signInFromHome } from './helpers/session.ts';
import { useSuite } from './helpers/suite.ts';

const { server, browser } = useSuite();

const review = (page: Page, name: string) => reviewPage(page, `account-${name}`);

it("greets a regular user, switches the newsletter, and deletes the account from the settings", async () => {
  const { context, page, errors } = await newPage(browser);
  await signInFromHome(page, server.url, 'maria@domovik.test');
  await page.goto(`${server.url}/profil/tablo`);
  const actions = page.getByRole('list', { name: t('rentals-dashboard-can-do') });
  await actions.getByRole('link', { name: t('rentals-dashboard-do-roommate') }).waitFor();
  await expect(actions.getByRole('link').count()).resolves.toBe(4);
  await review(page, 'dashboard-user');

  await page.goto(`${server.url}/profil/nastroiki`);
  const toggle = page.getByRole('switch', { name: t('settings-newsletter-switch') });
  // The demo's Maria is a confirmed subscriber.
  await expect(toggle.isChecked()).resolves.toBe(true);
  await toggle.click();
  await page.waitForFunction(() => !(document.querySelector('[role="switch"]') as HTMLInputElement).checked);
  await toggle.click();
  await page.waitForFunction(() => (document.querySelector('[role="switch"]') as HTMLInputElement).checked);
  await review(page, 'settings');

  await page.getByRole('button', { name: t('settings-delete-open') }).click();
  const dialog = page.getByRole('dialog', { name: t('settings-delete-title') });
  await dialog.waitFor();
  await review(page, 'delete-dialog');
  await dialog.getByLabel(t('settings-delete-password', { word: 'DELETE' })).fill('demo1234');
  await dialog.getByRole('button', { name: t('settings-delete-confirm') }).click();
  // Signed out, at home.
  await page.waitForURL(`${server.url}/`);
  await page.locator('header').getByRole('button', { name: t('header-login') }).waitFor();

  const login = await page.request.post(`${server.url}/api/auth`, { data: { email: 'maria@domovik.test', password: 'demo1234' } });
  expect(login.status()).toBe(401);
  expect(errors).toEqual([]);
  await context.close();
}, 240_000);
