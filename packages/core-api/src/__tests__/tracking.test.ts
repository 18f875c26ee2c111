import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTracker, TRACK_BATCH_SIZE, TRACK_FLUSH_MS, type TrackPayload } from '../tracking.ts';

function harness() {
  const sent: TrackPayload[][] = [];
  const listeners: Record<string, () => void> = {};
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (type: string, fn: () => void) => {
      listeners[`doc:${type}`] = fn;
    },
  };
  const target = {
    addEventListener: (type: string, fn: () => void) => {
      listeners[type] = fn;
    },
    document: doc,
  };
  const tracker = createTracker({
    send: (p) => sent.push(p),
    campaign: 'lucky-eggs',
    deviceId: () => 'dev-1',
    now: () => 1000,
    target: target as never,
  });
  return { tracker, sent, listeners, doc };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createTracker', () => {
  it('batches events and sends them after a few seconds, never at once', () => {
    const { tracker, sent } = harness();
    tracker.track('page_view', { path: '/v/lucky-eggs' });
    tracker.track('share');
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(TRACK_FLUSH_MS);
    expect(sent).toEqual([
      [
        {
          event: 'page_view',
          campaign: 'lucky-eggs',
          device_id: 'dev-1',
          at: 1000,
          data: { path: '/v/lucky-eggs' },
        },
        { event: 'share', campaign: 'lucky-eggs', device_id: 'dev-1', at: 1000 },
      ],
    ]);
  });
  it('sends a full batch at once', () => {
    const { tracker, sent } = harness();
    for (let i = 0; i < TRACK_BATCH_SIZE; i++) tracker.track('tap');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(TRACK_BATCH_SIZE);
  });
  it('sends what is queued when the page hides or leaves', () => {
    const { tracker, sent, listeners, doc } = harness();
    tracker.track('open_app', { outcome: 'to_store' });
    listeners.pagehide?.();
    expect(sent).toHaveLength(1);
    tracker.track('page_view');
    doc.visibilityState = 'hidden';
    listeners['doc:visibilitychange']?.();
    expect(sent).toHaveLength(2);
    listeners.pagehide?.();
    expect(sent).toHaveLength(2);
  });
  it('reads the device id when it sends, not when the page tracks its first view', () => {
    let reads = 0;
    const tracker = createTracker({
      send: () => {},
      campaign: 'x',
      deviceId: () => {
        reads++;
        return 'dev-1';
      },
      target: {
        addEventListener() {},
        document: { addEventListener() {}, visibilityState: 'visible' },
      } as never,
    });
    tracker.track('page_view');
    expect(reads).toBe(0);
    vi.advanceTimersByTime(TRACK_FLUSH_MS);
    expect(reads).toBe(1);
  });
  it('never throws into the page', () => {
    const tracker = createTracker({
      send: () => {
        throw new Error('blocked');
      },
      campaign: 'x',
      deviceId: () => {
        throw new Error('no storage');
      },
      target: {
        addEventListener() {},
        document: { addEventListener() {}, visibilityState: 'visible' },
      } as never,
    });
    expect(() => {
      tracker.track('a');
      tracker.flush();
    }).not.toThrow();
  });
});
