import type { Resource } from '@h5/ui-kit';
import { useEffect, useRef } from 'react';

/**
 * Reads again when the account becomes known (its uid may change what is offered), keeping what
 * is shown while it loads, so nothing jumps or resets under the user's choice.
 */
export function useReloadOnAccount(r: Resource<unknown>, uid: number | undefined): void {
  const seen = useRef(uid);
  useEffect(() => {
    if (seen.current === uid) return;
    seen.current = uid;
    void r.load();
  }, [r, uid]);
}
