// Part of `npm run bench`: Lighthouse (mobile) on the home page and a category page, through
// the audit of `npm run audit:web` (scripts/audit-web.mjs), 3 runs each: the medians, which the
// first page's goals are about (performance ≥ 0.95, accessibility, best practices 1.00; CLS the
// worst run). `npm run audit:web` gives every run and more runs.
import { auditWeb } from '../audit-web.mjs';

const RUNS = 3;

export async function run() {
  console.log(`Lighthouse (mobile), median of ${RUNS} runs (npm run audit:web for every run):`);
  const details = [];
  const pages = await auditWeb({ runs: RUNS, log: (text) => details.push(text) }).catch((error) => {
    console.log(details.join('\n'));
    throw error;
  });
  for (const { name, path, summary } of pages) {
    const { scores, lcp, tbt, cls } = summary;
    const named = Object.entries(scores).map(([category, score]) => `${category} ${(score / 100).toFixed(2)}`).join(', ');
    console.log(`  ${name} (${path}): ${named}; LCP ${(lcp / 1000).toFixed(1)} s, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)}`);
  }
}
