// The withdraw button's behaviour, shared by the withdrawal and Paytm screens: one request per
// tap burst, one idempotency key per intent (amount and account), the 30 s timeout said in
// words with a retry that reuses the key (the withdrawal block), and the result page showing the
// server's record.

import { withdrawalProblem } from '@h5/blocks/withdrawal';
import { cashOutApply, type PayoutPlatform } from '@h5/core-api/contracts/finance';
import { api, navigate, toast, useMoneyAction } from '@h5/ui-kit';
import { useState } from 'react';

export interface WithdrawState {
  /** Settles once the outcome is shown (the result page, or the problem under the button). */
  submit: () => Promise<void>;
  pending: boolean;
  /** Shown under the button: a refusal, or the unknown outcome with its retry. */
  problem: { text: string; retry: boolean } | null;
}

export function useWithdraw(opts: {
  grade: number;
  accountId: string;
  platform?: PayoutPlatform;
  resultPath: string;
}): WithdrawState {
  const [problem, setProblem] = useState<WithdrawState['problem']>(null);
  const [run, pending] = useMoneyAction(
    () => `withdraw:${opts.accountId}:${opts.grade}`,
    (idempotencyKey) =>
      api().call(
        cashOutApply,
        opts.platform ? { grade_money: opts.grade, platform: opts.platform } : { grade_money: opts.grade },
        { idempotencyKey },
      ),
  );
  const submit = async () => {
    setProblem(null);
    const outcome = await run();
    if (!outcome) return;
    if (outcome.kind === 'done') {
      await navigate(`${opts.resultPath}?id=${encodeURIComponent(outcome.result.application.id)}`, {
        replace: true,
      });
      return;
    }
    const problem = withdrawalProblem(outcome);
    setProblem(problem);
    toast(problem.text);
  };
  return { submit, pending, problem };
}
