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

/**
 * A loader for page n (from 1) of a paged call, with the other parameters fixed. `first`, page 1's
 * answer when the screen already read it (for what the list's head shows), stands for the first
 * ask of page 1, so the same page is not asked twice; a later page 1 (the list starting over) is
 * read again.
 */
export function pageLoader<P extends { page: number }, T>(
  call: Caller,
  def: CallDef<P, Paged<T>>,
  params: Omit<P, 'page'>,
  first?: Paged<T>,
): (page: number) => Promise<PageResult<T>> {
  let held = first;
  return async (page) => {
    if (page === 1 && held) {
      const answer = held;
      held = undefined;
      return toPageResult(answer);
    }
    return toPageResult(await call(def, { ...params, page } as P));
  };
}
