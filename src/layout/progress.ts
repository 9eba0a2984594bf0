/**
 * The header's progress bar value: a tiny external store. Anything may call
 * `setProgress(0..100)` while a long task runs (an upload, an import) and `setProgress(null)`
 * when it ends; the header shows the bar only while a value is set (product §2, Header).
 */
import { useSyncExternalStore } from 'react';

type Listener = () => void;

let current: number | null = null;
const listeners = new Set<Listener>();

/** Sets the progress in percent (clamped to 0..100), or null to hide the bar. */
export function setProgress(value: number | null): void {
  const next = value === null || Number.isNaN(value) ? null : Math.min(100, Math.max(0, value));
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

function getProgress(): number | null {
  return current;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current progress in percent, or null when no task is running. */
export function useProgress(): number | null {
  return useSyncExternalStore(subscribe, getProgress, getProgress);
}
