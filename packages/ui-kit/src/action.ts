// Taps on anything that spends or moves money: while one run is in flight, further taps do
// nothing, so a double tap sends one request; a money action also keeps one idempotency key per
// intent under the one money-intent policy of core-api.

import { type MoneyOutcome, runMoneyIntent } from '@h5/core-api';
import { useCallback, useRef, useState } from 'react';
import { track } from './store.ts';

/**
 * A button's action that runs once at a time: a tap while it runs does nothing. Named, it is one
 * of the screen's main actions (spec 7 behaviour tracking): each run that starts is a tracking
 * point, `action` with its name and whether it finished or threw. Ignored taps are not.
 */
export function useSingleFlight<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  action?: string,
): [run: (...args: A) => Promise<R | undefined>, pending: boolean] {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const latest = useRef({ fn, action });
  latest.current = { fn, action };
  const run = useCallback(async (...args: A) => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setPending(true);
    const { fn: current, action: name } = latest.current;
    let outcome = 'failed';
    try {
      const result = await current(...args);
      outcome = 'done';
      return result;
    } finally {
      inFlight.current = false;
      setPending(false);
      if (name) track('action', { action: name, outcome });
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

/**
 * After a money action is done, the same intent ignores taps this long: the local server can
 * answer inside one double tap, and the second tap would otherwise be a new intent.
 */
export const DOUBLE_TAP_MS = 500;

/** Intents in flight or just done, page-wide, so a remounted button cannot send again. */
const busyIntents = new Set<string>();

export interface MoneyActionOptions {
  /** How long a done intent ignores taps (default DOUBLE_TAP_MS). */
  settleMs?: number;
  storage?: Storage;
}

/**
 * What a money intent is tracked as: its kind, the part before its first `:`
 * (`bet:<round>:<box>:<amount>` → `bet`), never the user's ids and amounts.
 */
export function intentKind(intent: string): string {
  return intent.split(':')[0] ?? intent;
}

/**
 * One tap on a money action outside React: runs the intent under the money-intent policy,
 * unless the same intent is in flight or was done a moment ago (then `undefined`). The main
 * actions of a screen are its money actions: each run is a tracking point with its outcome.
 */
export async function moneyAction<R>(
  intent: string,
  send: (idempotencyKey: string) => Promise<R>,
  options: MoneyActionOptions = {},
): Promise<MoneyOutcome<R> | undefined> {
  if (busyIntents.has(intent)) return undefined;
  busyIntents.add(intent);
  let outcome: MoneyOutcome<R> | undefined;
  try {
    outcome = await runMoneyIntent(intent, send, options.storage);
    track('money_action', { intent: intentKind(intent), outcome: outcome.kind });
    return outcome;
  } finally {
    const settle = outcome?.kind === 'done' ? (options.settleMs ?? DOUBLE_TAP_MS) : 0;
    if (settle > 0) setTimeout(() => busyIntents.delete(intent), settle);
    else busyIntents.delete(intent);
  }
}

/**
 * The money button's hook: single-flight (a tap while pending does nothing, across re-renders
 * and remounts too), one idempotency key per intent under the money-intent policy, and the
 * pending state. `intent` names what the user means (`bet:<round>:<box>:<amount>`, or a fixed
 * name when the action has one meaning): the same
 * intent retried after an unknown outcome reuses its key. The outcome is `undefined` for an
 * ignored tap.
 */
export function useMoneyAction<A extends unknown[], R>(
  intent: string | ((...args: A) => string),
  send: (idempotencyKey: string, ...args: A) => Promise<R>,
  options: MoneyActionOptions = {},
): [run: (...args: A) => Promise<MoneyOutcome<R> | undefined>, pending: boolean] {
  const latest = useRef({ intent, send, options });
  latest.current = { intent, send, options };
  // A tap burst that outlives a fast answer must not start the next intent either (a second
  // voucher under the first one's confirm button).
  const quietUntil = useRef(0);
  const [run, pending] = useSingleFlight(async (...args: A) => {
    if (Date.now() < quietUntil.current) return undefined;
    const l = latest.current;
    const name = typeof l.intent === 'string' ? l.intent : l.intent(...args);
    const outcome = await moneyAction(name, (key) => l.send(key, ...args), l.options);
    if (outcome?.kind === 'done') quietUntil.current = Date.now() + (l.options.settleMs ?? DOUBLE_TAP_MS);
    return outcome;
  });
  return [run, pending];
}
