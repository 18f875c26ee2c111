// The first screen paints with its data: its chunk, once arrived, renders without suspending
// (React holds a commit after a suspension back by up to 300 ms), and its reads start in the
// commit, before the browser paints, so answers the page's HTML already has show in that frame.

import { act, Suspense, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenProps } from '../app.tsx';
import { useLoadOnMount, useResource } from '../async.tsx';
import { type LazyScreen, lazyScreens } from '../lazyScreens.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
afterEach(() => host?.remove());
function mount() {
  host = document.createElement('div');
  document.body.append(host);
  return createRoot(host);
}
const props: ScreenProps = { params: {}, query: new URLSearchParams() };
const Hello = (_: ScreenProps) => <p>hello</p>;
const Other = (_: ScreenProps) => <p>other</p>;
const module = { Hello, Other };

const fetcher = vi.fn(async () => 'data');
const seen: number[] = [];
function Reader() {
  useResource(fetcher);
  return null;
}
/** Records, in its own layout effect, how many reads had started by then. */
function After() {
  useLayoutEffect(() => {
    seen.push(fetcher.mock.calls.length);
  }, []);
  return null;
}
const stop = vi.fn();
function Poller() {
  useLoadOnMount(() => stop, []);
  return null;
}

/** Renders a screen under a Suspense boundary whose fallback says "waiting". */
function showInSuspense(Screen: LazyScreen) {
  act(() =>
    mount().render(
      <Suspense fallback={<p>waiting</p>}>
        <Screen {...props} />
      </Suspense>,
    ),
  );
}

describe('lazyScreens', () => {
  it('renders a screen whose chunk has arrived in the same commit, without its fallback', async () => {
    const load = vi.fn(async () => module);
    const Screen = lazyScreens(load)('Hello');
    await Screen.preload();
    showInSuspense(Screen);
    expect(host.textContent).toBe('hello');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends until the chunk arrives when it is shown first, asking for it once', async () => {
    let arrive!: (m: typeof module) => void;
    const load = vi.fn(() => new Promise<typeof module>((resolve) => (arrive = resolve)));
    const Screen = lazyScreens(load)('Other');
    showInSuspense(Screen);
    expect(host.textContent).toBe('waiting');
    await act(async () => arrive(module));
    expect(host.textContent).toBe('other');
  });
});

describe('useLoadOnMount', () => {
  it('starts the read in the commit that mounts the screen, before a later layout effect', () => {
    const root = mount();
    act(() =>
      root.render(
        <>
          <Reader />
          <After />
        </>,
      ),
    );
    expect(seen).toEqual([1]);
  });

  it('runs what the load returns to stop it when the screen unmounts', () => {
    const root = mount();
    act(() => root.render(<Poller />));
    expect(stop).not.toHaveBeenCalled();
    act(() => root.unmount());
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
