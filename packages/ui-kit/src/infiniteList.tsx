// Spec 9: the next page loads when the list is 50 px from the bottom, checked at most every 250 ms.
// The paging itself is the one pager's (pager.tsx).

import { type CallDef, type Paged, type PageResult, pageLoader } from '@h5/core-api';
import { type ReactNode, useEffect } from 'react';
import { ErrorState, Spinner } from './feedback.tsx';
import { usePager } from './pager.tsx';
import { api, t } from './store.ts';

/**
 * Page n of a paged call on this page's API client, for `<InfiniteList load>`; `first` is page 1's
 * answer when the screen has already read it, so the list does not ask for it again.
 */
export function pagesOf<P extends { page: number }, T>(
  def: CallDef<P, Paged<T>>,
  params: Omit<P, 'page'>,
  first?: Paged<T>,
): (page: number) => Promise<PageResult<T>> {
  return pageLoader((d, p) => api().call(d, p), def, params, first);
}

export const INFINITE_SCROLL_THRESHOLD_PX = 50;
export const THROTTLE_MS = 250;

/** Runs fn at most once per interval, the last call of a burst included. */
export function throttle<A extends unknown[]>(fn: (...a: A) => void, ms = THROTTLE_MS) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...a: A) => {
    const now = Date.now();
    const wait = last + ms - now;
    clearTimeout(timer);
    if (wait <= 0) {
      last = now;
      fn(...a);
    } else {
      timer = setTimeout(() => {
        last = Date.now();
        fn(...a);
      }, wait);
    }
  };
}

export function nearBottom(
  scrollTop: number,
  viewport: number,
  content: number,
  threshold = INFINITE_SCROLL_THRESHOLD_PX,
) {
  return content - (scrollTop + viewport) <= threshold;
}

export interface InfiniteListProps<T> {
  /** Loads page n (from 1). */
  load: (page: number) => Promise<PageResult<T>>;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string | number;
  empty?: ReactNode;
  /** Changing it starts over from page 1. */
  resetKey?: unknown;
  className?: string;
}

export function InfiniteList<T>({
  load,
  renderItem,
  itemKey,
  empty,
  resetKey,
  className,
}: InfiniteListProps<T>) {
  const { items, hasMore, busy, error, next } = usePager(load, { resetKey });

  // biome-ignore lint/correctness/useExhaustiveDependencies: items.length re-checks after a page lands, in case the list still does not fill the screen
  useEffect(() => {
    if (!hasMore || error || busy) return;
    const check = throttle(() => {
      const el = document.scrollingElement ?? document.documentElement;
      if (nearBottom(el.scrollTop, window.innerHeight, el.scrollHeight)) next();
    });
    window.addEventListener('scroll', check, { passive: true });
    check();
    return () => window.removeEventListener('scroll', check);
  }, [hasMore, error, busy, next, items.length]);

  if (!busy && !error && items.length === 0 && !hasMore) {
    return <div className="h5-state">{empty ?? t('Nothing here yet')}</div>;
  }
  return (
    <div className={className}>
      <ul className="h5-list">
        {items.map((item, i) => (
          <li key={itemKey(item, i)}>{renderItem(item, i)}</li>
        ))}
      </ul>
      {busy ? <Spinner /> : null}
      {error ? <ErrorState error={error} onRetry={next} /> : null}
      {!hasMore && items.length > 0 ? <p className="h5-list-end">{t('No more')}</p> : null}
    </div>
  );
}
