import type { BettingUserInfo } from '@h5/core-api/contracts/betting';
import { describe, expect, it } from 'vitest';
import { findOutcome, withdrawQuote } from './withdrawal.ts';

const info = (records: BettingUserInfo['records']): BettingUserInfo => ({
  uid: 1,
  stage_name: 'x',
  avatar: '',
  balance: 0,
  golds: 0,
  records,
});

describe('withdrawal outcome', () => {
  it('prefers the answer just received', () => {
    const last = {
      id: 'R9',
      amount: 300,
      status: 'success' as const,
      reason: '',
      balance: 0,
      golds: 0,
      at: 0,
    };
    expect(findOutcome('R9', last, undefined)).toEqual({ status: 'success', amount: 300, reason: '' });
  });
  it('falls back to the wallet history, and finds nothing for other ids', () => {
    const i = info([
      {
        id: 'R3',
        kind: 'withdraw',
        amount: -200,
        balance_after: 0,
        at: 0,
        note: 'To golds',
        status: 'success',
      },
      {
        id: 'R4',
        kind: 'withdraw',
        amount: 0,
        balance_after: 0,
        at: 0,
        note: 'Limit reached',
        status: 'failed',
      },
      { id: 'R5', kind: 'bet', amount: -10, balance_after: 0, at: 0, note: 'A' },
    ]);
    expect(findOutcome('R3', null, i)).toEqual({ status: 'success', amount: 200, reason: '' });
    expect(findOutcome('R4', null, i)).toEqual({ status: 'failed', amount: null, reason: 'Limit reached' });
    expect(findOutcome('R5', null, i)).toBeNull();
    expect(findOutcome('R6', null, i)).toBeNull();
  });
});

describe('withdrawQuote', () => {
  it('states the coins that leave, the golds they become at the server rate, and both balances after', () => {
    expect(withdrawQuote(200, { balance: 1500, golds: 40 })).toEqual({
      coins: 200,
      golds: 200,
      balanceAfter: 1300,
      goldsAfter: 240,
    });
  });
});
