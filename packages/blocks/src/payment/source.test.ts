// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rechargeSource } from './source.ts';

describe('recharge source', () => {
  it('is web_official only for the certificate "official"', () => {
    expect(rechargeSource('official')).toBe('web_official');
    expect(rechargeSource('op-7f3a9c')).toBe('web_rapid');
    expect(rechargeSource('Official')).toBe('web_rapid');
    expect(rechargeSource('')).toBe('web_rapid');
  });
});
