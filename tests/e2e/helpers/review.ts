/**
 * What a browser suite does with each page it visits, and the texts it finds them by: axe-core
 * on the page (0 violations), then a full-page screenshot at 390 and 1280 px into
 * test-results/screenshots/ (for a person to look at) with no sideways overflow; and the English
 * texts of the site (it starts in English on any host but the Bulgarian one, 127.0.0.1 here).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { loadMessages } from '../../../locales/index.ts';
import { expectNoViolations } from './axe.ts';

export const SCREENSHOTS = path.resolve('test-results/screenshots');

const EN = loadMessages('en');

/** An English text with its placeholders filled (the key itself when there is none). */
export function t(key: string, values: Record<string, string | number> = {}): string {
  return Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)), EN[key] ?? key);
}

/** The page checked by axe and photographed at 390 and 1280 px as `<name>-<width>.png`, back at 1280 afterwards. */
export async function review(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, name);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    // From the top: a sticky header photographed mid-page would cover what is under it.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect({ page: name, width, overflow }).toEqual({ page: name, width, overflow: 0 });
  }
}
