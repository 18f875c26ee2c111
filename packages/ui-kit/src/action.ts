// Taps on anything that spends or moves money: while one run is in flight, further taps do
// nothing, so a double tap sends one request.

import { useCallback, useRef, useState } from 'react';

export function useSingleFlight<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
): [run: (...args: A) => Promise<R | undefined>, pending: boolean] {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const latest = useRef(fn);
  latest.current = fn;
  const run = useCallback(async (...args: A) => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setPending(true);
    try {
      return await latest.current(...args);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);
  return [run, pending];
}

/** The same guard outside React. */
export function singleFlight<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  let running = false;
  return async (...args: A): Promise<R | undefined> => {
    if (running) return undefined;
    running = true;
    try {
      return await fn(...args);
    } finally {
      running = false;
    }
  };
}
