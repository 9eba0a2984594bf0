/**
 * axe-core in a real page (ARCHITECTURE "e2e": axe on every page a journey visits, 0
 * violations): the `axe-core` package's script is evaluated in the page and run on the whole
 * document against WCAG 2.x A and AA and axe's best practices. `expectNoViolations` fails with
 * one readable line per violation and element.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

let source: Promise<string> | undefined;

/** The axe-core script, read once per test file. */
function axeSource(): Promise<string> {
  const file = createRequire(path.resolve('package.json')).resolve('axe-core/axe.min.js');
  return (source ??= readFile(file, 'utf8'));
}

/**
 * Waits for the page's finite CSS transitions and animations to end: a colour measured halfway
 * through a button's transition is neither the colour before nor the one after (a contrast
 * "violation" that no visitor sees once the transition is over).
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Runs axe on the page as it is now, once its transitions have ended. */
export async function runAxe(page: Page): Promise<AxeResults> {
  await settleAnimations(page);
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the site's CSP (script-src 'self') allows no inline <script>.
  if (!loaded) await page.evaluate(await axeSource());
  return page.evaluate(
    (tags) => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    }),
    AXE_TAGS,
  );
}

/** One line per violation and element: "color-contrast (serious) at .price: Elements must meet ...". */
export function describeViolations(violations: readonly Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
    ),
  );
}

/** Fails the test with what axe found, naming the page. */
export async function expectNoViolations(page: Page, label: string = page.url()): Promise<void> {
  const { violations } = await runAxe(page);
  expect({ page: label, violations: describeViolations(violations) }).toEqual({ page: label, violations: [] });
}
