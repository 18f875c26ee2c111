// The withdraw button's behaviour, shared by the withdrawal and Paytm screens: one request per
// tap burst, one idempotency key per intent (amount and account), the 30 s timeout said in
// words with a retry that reuses the key, and the result page showing the server's record.

import { WITHDRAW_TIMEOUT_MS } from '@h5/core-api';
import { cashOutApply, type PayoutPlatform } from '@h5/core-api/contracts/finance';
import { api, navigate, t, toast, useMoneyAction } from '@h5/ui-kit';
import { useState } from 'react';

/** Spec 7/9: the withdraw call gives up after 30 s and says so. */
export const WITHDRAW_TIMEOUT_MESSAGE =
  'No answer from the server after {seconds} seconds. Your request may still have been recorded: tap Try again to check. You will not be paid twice.';
export const WITHDRAW_TIMEOUT_SECONDS = WITHDRAW_TIMEOUT_MS / 1000;

export interface WithdrawState {
  submit: () => void;
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
    const text =
      outcome.kind === 'unknown' && outcome.failure === 'timeout'
        ? t(WITHDRAW_TIMEOUT_MESSAGE, { seconds: WITHDRAW_TIMEOUT_SECONDS })
        : t(outcome.message);
    setProblem({ text, retry: outcome.kind === 'unknown' });
    toast(text);
  };
  return { submit: () => void submit(), pending, problem };
}
