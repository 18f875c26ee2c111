// One cash action (a withdrawal, a redemption) from choice to outcome: the amount chosen, the
// confirm sheet, the money action itself (ui-kit's useMoneyAction: one request per tap burst, one
// idempotency key per intent kept across an unknown outcome by core-api's moneyVerdict), and
// what the page says after: the result, a refusal, or an unknown outcome with its retry.

import type { MoneyOutcome } from '@h5/core-api';
import { failureText, t, toast, useMoneyAction } from '@h5/ui-kit';
import { useState } from 'react';

export interface CashAction<R> {
  chosen: number | null;
  choose: (amount: number | null) => void;
  confirming: boolean;
  ask: () => void;
  cancel: () => void;
  confirm: () => void;
  pending: boolean;
  result: { amount: number; value: R } | null;
  /** A refusal, or an unknown outcome whose retry sends the same intent again. */
  problem: { text: string; retry: boolean } | null;
  retry: () => void;
}

/** What a failed cash action says: a refusal as the server wrote it, an unknown outcome with its retry. */
const problemOf = (
  outcome: Exclude<MoneyOutcome<unknown>, { kind: 'done' }>,
): CashAction<unknown>['problem'] => ({
  text: failureText(outcome.message),
  retry: outcome.kind === 'unknown',
});

export function useCashAction<R>(
  intentOf: (amount: number) => string,
  send: (idempotencyKey: string, amount: number) => Promise<R>,
  onDone: () => void,
  /** How a failure is worded; a withdrawal passes the withdrawal block's. */
  problem: typeof problemOf = problemOf,
): CashAction<R> {
  const [chosen, setChosen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<CashAction<R>['result']>(null);
  const [shown, setProblem] = useState<CashAction<R>['problem']>(null);
  const [run, pending] = useMoneyAction(intentOf, send);
  const go = async (amount: number) => {
    setProblem(null);
    const outcome = await run(amount);
    if (!outcome) return;
    setConfirming(false);
    if (outcome.kind === 'done') {
      setResult({ amount, value: outcome.result });
      setChosen(null);
      onDone();
      return;
    }
    const p = problem(outcome);
    setProblem(p);
    if (p) toast(p.text);
  };
  return {
    chosen,
    choose: (a) => {
      setChosen(a);
      setResult(null);
      setProblem(null);
    },
    confirming,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm: () => {
      if (chosen !== null) void go(chosen);
    },
    pending,
    result,
    problem: shown,
    retry: () => {
      if (chosen !== null) void go(chosen);
    },
  };
}

const PROBLEM_TEXTS = { retry: 'Try again' } as const;

export function Problem({
  problem,
  onRetry,
}: {
  problem: CashAction<unknown>['problem'];
  onRetry: () => void;
}) {
  if (!problem) return null;
  return (
    <div className="h5-card inv-problem" role="alert" data-testid="cash-problem">
      <p>{problem.text}</p>
      {problem.retry ? (
        <button type="button" className="h5-button" onClick={onRetry} data-testid="cash-retry">
          {t(PROBLEM_TEXTS.retry)}
        </button>
      ) : null}
    </div>
  );
}
