import type { AppInfo } from '@h5/bridge';
import {
  type ApiClient,
  ApiError,
  createServerClock,
  fulfilled,
  hostsFor,
  NETWORK_ERROR_MESSAGE,
  rejected,
} from '@h5/core-api';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Async, allOf } from '../async.tsx';
import { createResource } from '../resource.ts';
import { setRuntime } from '../store.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function runtime(inApp: boolean) {
  const api = {
    hosts: hostsFor('dev', 'http://localhost:8001'),
    call: async () => ({}),
  } as unknown as ApiClient;
  setRuntime({ api, app: { inApp } as AppInfo, clock: createServerClock(), campaign: 'test' });
}

let host: HTMLElement;
async function render(node: React.ReactNode) {
  host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(node));
  return root;
}
afterEach(() => host?.remove());

const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((a, b) => {
    resolve = a;
    reject = b;
  });
  return { promise, resolve, reject };
};

describe('<Async>', () => {
  it('holds the content height while loading, then shows the data', async () => {
    runtime(false);
    const d = deferred<string>();
    const r = createResource(() => d.promise);
    await render(
      <Async r={r} height="2rem">
        {(v) => <p>{v}</p>}
      </Async>,
    );
    void r.load();
    const skeleton = host.querySelector<HTMLElement>('.h5-skeleton');
    expect(skeleton?.style.height).toBe('2rem');
    await act(async () => d.resolve('Ten golds'));
    expect(host.textContent).toBe('Ten golds');
  });

  it('shows one plain sentence and a retry that loads again', async () => {
    runtime(false);
    let fail = true;
    const r = createResource(async () => {
      if (fail) throw new ApiError('network', NETWORK_ERROR_MESSAGE);
      return 'back';
    });
    await render(<Async r={r}>{(v) => <p>{v}</p>}</Async>);
    await act(async () => void (await r.load()));
    expect(host.querySelector('[role=alert] p')?.textContent).toBe(NETWORK_ERROR_MESSAGE);
    expect(host.querySelector('[role=alert] p')?.getAttribute('dir')).toBe('auto');
    fail = false;
    await act(async () => host.querySelector('button')?.click());
    await act(async () => {});
    expect(host.textContent).toBe('back');
  });

  it('asks a visitor to sign in instead of offering a retry that cannot succeed', async () => {
    runtime(false);
    const r = createResource(async () => {
      throw new ApiError('business', 'Please log in first', { code: 401 });
    });
    await render(<Async r={r}>{() => <p>mine</p>}</Async>);
    await act(async () => void (await r.load()));
    expect(host.querySelector('[role=alert]')).toBeNull();
    const prompt = host.querySelector('[data-testid=sign-in-prompt]');
    expect(prompt?.textContent).toContain('Open the app and log in to see this.');
    expect(prompt?.querySelector('button')?.textContent).toBe('Open in the app');
  });

  it('in the app, the prompt is the app login', async () => {
    runtime(true);
    const r = createResource(async () => {
      throw new ApiError('business', 'Please log in first', { code: 401 });
    });
    await render(<Async r={r}>{() => <p>mine</p>}</Async>);
    await act(async () => void (await r.load()));
    expect(host.querySelector('[data-testid=sign-in-prompt] button')?.textContent).toBe('Log in');
  });

  it('says the empty sentence for empty data', async () => {
    runtime(false);
    const r = createResource(async () => [] as number[]);
    await render(
      <Async r={r} isEmpty={(l) => l.length === 0} empty="No bets yet">
        {(l) => <p>{l.length}</p>}
      </Async>,
    );
    await act(async () => void (await r.load()));
    expect(host.textContent).toBe('No bets yet');
  });
});

describe('allOf', () => {
  it('reads several resources as one, and a retry reloads only the failed one', async () => {
    let aCalls = 0;
    let bCalls = 0;
    const a = createResource(async () => {
      aCalls += 1;
      return 1;
    });
    const b = createResource(async () => {
      bCalls += 1;
      if (bCalls === 1) throw new ApiError('timeout', 'slow');
      return 'two';
    });
    const both = allOf(a, b);
    await Promise.all([a.load(), b.load()]);
    expect(both.data.value).toBeUndefined();
    expect((both.error.value as ApiError).kind).toBe('timeout');
    await both.load();
    expect(both.data.value).toEqual([1, 'two']);
    expect(both.error.value).toBeNull();
    expect([aCalls, bCalls]).toEqual([1, 2]);
  });
});

describe('createResource', () => {
  it('applies an answer already known before its load returns, and a known refusal as its error', () => {
    const r = createResource(() => fulfilled(1));
    void r.load();
    expect([r.data.value, r.loading.value]).toEqual([1, false]);
    const refused = createResource(() => rejected<number>(new Error('no')), { keepOnError: true });
    void refused.load();
    expect((refused.error.value as Error).message).toBe('no');
  });
});
