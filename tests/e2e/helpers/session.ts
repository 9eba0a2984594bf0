/**
 * A demo account signed in as a visitor would: the home page, the cookie banner accepted (clean
 * screenshots), the header's login dialog with the demo password; it ends on the profile page
 * the sign-in leads to.
 */
import type { Page } from 'playwright-core';
import { english } from './review.ts';

export async function signInFromHome(page: Page, serverUrl: string, email: string): Promise<void> {
  await page.goto(`${serverUrl}/`);
  await page.getByRole('button', { name: english('cookie-banner-accept') }).click();
  await page.locator('header').getByRole('button', { name: english('header-login') }).click();
  const login = page.getByRole('dialog', { name: english('login-modal-title') });
  await login.getByLabel('E-mail', { exact: true }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill('demo1234');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/profil\//);
}
