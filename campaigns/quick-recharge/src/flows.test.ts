import { describe, expect, it } from 'vitest';
import {
  accountInputError,
  DEFAULT_ACCOUNT_TYPE,
  FLOWS,
  isEmail,
  MSG_CHOOSE_CHANNEL,
  MSG_CHOOSE_PRODUCT,
  payError,
} from './flows.ts';

describe('flows', () => {
  it('defaults: account type 6, area IN for quick recharge and ME for VIP', () => {
    expect(DEFAULT_ACCOUNT_TYPE).toBe(6);
    expect(FLOWS.quick.defaultArea).toBe('IN');
    expect(FLOWS.large.defaultArea).toBe('IN');
    expect(FLOWS.vip.defaultArea).toBe('ME');
  });

  it('account lookup messages per flow', () => {
    expect(accountInputError(FLOWS.quick, 6, '')).toBe('Please enter your recharge account number');
    expect(accountInputError(FLOWS.quick, 6, '   ')).toBe('Please enter your recharge account number');
    expect(accountInputError(FLOWS.quick, null, '8801001')).toBe('Please confirm your account');
    expect(accountInputError(FLOWS.quick, 99, '8801001')).toBe('Please confirm your account');
    // 1 and 2 are not account types of the spec: only the server's type 6 is offered.
    expect(accountInputError(FLOWS.quick, 1, '8801001')).toBe('Please confirm your account');
    expect(accountInputError(FLOWS.quick, 2, '8801001')).toBe('Please confirm your account');
    expect(accountInputError(FLOWS.vip, 6, '')).toBe('Please enter your purchasing account number');
    expect(accountInputError(FLOWS.vip, null, '1')).toBe('Please confirm your account');
    expect(accountInputError(FLOWS.quick, 6, '8801001')).toBeNull();
  });

  it('pay checks the account, then the operator token, then the choice', () => {
    const all = { account: {}, token: 'bind', channel: {}, product: {} };
    expect(payError(FLOWS.quick, { ...all, account: null, token: null })).toBe(
      'Please enter your recharge account number',
    );
    expect(payError(FLOWS.vip, { ...all, account: null })).toBe(
      'Please enter your purchasing account number',
    );
    expect(payError(FLOWS.quick, { ...all, token: null })).toBe('Please wait or refresh');
    expect(payError(FLOWS.quick, { ...all, channel: null })).toBe(MSG_CHOOSE_CHANNEL);
    expect(payError(FLOWS.quick, { ...all, product: null })).toBe(MSG_CHOOSE_PRODUCT);
    expect(payError(FLOWS.quick, all)).toBeNull();
  });

  it('e-mail check', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('')).toBe(false);
  });
});
