/**
 * The app shell in a real browser (helpers/browser.ts) against the real server on a fresh
 * database with the demo data: sign-up with the e-mail from the outbox, sign-in by role,
 * sign-out, wrong password, language, cookie banner, room picker; screenshots for review.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { newPage } from './helpers/browser.ts';
import { SCREENSHOTS, revealFooterForm, review as reviewPage } from './helpers/review.ts';
import { useSuite } from './helpers/suite.ts';

const DEMO_PASSWORD = 'demo1234';

const { server, browser } = useSuite();

/** A Layout Instability API entry (not in TypeScript's DOM types). */
interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/** Network answers the browser logs as errors on purpose (the wrong password test's 401). */
const expectedNoise = /Failed to load resource: the server responded with a status of 401/;
const realErrors = (errors: string[]) => errors.filter((error) => !expectedNoise.test(error));

async function openHome(page: Page) {
  await page.goto(`${server.url}/`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('navigation', { name: 'Main navigation' }).or(page.locator('header')).first().waitFor();
  await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in to your account' });
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('accounts', () => {
  it('signs up, confirms the address from the outbox link, signs in and out', async () => {
    const { context, page, errors } = await newPage(browser);
    await openHome(page);
    await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog', { name: 'Log in to your account' }).getByRole('button', { name: 'Sign up' }).click();

    const dialog = page.getByRole('dialog', { name: 'Create an account' });
    const email = `ivana.${Date.now()}@example.bg`;
    await dialog.getByLabel('Full name').fill('Ивана Петрова');
    await dialog.getByLabel('Mobile phone').fill('0888123456');
    await dialog.getByLabel('E-mail', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('parola123');
    await dialog.getByLabel('Repeat the password').fill('parola123');
    await dialog.getByRole('checkbox', { name: /I accept/ }).check();
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByText("You're registered!", { exact: false }).waitFor();

    const mail = (await server.outbox()).find((item) => item.to === email);
    expect(mail).toBeDefined();
    const link = new URL(mail!.links[0]!);
    expect(link.pathname).toBe('/potrebitel/potvarzhdenie');
    await page.goto(`${server.url}${link.pathname}${link.search}`);
    await page.getByText('Your e-mail address is confirmed.', { exact: false }).waitFor();

    await logIn(page, email, 'parola123');
    await page.waitForURL(`${server.url}/profil/tablo`);
    await page.getByRole('heading', { name: 'Hello, Ивана Петрова!' }).waitFor();

    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.getByText('You have signed out.').waitFor();
    await page.waitForURL(`${server.url}/`);
    await expect(page.locator('header').getByRole('button', { name: 'Sign in' }).isVisible()).resolves.toBe(true);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  }, 90_000);

  it.each([
    ['vendor@domovik.test', '/profil/targovets/tablo'],
    ['agency@domovik.test', '/profil/tablo'],
    ['maria@domovik.test', '/profil/tablo'],
  ])('lands %s on the dashboard of its role', async (email, dashboard) => {
    const { context, page, errors } = await newPage(browser);
    await openHome(page);
    await logIn(page, email, DEMO_PASSWORD);
    await page.waitForURL(`${server.url}${dashboard}`);
    // Each dashboard greets its user by name (the vendor's in its lead line, decision 0018).
    await page.getByText(/^Hello, /).first().waitFor();
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  }, 60_000);

  it('shows the specification message for a wrong password', async () => {
    const { context, page } = await newPage(browser);
    await openHome(page);
    await logIn(page, 'maria@domovik.test', 'wrong-password');
    // The login dialog says it in its form (issue 22: no notification replaces it).
    await page.getByRole('dialog').getByText('Wrong username or password').first().waitFor();
    expect(page.url()).toBe(`${server.url}/`);
    await context.close();
  }, 60_000);
});

describe('the shell', () => {
  it('keeps the chosen language across a reload', async () => {
    const { context, page } = await newPage(browser);
    await openHome(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('button', { name: 'Български' }).first().click();
    await page.locator('header').getByRole('button', { name: 'Вход' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('bg');
    await page.reload();
    await page.locator('header').getByRole('button', { name: 'Вход' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('bg');
    await context.close();
  }, 60_000);

  it('keeps the cookie banner accepted', async () => {
    const { context, page } = await newPage(browser);
    await openHome(page);
    const banner = page.getByRole('region', { name: 'Cookies' });
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('region', { name: 'Cookies' }).count()).toBe(0);
    await context.close();
  }, 60_000);

  it('leaves every control of the open mobile menu reachable above the cookie banner, the language switch too', async () => {
    const { context, page, errors } = await newPage(browser, { width: 390 });
    await openHome(page);
    const banner = page.getByRole('region', { name: 'Cookies' });
    await banner.waitFor();
    const toggle = page.locator('header').getByRole('button', { name: 'Menu' });
    await toggle.click();
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await panel.waitFor();
    // Each control, scrolled to as the keyboard or a finger would, is the one under its own centre.
    const covered = await panel.evaluate((menu) =>
      [...menu.querySelectorAll<HTMLElement>('a[href], button')].flatMap((control) => {
        control.scrollIntoView({ block: 'nearest' });
        const box = control.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && control.contains(top) ? [] : [control.textContent!.trim()];
      }),
    );
    expect(covered).toEqual([]);
    await reviewPage(page, 'shell-mobile-menu-banner');
    await page.setViewportSize({ width: 390, height: 844 });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    // The banner is still there, and a plain click reaches the language switch.
    await panel.getByRole('button', { name: 'Български' }).click();
    await page.locator('header').getByRole('button', { name: 'Вход' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('bg');
    expect(await page.getByRole('region', { name: 'Бисквитки' }).or(banner).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('opens the product categories of the room picked in the room picker', async () => {
    const { context, page } = await newPage(browser);
    await openHome(page);
    await page.locator('header').getByRole('button', { name: 'Shop' }).click();
    const picker = page.getByRole('dialog', { name: 'Which room are you furnishing?' });
    await picker.getByRole('button', { name: 'Kitchen' }).first().click();
    await page.waitForURL(`${server.url}/produkti/kategorii?room=kitchen`);
    await picker.waitFor({ state: 'detached' });
    await context.close();
  }, 60_000);

  it('does not move the frame when a page arrives after it (no layout shift)', async () => {
    // A phone, as Lighthouse's mobile preset. The page's lazy chunk is held back (every script
    // that index.html does not load itself) until the frame has painted with the loading spinner.
    // The page is one the browser renders (the favorites): a server-rendered one comes whole.
    const { context, page, errors } = await newPage(browser, { width: 412, height: 823 });
    const html = await (await fetch(`${server.url}/lyubimi`)).text();
    const initialScripts = new Set([...html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)/g)].map((match) => new URL(match[1]!, server.url).href));
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.js$/, async (route) => {
      if (!initialScripts.has(route.request().url())) await released;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShift[]) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });

    // Not until `load`: the app preloads the page's chunk at start, and it is held back.
    await page.goto(`${server.url}/lyubimi`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('main').getByRole('status').waitFor();
    release();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Layout shifts are reported after the frame that had them: wait two frames and a task.
    const shifts = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => setTimeout(() => resolve((window as unknown as { layoutShifts: number[] }).layoutShifts))),
          ),
        ),
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  }, 60_000);

  it.each([390, 1280])('renders the home page at %i px wide (screenshot for review)', async (width) => {
    const { context, page, errors } = await newPage(browser, { width, height: 900 });
    await openHome(page);
    await mkdir(SCREENSHOTS, { recursive: true });
    await revealFooterForm(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, `home-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  }, 60_000);
});
