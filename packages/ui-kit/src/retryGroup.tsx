// One failure, one message, one retry. When the server is down every block of a screen fails at
// once; a "Try again" per block is a wall of buttons, some under others, and one tap restores
// only one part. Inside a group (every Page and every Dialog is one), the first failed block says
// what went wrong and its retry reloads every failed block; the others keep their place with one
// short line. A page's group also reloads the screen's reads that failed out of sight: a read made
// above a gate that failed first (a promotion's), or one shown without an error of its own (a
// count in the header), is not left failed behind a retry that brought the rest back.

import { type Signal, signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { createContext, type ReactNode, useContext, useEffect, useId, useMemo, useRef } from 'react';

/** A read of the open screen: a resource (useLoaded), or who is signed in (useSignedIn). */
export interface ScreenRead {
  error: { peek(): unknown };
  loading: { peek(): boolean };
  load(): unknown;
}

/** Reads the open screen has made, for the page's retry to find the failed ones. */
const screenReads = new Set<ScreenRead>();

/** Lists a read of the open screen while it is mounted; returns what takes it off. */
export function listScreenRead(r: ScreenRead): () => void {
  screenReads.add(r);
  return () => screenReads.delete(r);
}

interface Failure {
  id: string;
  retry: () => void;
}

export interface RetryGroup {
  failed: Signal<Failure[]>;
  /** A page's group (not a sheet's): its retry also reloads the screen's reads failed out of sight. */
  screen: boolean;
}

const GroupContext = createContext<RetryGroup | null>(null);

function createRetryGroup(screen = false): RetryGroup {
  return { failed: signal<Failure[]>([]), screen };
}

/** Gathers the failures of the blocks inside it under one message and one retry. */
export function RetryGroupProvider({ children, screen = false }: { children: ReactNode; screen?: boolean }) {
  const group = useMemo(() => createRetryGroup(screen), [screen]);
  return <GroupContext.Provider value={group}>{children}</GroupContext.Provider>;
}

/**
 * A failed block's place in its group: whether it is the one that speaks, and the retry to offer
 * (every failed block's, when it speaks for them). Outside a group: it speaks, with its own retry.
 */
export function useGroupedRetry(retry: (() => void) | undefined): { speaks: boolean; retry?: () => void } {
  useSignals();
  const group = useContext(GroupContext);
  const id = useId();
  const latest = useRef(retry);
  latest.current = retry;
  const joins = group !== null && retry !== undefined;
  useEffect(() => {
    if (!joins || !group) return;
    group.failed.value = [...group.failed.value, { id, retry: () => latest.current?.() }];
    return () => {
      group.failed.value = group.failed.value.filter((f) => f.id !== id);
    };
  }, [joins, group, id]);
  if (!joins || !group) return { speaks: true, retry };
  const failed = group.failed.value;
  // Until the effect has run this block is not listed yet: the first render speaks only if alone.
  const first = failed[0]?.id ?? id;
  return {
    speaks: first === id,
    retry: () => {
      for (const f of group.failed.value) f.retry();
      if (!group.screen) return;
      // A read the retries above already started is loading: it is not asked twice.
      for (const r of screenReads) if (r.error.peek() && !r.loading.peek()) void r.load();
    },
  };
}
