// Behaviour tracking and performance sampling (spec 7 tracking host, spec 9 sampling).

/** Spec 9: performance is sampled on 2 visits in 10. */
export const PERFORMANCE_SAMPLE_RATE = 0.2;

export function shouldSamplePerformance(random: () => number = Math.random): boolean {
  return random() < PERFORMANCE_SAMPLE_RATE;
}

export interface TrackPayload {
  event: string;
  campaign: string;
  device_id: string;
  data?: Record<string, unknown>;
  at: number;
}

/**
 * Sends events without holding up the page: sendBeacon survives the page closing, which is when
 * most share and deep-link events happen. Failures are dropped: tracking must never break a page.
 */
export function sendTracking(trackHost: string, payloads: TrackPayload[]): void {
  const url = `${trackHost}/events/h5?ts=${Date.now()}`;
  const body = JSON.stringify({ post_data: JSON.stringify(payloads) });
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url, blob)) return;
    void fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch(() => {});
  } catch {
    // ignore
  }
}

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
