// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RESULT_POLL_LIMIT, readOrderId, resultStep } from './resultPoll.ts';

describe('the result page poll', () => {
  it('stops on a settled order and gives up after the limit', () => {
    expect(resultStep('paid', 1)).toBe('settled');
    expect(resultStep('failed', 3)).toBe('settled');
    expect(resultStep('pending', 1)).toBe('poll');
    expect(resultStep('pending', RESULT_POLL_LIMIT - 1)).toBe('poll');
    expect(resultStep('pending', RESULT_POLL_LIMIT)).toBe('give-up');
  });

  it('reads only a well-formed order id', () => {
    expect(readOrderId(new URLSearchParams('order_id=PO000001'))).toBe('PO000001');
    expect(readOrderId(new URLSearchParams('order_id=<script>'))).toBeNull();
    expect(readOrderId(new URLSearchParams(''))).toBeNull();
  });
});
