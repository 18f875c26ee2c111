// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rechargeDetailPath } from './rechargeDetailPath.ts';

describe('rechargeDetailPath', () => {
  it("leads Chilla's users to the unified money host's list", () => {
    expect(rechargeDetailPath('chilla')).toBe('recharge-detail-chilla');
    expect(rechargeDetailPath(' Chilla ')).toBe('recharge-detail-chilla');
  });
  it("leads everyone else, and a plain browser, to the money service's list", () => {
    expect(rechargeDetailPath('sm')).toBe('recharge-detail');
    expect(rechargeDetailPath('')).toBe('recharge-detail');
    expect(rechargeDetailPath(null)).toBe('recharge-detail');
  });
});
