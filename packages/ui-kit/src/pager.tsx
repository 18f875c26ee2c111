// The one pager: page n of a list (by page number or by cursor, see pageLoader and cursor loaders
// beside the calls) held in order, one page in flight at a time, a failure kept with its retry, a
// new reset key starting over. `<InfiniteList>` draws it as a list that loads as it scrolls (spec
// 9); a screen that draws its own rows (a ranking, a record) draws them from `items` and ends
// them with `<PagerEnd>`.

import type { PageResult } from '@h5/core-api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorState, Spinner } from './feedback.tsx';
import { t } from './store.ts';

export interface Pager<T> {
  /** The pages loaded so far, in order (after the shown first page, when there is one). */
  items: T[];
  hasMore: boolean;
  busy: boolean;
  error: unknown;
  /** Loads the next page; does nothing while one is in flight. */
  next: () => void;
}

export interface PagerOptions<T> {
  /** Changing it starts over. */
  resetKey?: unknown;
  /**
   * Page 1 when the screen shows it itself (read with the rest of its first screen): the pager
   * holds the pages after it and starts with its `hasMore`. Without it, the pager loads page 1.
   */
  shown?: { hasMore: boolean } | undefined;
  /** Rows the server may repeat across pages (a ranking that moved between two reads) show once. */
  keyOf?: (item: T) => string | number;
}

export function usePager<T>(
  load: (page: number) => Promise<PageResult<T>>,
  { resetKey, shown, keyOf }: PagerOptions<T> = {},
): Pager<T> {
  const [items, setItems] = useState<T[]>([]);
  const [hasMore, setHasMore] = useState(shown ? shown.hasMore : true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // The latest loader and key: a screen's loader is often new on every render.
  const live = useRef({ load, keyOf });
  live.current = { load, keyOf };
  const state = useRef({ page: 0, busy: false, gen: 0 });

  const next = useCallback(() => {
    const s = state.current;
    if (s.busy) return;
    s.busy = true;
    setBusy(true);
    const gen = s.gen;
    live.current.load(s.page + 1).then(
      (res) => {
        if (gen !== s.gen) return;
        s.page += 1;
        s.busy = false;
        const key = live.current.keyOf;
        setItems((prev) =>
          key
            ? [...prev, ...res.items.filter((e) => !prev.some((x) => key(x) === key(e)))]
            : [...prev, ...res.items],
        );
        setHasMore(res.hasMore);
        setError(null);
        setBusy(false);
      },
      (e: unknown) => {
        if (gen !== s.gen) return;
        s.busy = false;
        setError(e);
        setBusy(false);
      },
    );
  }, []);

  // A screen passes `shown` inline: what starts over is its value, not a new object.
  const shownMore = shown?.hasMore;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new reset key (or a new shown page 1) is what starts over
  useEffect(() => {
    const s = state.current;
    s.gen += 1;
    s.busy = false;
    s.page = shownMore === undefined ? 0 : 1;
    setItems([]);
    setBusy(false);
    setError(null);
    setHasMore(shownMore ?? true);
    if (shownMore === undefined) next();
  }, [resetKey, shownMore]);

  return { items, hasMore, busy, error, next };
}

/**
 * The end of a paged list a screen draws itself: a failure with its retry, a spinner while a page
 * comes, else the button for the next one (also pressed by scrolling it into view when `auto`).
 */
export function PagerEnd<T>({
  pager,
  label,
  auto = false,
  className = 'h5-button h5-button-secondary h5-button-block',
  testId,
}: {
  pager: Pager<T>;
  /** The button's words (English key). */
  label: string;
  auto?: boolean;
  className?: string;
  testId?: string;
}) {
  const end = useRef<HTMLButtonElement>(null);
  const { hasMore, error, busy, next } = pager;
  // biome-ignore lint/correctness/useExhaustiveDependencies: busy swaps the button for a spinner and back; the new button is observed
  useEffect(() => {
    const el = end.current;
    if (!auto || !el || !hasMore || error || typeof IntersectionObserver !== 'function') return;
    const io = new IntersectionObserver((seen) => {
      if (seen.some((x) => x.isIntersecting)) next();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [auto, hasMore, error, busy, next]);
  if (error) return <ErrorState error={error} onRetry={next} compact />;
  if (!hasMore) return null;
  return busy ? (
    <Spinner />
  ) : (
    <button type="button" ref={end} className={className} onClick={next} data-testid={testId}>
      {t(label)}
    </button>
  );
}
