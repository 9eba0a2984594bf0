/**
 * Runs before every test file of the `src` project (jsdom; the web platform pieces come from
 * helpers/jsdomEnvironment.mjs).
 *
 * - Testing Library's jest-dom matchers (toBeInTheDocument, toHaveAccessibleName, ...).
 * - A console.error or console.warn during a test fails it (docs/architecture.md: React warnings,
 *   act() warnings, jsdom's "not implemented", react-redux selector checks all arrive there).
 *   A test that expects one replaces the spy itself (jest.spyOn(console, 'error')) and asserts it.
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
const original = { error: console.error, warn: console.warn };

beforeEach(() => {
  reported.length = 0;
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.lang = 'bg';
  window.createImageBitmap = jest.fn(async () => ({ width: 1, height: 1, close: () => {} }) as ImageBitmap);
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      reported.push(`console.${level}: ${format(...args)}`);
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
