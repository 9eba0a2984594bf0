/**
 * The first script of every page, and the start of the app on a page the server rendered
 * (decision 0029): there the server lists the app's scripts in this script's `data-scripts`
 * instead of naming them in the head, and they are asked for once the server's HTML has been
 * painted (its first contentful paint), so they do not share the line with the page's styles
 * and first picture (a phone on a slow network paints the page about a second sooner; it
 * becomes interactive a little later, its links and text being there meanwhile). A page the browser renders names its scripts itself, and this does
 * nothing. A tab that is not shown paints nothing, and a browser that does not report paints
 * cannot tell: the scripts run at once; and at the latest after PAINT_WAIT_MS.
 *
 * Until the app has started (`<html data-started>`, src/main.tsx) a click on a rendered button
 * would be lost: it is held instead (the last one), the button shown busy, and clicked again once
 * the app has started, if hydration kept it (React hydrates the same nodes, so the click reaches
 * its handler). Links, and the submit button of a form with its own address, work without it.
 */
const PAINT_WAIT_MS = 3_000;

const sources = document.currentScript?.dataset.scripts?.split(' ').filter(Boolean) ?? [];
let started = false;

function start(): void {
  if (started) return;
  started = true;
  for (const source of sources) {
    const script = document.createElement('script');
    script.src = source;
    // In order (the vendor chunk before the app), as deferred scripts would have run.
    script.async = false;
    document.head.append(script);
  }
}

let held: HTMLButtonElement | null = null;

function hold(event: Event): void {
  const button = (event.target as Element).closest<HTMLButtonElement>('button,[role=button]');
  if (!button || (button.type === 'submit' && button.form?.hasAttribute('action'))) return;
  // Nor a native submit, nor React's own replay once it listens during hydration: one click, ours.
  event.preventDefault();
  event.stopPropagation();
  held?.removeAttribute('aria-busy');
  held = button;
  button.setAttribute('aria-busy', 'true');
}

if (sources.length > 0) {
  document.addEventListener('click', hold, true);
  new MutationObserver((_, observer) => {
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    held?.removeAttribute('aria-busy');
    if (held?.isConnected) held.click();
  }).observe(document.documentElement, { attributeFilter: ['data-started'] });
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    start();
  } else {
    new PerformanceObserver((paints, observer) => {
      if (!paints.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, PAINT_WAIT_MS);
  }
}
