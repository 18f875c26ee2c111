// The one way a family action is sent: once, its refusal shown as the server's sentence; what
// cannot be undone under the money-intent policy (one key per intent); a toast in the page's language.

import {
  DOUBLE_TAP_MS,
  failureText,
  t,
  toast,
  toastError,
  useMoneyAction,
  useSingleFlight,
} from '@h5/ui-kit';
import { useRef } from 'react';

/**
 * An action sent once: taps while it is out do nothing, nor do taps just after it succeeded (the
 * rest of a double tap, while the screen catches up with the answer); a refusal or failure shows
 * as a toast in the server's (or our) sentence and nothing else changes; `done` runs on success,
 * and the action stays out until what it returns (a navigation, a reload) has settled, so the
 * page never offers the action again before it shows the outcome.
 */
export function useFamilyAction<A extends unknown[], R>(
  send: (...args: A) => Promise<R>,
  done: (result: R, ...args: A) => unknown,
): [run: (...args: A) => Promise<void>, pending: boolean] {
  const quietUntil = useRef(0);
  const [run, pending] = useSingleFlight(async (...args: A) => {
    if (Date.now() < quietUntil.current) return;
    try {
      const r = await send(...args);
      quietUntil.current = Date.now() + DOUBLE_TAP_MS;
      await done(r, ...args);
    } catch (e) {
      toastError(e);
    }
  });
  return [async (...args: A) => void (await run(...args)), pending];
}

/**
 * An action that cannot be undone (leaving, dissolving), under the money-intent policy: one key per
 * `intent`, kept while the outcome is unknown, so a double tap or a retry after a lost answer acts
 * once and gets what the server did; `done` follows the answer, a refusal is toasted.
 */
export function useIrreversibleAction<R>(
  intent: string,
  send: (idempotencyKey: string) => Promise<R>,
  done: (result: R) => unknown,
): [run: () => Promise<void>, pending: boolean] {
  const [runIntent, pending] = useMoneyAction(intent, send);
  const [run, following] = useSingleFlight(async () => {
    const outcome = await runIntent();
    if (!outcome) return;
    if (outcome.kind === 'done') await done(outcome.result);
    else toast(failureText(outcome.message));
  });
  return [async () => void (await run()), pending || following];
}

/** A toast in the page's language. */
export function say(key: string, vars?: Record<string, string | number>) {
  toast(t(key, vars));
}
