/**
 * Runs before every test file of the `src` project (jsdom; the web platform pieces come from
 * helpers/jsdomEnvironment.mjs).
 *
 * - Testing Library's jest-dom matchers (toBeInTheDocument, toHaveAccessibleName, ...).
 * - A console.error or console.warn during a test fails it (docs/architecture.md: React warnings,
 *   act() warnings, jsdom's "not implemented", react-redux selector checks all arrive there).
 *   A test that expects one replaces the spy itself (jest.spyOn(console, 'error')) and asserts it.
 *   One kind is let through: Redux Toolkit's development checks warn when they took longer than
 *   their budget ("SerializableStateInvariantMiddleware took 534ms, ..."). That says how busy the
 *   machine was, not what the page did (a busy CI machine failed a test with it), and speed is
 *   measured by `npm run bench`, never by a test.
 * - localStorage and <html lang> start clean in every test.
 * - createImageBitmap, which jsdom lacks, decodes every file; a test of a file that is not a
 *   picture makes it refuse that one (ui/ImageField.test.tsx).
 * - findBy/waitFor wait up to 5 s: a page's first render compiles its lazy chunk (ts-jest), which
 *   takes more than Testing Library's default second on a busy machine.
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { format } from 'node:util';

configure({ asyncUtilTimeout: 5_000 });

const reported: string[] = [];
/** Redux Toolkit's "<check> took Nms, which is more than the warning threshold of Mms" (see above). */
const TIMING_WARNING = /^\w+ took \d+ms, which is more than the warning threshold of \d+ms/;
const original = { error: console.error, warn: console.warn };

beforeEach(() => {
  reported.length = 0;
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.lang = 'bg';
  window.createImageBitmap = jest.fn(async () => ({ width: 1, height: 1, close: () => {} }) as ImageBitmap);
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      const message = format(...args);
      if (!TIMING_WARNING.test(message)) reported.push(`console.${level}: ${message}`);
      original[level](...args);
    };
  }
});

afterEach(() => {
  console.error = original.error;
  console.warn = original.warn;
  jest.useRealTimers();
  if (reported.length > 0) {
    const messages = reported.splice(0).join('\n\n');
    throw new Error(`The test wrote to the console, which fails it:\n\n${messages}`);
  }
});
