// The performance sample's reading (spec 9), apart from tracking.ts: it runs seconds after the
// page has loaded, on a sample of visits, so it is loaded then rather than with the first paint.

/** First paint and largest contentful paint of this visit, read once the page has settled. */
export function collectPerformance(): Record<string, number> {
  const out: Record<string, number> = {};
  try {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (nav) {
      out.ttfb = Math.round(nav.responseStart);
      out.dom_ready = Math.round(nav.domContentLoadedEventEnd);
      out.load = Math.round(nav.loadEventEnd);
    }
    for (const p of performance.getEntriesByType('paint')) {
      if (p.name === 'first-contentful-paint') out.fcp = Math.round(p.startTime);
    }
  } catch {
    // older web views lack parts of the API
  }
  return out;
}
