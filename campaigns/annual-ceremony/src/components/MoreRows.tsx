// A ranking's further pages by cursor: the rows after page 1 load as the end of the list scrolls
// into view (and by the button at its end, wherever the view cannot tell); a failure says so with
// a retry, and a new page 1 (another list, day or level, or a star sent) starts over.

import type { StageEntry, StageList } from '@h5/core-api/contracts/annualCeremony';
import { ErrorState, Spinner, t } from '@h5/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cursorPages } from '../rules.ts';
import { HOME_TEXTS } from '../texts.ts';

export interface More {
  rows: StageEntry[];
  hasMore: boolean;
  busy: boolean;
  error: unknown;
  next: () => void;
}

export function useMoreRows(
  first: StageList | undefined,
  fetch: (cursor: string, page: number) => Promise<StageList>,
): More {
  const [rows, setRows] = useState<StageEntry[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const state = useRef({ page: 1, busy: false, gen: 0, load: cursorPages(fetch) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page 1 is what starts over; fetch is new every render
  useEffect(() => {
    const s = state.current;
    s.gen += 1;
    s.page = 1;
    s.busy = false;
    s.load = cursorPages(fetch, first);
    setRows([]);
    setBusy(false);
    setError(null);
    setHasMore(Boolean(first?.has_more && first.next_cursor));
  }, [first]);
  const next = useCallback(() => {
    const s = state.current;
    if (s.busy) return;
    s.busy = true;
    setBusy(true);
    const gen = s.gen;
    s.load(s.page + 1).then(
      (res) => {
        if (gen !== s.gen) return;
        s.page += 1;
        s.busy = false;
        setRows((prev) => [...prev, ...res.items.filter((e) => !prev.some((x) => x.id === e.id))]);
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
  return { rows, hasMore, busy, error, next };
}

export function MoreRows({ more }: { more: More }) {
  const end = useRef<HTMLButtonElement>(null);
  const { hasMore, error, busy, next } = more;
  // biome-ignore lint/correctness/useExhaustiveDependencies: busy swaps the button for a spinner and back; the new button is observed
  useEffect(() => {
    const el = end.current;
    if (!el || !hasMore || error || typeof IntersectionObserver !== 'function') return;
    const io = new IntersectionObserver((seen) => {
      if (seen.some((x) => x.isIntersecting)) next();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, error, busy, next]);
  if (error) return <ErrorState error={error} onRetry={next} />;
  if (!hasMore) return null;
  return busy ? (
    <Spinner />
  ) : (
    <button type="button" ref={end} className="h5-chip ac-more" onClick={next} data-testid="more-ranks">
      {t(HOME_TEXTS.more)}
    </button>
  );
}
