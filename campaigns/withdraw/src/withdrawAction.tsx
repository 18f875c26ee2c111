// The withdraw button's behaviour, shared by the withdrawal and Paytm screens: one request per
// tap burst, one idempotency key per intent (amount and account), the 30 s timeout said in
// words with a retry that reuses the key, and the result page showing the server's record.

import { cashOutApply, type PayoutPlatform } from '@h5/core-api/contracts/finance';
import { api, navigate, t, toast, useSingleFlight } from '@h5/ui-kit';
import { useState } from 'react';
import { type MoneyOutcome, runMoneyIntent } from './moneyIntent.ts';

export interface WithdrawState {
  submit: () => void;
  pending: boolean;
  /** Shown under the button: a refusal, or the timeout with its retry. */
  problem: { text: string; retry: boolean } | null;
}

export function useWithdraw(opts: {
  grade: number;
  accountId: string;
  platform?: PayoutPlatform;
  resultPath: string;
}): WithdrawState {
  const [problem, setProblem] = useState<WithdrawState['problem']>(null);
  const [run, pending] = useSingleFlight(async () => {
    setProblem(null);
    const outcome: MoneyOutcome<{ application: { id: string } }> = await runMoneyIntent(
      `withdraw:${opts.accountId}:${opts.grade}`,
      (idempotencyKey) =>
        api().call(
          cashOutApply,
          opts.platform ? { grade_money: opts.grade, platform: opts.platform } : { grade_money: opts.grade },
          { idempotencyKey },
        ),
    );
    if (outcome.kind === 'done') {
      await navigate(`${opts.resultPath}?id=${encodeURIComponent(outcome.result.application.id)}`, {
        replace: true,
      });
      return;
    }
    const text = t(outcome.message, outcome.kind === 'unknown' ? outcome.vars : undefined);
    setProblem({ text, retry: outcome.kind === 'unknown' });
    toast(text);
  });
  return { submit: () => void run(), pending, problem };
}
