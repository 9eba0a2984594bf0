/**
 * ALTCHA's widget script (the `altcha` package's CSP-friendly `external` build, with its Bulgarian
 * texts) and its PBKDF2 solver, registered as a worker file of the app's own origin (the page's
 * CSP allows no blob: workers). Jest's jsdom runs no workers: its tests map this module to a
 * stand-in (tests/src/helpers/altchaStub.cjs).
 */
import 'altcha/external';
import 'altcha/i18n/bg';
import type { AltchaGlobal } from 'altcha/types';

(globalThis as unknown as { $altcha: AltchaGlobal }).$altcha.algorithms.set(
  'PBKDF2/SHA-256',
  () => new Worker(new URL('./altcha.worker.ts', import.meta.url)),
);
