import type { AppInfo } from '@h5/bridge';
import { type ApiClient, ApiError, createServerClock, NETWORK_ERROR_MESSAGE } from '@h5/core-api';
import { useSignals } from '@preact/signals-react/runtime';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Async, useResource } from '../async.tsx';
import { ErrorState, QUIET_FAILURE } from '../feedback.tsx';
import { Page } from '../page.tsx';
import { RetryGroupProvider } from '../retryGroup.tsx';
import { setRuntime } from '../store.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const down = new ApiError('network', NETWORK_ERROR_MESSAGE);

let host: HTMLDivElement;
beforeEach(() => {
  setRuntime({
    api: {} as ApiClient,
    app: { inApp: false } as AppInfo,
    clock: createServerClock(),
    campaign: 't',
  });
  host = document.createElement('div');
  document.body.append(host);
});
afterEach(() => host.remove());

describe('a page whose blocks all failed', () => {
  it('says it once, and its one retry reloads every failed block', async () => {
    const retried: string[] = [];
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <RetryGroupProvider>
          <ErrorState error={down} onRetry={() => retried.push('wallet')} />
          <ErrorState error={down} onRetry={() => retried.push('games')} compact />
          <ErrorState error={down} onRetry={() => retried.push('ranking')} />
        </RetryGroupProvider>,
      ),
    );
    expect(host.querySelectorAll('[role="alert"]')).toHaveLength(1);
    const buttons = [...host.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['Try again']);
    const quiet = [...host.querySelectorAll('[data-testid="failed-quietly"]')];
    // A quiet block may be alone in its card: it says one line of its own, never an empty box.
    expect(quiet.map((q) => q.textContent)).toEqual([QUIET_FAILURE, QUIET_FAILURE]);
    await act(async () => buttons[0]?.click());
    expect(retried.sort()).toEqual(['games', 'ranking', 'wallet']);
    await act(async () => root.unmount());
  });

  it('lets the next failed block speak once the first is restored', async () => {
    const root = createRoot(host);
    const view = (first: boolean) => (
      <RetryGroupProvider>
        {first ? <ErrorState error={down} onRetry={() => {}} /> : <p>wallet</p>}
        <ErrorState error={down} onRetry={() => {}} />
      </RetryGroupProvider>
    );
    await act(async () => root.render(view(true)));
    expect(host.querySelectorAll('[role="alert"]')).toHaveLength(1);
    await act(async () => root.render(view(false)));
    expect(host.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(host.querySelectorAll('[data-testid="failed-quietly"]')).toHaveLength(0);
    await act(async () => root.unmount());
  });

  it('outside a group, each block keeps its own message and retry', async () => {
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <>
          <ErrorState error={down} onRetry={() => {}} />
          <ErrorState error={down} onRetry={() => {}} />
        </>,
      ),
    );
    expect(host.querySelectorAll('[role="alert"]')).toHaveLength(2);
    await act(async () => root.unmount());
  });
});

// A screen whose board is read above a gate (a promotion's) that failed first: the board's
// failure is never on screen, and the gate's retry alone would bring back a failed board.
function Gated({ answers }: { answers: { gate: boolean; board: boolean } }) {
  useSignals();
  const board = useResource(async () => {
    if (!answers.board) throw down;
    return 'the board';
  });
  const gate = useResource(async () => {
    if (!answers.gate) throw down;
    return 'the promotion';
  });
  return (
    <Page title="Event">
      {gate.error.value ? (
        <ErrorState error={gate.error.value} onRetry={() => void gate.load()} />
      ) : (
        <Async r={board}>{(b) => <p>{b}</p>}</Async>
      )}
    </Page>
  );
}

describe("a page's retry", () => {
  it('also reloads the reads of the screen that failed out of sight', async () => {
    const answers = { gate: false, board: false };
    const root = createRoot(host);
    await act(async () => root.render(<Gated answers={answers} />));
    expect(host.querySelectorAll('[role="alert"]')).toHaveLength(1);
    answers.gate = true;
    answers.board = true;
    await act(async () => (host.querySelector('[role="alert"] button') as HTMLButtonElement).click());
    expect(host.textContent).toContain('the board');
    expect(host.querySelectorAll('[role="alert"]')).toHaveLength(0);
    await act(async () => root.unmount());
  });
});
