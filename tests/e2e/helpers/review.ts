/**
 * What a browser test does to each page it visits: read to its end (the footer's form, which
 * loads as the visitor nears it, is there), axe-core finds nothing, and the page is photographed at 390 and 1280 px
 * (full page) into test-results/screenshots/ with nothing wider than the screen; and the English texts the pages show (the site starts in English on any host
 * but the Bulgarian one, 127.0.0.1 here), with their values and plural forms.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { loadMessages } from '../../../locales/index.ts';
import { expectNoViolations } from './axe.ts';
import { settle } from './browser.ts';

export const SCREENSHOTS = path.resolve('test-results/screenshots');

/**
 * Scrolls to the footer's newsletter form and back to the top, as a visitor reading the page to
 * its end would: the form loads as the visitor nears it (waited for here), so that axe checks it
 * and the screenshots show it.
 */
export async function revealFooterForm(page: Page): Promise<void> {
  await settle(page);
  const newsletter = page.locator('footer section[aria-labelledby="footer-newsletter-title"]');
  if ((await newsletter.count()) === 0) return;
  await newsletter.scrollIntoViewIfNeeded();
  await newsletter.locator('form').waitFor();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** The page at 390 and 1280 px as `<name>-<width>.png`, back at 1280 afterwards. */
export async function photograph(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await revealFooterForm(page);
    // Lazy pictures below the fold load as the full-page shot scrolls; give them a moment.
    await settle(page);
    // From the top: a sticky header photographed mid-page would cover what is under it.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect({ page: name, width, overflow }).toEqual({ page: name, width, overflow: 0 });
  }
}

/** axe finds nothing on the page (or its open dialog), and it is photographed. */
export async function review(page: Page, name: string): Promise<void> {
  await revealFooterForm(page);
  await expectNoViolations(page, name);
  await photograph(page, name);
}

const EN = loadMessages('en');

/** The English text of `key` (its `_one`/`_other` form when `count` is given) with its values. */
export function english(key: string, values: Record<string, string | number> = {}): string {
  const plural = values.count === undefined ? undefined : EN[`${key}_${values.count === 1 ? 'one' : 'other'}`];
  const text = plural ?? EN[key];
  if (text === undefined) throw new Error(`No English text "${key}"`);
  return Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text);
}
