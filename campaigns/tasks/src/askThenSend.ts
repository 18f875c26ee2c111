// An answer that cannot be changed (a sign-up's category, a pre-heat vote) is asked first: the
// screen opens the question about what was picked, the confirm sends once at a time (a tracking
// point), a refusal is toasted, and the question closes either way.

import { toastError, useSingleFlight } from '@h5/ui-kit';
import { useState } from 'react';

export function useAskThenSend<T, R>(
  send: (asked: T) => Promise<R>,
  onDone: (answer: R) => void,
  name: string,
) {
  const [asking, setAsking] = useState<T | null>(null);
  const [confirm, pending] = useSingleFlight(async () => {
    if (asking === null) return;
    try {
      onDone(await send(asking));
    } catch (e) {
      toastError(e);
    } finally {
      setAsking(null);
    }
  }, name);
  return { asking, ask: (x: T) => setAsking(x), cancel: () => setAsking(null), confirm, pending };
}
