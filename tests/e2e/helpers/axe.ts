/**
 * axe-core in a real page (docs/architecture.md "e2e": axe on every page a journey visits, 0
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
 * Waits for the page to come to rest: its finite CSS transitions and animations ended, and a
 * smooth scroll (a route change, a focused field) over. A colour measured halfway through a
 * button's transition, or a link passing under the sticky header mid-scroll, is a "violation"
 * that no visitor sees once the page is still.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Still when the scroll position has not moved for five frames (at most about two seconds).
    for (let still = 0, frames = 0, last = window.scrollY; still < 5 && frames < 120; frames += 1) {
      await frame();
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
  });
}

/** Runs axe on the page as it is now, once it has come to rest. */
export async function runAxe(page: Page): Promise<AxeResults> {
  await settle(page);
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
