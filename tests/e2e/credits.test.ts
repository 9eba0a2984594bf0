/**
 * Credits and settings in a real browser against the real server on a fresh database with the
 * demo data (issue 13): Maria (20 credits) buys 39 credits through the embedded sandbox checkout
 * with the success card and sees them in the header (without a reload) and in her settings'
 * ledger; a declined card shows the error and adds nothing; leaving the checkout cancels; she
 * changes her name in the settings; she promotes one of her properties through the promotion
 * dialog opened by its address, and the property comes first in GET /api/property. axe-core runs
 * on the settings page, the credit dialog, the sandbox checkout, the payment status page and the
 * promotion dialog (0 violations); each is photographed at 390 and 1280 px.
 */
import type { Page } from 'playwright-core';
import { loadMessages } from '../../locales/index.ts';
import { newPage } from './helpers/browser.ts';
import { review as reviewPage } from './helpers/review.ts';
import { signInFromHome } from './helpers/session.ts';
import { useSuite } from './helpers/suite.ts';

/** The site starts in English on any host but the Bulgarian one (127.0.0.1 here). */
const EN = loadMessages('en');
/** A text of the English interface; a plural key takes `_one` or `_other` by its count. */
const t = (key: string, values: Record<string, string | number> = {}): string => {
  const plural = typeof values.count === 'number' ? EN[`${key}_${values.count === 1 ? 'one' : 'other'}`] : undefined;
  return Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)), plural ?? EN[key] ?? key);
};

const { server, browser } = useSuite();
let page: Page;
let errors: string[];

// The page's context closes with the browser (useSuite's afterAll).
beforeAll(async () => {
  ({ page, errors } = await newPage(browser));
  await signInFromHome(page, server.url, 'maria@domovik.test');
}, 60_000);

/** The credits page checked by axe and photographed as credits-<name> (helpers/review.ts). */
const review = (name: string) => reviewPage(page, `credits-${name}`);

/** The credits the phone menu shows (the header's credits), read without reloading the page. */
async function headerCredits(): Promise<string> {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByRole('button', { name: t('header-menu') }).click();
  const shown = page.getByText(/^Credits: \d+$/);
  await shown.waitFor();
  const credits = (await shown.textContent())!.replace('Credits: ', '');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 900 });
  return credits;
}

const wallet = () => page.getByRole('region', { name: t('settings-credits-title') });

async function openSettings(): Promise<void> {
  await page.goto(`${server.url}/profil/nastroiki`);
  await page.getByRole('heading', { level: 1, name: t('page-title-AdminSettings') }).waitFor();
  await wallet().getByTestId('wallet-balance').waitFor();
}

/** From the wallet's button, through the dialog, to the sandbox checkout of the package. */
async function buy(credits: number, options: { reviewDialog?: boolean } = {}): Promise<void> {
  await wallet().getByRole('button', { name: t('settings-credits-buy') }).click();
  const dialog = page.getByRole('dialog', { name: t('credits-buy-title') });
  const proceed = dialog.getByRole('button', { name: t('credits-buy-proceed') });
  expect(await proceed.isDisabled()).toBe(true);
  if (options.reviewDialog) await review('buy-dialog');
  await dialog.getByRole('radio', { name: new RegExp(`^${t('credits-package-credits', { count: credits })} `) }).check();
  await dialog.getByRole('button', { name: /^Proceed to pay/ }).click();
  await page.waitForURL(/\/plashtane\/testova-kasa\//);
  await page.getByRole('heading', { level: 1, name: t('page-title-SandboxCheckout') }).waitFor();
}

async function payWith(last4: string): Promise<void> {
  const form = page.getByRole('form', { name: t('credits-sandbox-card-title') });
  await page.getByRole('button', { name: t('credits-sandbox-use-card', { number: last4 }) }).click();
  await form.getByLabel(t('credits-sandbox-expiry')).fill('12/39');
  await form.getByLabel(t('credits-sandbox-cvc')).fill('123');
  await form.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/plashtane\/status\?paymentId=/);
}

describe('credits', () => {
  it('buys 39 credits with the success card: the header and the settings ledger show +39 without a reload', async () => {
    await openSettings();
    expect(await wallet().getByTestId('wallet-balance').textContent()).toBe('20');
    await review('settings');
    expect(await headerCredits()).toBe('20');

    await buy(39, { reviewDialog: true });
    await review('sandbox-checkout');
    await payWith('4242');
    await page.getByText(t('credits-status-succeeded', { count: 39 })).waitFor();
    await page.getByText(t('credits-status-balance', { count: 59 })).waitFor();
    expect(await page.locator('footer').count()).toBe(0);
    await review('payment-succeeded');
    // The header's credits changed on this very page: no reload since the payment.
    expect(await headerCredits()).toBe('59');

    await page.getByRole('link', { name: t('credits-status-to-wallet') }).click();
    await wallet().getByTestId('wallet-balance').filter({ hasText: '59' }).waitFor();
    const latest = wallet().getByRole('list', { name: t('settings-ledger-title') }).getByRole('listitem').first();
    expect(await latest.textContent()).toContain(t('settings-ledger-purchase', { count: 39 }));
    expect(await latest.textContent()).toContain('+39');
    expect(await latest.textContent()).toContain(t('settings-ledger-balance', { count: 59 }));
    // Maria's demo wallet has history: past purchases and promotions.
    expect(await wallet().getByText(/^Premium for \d+ days: /).count()).toBeGreaterThan(0);
  }, 240_000);

  it('shows a declined card as an error and adds nothing; leaving the checkout cancels', async () => {
    await openSettings();
    const before = await wallet().getByTestId('wallet-balance').textContent();
    await buy(9);
    await payWith('0002');
    await page.getByRole('alert').filter({ hasText: t('credits-status-declined') }).waitFor();
    await page.getByText(t('credits-status-nothing-added')).waitFor();
    await review('payment-declined');
    expect(await headerCredits()).toBe(before);

    await openSettings();
    await buy(4);
    await page.getByRole('button', { name: t('credits-sandbox-cancel') }).click();
    await page.waitForURL(/cancel=1/);
    await page.getByRole('alert').filter({ hasText: t('credits-status-cancelled') }).waitFor();

    await openSettings();
    expect(await wallet().getByTestId('wallet-balance').textContent()).toBe(before);
    const latest = wallet().getByRole('list', { name: t('settings-ledger-title') }).getByRole('listitem').first();
    expect(await latest.textContent()).toContain('+39');
  }, 240_000);

  it('changes the name in the settings, and the header follows', async () => {
    await openSettings();
    const details = page.getByRole('region', { name: t('settings-details-title') });
    await details.getByLabel(t('settings-name'), { exact: true }).fill('Maria Petrova');
    await details.getByRole('button', { name: t('settings-save') }).click();
    await details.getByRole('status').filter({ hasText: t('settings-saved') }).waitFor();
    await page.locator('header').getByRole('link', { name: /Maria Petrova/ }).waitFor();
    await page.reload();
    await page.getByRole('region', { name: t('settings-details-title') }).getByLabel(t('settings-name'), { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: t('settings-details-title') }).getByLabel(t('settings-name'), { exact: true }).inputValue()).toBe('Maria Petrova');
  }, 120_000);

  it('promotes a property through the promotion dialog opened by its address; it is in the premium band of GET /api/property', async () => {
    // One of Maria's published properties in a district where nothing else is premium.
    const mine = (await (await page.request.get(`${server.url}/api/user/property?active=1&limit=100`)).json()) as {
      items: { id: number; premium: boolean; district: { id: number } }[];
    };
    let target: { id: number; district: { id: number } } | undefined;
    for (const property of mine.items.filter((item) => !item.premium)) {
      const others = (await (await page.request.get(`${server.url}/api/property?districtId=${property.district.id}&limit=100`)).json()) as {
        items: { premium: boolean }[];
      };
      if (!others.items.some((item) => item.premium)) {
        target = property;
        break;
      }
    }
    expect(target).toBeDefined();
    const search = async (orderBy: string) =>
      (await (await page.request.get(`${server.url}/api/property?districtId=${target!.district.id}&orderBy=${orderBy}`)).json()) as {
        items: { id: number; premium: boolean }[];
        premium: { id: number; premium: boolean }[];
      };
    const before = (await search('price.DESC')).items;
    expect(before.length).toBeGreaterThan(1);

    const balance = Number(await headerCredits());
    await page.goto(`${server.url}/profil/imoti?promote=${target!.id}`);
    const dialog = page.getByRole('dialog', { name: t('credits-promote-title') });
    await dialog.waitFor();
    await dialog.getByText(t('credits-promote-balance', { count: balance })).waitFor();
    await dialog.getByRole('radio', { name: new RegExp(`^${t('credits-promote-days', { count: 7 })} `) }).check();
    await review('promote-dialog');
    await dialog.getByRole('button', { name: t('credits-promote-submit', { count: 5 }) }).click();
    const done = page.getByRole('dialog', { name: t('notification-title-success') });
    await done.getByText(t('credits-promote-success')).waitFor();
    await done.getByRole('button', { name: t('notification-ok') }).click();
    expect(await headerCredits()).toBe(String(balance - 5));

    for (const orderBy of ['createdAt.DESC', 'price.ASC', 'price.DESC']) {
      const { premium } = await search(orderBy);
      expect({ orderBy, premium }).toEqual({ orderBy, premium: [expect.objectContaining({ id: target!.id, premium: true })] });
    }
    await openSettings();
    const latest = wallet().getByRole('list', { name: t('settings-ledger-title') }).getByRole('listitem').first();
    expect(await latest.textContent()).toContain('-5');
    expect(errors).toEqual([]);
  }, 240_000);
});
