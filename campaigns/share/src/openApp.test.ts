import { afterEach, describe, expect, it, vi } from 'vitest';
import { appLinkFor, createOpener } from './openApp.ts';

describe('open in the app', () => {
  afterEach(() => vi.useRealTimers());

  it('opens the app screen of what the page shows', () => {
    expect(appLinkFor({ screen: 'recording', id: '880001' })).toBe('smapp://recording?id=880001');
    expect(appLinkFor({ screen: 'chorus', id: '880003' })).toBe('smapp://sing?collab_id=880003');
    expect(appLinkFor({ screen: 'profile', id: '7300' })).toBe('smapp://profile?uid=7300');
    expect(appLinkFor({ screen: 'playlist', id: '3301' })).toBe('smapp://playlist?id=3301');
    expect(appLinkFor({ screen: 'live', id: '5501' })).toBe('smapp://live?id=5501');
    expect(appLinkFor({ screen: 'ktv', id: '6601' })).toBe('smapp://ktv?id=6601');
    expect(appLinkFor({ screen: 'home' })).toBe('smapp://home');
  });

  it('opens once per tap burst, and again after the share-link fallback timeout (spec 9: 3000 ms)', () => {
    vi.useFakeTimers();
    const open = vi.fn();
    const busy: boolean[] = [];
    const tap = createOpener(open, (b) => busy.push(b));
    expect(tap('smapp://x')).toBe(true);
    expect(tap('smapp://x')).toBe(false);
    vi.advanceTimersByTime(2999);
    expect(tap('smapp://x')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(busy).toEqual([true, false]);
    expect(tap('smapp://x')).toBe(true);
    expect(open).toHaveBeenCalledTimes(2);
  });
});
