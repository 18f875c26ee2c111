import { act, Profiler } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from '../countdown.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
let root: Root;
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
  vi.useRealTimers();
});

/** Mounts a countdown to 01:00:00 on a clock the test sets; counts React's commits of it. */
async function mount(now: () => number, onEnd?: () => void) {
  vi.useFakeTimers();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const commits = vi.fn();
  await act(async () =>
    root.render(
      <Profiler id="countdown" onRender={commits}>
        <Countdown targetMs={3_600_000} now={now} onEnd={onEnd} />
      </Profiler>,
    ),
  );
  return commits;
}

describe('Countdown', () => {
  it('mounts with one commit when its first tick falls in the second it rendered', async () => {
    // 5 ms pass between the render and the first tick, in the same second.
    const readings = [400, 405];
    const commits = await mount(() => readings.shift() ?? 405);
    expect(commits).toHaveBeenCalledTimes(1);
    expect(host.textContent).toBe('00:59:59');
  });

  it('shows each new second, and calls onEnd once at the end', async () => {
    const clock = { ms: 0 };
    const onEnd = vi.fn();
    await mount(() => clock.ms, onEnd);
    expect(host.textContent).toBe('01:00:00');
    clock.ms = 1000;
    await act(async () => vi.advanceTimersByTime(1000));
    expect(host.textContent).toBe('00:59:59');
    clock.ms = 3_600_000;
    await act(async () => vi.advanceTimersByTime(2000));
    expect(host.textContent).toBe('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
