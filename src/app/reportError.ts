/**
 * Where the app's errors are reported: the one place to plug an error reporter in later. main.tsx
 * hands ROOT_ERROR_CALLBACKS to createRoot, so React reports here every render error, whether an
 * error boundary caught it (the error page or a chunk's Reload message showed), none did (the
 * app unmounted), or React recovered by itself (a hydration mismatch); and main.tsx reports a
 * start that failed. For now each goes to the console.
 */
import type { RootOptions } from 'react-dom/client';

/** How the error ended: caught by a boundary, uncaught, recovered by React, or the start failed. */
type ErrorOrigin = 'caught' | 'uncaught' | 'recoverable' | 'start';

export function reportError(origin: ErrorOrigin, error: unknown, componentStack?: string): void {
  if (componentStack === undefined) console.error(`Domovik error (${origin}):`, error);
  else console.error(`Domovik error (${origin}):`, error, `\nIn the components:${componentStack}`);
}

export const ROOT_ERROR_CALLBACKS = {
  onCaughtError: (error, { componentStack }) => reportError('caught', error, componentStack),
  onUncaughtError: (error, { componentStack }) => reportError('uncaught', error, componentStack),
  onRecoverableError: (error, { componentStack }) => reportError('recoverable', error, componentStack),
} satisfies RootOptions;
