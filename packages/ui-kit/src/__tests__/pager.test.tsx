import type { PageResult } from '@h5/core-api';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { PagerEnd, usePager } from '../pager.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Row = { id: number };
const rows = (...ids: number[]): Row[] => ids.map((id) => ({ id }));

type Load = (page: number) => Promise<PageResult<Row>>;

/** A screen that draws the pager's rows itself and ends them with PagerEnd. */
function List({ load, resetKey, shown }: { load: Load; resetKey: number; shown?: { hasMore: boolean } }) {
  const pager = usePager(load, { resetKey, shown, keyOf: (r) => r.id });
  return (
    <>
      <ol>
        {pager.items.map((r) => (
          <li key={r.id}>{r.id}</li>
        ))}
      </ol>
      <PagerEnd pager={pager} label="More" testId="more" />
    </>
  );
}

async function mount(load: Load, shown?: { hasMore: boolean }) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(<List load={load} resetKey={1} shown={shown} />));
  const shownIds = () => [...host.querySelectorAll('li')].map((li) => Number(li.textContent));
  const more = () => host.querySelector<HTMLButtonElement>('[data-testid=more]');
  return {
    host,
    shownIds,
    more,
    reset: (key: number) => act(async () => root.render(<List load={load} resetKey={key} shown={shown} />)),
    done: async () => {
      await act(async () => root.unmount());
      host.remove();
    },
  };
}

describe('usePager and PagerEnd', () => {
  it('goes on after a page the screen shows, each page once, until the server says there is no more', async () => {
    const load = vi.fn(async (page: number) =>
      page === 2 ? { items: rows(11, 12), hasMore: true } : { items: rows(12, 13), hasMore: false },
    );
    const list = await mount(load, { hasMore: true });
    expect([list.shownIds(), load.mock.calls.length]).toEqual([[], 0]);
    await act(async () => list.more()?.click());
    expect(list.shownIds()).toEqual([11, 12]);
    await act(async () => list.more()?.click());
    // Row 12 came again on page 3: shown once.
    expect([list.shownIds(), list.more(), load.mock.calls.map((c) => c[0])]).toEqual([
      [11, 12, 13],
      null,
      [2, 3],
    ]);
    await list.done();
  });

  it('loads page 1 itself without a shown page, and starts over on a new reset key', async () => {
    const load = vi.fn(async (page: number) => ({ items: rows(page * 10), hasMore: page < 2 }));
    const list = await mount(load);
    expect(list.shownIds()).toEqual([10]);
    await act(async () => list.more()?.click());
    expect(list.shownIds()).toEqual([10, 20]);
    await list.reset(2);
    expect([list.shownIds(), load.mock.calls.map((c) => c[0])]).toEqual([[10], [1, 2, 1]]);
    await list.done();
  });

  it('keeps what is shown when a page fails, and asks for the same page again on retry', async () => {
    let fail = true;
    const load = vi.fn(async (page: number) => {
      if (page === 3 && fail) throw new Error('offline');
      return { items: rows(page), hasMore: page < 3 };
    });
    const list = await mount(load, { hasMore: true });
    await act(async () => list.more()?.click());
    await act(async () => list.more()?.click());
    const alert = list.host.querySelector('[role=alert]');
    expect([list.shownIds(), alert?.querySelector('button')?.textContent]).toEqual([[2], 'Try again']);
    fail = false;
    await act(async () => alert?.querySelector('button')?.click());
    expect([
      list.shownIds(),
      list.host.querySelector('[role=alert]'),
      load.mock.calls.map((c) => c[0]),
    ]).toEqual([[2, 3], null, [2, 3, 3]]);
    await list.done();
  });

  it('asks for one page at a time, however often the button is pressed', async () => {
    let answer: (r: PageResult<Row>) => void = () => {};
    const load = vi.fn(() => new Promise<PageResult<Row>>((r) => (answer = r)));
    const list = await mount(load, { hasMore: true });
    const button = list.more();
    await act(async () => {
      button?.click();
      button?.click();
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => answer({ items: rows(5), hasMore: false }));
    expect(list.shownIds()).toEqual([5]);
    await list.done();
  });
});
