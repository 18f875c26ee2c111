// Paged answers: every list call that takes `page` answers core-api's one shape,
// `{ list, has_more }`, so the pages' one adapter (`pageLoader`) reads every area alike.

import type { Paged } from '@h5/core-api';

/** The page asked for: a number or numeric string, whole, from 1 (and at most `max`). */
export function pageNumber(v: unknown, max = Number.POSITIVE_INFINITY): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  const whole = Number.isFinite(n) ? Math.floor(n) : 1;
  return Math.min(max, Math.max(1, whole));
}

export interface PageOptions {
  /** Rows per page when the request names no `page_size`. */
  size: number;
  /** The largest `page_size` a request may ask for; without it the request cannot choose. */
  maxSize?: number;
  /** The last page a request may reach (deeper asks get this page). */
  maxPage?: number;
}

/** The requested page size when the area lets the request choose, else the area's size. */
function pageSize(v: unknown, opts: PageOptions): number {
  if (!opts.maxSize || v === undefined) return opts.size;
  return pageNumber(v, opts.maxSize);
}

/** Slices one page of `list` by the request's `page` (and `page_size` where allowed). */
export function pageOf<T>(
  list: readonly T[],
  params: { page?: unknown; page_size?: unknown },
  opts: PageOptions,
): Paged<T> {
  const size = pageSize(params.page_size, opts);
  const n = pageNumber(params.page, opts.maxPage);
  return { list: list.slice((n - 1) * size, n * size), has_more: n * size < list.length };
}

/** A page after a cursor: the rows following the one whose id is `cursor` (from the start without one). */
export function pageAfter<T>(
  list: readonly T[],
  cursor: unknown,
  idOf: (row: T) => string,
  opts: PageOptions & { page_size?: unknown },
): Paged<T> & { next_cursor: string } {
  const size = pageSize(opts.page_size, opts);
  const at = typeof cursor === 'string' && cursor ? list.findIndex((r) => idOf(r) === cursor) + 1 : 0;
  const rows = list.slice(at, at + size);
  const last = rows[rows.length - 1];
  const has_more = at + size < list.length;
  return { list: rows, has_more, next_cursor: has_more && last !== undefined ? idOf(last) : '' };
}
