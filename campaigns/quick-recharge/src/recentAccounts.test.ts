import type { RechargeUser } from '@h5/core-api/contracts/rapid';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_RECENT_ACCOUNTS,
  RECENT_ACCOUNTS_KEY,
  readRecentAccounts,
  rememberAccount,
} from './recentAccounts.ts';

const acc = (uid: number, name = `User ${uid}`): RechargeUser => ({
  uid,
  category: 6,
  id: String(8_800_000 + uid),
  name,
  sid: String(8_800_000 + uid),
  img: '',
  vip: false,
});

describe('recent accounts', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first', () => {
    rememberAccount(acc(1));
    rememberAccount(acc(2));
    expect(readRecentAccounts().map((a) => a.uid)).toEqual([2, 1]);
  });

  it('de-duplicates by uid, moving the account to the front with its latest data', () => {
    rememberAccount(acc(1));
    rememberAccount(acc(2));
    rememberAccount(acc(1, 'Renamed'));
    const list = readRecentAccounts();
    expect(list.map((a) => a.uid)).toEqual([1, 2]);
    expect(list[0]?.name).toBe('Renamed');
  });

  it('keeps at most the limit', () => {
    for (let i = 1; i <= MAX_RECENT_ACCOUNTS + 2; i++) rememberAccount(acc(i));
    expect(readRecentAccounts()).toHaveLength(MAX_RECENT_ACCOUNTS);
    expect(readRecentAccounts()[0]?.uid).toBe(MAX_RECENT_ACCOUNTS + 2);
  });

  it('survives malformed storage', () => {
    localStorage.setItem(RECENT_ACCOUNTS_KEY, '{not json');
    expect(readRecentAccounts()).toEqual([]);
    localStorage.setItem(RECENT_ACCOUNTS_KEY, JSON.stringify([{ uid: 'x' }, acc(3), null]));
    expect(readRecentAccounts().map((a) => a.uid)).toEqual([3]);
  });
});
