// What a page says when a withdrawal did not go through. The withdraw call waits up to 30 s
// (spec 7 and 9); when it gives up, the money may or may not have left, so the page says so in
// words, with a retry that sends the same intent again (ui-kit's useMoneyAction keeps its key, and
// the server answers a repeated key with its first result). Every page that withdraws (the
// wallet, the quiz, Join&Earn) says it the same way.

import type { MoneyOutcome } from '@h5/core-api';
import { WITHDRAW_TIMEOUT_MS } from '@h5/core-api';
import { failureText, t } from '@h5/ui-kit';

export const WITHDRAW_TIMEOUT_SECONDS = WITHDRAW_TIMEOUT_MS / 1000;

export const WITHDRAWAL_TEXTS = {
  timeout:
    'No answer from the server after {seconds} seconds. Your request may still have been recorded: tap Try again to check. You will not be paid twice.',
} as const;

export interface WithdrawalProblem {
  /** The sentence, in the page's language. */
  text: string;
  /** The outcome is unknown: the retry sends the same intent, never a second withdrawal. */
  retry: boolean;
}

/** The problem to show for a withdrawal that was refused or whose outcome is unknown. */
export function withdrawalProblem(
  outcome: Exclude<MoneyOutcome<unknown>, { kind: 'done' }>,
): WithdrawalProblem {
  const retry = outcome.kind === 'unknown';
  if (retry && outcome.failure === 'timeout')
    return { text: t(WITHDRAWAL_TEXTS.timeout, { seconds: WITHDRAW_TIMEOUT_SECONDS }), retry };
  return { text: failureText(outcome.message), retry };
}
