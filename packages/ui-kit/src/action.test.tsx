import type { AppInfo } from '@h5/bridge';
import {
  type ApiClient,
  ApiError,
  createServerClock,
  type MoneyOutcome,
  NETWORK_ERROR_MESSAGE,
} from '@h5/core-api';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DOUBLE_TAP_MS, intentKind, moneyAction, useMoneyAction, useSingleFlight } from './action.ts';
import { setRuntime } from './store.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fake server call: records keys, answers after `ms`, or throws what `fail` gives once. */
function fakeSend(ms = 20) {
  const keys: string[] = [];
  let fail: unknown = null;
  return {
    keys,
    failNext(e: unknown) {
      fail = e;
    },
    async send(key: string): Promise<{ ok: true }> {
      keys.push(key);
      await sleep(ms);
      if (fail) {
        const e = fail;
        fail = null;
        throw e;
      }
      return { ok: true };
    },
  };
}

let host: HTMLDivElement;
beforeEach(() => {
  sessionStorage.clear();
  host = document.createElement('div');
  document.body.append(host);
});
afterEach(() => host.remove());

function Buy({
  intent,
  send,
  onOutcome,
}: {
  intent: string;
  send: (key: string) => Promise<unknown>;
  onOutcome: (o: MoneyOutcome<unknown> | undefined) => void;
}) {
  const [run, pending] = useMoneyAction(
    () => intent,
    (key) => send(key),
  );
  return (
    <button type="button" disabled={pending} onClick={() => void run().then(onOutcome)}>
      {pending ? 'Buying' : 'Buy'}
    </button>
  );
}

describe('useMoneyAction', () => {
  it('sends once for a double and a triple tap, and shows the pending state', async () => {
    // An answer slow enough that a loaded test machine still sees the pending state.
    const s = fakeSend(300);
    const outcomes: unknown[] = [];
    const root = createRoot(host);
    await act(async () =>
      root.render(<Buy intent="buy:1" send={s.send} onOutcome={(o) => outcomes.push(o)} />),
    );
    const button = host.querySelector('button')!;
    await act(async () => {
      button.click();
      button.click();
      button.click();
    });
    expect(button.textContent).toBe('Buying');
    await act(() => sleep(400));
    expect(s.keys).toHaveLength(1);
    expect(outcomes.filter((o) => o !== undefined)).toEqual([{ kind: 'done', result: { ok: true } }]);
    expect(button.textContent).toBe('Buy');
    root.unmount();
  });

  it('ignores a tap on a remounted button while the same intent is in flight', async () => {
    const s = fakeSend(30);
    const root = createRoot(host);
    const render = (k: string) =>
      root.render(<Buy key={k} intent="buy:2" send={s.send} onOutcome={() => {}} />);
    await act(async () => render('a'));
    await act(async () => host.querySelector('button')!.click());
    await act(async () => render('b'));
    await act(async () => host.querySelector('button')!.click());
    await act(() => sleep(60));
    expect(s.keys).toHaveLength(1);
    root.unmount();
  });

  it('a tap right after a fast answer is the same tap burst; a later tap is a new intent', async () => {
    const s = fakeSend(1);
    const first = await moneyAction('bet:7', s.send);
    expect(first?.kind).toBe('done');
    expect(await moneyAction('bet:7', s.send)).toBeUndefined();
    await sleep(DOUBLE_TAP_MS + 10);
    expect((await moneyAction('bet:7', s.send))?.kind).toBe('done');
    expect(s.keys).toHaveLength(2);
    expect(s.keys[1]).not.toBe(s.keys[0]);
  });

  it('a retry after a dropped answer reuses the key at once', async () => {
    const s = fakeSend(1);
    s.failNext(new ApiError('network', NETWORK_ERROR_MESSAGE));
    const first = await moneyAction('bet:8', s.send);
    expect(first).toMatchObject({ kind: 'unknown', message: NETWORK_ERROR_MESSAGE });
    expect((await moneyAction('bet:8', s.send))?.kind).toBe('done');
    expect(s.keys[1]).toBe(s.keys[0]);
  });

  it('a refusal lets the next tap through with a new key', async () => {
    const s = fakeSend(1);
    s.failNext(new ApiError('business', 'Not enough coins', { code: 1 }));
    expect((await moneyAction('buy:9', s.send))?.kind).toBe('refused');
    expect((await moneyAction('buy:9', s.send))?.kind).toBe('done');
    expect(s.keys[1]).not.toBe(s.keys[0]);
  });
});

function Two({ send }: { send: (key: string) => Promise<unknown> }) {
  const [run] = useMoneyAction(
    (n: number) => `voucher:${n}`,
    (key) => send(key),
  );
  return (
    <>
      <button type="button" data-n="1" onClick={() => void run(1)} />
      <button type="button" data-n="2" onClick={() => void run(2)} />
    </>
  );
}

describe('useMoneyAction after a fast answer', () => {
  it('ignores the rest of the tap burst even on another intent of the same action', async () => {
    const s = fakeSend(1);
    const root = createRoot(host);
    await act(async () => root.render(<Two send={s.send} />));
    await act(async () => host.querySelector<HTMLElement>('[data-n="1"]')!.click());
    await act(() => sleep(10));
    await act(async () => host.querySelector<HTMLElement>('[data-n="2"]')!.click());
    await act(() => sleep(10));
    expect(s.keys).toHaveLength(1);
    await act(() => sleep(DOUBLE_TAP_MS));
    await act(async () => host.querySelector<HTMLElement>('[data-n="2"]')!.click());
    await act(() => sleep(10));
    expect(s.keys).toHaveLength(2);
    root.unmount();
  });
});

/** A named main action, handing its guarded run to the test. */
function Lookup({
  work,
  onRun,
}: {
  work: () => Promise<number>;
  onRun: (run: () => Promise<unknown>) => void;
}) {
  const [run] = useSingleFlight(work, 'account_lookup');
  onRun(run);
  return null;
}

/** A runtime whose tracker keeps what is sent, for a test to read. */
function trackedEvents() {
  const events: Array<{ event: string; data?: Record<string, unknown> }> = [];
  setRuntime({
    api: {} as ApiClient,
    app: { inApp: false } as AppInfo,
    clock: createServerClock(),
    campaign: 'test',
    tracker: { track: (event, data) => events.push({ event, data }), flush: () => {} },
  });
  return events;
}

describe('useSingleFlight, named', () => {
  it("tracks each run of a screen's main action once, with its outcome, and not the ignored taps", async () => {
    const events = trackedEvents();
    let fail = false;
    let tap!: () => Promise<unknown>;
    const work = async () => {
      await sleep(20);
      if (fail) throw new Error('no');
      return 1;
    };
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <Lookup
          work={work}
          onRun={(run) => {
            tap = run;
          }}
        />,
      ),
    );
    await act(async () => {
      await Promise.all([tap(), tap(), tap()]);
    });
    expect(events).toEqual([{ event: 'action', data: { action: 'account_lookup', outcome: 'done' } }]);
    fail = true;
    await act(async () => {
      await tap().catch(() => {});
    });
    expect(events.at(-1)).toEqual({ event: 'action', data: { action: 'account_lookup', outcome: 'failed' } });
    await act(async () => root.unmount());
  });
});

describe('money actions, tracked', () => {
  it('send each run once with its kind and outcome, never the ids and amounts of the intent', async () => {
    const events = trackedEvents();
    const s = fakeSend(5);
    await Promise.all([
      moneyAction('agq-bet:7:2:500', s.send),
      moneyAction('agq-bet:7:2:500', s.send),
      moneyAction('lucky-egg:3001', s.send),
    ]);
    expect(events).toEqual([
      { event: 'money_action', data: { intent: 'agq-bet', outcome: 'done' } },
      { event: 'money_action', data: { intent: 'lucky-egg', outcome: 'done' } },
    ]);
    expect(intentKind('bet:r1:3:100')).toBe('bet');
  });
});
