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

/** Events kept before a send; more are sent at once. */
export const TRACK_BATCH_SIZE = 20;
/** How long events wait to be sent together while the page stays open. */
export const TRACK_FLUSH_MS = 5000;

export interface Tracker {
  /** Queues an event; never waits, never throws. */
  track(event: string, data?: Record<string, unknown>): void;
  /** Sends what is queued now (the page is hiding). */
  flush(): void;
}

/**
 * Behaviour tracking (spec 7: "behaviour-tracking points are also posted"): events are batched and
 * sent when the batch is full, after a few seconds, or when the page hides (sendBeacon survives
 * the page closing, which is when a deep link or a share leaves it). Nothing the user does waits.
 */
export function createTracker(opts: {
  send: (payloads: TrackPayload[]) => void;
  campaign: string;
  deviceId: () => string;
  now?: () => number;
  target?: Pick<Window, 'addEventListener'> & {
    document?: Pick<Document, 'addEventListener' | 'visibilityState'>;
  };
}): Tracker {
  const now = opts.now ?? Date.now;
  let queue: TrackPayload[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (queue.length === 0) return;
    // The device id is read here, off the first screen's path: the first localStorage read of a
    // visit can block a low-end phone's main thread (163 ms of a 4x-throttled start, measured).
    let device = '';
    try {
      device = opts.deviceId();
    } catch {}
    const batch = queue.map((e) => ({ ...e, device_id: device }));
    queue = [];
    try {
      opts.send(batch);
    } catch {
      // tracking never breaks a page
    }
  };
  const target = opts.target ?? (typeof window === 'undefined' ? undefined : window);
  target?.addEventListener('pagehide', flush);
  const doc = target?.document ?? (typeof document === 'undefined' ? undefined : document);
  doc?.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') flush();
  });
  return {
    track(event, data) {
      queue.push({ event, campaign: opts.campaign, device_id: '', at: now(), ...(data ? { data } : {}) });
      if (queue.length >= TRACK_BATCH_SIZE) flush();
      else timer ??= setTimeout(flush, TRACK_FLUSH_MS);
    },
    flush,
  };
}
