/**
 * Deferring what the first paint does not need: the machines' chunk until the page is on the
 * screen, the footer's form until the visitor nears it, so that they stay off the first paint's
 * critical path.
 */
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

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

/**
 * False until the element comes within `margin` of the screen, then true for good: what sits
 * below the fold (the footer's form) loads as the visitor nears it, not on the way to the page's
 * first paint and largest picture. Without IntersectionObserver: true once the page has painted.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return undefined;
    if (typeof IntersectionObserver !== 'function') return afterNextPaint(() => setNear(true));
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${margin} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
