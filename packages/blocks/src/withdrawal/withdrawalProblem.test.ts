// @vitest-environment node
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from '@h5/core-api';
import { createTranslator } from '@h5/i18n';
import { translator } from '@h5/ui-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { WITHDRAW_TIMEOUT_SECONDS, withdrawalProblem } from './withdrawalProblem.ts';

const error = new ApiError('timeout', TIMEOUT_MESSAGE);

describe('withdrawalProblem', () => {
  afterEach(() => {
    translator.value = createTranslator({});
  });

  it('says the 30 s timeout in words, with a retry of the same intent', () => {
    expect(WITHDRAW_TIMEOUT_SECONDS).toBe(30);
    expect(
      withdrawalProblem({ kind: 'unknown', message: TIMEOUT_MESSAGE, failure: 'timeout', error }),
    ).toEqual({
      text: 'No answer from the server after 30 seconds. Your request may still have been recorded: tap Try again to check. You will not be paid twice.',
      retry: true,
    });
  });

  it('says a dropped connection as ours, translated, with a retry', () => {
    translator.value = createTranslator({ [NETWORK_ERROR_MESSAGE]: 'تحقق من اتصالك' });
    expect(
      withdrawalProblem({ kind: 'unknown', message: NETWORK_ERROR_MESSAGE, failure: 'network', error }),
    ).toEqual({ text: 'تحقق من اتصالك', retry: true });
  });

  it("shows the server's refusal as it came, without a retry", () => {
    expect(
      withdrawalProblem({ kind: 'refused', message: 'الرصيد غير كافٍ', failure: 'business', error }),
    ).toEqual({ text: 'الرصيد غير كافٍ', retry: false });
  });
});
