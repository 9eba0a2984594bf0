/**
 * Deferring what the first paint does not need (the machines' chunk, the footer's form) until
 * the page is on the screen, so that it stays off the first paint's critical path.
 */
import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser has painted and shown the next frame: a frame callback runs
 * just before a paint, so the one after it runs once that frame is out. A hidden tab paints no
 * frames: there the callback runs in the next task. Answers a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    task = setTimeout(callback);
  } else {
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        task = setTimeout(callback);
      });
    });
  }
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}

/** False until the browser has painted the component's first render. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
