import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { openInApp } from '../openInApp.ts';
import { resetHost } from './helpers.ts';

let hidden = false;
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  resetHost();
  vi.useFakeTimers();
  hidden = false;
  Object.defineProperty(document, 'hidden', { get: () => hidden, configurable: true });
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete (document as unknown as Record<string, unknown>).hidden;
  resetHost();
});

const opts = (report: (r: 'to_app' | 'to_store') => void) => ({
  deepLink: 'sm://open?x=1',
  storeUrl: 'https://play.example/store',
  report,
});

it('goes to the store when the page stays visible for 1000 ms', async () => {
  const report = vi.fn();
  const p = openInApp(opts(report));
  const frame = document.querySelector('iframe');
  expect(frame?.getAttribute('src')).toBe('sm://open?x=1');
  expect(frame?.style.display).toBe('none');
  await vi.advanceTimersByTimeAsync(999);
  expect(report).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  await expect(p).resolves.toBe('to_store');
  expect(report).toHaveBeenCalledWith('to_store');
  expect(assign).toHaveBeenCalledWith('https://play.example/store');
  await vi.advanceTimersByTimeAsync(1000);
  expect(document.querySelector('iframe')).toBeNull();
});

it('reports to_app when the page is hidden in time', async () => {
  const report = vi.fn();
  const p = openInApp(opts(report));
  await vi.advanceTimersByTimeAsync(400);
  hidden = true;
  document.dispatchEvent(new Event('visibilitychange'));
  await expect(p).resolves.toBe('to_app');
  expect(report).toHaveBeenCalledTimes(1);
  expect(report).toHaveBeenCalledWith('to_app');
  await vi.advanceTimersByTimeAsync(2000);
  expect(report).toHaveBeenCalledTimes(1);
  expect(assign).not.toHaveBeenCalled();
  expect(document.querySelector('iframe')).toBeNull();
});

for (const [name, fire] of [
  ['pagehide', () => window.dispatchEvent(new Event('pagehide'))],
  ['blur', () => window.dispatchEvent(new Event('blur'))],
] as const) {
  it(`the app opening (${name}) cancels the store fallback, once and for all`, async () => {
    const report = vi.fn();
    const p = openInApp(opts(report));
    await vi.advanceTimersByTimeAsync(300);
    fire();
    await expect(p).resolves.toBe('to_app');
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith('to_app');
    expect(assign).not.toHaveBeenCalled();
  });
}

it('also uses location on iOS', async () => {
  Object.defineProperty(navigator, 'userAgent', {
    get: () => 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) Safari/604.1',
    configurable: true,
  });
  const set = vi.fn();
  vi.spyOn(window.location, 'href', 'set').mockImplementation(set);
  const p = openInApp(opts(() => {}));
  expect(set).toHaveBeenCalledWith('sm://open?x=1');
  hidden = true;
  await vi.advanceTimersByTimeAsync(1000);
  await expect(p).resolves.toBe('to_app');
});
