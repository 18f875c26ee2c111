// The one shape of a paged answer: every list call that takes `page` answers `{ list, has_more }`.
// Lists on screen page through it with `pageLoader`, so no screen converts it by hand.

import type { CallDef } from './call.ts';

export interface Paged<T> {
  list: T[];
  has_more: boolean;
}

/** One page as an infinite list consumes it. */
export interface PageResult<T> {
  items: T[];
  hasMore: boolean;
}

export function toPageResult<T>(p: Paged<T>): PageResult<T> {
  // A server that omits the list (or answers null for an empty page) ends the list instead of breaking it.
  const items = Array.isArray(p?.list) ? p.list : [];
  return { items, hasMore: Boolean(p?.has_more) && items.length > 0 };
}

type Caller = <P extends object, R>(def: CallDef<P, R>, params: P) => Promise<R>;

/** A loader for page n (from 1) of a paged call, with the other parameters fixed. */
export function pageLoader<P extends { page: number }, T>(
  call: Caller,
  def: CallDef<P, Paged<T>>,
  params: Omit<P, 'page'>,
): (page: number) => Promise<PageResult<T>> {
  return async (page) => toPageResult(await call(def, { ...params, page } as P));
}
