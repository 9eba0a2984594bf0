/**
 * The first script of every page, and the start of the app on a page the server rendered
 * (decision 0029): there the server lists the app's scripts in this script's `data-scripts`
 * instead of naming them in the head, and they are asked for once the server's HTML has been
 * painted (its first contentful paint), so they do not share the line with the page's styles
 * and first picture (a phone on a slow network paints the page about a second sooner; it
 * becomes interactive a little later, its links and text being there meanwhile). A page the browser renders names its scripts itself, and this does
 * nothing. A tab that is not shown paints nothing, and a browser that does not report paints
 * cannot tell: the scripts run at once; and at the latest after PAINT_WAIT_MS.
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

if (sources.length > 0) {
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
