// One failure, one message, one retry. When the server is down every block of a screen fails at
// once; a "Try again" per block is a wall of buttons, some under others, and one tap restores
// only one part. Inside a group (every Page and every Dialog is one), the first failed block says
// what went wrong and its retry reloads every failed block; the others keep their place quietly.

import { type Signal, signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { createContext, type ReactNode, useContext, useEffect, useId, useMemo, useRef } from 'react';

interface Failure {
  id: string;
  retry: () => void;
}

export interface RetryGroup {
  failed: Signal<Failure[]>;
}

const GroupContext = createContext<RetryGroup | null>(null);

export function createRetryGroup(): RetryGroup {
  return { failed: signal<Failure[]>([]) };
}

/** Gathers the failures of the blocks inside it under one message and one retry. */
export function RetryGroupProvider({ children }: { children: ReactNode }) {
  const group = useMemo(createRetryGroup, []);
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
    },
  };
}
