import { createTranslator } from '@h5/i18n';
import { describe, expect, it, vi } from 'vitest';
import { singleFlight } from '../action.ts';
import { formatCountdown } from '../countdown.tsx';
import { pickTier, tierUrl } from '../image.tsx';
import { INFINITE_SCROLL_THRESHOLD_PX, nearBottom, THROTTLE_MS, throttle } from '../infiniteList.tsx';
import arMessages from '../messages/ar.json';
import { compensatedFontSize, DESIGN_WIDTH, rootFontSize } from '../rem.ts';
import { currentToast, TOAST_DURATION_MS, toast } from '../toast.tsx';

describe('toast (spec 8)', () => {
  it('lasts 3000 ms by default and shows one at a time', () => {
    vi.useFakeTimers();
    expect(TOAST_DURATION_MS).toBe(3000);
    toast('first');
    toast('second');
    expect(currentToast.value?.text).toBe('second');
    vi.advanceTimersByTime(2999);
    expect(currentToast.value?.text).toBe('second');
    vi.advanceTimersByTime(1);
    expect(currentToast.value).toBeNull();
    vi.useRealTimers();
  });
});

describe('image tiers (spec 9: 0, 200, 800)', () => {
  it('picks the smallest tier covering width × dpr', () => {
    expect(pickTier(100, 2)).toBe(200);
    expect(pickTier(101, 2)).toBe(800);
    expect(pickTier(360, 2)).toBe(800);
    expect(pickTier(360, 3)).toBe(0);
  });
  it('names tier files beside the original', () => {
    expect(tierUrl('/cdn/a/egg.png', 200)).toBe('/cdn/a/egg@200.png');
    expect(tierUrl('/cdn/a/egg.png?v=1', 800)).toBe('/cdn/a/egg@800.png?v=1');
    expect(tierUrl('/cdn/a/egg.png', 0)).toBe('/cdn/a/egg.png');
    expect(tierUrl('/cdn/a.b/noext', 200)).toBe('/cdn/a.b/noext');
  });
});

describe('infinite list (spec 9: 50 px, 250 ms)', () => {
  it('loads within 50 px of the bottom', () => {
    expect(INFINITE_SCROLL_THRESHOLD_PX).toBe(50);
    expect(nearBottom(950, 640, 1640)).toBe(true);
    expect(nearBottom(949, 640, 1640)).toBe(false);
  });
  it('throttles to one call per 250 ms, keeping the last', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const t = throttle(fn);
    t(1);
    t(2);
    t(3);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(THROTTLE_MS);
    expect(fn).toHaveBeenLastCalledWith(3);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});

describe('rem layout (spec 9: 640 design width, root = width / 10)', () => {
  it('scales with the phone and stops on tablets', () => {
    expect(DESIGN_WIDTH).toBe(640);
    expect(rootFontSize(360)).toBe(36);
    expect(rootFontSize(1024)).toBe(54);
  });
  it('undoes the web view font zoom', () => {
    expect(compensatedFontSize(36, 36)).toBe(36);
    expect(compensatedFontSize(36, 45)).toBeCloseTo(28.8);
  });
});

describe('countdown and single flight', () => {
  it('formats remaining time, never negative', () => {
    expect(formatCountdown(3_661_000)).toBe('01:01:01');
    expect(formatCountdown(90_061_000)).toBe('1 day 01:01:01');
    expect(formatCountdown(2 * 86_400_000 + 1000)).toBe('2 days 00:00:01');
    // Arabic has its own dual: two days is one word, in the genitive after "خلال" ("in").
    const ar = createTranslator(arMessages, 'ar');
    expect(formatCountdown(2 * 86_400_000, ar)).toBe('يومين 00:00:00');
    expect(formatCountdown(86_400_000, ar)).toBe('يوم واحد 00:00:00');
    expect(formatCountdown(12 * 86_400_000, ar)).toBe('12 يومًا 00:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
  it('ignores taps while a run is in flight', async () => {
    let resolve!: () => void;
    const fn = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const run = singleFlight(fn);
    const first = run();
    void run();
    void run();
    resolve();
    await first;
    expect(fn).toHaveBeenCalledTimes(1);
    void run();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('currency units (plural forms)', () => {
  it('count in English and Arabic forms', async () => {
    const { createTranslator } = await import('@h5/i18n');
    const { COINS } = await import('../units.ts');
    const ar = (await import('../messages/ar.json')).default as Record<string, string>;
    expect(createTranslator({}, 'en')(COINS, { n: 1 })).toBe('1 coin');
    expect(createTranslator({}, 'en')(COINS, { n: 10 })).toBe('10 coins');
    const t = createTranslator(ar, 'ar');
    expect(t(COINS, { n: 2 })).toBe('عملتان');
    expect(t(COINS, { n: 10 })).toBe(`${new Intl.NumberFormat('ar').format(10)} عملات`);
    expect(t(COINS, { n: 11 })).toBe(`${new Intl.NumberFormat('ar').format(11)} عملة`);
  });
});
