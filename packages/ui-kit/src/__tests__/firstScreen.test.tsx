// The first screen paints with its data: its chunk, once arrived, renders without suspending
// (React holds a commit after a suspension back by up to 300 ms), and its reads start in the
// commit, before the browser paints, so answers the page's HTML already has show in that frame.

import { createApiClient, defineCall, fulfilled, hostsFor, preloadKey, rejected } from '@h5/core-api';
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { act, Suspense, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenProps } from '../app.tsx';
import { Async, useLoaded, useLoadOnMount, useResource } from '../async.tsx';
import { applyAnswer, setFirstScreenRendering } from '../firstScreen.ts';
import { type LazyScreen, lazyScreens } from '../lazyScreens.ts';
import { createResource, type Resource } from '../resource.ts';

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

/** What a screen shows: the data, the error or the placeholder, and each render's text. */
function Screen({ read, renders }: { read: () => Promise<string>; renders: string[] }) {
  useSignals();
  const r = useResource(read);
  const shown = r.data.value ?? (r.error.value ? 'failed' : 'placeholder');
  renders.push(shown);
  return <p>{shown}</p>;
}

/** Suspends its first renders until `gate.open` (a chunk on its way). */
function Slow({ gate }: { gate: { open: boolean; opened: Promise<void> } }) {
  if (!gate.open) throw gate.opened;
  return null;
}

/** A later screen's read, with how many reads had started at each render. */
function Later({ read, seen }: { read: () => Promise<string>; seen: number[] }) {
  const r = useResource(read);
  seen.push((read as ReturnType<typeof vi.fn>).mock.calls.length);
  return <Async r={r}>{(d) => <p>{d}</p>}</Async>;
}

/** A screen reading a resource shared between screens. */
function Wallet({ shared, renders }: { shared: Resource<string>; renders: string[] }) {
  useSignals();
  useLoaded(shared);
  renders.push(shared.data.value ?? 'placeholder');
  return <p>{shared.data.value}</p>;
}

describe('useResource on the first screen', () => {
  afterEach(() => setFirstScreenRendering(false));

  it('renders an answer the page already holds in its first render, asking once', () => {
    setFirstScreenRendering(true);
    const read = vi.fn(() => fulfilled('hello'));
    const renders: string[] = [];
    act(() => mount().render(<Screen read={read} renders={renders} />));
    expect(host.textContent).toBe('hello');
    expect(renders).toEqual(['hello']);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('renders a refusal the page already holds as the read’s error, at once', () => {
    setFirstScreenRendering(true);
    const renders: string[] = [];
    act(() => mount().render(<Screen read={() => rejected(new Error('no'))} renders={renders} />));
    expect(renders).toEqual(['failed']);
  });

  it('awaits a read still on its way from the mount rather than asking again', async () => {
    setFirstScreenRendering(true);
    let arrive!: (v: string) => void;
    const read = vi.fn(() => new Promise<string>((resolve) => (arrive = resolve)));
    const renders: string[] = [];
    act(() => mount().render(<Screen read={read} renders={renders} />));
    expect(host.textContent).toBe('placeholder');
    // What startCampaign's shell does as the first screen commits.
    setFirstScreenRendering(false);
    await act(async () => arrive('late'));
    expect(host.textContent).toBe('late');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('asks once when the first render is started again before it commits', async () => {
    // The client as startCampaign sets it up: the read's answer arrived with the HTML.
    const thing = defineCall<object, string>({ name: 't.thing', method: 'GET', host: 'api', path: '/t' });
    const answer = { status: 200, text: '{"code":0,"data":"hello"}' };
    const reads = {
      [preloadKey('t.thing', {})]: { at: Date.now(), answer: Promise.resolve(answer), arrived: answer },
    };
    const fetchImpl = vi.fn(async () => new Response('{"code":0,"data":"again"}'));
    const client = createApiClient({
      hosts: hostsFor('dev', 'http://127.0.0.1:9'),
      lang: () => 'en',
      token: () => null,
      fetchImpl: fetchImpl as unknown as typeof fetch,
      preloaded: () => reads,
    });
    setFirstScreenRendering(true);
    client.shareReads(true);
    let chunk!: () => void;
    const gate = { open: false, opened: new Promise<void>((resolve) => (chunk = resolve)) };
    void gate.opened.then(() => (gate.open = true));
    const renders: string[] = [];
    act(() =>
      mount().render(
        <Suspense fallback={<p>waiting</p>}>
          <Screen read={() => client.call(thing, {})} renders={renders} />
          <Slow gate={gate} />
        </Suspense>,
      ),
    );
    await act(async () => chunk());
    expect(host.textContent).toBe('hello');
    expect(renders.length).toBeGreaterThan(1);
    expect(renders.every((r) => r === 'hello')).toBe(true);
    expect(fetchImpl).not.toHaveBeenCalled();
    client.shareReads(false);
  });

  it('loads a resource shared between screens in the render too', () => {
    setFirstScreenRendering(true);
    const shared = createResource(() => fulfilled('wallet'));
    const renders: string[] = [];
    act(() => mount().render(<Wallet shared={shared} renders={renders} />));
    expect(renders).toEqual(['wallet']);
  });

  it('applies an answer still on its way only once the first screen has committed', async () => {
    setFirstScreenRendering(true);
    const shared = createResource(() => Promise.resolve('late'));
    void shared.load();
    await Promise.resolve();
    await Promise.resolve();
    expect(shared.data.value).toBeUndefined();
    setFirstScreenRendering(false);
    await vi.waitFor(() => expect(shared.data.value).toBe('late'));
  });

  it('starts nothing in render on a later screen: the read goes with the mount', async () => {
    const read = vi.fn(() => fulfilled('hello'));
    const seenAtRender: number[] = [];
    await act(async () => mount().render(<Later read={read} seen={seenAtRender} />));
    expect(seenAtRender[0]).toBe(0);
    expect(read).toHaveBeenCalledTimes(1);
    expect(host.textContent).toBe('hello');
  });
});

describe('applyAnswer', () => {
  afterEach(() => setFirstScreenRendering(false));

  it('applies a known answer or refusal before it returns', () => {
    const got: unknown[] = [];
    expect(
      applyAnswer(
        fulfilled(7),
        (v) => got.push(v),
        (e) => got.push(`error ${e}`),
      ),
    ).toBeUndefined();
    expect(
      applyAnswer(
        rejected('no'),
        (v) => got.push(v),
        (e) => got.push(`error ${e}`),
      ),
    ).toBeUndefined();
    expect(got).toEqual([7, 'error no']);
  });

  it('applies one on its way once the first screen has committed', async () => {
    setFirstScreenRendering(true);
    const got: unknown[] = [];
    const later = applyAnswer(
      Promise.resolve(7),
      (v) => got.push(v),
      () => {},
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(got).toEqual([]);
    setFirstScreenRendering(false);
    await later;
    expect(got).toEqual([7]);
  });
});

/** A screen with a load of its own shape (a board with its side reads), and each render's text. */
function Board({ open, renders }: { open: () => () => void; renders: string[] }) {
  useSignals();
  useLoadOnMount(open, [], { inFirstRender: true });
  renders.push(boardShown.value);
  return <p>{boardShown.value}</p>;
}
const boardShown = signal('placeholder');

describe('useLoadOnMount in the first render', () => {
  afterEach(() => setFirstScreenRendering(false));

  it('starts the load in the first screen’s render, which shows what it applied, and stops it on unmount', () => {
    boardShown.value = 'placeholder';
    setFirstScreenRendering(true);
    const close = vi.fn();
    const open = vi.fn(() => {
      void applyAnswer(
        fulfilled('board'),
        (v) => (boardShown.value = v),
        () => {},
      );
      return close;
    });
    const renders: string[] = [];
    const root = mount();
    act(() => root.render(<Board open={open} renders={renders} />));
    expect(renders).toEqual(['board']);
    expect(open).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('starts it in the commit on a later screen', () => {
    boardShown.value = 'placeholder';
    const open = vi.fn(() => {
      void applyAnswer(
        fulfilled('board'),
        (v) => (boardShown.value = v),
        () => {},
      );
      return () => {};
    });
    const renders: string[] = [];
    act(() => mount().render(<Board open={open} renders={renders} />));
    expect(renders).toEqual(['placeholder', 'board']);
  });
});

function LiveScore({ read }: { read: () => Promise<number> }) {
  useSignals();
  const r = useResource(read, [], { refreshMs: 1000 });
  return <p>{r.data.value}</p>;
}

describe('useResource with refreshMs', () => {
  it('loads again on its interval while the page is in view, not while hidden', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const read = async () => ++calls;
      const root = mount();
      await act(async () => root.render(<LiveScore read={read} />));
      expect(calls).toBe(1);
      await act(async () => vi.advanceTimersByTime(2000));
      expect(calls).toBe(3);
      const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
      await act(async () => vi.advanceTimersByTime(3000));
      expect(calls).toBe(3);
      hidden.mockReturnValue(false);
      await act(async () => vi.advanceTimersByTime(1000));
      expect(calls).toBe(4);
      await act(async () => root.unmount());
      await act(async () => vi.advanceTimersByTime(5000));
      expect(calls).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
