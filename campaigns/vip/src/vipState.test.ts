// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUY, currentLevel, daysLeft, purchaseWord, RENEW, vipStatus } from './vipState.ts';

const NOW = 1_800_000_000_000;
const card = (is_vip: boolean, level: number, expireInS: number) => ({
  is_vip,
  level,
  level_name: level ? `VIP ${level}` : '',
  expire_time: expireInS === 0 ? 0 : NOW / 1000 + expireInS,
});

describe('the VIP flag', () => {
  it('is active while the server flags it and the expiry is ahead of the server clock', () => {
    expect(vipStatus(card(true, 2, 3600), NOW)).toBe('active');
    expect(vipStatus(card(true, 2, -1), NOW)).toBe('ended');
    expect(vipStatus(card(false, 0, -86400), NOW)).toBe('ended');
    expect(vipStatus(card(false, 0, 0), NOW)).toBe('never');
  });

  it('makes a VIP renew and everyone else buy', () => {
    expect(purchaseWord('active')).toBe(RENEW);
    expect(purchaseWord('ended')).toBe(RENEW);
    expect(purchaseWord('never')).toBe(BUY);
    expect(purchaseWord(null)).toBe(BUY);
  });

  it('gives the current level only while active', () => {
    expect(currentLevel(card(true, 3, 60), NOW)).toBe(3);
    expect(currentLevel(card(true, 3, -60), NOW)).toBe(0);
    expect(currentLevel(undefined, NOW)).toBe(0);
  });

  it('counts days left rounded up, never below zero', () => {
    expect(daysLeft(card(true, 1, 3600), NOW)).toBe(1);
    expect(daysLeft(card(true, 1, 20 * 86400), NOW)).toBe(20);
    expect(daysLeft(card(true, 1, -5), NOW)).toBe(0);
  });
});
